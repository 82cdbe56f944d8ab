"""Hold'em sentences shared by the table and the side-pot drills: kickers, pots, one home."""

from __future__ import annotations

import re
from pathlib import Path

import polib
import pytest
from django.utils import translation

from engine.cards import parse_cards
from engine.hands import HandValue
from engine.holdem.evaluate import best_hand
from engine.holdem.pots import PotAward, award_pots, build_pots
from engine.holdem.table import SEED_002, TableSettings
from paytables.holdem_wording import (
    ante_line,
    award_lines,
    hand_description,
    pot_line,
    table_line,
)

ROOT = Path(__file__).parents[2]
PO = ROOT / "locale" / "vi" / "LC_MESSAGES" / "django.po"
NAMES = ("You", "Mai", "Tuấn", "Lan")


def name(seat: int) -> str:
    return NAMES[seat]


def showdown(board: str, holes: dict[int, str]) -> tuple[PotAward, dict[int, HandValue]]:
    """One pot of 100 chips a player among ``holes`` (seat: hole cards), paid at a showdown."""
    values = {
        seat: best_hand(parse_cards(hole) + parse_cards(board)) for seat, hole in holes.items()
    }
    contributions = [100 if seat in holes else 0 for seat in range(4)]
    (award,) = award_pots(build_pots(contributions, set()), values, button=0)
    return award, values


def lines(board: str, holes: dict[int, str], language: str = "en") -> list[str]:
    award, values = showdown(board, holes)
    with translation.override(language):
        return award_lines(award, values, name=name, you=0)


# -- the kicker that decides -----------------------------------------------------------------

TWO_PAIR = ("Th 6s Tc 6d 2h", {2: "8c 3d", 3: "7c 3h"})


def test_award_names_the_kicker_when_one_kicker_decides_two_pair():
    assert lines(*TWO_PAIR) == [
        "Tuấn wins 200 with the best hand, two pair, tens and sixes.",
        "Lan also had two pair, tens and sixes: the kicker decides, eight beats seven.",
    ]


def test_award_names_the_kicker_when_one_kicker_decides_in_vietnamese():
    assert lines(*TWO_PAIR, language="vi") == [
        "Tuấn thắng 200 với tay bài mạnh nhất, hai đôi 10 và 6.",
        "Lan cũng có hai đôi 10 và 6: lá đá quyết định, 8 thắng 7.",
    ]


def test_award_names_the_second_kicker_when_the_first_ties():
    board, holes = "As Ad Kc 4h 2s", {1: "9c 3d", 3: "8h 3h"}
    assert lines(board, holes)[1] == (
        "Lan also had a pair of aces with the same first kicker (king): the second kicker "
        "decides, nine beats eight."
    )
    assert lines(board, holes, "vi")[1] == (
        "Lan cũng có đôi Át và cùng lá đá thứ nhất (K): lá đá thứ hai quyết định, 9 thắng 8."
    )


def test_award_names_the_kicker_of_a_pair_against_the_same_pair():
    board, holes = "Qs Qd 7c 4h 2s", {0: "Ah 3c", 1: "Kh 3d"}
    assert lines(board, holes) == [
        "You win 200 with the best hand, a pair of queens.",
        "Mai also had a pair of queens: the kicker decides, ace beats king.",
    ]
    assert lines(board, holes, "vi")[1] == ("Mai cũng có đôi Q: lá đá quyết định, Át thắng K.")


def test_award_of_a_true_split_has_no_kicker_sentence():
    board, holes = "Th 6s Tc 6d 2h", {1: "8c 3d", 2: "8d 4h"}
    assert lines(board, holes) == [
        "Mai, Tuấn tie with two pair, tens and sixes and split 200 2 ways.",
        "Mai gets 100, Tuấn gets 100",
    ]


def test_award_of_a_split_names_the_kicker_that_beat_the_third_player():
    board, holes = "Th 6s Tc 6d 2h", {1: "8c 3d", 2: "8d 4h", 3: "7c 3h"}
    said = lines(board, holes)
    assert said[0] == "Mai, Tuấn tie with two pair, tens and sixes and split 300 2 ways."
    assert said[-1] == (
        "Lan also had two pair, tens and sixes: the kicker decides, eight beats seven."
    )


