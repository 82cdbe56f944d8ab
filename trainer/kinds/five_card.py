"""What the kinds of the five-card games against a dealer who qualifies with Ace-King
share (Oasis Poker and Caribbean Stud, Russian Poker): the hands in the order they are
taught and the cells of naming one, the dealer's qualifying lines, who wins, the ante's
lines."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.cards import Card
from engine.hands import Category, evaluate
from paytables.wording import category_label
from trainer.kinds.base import Cell

ACE = 12
# The big hands a "rare hands" drill deals more often (``trainer.kinds.rounds.RARE_SHARE``).
RARE_FROM = Category.STRAIGHT
# The hands in the order a dealer school teaches them: those named every few minutes first.
TAUGHT = (
    Category.PAIR,
    Category.HIGH_CARD,
    Category.ACE_KING,
    Category.TWO_PAIR,
    Category.THREE_OF_A_KIND,
    Category.STRAIGHT,
    Category.FLUSH,
    Category.FULL_HOUSE,
    Category.FOUR_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
    Category.ROYAL_FLUSH,
)


def hand_cells(slug: str) -> tuple[Cell, ...]:
    """A cell for each hand, in the order they are taught: the cells of naming a hand."""
    return tuple(
        Cell(
            slug,
            category.slug,
            _("Hand: %(hand)s") % {"hand": category_label(category)},
            rare=category >= Category.STRAIGHT,
        )
        for category in TAUGHT
    )


# Whether the dealer qualifies: the lines, the same in every game whose dealer qualifies with
# Ace-King, and the choices.
QUALIFY_LINES = {
    "pair_or_better": gettext_lazy("Dealer with a pair or better"),
    "below": gettext_lazy("Dealer with no pair and no ace"),
    "ace_king": gettext_lazy("Dealer with Ace-King, the lowest that qualifies"),
    "ace_high": gettext_lazy("Dealer with an ace but no king"),
}
YES_NO = {"yes": gettext_lazy("Yes"), "no": gettext_lazy("No")}


def dealer_line(dealer: tuple[Card, ...]) -> str:
    """The line of ``QUALIFY_LINES`` that the dealer's five cards exercise."""
    category = evaluate(dealer).category
    if category >= Category.PAIR:
        return "pair_or_better"
    if category is Category.ACE_KING:
        return "ace_king"
    return "ace_high" if any(card.rank == ACE for card in dealer) else "below"


# Who wins: the choices, and the lines that read the same in every game of this family.
WINNER_CHOICES = {
    "player": gettext_lazy("The player"),
    "dealer": gettext_lazy("The dealer"),
    "tie": gettext_lazy("A tie"),
}
SHOWDOWN_LABELS = {
    "player": gettext_lazy("The player beats a qualifying dealer"),
    "dealer": gettext_lazy("The dealer wins"),
    "tie": gettext_lazy("A tie: equal ranks, suits never count"),
}


# The ante's lines, the same in each game of the family (a game adds its own).
ANTE_LABELS = {
    "win": gettext_lazy("Ante when the player beats a qualifying dealer"),
    "not_qualified": gettext_lazy("Ante when the dealer does not qualify"),
    "lose": gettext_lazy("Ante when the dealer wins"),
    "fold": gettext_lazy("Ante when the player folds"),
    "push": gettext_lazy("Ante on a tie"),
}
