"""A plugin that raises while it is imported."""

raise RuntimeError("this plugin cannot be imported")
