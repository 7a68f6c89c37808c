"""``Board``: a mahjong table (Sichuan or Paofeng) as the player sees and plays it.

The board shows the session's steps through the director and, whenever the
picture has caught up with the game, either offers the player their decision
(clickable tiles, action buttons, the clock) or lets the bots move on. Every
decision goes to the table as an ``Action``; the table is the only judge of
what is legal, and the board only offers what the table lists. The games
differ in the buttons they offer (Sichuan's 换三张 and 定缺; Paofeng's 吃 with
its chooser, 补花 and 报听) and in the tiles a click may mean.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QIcon, QKeyEvent, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from fengyu.core.protocol import Action
from fengyu.games.paofeng.view import PaofengView
from fengyu.games.sichuan.view import SichuanView
from fengyu.table.kinds import game_kind
from fengyu.ui.art.tiles import tile_icon
from fengyu.ui.mahjong import texts, warmup
from fengyu.ui.mahjong.advice import discard_advice, hand_advice, turn_advice
from fengyu.ui.mahjong.auto_play import AutoPlaySwitch
from fengyu.ui.mahjong.chi_chooser import ChiChooser
from fengyu.ui.mahjong.director import Director
from fengyu.ui.mahjong.item_chooser import ItemChooser
from fengyu.ui.mahjong.items import IndicatorInfo
from fengyu.ui.mahjong.model import side_of
from fengyu.ui.mahjong.panels import HintPanel, Line, TileMark
from fengyu.ui.mahjong.scene import BoardTile, TableScene
from fengyu.ui.mahjong.tile_rules import TILE_RULES, MahjongView, tile_rules
from fengyu.ui.messages import ask
from fengyu.ui.names import name, paofeng_name, tile_name
from fengyu.ui.session import SeatSession, Step
from fengyu.ui.sounds import Sounds
from fengyu.ui.table_common.actions import ActionBar, Choice
from fengyu.ui.table_common.geometry import Rect
from fengyu.ui.table_common.view import SeatTableView
from fengyu.ui.table_common.warmup import PieceWarmer

SUITS = "mps"
QUARTERS = (
    QT_TRANSLATE_NOOP("Board", "is in the first quarter of the wall (drawn soon)"),
    QT_TRANSLATE_NOOP("Board", "is in the second quarter of the wall"),
    QT_TRANSLATE_NOOP("Board", "is in the third quarter of the wall"),
    QT_TRANSLATE_NOOP("Board", "is in the last quarter of the wall"),
)
"""千里眼's answer: where the first copy lies, 0 = next to be drawn (§6.3)."""
BOT_PAUSE = 0.45
"""Seconds a bot seems to think at normal animation speed."""


