"""A challenge file is someone else's: its player's name is shown as written, never read as
markup, and the win over it is kept and counted.  The real program in a subprocess takes a
challenge whose name is deep HTML (22 nested tables hung the window when the deal was won,
3,000 crashed it) or an ``<img>`` of a local file, and wins the deal."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from penguin_qt.engine import Game
from penguin_qt.plugins import PluginHost
from penguin_qt.storage.records import record_of, to_json
from penguin_qt.storage.statistics import Statistics

HERE = Path(__file__).resolve().parent
DRIVER = HERE / "hostile_driver.py"
MOVES = "penguin-4.txt"


def tables(depth: int) -> str:
    return "<table><tr><td>" * depth + "Anna" + "</td></tr></table>" * depth


NAMES = {
    "tables-22": tables(22),
    "tables-3000": tables(3000),
    "img": "<img src='/etc/hostname'>Anna",
    "bold": "<b>Anna</b> &amp; <i>Bo</i>",
}


def challenge(path: Path, player: str) -> Path:
    rules = PluginHost().rules("penguin")
    dealt = Game(rules, 4)
    dealt.autoplay()  # as the window does at the deal: the stored winning line starts there
    game = Game(rules, position=dealt.position)
    document = json.loads(to_json(record_of(game, game_id="theirs", program="t", player=player)))
    document["result"], document["conceded"] = "lost", True  # they gave it up
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def run(home: Path, file: Path, speed: str) -> list[dict]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        HOME=str(home),
    )
    process = subprocess.Popen(
        [sys.executable, str(DRIVER), str(file), speed, MOVES],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        out, err = process.communicate(timeout=90)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
        raise AssertionError(f"the window stopped answering; it said: {out[-2000:]}") from None
    assert process.returncode == 0, f"exit {process.returncode}: {err[-3000:]}"
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


@pytest.mark.slow  # the real program, started and won eight times
@pytest.mark.parametrize("speed", ["off", "fast"])
@pytest.mark.parametrize("kind", sorted(NAMES))
def test_a_hostile_name_is_shown_as_written_and_the_win_is_kept(tmp_path, kind, speed):
    name = NAMES[kind]
    shown = name if len(name) <= 40 else name[:39] + "…"  # a long name is cut short
    lines = run(tmp_path, challenge(tmp_path / "theirs.penguin.json", name), speed)
    kinds = {line["kind"]: line for line in lines}
    assert "offer" in kinds and "won" in kinds, lines
    assert any(shown in text for text in kinds["offer"]["labels"])
    won = kinds["won"]
    assert won["is_won"] and won["comparison"]
    assert won["beat"], "no timer fired within a second of the win"
    assert shown in won["labels"]
    saved = json.loads((tmp_path / "data" / "penguin-qt" / "current-game.json").read_text())
    assert saved["result"] == "won"
    stats = Statistics(next((tmp_path / "data").rglob("statistics.sqlite")))
    try:
        assert [r.result for r in stats.results("penguin")] == ["won"]
    finally:
        stats.close()
