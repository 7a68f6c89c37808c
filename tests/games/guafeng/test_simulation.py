"""The simulator: random matches with every invariant checked after every hand."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from fengyu.core.protocol import Action, Event, IllegalActionError
from fengyu.core.replay import HandRecord
from fengyu.games.guafeng import engine, simulation
from fengyu.games.guafeng.rules import GuafengRules


def test_short_playout_has_no_violations() -> None:
    report = simulation.simulate(40, 11, GuafengRules())
    assert report["hands"] == 40 and report["violations"] == 0, report["violation_examples"]
    assert report["checks"] == list(simulation.CHECKS)
    assert report["hands_per_second"] > 0
    assert report["outcomes"]["played"] + report["outcomes"]["no_bid"] == 40


def test_short_playout_with_every_optional_rule() -> None:
    rules = GuafengRules(
        allow_throw=True,
        joker_feng=True,
        kitty_multiplier="pair_power",
        reveal_kitty=False,
        dealer_kitty_deduction=True,
        no_bid_later="penalty",
        mandatory_levels=("5", "10", "K"),
        first_leader="dealer",
        zhan_sets_first_dealer=True,
        kitty_bonus_multiplied=True,
        high_fill="lei_only",
        yu_fallback="singles",
        permanent_trump_order="rank_major",
    )
    report = simulation.simulate(40, 12, rules)
    assert report["violations"] == 0, report["violation_examples"]


def test_same_seed_same_games() -> None:
    first = simulation.simulate(5, 3, GuafengRules())
    second = simulation.simulate(5, 3, GuafengRules())
    for key in ("outcomes", "redeals", "hands_with_zhan", "matches_won"):
        assert first[key] == second[key]


def _sabotage(monkeypatch: pytest.MonkeyPatch, check: str) -> None:
    """Break the engine (or the simulator's view of it) so that exactly the named check should fire."""
    hand_class = engine.GuafengHand
    if check == "points_add_up":
        close = hand_class._close_trick

        def wrong_points(self: engine.GuafengHand, trick: Any) -> None:
            self.trick_points[0] += 5
            close(self, trick)

        monkeypatch.setattr(hand_class, "_close_trick", wrong_points)
    elif check == "cards_conserved":
        bury = hand_class._do_bury

        def lose_a_card(self: engine.GuafengHand, action: Action, payload: None) -> None:
            bury(self, action, payload)
            self.kitty.pop()

        monkeypatch.setattr(hand_class, "_do_bury", lose_a_card)
    elif check == "result_consistent":
        monkeypatch.setattr(engine, "settle", lambda *args: (False, 9, ("A", "A"), 0, None))
    elif check == "replay_identical":
        monkeypatch.setattr(
            simulation, "new_hand", lambda rules, seed, inputs: engine.new_hand(rules, seed + 1, inputs)
        )
    elif check == "listing_matches_rules":
        monkeypatch.setattr(hand_class, "covers", lambda self, action, legal: True)
    elif check == "illegal_refused":
        validate = hand_class._validate

        def noisy(self: engine.GuafengHand, action: Action) -> Any:
            self._events.append(Event("noise", None, {}))
            return validate(self, action)

        monkeypatch.setattr(hand_class, "_validate", noisy)
    elif check == "legal_applicable":
        legal_actions = hand_class.legal_actions

        def with_a_bad_one(self: engine.GuafengHand, seat: int) -> list[Action]:
            found = legal_actions(self, seat)
            return [*found, Action(seat, "nonsense")] if found else found

        monkeypatch.setattr(hand_class, "legal_actions", with_a_bad_one)


@pytest.mark.parametrize("check", simulation.CHECKS)
def test_every_check_catches_a_broken_engine(monkeypatch: pytest.MonkeyPatch, check: str) -> None:
    _sabotage(monkeypatch, check)
    report = simulation.simulate(3, 1, GuafengRules())
    assert report["violations"] > 0
    assert any(check in failure for failure in report["violation_examples"]), report["violation_examples"]


def _break_replay(monkeypatch: pytest.MonkeyPatch, fault: str) -> None:
    """Faults only the replay check can see: the hand plays on as usual in the run itself."""
    hand_class = engine.GuafengHand
    if fault == "non_deterministic_events":
        ticks = itertools.count()
        close = hand_class._close_trick

        def stamped(self: engine.GuafengHand, trick: Any) -> None:
            self._events.append(Event("tick", None, {"tick": next(ticks)}))  # state outside the inputs
            close(self, trick)

        monkeypatch.setattr(hand_class, "_close_trick", stamped)
    elif fault == "non_deterministic_refusal":
        seen: set[int] = set()
        init, apply = hand_class.__init__, hand_class.apply

        def remember(self: engine.GuafengHand, *args: Any) -> None:
            init(self, *args)
            self.replayed = self.seed in seen  # type: ignore[attr-defined]  # the sabotage marks the hand
            seen.add(self.seed)

        def refuse_late(self: engine.GuafengHand, action: Action) -> Any:
            if getattr(self, "replayed", False) and len(self.actions) == 60:
                raise IllegalActionError("", "not_your_turn")
            return apply(self, action)

        monkeypatch.setattr(hand_class, "__init__", remember)
        monkeypatch.setattr(hand_class, "apply", refuse_late)
    elif fault == "lossy_action_json":
        to_json = Action.to_json
        monkeypatch.setattr(Action, "to_json", lambda self: {**to_json(self), "pieces": list(self.pieces[:2])})
    elif fault == "record_json_drops_an_action":
        record_json = HandRecord.to_json

        def dropped(self: HandRecord) -> dict[str, Any]:
            data = record_json(self)
            return {**data, "actions": data["actions"][:-1]}

        monkeypatch.setattr(HandRecord, "to_json", dropped)


@pytest.mark.parametrize(
    "fault",
    ["non_deterministic_events", "non_deterministic_refusal", "lossy_action_json", "record_json_drops_an_action"],
)
def test_the_replay_check_catches_what_only_a_replay_shows(monkeypatch: pytest.MonkeyPatch, fault: str) -> None:
    """The check reads each action's JSON once per run and replays every hand: each fault is still reported."""
    _break_replay(monkeypatch, fault)
    report = simulation.simulate(4, 1, GuafengRules())
    assert report["violations"] == 4, report["violation_examples"]
    assert all("replay_identical" in failure for failure in report["violation_examples"]), report


def test_a_hand_that_does_not_end_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "MAX_DECISIONS", 5)
    report = simulation.simulate(1, 1, GuafengRules())
    assert any("does not end" in failure for failure in report["violation_examples"])


def test_at_least_one_hand_and_job() -> None:
    with pytest.raises(ValueError, match="at least one hand"):
        simulation.simulate(0, 1, GuafengRules())
    with pytest.raises(ValueError, match="one job"):
        simulation.simulate(3, 1, GuafengRules(), jobs=0)


def test_random_rules_in_parallel_workers() -> None:
    report = simulation.simulate(12, 5, simulation.random_rules, jobs=2)
    assert report["jobs"] == 2 and report["hands"] == 12
    assert report["violations"] == 0, report["violation_examples"]


@pytest.mark.slow
def test_long_playout_with_random_rules_has_no_violations() -> None:
    report = simulation.simulate(6000, 2024, simulation.random_rules, jobs=2)
    assert report["violations"] == 0, report["violation_examples"]
    assert report["hands_with_zhan"] > 0 and report["failed_throws"] > 0 and report["matches_won"] > 0
