"""Reading baccarat's houses for the pages and the admin: its variants, their unknown
figures, the payout summary of each bet with its exact house edge, and a coup entered in
the calculator."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from django.db.models import QuerySet
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, pgettext

from engine.baccarat.analysis import bet_return
from engine.baccarat.round import Round, replay
from engine.baccarat.rules import PAY_FIELDS, BaccaratRules, Bet, round_to_chips
from engine.baccarat.settle import Settlement, settle
from engine.cards import Card
from engine.errors import PokerError, RulesIncomplete
from paytables.games.baccarat.models import CommissionCollection
from paytables.games.baccarat.wording import (
    baccarat_explain,
    baccarat_working,
    bet_label,
    figure_label,
)
from paytables.models import Variant
from paytables.selectors import engine_refusal
from paytables.wording import Working, money, percent

NOT_PUBLISHED = gettext_lazy("Not published")


def baccarat_variant_queryset() -> QuerySet[Variant]:
    """Baccarat's variants with every row their rules read, in the site's order."""
    return (
        Variant.objects.filter(game__engine="baccarat")
        .select_related("game", "baccarat")
        .prefetch_related("baccarat_dragon_pays", "sources")
        .order_by("position", "slug")
    )


def baccarat_unknown_figures(*, variant: Variant) -> list[str]:
    """What a baccarat house has not published that its coups may need, named as the admin
    names it. Empty when every figure is known."""
    try:
        rules: BaccaratRules = variant.rules()
    except RulesIncomplete:
        return [figure_label("house_rules")]
    # A house that takes no commission never takes it at any time.
    return [
        figure_label(name)
        for name in rules.unknown()
        if not (name == "commission_collection" and rules.commission == 0)
    ]


# -- the payout summary -------------------------------------------------------------------


@dataclass(frozen=True)
class PayLine:
    """One line of a bet's pays at a stake: what it pays ("8 to 1", "1 to 2"; empty when
    the house has not published it) and what it wins (``None``: unknown)."""

    label: str
    pays: str
    win: Decimal | None


@dataclass(frozen=True)
class BetSummary:
    """A bet the house offers, its pay lines at one stake and its exact house edge
    (``None``: a pay the house has not published)."""

    bet: Bet
    label: str
    lines: tuple[PayLine, ...]
    house_edge: Fraction | None

    @property
    def house_edge_text(self) -> str:
        """The edge as a percentage in the reader's language: "1.06 %"."""
        return "" if self.house_edge is None else percent(float(self.house_edge))


@dataclass(frozen=True)
class BaccaratPayoutSummary:
    """What a baccarat house pays at one stake on each bet it offers, the commission
    worked on a Banker win, and the figures it has not published."""

    variant: Variant
    rules: BaccaratRules
    stake: Decimal
    bets: tuple[BetSummary, ...]
    commission: Decimal | None
    commission_text: str
    unknown: tuple[str, ...]

    @property
    def ante(self) -> Decimal:
        """The stake, by the name every game's summary page asks for."""
        return self.stake


def _pays(odds: int | None) -> str:
    return "" if odds is None else _("%(odds)s to 1") % {"odds": odds}


def _line(label: str, odds: int | None, stake: Decimal) -> PayLine:
    return PayLine(label, _pays(odds), None if odds is None else stake * odds)


def _chips(rules: BaccaratRules, amount: Decimal, what: str) -> Decimal | None:
    try:
        return round_to_chips(rules, amount, what=what)
    except RulesIncomplete:
        return None


def _banker_lines(rules: BaccaratRules, stake: Decimal) -> tuple[PayLine, ...]:
    lines = [PayLine(_("The Banker wins"), _pays(1), stake)]
    six = rules.banker_six_pays
    if six != 1:
        half = _chips(rules, stake * six.numerator / six.denominator, "Banker's pay on 6")
        pays = _("%(numerator)s to %(denominator)s") % {
            "numerator": six.numerator,
            "denominator": six.denominator,
        }
        lines.append(PayLine(_("The Banker wins on 6"), pays, half))
    if rules.three_card_seven_pushes:
        lines.append(
            PayLine(
                _("The Banker wins with a three-card 7"), pgettext("baccarat", "Push"), Decimal(0)
            )
        )
    lines.append(PayLine(_("A tie"), pgettext("baccarat", "Push"), Decimal(0)))
    return tuple(lines)


def _dragon_lines(rules: BaccaratRules, stake: Decimal) -> tuple[PayLine, ...]:
    lines = [
        _line(_("A natural win"), rules.dragon_natural_pays, stake),
        PayLine(_("A natural tie"), pgettext("baccarat", "Push"), Decimal(0)),
    ]
    if rules.dragon_bonus is None:
        lines.append(PayLine(_("A non-natural win, by its points"), "", None))
        return tuple(lines)
    lines += [
        _line(
            ngettext(
                "A non-natural win by %(margin)s point",
                "A non-natural win by %(margin)s points",
                margin,
            )
            % {"margin": margin},
            odds,
            stake,
        )
        for margin, odds in rules.dragon_bonus
    ]
    return tuple(lines)


