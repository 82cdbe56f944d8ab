"""Name the player's hand: the six three-card categories, where a straight beats a flush
(the reverse of five-card poker), A-2-3 is the lowest straight and K-A-2 no straight."""

from __future__ import annotations

from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.cards import Card
from engine.three_card.evaluate import Category, evaluate
from engine.three_card.order import Ending, ThreeCardTarget
from engine.three_card.round import Round
from engine.three_card.rules import ThreeCardRules
from engine.three_card.settle import Settlement
from paytables.games.three_card.wording import CATEGORY_LABELS, hand_in_sentence, hand_label
from paytables.wording import Working, cards_text
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played
from trainer.kinds.three_card.rounds import ThreeCardChoiceKind
from trainer.kinds.three_card.slugs import ThreeCardKind

# The hands in the order a dealer school teaches them: those named every few minutes first.
TAUGHT = (
    Category.HIGH_CARD,
    Category.PAIR,
    Category.FLUSH,
    Category.STRAIGHT,
    Category.THREE_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
)
ACE, KING, THREE, TWO = 12, 11, 1, 0
# Every way a round ends: the hand is named whatever the player did.
ENDINGS = tuple(Ending)
WHY: dict[Category, Promise] = {
    Category.STRAIGHT_FLUSH: gettext_lazy("Three cards in sequence, all of one suit."),
    Category.THREE_OF_A_KIND: gettext_lazy("Three cards of one rank."),
    Category.STRAIGHT: gettext_lazy("Three cards in sequence, not all of one suit."),
    Category.FLUSH: gettext_lazy("Three cards of one suit, not in sequence."),
    Category.PAIR: gettext_lazy("Two cards of one rank."),
    Category.HIGH_CARD: gettext_lazy("No pair, no three in sequence, not all of one suit."),
}


def _ranks(cards: tuple[Card, ...]) -> set[int]:
    return {card.rank for card in cards}


def hand_reason(cards: tuple[Card, ...]) -> str:
    """Why three cards are the hand they are, with the corner cases a dealer must know:
    A-2-3 is a straight, K-A-2 is not."""
    category = evaluate(cards).category
    shown = _("%(cards)s: %(hand)s.") % {
        "cards": cards_text(cards),
        "hand": hand_in_sentence(category),
    }
    reason = f"{shown} {WHY[category]}"
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH) and _ranks(cards) == {
        ACE,
        TWO,
        THREE,
    }:
        reason += " " + _("A-2-3 is a straight, the lowest.")
    if _ranks(cards) == {KING, ACE, TWO}:
        reason += " " + _("K-A-2 is no straight: the ace does not turn the corner.")
    return reason


class HandKind(ThreeCardChoiceKind):
    slug = ThreeCardKind.HAND
    short_label = gettext_lazy("Name the player's hand")
    asks_alone = True
    prompt_text = gettext_lazy("What is the player's hand?")
    # Offered strongest first, as the pay tables list them.
    labels = {category.slug: CATEGORY_LABELS[category] for category in reversed(Category)}

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(
            Cell(
                self.slug,
                category.slug,
                _("Hand: %(hand)s") % {"hand": hand_label(category)},
                rare=category >= Category.STRAIGHT,
            )
            for category in TAUGHT
        )

    def targets(self, line: str, rules: ThreeCardRules) -> list[ThreeCardTarget]:
        category = Category.from_slug(line)
        return [ThreeCardTarget(player=category, ending=ending) for ending in ENDINGS]

    def line_of(self, round_: Round, settlement: Settlement, rules: ThreeCardRules) -> str:
        return settlement.player_category.slug

    def key(self, settlement: Settlement) -> str:
        return settlement.player_category.slug

    def reason(self, explained: Working, played: Played) -> str:
        return hand_reason(played.round.player)

    def trap(self, played: Played) -> str:
        category = played.settlement.player_category
        if category not in (Category.STRAIGHT, Category.FLUSH):
            return ""
        # The counts of three-card hands: Wizard of Odds, "Three Card Poker" (see
        # engine.three_card.evaluate).
        return _(
            "In Three Card Poker a straight beats a flush, the reverse of five-card poker: "
            "three cards make fewer straights (720 of 22,100 hands) than flushes (1,096)."
        )


KIND = HandKind()
