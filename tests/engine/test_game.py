"""Every game's engine answers ``engine.game.Game``, with the same names for the same ideas."""

from __future__ import annotations

import random
import subprocess
import sys
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from engine.baccarat import game as baccarat_game
from engine.baccarat.order import BaccaratTarget
from engine.baccarat.variants import EZ_BACCARAT, PUNTO_BANCO
from engine.cards import parse_cards
from engine.casino_holdem import game as casino_holdem_game
from engine.casino_holdem.order import CasinoHoldemTarget
from engine.casino_holdem.variants import CLASSIC as CASINO_HOLDEM_CLASSIC
from engine.errors import IllegalAction
from engine.game import Game
from engine.holdem_bonus import game as holdem_bonus_game
from engine.holdem_bonus.order import HoldemBonusTarget
from engine.holdem_bonus.variants import LAS_VEGAS, NAGAWORLD
from engine.oasis import game as oasis_game
from engine.oasis.order import Target
from engine.oasis.round import Round
from engine.oasis.variants import BELGIAN, HELSINKI, STANDARD
from engine.russian import game as russian_game
from engine.russian.order import RussianTarget
from engine.russian.variants import CLASSIC, LUNAR
from engine.three_card import game as three_card_game
from engine.three_card.order import ThreeCardTarget
from engine.three_card.variants import CLASSIC as THREE_CARD_CLASSIC
from engine.three_card.variants import SIX_CARD
from engine.ultimate import game as ultimate_game
from engine.ultimate.order import UltimateTarget
from engine.ultimate.variants import TRIPS_6_5, TRIPS_7_4

ROOT = Path(__file__).resolve().parents[2]
# (game, one house's rules, a target any round meets, the ante)
GAMES = [
    pytest.param(oasis_game, STANDARD, Target(), id="oasis-standard"),
    pytest.param(oasis_game, HELSINKI, Target(), id="oasis-helsinki"),
    pytest.param(russian_game, CLASSIC, RussianTarget(), id="russian-classic"),
    pytest.param(russian_game, LUNAR, RussianTarget(), id="russian-lunar"),
    pytest.param(three_card_game, THREE_CARD_CLASSIC, ThreeCardTarget(), id="three-card-classic"),
    pytest.param(three_card_game, SIX_CARD, ThreeCardTarget(six_card=True), id="three-card-six"),
    pytest.param(baccarat_game, PUNTO_BANCO, BaccaratTarget(), id="baccarat-punto-banco"),
    pytest.param(baccarat_game, EZ_BACCARAT, BaccaratTarget(winner="banker"), id="baccarat-ez"),
    pytest.param(ultimate_game, TRIPS_6_5, UltimateTarget(), id="ultimate-trips-6-5"),
    pytest.param(ultimate_game, TRIPS_7_4, UltimateTarget(ending="fold"), id="ultimate-fold"),
    pytest.param(
        casino_holdem_game, CASINO_HOLDEM_CLASSIC, CasinoHoldemTarget(), id="casino-holdem"
    ),
    pytest.param(
        casino_holdem_game,
        CASINO_HOLDEM_CLASSIC,
        CasinoHoldemTarget(ending="fold", aa_bonus=True),
        id="casino-holdem-fold",
    ),
    pytest.param(holdem_bonus_game, NAGAWORLD, HoldemBonusTarget(bonus=True), id="holdem-bonus"),
    pytest.param(
        holdem_bonus_game, LAS_VEGAS, HoldemBonusTarget(ending="fold"), id="holdem-bonus-fold"
    ),
]
# The stakes a game's settle takes beside the round (a Three Card or Russian round holds its
# own; a coup of baccarat holds none, and its bets are named).
STAKES = {
    oasis_game: {"ante": Decimal(10)},
    baccarat_game: {"player": Decimal(10), "banker": Decimal(10)},
}
ANTE = Decimal(10)


@pytest.mark.parametrize(
    "game",
    [
        oasis_game,
        russian_game,
        three_card_game,
        baccarat_game,
        ultimate_game,
        casino_holdem_game,
        holdem_bonus_game,
    ],
    ids=["oasis", "russian", "three_card", "baccarat", "ultimate", "casino_holdem", "holdem_bonus"],
)
def test_every_game_module_answers_the_game_protocol(game):
    assert isinstance(game, Game)


