"""Russian Poker's pages' queries and calculations: its variants, their payout summary and
unknown figures, and a round entered in the calculator."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from functools import partial

from django.db.models import QuerySet
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from croupier.errors import Refusal
from engine.cards import Card, parse_cards
from engine.errors import PokerError, RulesIncomplete
from engine.hands import Category
from engine.russian.evaluate import paid_combinations, total_odds
from engine.russian.round import Round as RussianRound
from engine.russian.rules import InsuranceLimit, RussianRules
from engine.russian.settle import Settlement as RussianSettlement
from engine.russian.settle import settle as russian_settle
from engine.russian.variants import CLASSIC as RUSSIAN_CLASSIC
from paytables.games.russian.wording import figure_label, russian_explain, russian_working
from paytables.models import HandCategory, Variant
from paytables.selectors import engine_refusal
from paytables.wording import (
    Working,
    category_label,
)


def russian_variant_queryset() -> QuerySet[Variant]:
    """Russian Poker's variants with everything ``Variant.rules()`` reads, in three queries."""
    return (
        Variant.objects.filter(game__engine="russian")
        .select_related("game", "russian")
        .prefetch_related("russian_pays", "sources")
    )


# Figures that matter only where the house sells a game for the dealer.
_BUY_GAME_FIGURES = {"dealer_discards", "redraw_same_rank", "ante_after_bought_no_game"}


def russian_unknown_figures(*, variant: Variant) -> list[str]:
    """What a Russian Poker house has not published that its rounds may need, named as the
    admin's fields are: the whole pay table or its missing lines, each unknown rule, and the
    maximum payout when insurance is limited by it. Empty when every figure is known."""
    try:
        rules = variant.russian_rules()
    except RulesIncomplete:
        return [str(_("the house rules"))]
    names = [
        name
        for name in rules.unknown()
        if not (rules.buy_game_fee is None and name in _BUY_GAME_FIGURES)
        and not (rules.two_combinations is False and name == "same_ranks_second")
    ]
    labels = [figure_label(name) for name in names]
    if rules.bet_pays is not None:
        missing = [
            str(category.label)
            for category in HandCategory.winning()
            if Category.from_slug(category) not in rules.bet_pays
        ]
        if missing:
            labels.append(str(_("the bet pays of: %(hands)s")) % {"hands": ", ".join(missing)})
    insurance = rules.insurance
    if insurance and insurance.limit is InsuranceLimit.MAX_PAYOUT and rules.max_payout is None:
        labels.append(figure_label("max_payout"))
    return labels


# One hand for each double combination of the published table (gamsoft.ru's, the fullest),
# each the first combination and the second the classic rules pay on it; the engine says
# what each house pays on the hand.
DOUBLE_EXAMPLES = (
    "Ah Kh Qh Jh Th 9h",
    "Ah Kh Qh Jh Th 8h",
    "Ah Kh Qh Jh Th 9s",
    "Ah Kh Qh Jh Th Ts",
    "Kh Qh Jh Th 9h 8h",
    "Kh Qh Jh Th 9h 2h",
    "Kh Qh Jh Th 9h 8s",
    "Kh Qh Jh Th 9h 9s",
    "5h 4h 3h 2h Ah Ks",
    "Ah As Ad Ac 8h 8s",
    "Ah As Ad Ac Kh",
    "Ah As Ad 8h 8s 8c",
    "Ah As Ad Kh 8s 8c",
    "Kh Qh Jh 8h 7h 2h",
    "Kh Qh Jh Ts 9h 7h",
    "Kh Qh Jh 8h 7h 7s",
    "As Kh Qh Jh 7h 2h",
    "Kh Qs Jd Tc 9h 8s",
    "Kh Qs Jd Tc 9h 9s",
    "5h 4s 3d 2c Ah Ks",
    "Ah As Ad Kh 2c",
    "Kh Ks 8d 8h 2c 2s",
    "Kh Ks 8d 8h Ac",
    "Kh Ks Ac 8d 5h",
)


@dataclass(frozen=True)
class BetPayRow:
    """A line of the bet pay table at one ante; ``odds`` ``None``: not published."""

    category: HandCategory
    odds: int | None
    bet_win: Decimal | None


@dataclass(frozen=True)
class DoubleRow:
    """A double combination: an example hand, the two combinations the house pays on it and
    their single pays, whose sum the bet wins (``None`` where the house has not said)."""

    example: tuple[Card, ...]
    first: HandCategory
    second: HandCategory
    pays: tuple[int, int] | None
    total: int | None
    bet_win: Decimal | None


@dataclass(frozen=True)
class DrawFeeRow:
    what: str
    antes: Decimal
    amount: Decimal


@dataclass(frozen=True)
class RussianPayoutSummary:
    """What a Russian Poker house pays at one ante: the bet's single and double pays, what
    the ante gets, the fees of what a player buys, the insurance, the maximum payout."""

    variant: Variant
    rules: RussianRules
    ante: Decimal
    bet_stake: Decimal
    pays: tuple[BetPayRow, ...]
    doubles: tuple[DoubleRow, ...]
    fees: tuple[DrawFeeRow, ...]
    unknown: tuple[str, ...]

    @property
    def insurance_hand(self) -> str:
        """The least hand that may insure, named inside a sentence ("three of a kind")."""
        insurance = self.rules.insurance
        label = category_label(insurance.least) if insurance else ""
        return label[:1].lower() + label[1:]

    @property
    def pays_published(self) -> bool:
        return any(row.odds is not None for row in self.pays)

    @property
    def capped_rows(self) -> bool:
        """Whether the table's maximum payout cuts a win of the tables shown."""
        cap = self.rules.max_payout
        wins = [row.bet_win for row in self.pays] + [row.bet_win for row in self.doubles]
        return cap is not None and any(win is not None and win > cap for win in wins)


