"""Settings are checked value by value on load: whatever the file holds, the preferences are
ones the program can start with, and every value set aside is noted in the log."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings

from penguin_qt.engine.rules import EMPTY_COLUMN_RULES, MAX_CELLS, RUN_LIMITS
from penguin_qt.ui.keeping import settings as settings_module
from penguin_qt.ui.keeping.settings import ANIMATION_SPEEDS, MAX_SETTINGS_BYTES, Preferences


def _ini(path, text: str | bytes) -> QSettings:
    data = text.encode() if isinstance(text, str) else text
    path.write_bytes(data)
    return QSettings(str(path), QSettings.Format.IniFormat)


def _valid(prefs: Preferences) -> None:
    assert isinstance(prefs.variant, str) and prefs.variant
    assert prefs.flippers is None or 0 <= prefs.flippers <= MAX_CELLS
    assert prefs.empty_column is None or prefs.empty_column in EMPTY_COLUMN_RULES
    assert prefs.run_limit is None or prefs.run_limit in RUN_LIMITS
    assert prefs.animation_speed in ANIMATION_SPEEDS
    assert isinstance(prefs.autoplay, bool)
    assert all(isinstance(n, str) and n for n in prefs.disabled_plugins)


def test_a_stored_infinity_falls_back_with_a_note_in_the_log(tmp_path, caplog):
    store = _ini(tmp_path / "s.conf", "[rules]\nflippers=inf\nvariant=eight-off\n")
    with caplog.at_level(logging.WARNING, logger="penguin_qt.ui.keeping.settings"):
        prefs = Preferences.load(store)
    assert prefs.flippers is None
    assert prefs.variant == "eight-off"
    assert any("rules/flippers" in r.getMessage() for r in caplog.records)


@pytest.mark.parametrize(
    "line",
    [
        "flippers=4_2",
        "flippers=\u0664",  # an Arabic-Indic four
        "flippers=-1",
        "flippers=99",
        "flippers=1e400",
        "flippers=nan",
        "flippers=true",
    ],
)
def test_flippers_must_be_a_small_number_in_ascii_digits(tmp_path, line):
    prefs = Preferences.load(_ini(tmp_path / "s.conf", f"[rules]\n{line}\n"))
    assert prefs.flippers is None


def test_every_bad_value_is_set_aside_and_noted(tmp_path, caplog):
    text = (
        "[rules]\nvariant=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x2)\nempty_column=sometimes\n"
        "run_limit=42\n[solver]\nid=\n[table]\ndeck=" + "x" * 5000 + "\nanimation_speed=warp\n"
        "autoplay=perhaps\n[plugins]\ndisabled=@Invalid()\n"
    )
    with caplog.at_level(logging.WARNING, logger="penguin_qt.ui.keeping.settings"):
        prefs = Preferences.load(_ini(tmp_path / "s.conf", text))
    assert prefs == Preferences()
    noted = " ".join(r.getMessage() for r in caplog.records)
    for key in ("empty_column", "run_limit", "table/deck", "animation_speed", "autoplay"):
        assert key in noted
    assert max(len(r.getMessage()) for r in caplog.records) < 200  # an excerpt, not the value


def test_an_empty_plugin_list_is_not_stored_as_invalid(tmp_path):
    path = tmp_path / "s.conf"
    store = QSettings(str(path), QSettings.Format.IniFormat)
    Preferences(disabled_plugins=[]).save(store)
    assert "@Invalid" not in path.read_text()
    Preferences(disabled_plugins=["freecell", "eight-off"]).save(store)
    again = Preferences.load(QSettings(str(path), QSettings.Format.IniFormat))
    assert again.disabled_plugins == ["freecell", "eight-off"]


def test_a_settings_file_of_absurd_size_is_not_read(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    path = settings_module.settings_path()
    path.parent.mkdir(parents=True)
    with open(path, "wb") as stream:
        stream.write(b"[rules]\nvariant=freecell\n")
        stream.write(b"; filler\n" * (MAX_SETTINGS_BYTES // 9 + 10))
    size = path.stat().st_size
    prefs = Preferences.load()
    assert prefs.variant == "penguin"  # not read at all
    assert prefs.problems and "too large" in str(prefs.problems[0])
    aside = path.with_name(path.name + ".too-large")
    assert aside.stat().st_size == size  # kept, not lost
    prefs.variant = "eight-off"
    prefs.save()
    assert Preferences.load().variant == "eight-off"


def test_one_byte_that_is_not_utf8_loses_no_setting_and_the_original_is_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    path = settings_module.settings_path()
    path.parent.mkdir(parents=True)
    original = (
        b"[rules]\nvariant=eight-off\n[table]\nfelt=#102030\nzoom=150\n"
        b"deck=caf\xe9\n"  # Latin-1, as another editor may have left it
        b"[plugins]\ndisabled=freecell\n"
    )
    path.write_bytes(original)
    prefs = Preferences.load()
    assert prefs.variant == "eight-off"
    assert (prefs.felt, prefs.zoom, prefs.disabled_plugins) == ("#102030", 150, ["freecell"])
    assert prefs.deck == "builtin"  # the one line that could not be read
    assert prefs.problems and prefs.problems[0].params["count"] == 1
    aside = path.with_name(path.name + ".unreadable-1")
    assert aside.read_bytes() == original
    assert aside.name in str(prefs.problems[0])
    prefs.save()  # the next write keeps every setting that was read
    again = Preferences.load()
    assert again == prefs and not again.problems
    assert aside.read_bytes() == original


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.binary(max_size=600))
def test_any_bytes_in_the_settings_file_load_as_valid_preferences(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("fuzz") / "s.conf"
    _valid(Preferences.load(_ini(path, data)))


KEYS = [
    "rules/variant",
    "rules/flippers",
    "rules/empty_column",
    "rules/run_limit",
    "solver/id",
    "table/deck",
    "table/animation_speed",
    "table/autoplay",
    "plugins/disabled",
]
VALUES = st.one_of(
    st.text(max_size=40),
    st.sampled_from(
        ["inf", "-inf", "nan", "1e309", "@Invalid()", "@Variant(\\0\\0\\0\\x87)", "4_2", "", " ,"]
        + ["@ByteArray(x)", "@Rect(1 2 3 4)", "@Size(1 2)", "@Point(1 2)", "true", "99"]
        + list(EMPTY_COLUMN_RULES + RUN_LIMITS + ANIMATION_SPEEDS)
    ),
    st.integers(-(10**30), 10**30).map(str),
)


@st.composite
def ini_files(draw) -> str:
    groups: dict[str, list[str]] = {}
    for key in draw(st.lists(st.sampled_from(KEYS), max_size=12)):
        group, name = key.split("/")
        groups.setdefault(group, []).append(f"{name}={draw(VALUES)}")
    return "".join(f"[{g}]\n" + "\n".join(lines) + "\n" for g, lines in groups.items())


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=ini_files())
def test_any_values_in_the_settings_file_load_as_valid_preferences(tmp_path_factory, text):
    path = tmp_path_factory.mktemp("fuzz") / "s.conf"
    _valid(Preferences.load(_ini(path, text)))


@pytest.mark.parametrize("home", ["/home/someone", "/home/someone/", "//home//x/./y/..", "", None])
@pytest.mark.parametrize("xdg", [None, "", "relative/folder", "/srv/xdg", "/srv/xdg/", "//srv"])
def test_the_folders_are_where_qts_standard_paths_put_them(monkeypatch, home, xdg):
    """Read without QStandardPaths before the first frame, and the same folders."""
    from PySide6.QtCore import QStandardPaths

    from penguin_qt.ui.keeping import settings

    for name, value in (("HOME", home), ("XDG_DATA_HOME", xdg), ("XDG_CONFIG_HOME", xdg)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    where = QStandardPaths.StandardLocation
    data = QStandardPaths.writableLocation(where.GenericDataLocation)
    config = QStandardPaths.writableLocation(where.GenericConfigLocation)
    assert settings.data_folder() == Path(data) / settings.APPLICATION
    assert settings.settings_path().parent.parent == Path(config)


def test_the_preferences_compare_copy_and_show_every_field_but_the_problems():
    import inspect

    params = list(inspect.signature(Preferences).parameters)
    assert params == [*Preferences.FIELDS, "problems"]  # no field left out of either
    prefs = Preferences(variant="freecell", zoom=120, disabled_plugins=["x"], problems=["p"])
    twin = prefs.copy()
    assert twin == prefs and twin is not prefs and twin.problems == ["p"]
    assert twin.disabled_plugins is not prefs.disabled_plugins  # its own lists
    twin.problems.append("q")
    assert twin == prefs  # the problems are not compared
    for name in Preferences.FIELDS:
        other = prefs.copy()
        setattr(other, name, "changed")
        assert other != prefs, name
        assert f"{name}='changed'" in repr(other)
    assert "problems" not in repr(prefs) and Preferences() == Preferences()
    assert Preferences().disabled_plugins is not Preferences().disabled_plugins
    with pytest.raises(TypeError):
        hash(prefs)