def _bet_lines(rules: BaccaratRules, bet: Bet, stake: Decimal) -> tuple[PayLine, ...]:
    if bet is Bet.PLAYER:
        return (
            PayLine(_("The Player wins"), _pays(1), stake),
            PayLine(_("A tie"), pgettext("baccarat", "Push"), Decimal(0)),
        )
    if bet is Bet.BANKER:
        return _banker_lines(rules, stake)
    if bet in (Bet.DRAGON_PLAYER, Bet.DRAGON_BANKER):
        return _dragon_lines(rules, stake)
    field = PAY_FIELDS[bet]
    return (_line(str(WIN_LABELS[bet]), getattr(rules, field), stake),)


# What wins each bet paid at one line.
WIN_LABELS: dict[Bet, Promise] = {
    Bet.TIE: gettext_lazy("Both hands end on one total"),
    Bet.PLAYER_PAIR: gettext_lazy("The Player's first two cards are a pair"),
    Bet.BANKER_PAIR: gettext_lazy("The Banker's first two cards are a pair"),
    Bet.SUPER_SIX: gettext_lazy("The Banker wins on 6"),
    Bet.DRAGON_7: gettext_lazy("The Banker wins with a three-card 7"),
    Bet.PANDA_8: gettext_lazy("The Player wins with a three-card 8"),
}


def _edge(rules: BaccaratRules, bet: Bet) -> Fraction | None:
    try:
        return bet_return(rules, bet).house_edge
    except RulesIncomplete:
        return None


def commission_text(rules: BaccaratRules) -> str:
    """The commission and when the house takes it, in words: "5 %, kept in the commission
    box and collected at the shoe's end"; "None"; "Not published"."""
    if rules.commission is None:
        return str(NOT_PUBLISHED)
    if not rules.commission:
        return _("None")
    rate = _("%(rate)s %%") % {"rate": money(rules.commission * 100)}
    if rules.commission_collection is None:
        when = _("when it is taken not published")
    else:
        when = str(CommissionCollection(rules.commission_collection.value).label)
    return _("%(rate)s, %(when)s") % {"rate": rate, "when": when}


def baccarat_payout_summary(*, variant: Variant, stake: Decimal) -> BaccaratPayoutSummary:
    """The payout summary of a baccarat ``variant`` at ``stake`` on each bet (load it with
    ``baccarat_variant_queryset()``), every edge computed exactly by the engine."""
    rules: BaccaratRules = variant.rules()
    commission = None
    if rules.commission is not None:
        commission = _chips(rules, stake * rules.commission, "commission")
    return BaccaratPayoutSummary(
        variant=variant,
        rules=rules,
        stake=stake,
        bets=tuple(
            BetSummary(bet, bet_label(bet), _bet_lines(rules, bet, stake), _edge(rules, bet))
            for bet in rules.offers
        ),
        commission=commission,
        commission_text=commission_text(rules),
        unknown=tuple(baccarat_unknown_figures(variant=variant)),
    )


# -- a coup entered in the calculator -----------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class BaccaratRoundEntry:
    """A coup as the calculator's form entered it: each hand's cards in the order dealt,
    and the stakes by bet (0: not placed)."""

    variant: Variant
    player: tuple[Card, ...]
    banker: tuple[Card, ...]
    bets: dict[str, Decimal]


@dataclass(frozen=True)
class BaccaratCalculation:
    rules: BaccaratRules
    round: Round
    settlement: Settlement
    working: Working


# The form's field of a bet's stake.
def bet_field(bet: Bet | str) -> str:
    return f"bet_{Bet(bet).value}"


def _refused_field(error: PokerError, entry: BaccaratRoundEntry) -> str | None:
    """The form's field a refusal is about; ``None``: the whole coup."""
    code, params = error.code, error.params
    bet = params.get("bet")
    if code in ("bet_not_offered", "bet_multiple") and isinstance(bet, Bet):
        return bet_field(bet)
    if code in ("player_stands", "hand_size"):
        return "player"
    if code in ("banker_stands", "player_draws_first"):
        return "banker"
    if code == "coup_not_complete":
        return str(params["hand"])
    if code in ("natural", "already_drawn"):
        return "player" if len(entry.player) == 3 else "banker"
    return None


def baccarat_round_calculation(*, entry: BaccaratRoundEntry) -> BaccaratCalculation:
    """The coup entered, its draws checked against the tableau and settled under its
    house's rules, with its working.

    Raises ``Refusal``: a third card against the tableau or one missing (beside the hand
    it is about), a bet the house does not offer (beside its stake), a card the shoe
    cannot hold, a figure the house never published."""
    variant = entry.variant
    try:
        rules: BaccaratRules = variant.rules()
        round_ = replay(rules, player=entry.player, banker=entry.banker)
        settlement = settle(rules, round_, **entry.bets)
    except PokerError as error:
        raise engine_refusal(
            error,
            explain=baccarat_explain,
            variant=variant,
            field=_refused_field(error, entry),
        ) from None
    return BaccaratCalculation(rules, round_, settlement, baccarat_working(settlement, round_))
