"""``CardTable``: the Guafeng table as the player sees and plays it.

The table shows the session's steps through the director and, whenever the
picture has caught up with the game, either offers the player their decision
(cards to pick, buttons for each declaration, 扣底, 出牌 …) or lets the bots
move on. Every decision goes to the table as an ``Action``; the engine is the
only judge of what is legal, and a refused move is explained in words.

While the cards are dealt, the engine asks a player who could declare after
every card. Passing on the same declarations again and again would be tedious,
so the table passes for the player until a new declaration becomes possible.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QRect, Qt, QTimer
from PySide6.QtGui import QFontMetrics, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QLabel, QWidget

from fengyu.ai.guafeng.levels import LEVELS
from fengyu.core.protocol import Action
from fengyu.games.guafeng.refusals import REFUSALS
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.guafeng.view import GuafengView
from fengyu.ui.art.pixmaps import reserve_cache
from fengyu.ui.cards import combinations, texts, warmup
from fengyu.ui.cards.director import Director
from fengyu.ui.cards.model import KITTY_HIDDEN, Slot, side_of, slots
from fengyu.ui.cards.scene import CardScene, TableCard
from fengyu.ui.cards.tracker import CounterPanel
from fengyu.ui.names import card_name, cards_text, name
from fengyu.ui.session import SeatSession, Step
from fengyu.ui.sounds import Sounds
from fengyu.ui.table_common import refusals
from fengyu.ui.table_common.actions import ActionBar, Choice
from fengyu.ui.table_common.texts import seat_label
from fengyu.ui.table_common.view import SeatTableView
from fengyu.ui.table_common.warmup import PieceWarmer

BOT_PAUSE = 0.5
"""Seconds a bot seems to think at normal animation speed."""
DECLARATIONS = ("liang", "chong", "xu", "zhan")
SUGGESTING_LEVEL = "normal"
PAD_X, PAD_Y = 12, 8
"""The message panel's padding, in pixels."""
"""The bot level whose choice the Hint button shows."""