def russian_payout_summary(*, variant: Variant, ante: Decimal) -> RussianPayoutSummary:
    """The payout summary of a Russian Poker ``variant`` at ``ante`` (load it with
    ``russian_variant_queryset()``): each pay computed by the engine from the house's rules,
    the double combinations as the sums of their two single pays."""
    rules = variant.russian_rules()
    bet_stake = 2 * ante
    table = rules.bet_pays or {}
    pays = tuple(
        BetPayRow(
            category,
            odds := table.get(Category.from_slug(category)),
            None if odds is None else bet_stake * odds,
        )
        for category in HandCategory.winning()
    )
    return RussianPayoutSummary(
        variant=variant,
        rules=rules,
        ante=ante,
        bet_stake=bet_stake,
        pays=pays,
        doubles=_doubles(rules, bet_stake) if rules.two_combinations is not False else (),
        fees=_draw_fees(rules, ante),
        unknown=tuple(russian_unknown_figures(variant=variant)),
    )


def _doubles(rules: RussianRules, bet_stake: Decimal) -> tuple[DoubleRow, ...]:
    reference = dataclasses.replace(RUSSIAN_CLASSIC, two_combinations=True)
    rows: dict[tuple[HandCategory, HandCategory, int | None], DoubleRow] = {}
    for text in DOUBLE_EXAMPLES:
        hand = parse_cards(text)
        try:
            paid = paid_combinations(rules, hand)
            known = True
        except RulesIncomplete:
            # Named as the classic rules pay it; its figures are the house's to give.
            paid, known = paid_combinations(reference, hand), False
        if len(paid) != 2:
            continue
        first, second = (HandCategory(each.category.slug) for each in paid)
        total = total_odds(paid) if known else None
        row = DoubleRow(
            example=hand,
            first=first,
            second=second,
            pays=(paid[0].odds, paid[1].odds) if known else None,
            total=total,
            bet_win=None if total is None else bet_stake * total,
        )
        rows.setdefault((first, second, total), row)
    return tuple(rows.values())


def _draw_fees(rules: RussianRules, ante: Decimal) -> tuple[DrawFeeRow, ...]:
    rows = []
    if rules.allows_exchange:
        rows.append((exchange_label(rules), rules.draw_fees[0]))
    if rules.allows_sixth_card:
        rows.append((str(_("A sixth card")), rules.draw_fees[0]))
    if rules.buy_game_fee is not None:
        rows.append((str(_("A game bought for the dealer")), rules.buy_game_fee))
    return tuple(DrawFeeRow(what, antes, antes * ante) for what, antes in rows)


def exchange_label(rules: RussianRules) -> str:
    counts = sorted(rules.exchange_counts)
    if counts[0] == counts[-1]:
        return ngettext(
            "An exchange of %(count)s card", "An exchange of %(count)s cards", counts[0]
        ) % {"count": counts[0]}
    return str(_("An exchange of %(fewest)s to %(most)s cards")) % {
        "fewest": counts[0],
        "most": counts[-1],
    }


@dataclass(frozen=True, kw_only=True)
class RussianRoundEntry:
    """A Russian Poker round as the calculator's form entered it."""

    variant: Variant
    ante: Decimal
    player: tuple[Card, ...]
    dealer: tuple[Card, ...]
    discard: tuple[Card, ...]
    draw: tuple[Card, ...]
    sixth: Card | None
    decision: str
    insurance: Decimal
    dealer_draw: tuple[Card, ...]


@dataclass(frozen=True)
class RussianCalculation:
    rules: RussianRules
    round: RussianRound
    settlement: RussianSettlement
    working: Working


# Within a step of the round, the refusals that are about the cards drawn, not those given up.
_DRAWN = frozenset({"card_already_out", "draw_count", "exchange_counts_differ", "draw_missing"})


def russian_round_calculation(*, entry: RussianRoundEntry) -> RussianCalculation:
    """The Russian Poker round entered, played step by step under its house's rules and
    settled, with its working.

    Raises ``Refusal`` naming the field of the step the house refuses (an exchange it does
    not allow, insurance above its limit, a game bought from a dealer who has one) with the
    reason in the reader's language, or no field for a figure it never published.
    """
    variant = entry.variant
    refused = partial(engine_refusal, explain=russian_explain, variant=variant)
    try:
        rules = variant.russian_rules()
        round_ = RussianRound(ante=entry.ante, player=entry.player, dealer=entry.dealer)
    except PokerError as error:
        raise refused(error, field=None) from None

    def step(field: str, action: Callable[[], RussianRound]) -> RussianRound:
        try:
            return action()
        except PokerError as error:
            drawn = {"discard": "draw"}.get(field, field)
            raise refused(error, field=drawn if error.code in _DRAWN else field) from None

    if entry.discard or entry.draw:
        if len(entry.discard) != len(entry.draw):
            raise Refusal(
                str(_("The cards exchanged and the cards drawn for them must be as many.")),
                code="exchange_counts_differ",
                field="draw",
            )
        round_ = step("discard", partial(round_.exchange, rules, entry.discard, entry.draw))
    if entry.sixth is not None:
        round_ = step("sixth", partial(round_.buy_sixth, rules, entry.sixth))
    round_ = step("decision", partial(round_.decide, rules, entry.decision))
    if entry.insurance:
        round_ = step("insurance", partial(round_.insure, rules, entry.insurance))
    if entry.dealer_draw:
        round_ = step("dealer_draw", partial(round_.buy_game, rules, entry.dealer_draw))
    try:
        settlement = russian_settle(rules, round_)
    except PokerError as error:
        raise refused(error, field=None) from None
    return RussianCalculation(rules, round_, settlement, russian_working(settlement, round_))
