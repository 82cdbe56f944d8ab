"""Russian Poker's question kinds: each house asks the lines its published rules have, each
line deals to order with the key the engine gives, the stored history replays to it, and
the feedback explains the line that decides."""

from __future__ import annotations

import dataclasses
import random
from decimal import Decimal

import pytest
from django.utils import translation

from engine.oasis.variants import STANDARD
from paytables.models import Variant
from trainer.kinds import KINDS, Dealing, kind_of
from trainer.kinds.russian.rounds import RussianRoundKind

pytestmark = pytest.mark.django_db

RUSSIAN_KINDS = sorted(slug for slug, kind in KINDS.items() if isinstance(kind, RussianRoundKind))


def deal(kind, slug="classic", *, line=None, seed=1, rules=None, difficulty="round"):
    variant = Variant.objects.get(slug=slug)
    dealing = Dealing(
        variant=variant,
        rules=rules or variant.rules(),
        difficulty=difficulty,
        rare=False,
        rng=random.Random(seed),
        line=line,
    )
    return kind_of(kind).deal(dealing)


def test_every_game_has_its_own_kinds():
    assert len(RUSSIAN_KINDS) == 11
    assert all(slug.startswith("ru_") for slug in RUSSIAN_KINDS)


@pytest.mark.parametrize("kind", RUSSIAN_KINDS)
def test_a_russian_poker_kind_refuses_an_oasis_poker_house(kind):
    assert kind_of(kind).refusal(STANDARD) == "this question is about Russian Poker, not this game"


@pytest.mark.parametrize("kind", ["ante", "raise", "fee", "net", "best_play", "settle_table"])
def test_an_oasis_poker_kind_refuses_a_russian_poker_house(kind):
    rules = Variant.objects.get(slug="classic").rules()
    assert kind_of(kind).refusal(rules) == "this question is about Oasis Poker, not this game"


@pytest.mark.parametrize("kind", ["glossary_term", "side_pots"])
def test_the_glossary_and_side_pots_are_asked_at_any_games_house(kind):
    assert kind_of(kind).refusal(Variant.objects.get(slug="lunar").rules()) is None


def test_a_house_that_never_published_its_pay_table_asks_no_win_on_the_bet():
    """Corona Phu Quoc's page breaks off before its pay table: no bet is won there."""
    rules = Variant.objects.get(slug="corona").rules()
    lines = {cell.line for cell in kind_of("ru_bet").cells(rules)}
    assert "full_house" not in lines and "pair" not in lines
    assert {"lose", "not_qualified"} <= lines
    assert "whether it pays two" in kind_of("ru_combinations").refusal(rules)


def test_a_house_without_a_maximum_payout_cannot_ask_the_cap():
    rules = Variant.objects.get(slug="classic").rules()
    assert kind_of("ru_max_payout").refusal(rules) == "this house sets no maximum payout"


def test_the_cap_is_asked_where_the_house_sets_one_and_cuts_the_win_to_it():
    rules = dataclasses.replace(
        Variant.objects.get(slug="classic").rules(), max_payout=Decimal(2000)
    )
    assert kind_of("ru_max_payout").refusal(rules) is None
    capped = deal("ru_max_payout", line="capped", rules=rules, seed=3)
    assert Decimal(capped.answer_key) == Decimal(2000)
    settlement = capped.dealt_round.settlement()
    assert settlement.capped and settlement.forfeited > 0
    full = deal("ru_max_payout", line="paid_in_full", rules=rules, seed=3)
    assert 0 < Decimal(full.answer_key) <= Decimal(2000)
    with translation.override("en"):
        worked = kind_of("ru_max_payout").worked_answer(capped)
    assert "maximum payout of 2,000" in worked.reason


@pytest.mark.parametrize("kind", RUSSIAN_KINDS)
def test_every_kinds_feedback_reads_in_both_languages(kind):
    rules = Variant.objects.get(slug="classic").rules()
    if kind_of(kind).refusal(rules) is not None:
        rules = dataclasses.replace(rules, max_payout=Decimal(3000))
    question = deal(kind, rules=rules, seed=kind)
    for language in ("en", "vi"):
        with translation.override(language):
            worked = kind_of(kind).worked_answer(question)
            prompt = kind_of(kind).prompt(question)
        assert worked.answer and worked.reason and prompt
        assert worked.working is not None and worked.working.showdown


def test_an_ordinary_question_is_dealt_as_the_cards_fall_with_a_real_players_history():
    kinds = {deal("ru_net", seed=seed).cell for seed in range(40)}
    assert len(kinds) >= 4  # folds, wins, draws, no game: what a table deals


def test_dealing_is_reproducible_from_a_seed():
    fields = ("ante", "player", "dealer", "history")
    first = deal("ru_insurance", line="no_game", seed=5).dealt_round
    again = deal("ru_insurance", line="no_game", seed=5).dealt_round
    assert [getattr(first, f) for f in fields] == [getattr(again, f) for f in fields]


def test_two_combinations_are_both_paid_and_explained():
    question = deal("ru_combinations", line="flush", seed=2)
    settlement = question.dealt_round.settlement()
    first, second = settlement.combinations
    assert first.category.slug == "flush" and second.odds >= 1
    ante = question.dealt_round.ante
    assert Decimal(question.answer_key) == 2 * ante * (5 + second.odds)
    with translation.override("en"):
        reason = kind_of("ru_combinations").worked_answer(question).reason
    assert "Flush" in reason and f"{5 + second.odds} to 1" in reason


