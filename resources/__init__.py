"""The program's data: icons, translations (.qm), help pages and the desktop files.

In the repository this is the top-level folder ``resources/``; the build installs it as the
package ``penguin_qt.resources`` (see setup.py), and the program reads it only through this
package's own location (``FOLDER``, as ``importlib.resources`` would give it for a package on
the file system, without loading that module at every start), never through a path of the
checkout.
"""

from pathlib import Path

FOLDER = Path(__file__).parent
