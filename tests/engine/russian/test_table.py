from __future__ import annotations

import dataclasses
import random
from decimal import Decimal

import pytest

from engine.cards import CARDS, parse_cards
from engine.errors import CardError, IllegalAction
from engine.russian.players import RussianPlayer, decide_as, wants_game
from engine.russian.round import Round
from engine.russian.settle import settle
from engine.russian.table import MOST_BOXES, Table, deal_table, settle_table
from engine.russian.variants import CAMPIONE_ITALIA, CLASSIC, CORONA_PHU_QUOC, VARIANTS
from engine.showdown import Outcome, Winner
from tests.engine.russian.helpers import by_hand, drawn_by

P = RussianPlayer
ANTE = Decimal(10)
NO_GAME = parse_cards("Qd Ts 7c 5s 2d")  # the dealer gives up his queen for a game bought


def box(hand: str, dealer=NO_GAME) -> Round:
    return Round(ante=ANTE, player=parse_cards(hand), dealer=dealer)


# -- the table as a value --------------------------------------------------------------------


def test_a_game_bought_on_one_box_plays_only_for_the_boxes_that_bought_it():
    bought = box("9h 9d Kc Ks 3h").bet(CLASSIC).buy_game(CLASSIC, parse_cards("Tc"))
    kept_ante = box("Ah Kd 8c 6h 4s").bet(CLASSIC)  # Ace-King: he takes the ante
    blind = box("Ac 3c 4d 9s Jc").bet(CLASSIC)
    table = Table(boxes=(bought, kept_ante, blind), blind=(False, False, True))
    first, second, third = settle_table(CLASSIC, table)
    # The first box plays the dealer's new hand (a pair of tens) and wins with two pair.
    assert first.dealer_qualifies and first.bet.outcome is Outcome.WIN
    assert first.game_fee == ANTE
    # The others were paid their ante against the hand he was dealt.
    for other in (second, third):
        assert not other.dealer_qualifies
        assert other.ante.outcome is Outcome.WIN and other.ante.amount == ANTE
        assert other.game_fee == 0
    assert table.game_bought == bought.game_bought
    assert table.cards_seen()[-1] == parse_cards("Tc")[0]


def test_a_table_refuses_boxes_that_make_no_one_deal():
    bet = box("9h 9d Kc Ks 3h").bet(CLASSIC)
    other_dealer = box("Ah Jd 8c 6h 4s", dealer=parse_cards("Qc Tc 7d 5d 2c")).bet(CLASSIC)
    with pytest.raises(IllegalAction, match="one dealer hand"):
        Table(boxes=(bet, other_dealer), blind=(False, False))
    with pytest.raises(IllegalAction, match="decided"):
        Table(boxes=(bet, box("Ah Jd 8c 6h 4s")), blind=(False, False))
    with pytest.raises(CardError, match="duplicate card: 9h"):
        Table(boxes=(bet, box("9h Jd 8c 6h 4s").bet(CLASSIC)), blind=(False, False))
    with pytest.raises(IllegalAction, match="at least one box"):
        Table(boxes=(), blind=())
    with pytest.raises(IllegalAction, match="whether it is blind"):
        Table(boxes=(bet,), blind=())


def test_a_blind_box_is_bet_as_dealt():
    drew = box("Ah Jd 8c 6h 4s").exchange(CLASSIC, parse_cards("4s"), parse_cards("Kh"))
    folded = box("Ah Jd 8c 6h 4s").fold(CLASSIC)
    for played in (drew.bet(CLASSIC), folded):
        with pytest.raises(IllegalAction, match="blind box"):
            Table(boxes=(box("9h 9d Kc Ks 3h").bet(CLASSIC), played), blind=(False, True))


def test_the_dealer_replaces_his_card_once_for_the_whole_table():
    first = box("9h 9d Kc Ks 3h").bet(CLASSIC).buy_game(CLASSIC, parse_cards("Tc"))
    second = box("Ah Ad Jc Js 4s").bet(CLASSIC).buy_game(CLASSIC, parse_cards("Th"))
    with pytest.raises(IllegalAction, match="replaces his card once"):
        Table(boxes=(first, second), blind=(False, False))
    second = box("Ah Ad Jc Js 4s").bet(CLASSIC).buy_game(CLASSIC, parse_cards("Tc"))
    table = Table(boxes=(first, second), blind=(False, False))
    assert table.cards_seen().count(parse_cards("Tc")[0]) == 1


# -- dealing a table -------------------------------------------------------------------------