def test_the_fee_of_a_draw_and_a_game_bought_adds_both():
    question = deal("ru_fee", line="draw_and_game", seed=4)
    dealt = question.dealt_round
    assert dealt.history["dealer_draw"] and (dealt.history["discard"] or dealt.history["sixth"])
    assert Decimal(question.answer_key) == -2 * dealt.ante


def test_insurance_is_paid_when_the_dealer_has_no_game():
    question = deal("ru_insurance", line="no_game", seed=6)
    dealt = question.dealt_round
    assert Decimal(dealt.history["insurance"]) >= dealt.ante
    assert Decimal(question.answer_key) == Decimal(dealt.history["insurance"])


def test_a_game_bought_gives_up_the_ante_win_and_settles_against_the_new_hand():
    question = deal("ru_game_bought", line="no_game", seed=7)
    dealt = question.dealt_round
    assert dealt.history["dealer_draw"]
    # Classic rules: still no game, the bet is returned and the ante only returned.
    assert Decimal(question.answer_key) == 0


def test_a_sixth_card_that_is_the_deuce_of_clubs_is_kept():
    """A card is its id, and 2♣ is card 0: a round keeps it as any other."""
    from engine.cards import parse_cards
    from engine.russian import game
    from engine.russian.round import replay
    from trainer.kinds.rounds import Drawn, dealt_round

    variant = Variant.objects.get(slug="classic")
    rules = variant.rules()
    round_ = replay(
        rules,
        ante=10,
        player=parse_cards("5c Ac Qc 8c Ks"),
        dealer=parse_cards("Th 4s Ad 7d 7c"),
        sixth=parse_cards("2c")[0],
        decision="bet",
    )
    dealing = Dealing(variant=variant, rules=rules, difficulty="round", rare=False, rng=None)
    stored = dealt_round(dealing, Drawn(round_, round_.ante), 1, game)
    assert stored.history["sixth"] == "2c"
    assert stored.settlement().combinations[0].category.slug == "flush"


# -- settle the table ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "open_boxes", "blind"),
    [("two_boxes", 2, 0), ("three_boxes", 3, 0), ("blind_box", 2, 1)],
)
def test_a_players_boxes_are_settled_each_on_its_own_against_one_dealer_hand(
    line, open_boxes, blind
):
    from engine.russian.settle import settle
    from trainer.kinds.russian.settle_table import russian_table

    question = deal("ru_settle_table", line=line, seed=line)
    assert question.cell == f"ru_settle_table:{line}"
    rules, table = russian_table(question.dealt_round)
    assert table.blind == (False,) * open_boxes + (True,) * blind
    nets = [settle(rules, box).net for box in table.boxes]
    assert question.answer_key == ";".join(str(net) for net in nets)
    assert any(box.draws or box.decision == "fold" for box in table.boxes)
    handler = kind_of("ru_settle_table")
    typed = "\n".join(question.answer_key.split(";"))
    assert handler.is_right(question, handler.normalize(question, typed, "en"))


def test_a_blind_box_is_bet_as_dealt():
    from trainer.kinds.russian.settle_table import russian_table

    for seed in range(5):
        _rules, table = russian_table(
            deal("ru_settle_table", line="blind_box", seed=seed).dealt_round
        )
        blind = table.boxes[-1]
        assert blind.decision == "bet" and not blind.draws and not blind.insurance


def test_a_table_answer_with_too_few_amounts_is_refused_and_says_how_many():
    from croupier.errors import Refusal

    question = deal("ru_settle_table", line="three_boxes", seed=1)
    with pytest.raises(Refusal, match="each of the 3 boxes"):
        kind_of("ru_settle_table").normalize(question, "10; -20", "en")


def test_a_house_that_never_published_its_pay_table_deals_no_table():
    rules = Variant.objects.get(slug="corona").rules()
    assert kind_of("ru_settle_table").refusal(rules) == (
        "this house's published rules give no round for this question"
    )


@pytest.mark.parametrize("slug", ["corona", "campione"])
def test_a_house_with_an_unpublished_limit_asks_insurance_at_one_ante(slug):
    kind = kind_of("ru_insurance")
    rules = Variant.objects.get(slug=slug).rules()
    assert kind.refusal(rules) is None
    assert "no_game" in [cell.line for cell in kind.cells(rules)]
    for seed in range(10):
        dealt = deal("ru_insurance", slug, line="no_game", seed=seed).dealt_round
        assert Decimal(dealt.history["insurance"]) == dealt.ante  # the one amount certainly legal


@pytest.mark.parametrize("slug", ["classic", "corona"])
def test_insurance_with_a_game_bought_is_explained_on_the_dealers_first_hand(slug):
    kind = kind_of("ru_insurance")
    for seed in range(5):
        question = deal("ru_insurance", slug, line="game_bought", seed=seed)
        dealt = question.dealt_round
        round_, settlement = dealt.engine_round(), dealt.settlement()
        assert round_.game_bought is not None and not settlement.dealer_qualified_first
        assert Decimal(question.answer_key) == Decimal(dealt.history["insurance"]) > 0
        with translation.override("en"):
            reason = kind.worked_answer(question).reason
        # Leads with the hand he first showed, never "qualifies and wins" beside a paid bet.
        assert reason.startswith("The dealer holds")
        assert "he does not qualify" in reason
        assert "insurance is decided on that hand" in reason
        assert "qualifies" not in reason.replace("does not qualify", "")
