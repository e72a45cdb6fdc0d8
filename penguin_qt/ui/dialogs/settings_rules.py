"""The Rules page's pinned parameters: what a variant fixes, shown fixed with the reason, and
why chosen parameters cannot be played (the settings dialog's words for ``Rules.with_params``'
refusals)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox, QWidget

from ...engine import PinnedError, Rules
from ...i18n import engine_message, variant_name
from ..shared.plain import plain_tip


def show_pins(
    variant: Rules,
    flippers_box: QSpinBox,
    flippers_own: QCheckBox,
    boxes: dict[str, QComboBox],
    note: QLabel,
) -> None:
    """The parameters ``variant`` pins: fixed at the variant's own value, their controls
    off, and the reason beside them and in their tooltips."""
    reasons = []
    controls: dict[str, tuple[QWidget, ...]] = {
        "cells": (flippers_box, flippers_own),
        "empty_column": (boxes["empty_column"],),
        "run_limit": (boxes["run_limit"],),
    }
    for name, widgets in controls.items():
        pinned = name not in variant.free_params
        reason = pinned_reason(variant, name) if pinned else ""
        if pinned:
            reasons.append(reason)
            if name == "cells":
                flippers_own.setChecked(True)
                flippers_box.setValue(variant.cells)
            else:
                boxes[name].setCurrentIndex(0)  # "as the variant has it"
        for widget in widgets:
            widget.setToolTip(plain_tip(reason))
        if name == "cells":
            flippers_own.setEnabled(not pinned)
            flippers_box.setEnabled(not pinned and not flippers_own.isChecked())
        else:
            widgets[0].setEnabled(not pinned)
    note.setText("\n".join(reasons))
    note.setVisible(bool(reasons))


def pinned_reason(variant: Rules, name: str) -> str:
    """Why the player may not change the parameter ``name`` of ``variant``, translated."""
    reason = variant.pinned_reason(name)
    reason.params["variant"] = variant_name(variant.name)
    return engine_message(reason)


def rules_refusal(
    variant: Rules, flippers: int | None, empty_column: str | None, run_limit: str | None
) -> str:
    """Why ``variant`` with these free parameters cannot be played, in the player's words
    ("" when it can)."""
    try:
        rules = variant.with_params(cells=flippers, empty_column=empty_column, run_limit=run_limit)
    except PinnedError:
        chosen = {"cells": flippers, "empty_column": empty_column, "run_limit": run_limit}
        return next(
            pinned_reason(variant, name)
            for name, value in chosen.items()
            if value is not None
            and value != getattr(variant, name)
            and name not in variant.free_params
        )
    except ValueError as exc:  # the rules' own reason (a deal procedure's: "needs 4 cells")
        return QCoreApplication.translate(
            "SettingsDialog", "{variant} cannot be played with these settings: {reason}"
        ).format(variant=variant_name(variant.name), reason=engine_message(exc))
    del rules
    return ""
