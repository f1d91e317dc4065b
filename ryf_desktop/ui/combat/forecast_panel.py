"""The fight forecast on screen (issue #26), for the Start combat dialog's fighters or the dock's
combat after each step: how likely the party is to win, how long the fight lasts, who may fall."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QGroupBox, QSizePolicy, QVBoxLayout, QWidget

from ryf_desktop.rules.forecast import DEFAULT_FIGHTS, MAX_ROUNDS, FightState, Forecast
from ryf_desktop.session.command import CommandError
from ryf_desktop.session.forecast import ForecastInputError, combat_fight
from ryf_desktop.session.present.combat_view import combat_view_of
from ryf_desktop.ui.combat.forecast_worker import ForecastRunner
from ryf_desktop.ui.common import SessionSource, follow_session
from ryf_desktop.ui.common.widgets import fill, text_label
from ryf_desktop.ui.dice.formatting import decimal, percent

__all__ = ["CombatForecast", "ForecastPanel"]

#: Fighters whose chance to fall is below this are not named.
NAMED_FALL = 0.05
#: At most this many of the other side are named.
NAMED_ENEMIES = 4

Build = Callable[[], FightState]


class ForecastPanel(QGroupBox):
    """The forecast's figures and what they are: an estimate from simulated fights."""

    #: Emitted each time new figures are shown (tests and benchmarks wait on it).
    shown = Signal(object)

    def __init__(
        self, parent: QWidget | None = None, *, fights: int = DEFAULT_FIGHTS,
        compact: bool = False,
    ) -> None:
        super().__init__(self.tr("Forecast (an estimate)"), parent)
        #: Two lines only (the dock, where the tracker needs the height); the rest as a tip.
        self.compact = compact
        self.setObjectName("combat_forecast")
        self.figures = text_label(name="combat_forecast_figures", wrap=True)
        self.figures.setTextFormat(Qt.TextFormat.PlainText)
        self.note = text_label(name="combat_forecast_note", wrap=True)
        self.note.setEnabled(False)  # drawn greyed: it explains, it is not a figure
        self.note.setText(
            self.tr(
                "From %Ln fight(s) played with the rules: everyone attacks the most wounded "
                "enemy it can hit with its best weapon; positions are ignored. The program's "
                "rolls are exact; this forecast is not.", "", fights
            )
        )
        layout = fill(QVBoxLayout(self), self.figures, self.note)
        if compact:
            layout.setContentsMargins(6, 2, 6, 2)
            self.note.setVisible(False)
            self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.runner = ForecastRunner(self, fights=fights)
        self.runner.done.connect(self._show)
        self.runner.failed.connect(
            lambda why: self._nothing(self.tr("No forecast: {why}").format(why=why)))
        self.latest: Forecast | None = None
        self.figures.setText(self.tr("Choose fighters for both sides to see how the fight may go."))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 -- Qt's name
        # The GM is about to choose fighters: start the worker process meanwhile, so the first
        # figures wait for the fights alone.
        super().showEvent(event)
        self.runner.worker.warm()

    def show_fight(self, build: Build) -> None:
        """Forecast the fight ``build`` reads from the session (on this thread, quickly)."""
        try:
            state = build()
        except ForecastInputError:
            self._nothing(self.tr("Choose fighters for both sides to see how the fight may go."))
            return
        except (CommandError, KeyError, ValueError) as error:
            self._nothing(str(error))
            return
        if self.latest is None:
            self.figures.setText(self.tr("Playing the fight…"))
        else:
            self.setTitle(self.tr("Forecast (an estimate) — updating…"))
        self.runner.submit(state)

    def _nothing(self, text: str) -> None:
        self.runner.cancel()
        self.latest = None
        self.setTitle(self.tr("Forecast (an estimate)"))
        self.figures.setText(text)
        self.figures.setToolTip("")

    def _show(self, result: Forecast) -> None:
        self.latest = result
        self.setTitle(self.tr("Forecast (an estimate)"))
        text = self.text_of(result)
        # "May fall 100 %" of a fighter still standing reads oddly: say what the figure is.
        falls = "\n".join((self.tr(
            "Share of the fights played in which each one ends down (0 PV or less). Everyone "
            "strikes the most wounded enemy first, so one already badly hurt falls in nearly "
            "all:"), *(f"{name}: {percent(p)}"
                       for name, p in zip(result.names, result.falls, strict=True))))
        if self.compact:
            self.figures.setText("\n".join(text.split("\n")[:2]))
            self.figures.setToolTip(f"{text}\n\n{falls}\n\n{self.note.text()}")
        else:
            self.figures.setText(text)
            self.figures.setToolTip(falls)
        self.shown.emit(result)

    def text_of(self, result: Forecast) -> str:
        """The figures in the GM's words."""
        margin = f"{decimal(100 * result.party_wins_margin)}\u00a0%"
        lines = [
            # The rounds are whole numbers (percentiles of whole numbers, "nearest").
            self.tr("The party wins {p} (± {m}) · %Ln round(s) ({low}–{high})", "",
                    round(result.rounds_median)).format(
                p=percent(result.party_wins), m=margin,
                low=decimal(result.rounds_p10), high=decimal(result.rounds_p90),
            )
        ]
        ranked = sorted(zip(result.names, result.falls, result.party, strict=True),
                        key=lambda item: -item[1])
        party = [f"{name} {percent(p)}" for name, p, ours in ranked if ours and p >= NAMED_FALL]
        lines.append(
            self.tr("May fall: {names}").format(names=", ".join(party)) if party
            else self.tr("Nobody of the party is likely to fall.")
        )
        enemies = [f"{name} {percent(p)}" for name, p, ours in ranked if not ours]
        if enemies:
            more = " …" if len(enemies) > NAMED_ENEMIES else ""
            lines.append(self.tr("Enemies falling: {names}").format(
                names=", ".join(enemies[:NAMED_ENEMIES]) + more))
        lines.append(self.tr("Expected wounds: party {party}, enemies {enemies}").format(
            party=decimal(result.party_wounds), enemies=decimal(result.enemy_wounds)))
        if result.draws >= 0.005:
            lines.append(self.tr("Undecided after %Ln round(s): {p}", "", MAX_ROUNDS).format(
                p=percent(result.draws)))
        return "\n".join(lines)


class CombatForecast(QObject):
    """Keeps a :class:`ForecastPanel` forecasting the campaign's current combat from where it
    stands, after every step the session announces (one forecast per turn of the event loop)."""

    def __init__(self, panel: ForecastPanel, sessions: SessionSource) -> None:
        super().__init__(panel)
        self.panel = panel
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.refresh)
        self.follower = follow_session(self, sessions, on_session=lambda _s: self._timer.start(),
                                       on_change=lambda _e: self._timer.start())

    def refresh(self) -> None:
        """Forecast the current combat now (hidden when there is none)."""
        session = self.follower.session
        combat = None if session is None else combat_view_of(session).combat
        if session is None or combat is None:
            self.panel.runner.cancel()
            self.panel.setVisible(False)
            return
        combat_id = combat.id
        self.panel.setVisible(True)
        model = session.model
        self.panel.show_fight(lambda: combat_fight(model, model.profile, combat_id))
