"""A plugin that asks to end the program as it is imported."""

raise SystemExit(7)