class Board(SeatTableView):
    bot_pause = BOT_PAUSE
    director: Director

    def __init__(self, session: SeatSession, sounds: Sounds | None = None, parent: QWidget | None = None) -> None:
        self.table_scene = TableScene(session.seat, TILE_RULES[session.config.game].wall_tiles)
        super().__init__(self.table_scene, session, sounds, parent)
        self.setMouseTracking(True)
        self.director = Director(self.table_scene, texts.captions)
        self.action_bar = ActionBar(self.viewport(), fill=0.82)
        self.hints = HintPanel(self.viewport())
        self.auto_play = AutoPlaySwitch(game_kind(session.config.game).levels, self.viewport())
        """托管: the player hands the seat to a bot and takes it back."""
        self.auto_play.setVisible(session.can_auto_play and session.config.seats[session.seat].kind != "bot")
        self.auto_play.show_state(session.auto_level is not None)
        self.auto_play.toggled.connect(self.set_auto_play)
        self.warmer = PieceWarmer(self)
        """Paints the tile faces of this table ahead of need (after a deal or a resize)."""
        self.selected: list[BoardTile] = []
        """Tiles picked for 换三张."""
        self.cursor_index = 0
        """The keyboard's tile in the player's hand."""
        self.suggestion: Action | None = None
        self._offer_key: tuple[object, ...] | None = None
        self._hover_line: list[Line] = []
        self.chooser: ItemChooser | None = None
        self.chi_chooser: ChiChooser | None = None
        self.declaring = False
        """Paofeng: the player pressed 报听 and picks the tile to discard with the declaration."""
        self._ticked: int | None = None
        self._last_discard: tuple[int, int] | None = None
        """The seat that discarded last and the length of its pond then (the tile is gone once it shrinks)."""
        self.question: QMessageBox | None = None
        """The last "are you sure?" box (non-blocking)."""
        session.stepped.connect(self._on_step)
        self.director.shown.connect(self._on_shown)
        self.director.idle.connect(self._on_idle)
        self._tick = QTimer(self, interval=250)
        self._tick.timeout.connect(self._refresh_dial)
        self._tick.start()
        self.viewport().installEventFilter(self)
        self.table_scene.tile_clicked.connect(self.tile_clicked)

    # -- following the game ----------------------------------------------------------------------

    def start(self) -> None:
        """Show the table as it stands (a new or resumed match) and carry on."""
        if not self.session.has_hand:
            self.session.start_hand()
            return
        self.latest = Step((), self.session.view())
        self.director.push(self.latest)
        self._warm(self.latest.view)

    def _on_step(self, step: Step) -> None:
        self.latest = step
        if any(e.kind == "hand_start" for e in step.events):
            self.director.reset()
            self.table_scene.clear_tiles()
            self._withdraw()
            self._warm(step.view)
        elif self._offer_key != self._decision_key(step.view):
            self._withdraw()  # the decision on offer is gone (others' moves in a 定缺 or claim round keep it)
        self.director.push(step)

    def _decision_key(self, view: MahjongView) -> tuple[object, ...] | None:
        if not view.awaiting_me or not self.session.plays:
            return None
        return (self.session.hand_index, view.phase, tuple(self._legal()))

    def _on_shown(self, step: Step) -> None:
        self._note_items(step)
        self._mark_last_discard(step)
        self._label_asides(step.view)
        self._refresh_plates(step.view)
        self._refresh_dial()
        if self.sounds is not None and self.director.speed > 0:
            kinds = {e.kind for e in step.events}
            for kind, sound in (("win", "win"), ("kong", "kong"), ("pong", "pong"), ("discard", "tile")):
                if kind in kinds:
                    self.sounds.play(sound)  # the loudest thing that happened, once
                    break

    def _awaits_me(self, view: MahjongView) -> bool:
        return view.awaiting_me

    def _label_asides(self, view: MahjongView) -> None:
        """Name the tiles beside each plate: Paofeng's flowers set aside, Sichuan's tiles won (血战)."""
        rules = tile_rules(view)
        word = self.tr("Flowers") if rules.aside_zone == "flower" else self.tr("Won")
        for seat in range(4):
            tag = self.table_scene.aside_tags[side_of(seat, self.seat)]
            tag.set_text(word if rules.aside(view, seat) else "")

    def _mark_last_discard(self, step: Step) -> None:
        """Keep the pointer on the last tile discarded while it lies in its pond (a claim takes it away)."""
        for event in step.events:
            if event.kind == "hand_start":
                self._last_discard = None
            elif event.kind == "discard" and event.seat is not None:
                self._last_discard = (event.seat, len(step.view.rivers[event.seat]))
        self._point_at_last_discard()

    def _point_at_last_discard(self) -> None:
        """Where the pond's slot of the last discard is on this layout (whether or not its tile has arrived)."""
        place, side = None, 0
        if self._last_discard is not None and self.latest is not None:
            seat, length = self._last_discard
            side = side_of(seat, self.seat)
            if length and len(self.latest.view.rivers[seat]) == length:
                place = self.table_scene.layout.river_place(side, length - 1)
        self.table_scene.mark_last_discard(place, side)

    def _on_offer(self, view: MahjongView) -> int | None:
        """The discard a claim would take (lit in its pond), or None when no discard is on offer."""
        if view.phase == "turn" or view.last_discard is None:
            return None
        seat, tile = view.last_discard.seat, view.last_discard.tile
        pond = self.table_scene.items_in("river", seat)
        if pond and pond[-1].slot.tile == tile:
            pond[-1].state = "offer"
        return tile

    def _tile_icon(self, tile: int | None) -> QIcon | None:
        """A claim button's picture of the tile it takes."""
        return None if tile is None else tile_icon(tile, 64)

    def retranslate(self) -> None:
        """Show every word on the table in the new language."""
        step = self.latest
        if step is None:
            return
        self._refresh_plates(step.view)
        self._refresh_dial()
        self.auto_play.retranslate()
        if self._offered:
            self._offered = False
            self._offer(step.view)
        self._show_hints(step.view)

    def set_auto_play(self, on: bool) -> None:
        """托管 on: a bot of the switch's level plays the seat from this decision on; off: the player decides
        again (the decision on the table, if any, is offered at once)."""
        if on == (self.session.auto_level is not None):
            return
        self.session.set_auto_play(self.auto_play.level if on else None)
        self.auto_play.show_state(on)
        self._withdraw()
        if self.latest is not None:
            self._refresh_plates(self.latest.view)
            if not self.director.busy:
                self._on_idle()

    # -- plates, dial, hints ---------------------------------------------------------------------------

    def _refresh_plates(self, view: MahjongView) -> None:
        session = self.session
        totals = session.totals()
        history = session.history
        if view.phase == "over" and history and history[-1].index == session.hand_index:
            totals = [t - h for t, h in zip(totals, history[-1].totals, strict=True)]
        order = texts.won_order(view)
        for seat in range(4):
            side = side_of(seat, self.seat)
            info = texts.plate(
                view,
                seat,
                session.config.seats[seat],
                totals[seat],
                order.get(seat),
                golden=isinstance(view, SichuanView) and view.golden[seat],
                auto=seat == self.seat and session.auto_level is not None,
            )
            self.table_scene.plates[side].set_info(info)
        if isinstance(view, PaofengView):
            caption = self.tr("Wild")
            self.table_scene.indicator.set_info(IndicatorInfo(view.indicator, view.wild, caption))

    def _refresh_dial(self) -> None:
        step = self.latest
        if step is None:
            return
        left = self.session.seconds_left()
        if left is not None and left <= 5 and self.sounds is not None and left != self._ticked:
            self._ticked = left
            self.sounds.play("tick")  # the last seconds of the player's clock
        info = texts.dial(step.view, self.session.hand_index, self._match_hands(step.view), left)
        self.table_scene.dial.set_info(info)

    def _match_hands(self, view: MahjongView) -> int:
        """The hands the match lasts (0: open): the configured number, or fewer when the rules fix it
        (Paofeng's 打局数, R26)."""
        configured = self.session.config.hands
        ruled = view.rules.num_hands if isinstance(view, PaofengView) and view.rules.game_mode == "rounds" else 0
        return min(h for h in (configured, ruled) if h) if configured or ruled else 0

    def _show_hints(self, view: MahjongView) -> None:
        if view.phase in ("exchange", "ding_que"):
            self.hints.show_lines(self._hover_line or self._choice_hint(view))
            self._place_auto_play()
            return
        lines = list(self._hover_line)
        if not lines and view.phase != "over":  # a finished hand needs no advice on what to discard
            lines = texts.advice_lines(hand_advice(view))
        if not lines and view.phase != "over":
            best = turn_advice(view)
            if best is not None and best.shanten == 0 and not best.flower:  # flowers first: advice_lines says so
                lines = [[self.tr("A discard makes your hand ready: point at a tile to see its waits.")]]
            elif best is not None:
                lines = texts.advice_lines(best)
        if self.declaring:
            lines.append([self.tr("Declaring ready: click the tile to discard.")])
        if self._offered and isinstance(view, PaofengView) and self._wild_choice(view):
            lines.append([self.tr("Win now by paofeng, or set the wild aside and draw again: a win then is 直叫.")])
        if self.suggestion is not None:
            lines.append(self._suggestion_line(self.suggestion))
        note = self._item_note(view)
        if note:
            lines.append(note)
        if self._warning:
            lines.append([self._warning])
        self.hints.show_lines(lines)
        self._place_auto_play()

    def _choice_hint(self, view: MahjongView) -> list[Line]:
        if not view.awaiting_me:
            return []
        if view.phase == "ding_que":
            return [[self.tr("Choose the suit you will give up (void suit).")]]
        return [[self.tr("Pick three tiles to pass on, then press Exchange.")]]

    def _suggestion_line(self, action: Action) -> Line:
        if action.kind == "discard":
            return [self.tr("Suggestion: discard"), " ", TileMark(action.pieces[0])]
        if action.kind == "bao_ting":
            return [self.tr("Suggestion: declare ready and discard"), " ", TileMark(action.pieces[0])]
        if action.kind in ("chow", "bu_hua"):
            return [
                self.tr("Suggestion: {action}").format(action=self._action_name(action.kind)),
                " ",
                *(TileMark(t) for t in action.pieces),
            ]
        if action.kind == "ding_que":
            return [self.tr("Suggestion: give up {suit}").format(suit=name("suit", action.option))]
        if action.kind == "exchange":
            return [self.tr("Suggestion: pass on"), " ", *(TileMark(t) for t in action.pieces)]
        return [self.tr("Suggestion: {action}").format(action=self._action_name(action.kind))]

    def _action_name(self, kind: str) -> str:
        return paofeng_name("action", kind) if self.session.config.game == "paofeng" else name("action", kind)

    # -- the player's decisions -----------------------------------------------------------------------------

    def _legal(self) -> list[Action]:
        return [a for a in self.session.legal_actions() if a.kind not in ("escape", "item", "tuo_guan")]

    def _offer(self, view: MahjongView) -> None:
        """Open the decision the table awaits from the player: tiles to click, buttons to press."""
        self._offered = True
        self._offer_key = self._decision_key(view)
        legal = self._legal()
        choices: list[Choice] = []
        hand = self.table_scene.items_in("hand", self.seat)
        kinds = {a.kind for a in legal}
        if view.phase == "exchange":
            for item in hand:
                item.interactive = True
            choices.append(Choice(name("action", "exchange"), self._confirm_exchange, "Return", "primary", "exchange"))
        elif isinstance(view, PaofengView):
            choices += self._paofeng_choices(view, legal)
        elif view.phase == "ding_que":
            counts = [sum(1 for t in view.hand if t // 9 == i) for i in range(3)]
            for action in legal:
                suit = action.option
                label = self.tr("Give up {suit} ({count})").format(
                    suit=name("suit", suit), count=counts[SUITS.index(suit)]
                )
                choices.append(Choice(label, partial(self._play, action), "", "", f"ding_que_{suit}"))
        else:
            offered = self._on_offer(view)
            discards = {a.pieces[0] for a in legal if a.kind == "discard"}
            for item in hand:
                item.interactive = item.slot.tile in discards
                item.state = "normal" if item.interactive or not discards else "dim"
            if "win" in kinds:
                self_draw = view.phase == "turn"
                label = name("action", "zi_mo" if self_draw else "win")
                win = Action(self.seat, "win")
                icon = self._tile_icon(offered)
                choices.append(Choice(label, lambda: self._play(win), "H", "primary", "win", icon))
            for action in legal:
                if action.kind == "pong":
                    icon = self._tile_icon(action.pieces[0] if action.pieces else offered)
                    choices.append(Choice(name("action", "pong"), partial(self._play, action), "P", "", "pong", icon))
                elif action.kind.endswith("kong"):
                    label = name("action", action.kind)
                    icon = self._tile_icon(action.pieces[0])
                    choices.append(
                        Choice(label, partial(self._play, action), "K", "", f"kong_{action.pieces[0]}", icon)
                    )
            if "pass" in kinds:
                choices.append(Choice(name("action", "pass"), self._pass, "Escape", "quiet", "pass"))
            self.cursor_index = len([i for i in hand if i.interactive]) - 1
        if any(a.kind == "item" for a in self.session.legal_actions()):
            choices.append(Choice(name("action", "item"), self.choose_item, "I", "quiet", "item"))
        choices.append(Choice(self.tr("Hint"), self.suggest, "S", "quiet", "suggest"))
        self.action_bar.set_choices(self._unique_shortcuts(choices))
        self._place_overlays()

    def _paofeng_choices(self, view: PaofengView, legal: list[Action]) -> list[Choice]:
        """Paofeng's decision (R10–R14, R17): clickable discards (and flowers to set aside), then the buttons —
        自摸, 补花, 杠, 报听 in a turn; 吃 (with a chooser when several), 碰, 杠 and 过 on a discard."""
        offered = self._on_offer(view)
        hand = self.table_scene.items_in("hand", self.seat)
        clickable = {a.pieces[0] for a in legal if a.kind in ("discard", "bu_hua")}
        for item in hand:
            item.interactive = item.slot.tile in clickable
            # The wild keeps its own look (gold star) even when it may not be discarded: special, not disabled.
            item.state = "normal" if item.interactive or not clickable or item.slot.wild else "dim"
        self.cursor_index = len([i for i in hand if i.interactive]) - 1
        choices: list[Choice] = []
        if any(a.kind == "win" for a in legal):
            win = Action(self.seat, "win")
            icon = self._tile_icon(offered)
            choices.append(Choice(paofeng_name("action", "win"), lambda: self._play(win), "H", "primary", "win", icon))
        flowers = [a for a in legal if a.kind == "bu_hua"]
        for action in flowers:
            if action.pieces[0] == view.wild:  # R8: the 跑风 choice, win now or draw again for 直叫
                label = paofeng_name("action", "bu_hua_wild")
            else:
                label = paofeng_name("action", "bu_hua")
                if len(flowers) > 1:
                    label = f"{label} {tile_name(action.pieces[0])}"
            choices.append(Choice(label, partial(self._play, action), "F", "", f"bu_hua_{action.pieces[0]}"))
        chis = [a for a in legal if a.kind == "chow"]
        if chis:
            icon = self._tile_icon(offered)
            choices.append(Choice(paofeng_name("action", "chow"), lambda: self.choose_chi(chis), "C", "", "chow", icon))
        kongs = [a for a in legal if a.kind in ("exposed_kong", "added_kong", "concealed_kong")]
        for action in legal:
            if action.kind == "pong":
                icon = self._tile_icon(offered)
                choices.append(Choice(name("action", "pong"), partial(self._play, action), "P", "", "pong", icon))
            elif action in kongs:
                label = paofeng_name("action", action.kind)
                icon = self._tile_icon(action.pieces[0])
                choices.append(Choice(label, partial(self._play, action), "K", "", f"kong_{action.pieces[0]}", icon))
        if any(a.kind == "bao_ting" for a in legal):
            choices.append(Choice(paofeng_name("action", "bao_ting"), self.declare_ready, "T", "", "bao_ting"))
        if any(a.kind == "pass" for a in legal):
            choices.append(Choice(name("action", "pass"), self._pass, "Escape", "quiet", "pass"))
        return choices

    def _wild_choice(self, view: PaofengView) -> bool:
        """R8/D15: a drawn wild may win by 跑风 now or be set aside for a replacement draw."""
        legal = self._legal()
        return Action(self.seat, "win") in legal and Action(self.seat, "bu_hua", (view.wild,)) in legal

    def choose_chi(self, chis: list[Action]) -> ChiChooser | None:
        """Chow at once when there is one way; otherwise open the chooser showing each sequence."""
        if len(chis) == 1:
            self._play(chis[0])
            return None
        view = self.latest.view if self.latest is not None else None
        discard = view.last_discard.tile if isinstance(view, PaofengView) and view.last_discard else 0
        wild = view.wild if isinstance(view, PaofengView) else None
        chooser = ChiChooser(chis, discard, wild, self)
        chooser.accepted.connect(lambda: self._play_chosen(chooser.chosen()))
        self.chi_chooser = chooser
        chooser.open()
        return chooser

    def _play_chosen(self, action: Action | None) -> None:
        if action is not None:
            self._play(action)

    def declare_ready(self) -> None:
        """报听 (R14a): the next tile clicked is discarded with the declaration; only tiles that keep the hand
        ready can be clicked. Pressed again, the declaration is called off."""
        self.declaring = not self.declaring
        legal = self._legal()
        kind = "bao_ting" if self.declaring else "discard"
        allowed = {a.pieces[0] for a in legal if a.kind == kind or (not self.declaring and a.kind == "bu_hua")}
        for item in self.table_scene.items_in("hand", self.seat):
            item.interactive = item.slot.tile in allowed
            item.state = "normal" if item.interactive else "dim"
        button = self.action_bar.buttons.get("bao_ting")
        if button is not None:
            button.setProperty("primary", self.declaring)
            button.style().polish(button)
        if self.latest is not None:
            self._show_hints(self.latest.view)

    @staticmethod
    def _unique_shortcuts(choices: list[Choice]) -> list[Choice]:
        """Only the first of several kongs gets the K key."""
        seen: set[str] = set()
        out = []
        for choice in choices:
            taken = choice.shortcut in seen
            seen.add(choice.shortcut)
            out.append(dataclasses.replace(choice, shortcut="") if taken else choice)
        return out

    def _withdraw(self) -> None:
        """The table moved on: nothing is on offer any more."""
        self._offered = False
        self._offer_key = None
        self.selected = []
        self.suggestion = None
        self.declaring = False
        self._hover_line = []
        self._warning = ""
        for item in self.table_scene.tiles:
            rest = "win" if item.slot.won else "normal"
            if item.interactive or item.state != rest:
                item.interactive = False
                item.state = rest
        self.action_bar.set_choices([])

    def _pass(self) -> None:
        pass_ = Action(self.seat, "pass")
        if Action(self.seat, "win") in self._legal():
            self._confirm(self.tr("You can win on this tile. Pass anyway?"), lambda: self._play(pass_))
        else:
            self._play(pass_)

    def _confirm(self, question: str, then: Callable[[], None]) -> None:
        """Ask before a move the player may regret; ``then`` runs on Yes."""
        self.question = ask(self, self.tr("Are you sure?"), question, then)

    def tile_clicked(self, item: BoardTile) -> None:
        """A click on one of the player's tiles: pick it for the exchange, or discard it."""
        if not self._offered or self.latest is None:
            return
        view = self.latest.view
        if view.phase == "exchange":
            if item in self.selected:
                self.selected.remove(item)
                item.state = "normal"
            elif len(self.selected) < 3:
                self.selected.append(item)
                item.state = "selected"
            return
        if item.slot.tile is None:
            return
        tile = item.slot.tile
        if self.declaring:
            self._play(Action(self.seat, "bao_ting", (tile,)))
            return
        flower = Action(self.seat, "bu_hua", (tile,))
        if flower in self._legal() and Action(self.seat, "discard", (tile,)) not in self._legal():
            self._play(flower)  # a flower in the hand is set aside by clicking it (R7)
            return
        discard = Action(self.seat, "discard", (tile,))
        if Action(self.seat, "win") in self._legal():
            self._confirm(self.tr("You can declare a self-drawn win now. Discard anyway?"), lambda: self._play(discard))
        else:
            self._play(discard)

    def _confirm_exchange(self) -> None:
        tiles = tuple(sorted(i.slot.tile for i in self.selected if i.slot.tile is not None))
        action = Action(self.seat, "exchange", tiles)
        if action not in self._legal():
            rule = self.latest.view.rules.huan_san_zhang if self.latest else ""
            self._warn(
                self.tr("Pick three tiles of one suit.") if rule == "same_suit" else self.tr("Pick three tiles.")
            )
            return
        self._play(action)

    def choose_item(self) -> ItemChooser:
        """Open the 道具 chooser; the chosen use goes to the table like any move."""
        chooser = ItemChooser([a for a in self.session.legal_actions() if a.kind == "item"], self)
        chooser.accepted.connect(lambda: self._use_item(chooser))
        self.chooser = chooser
        chooser.open()
        return chooser

    def _use_item(self, chooser: ItemChooser) -> None:
        action = chooser.chosen()
        if action is not None:
            self._play(action)

    @property
    def golden(self) -> set[int]:
        """Seats marked by 金手指 (it lasts as long as they sit at the table), as the view says."""
        view = self.latest.view if self.latest is not None else None
        return {s for s, on in enumerate(view.golden) if on} if isinstance(view, SichuanView) else set()

    def _note_items(self, step: Step) -> None:
        """Call out another seat's item use as it happens (announced to all, §6.3)."""
        for event in step.events:
            if event.seat != self.seat and event.kind == "item_used":
                self.director.call_out(event.seat or 0, name("item", str(event.public.get("item"))))

    def _item_note(self, view: MahjongView) -> Line:
        """What the player's last item told it this hand (the view keeps it: a resumed table shows it too)."""
        note = view.item_note if isinstance(view, SichuanView) else None
        if note is None:
            return []
        if note.rejected and note.tile is not None:
            return [self.tr("None left in the wall:"), " ", TileMark(note.tile), " ", self.tr("the item was not used.")]
        if note.item == "shun_feng_er" and note.tile is not None:
            return [self.tr("The next tile is"), " ", TileMark(note.tile)]
        if note.item == "qian_li_yan" and note.tile is not None:
            quarter = note.quarter
            where = self.tr("none left in the wall") if quarter is None else self.tr(str(QUARTERS[quarter]))
            return [TileMark(note.tile), " ", where]
        if note.given is not None and note.received is not None:
            return [self.tr("Swapped"), " ", TileMark(note.given), " → ", TileMark(note.received)]
        return []

    def suggest(self) -> None:
        """Ask the strong bot what it would do here, and show it."""
        if not self._offered or self.latest is None:
            return
        self.suggestion = self._advisor().choose(self.latest.view, self._legal())
        if self.suggestion.kind in ("discard", "bao_ting", "bu_hua"):
            for item in self.table_scene.items_in("hand", self.seat):
                if item.slot.tile == self.suggestion.pieces[0]:
                    item.state = "selected"
                    break
        elif self.suggestion.kind == "exchange":
            wanted = list(self.suggestion.pieces)
            self.selected = []
            for item in self.table_scene.items_in("hand", self.seat):
                item.state = "normal"
                if item.slot.tile in wanted:
                    wanted.remove(item.slot.tile)
                    self.selected.append(item)
                    item.state = "selected"
        self._show_hints(self.latest.view)

    def _advisor(self) -> Any:
        """The game's hard bot (its strongest quick one) gives the hints."""
        levels = game_kind(self.session.config.game).levels
        level = "hard" if "hard" in levels else next(reversed(list(levels)))
        return levels[level](seed=0)

    # -- help -------------------------------------------------------------------------------------------------

    def key_rows(self) -> list[tuple[str, str]]:
        """The keys of this table, for the Help menu: (key, what it does); Paofeng's own moves included."""
        paofeng = self.session.config.game == "paofeng"
        rows = [
            (self.tr("Click or drag a tile up"), name("action", "discard")),
            ("← →  " + self.tr("then") + "  ↑ / Space", name("action", "discard")),
            ("H", paofeng_name("action", "win") if paofeng else name("action", "win")),
        ]
        if paofeng:
            rows += [
                ("C", paofeng_name("action", "chow")),
                ("F", paofeng_name("action", "bu_hua")),
                ("T", paofeng_name("action", "bao_ting")),
            ]
        rows += [("P", name("action", "pong")), ("K", name("action", "exposed_kong"))]
        if not paofeng:
            rows.append(("I", name("action", "item")))
        rows += [
            ("Esc", name("action", "pass")),
            ("S", self.tr("Hint")),
            ("Ctrl+T", self.tr("Auto-play")),
            ("Ctrl+Return", self.tr("Next hand")),
        ]
        return rows

    @staticmethod
    def legend() -> list[str]:
        """What each badge on the plates means."""
        return texts.legend()

    # -- pointer and keyboard ------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.viewport() and event.type() == QEvent.Type.MouseMove and isinstance(event, QMouseEvent):
            self._hover_at(event)
        return super().eventFilter(watched, event)

    def _hover_at(self, event: QMouseEvent) -> None:
        if self.latest is None:
            return
        view = self.latest.view
        item = self.itemAt(event.position().toPoint())
        line: list[Line] = []
        if (
            isinstance(item, BoardTile)
            and item.interactive
            and view.phase in ("turn",)
            and item.slot.tile is not None
            and item.slot.zone == ("hand", self.seat)
        ):
            prefix: Line = [self.tr("Discard"), " ", TileMark(item.slot.tile), " → "]
            line = texts.advice_lines(discard_advice(view, item.slot.tile), prefix)
        if line != self._hover_line:
            self._hover_line = line
            self._show_hints(view)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        hand = [i for i in self.table_scene.items_in("hand", self.seat) if i.interactive]
        key = event.key()
        if (
            not self._offered
            or not hand
            or key not in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Space)
        ):
            super().keyPressEvent(event)
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            self.cursor_index = (self.cursor_index + step) % len(hand)
            for index, item in enumerate(hand):
                if item not in self.selected:
                    item.state = "hover" if index == self.cursor_index else "normal"
            return
        self.tile_clicked(hand[max(0, min(self.cursor_index, len(hand) - 1))])

    # -- size ------------------------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        size = self.viewport().size()
        self.director.flush()
        self.table_scene.resize_table(size.width(), size.height())
        self.setSceneRect(self.table_scene.sceneRect())
        self._point_at_last_discard()
        self._place_overlays()
        if self.latest is not None:
            self._warm(self.latest.view)

    def _warm(self, view: MahjongView) -> None:
        self.warmer.warm(warmup.paintings(view, self.table_scene.layout), self.devicePixelRatioF())

    def _place_overlays(self) -> None:
        layout = self.table_scene.layout
        self.action_bar.place(layout.action_rect())
        hint = layout.hint_rect()
        room = layout.plate_rect(1).y - hint.y - layout.margin * 0.6
        if self.auto_play.isVisibleTo(self):
            room -= layout.auto_play_rect().height + layout.margin * 0.3
        self.hints.place(hint, layout.mine * 0.3, room)
        self._place_auto_play()

    def _place_auto_play(self) -> None:
        """The 托管 switch sits just under the hint panel as it is now (or where it would be)."""
        layout = self.table_scene.layout
        rect = layout.auto_play_rect()
        if self.hints.isVisibleTo(self):
            rect = Rect(rect.x, self.hints.y() + self.hints.height() + layout.margin * 0.3, rect.width, rect.height)
        self.auto_play.place(rect, layout.mine * 0.75)
