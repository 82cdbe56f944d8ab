"""Ultimate Texas Hold'em's question kinds: each house asks its lines, each line deals to
order with the key the engine gives, the right play is the strategy player's with its
reason street by street, the feedback leads with what decides the answer, and a drill and
the self-test run through the pages in both languages."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest
from django.urls import reverse
from django.utils import translation

from engine.cards import parse_cards
from engine.oasis.variants import STANDARD
from engine.ultimate.players import UltimatePlayer, decision_for
from engine.ultimate.settle import settle
from engine.ultimate.variants import VARIANTS
from paytables.models import Variant
from trainer.kinds import GAME_KINDS, KINDS, kind_of
from trainer.kinds.ultimate.decision import streets_reason
from trainer.kinds.ultimate.rounds import UltimateRoundKind
from trainer.models import Attempt, DrillSession, SelfTest, TimeStandard

from ..factories import TraineeFactory

pytestmark = pytest.mark.django_db

ULTIMATE_KINDS = sorted(slug for slug, kind in KINDS.items() if isinstance(kind, UltimateRoundKind))
HOUSES = sorted(f"uth-{slug}" for slug in VARIANTS)
REFERENCE = "uth-trips-50-40-30-8-6-5-3"
HTMX = {"HX-Request": "true"}


def url(name: str, language: str = "en", **kwargs) -> str:
    with translation.override(language):
        return reverse(name, kwargs=kwargs or None)


def reason(question):
    return kind_of(question.kind).worked_answer(question)


def test_the_game_has_its_kinds_in_the_order_taught():
    assert [kind.slug for kind in GAME_KINDS["ultimate"].taught] == [
        "uth_ante",
        "uth_qualifies",
        "uth_hand",
        "uth_winner",
        "uth_decision",
        "uth_play",
        "uth_blind",
        "uth_trips",
        "uth_net",
        "uth_settle_table",
    ]
    taught = {kind.slug for kind in GAME_KINDS["ultimate"].taught}
    assert {*ULTIMATE_KINDS, "uth_settle_table"} == taught


@pytest.mark.parametrize("slug", HOUSES)
@pytest.mark.parametrize("kind", ["uth_ante", "uth_blind", "uth_trips", "uth_net"])
def test_each_line_deals_to_order_with_the_engines_key(deal, kind, slug):
    rules = Variant.objects.get(slug=slug).rules()
    for cell in kind_of(kind).cells(rules):
        question = deal(kind, slug, line=cell.line, seed=cell.line)
        dealt = question.dealt_round
        settlement = settle(dealt.engine_rules(), dealt.engine_round())
        (result,) = [each for each in settlement.wagers if each.wager == kind[4:]] or [None]
        expected = settlement.net if kind == "uth_net" else result.amount
        assert question.answer_key == str(expected)


def test_an_oasis_house_cannot_ask_an_ultimate_question():
    assert "Ultimate Texas Hold'em" in kind_of("uth_trips").refusal(STANDARD)


def test_a_house_without_trips_cannot_ask_the_trips():
    import dataclasses

    rules = dataclasses.replace(VARIANTS["trips-50-40-30-8-6-5-3"], trips=())
    assert kind_of("uth_trips").refusal(rules) == "this house offers no Trips"
    assert kind_of("uth_blind").refusal(rules) is None


@pytest.mark.parametrize("line", ["4x", "2x", "1x", "fold"])
def test_the_right_play_is_the_strategy_players_with_its_reason(deal, line):
    question = deal("uth_decision", REFERENCE, line=line, seed=line)
    round_ = question.dealt_round.engine_round()
    rules = question.dealt_round.engine_rules()
    assert question.answer_key == line
    assert decision_for(UltimatePlayer.STRATEGY, rules, round_.player, round_.board).value == line
    worked = reason(question)
    ending = {"4x": "play 4x.", "2x": "play 2x.", "1x": "play 1x.", "fold": "fold."}[line]
    assert worked.reason.endswith(ending)


def test_the_reason_goes_street_by_street_with_the_rule_that_decides():
    assert streets_reason(parse_cards("Ah 2c"), parse_cards("Kd 9s 4c 3h 7d")) == (
        "Before the flop, A♥ 2♣ is any ace: play 4x."
    )
    checked = streets_reason(parse_cards("9c 4d"), parse_cards("Qd 7s 2c Jh 3h"))
    assert checked.startswith("Before the flop, 9♣ 4♦ is not among the 4x hands")
    assert "On the flop Q♦ 7♠ 2♣ he has no hidden pair" in checked
    assert checked.endswith("(21 or more): fold.")
    paired = streets_reason(parse_cards("9c 4d"), parse_cards("9d 7s 2c Jh 3h"))
    assert (
        "the player has a hidden pair (one made with a hole card), not pocket deuces: play 2x."
        in paired
    )


def test_the_decision_shows_the_dealers_cards_face_down_until_the_answer(client):
    trainee = TraineeFactory()
    client.force_login(trainee)
    client.post(
        url("trainer:drill_create"),
        {"variant": REFERENCE, "kinds": ["uth_decision"], "difficulty": "round", "length": "1"},
    )
    drill = DrillSession.objects.get(user=trainee)
    page = client.get(url("trainer:drill", pk=drill.pk), follow=True).content.decode()
    assert page.count("card--back") == 2
    assert "before the flop" not in page.split("drill__stakes")[1].split("</div>\n</div>")[0]
    question = drill.questions.get()
    posted = client.post(
        url("trainer:answer", pk=question.pk), {"answer": question.answer_key}, headers=HTMX
    ).content.decode()
    assert "feedback--right" in posted and "card--back" not in posted


def test_the_blind_reason_names_the_hand_and_the_odds(deal):
    worked = reason(deal("uth_blind", REFERENCE, line="flush", seed=5))
    assert "Flush pays 3 to 2" in worked.reason


def test_the_trips_reason_names_the_hand_and_the_odds(deal):
    worked = reason(deal("uth_trips", REFERENCE, line="straight", seed=5))
    assert "Straight pays 5 to 1" in worked.reason


def test_the_qualify_reason_names_the_dealers_hand(deal):
    worked = reason(deal("uth_qualifies", REFERENCE, line="below_pair", seed=5))
    assert "below a pair: he does not qualify" in worked.reason


def test_every_kind_has_its_time_standard():
    standards = set(TimeStandard.objects.filter(game=None).values_list("kind", flat=True))
    assert set(ULTIMATE_KINDS) <= standards
    assert TimeStandard.objects.get(kind="uth_net", game=None).seconds == Decimal(10)


def _escaped(text: str) -> str:
    """The first words of ``text`` as a template writes them (apostrophes escaped)."""
    return re.split(r"[\"'&<>]", text)[0]


@pytest.mark.parametrize("language", ["en", "vi"])
def test_a_drill_shows_its_round_and_its_feedback_in_both_languages(client, language):
    trainee = TraineeFactory()
    client.force_login(trainee)
    response = client.post(
        url("trainer:drill_create", language),
        {
            "variant": REFERENCE,
            "kinds": ["uth_blind", "uth_trips", "uth_net", "uth_decision"],
            "difficulty": "round",
            "length": "4",
        },
    )
    assert response.status_code == 302
    drill = DrillSession.objects.get(user=trainee)
    for _position in range(4):
        page = client.get(url("trainer:drill", language, pk=drill.pk), follow=True)
        assert page.status_code == 200
        question = drill.questions.order_by("-position").first()
        assert "round__side" in page.content.decode()
        posted = client.post(
            url("trainer:answer", language, pk=question.pk),
            {"answer": question.answer_key},
            headers=HTMX,
        )
        assert posted.status_code == 200
        feedback = posted.content.decode()
        assert "feedback--right" in feedback
        with translation.override(language):
            shown = kind_of(question.kind).worked_answer(question).reason
        assert _escaped(shown) in feedback
    assert Attempt.objects.filter(user=trainee, is_correct=True).count() == 4


@pytest.mark.parametrize("language", ["en", "vi"])
def test_the_self_test_asks_the_blind_the_trips_and_the_net(client, language):
    response = client.post(url("trainer:self_test_create", language), {"game": "ultimate"})
    assert response.status_code == 302
    token = response["Location"].rstrip("/").rsplit("/", 1)[-1]
    self_test = SelfTest.objects.get(token=token)
    questions = list(self_test.questions.order_by("position"))
    assert [q.kind for q in questions] == ["uth_blind", "uth_trips", "uth_net"]
    assert {q.dealt_round.variant.slug for q in questions} == {REFERENCE}
    response = client.post(
        url("trainer:self_test_page", language, token=self_test.token),
        {f"q{q.position}": q.answer_key for q in questions},
    )
    assert response.status_code == 302
    assert Attempt.objects.filter(question__self_test=self_test, is_correct=True).count() == 3
