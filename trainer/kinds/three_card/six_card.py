"""The 6-Card Bonus, line by line of the house's table: paid on the best five of the
player's and the dealer's six cards, whether the player plays or folds; lost below the
table's lowest line. Where a house offers it."""

from __future__ import annotations

import itertools
import random
from decimal import Decimal

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.cards import CARDS
from engine.dealing import CannotDeal, hand_of
from engine.hands import Category as FiveCategory
from engine.hands import evaluate as evaluate_five
from engine.three_card.order import ThreeCardTarget
from engine.three_card.players import play_as
from engine.three_card.round import Round
from engine.three_card.rules import ThreeCardRules
from engine.three_card.settle import Settlement, Wager, best_of_six
from paytables.wording import Working, cards_text, category_label, why_hand
from trainer.kinds.base import Cell, Dealing
from trainer.kinds.rounds import Played, wager_reason
from trainer.kinds.three_card.rounds import (
    ThreeCardWagerKind,
    choose_player,
    pair_plus_known,
    round_settles,
)
from trainer.kinds.three_card.slugs import ThreeCardKind

# The hands a 6-Card Bonus table may pay, lowest first, as a dealer school teaches them.
PAID = (
    FiveCategory.THREE_OF_A_KIND,
    FiveCategory.STRAIGHT,
    FiveCategory.FLUSH,
    FiveCategory.FULL_HOUSE,
    FiveCategory.FOUR_OF_A_KIND,
    FiveCategory.STRAIGHT_FLUSH,
    FiveCategory.ROYAL_FLUSH,
)


def _table(rules: ThreeCardRules) -> tuple[FiveCategory, ...]:
    return tuple(category for category, _odds in rules.six_card or ())


def six_card_round(
    rules: ThreeCardRules, rng: random.Random, ante: Decimal, category: FiveCategory
) -> Round | None:
    """A round whose six cards make exactly ``category`` at best, decided by one of the
    players a dealer meets, the 6-Card Bonus staked (and the Pair Plus where the house
    offers it), one ante each: five cards of the hand and a sixth, shared out at random
    between the player and the dealer. ``None`` when the sixth card makes a better hand or
    the round does not settle under the house's rules (the caller deals again).

    The rare hands cannot be waited for as the cards fall (a royal flush comes once in
    tens of thousands of six cards), and the round's dealing to order
    (``engine.three_card.order``) names three-card hands only: so the six cards are built."""
    try:
        five = hand_of(category, rng)
    except CannotDeal:
        return None
    sixth = rng.choice([card for card in CARDS if card not in five])
    cards = [*five, sixth]
    rng.shuffle(cards)
    if best_of_six(tuple(cards)).category is not category:
        return None
    dealt = Round(
        ante=ante,
        player=tuple(cards[:3]),
        dealer=tuple(cards[3:]),
        pair_plus=ante if pair_plus_known(rules) else Decimal(0),
        six_card=ante,
    )
    round_ = play_as(choose_player(rng), dealt, rules)
    return round_ if round_ is not None and round_settles(rules, round_) else None


class SixCardKind(ThreeCardWagerKind):
    slug = ThreeCardKind.SIX_CARD
    short_label = gettext_lazy("6-Card Bonus")
    wager = Wager.SIX_CARD
    asks_alone = True
    prompt_text = gettext_lazy(
        "What is the player's result on the 6-Card Bonus? Type + for what he is paid, − for "
        "what he loses."
    )
    question_text = gettext_lazy("What is the player's result on the 6-Card Bonus?")

    def house_refusal(self, rules: ThreeCardRules) -> str | None:
        if rules.six_card is None:
            return _("this house has not published its 6-Card Bonus table")
        if not rules.six_card:
            return _("this house offers no 6-Card Bonus")
        return None

    def catalogue(self) -> tuple[Cell, ...]:
        cells = [Cell(self.slug, "lose", _("6-Card Bonus lost below its table"))]
        cells += [
            Cell(
                self.slug,
                category.slug,
                _("6-Card Bonus on %(hand)s") % {"hand": category_label(category)},
                rare=category >= FiveCategory.FULL_HOUSE,
            )
            for category in PAID
        ]
        return tuple(cells)

    def line_applies(self, line: str, rules: ThreeCardRules) -> bool:
        if line != "lose" and FiveCategory.from_slug(line) not in _table(rules):
            return False
        return super().line_applies(line, rules)

    def targets(self, line: str, rules: ThreeCardRules) -> list[ThreeCardTarget]:
        # Whether the house settles a round with the bet: the line itself is built
        # (``six_card_round``), since a target names no six-card hand.
        return [ThreeCardTarget(six_card=True)]

    def round_for(
        self,
        dealing: Dealing[ThreeCardRules],
        rng: random.Random,
        ante: Decimal,
        line: str | None,
    ) -> Round | None:
        if line is None or line == "lose":
            # Below three of a kind is what most six cards make: as the cards fall.
            return super().round_for(dealing, rng, ante, None)
        return six_card_round(dealing.rules, rng, ante, FiveCategory.from_slug(line))

    def line_of(self, round_: Round, settlement: Settlement, rules: ThreeCardRules) -> str:
        if not round_.six_card:
            return ""
        return settlement.six_card_category.slug if settlement.six_card.amount > 0 else "lose"

    def reason(self, explained: Working, played: Played) -> str:
        round_ = played.round
        cards = round_.player + round_.dealer
        best = max(itertools.combinations(cards, 5), key=evaluate_five)
        shown = _("The six cards, the player's and the dealer's: %(cards)s.") % {
            "cards": cards_text(cards)
        }
        return f"{shown} {why_hand(best)} {wager_reason(explained, self.wager)}."


KIND = SixCardKind()
