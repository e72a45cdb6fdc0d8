"""The main window: the frame (``window``: the table view, tool bar and status bar around the
controller), its menus (``menus``), how it applies and remembers preferences
(``preferences``), the screen-reader announcements of what happens on the table
(``announcements``), and the Settings… command. It may use ``table``, ``dialogs``,
``keeping``'s preferences and ``shared``; it knows nothing of the assistant, which the
assembly attaches."""
