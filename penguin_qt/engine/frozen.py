"""Frozen records: what a frozen dataclass is -- fields set once, compared, hashed, shown
and pickled by value -- made without the functions a dataclass compiles as its class is
created, which the window's start would pay for before its first frame.
The engine's ``Step`` and ``DealProcedure`` are such records, and so are the window's own
(a table's geometry, a deck found on the machine).  ``Rules`` stays a dataclass: plugins
make variants from it with ``dataclasses.replace``."""

from __future__ import annotations

from typing import Any


class FrozenError(AttributeError):
    """A field of a frozen record was assigned or deleted."""


class Frozen:
    """A record whose fields are its class's ``_fields``, in order (and its ``__slots__``);
    ``__init__`` takes them in that order and sets them with :meth:`_set`, and nothing
    changes them after."""

    __slots__ = ()
    _fields: tuple[str, ...] = ()

    def _set(self, *values: Any) -> None:
        for name, value in zip(self._fields, values, strict=True):
            object.__setattr__(self, name, value)

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self._fields)

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__qualname__}({shown})"

    def _replace(self, **changes: Any) -> Any:
        """A new record with ``changes`` over these fields (as a named tuple's ``_replace``;
        ``dataclasses.replace`` is for dataclasses only)."""
        unknown = set(changes) - set(self._fields)
        if unknown:
            raise TypeError(f"{type(self).__name__} has no field {', '.join(sorted(unknown))}")
        return type(self)(*(changes.get(name, getattr(self, name)) for name in self._fields))

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        # made again through __init__ (pickle would otherwise set the slots one by one,
        # which __setattr__ refuses): rules go to the solver workers with their deal
        return (type(self), self._values())
