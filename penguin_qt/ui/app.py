"""Entry point of the ``penguin-qt`` program."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    window = QMainWindow()
    window.setWindowTitle(QApplication.translate("MainWindow", "Penguin Qt"))
    window.setCentralWidget(QLabel(QApplication.translate("MainWindow", "Penguin Qt")))
    window.resize(1000, 700)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
