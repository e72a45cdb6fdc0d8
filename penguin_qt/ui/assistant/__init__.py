"""The assistant: everything that asks the solver — the solver runner, the places of its race
and their worker processes, its watchdog, hints, the demo, the winnability indicator and its
verdicts, the solution viewer, the game review (``review``, ``review_model``,
``review_timeline``) — and the ``Assistant`` that attaches them to a window. It may use
``table`` and ``shared``, solving, the plugin host and the engine; it knows nothing of the
dialogs or the window, which it is handed at run time."""