def test_award_won_on_the_made_ranks_names_them_and_has_no_kicker_sentence():
    board, holes = "Kc 9h 7s 4d 2h", {1: "Ks 3c", 2: "9s Ad"}
    assert lines(board, holes) == ["Mai wins 200 with the best hand, a pair of kings."]


def test_hand_description_of_ace_high():
    with translation.override("en"):
        assert hand_description(best_hand(parse_cards("As Qd 9c 7h 4s 3d 2c"))) == "ace high"
    with translation.override("vi"):
        assert hand_description(best_hand(parse_cards("As Qd 9c 7h 4s 3d 2c"))) == "mậu thầu Át"


# -- pots: who contests them -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "Main pot: 3,010, contested by You, Tuấn, Lan"),
        ("vi", "Pot chính: 3.010, tranh giữa You, Tuấn, Lan"),
    ],
)
def test_pot_line_names_the_players_who_contest_the_pot(language, expected):
    with translation.override(language):
        assert pot_line(0, 3010, ["You", "Tuấn", "Lan"]) == expected


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "Side pot 1: 400, only you can win it"),
        ("vi", "Pot phụ 1: 400, chỉ bạn có thể thắng pot này"),
    ],
)
def test_pot_line_of_a_single_contender_says_only_they_can_win_it(language, expected):
    with translation.override(language):
        assert pot_line(1, 400, ["You"], only_you=True) == expected


# -- the table and its antes ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "settings", "expected"),
    [
        ("en", SEED_002, "4 seats, blinds 10/20, no ante"),
        ("vi", SEED_002, "4 ghế, blind 10/20, không có ante"),
        (
            "en",
            TableSettings(seats=9, small_blind=1000, big_blind=2000, ante=250),
            "9 seats, blinds 1,000/2,000, ante 250",
        ),
        (
            "vi",
            TableSettings(seats=9, small_blind=1000, big_blind=2000, ante=250),
            "9 ghế, blind 1.000/2.000, ante 250",
        ),
    ],
)
def test_table_line_posts_seats_blinds_and_ante_as_a_card_room_does(language, settings, expected):
    with translation.override(language):
        assert table_line(settings) == expected


@pytest.mark.parametrize(
    ("language", "amount", "players", "expected"),
    [
        (
            "en",
            25,
            1,
            "It holds 25 in antes, from 1 player: dead money, in the pot but part of no bet.",
        ),
        (
            "en",
            2500,
            10,
            "It holds 2,500 in antes, from 10 players: dead money, in the pot but part of no bet.",
        ),
        (
            "vi",
            2500,
            10,
            "Pot này có 2.500 tiền ante của 10 người chơi: tiền chết, nằm trong pot nhưng "
            "không thuộc cược nào.",
        ),
    ],
)
def test_ante_line_counts_the_antes_and_the_players_who_posted_them(
    language, amount, players, expected
):
    with translation.override(language):
        assert ante_line(amount, players) == expected


POT_MSGIDS = (
    "%(pot)s: %(amount)s, contested by %(names)s",
    "%(winners)s wins %(amount)s with the best hand, %(hand)s.",
    "%(winners)s tie with %(hand)s and split %(amount)s %(count)s ways.",
    "Main pot",
    "Side pot %(number)s",
    "%(seats)s seats, blinds %(small)s/%(big)s, ante %(ante)s",
    "%(seats)s seats, blinds %(small)s/%(big)s, no ante",
)


def test_pot_wording_has_one_entry_in_the_catalogue_and_one_home_in_the_code():
    catalogue = [entry.msgid for entry in polib.pofile(str(PO)) if not entry.msgctxt]
    sources = [
        path
        for folder in ("paytables", "play", "trainer", "templates")
        for path in (ROOT / folder).rglob("*")
        if path.suffix in (".py", ".html") and "migrations" not in path.parts
    ]
    for msgid in POT_MSGIDS:
        assert catalogue.count(msgid) == 1, msgid
        quoted = re.compile(re.escape(f'"{msgid}"'))
        homes = {p.relative_to(ROOT).as_posix() for p in sources if quoted.search(p.read_text())}
        assert homes == {"paytables/holdem_wording.py"}, msgid
