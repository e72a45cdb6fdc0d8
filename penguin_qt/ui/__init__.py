"""The Qt user interface: the only package that imports Qt.

It is divided into rooms, one subpackage per concern, each saying in its docstring what it owns
and what it may use: ``shared`` (resources, wording, status-bar widgets), ``table`` (what is on
the table and how the player moves cards), ``assistant`` (everything that asks the solver),
``keeping`` (what is kept between runs: the game, records, settings, statistics), ``dialogs``
(the windows the menus open) and ``window`` (the main window's frame, its menus and
preferences). The modules at this level assemble them: ``app`` (the ``penguin-qt`` command),
``assembly`` (the window and its add-ons), ``desktop`` and ``screenshot``. The contracts in
pyproject.toml hold the rooms apart; see docs/architecture.md.
"""
