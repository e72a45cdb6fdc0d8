"""What goes into the package.  Everything else about the build is in pyproject.toml.

The repository keeps the program's data in the top-level folder ``resources/``; it is
installed as the package ``penguin_qt.resources``, next to the code that reads it.  Finding
packages here (not a fixed list) picks up every new package under penguin_qt/ and plugins/.
"""

from setuptools import find_packages, setup

PLUGINS = find_packages("plugins", include=["penguin_qt_*"])

setup(
    packages=[
        *find_packages(include=["penguin_qt", "penguin_qt.*"]),
        *PLUGINS,
        "penguin_qt.resources",
    ],
    package_dir={
        "penguin_qt.resources": "resources",
        **{name: "plugins/" + name.replace(".", "/") for name in PLUGINS},
    },
)
