"""Penguin Qt: David Parlett's patience game Penguin and its family, for the desktop."""

__version__ = "0.1.0"
