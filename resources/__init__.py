"""The program's data: icons, translations (.qm), help pages and the desktop files.

In the repository this is the top-level folder ``resources/``; the build installs it as the
package ``penguin_qt.resources`` (see setup.py), and the program reads it only through
``importlib.resources`` (``penguin_qt.ui.shared.resources``), never through a path of the checkout.
"""
