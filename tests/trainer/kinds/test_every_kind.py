"""What every kind module must do, checked for every kind on every house that can ask it:
deal each of its cells to order, give the key the engine gives, and grade its own key right."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.baccarat.variants import VARIANTS as BACCARAT_VARIANTS
from engine.casino_holdem.variants import VARIANTS as CASINO_HOLDEM_VARIANTS
from engine.holdem_bonus.variants import VARIANTS as HOLDEM_BONUS_VARIANTS
from engine.oasis.variants import VARIANTS
from engine.russian.variants import VARIANTS as RUSSIAN_VARIANTS
from engine.three_card.variants import VARIANTS as THREE_CARD_VARIANTS
from engine.ultimate.variants import VARIANTS as ULTIMATE_VARIANTS
from paytables.models import Variant
from trainer.kinds import GAME_KINDS, KINDS, kind_of
from trainer.kinds.rounds import GameRoundKind
from trainer.models import DealtRound, QuestionKind

pytestmark = pytest.mark.django_db


def test_every_question_kind_has_a_module_and_every_module_a_kind():
    # The kinds of no one game, and each game's own slugs (its kinds package's TextChoices).
    stored = {
        QuestionKind,
        *(type(kind.slug) for game in GAME_KINDS.values() for kind in game.taught),
    }
    assert set(KINDS) == {kind.value for slugs in stored for kind in slugs}
    assert all(KINDS[slug].slug == slug for slug in KINDS)


# A Three Card Poker house's slug is the engine's with "three-card-" before it (its data
# migration: variant slugs are unique across games).
THREE_CARD_HOUSES = sorted(f"three-card-{slug}" for slug in THREE_CARD_VARIANTS)
BACCARAT_HOUSES = sorted(f"baccarat-{slug}" for slug in BACCARAT_VARIANTS)
ULTIMATE_HOUSES = sorted(f"uth-{slug}" for slug in ULTIMATE_VARIANTS)
HOLDEM_BONUS_HOUSES = sorted(f"holdem-bonus-{slug}" for slug in HOLDEM_BONUS_VARIANTS)
CASINO_HOLDEM_HOUSES = sorted(f"casino-holdem-{slug}" for slug in CASINO_HOLDEM_VARIANTS)


HOUSES = (
    sorted(VARIANTS)
    + sorted(RUSSIAN_VARIANTS)
    + THREE_CARD_HOUSES
    + BACCARAT_HOUSES
    + ULTIMATE_HOUSES
    + HOLDEM_BONUS_HOUSES
    + CASINO_HOLDEM_HOUSES
)
ENGINE_RULES = (
    VARIANTS
    | RUSSIAN_VARIANTS
    | {f"three-card-{slug}": rules for slug, rules in THREE_CARD_VARIANTS.items()}
    | {f"baccarat-{slug}": rules for slug, rules in BACCARAT_VARIANTS.items()}
    | {f"uth-{slug}": rules for slug, rules in ULTIMATE_VARIANTS.items()}
    | {f"holdem-bonus-{slug}": rules for slug, rules in HOLDEM_BONUS_VARIANTS.items()}
    | {f"casino-holdem-{slug}": rules for slug, rules in CASINO_HOLDEM_VARIANTS.items()}
)


def every_kind_at_every_house():
    """Each (kind, house) once. Every day, each kind deals every cell at two of the houses
    that ask it and is refused at one that cannot, the houses turning with the kind so that
    every house deals every day; the slow run (``make test``) takes the rest of the grid."""
    daily = set()
    for k, kind in enumerate(sorted(KINDS)):
        asks = [slug for slug in HOUSES if kind_of(kind).refusal(ENGINE_RULES[slug]) is None]
        cannot = [slug for slug in HOUSES if slug not in asks]
        if asks:
            daily |= {(kind, asks[(2 * k + turn) % len(asks)]) for turn in (0, 1)}
        daily |= {(kind, cannot[k % len(cannot)])} if cannot else set()
    return [
        pytest.param(kind, slug, marks=() if (kind, slug) in daily else pytest.mark.slow)
        for kind in sorted(KINDS)
        for slug in HOUSES
    ]


@pytest.mark.parametrize(("kind", "slug"), every_kind_at_every_house())
def test_every_cell_of_every_kind_deals_to_order_on_every_house_that_asks_it(kind, slug, deal):
    rules = Variant.objects.get(slug=slug).rules()
    handler = kind_of(kind)
    if handler.refusal(rules) is not None:
        assert handler.refusal(rules)  # a house that cannot ask it says why
        return
    cells = handler.cells(rules)
    assert cells, f"{kind} declares no cell under {slug}"
    for index, cell in enumerate(cells):
        question = deal(kind, slug, line=cell.line, seed=f"{kind}:{slug}:{index}")
        assert question.cell == cell.key
        assert question.kind == kind
        assert question.answer_key
        if isinstance(handler, GameRoundKind):
            # Replayed from what is stored (a copy: nothing the deal computed is kept), the
            # round still asks the cell and gives the key.
            dealt = _stored(question.dealt_round)
            settlement = dealt.settlement()
            assert handler.line_of(dealt.engine_round(), settlement, rules) == cell.line
            assert handler.key(settlement) == question.answer_key
        normalized = handler.normalize(question, _typed(handler, question), "en")
        assert handler.is_right(question, normalized)


def _stored(dealt: DealtRound) -> DealtRound:
    """A dealt round as the database gives it back: its fields' values alone."""
    dealt.full_clean(exclude=["variant"])
    fields = {field.attname: getattr(dealt, field.attname) for field in DealtRound._meta.fields}
    return DealtRound(**fields)


def _typed(handler, question) -> str:
    """The key as a trainee gives it: the amounts of a several-amount answer one a line; a
    kind answered in chips only, the house's chips pushed from the tray."""
    if handler.chips_only:
        held = Counter(handler.house(question))
        return "chips:pay:" + ",".join(f"{value}x{many}" for value, many in held.items())
    if question.kind == QuestionKind.SIDE_POTS:
        return question.answer_key
    return question.answer_key.replace(";", "\n")


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_cell_has_a_name_a_trainee_reads(kind):
    for cell in kind_of(kind).catalogue():
        assert cell.label and cell.label != cell.key
        assert kind_of(kind).cell(cell.line) == cell


def test_dealing_to_order_is_reproducible_with_a_seed(deal):
    first = deal("raise", line="full_house", seed=9).dealt_round
    again = deal("raise", line="full_house", seed=9).dealt_round
    fields = ("seed", "ante", "stakes", "player", "dealer", "history")
    assert [getattr(first, f) for f in fields] == [getattr(again, f) for f in fields]


def test_a_kind_on_an_oasis_round_refuses_another_games_house():
    class OtherGame:  # a second game's rules value: not Oasis Poker's
        pass

    for slug in ("ante", "raise", "fee", "bonus", "net", "qualifies", "hand", "winner"):
        assert "Oasis Poker" in kind_of(slug).refusal(OtherGame())
