"""What every room of the window uses: the program's resources (icons, help pages), the wording
of moves, rules and losses, and the status-bar widgets. It may use the engine, solving and i18n,
never another room of ``penguin_qt.ui``."""
