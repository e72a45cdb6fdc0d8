"""What the program keeps on disk: statistics (SQLite)."""
