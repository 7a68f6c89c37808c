"""``Table``: one match in play — the engine of the current hand, the seats, the score, autosave.

The table is the single authority on the game. Every decision reaches it as an
``Action`` from a seat: a local human through ``submit``, a bot through
``answer`` (after ``think`` ran wherever the caller likes), a remote player
through ``submit`` as well. After each applied action the table saves itself
and tells its listeners what happened (``TableUpdate``); listeners censor the
events for the seat they serve (``Event.for_seat``).

A person may hand their seat to a bot and take it back (托管): the seat's
bot joins ``bots`` — the one notion of a seat the table plays — until
``take_back``. Where the game's rules know 托管 as a seat's state (Paofeng's
R16: no claims, flowers set aside at once), the table switches that state
with the game's own ``tuo_guan`` action, so every player sees it and the rules
apply; the bot of the chosen level then makes the seat's moves.

The table does not keep time itself — a headless object has no clock to
tick. It says how long a seat may take (``time_limit``); whoever owns a clock
(the window, the LAN host) calls ``time_out`` when that runs out, and the
engine's rule-defined default action is played (Sichuan R40).
"""

from __future__ import annotations

import json
import logging
import time
import uuid
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fengyu import __version__
from fengyu.core.protocol import Action, Engine, Event, IllegalActionError, Json
from fengyu.core.replay import RecordError
from fengyu.core.rules import GameRules, RulesError
from fengyu.table import match_log
from fengyu.table.bots import BotPlayer, decision_seed
from fengyu.table.config import MatchConfig
from fengyu.table.games import GameKind, HandResult, hand_seed, match_totals
from fengyu.table.kinds import game_kind
from fengyu.table.refusals import REFUSALS
from fengyu.table.save import LogAppender, SaveError, read_log, remove_leftovers

_log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class TableUpdate:
    """What one step of the table changed: the hand's new events, and the action that caused them.

    ``action`` is None for the events that open a hand (the deal). ``events``
    are uncensored; pass each through ``for_seat`` before showing it.
    """

    hand_index: int
    events: tuple[Event, ...]
    action: Action | None
    asked: frozenset[int] = frozenset()
    """The seats that face a new decision after this step (``Table.decision``)."""


@dataclass(frozen=True, slots=True)
class BotTurn:
    """A decision a bot owes: run ``Table.think`` on it anywhere, then hand the action to ``Table.answer``."""

    request: int
    """The number of the seat's decision (``Table.decision``) the bot is asked."""
    hand_index: int
    seat: int
    view: Any
    legal: tuple[Action, ...]
    seed: int
    """The seed of the bot that decides (``fengyu.table.bots.decision_seed``)."""