def assert_played(rules, table, player):
    """Every open box is the play of ``player``'s rule, the blind ones are bet as dealt, the
    game is bought exactly on the boxes where he buys it, and every box replays by hand."""
    for round_, blind in zip(table.boxes, table.blind, strict=True):
        dealt = Round(ante=round_.ante, player=round_.player, dealer=round_.dealer)
        decided = dataclasses.replace(round_, game_bought=None)
        if blind:
            assert round_ == dealt.bet(rules)
        else:
            assert decide_as(player, dealt, rules, drawn_by(round_)) == decided
            assert (round_.game_bought is not None) is wants_game(player, decided, rules)
        again = by_hand(rules, round_)
        assert again == round_ and settle(rules, again) == settle(rules, round_)


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_dealt_tables_follow_the_players_rules_and_the_house(slug):
    rules = VARIANTS[slug]
    for seed in range(60):
        boxes, blind = 1 + seed % 3, seed % 4  # up to MOST_BOXES in all
        table, player = deal_table(rules, random.Random(seed), boxes=boxes, blind=blind, ante=ANTE)
        assert table.blind == (False,) * boxes + (True,) * blind
        assert len(table.cards_seen()) == len(set(table.cards_seen()))
        assert_played(rules, table, player)
        settle_table(rules, table)  # every table dealt settles


def test_a_table_where_the_house_never_said_which_card_is_replaced_buys_no_game():
    for seed in range(60):
        table, player = deal_table(
            CAMPIONE_ITALIA, random.Random(seed), boxes=2, blind=1, ante=ANTE
        )
        assert table.game_bought is None
        assert not any(wants_game(player, each, CAMPIONE_ITALIA) for each in table.boxes)


def test_the_later_boxes_draw_after_the_earlier_ones():
    # Two open boxes that both drew, dealt at the first try: their draws are the deck's
    # next cards after the deal, the first box's first.
    for seed in range(200):
        table, _ = deal_table(CLASSIC, random.Random(seed), boxes=2, blind=0, ante=ANTE)
        rng = random.Random(seed)
        rng.choice(tuple(P))
        deck = list(CARDS)
        rng.shuffle(deck)
        if table.boxes[0].player == tuple(deck[0:15:3]) and all(b.draws for b in table.boxes):
            break
    else:
        pytest.fail("no table of two boxes that both drew")
    first, second = (drawn_by(each) for each in table.boxes)
    assert first + second == tuple(deck[15 : 15 + len(first) + len(second)])
    assert table.dealer == tuple(reversed(deck[2:15:3]))  # the last card dealt is shown


def test_same_seed_deals_the_same_table():
    first = deal_table(CLASSIC, random.Random(3), boxes=2, blind=2, ante=ANTE)
    assert deal_table(CLASSIC, random.Random(3), boxes=2, blind=2, ante=ANTE) == first
    assert deal_table(CLASSIC, random.Random(4), boxes=2, blind=2, ante=ANTE) != first
    with pytest.raises(ValueError, match="boxes"):
        deal_table(CLASSIC, random.Random(0), boxes=MOST_BOXES, blind=1, ante=ANTE)


def test_a_game_bought_by_the_chaser_plays_for_all_his_open_boxes_only():
    for seed in range(400):
        table, player = deal_table(CLASSIC, random.Random(seed), boxes=2, blind=1, ante=ANTE)
        if player is P.CHASER and table.game_bought is not None:
            break
    else:
        pytest.fail("no chaser's table with a game bought")
    open_boxes, (blind,) = table.boxes[:2], table.boxes[2:]
    assert all(each.game_bought == table.game_bought for each in open_boxes)
    assert blind.game_bought is None
    assert settle(CLASSIC, blind).ante.outcome is Outcome.WIN


@pytest.mark.parametrize(("boxes", "blind"), [(0, 2), (1, -1), (4, 3)])
def test_deal_table_refuses_impossible_counts(boxes, blind):
    with pytest.raises(ValueError, match="boxes"):
        deal_table(CLASSIC, random.Random(0), boxes=boxes, blind=blind, ante=ANTE)


def test_every_table_at_a_house_without_a_pay_table_settles():
    for seed in range(30):
        table, _ = deal_table(CORONA_PHU_QUOC, random.Random(seed), boxes=2, blind=1, ante=ANTE)
        for each in settle_table(CORONA_PHU_QUOC, table):
            assert each.winner is not Winner.PLAYER  # Corona's pay table is unknown
