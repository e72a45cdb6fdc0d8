"""The table: the layout of the piles, the card and pile items, the decks and the shapes they
are painted from, the scene that draws and animates them and its mouse and keyboard, the view,
the notice over the table at the end of a game, the controller that turns the player's drags,
clicks and keys into moves of the engine, and the table's accessibility interfaces (piles and
cards as a screen reader sees them, and their words). It may use ``shared``, the engine, the
plugin host and i18n; it knows nothing of the assistant, the dialogs, keeping or the window."""
