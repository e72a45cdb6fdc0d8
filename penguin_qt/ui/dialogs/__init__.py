"""The dialogs the menus open: settings, the rules help page, the notice for about and how to
play. Each stands alone (a dialog does not import another); they may use ``keeping``'s
preferences, ``shared``, the engine, the plugin host, solving and i18n, never the table, the
assistant or the window."""
