"""Best-play questions: the player's five cards and the dealer's up card; raise, fold, or
which card to switch? Graded against the exact analysis (``engine.oasis.analysis``), and the
feedback shows what every option is worth.

The options offered are raising, folding and every one-card switch the variant allows,
plus the best larger switch when it beats all of those (rare, but it happens: switching all
five for one ante against a low up card). Choices are written ``raise``, ``fold`` or
``switch:3c 8d``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal

from django import forms
from django.utils import translation
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.cards import Card, format_cards, parse_cards
from engine.hands import Category, evaluate
from engine.oasis import game
from engine.oasis.analysis import (
    Choice,
    OptionValue,
    best_of,
    hand_options,
    option_worth,
    options_from_data,
    options_to_data,
)
from engine.oasis.round import Decision, Round, Rules, rules_to_dict
from engine.oasis.strategy import Draw, draw_of, made_of, switch_choice
from paytables.models import Variant
from paytables.wording import cards_text, expected_value, hand_words, made_words, option_label
from trainer.kinds.base import Cell, Dealing, Kind, WorkedAnswer
from trainer.kinds.base import Choice as ChoiceShown
from trainer.kinds.oasis.rounds import OTHER_GAME, oasis_played, stakes
from trainer.kinds.oasis.slugs import OasisKind
from trainer.kinds.rounds import stakes_kept
from trainer.models import Attempt, DealtRound, Question

# Share of questions dealt so that a switch is in play (the seed's strategy would switch),
# since those are the hands where trainees go wrong; the rest are any deal.
SWITCH_SHARE = 0.6
MAX_DEALS = 200


def option_key(option: OptionValue) -> str:
    if option.choice is Choice.SWITCH:
        return "switch:" + format_cards(option.discard)
    return option.choice.value


def offered(options: list[OptionValue]) -> list[OptionValue]:
    """Raise, fold, one-card switches, and a larger switch only when it is the best."""
    best = best_of(options)
    shown = [o for o in options if o.choice is not Choice.SWITCH or len(o.discard) == 1]
    if best not in shown:
        shown.append(best)
    return shown


@dataclass(frozen=True)
class BestPlay:
    dealt: DealtRound
    choices: list[str]
    answer: str


def deal_best_play(
    *, variant: Variant, rules: Rules, rng: random.Random, line: str | None = None
) -> BestPlay:
    """A fresh hand and up card, with the options offered and the best one as the key;
    with ``line`` ("raise", "fold", "switch"), a hand whose best play is that.

    Hands whose best option cannot be told apart from another (equal values) are dealt
    again, so every question has exactly one right answer.
    """
    want_switch = rules.allows_switching and (
        line == "switch" or (line is None and rng.random() < SWITCH_SHARE)
    )
    for _attempt in range(MAX_DEALS):
        seed = rng.getrandbits(62)
        round_ = Round.deal(seed)
        if want_switch and not switch_choice(round_.player, rules):
            continue
        options = analysed(rules, round_.player, round_.up_card)
        shown = [o for o in offered(options) if o.expected is not None]
        ranked = sorted(shown, key=option_worth, reverse=True)
        if len(ranked) > 1 and option_worth(ranked[0]) == option_worth(ranked[1]):
            continue
        if line is not None and ranked[0].choice.value != line:
            continue
        dealt = DealtRound(
            variant=variant,
            rules=rules_to_dict(rules),
            seed=seed,
            ante=1,
            player=format_cards(round_.player),
            dealer=format_cards(round_.dealer),
            # The question is the choice before deciding: the round is kept as raised.
            history=game.history(round_.decide(rules, Decision.RAISE)),
            stakes=stakes_kept(stakes(Decimal(1))),
            analysis=options_to_data(options),
        )
        return BestPlay(dealt, [option_key(o) for o in offered(options)], option_key(ranked[0]))
    raise LookupError("no hand with a single best play was dealt")


def analysed(rules: Rules, hand: tuple[Card, ...], up_card: Card) -> list[OptionValue]:
    """Every option of ``hand`` against ``up_card``, from the exact analysis."""
    return list(hand_options(rules, hand, up_card))


def options_of(dealt: DealtRound) -> list[OptionValue]:
    """The options of the question's hand: as analysed when it was dealt (an older question
    kept none: analysed now)."""
    cache = dealt.__dict__  # the instance's own: the cache goes with the question's round
    if "_options" not in cache:  # read once per page, which asks several times
        if dealt.analysis is not None:
            cache["_options"] = options_from_data(dealt.analysis)
        else:
            rules, hand = oasis_played(dealt)[0], parse_cards(dealt.player)
            cache["_options"] = analysed(rules, hand, parse_cards(dealt.dealer)[0])
    options: list[OptionValue] = cache["_options"]
    return options


def labels(dealt: DealtRound) -> dict[str, str]:
    """Every option's key and its label in the reader's language, from one analysis."""
    return {option_key(o): option_label(o) for o in options_of(dealt)}


@dataclass(frozen=True)
class OptionLine:
    label: str
    expected: float | None
    exact: bool
    error: float
    best: bool
    offered: bool


def worked_lines(dealt: DealtRound, answer: str) -> list[OptionLine]:
    """Every option with its expected value per ante, best first."""
    options = options_of(dealt)
    offered_keys = {option_key(o) for o in offered(options)}
    valued = sorted((o for o in options if o.expected is not None), key=option_worth, reverse=True)
    unvalued = [o for o in options if o.expected is None]
    return [
        OptionLine(
            option_label(o),
            o.expected,
            o.exact is not None,
            o.error,
            option_key(o) == answer,
            option_key(o) in offered_keys,
        )
        for o in valued + unvalued
    ]


# What four cards kept draw to, said as the reason for switching the fifth.
DRAWS = {
    Draw.STRAIGHT_FLUSH: gettext_lazy(
        "Four to a straight flush (%(kept)s): switch %(cards)s for the card that makes it."
    ),
    Draw.FLUSH: gettext_lazy(
        "Four to a flush (%(kept)s): switch %(cards)s for a fifth card of the suit."
    ),
    Draw.OPEN_STRAIGHT: gettext_lazy(
        "Four in sequence (%(kept)s), open at both ends: switch %(cards)s for the straight."
    ),
    Draw.INSIDE_STRAIGHT: gettext_lazy(
        "Four to a straight (%(kept)s), one rank missing: switch %(cards)s for it."
    ),
}


def why_best(dealt: DealtRound, answer: str) -> str:
    """The reason for the best play in words, from what the hand holds and what the option
    keeps: "Three of a kind, aces: keep them and raise.", "A pair of fives: keep it and
    switch K♠ 9♦ 3♣.", "Four to a flush (…): switch 7♣ for a fifth card of the suit."."""
    hand = parse_cards(dealt.player)
    rules = dealt.engine_rules()  # the hand's rules alone: the question has no history
    switching = isinstance(rules, Rules) and rules.allows_switching
    if answer.startswith("switch:"):
        discard = parse_cards(answer.removeprefix("switch:"))
        # The cards kept in rank order, as a dealer reads a draw: 6 7 8 9, not as dealt.
        kept = tuple(sorted((card for card in hand if card not in discard), key=lambda c: c.rank))
        shown = {"kept": cards_text(kept), "cards": cards_text(discard)}
        draw = draw_of(kept)
        if draw is not None:
            return str(DRAWS[draw]) % shown
        made = made_of(kept)
        if made is not None:
            return _capfirst(
                _("%(made)s: keep it and switch %(cards)s.") % {**shown, "made": made_words(*made)}
            )
        if not kept:
            return _("Nothing worth keeping: switch all five.")
        return _("Keep %(kept)s and switch %(cards)s: nothing better to draw to.") % shown
    value = evaluate(hand)
    named = {"hand": hand_words(value)}
    if answer == "raise" and value.category >= Category.PAIR:
        return _capfirst(_("%(hand)s: keep the hand and raise.") % named)
    if answer == "raise":
        if switching:
            return _capfirst(
                _("%(hand)s: raising is worth more than folding or any switch.") % named
            )
        return _capfirst(_("%(hand)s: raising is worth more than folding.") % named)
    if switching:
        return _capfirst(_("%(hand)s: folding loses less than raising or any switch.") % named)
    return _capfirst(_("%(hand)s: folding loses less than raising.") % named)


