"""Keeping the hands of a seat at a LAN host: the steps exactly as the seat received them.

A player at someone else's table has no ``Table`` to read a hand from: the
host sends each seat only what it may see. ``SeatHandKeeper`` collects those
steps (the censored events, the view and the legal moves, as JSON) and, when a
hand ends, records it in the statistics with its hand file — so a replay of a
LAN hand can never show what the seat could not see during play.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3

from fengyu.table.records import RecordStore
from fengyu.table.replay_file import HandFile, HandFileError, SeatStep, hand_id
from fengyu.ui.session import SeatSession, Step

_log = logging.getLogger(__name__)


def match_name(session: SeatSession) -> str:
    """A name for a LAN match from its configuration (which holds the host's random match seed)."""
    text = json.dumps(session.config.to_json(), sort_keys=True)
    return "lan-" + hashlib.sha256(text.encode()).hexdigest()[:24]


class SeatHandKeeper:
    def __init__(self, store: RecordStore, session: SeatSession) -> None:
        self.store = store
        self.session = session
        self.steps: list[SeatStep] = []
        self._hand_index = session.hand_index
        self.failure: str | None = None
        session.stepped.connect(self._stepped)

    def hand_id_of(self, index: int) -> str:
        """The id hand ``index`` of this LAN match is kept under."""
        return hand_id(match_name(self.session), index)

    def detach(self) -> None:
        self.session.stepped.disconnect(self._stepped)

    def _stepped(self, step: Step) -> None:
        session = self.session
        if session.hand_index != self._hand_index:  # a new hand: its steps start afresh
            self.steps, self._hand_index = [], session.hand_index
        legal = tuple(a.to_json() for a in session.legal_actions())
        self.steps.append(SeatStep(tuple(e.to_json() for e in step.events), step.view.to_json(), legal))
        if session.hand_over and session.history and session.history[-1].index == session.hand_index:
            hand = HandFile(
                hand_id=hand_id(match_name(session), session.hand_index),
                config=session.config,
                seat=session.seat,
                index=session.hand_index,
                result=session.history[-1],
                steps=tuple(self.steps),
            )
            try:
                self.store.record(hand)
            except (sqlite3.Error, HandFileError, ValueError, KeyError) as error:
                self.failure = str(error)  # statistics never stop a game
                _log.warning("hand %s was not recorded: %s", hand.hand_id, error)
