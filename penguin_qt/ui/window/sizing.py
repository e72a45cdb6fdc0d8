"""The window's size follows the desktop's text size: a larger system font makes the
window, and so the cards, that much larger."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QFontMetricsF, QGuiApplication
from PySide6.QtWidgets import QApplication

# The font height (pixels) the window's default size was drawn for: a larger system font
# (the desktop's text scaling) makes the window, and so the cards, that much larger.
REFERENCE_FONT_HEIGHT = 17.0


def font_scale() -> float:
    """How much larger than usual the system draws its text (1.0 to 2.0)."""
    height = QFontMetricsF(QApplication.font()).height()
    return max(1.0, min(2.0, height / REFERENCE_FONT_HEIGHT))


def fit_to_font(window, default: QSize, minimum: QSize) -> None:
    """Scale the window's default and smallest size with the system's font scaling (the
    table fits its cards to the window, so the cards grow with the text), within the
    screen."""
    scale = font_scale()
    if scale <= 1.0:
        return
    screen = window.screen() or QGuiApplication.primaryScreen()
    room = screen.availableGeometry().size() if screen is not None else QSize(4000, 4000)
    window.setMinimumSize((minimum * scale).boundedTo(room))
    if not window.prefs.window_geometry:
        window.resize((default * scale).boundedTo(room))
