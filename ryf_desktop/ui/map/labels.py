"""Words the battlemap shows: reasons a drop is refused, range bands, metres and squares."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ryf_desktop.rules.attacks import RangeBand
from ryf_desktop.rules.movement import MoveCheck, MoveReason
from ryf_desktop.session.texts import metres_text

translate = QCoreApplication.translate


def squares(count: int) -> str:
    if count == 1:
        return translate("MapLabels", "1 square")
    return translate("MapLabels", "{count} squares").format(count=count)


def distance(value_m: float, steps: int, *, round_up: bool = False) -> str:
    """ "7.5 m · 5 squares"."""
    return translate("MapLabels", "{metres} m · {squares}").format(
        metres=metres_text(value_m, round_up=round_up), squares=squares(steps)
    )


def move_distance(check: MoveCheck, *, round_up: bool = False) -> str:
    """A route's "7.5 m · 3 squares", naming what difficult terrain added to it, if anything:
    the reason a move costs more than the ruler measures."""
    text = distance(check.cost_m or 0.0, len(check.path) - 1 if check.path else 0,
                    round_up=round_up)
    if check.difficult_m <= 1e-6:
        return text
    return translate("MapLabels", "{distance} (difficult terrain +{metres} m)").format(
        distance=text, metres=metres_text(check.difficult_m)
    )


def band_text(band: RangeBand | None, difficulty: int | None, farthest_m: float) -> str:
    """ "short range, difficulty 15" or "out of range (60 m at most)"."""
    if band is None or difficulty is None:
        return translate("MapLabels", "out of range ({metres} m at most)").format(
            metres=metres_text(farthest_m)
        )
    names = {
        RangeBand.BOCAJARRO: translate("MapLabels", "point-blank"),
        RangeBand.CORTA: translate("MapLabels", "short range"),
        RangeBand.MEDIA: translate("MapLabels", "medium range"),
        RangeBand.LARGA: translate("MapLabels", "long range"),
    }
    return translate("MapLabels", "{band}, difficulty {difficulty}").format(
        band=names[band], difficulty=difficulty
    )


def refusal(check: MoveCheck) -> str:
    """Why a drop is refused (the session's words) and how to move anyway."""
    return translate(
        "MapLabels", "{reason} Alt-drag to move it anyway (logged as an override)."
    ).format(reason=check.message)


def route_label(check: MoveCheck) -> str:
    """The label at the end of the drag path: its cost, or why it cannot be taken."""
    if check.ok and check.cost_m is not None:
        return move_distance(check)
    if check.reason is MoveReason.TOO_FAR and check.cost_m is not None:
        return translate("MapLabels", "{distance} — too far ({left} m left)").format(
            distance=move_distance(check, round_up=True), left=metres_text(check.left_m),
        )
    return check.message
