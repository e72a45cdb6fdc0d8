"""The dialogs the menus open: settings (its Plugins tab in ``settings_plugins``), the rules
page, and the texts of the Help menu (version, rules, how to play). Each stands alone (a dialog
does not import another); they may use ``keeping``'s preferences, ``shared``, the engine, the
plugin host, solving and i18n, never the table, the assistant or the window."""
