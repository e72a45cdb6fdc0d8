"""The table: the layout of the piles, the card and pile items, the decks, the scene that draws
and animates them, the controller that turns the player's drags, clicks and keys into moves of
the engine, the view, and the table's accessibility interfaces (piles and cards as a screen
reader sees them). It may use ``shared``, the engine, the plugin host and i18n; it knows nothing
of the assistant, the dialogs, keeping or the window."""
