"""The window's frozen records (no dataclasses before the first frame) behave as frozen
dataclasses do: set once, compared, hashed and shown by value."""

from __future__ import annotations

import pytest

from penguin_qt.ui.shared.frozen import FrozenError
from penguin_qt.ui.table.deck import DeckInfo
from penguin_qt.ui.table.layout import MIN_SPREAD, TableGeometry

MADE = {
    "deck": lambda: DeckInfo("a.svg", "A deck", "/decks/a.svg", "KDE"),
    "geometry": lambda: TableGeometry(80.0, 112.0, {(0, 0): (1.0, 2.0)}, 600.0, 900.0, 650.0),
}


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
