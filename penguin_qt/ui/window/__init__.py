"""The main window: the frame (the table view, tool bar and status bar), its menus, how it
applies and remembers preferences, the screen-reader announcements of what happens on the
table, and the Settings… command. It may use ``table``, ``dialogs``, ``keeping``'s preferences
and ``shared``; it knows nothing of the assistant, which the assembly attaches."""
