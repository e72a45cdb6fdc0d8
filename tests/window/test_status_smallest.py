"""At the smallest window the program allows, in every language, every status field is shown
and read whole: the winnability verdict (its longest words), the undo offer, the variant,
deal, base, moves, time, cards home, carry and the score.  Fields that do not fit on one
line go on to a second, and none lies over another or outside the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from penguin_qt.engine import MAX_DEAL
from penguin_qt.ui.shared.resources import translations_dir
from penguin_qt.ui.window.window import MINIMUM_SIZE

LANGUAGES = ["en", "de", "nl", "it", "es"]


@pytest.fixture(params=LANGUAGES)
def language(request, qapp):
    translator = None
    if request.param != "en":
        translator = QTranslator()
        assert translator.load(QLocale(request.param), "penguin_qt", "_", translations_dir())
        qapp.installTranslator(translator)
    yield request.param
    if translator is not None:
        qapp.removeTranslator(translator)


def _settle():
    for _ in range(4):
        QApplication.processEvents()


def verdicts() -> list[tuple[str, bool]]:
    """The indicator's words, the longest of each kind, and whether the undo offer is shown."""

    def tr(text):
        return QCoreApplication.translate("Assistant", text)

    return [
        (tr("Winnable"), False),
        (tr("No longer winnable since move {n}").format(n=188), True),
        (tr("Cannot be won from here"), False),
        (tr("Can't tell — no solver for these rules"), False),
    ]


@pytest.mark.parametrize("variant", ["penguin-0", "penguin-6", "freecell"])
def test_every_status_field_is_shown_whole_at_the_smallest_window(open_window, language, variant):
    window, addons = open_window(variant=variant)
    addons.assistant.shutdown()  # the verdicts below are set by hand: no solver's comes
    indicator = addons.assistant.indicator_part
    indicator.refresh = lambda: None  # nor a late word of the solver's ending
    window.resize(MINIMUM_SIZE)
    c = window.controller
    assert c.new_game(MAX_DEAL)  # the widest deal number
    _settle()
    assert window.width() == MINIMUM_SIZE.width()
    window.labels["moves"].setText(window.tr("Moves {n}").format(n=888))
    window.labels["time"].setText(window.tr("Time {m}:{s:02d}").format(m=88, s=58))
    window.labels["home"].setText(window.tr("Home {n}/52").format(n=52))
    score = window.findChild(type(window.labels["moves"]), "status-score")
    score.setText(window.tr("Score {score}").format(score="1,520"))
    for verdict, offer in verdicts():
        indicator.label.setText(verdict)
        indicator.link.setVisible(offer)
        _settle()
        fields = [
            w
            for w in window.status_bar.field_widgets()
            if not w.isHidden() or w.sizePolicy().retainSizeWhenHidden()
        ]
        expected = {"status-winnability", "status-variant", "status-deal", "status-moves"}
        expected |= {"status-time", "status-home", "status-carry", "status-score"}
        if c.rules.wraps:
            expected.add("status-base")
        if offer:
            expected.add("status-undo-to-winnable")
        shown = {w.objectName() for w in fields if w.isVisible()}
        assert expected <= shown, (language, verdict, expected - shown)
        rects = []
        for field in fields:
            if field.isVisible() and hasattr(field, "fits"):
                metrics = QFontMetrics(field.font())
                whole = metrics.horizontalAdvance(field.text())
                assert whole <= field.contentsRect().width(), (language, field.text())
                assert field.fits()
            top_left = field.mapTo(window, field.rect().topLeft())
            bottom_right = field.mapTo(window, field.rect().bottomRight())
            assert top_left.x() >= 0 and bottom_right.x() < window.width(), field.objectName()
            assert bottom_right.y() < window.height(), field.objectName()
            rects.append(field.geometry())
        for k, a in enumerate(rects):
            for b in rects[k + 1 :]:
                assert not a.intersects(b), (language, a, b)


def test_fields_added_once_the_window_is_shown_are_shown(qtbot):
    """The program attaches its add-ons after the first frame: their fields must appear."""
    from PySide6.QtWidgets import QLabel

    from penguin_qt.ui.assembly import attach_addons
    from penguin_qt.ui.keeping.settings import Preferences
    from penguin_qt.ui.window.window import MainWindow

    window = MainWindow(deal_number=4, speed="off", prefs=Preferences(animation_speed="off"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    addons = attach_addons(window)
    extra = QLabel("kept hidden")
    extra.hide()
    window.add_status_widget(extra)
    _settle()
    names = {w.objectName(): w for w in window.status_bar.field_widgets()}
    for name in ("status-winnability", "status-score", "status-variant"):
        assert names[name].isVisible(), name
        assert names[name].width() > 0 and names[name].height() > 0
    assert not names["status-undo-to-winnable"].isVisible()  # hidden until it is offered
    assert not extra.isVisible()
    addons.assistant.shutdown()
