"""The card table's model: every one of the 108 cards somewhere, the player's hand sorted by trump and level."""

from __future__ import annotations

from collections import Counter

from fengyu.core.cards import Card
from fengyu.games.guafeng.order import card_order, level_rank, suit_index
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.table.table import Table
from fengyu.ui.cards.layout import CardLayout
from fengyu.ui.cards.model import hand_order, holds, slots
from tests.table.test_guafeng import guafeng_bots

RULES = GuafengRules()
LAYOUT = CardLayout(1280, 820)
ZONES = ("deck", "hand", "trick", "pile", "kitty")


def codes(text: str) -> tuple[int, ...]:
    return tuple(int(Card.parse(token)) for token in text.split())


def test_the_hand_is_sorted_side_suits_first_then_trumps_low_to_high() -> None:
    hand = codes("BJ 2S 7H KS 5C QD 8C 3H 4S AH 7D SJ 9S 6H")
    shown = hand_order(hand, "7", "S", RULES)
    order = card_order(level_rank("7"), suit_index("S"), RULES)
    side = [c for c in shown if order.cls[c] != 4]
    trumps = [c for c in shown if order.cls[c] == 4]
    assert shown == side + trumps
    assert [order.power[c] for c in trumps] == sorted(order.power[c] for c in trumps)
    assert [str(Card(c)) for c in side] == ["6H", "AH", "8C", "QD"]  # ♥ ♣ ♦: colours alternate; low to high
    assert [str(Card(c)) for c in trumps][-2:] == ["SJ", "BJ"]


def test_before_the_trump_is_known_the_permanent_trumps_and_level_cards_are_grouped_right() -> None:
    hand = codes("5H 7C BJ 2D 9S 7H 3S")
    shown = [str(Card(c)) for c in hand_order(hand, "7", None, RULES)]
    assert shown[:1] == ["9S"]
    assert set(shown[1:]) == {"5H", "7C", "BJ", "2D", "7H", "3S"}
    assert shown[-1] == "BJ"
    assert shown.index("2D") < shown.index("3S") < shown.index("5H") < shown.index("7C")


def test_every_card_is_somewhere_in_every_seats_picture_of_a_whole_hand() -> None:
    table = Table(guafeng_bots(seed=13, hands=1, level="normal"))
    update = table.start_hand()
    pictures = 0
    while True:
        for seat in range(4):
            view = table.view(seat)
            for hold in (False, True):
                found = slots(view, LAYOUT, RULES, hold=hold)
                assert sum(1 for s in found if s.zone in ZONES) == 108
                mine = [s.card for s in found if s.zone == "hand" and s.seat == seat]
                assert Counter(mine) == Counter(view.hand)
                for other in range(4):
                    shown = [s for s in found if s.zone == "hand" and s.seat == other]
                    assert len(shown) == view.hand_sizes[other]
                    assert other == seat or all(s.card is None and not s.face_up for s in shown)
                declared = [s for s in found if s.zone == "declared"]
                assert not declared or view.phase in ("deal", "zhan", "bury", "give", "swap")
                pictures += 1
        kinds = {e.kind for e in update.events}
        if "trick" in kinds:
            held = slots(table.view(0), LAYOUT, RULES, hold=True)
            assert holds(table.view(0), kinds)
            trick = [s for s in held if s.zone == "trick"]
            assert len(trick) >= 4  # the full trick stays in the middle a moment, its winner's cards glowing
            winner = table.view(0).tricks[-1].winner
            assert {s.seat for s in trick if s.leading} == {winner}
        if table.hand_over:
            break
        turns = table.bot_turns()
        answered = table.answer(turns[0], table.think(turns[0]))
        assert answered is not None  # a bot's answer in time is applied
        update = answered
    assert pictures > 100
