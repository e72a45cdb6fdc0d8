"""Keeping: what outlives one run of the program — the game saved at quit and restored at start
(and the quit on signals), the record actions (save, open, copy a game), the preferences and
their file, the statistics and their window. It may use ``shared``, storage, the engine and
i18n; it knows nothing of the table, the assistant, the dialogs or the window."""