class MessagePanel(QLabel):
    """What the player is to do and why a move was refused: wrapped words on a dark pane (any script)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet(
            "QLabel { color: #f6f1e0; background: rgba(8, 26, 19, 200); border: 1px solid rgba(255, 255, 255, 60);"
            f" border-radius: 10px; padding: {PAD_Y}px {PAD_X}px; }}"
        )
        self.lines: list[str] = []
        self.hide()

    def show_lines(self, lines: list[str]) -> None:
        self.lines = lines
        self.setText("\n".join(lines))
        self.setVisible(bool(lines))

    def fit(self, width: float, pixels: float) -> None:
        """At most ``width`` wide, as tall as the words need, in ``pixels``-high letters."""
        font = self.font()
        font.setPixelSize(max(11, round(pixels)))
        self.setFont(font)
        inner = round(width) - 2 * (PAD_X + 1)
        words = QFontMetrics(font).boundingRect(QRect(0, 0, inner, 100_000), Qt.TextFlag.TextWordWrap, self.text())
        self.setFixedSize(round(width), words.height() + 2 * (PAD_Y + 1))

    def text_shown(self) -> str:
        return "\n".join(self.lines)


class CardTable(SeatTableView):
    bot_pause = BOT_PAUSE
    director: Director

    def __init__(self, session: SeatSession, sounds: Sounds | None = None, parent: QWidget | None = None) -> None:
        self.card_scene = CardScene(session.seat)
        super().__init__(self.card_scene, session, sounds, parent)
        self.rules = GuafengRules.from_json(session.config.rules)
        # The felt's gradient is painted once and blitted: after a step that moves every card (a new deal, the
        # kitty) the whole window is repainted, and a window-sized gradient would cost a frame by itself.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.director = Director(self.card_scene, self.wanted, texts.captions)
        self.action_bar = ActionBar(self.viewport())
        self.hints = MessagePanel(self.viewport())
        self.counter = CounterPanel(self, self.viewport())
        """The card counter (记牌器), shown when the player wants it (key C, Settings menu)."""
        self.warmer = PieceWarmer(self)
        """Paints the card faces of this table ahead of need (after a deal or a resize)."""
        self.selected: list[TableCard] = []
        """The player's cards picked for the move on offer."""
        self.locked: list[TableCard] = []
        """Cards that must be part of the move (the jokers a burier must bury)."""
        self._shown_hand = -1
        self._passed: frozenset[Action] | None = None
        """The declarations the player passed on in this deal (auto-passed until a new one appears)."""
        self._stale = False
        """The window was resized while cards moved: lay them out anew when they stop."""
        self._explained: set[str] = set()
        """The terms (风, 雨, 雷, 粘牌) already explained at this table: each is explained once, when it first
        matters."""
        self._notes: list[str] = []
        """The explanations shown with the decision on offer."""
        self._clock_shown: int | None = None
        """The seconds left on the player's clock as the message panel shows them (None: no clock running)."""
        self._clock = QTimer(self, interval=250)
        self._clock.timeout.connect(self._refresh_clock)
        self._clock.start()
        session.stepped.connect(self._on_step)
        self.director.shown.connect(self._on_shown)
        self.director.idle.connect(self._on_idle)
        self.card_scene.card_clicked.connect(self.card_clicked)
        self.card_scene.card_dropped.connect(self.card_dropped)

    def wanted(self, view: GuafengView, hold: bool) -> list[Slot]:
        return slots(view, self.card_scene.layout, self.rules, hold=hold)

    # -- following the game ----------------------------------------------------------------------

    def start(self) -> None:
        """Show the table as it stands (a new or resumed match) and carry on.

        Once the window has given the table its size: a deal animated at another size would be cut short.
        """
        QTimer.singleShot(0, self, self._start)

    def _start(self) -> None:
        if not self.session.has_hand:
            self.session.start_hand()
            return
        self._shown_hand = self.session.hand_index
        self.latest = Step((), self.session.view())
        self.director.push(self.latest)
        self._warm()

    def _on_step(self, step: Step) -> None:
        self.latest = step
        self._withdraw()
        if self.session.hand_index != self._shown_hand:  # a new hand: the old cards go at once
            self._shown_hand = self.session.hand_index
            self._passed = None
            self.director.reset()
            self.card_scene.clear_cards()
            self._warm()
        if any(e.kind == "redeal" for e in step.events):
            self._passed = None
        self.director.push(step)

    def _on_shown(self, step: Step) -> None:
        self._refresh_panels(step.view)
        if self.sounds is not None and self.director.speed > 0:
            kinds = {e.kind for e in step.events}
            if "hand_over" in kinds:
                self.sounds.play("win")
            elif "declare" in kinds:
                self.sounds.play("pong")
            elif "play" in kinds or "bury" in kinds:
                self.sounds.play("tile")

    def _on_idle(self) -> None:
        if self._stale:
            self._stale = False
            self.director.redraw_last()
        super()._on_idle()

    def _awaits_me(self, view: GuafengView) -> bool:
        return self.seat in view.to_act

    def retranslate(self) -> None:
        """Show every word on the table in the new language."""
        step = self.latest
        if step is None:
            return
        self._refresh_panels(step.view)
        if self._offered:
            self._set_choices(step.view)
        self._show_hints(step.view)

    # -- plates, info, hints ---------------------------------------------------------------------------

    def _refresh_panels(self, view: GuafengView) -> None:
        seats = self.session.config.seats
        for seat in range(4):
            self.card_scene.plates[side_of(seat, self.seat)].set_info(texts.plate(view, seat, seats[seat]))
        self.card_scene.info.set_data(texts.info(view, self.session.hand_index, self.session.config.hands))
        self.card_scene.show_kitty_label(self.tr("Kitty") if view.phase not in KITTY_HIDDEN else None)
        self.counter.show_view(view)
        self._place_counter()

    def _refresh_clock(self) -> None:
        """Count the player's decision time down in the message panel (the rules' ``turn_seconds``), ticking at
        the last five seconds; a time-out itself is the session's (it plays the engine's time-out move)."""
        left = self.session.seconds_left() if self._offered else None
        if left == self._clock_shown:
            return
        self._clock_shown = left
        if left is not None and left <= 5 and self.sounds is not None:
            self.sounds.play("tick")
        if self.latest is not None:
            self._show_hints(self.latest.view)

    def _show_hints(self, view: GuafengView) -> None:
        lines: list[str] = []
        if self._offered:
            lines.append(self._instruction(view))
            lines += self._notes
            left = self.session.seconds_left()
            if left is not None:
                lines.append(self.tr("Time left: {n} s").format(n=left))
        if self._warning:
            lines.append(self._warning)
        self.hints.show_lines(lines)
        self._place_hints()

    def _place_hints(self) -> None:
        """The message panel grows upwards from just above the buttons, right-aligned with them."""
        layout = self.card_scene.layout
        rect = layout.hint_rect()
        self.hints.fit(rect.width, layout.mine * 0.17)
        right, bottom = rect.x + rect.width, rect.y + rect.height
        self.hints.move(round(right - self.hints.width()), round(bottom - self.hints.height()))

    def _instruction(self, view: GuafengView) -> str:
        phase = view.phase
        if phase == "zhan":
            return self.tr("You may stick (粘牌) with more pairs than the declaration, or pass.")
        if phase == "deal":
            return self.tr(
                "You may declare the trump suit now, or pass (you are asked again when a new declaration is possible)."
            )
        if phase == "bury":
            return self.tr("Pick 4 cards to bury in the kitty (every joker must go), then press Bury.")
        if phase == "give":
            return self.tr("Pick {n} cards to return, then press Return cards.").format(n=view.fill_size)
        if phase == "swap":
            return self.tr("You may swap kitty cards for side cards of the same rank; press Done when finished.")
        if view.trick is None:
            return self.tr("Your lead: pick a single, pair, 风, 雨 or 雷 and press Play.")
        if view.fill_size == 1:
            return self.tr("Follow with 1 card: pick it and press Play.")
        return self.tr("Follow with {n} cards: pick them and press Play.").format(n=view.fill_size)

    # -- the player's decisions -----------------------------------------------------------------------------

    def _legal(self) -> list[Action]:
        return self.session.legal_actions()

    def _offer(self, view: GuafengView) -> None:
        """Open the decision the table awaits from the player: cards to pick, buttons to press."""
        legal = self._legal()
        if view.phase == "deal":
            options = frozenset(a for a in legal if a.kind in DECLARATIONS)
            if self._passed is not None and options <= self._passed:
                # Nothing new to declare since the last pass: pass again (after this signal has run its course).
                QTimer.singleShot(0, self, lambda: self._play(Action(self.seat, "pass")))
                return
        self._offered = True
        self._notes = self._first_notes(view)
        hand = self.card_scene.items_in("hand", self.seat)
        picking = view.phase in ("bury", "give", "play")
        for item in hand:
            item.interactive = picking
        if view.phase == "bury":
            must = list(next((a.pieces for a in legal if a.kind == "bury"), ()))
            for item in hand:
                if item.slot.card in must:
                    must.remove(item.slot.card)
                    item.state = "selected"
                    self.locked.append(item)
                    self.selected.append(item)
        self._set_choices(view)

    def _first_notes(self, view: GuafengView) -> list[str]:
        """What 粘牌 means at the first chance to stick, what 风, 雨 and 雷 are at the player's first lead."""
        if view.phase == "zhan":
            codes = ["zhan"]
        elif view.phase not in ("deal", "bury", "give", "swap") and view.trick is None:
            codes = ["feng", "yu", "lei"]
        else:
            codes = []
        new = [code for code in codes if code not in self._explained]
        self._explained.update(new)
        if not new:
            return []
        return [
            *(combinations.first_note(code) for code in new),
            self.tr("Help → Guafeng's Combinations shows examples."),
        ]

    def _set_choices(self, view: GuafengView) -> None:
        legal = self._legal()
        choices: list[Choice] = []
        phase = view.phase
        if phase in ("deal", "zhan"):
            for action in legal:
                if action.kind in DECLARATIONS:
                    label = texts.action_label(action.kind, action.pieces)
                    key = f"{action.kind}_{'_'.join(map(str, action.pieces))}"
                    choices.append(Choice(label, partial(self._play, action), "", "primary", key))
            choices.append(Choice(texts.action_label("pass"), self._pass, "Escape", "quiet", "pass"))
        elif phase == "swap":
            kitty = list(view.kitty or ())
            for action in legal:
                if action.kind == "swap":
                    taken = next(c for c in action.pieces if c in kitty)
                    given = next(c for c in action.pieces if c != taken)
                    label = self.tr("{swap} {taken} for {given}").format(
                        swap=texts.action_label("swap"), taken=card_name(taken), given=card_name(given)
                    )
                    choices.append(Choice(label, partial(self._play, action), "", "", f"swap_{action.pieces}"))
            done = Action(self.seat, "swap_done")
            choices.append(
                Choice(texts.action_label("swap_done"), lambda: self._play(done), "Return", "primary", "done")
            )
        else:
            choices.append(Choice(self._confirm_label(view), self.confirm, "Return", "primary", "confirm"))
            choices.append(Choice(self.tr("Hint"), self.suggest, "S", "quiet", "suggest"))
            if view.tricks:
                choices.append(Choice(self.tr("Last trick"), self.show_last_trick, "L", "quiet", "last_trick"))
        self.action_bar.set_choices(choices)
        self._place_overlays()

    def _confirm_label(self, view: GuafengView) -> str:
        """扣底 / 还牌 / 出牌 with how many cards are picked (of how many needed)."""
        kind = {"bury": "bury", "give": "give"}.get(view.phase, "play")
        count = len(self.selected)
        target = 4 if view.phase == "bury" else view.fill_size
        label = texts.action_label(kind)
        return f"{label} ({count}/{target})" if target else f"{label} ({count})" if count else label

    def _refresh_confirm(self) -> None:
        button = self.action_bar.buttons.get("confirm")
        if button is not None and self.latest is not None:
            key = QKeySequence("Return").toString(QKeySequence.SequenceFormat.NativeText)
            self.action_bar.relabel("confirm", f"{self._confirm_label(self.latest.view)}  ({key})")

    def _withdraw(self) -> None:
        """The table moved on: nothing is on offer any more."""
        self._offered = False
        self._warning = ""
        self._notes = []
        for item in self.selected:
            if item.scene() is not None:
                item.state = "normal"
        self.selected = []
        self.locked = []
        for item in self.card_scene.cards:
            if item.interactive:
                item.interactive = False
        self.action_bar.set_choices([])

    def _pass(self) -> None:
        view = self.latest.view if self.latest is not None else None
        if view is not None and view.phase == "deal":
            self._passed = frozenset(a for a in self._legal() if a.kind in DECLARATIONS) | (self._passed or frozenset())
        self._play(Action(self.seat, "pass"))

    def card_clicked(self, item: TableCard) -> None:
        """A click on one of the player's cards: pick it for the move, or put it back."""
        if not self._offered or self.latest is None or item.slot.zone != "hand" or item.slot.seat != self.seat:
            return
        if item in self.locked:
            self._warn(refusals.explained(REFUSALS.error("§4.7", "bury_jokers"), self.seat))
            return
        if item in self.selected:
            self.selected.remove(item)
            item.state = "hover" if item.isUnderMouse() else "normal"
        else:
            self.selected.append(item)
            item.state = "selected"
        self._warning = ""
        self._refresh_confirm()
        self._show_hints(self.latest.view)

    def card_dropped(self, item: TableCard) -> None:
        """A card dragged up out of the hand: it joins the picked cards, and they are played (or buried)."""
        if not self._offered or item.slot.zone != "hand" or item.slot.seat != self.seat:
            return
        if item not in self.selected:
            self.card_clicked(item)
        self.confirm()

    def picked(self) -> tuple[int, ...]:
        return tuple(sorted(item.slot.card for item in self.selected if item.slot.card is not None))

    def confirm(self) -> None:
        """Play, bury or return the picked cards."""
        view = self.latest.view if self.latest is not None else None
        if not self._offered or view is None:
            return
        kind = {"bury": "bury", "give": "give"}.get(view.phase, "play")
        if not self.selected:
            self._warn(self.tr("Pick your cards first."))
            return
        self._play(Action(self.seat, kind, self.picked()))

    def show_last_trick(self) -> None:
        """Tell the player the cards of the trick before this one, seat by seat, and who took it."""
        view = self.latest.view if self.latest is not None else None
        if view is None or not view.tricks:
            return
        trick = view.tricks[-1]
        names = [seat_label(self.session.config.seats[s], s, self.seat) for s in range(4)]
        plays = " · ".join(f"{names[seat]} {cards_text(cards)}" for seat, cards in trick.plays)
        assert trick.winner is not None
        self._warn(self.tr("Last trick: {plays}; {winner} took it.").format(plays=plays, winner=names[trick.winner]))

    def suggest(self) -> None:
        """Pick the cards the normal bot would play (bury, return) here."""
        if not self._offered or self.latest is None:
            return
        choice = LEVELS[SUGGESTING_LEVEL](seed=0).choose(self.latest.view, self._legal())
        self.select_cards(choice.pieces)

    def select_cards(self, cards: tuple[int, ...]) -> None:
        """Pick exactly ``cards`` (a suggestion, or a test driving the table)."""
        wanted = list(cards)
        for item in self.selected:
            item.state = "normal"
        self.selected = []
        for item in self.card_scene.items_in("hand", self.seat):
            if item.slot.card in wanted:
                wanted.remove(item.slot.card)
                self.selected.append(item)
                item.state = "selected"
        self._refresh_confirm()

    @staticmethod
    def legend() -> list[str]:
        """What each badge on the plates means."""
        return texts.legend()

    @staticmethod
    def key_rows() -> list[tuple[str, str]]:
        """The keys of the card table, for the Help menu: (key, what it does)."""
        return [
            (
                QCoreApplication.translate("CardTable", "Click a card"),
                QCoreApplication.translate("CardTable", "Pick it or put it back"),
            ),
            (QCoreApplication.translate("CardTable", "Drag a card up"), name("action", "play")),
            ("Return", name("action", "play")),
            ("Esc", name("action", "pass")),
            ("S", QCoreApplication.translate("CardTable", "Hint")),
            ("L", QCoreApplication.translate("CardTable", "Last trick")),
            ("C", QCoreApplication.translate("CardTable", "Card counter (记牌器)")),
            ("Ctrl+Return", QCoreApplication.translate("CardTable", "Next hand")),
        ]

    # -- size ------------------------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        size = self.viewport().size()
        self.card_scene.resize_table(size.width(), size.height())
        self.setSceneRect(self.card_scene.sceneRect())
        if self.director.busy:
            self._stale = True  # the moves under way finish, then everything takes its new place
        else:
            self.director.redraw_last()
        self._place_overlays()
        self._warm()

    def _warm(self) -> None:
        layout, scale = self.card_scene.layout, self.devicePixelRatioF()
        reserve_cache(warmup.footprint_kb(layout, scale))
        self.warmer.warm(warmup.paintings(layout), scale)

    def _place_overlays(self) -> None:
        layout = self.card_scene.layout
        self.action_bar.place(layout.action_rect())
        self._place_hints()
        self._place_counter()

    def _place_counter(self) -> None:
        self.counter.place_on(self.card_scene.layout)
