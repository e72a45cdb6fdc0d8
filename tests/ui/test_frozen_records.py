"""The frozen records (no dataclasses but ``Rules`` before the first frame), the engine's
and the window's, behave as frozen dataclasses do: set once, compared, hashed, shown and
pickled by value."""

from __future__ import annotations

import copy
import pickle

import pytest

from penguin_qt.engine import ROWS_DEAL, DealProcedure, Game, Rules
from penguin_qt.engine.deals import BUILTIN_DEALS
from penguin_qt.engine.frozen import FrozenError
from penguin_qt.engine.game import Step
from penguin_qt.ui.table.deck import DeckInfo
from penguin_qt.ui.table.layout import MIN_SPREAD, TableGeometry

MADE = {
    "deck": lambda: DeckInfo("a.svg", "A deck", "/decks/a.svg", "KDE"),
    "geometry": lambda: TableGeometry(80.0, 112.0, {(0, 0): (1.0, 2.0)}, 600.0, 900.0, 650.0),
    "deal procedure": lambda: DealProcedure("rows", "Row by row", ROWS_DEAL.make),
    "step": lambda: _first_step(),
}


def _first_step() -> Step:
    game = Game(Rules(id="toy", name="Toy", deal="rows", cells=4), deal_number=3)
    return game.play(game.rules.legal_moves(game.position)[0])[0]


@pytest.mark.parametrize("kind", sorted(MADE))
def test_a_record_is_frozen_and_compared_by_value(kind):
    one, two = MADE[kind](), MADE[kind]()
    assert one == two and one is not two and (one != two) is False
    first = one._fields[0]
    with pytest.raises(FrozenError):
        setattr(one, first, "changed")
    with pytest.raises(AttributeError):  # as a dataclass's FrozenInstanceError is
        delattr(one, first)
    with pytest.raises(AttributeError):  # no field that is not one of its own
        one.__dict__  # noqa: B018
    assert one == two and repr(one).startswith(f"{type(one).__name__}({first}=")
    assert one != "something else" and one != object()


def test_the_fields_are_in_order_with_their_defaults():
    deck = DeckInfo("b", "B", "/b.svg")
    assert (deck.id, deck.name, deck.path, deck.source) == ("b", "B", "/b.svg", "")
    assert hash(deck) == hash(DeckInfo("b", "B", "/b.svg", ""))
    assert len({deck, DeckInfo("b", "B", "/b.svg"), DeckInfo("c", "B", "/b.svg")}) == 2
    assert deck != DeckInfo("b", "B", "/b.svg", "GNOME")
    geometry = MADE["geometry"]()
    assert geometry.min_spread == MIN_SPREAD and geometry.bottom == 600.0
    assert TableGeometry.for_size(7, 7, 1000, 700) == TableGeometry.for_size(7, 7, 1000, 700)
    assert TableGeometry.for_size(7, 7, 1000, 700) != TableGeometry.for_size(8, 4, 1000, 700)
    with pytest.raises(TypeError):  # its piles are a dict, as the dataclass's were
        hash(geometry)


@pytest.mark.parametrize("kind", ["deck", "deal procedure", "step"])
def test_a_record_pickles_and_copies_to_an_equal_one(kind):
    one = MADE[kind]()
    for again in (pickle.loads(pickle.dumps(one)), copy.copy(one), copy.deepcopy(one)):
        assert again == one and type(again) is type(one)


def test_rules_with_a_deal_procedure_go_to_a_worker_and_back():
    """The rules reach the solver workers as a pickle, their deal procedure with them."""
    for procedure in BUILTIN_DEALS.values():
        start = "aces" if procedure.id == "rows-aces" else "empty"  # the aces-out deal's rules
        rules = Rules(
            id="toy", name="Toy", deal=procedure, columns=8, cells=4, foundations_start=start
        )
        back = pickle.loads(pickle.dumps(rules))
        assert back == rules and back.deal_procedure == procedure
        assert back.deal_procedure.make is procedure.make


def test_the_engine_records_keep_their_keywords_and_defaults():
    procedure = DealProcedure(id="p", name="P", make=ROWS_DEAL.make)
    assert (procedure.chooses_base, procedure.requires, procedure.description) == (False, None, "")
    assert procedure.problem(Rules(id="toy", name="Toy", deal="rows")) == ""
    step = _first_step()
    assert (step.auto, step.by_solver) == (False, False) and step.after == step.frames[-1]
    assert Step(step.move, step.forced, step.before, step.frames) == step
    with pytest.raises(TypeError):
        DealProcedure("p", "P")  # make is required, as the dataclass's was
    changed = procedure._replace(description="Dealt row by row.")
    assert changed.description == "Dealt row by row." and changed.make is procedure.make
    assert procedure.description == "" and changed != procedure
    with pytest.raises(TypeError, match="no field colour"):
        procedure._replace(colour="red")