class Table:
    def __init__(
        self,
        config: MatchConfig,
        *,
        autosave: Path | None = None,
        processes: Executor | None = None,
    ) -> None:
        """A new match; the first hand starts with ``start_hand``.

        ``processes`` runs the bots of heavy levels (see ``fengyu.table.bots``);
        without it they think in the calling thread.
        """
        self.config = config
        self.kind: GameKind = game_kind(config.game)
        if len(config.seats) != self.kind.seat_count:
            raise ValueError(f"{config.game} is played by {self.kind.seat_count} seats, not {len(config.seats)}")
        try:
            self.rules: GameRules = self.kind.rules_class.from_json(config.rules)
        except RulesError as error:
            raise ValueError(f"bad rules: {error}") from None
        self.autosave = autosave
        self.match_id = uuid.uuid4().hex
        """Names this match for good (saved and resumed with it): the statistics count each of its hands once."""
        self.history: list[HandResult] = []
        self.coins: list[int] | None = [config.coins] * self.kind.seat_count if self.rules.plays_for_coins() else None
        self.hand_index = -1
        self.hand: Engine | None = None
        self.pre_orders: dict[int, set[str]] = {}
        """Items seats ordered for the next hand (``pre_order``)."""
        self.listeners: list[Callable[[TableUpdate], None]] = []
        self._processes = processes
        self._outstanding: dict[int, BotTurn] = {}
        """The bots' turns handed out and not yet settled, by seat."""
        self._decision_base = int(time.time() * 1000)
        """Decision numbers start from the clock, which keeps them unique across restarts (a LAN client quotes
        them); each seat counts only its own decisions from there, so a number says nothing of others' steps."""
        self._decision_count: dict[int, int] = {}
        self._decisions: dict[int, int] = {}
        self._asked_legal: dict[int, list[Action]] = {}
        self.bots: dict[int, BotPlayer] = {
            seat: BotPlayer(spec.level, hand_seed(config.seed, -1 - seat), self.kind.levels, processes)
            for seat, spec in enumerate(config.seats)
            if spec.kind == "bot"
        }
        self.stand_ins: dict[int, str] = {}
        """Seats of people that a bot plays for now (托管), with the bot's level."""
        self.save_problem: str | None = None
        """Why the last save failed (None while saves succeed): the match goes on in memory and every later
        action (or ``retry_save``) tries again, so a full disk or a vanished folder never stops play."""
        self._unsaved: list[Json] = []
        """Log entries not yet appended to the save."""
        self._log_whole = False
        """Whether the save on disk holds the log up to ``_unsaved`` (else the next save writes it all again)."""
        self._appender: LogAppender | None = None
        self._number_decisions(None)  # (every seat's first number: nothing asked before the deal)

    # -- the match ---------------------------------------------------------------------

    @property
    def match_over(self) -> bool:
        """The agreed number of hands has been played (never, for an open-ended match), or the game's rules end it."""
        if not self.hand_over or not self.history:
            return False
        return (self.config.hands > 0 and len(self.history) >= self.config.hands) or self.kind.match_over(
            self.rules, self.history
        )

    @property
    def hand_over(self) -> bool:
        return self.hand is None or self.hand.over

    def totals(self) -> list[int]:
        """Match points per seat over the finished hands."""
        return match_totals(self.history, self.kind.seat_count)

    def start_hand(self) -> TableUpdate:
        """Deal the next hand (the previous one must be over and the match not)."""
        if not self.hand_over:
            raise RuntimeError("the hand in play is not over")
        if self.match_over:
            raise RuntimeError("the match is over")
        inputs = self.kind.inputs(self.hand, self.coins, self.pre_orders)
        self.pre_orders = {}
        self.hand_index += 1
        seed = hand_seed(self.config.seed, self.hand_index)
        self.hand = self.kind.new_hand(self.rules.to_json(), seed, inputs)
        self._outstanding.clear()
        self._log(match_log.deal_entry(self.hand_index, self.hand.record()))
        update = TableUpdate(self.hand_index, tuple(self.hand.events), None, self._number_decisions(None))
        self._after(update)
        for seat in self.stand_ins:
            self._rule_tuo_guan(seat, True)  # the rules' 托管 state is a hand's; the stand-in stays
        return update

    def pre_order(self, seat: int, item: str) -> None:
        """A player orders an item that works before the deal (Sichuan's 乾坤大挪移, §6.3) for the next hand."""
        if item not in self.kind.pre_order_items(self.rules):
            raise REFUSALS.error("§6.3", "item_not_pre_order", item=item)
        if seat in self.bots or not 0 <= seat < self.kind.seat_count:
            raise REFUSALS.error("", "not_your_seat", seat=seat)
        if not self.hand_over or self.match_over:
            raise REFUSALS.error("R4a", "items_between_hands")
        self.pre_orders.setdefault(seat, set()).add(item)
        self._log(match_log.pre_order_entry(seat, item))
        self.save()

    # -- 托管: a bot playing a person's seat ------------------------------------------------------

    def hand_to_bot(self, seat: int, level: str) -> None:
        """A bot of ``level`` plays ``seat`` (托管) from now on, for this hand and the next, until ``take_back``."""
        if not 0 <= seat < self.kind.seat_count or self.config.seats[seat].kind == "bot":
            raise REFUSALS.error("", "not_your_seat", seat=seat)
        if level not in self.kind.levels:
            raise ValueError(f"no {self.config.game} bot of level {level!r}; levels: {list(self.kind.levels)}")
        if seat in self.stand_ins:
            return
        self._stand_in(seat, level)
        self._log(match_log.stand_in_entry(seat, level))
        self._rule_tuo_guan(seat, True)
        self.save()

    def _stand_in(self, seat: int, level: str) -> None:
        self.stand_ins[seat] = level
        self.bots[seat] = self._stand_in_bot(seat, level)

    def _stand_in_bot(self, seat: int, level: str) -> BotPlayer:
        """The bot that plays a person's seat, for 托管 or while a remote player is away."""
        return BotPlayer(level, hand_seed(self.config.seed, -101 - seat), self.kind.levels, self._processes)

    def take_back(self, seat: int) -> None:
        """The person plays ``seat`` again; a decision its bot was still thinking about is theirs now."""
        if self.stand_ins.pop(seat, None) is None:
            return
        del self.bots[seat]
        self._outstanding.pop(seat, None)
        self._log(match_log.take_back_entry(seat))
        self._rule_tuo_guan(seat, False)
        self.save()

    def _rule_tuo_guan(self, seat: int, on: bool) -> None:
        """Switch the game's own 托管 state, where its rules have one (Paofeng's R16)."""
        hand = self.hand
        switch = Action(seat, "tuo_guan", option="on" if on else "off")
        if hand is not None and not hand.over and switch in hand.legal_actions(seat):
            self._apply(switch)

    def _current(self) -> Engine:
        if self.hand is None:
            raise RuntimeError("no hand has been dealt yet")
        return self.hand

    # -- decisions -------------------------------------------------------------------------

    def decision(self, seat: int) -> int:
        """The number of the decision ``seat`` faces (or faced last): the one numbering of decisions, which
        bots' turns carry and LAN clients quote (0 before the first deal)."""
        return self._decisions.get(seat, 0)

    def asked_legal(self, seat: int) -> list[Action]:
        """The legal actions of the decision ``seat`` faces ([] when nothing is awaited from it)."""
        return self._asked_legal.get(seat, [])

    def _number_decisions(self, acted: int | None) -> frozenset[int]:
        """Number each seat's decision anew whenever its legal moves change or it has just acted.

        A seat that acted and is asked again with the same moves faces a new
        decision (Guafeng asks a seat holding a joker and a pair to bid after
        each card it is dealt): it must be answered anew, not taken for the one
        answered. Returns the seats that now face a new question.
        """
        hand = self.hand
        waiting = () if hand is None or hand.over else hand.to_act()
        asked = set()
        for seat in range(self.kind.seat_count):
            legal = hand.legal_actions(seat) if hand is not None and seat in waiting else []
            if legal != self._asked_legal.get(seat) or seat == acted:
                self._asked_legal[seat] = legal
                self._decision_count[seat] = self._decision_count.get(seat, 0) + 1
                self._decisions[seat] = self._decision_base + self._decision_count[seat]
                if legal:
                    asked.add(seat)
        return frozenset(asked)

    def waiting(self) -> tuple[int, ...]:
        """Seats whose decision the hand waits for."""
        return () if self.hand is None or self.hand.over else self.hand.to_act()

    def view(self, seat: int | None) -> Any:
        return self._current().view(seat)  # type: ignore[arg-type]

    def legal_actions(self, seat: int) -> list[Action]:
        return self._current().legal_actions(seat)

    def bot_turns(self) -> list[BotTurn]:
        """New decisions owed by bots (each is handed out once; ``answer`` settles it)."""
        hand = self.hand
        if hand is None or hand.over:
            return []
        turns = []
        for seat in hand.to_act():
            if seat in self.bots and seat not in self._outstanding:
                legal = self._bot_legal(hand.legal_actions(seat))
                made = sum(1 for action in hand.actions if action.seat == seat)
                seed = decision_seed(self.bots[seat].seed, self.hand_index, made)
                turn = BotTurn(self.decision(seat), self.hand_index, seat, hand.view(seat), legal, seed)
                self._outstanding[seat] = turn
                turns.append(turn)
        return turns

    @staticmethod
    def _bot_legal(legal: list[Action]) -> tuple[Action, ...]:
        """Bots neither leave the table, use items (spec §6.3) nor switch 托管: those actions are not offered."""
        return tuple(a for a in legal if a.kind not in ("escape", "item", "tuo_guan"))

    def think(self, turn: BotTurn) -> Action | None:
        """Run the seat's bot (any thread); None when the bot failed.

        An answer outside ``turn.legal`` is not refused here: it may complete
        one of the engine's templates (Guafeng lists a free choice of cards as
        one), which only the engine can tell — ``answer`` asks it.
        """
        try:
            return self.bots[turn.seat].decide(turn.view, turn.legal, turn.seed)
        except Exception:  # a broken bot (perhaps one written outside the project) must not stop the table
            _log.exception("the bot of seat %d failed; it plays the time-out move", turn.seat)
            return None

    def answer(self, turn: BotTurn, action: Action | None) -> TableUpdate | None:
        """Apply a bot's decision (None, or one outside its legal actions: the time-out move).

        Nothing happens (None) when the table has moved on since the turn was handed out.
        """
        if turn.hand_index != self.hand_index or self._outstanding.get(turn.seat) is not turn:
            return None
        if action is not None and not self._offered(turn, action):
            _log.warning("the bot of seat %d answered %s, which it was not offered", turn.seat, action)
            action = None
        if action is None:
            return self.time_out(turn.seat)
        return self._apply(action)

    def _offered(self, turn: BotTurn, action: Action) -> bool:
        """Whether ``action`` is one of the turn's legal actions, itself or through an engine's template."""
        return self._current().covers(action, turn.legal)

    def seat_bot(self, seat: int, level: str) -> None:
        """A bot of ``level`` takes over ``seat`` while its remote player is away (not saved: the seat is theirs).

        Unlike ``hand_to_bot`` (托管, the player's own choice) nothing changes in the
        hand: the rules' 托管 state stays off and the seat waits for its player again
        after a host restart.
        """
        if seat not in self.bots:
            self.bots[seat] = self._stand_in_bot(seat, level)

    def release_bot(self, seat: int) -> None:
        """The player of ``seat`` is back: its stand-in bot leaves, and an answer it still owes is ignored."""
        if self.config.seats[seat].kind != "bot" and seat not in self.stand_ins and seat in self.bots:
            del self.bots[seat]
            self._outstanding.pop(seat, None)

    def submit(self, action: Action) -> TableUpdate:
        """A human's or remote player's action; ``IllegalActionError`` names the rule that refuses it."""
        if action.seat in self.bots:
            raise REFUSALS.error("", "not_your_seat", seat=action.seat)
        return self._apply(action)

    def time_limit(self, seat: int) -> int:
        """Seconds ``seat`` has for the decision awaited from it (0: no limit)."""
        hand = self.hand
        if hand is None or hand.over or seat not in hand.to_act():
            return 0
        return hand.time_limit(seat)

    def time_out(self, seat: int) -> TableUpdate | None:
        """The seat ran out of time: play the rules' default action for it (None if nothing was awaited)."""
        default = self._current().default_action(seat)
        return None if default is None else self._apply(default)

    def _apply(self, action: Action) -> TableUpdate:
        hand = self._current()
        if hand.over:
            raise REFUSALS.error("", "hand_over")
        events = hand.apply(action)
        waiting = hand.to_act()
        for seat in [s for s in self._outstanding if s not in waiting or s == action.seat]:
            del self._outstanding[seat]
        update = TableUpdate(self.hand_index, tuple(events), action, self._number_decisions(action.seat))
        self._log(match_log.act_entry(action))
        if hand.over:
            result = self.kind.result(hand, self.hand_index)
            self._settle(result)
            self._log(match_log.end_entry(result))
        self._after(update)
        return update

    def _settle(self, result: HandResult) -> None:
        """A hand is over: its result joins the history, its coins change hands."""
        self.history.append(result)
        if self.coins is not None and result.coins is not None:
            self.coins = [max(0, c + d) for c, d in zip(self.coins, result.coins, strict=True)]

    def _after(self, update: TableUpdate) -> None:
        self.save()
        for listener in list(self.listeners):
            listener(update)

    # -- saving and resuming -------------------------------------------------------------------

    def _log(self, entry: Json) -> None:
        if self.autosave is not None:
            self._unsaved.append(entry)

    def _header(self) -> Json:
        return {"app": __version__, "match_id": self.match_id, "config": self.config.to_json()}

    def _whole_log(self) -> list[Json]:
        """The log of the match as it stands, shortened: finished hands by their ends, then the hand in play."""
        hand = self.hand
        entries = [match_log.end_entry(h) for h in self.history if hand is None or h.index != self.hand_index]
        if hand is not None:
            record = hand.record()
            entries.append(match_log.deal_entry(self.hand_index, record))
            entries.extend(match_log.act_entry(action) for action in record.actions)
            entries.extend(match_log.end_entry(h) for h in self.history if h.index == self.hand_index)
        for seat, items in sorted(self.pre_orders.items()):
            entries.extend(match_log.pre_order_entry(seat, item) for item in sorted(items))
        entries.extend(match_log.stand_in_entry(seat, level) for seat, level in sorted(self.stand_ins.items()))
        return entries

    def save(self) -> None:
        """Append what changed to the save (or write it whole when appending cannot be trusted).

        A failure is kept in ``save_problem`` (and logged once), never raised into play: the next save
        writes the whole log again.
        """
        if self.autosave is None:
            return
        if self._appender is None or self._appender.path != self.autosave:
            self._appender = LogAppender(self.autosave)
            self._log_whole = False
        try:
            if self._log_whole and not self._appender.worth_rewriting:
                self._appender.append(self._unsaved)
            else:
                self._appender.rewrite(self._header(), self._whole_log())
        except OSError as error:
            self._log_whole = False
            problem = f"the game cannot be saved to {self.autosave}: {error.strerror or error}"
            if problem != self.save_problem:
                _log.warning("%s; play goes on and the save is retried after every action", problem)
            self.save_problem = problem
            return
        finally:
            self._unsaved.clear()
        self._log_whole = True
        if self.save_problem is not None:
            _log.info("the game is saved again to %s", self.autosave)
        self.save_problem = None

    def retry_save(self) -> bool:
        """Try the save again now (after the player freed space or restored the folder); True if it is saved."""
        self.save()
        return self.save_problem is None

    @classmethod
    def resume(cls, path: Path, *, processes: Executor | None = None) -> Table:
        """The match saved at ``path``, exactly where it stood; ``SaveError`` if it cannot be.

        The first save after a resume writes the log whole again (in today's format, without a line a kill
        may have torn).
        """
        remove_leftovers(path)
        saved = match_log.fold(read_log(path))
        table = cls(saved.config, autosave=path, processes=processes)
        table.match_id = saved.match_id or table.match_id
        table.hand_index = saved.hand_index
        table.history = []
        for result in saved.history:
            table._settle(result)
        if saved.hand is not None:
            try:
                table.hand = saved.hand.replay(table.kind.new_hand)
                finished = table.kind.result(table.hand, saved.hand_index) if table.hand.over else None
            except IllegalActionError as error:
                raise SaveError(f"the saved game is damaged: its moves do not replay ({error})") from None
            except (RecordError, RulesError, KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
                raise SaveError(f"the saved game is damaged: {error}") from None
            if finished is None and saved.ended:
                raise SaveError(f"the saved game is damaged: hand {saved.hand_index} ends before its last move")
            if finished is not None and not saved.ended:
                table._settle(finished)  # a kill fell between the hand's last move and its end
            elif finished is not None and _as_json(finished.to_json()) != _as_json(saved.history[-1].to_json()):
                wrong = f"hand {saved.hand_index}'s result is not what its moves give"
                raise SaveError(f"the saved game is damaged: {wrong}")
        table.pre_orders = saved.pre_orders
        for seat, level in saved.stand_ins.items():
            table._stand_in(seat, level)
        table._number_decisions(None)
        return table


def _as_json(data: Json) -> Json:
    """``data`` as it reads back from a save (tuples become lists)."""
    read: Json = json.loads(json.dumps(data))
    return read