@pytest.mark.slow
def test_every_game_module_answers_the_game_protocol_under_mypy(tmp_path):
    # isinstance checks that the names are there; mypy checks their signatures too.
    check = tmp_path / "check_games.py"
    check.write_text(
        "from engine.game import Game\n"
        "from engine.oasis import game as oasis_game\n"
        "from engine.russian import game as russian_game\n"
        "from engine.three_card import game as three_card_game\n"
        "from engine.baccarat import game as baccarat_game\n"
        "from engine.ultimate import game as ultimate_game\n"
        "from engine.casino_holdem import game as casino_holdem_game\n"
        "from engine.holdem_bonus import game as holdem_bonus_game\n"
        "OASIS: Game = oasis_game\n"
        "RUSSIAN: Game = russian_game\n"
        "THREE_CARD: Game = three_card_game\n"
        "BACCARAT: Game = baccarat_game\n"
        "ULTIMATE: Game = ultimate_game\n"
        "CASINO_HOLDEM: Game = casino_holdem_game\n"
        "HOLDEM_BONUS: Game = holdem_bonus_game\n"
    )
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", str(check)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout


@pytest.mark.parametrize(("game", "rules", "target"), GAMES)
def test_a_round_played_by_each_ordinary_player_replays_from_its_history(game, rules, target):
    for seed, player in enumerate(game.PLAYERS * 4):
        round_ = game.play_as(player, game.deal(seed, ANTE), rules)
        if round_ is None:  # a player who cannot play this hand at this house
            continue
        history = game.history(round_)
        assert all(isinstance(value, str) for value in history.values())
        assert game.replay(rules, history) == round_


@pytest.mark.parametrize(("game", "rules", "target"), GAMES)
def test_a_settled_round_of_every_game_gives_a_decimal_net_and_its_ending(game, rules, target):
    settled = 0
    for seed in range(40):
        round_ = game.play_as(game.PLAYERS[0], game.deal(seed, ANTE), rules)
        if round_ is None:
            continue
        stakes = STAKES.get(game, {})
        settlement = game.settle(rules, round_, **stakes)
        assert isinstance(settlement.net, Decimal)
        assert settlement.dealer_qualifies == game.qualifies(round_)
        assert game.ending_of(round_) in type(game.ending_of(round_))
        settled += 1
    assert settled >= 30


@pytest.mark.parametrize(("game", "rules", "target"), GAMES)
def test_a_round_dealt_to_order_replays_from_its_history(game, rules, target):
    rng = random.Random(26)
    assert game.possible(rules, target)
    for _ in range(10):
        round_, player = game.deal_to_order(rules, target, rng, ante=ANTE)
        assert player in game.PLAYERS
        assert game.replay(rules, game.history(round_)) == round_


def test_a_round_of_several_switches_has_no_history():
    # No house's variant allows two switches: a rules value that does.
    rules = replace(STANDARD, max_switches=2)
    round_ = oasis_game.deal(3, ANTE)
    round_ = round_.switch(rules, round_.player[:1]).switch(rules, round_.player[1:2])
    with pytest.raises(ValueError, match="one switch"):
        oasis_game.history(round_.decide(rules, "raise"))


def test_an_undecided_round_has_no_history():
    with pytest.raises(ValueError, match="undecided"):
        oasis_game.history(oasis_game.deal(1, ANTE))
    with pytest.raises(ValueError, match="undecided"):
        russian_game.history(russian_game.deal(1, ANTE))
    with pytest.raises(ValueError, match="undecided"):
        three_card_game.history(three_card_game.deal(1, ANTE))
    with pytest.raises(ValueError, match="not over"):
        baccarat_game.history(baccarat_game.deal(1, ANTE))
    with pytest.raises(ValueError, match="undecided"):
        ultimate_game.history(ultimate_game.deal(1, ANTE))
    with pytest.raises(ValueError, match="undecided"):
        casino_holdem_game.history(casino_holdem_game.deal(1, ANTE))
    with pytest.raises(ValueError, match="undecided"):
        holdem_bonus_game.history(holdem_bonus_game.deal(1, ANTE))


def test_a_russian_round_refuses_a_stake_beside_it():
    round_ = russian_game.play_as(russian_game.PLAYERS[0], russian_game.deal(5, ANTE), CLASSIC)
    with pytest.raises(TypeError, match="holds its stakes"):
        russian_game.settle(CLASSIC, round_, ante=ANTE)


def test_a_three_card_round_refuses_a_stake_beside_it():
    rules = THREE_CARD_CLASSIC
    round_ = three_card_game.play_as(
        three_card_game.PLAYERS[0], three_card_game.deal(5, ANTE), rules
    )
    with pytest.raises(TypeError, match="holds its stakes"):
        three_card_game.settle(rules, round_, pair_plus=ANTE)


def test_replay_of_a_history_refuses_a_step_the_house_forbids():
    dealt = Round(player=parse_cards("9h Th Jh Qh 3c"), dealer=parse_cards("Ad Ks 7c 5s 2d"))
    played = dealt.switch(STANDARD, parse_cards("3c"), parse_cards("Kh")).decide(STANDARD, "fold")
    history = oasis_game.history(played)
    assert oasis_game.replay(STANDARD, history) == played
    with pytest.raises(IllegalAction) as refused:
        oasis_game.replay(BELGIAN, history)  # a player who switched must raise
    assert refused.value.code == "fold_after_switch"
