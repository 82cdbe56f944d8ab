"""The bonus side bet, line by line of the house's bonus table: paid on the player's hand
as dealt, before any switch (unless the house pays it on the final hand)."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.hands import Category, evaluate
from engine.oasis.order import Ending, Target
from engine.oasis.round import BonusHand, Round, Rules, Settlement, Wager
from paytables.wording import Working, cards_text, category_label, why_hand
from trainer.kinds.base import Cell
from trainer.kinds.oasis.rounds import OUTCOMES_PLAYED, WagerKind
from trainer.kinds.oasis.slugs import OasisKind
from trainer.kinds.rounds import Played, wager_reason

PAYS = (
    Category.FLUSH,
    Category.FULL_HOUSE,
    Category.FOUR_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
    Category.ROYAL_FLUSH,
)
# Hands below every bonus table's lowest pay, for the bets that lose.
NOT_PAID = (Category.HIGH_CARD, Category.ACE_KING, Category.PAIR, Category.TWO_PAIR)


def _table(rules: Rules) -> set[Category]:
    return set(rules.bonus.odds) | set(rules.bonus.meter_shares) if rules.bonus else set()


def _paid_on_initial(rules: Rules) -> bool:
    return rules.bonus_on is BonusHand.INITIAL


def _pay(rules: Rules, category: Category) -> object:
    """What the bonus table pays ``category``: its odds, its share of the meter, or
    ``None`` for a hand not on the table."""
    if rules.bonus is None:
        return None
    return rules.bonus.odds.get(category, rules.bonus.meter_shares.get(category))


def _trapped(round_: Round, rules: Rules) -> bool:
    """Whether paying the bonus on the hand after the switch would give another answer than
    paying it, as the house does, on the hand as dealt: the switch changed the bonus line."""
    if not (round_.switched and _paid_on_initial(rules)):
        return False
    initial, final = evaluate(round_.player).category, evaluate(round_.hand).category
    return _pay(rules, initial) != _pay(rules, final)


class BonusKind(WagerKind):
    slug = OasisKind.BONUS
    wager = Wager.BONUS
    needs_bonus = True
    prompt_text = gettext_lazy(
        "What is the player's result on the bonus bet? Type + for what he is paid, − for "
        "what he loses."
    )
    question_text = gettext_lazy("What is the player's result on the bonus bet?")

    def refusal(self, rules: Rules) -> str | None:
        refused = super().refusal(rules)
        if refused is None and rules.bonus is None:
            return _("this house has no bonus bet")
        return refused

    def catalogue(self) -> tuple[Cell, ...]:
        cells = [
            Cell(self.slug, "lose", _("Bonus lost: the hand is not on the bonus table")),
            Cell(self.slug, "fold", _("Bonus lost with a fold")),
            Cell(self.slug, "trap", _("Bonus on the hand before the switch")),
        ]
        cells += [
            Cell(
                self.slug,
                category.slug,
                _("Bonus paid on %(hand)s") % {"hand": category_label(category)},
                rare=True,
            )
            for category in PAYS
        ]
        return tuple(cells)

    def line_applies(self, line: str, rules: Rules) -> bool:
        if rules.bonus is None:
            return False
        if line == "trap" and not (rules.allows_switching and _paid_on_initial(rules)):
            return False
        paid = [category.slug for category in PAYS]
        if line in paid and Category.from_slug(line) not in _table(rules):
            return False
        return super().line_applies(line, rules)

    def targets(self, line: str, rules: Rules) -> list[Target]:
        if line == "fold":
            return [Target(ending=Ending.FOLD)]
        unpaid = [category for category in NOT_PAID if category not in _table(rules)]
        if line == "lose":
            return [
                Target(initial=category, improved=False, ending=outcome)
                for category in unpaid
                for outcome in OUTCOMES_PLAYED
            ]
        if line == "trap":
            # The switch makes a hand the table pays out of one it does not: paid on the
            # final hand the bet would win, paid on the hand as dealt it loses.
            return [
                Target(initial=category, final=made, ending=outcome)
                for category in unpaid
                for made in PAYS
                if made in _table(rules)
                for outcome in OUTCOMES_PLAYED
            ]
        category = Category.from_slug(line)
        if _paid_on_initial(rules):
            return [Target(initial=category, ending=outcome) for outcome in OUTCOMES_PLAYED]
        return [Target(final=category, ending=outcome) for outcome in OUTCOMES_PLAYED]

    def line_of(self, round_: Round, settlement: Settlement, rules: Rules) -> str:
        if round_.decision == "fold":
            return "fold"
        if settlement.bonus.amount > 0:
            return settlement.bonus_category.slug
        if _trapped(round_, rules):
            return "trap"
        return "lose"

    def reason(self, explained: Working, played: Played) -> str:
        round_ = played.round
        paid = wager_reason(explained, Wager.BONUS)
        if round_.decision == "fold":
            return paid
        if round_.switched and _paid_on_initial(played.rules):
            before = _("The bonus is paid on the hand as dealt, before the switch: %(cards)s.") % {
                "cards": cards_text(round_.player)
            }
            return f"{before} {why_hand(round_.player)} {paid}"
        return f"{why_hand(round_.hand)} {paid}"

    def trap(self, played: Played) -> str:
        round_, settlement = played.round, played.settlement
        folded = round_.decision == "fold"
        if folded or not round_.switched or settlement.bonus_category == settlement.player_category:
            return ""
        return _(
            "The bonus is paid on the initial hand, %(initial)s, not on the hand after the "
            "switch, %(final)s."
        ) % {
            "initial": category_label(settlement.bonus_category),
            "final": category_label(settlement.player_category),
        }


KIND = BonusKind()