def _capfirst(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]


def reason(dealt: DealtRound, answer: str) -> str:
    return f"{why_best(dealt, answer)} {values_reason(dealt, answer)}"


def values_reason(dealt: DealtRound, answer: str) -> str:
    """The best play's value per ante and the next best's."""
    lines = worked_lines(dealt, answer)
    best = next(line for line in lines if line.best)
    if best.expected is None:  # the key is always an option that was valued
        raise ValueError(f"the best play {best.label} has no expected value")
    runner_up = next(
        (
            (line.label, line.expected)
            for line in lines
            if not line.best and line.expected is not None
        ),
        None,
    )
    if runner_up is None:
        return _("%(best)s is worth %(value)s per ante.") % {
            "best": best.label,
            "value": expected_value(best.expected),
        }
    next_label, next_expected = runner_up
    return _("%(best)s is worth %(value)s per ante; the next best, %(next)s, %(next_value)s.") % {
        "best": best.label,
        "value": expected_value(best.expected),
        "next": next_label,
        "next_value": expected_value(next_expected),
    }


class BestPlayKind(Kind[Rules]):
    """Five cards against the up card: pick the best of the options offered."""

    game_rules = Rules
    other_game = OTHER_GAME
    slug = OasisKind.BEST_PLAY
    prompt_text = gettext_lazy(
        "The player holds these five cards against the dealer's up card. What is the best "
        "play: raise, fold, or switch which card?"
    )
    subject_template = "trainer/kinds/_best_play.html"
    working_template = "trainer/kinds/_best_play_working.html"

    def catalogue(self) -> tuple[Cell, ...]:
        return (
            Cell(self.slug, "raise", _("Best play: raise")),
            Cell(self.slug, "fold", _("Best play: fold")),
            Cell(self.slug, "switch", _("Best play: switch")),
        )

    def line_applies(self, line: str, rules: Rules) -> bool:
        # A switch cannot be valued where the pays after one are unknown (Nicaragua).
        unknown = rules.lower_pays_after_switch and rules.after_switch_pays is None
        return line != "switch" or (rules.allows_switching and not unknown)

    def deal(self, dealing: Dealing[Rules]) -> Question:
        variant, rules, rng = dealing.variant, dealing.rules, dealing.rng
        try:
            dealt = deal_best_play(variant=variant, rules=rules, rng=rng, line=dealing.line)
        except LookupError:
            # Rarely, no hand whose single best play is the one asked turns up in time: the
            # trainee gets a hand as the cards fall instead (its cell is whatever it is).
            if dealing.line is None:
                raise
            dealt = deal_best_play(variant=variant, rules=rules, rng=rng)
        line = dealt.answer.split(":")[0]
        question = Question(
            kind=self.slug,
            cell=f"{self.slug}:{line}",
            choices=dealt.choices,
            answer_key=dealt.answer,
        )
        question.dealt_round = dealt.dealt
        return question

    def choices(self, question: Question) -> list[ChoiceShown]:
        # One analysis of the hand labels every option.
        shown = labels(question.the_round())
        lang = translation.get_language()
        return [ChoiceShown(value, shown.get(value, value), lang) for value in question.choices]

    def answer_text(self, question: Question, value: str) -> str:
        return labels(question.the_round()).get(value, value)

    def worked_answer(self, question: Question) -> WorkedAnswer:
        answer = self.answer_text(question, question.answer_key)
        return WorkedAnswer(answer, reason(question.the_round(), question.answer_key))

    def context(self, question: Question, *, form: forms.Form, attempt: Attempt | None) -> dict:
        context: dict = {"best_play": True}
        if attempt is not None:
            context["option_lines"] = worked_lines(question.the_round(), question.answer_key)
        return context


KIND = BestPlayKind()
