"""``python -m penguin_qt.cli``: the same as ``penguin-solve``."""

import sys

from . import main

sys.exit(main())
