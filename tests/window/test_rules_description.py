"""The variant's description (the status field's and the menu's tooltips) is made once per
rules and language, and follows a change of language made while the window is open."""

from __future__ import annotations

from penguin_qt.i18n import install_translators, remove_translators
from penguin_qt.ui.shared.wording import rules_summary


def test_the_description_follows_the_language_and_is_made_once(open_window, qapp, monkeypatch):
    from penguin_qt.ui.window import status_words

    status_words._described.cache_clear()  # what earlier tests made in other languages
    window, _ = open_window(variant="penguin", addons=False)
    english = window.labels["variant"].toolTip()
    assert rules_summary(window.controller.rules) in english
    made = []
    real = status_words.rules_summary
    monkeypatch.setattr(status_words, "rules_summary", lambda r: made.append(r) or real(r))
    window.views.render()
    window.views.render()
    assert made == []  # every text known already
    translators = install_translators(qapp, "de")
    try:
        window.views.render()
        german = window.labels["variant"].toolTip()
        assert made and german != english
        assert rules_summary(window.controller.rules) in german
    finally:
        remove_translators(qapp, translators)
        remove_translators(qapp, install_translators(qapp, "en"))  # English, as before
    window.views.render()
    assert window.labels["variant"].toolTip() == english
