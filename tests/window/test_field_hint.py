"""A status field measures its text once per text and font (its size hint is asked for tens
of times by every layout of the row): the hint kept is always the one a field made afresh
with the same text and font gives, through new texts, fonts and style sheets."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont

from penguin_qt.ui.shared.status import FieldLabel

TEXTS = ["Deal 5", "", "Deal 1265755017", "Moves 0", "Nicht mehr gewinnbar", "Ä ♠ 10♥ …", "Deal 5"]


def _fresh(field: FieldLabel) -> FieldLabel:
    other = FieldLabel()
    other.setFont(field.font())
    other.setStyleSheet(field.styleSheet())
    other.setText(field.text())
    return other


@pytest.mark.parametrize("hug", [False, True])
def test_the_hint_kept_is_the_hint_of_a_field_made_afresh(qtbot, hug):
    field = FieldLabel(hug=hug)
    qtbot.addWidget(field)
    seen = set()
    for step, text in enumerate(TEXTS):
        field.setText(text)
        if step == 3:
            big = QFont(field.font())
            big.setPointSizeF(big.pointSizeF() * 2)
            field.setFont(big)  # a larger system text
        if step == 5:
            field.setStyleSheet("QLabel { font-weight: bold; }")
        fresh = _fresh(field)
        qtbot.addWidget(fresh)
        assert field.sizeHint() == fresh.sizeHint(), (step, text)
        assert field.sizeHint() == field.sizeHint()  # asked again: the same
        seen.add(field.sizeHint().width())
        if hug:
            assert field.maximumWidth() == field.sizeHint().width()
    assert len(seen) >= 5  # the texts and fonts above give different widths


def test_a_hint_given_away_cannot_change_the_one_kept(qtbot):
    field = FieldLabel()
    qtbot.addWidget(field)
    field.setText("Deal 5")
    hint = field.sizeHint()
    hint.setWidth(1)
    assert field.sizeHint().width() > 1
