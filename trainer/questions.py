"""Questions: building one with its answer key, grading an answer, and explaining it.

The answer key is computed by the engine when the question is made and stays on the server;
the page only ever sees the prompt and, for choice questions, the choices.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal

from django.utils import translation
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from paytables.models import GlossaryTerm, HandCategory, Variant
from paytables.wording import Working, category_label, money, signed_money, working
from poker.hands import evaluate
from poker.oasis import Rules, Settlement, Winner
from trainer import best_play, settle_table, side_pots
from trainer.answers import AnswerError, parse_amount_answer
from trainer.dealing import deal_for
from trainer.models import Question, QuestionKind

LANGUAGES = ("en", "vi")
GLOSSARY_CHOICES = 4

YES_NO = {"yes": gettext_lazy("Yes"), "no": gettext_lazy("No")}
WINNERS = {
    "player": gettext_lazy("The player"),
    "dealer": gettext_lazy("The dealer"),
    "tie": gettext_lazy("A tie"),
}

PROMPTS = {
    QuestionKind.ANTE: gettext_lazy(
        "What is the player's result on the ante? Type + for a win, − for a loss, 0 when it "
        "is returned."
    ),
    QuestionKind.RAISE: gettext_lazy(
        "What is the player's result on the raise? Type + for a win, − for a loss, 0 when it "
        "is returned or not placed."
    ),
    QuestionKind.FEE: gettext_lazy("What switch fee does the house keep?"),
    QuestionKind.BONUS: gettext_lazy(
        "What is the player's result on the bonus bet? Type + for a win, − for a loss."
    ),
    QuestionKind.NET: gettext_lazy(
        "What is the player's net result for the round: every wager, less the fee?"
    ),
    QuestionKind.QUALIFIES: gettext_lazy("Does the dealer qualify?"),
    QuestionKind.HAND: gettext_lazy("What is the player's final hand?"),
    QuestionKind.WINNER: gettext_lazy("Who wins the round?"),
    QuestionKind.GLOSSARY_TERM: gettext_lazy("What does “%(term)s” mean?"),
    QuestionKind.GLOSSARY_MEANING: gettext_lazy("Which term means: “%(meaning)s”?"),
    QuestionKind.BEST_PLAY: gettext_lazy(
        "The player holds these five cards against the dealer's up card. What is the best "
        "play: raise, fold, or switch which card?"
    ),
    QuestionKind.SETTLE_TABLE: gettext_lazy(
        "Settle the table: how much is paid to (+) or taken from (−) each box, its fee "
        "included? One amount a line, box 1 first."
    ),
    QuestionKind.SIDE_POTS: gettext_lazy(
        "How many chips does each player at the showdown receive from each pot? Type 0 "
        "where a player gets nothing from a pot."
    ),
}


def answer_key(kind: QuestionKind, settlement: Settlement) -> str:
    """The right answer to a round question: an amount as a decimal string, or a choice."""
    if kind == QuestionKind.ANTE:
        return str(settlement.ante.amount)
    if kind == QuestionKind.RAISE:
        return str(settlement.raise_.amount)
    if kind == QuestionKind.FEE:
        return str(settlement.fee)
    if kind == QuestionKind.BONUS:
        return str(settlement.bonus.amount)
    if kind == QuestionKind.NET:
        return str(settlement.net)
    if kind == QuestionKind.QUALIFIES:
        return "yes" if settlement.dealer_qualifies else "no"
    if kind == QuestionKind.HAND:
        return settlement.player_category.slug
    if kind == QuestionKind.WINNER:
        if settlement.winner is None:  # the dealer did not qualify: the player is paid
            return "player"
        return {Winner.PLAYER: "player", Winner.DEALER: "dealer", Winner.TIE: "tie"}[
            settlement.winner
        ]
    raise ValueError(f"{kind} is not a question on a round")


def choices_for(kind: QuestionKind) -> list[str]:
    if kind == QuestionKind.QUALIFIES:
        return list(YES_NO)
    if kind == QuestionKind.WINNER:
        return list(WINNERS)
    if kind == QuestionKind.HAND:
        return [category.value for category in HandCategory]
    return []


def build_round_question(
    *,
    kind: QuestionKind,
    variant: Variant,
    rules: Rules,
    difficulty: str,
    rare: bool,
    rng: random.Random,
) -> Question:
    """An unsaved question of ``kind`` on a fresh round; its ``dealt_round`` is unsaved too.
    A side-pot question is a Hold'em showdown instead, whatever the variant."""
    if kind == QuestionKind.SIDE_POTS:
        return build_side_pot_question(rng=rng)
    if kind == QuestionKind.BEST_PLAY:
        dealt = best_play.deal_best_play(variant=variant, rules=rules, rng=rng)
        question = Question(kind=kind, choices=dealt.choices, answer_key=dealt.answer)
        question.dealt_round = dealt.dealt
        return question
    if kind == QuestionKind.SETTLE_TABLE:
        # The multi-box table of seed 004, whatever the drill's variant.
        dealt = settle_table.deal_table(difficulty=difficulty, rng=rng)
        question = Question(kind=kind, answer_key=settle_table.answer_key(dealt))
        question.dealt_round = dealt
        return question
    dealt = deal_for(kind, variant=variant, rules=rules, difficulty=difficulty, rare=rare, rng=rng)
    key = answer_key(kind, dealt.settlement())
    question = Question(kind=kind, choices=choices_for(kind), answer_key=key)
    question.dealt_round = dealt
    return question


def build_side_pot_question(*, rng: random.Random) -> Question:
    """An unsaved side-pot question: the showdown is kept in ``choices`` (no round, no term)."""
    showdown = side_pots.deal_showdown(rng)
    return Question(
        kind=QuestionKind.SIDE_POTS,
        choices=showdown.to_data(),
        answer_key=side_pots.answer_key(showdown),
    )


def build_glossary_question(*, kind: QuestionKind, rng: random.Random) -> Question:
    """An unsaved glossary question: a term and its meaning in one language or across both."""
    terms = list(GlossaryTerm.objects.all())
    chosen = rng.sample(terms, min(GLOSSARY_CHOICES, len(terms)))
    answer = chosen[0]
    rng.shuffle(chosen)
    return Question(
        kind=kind,
        term=answer,
        prompt_language=rng.choice(LANGUAGES),
        answer_language=rng.choice(LANGUAGES),
        choices=[term.slug for term in chosen],
        answer_key=answer.slug,
    )


def normalize_answer(question: Question, given: str, language: str) -> str:
    """The answer as the key is written; ``AnswerError`` when it is not an answer at all."""
    if question.asks_amount:
        return str(parse_amount_answer(given, language))
    if question.kind == QuestionKind.SETTLE_TABLE:
        return settle_table.normalize(question.dealt_round, given, language)
    if question.kind == QuestionKind.SIDE_POTS:
        return side_pots.normalize(side_pots.Showdown.from_data(question.choices), given)
    if given not in question.choices:
        raise AnswerError(_("Choose one of the answers shown."))
    return given


def is_right(question: Question, normalized: str) -> bool:
    if question.kind == QuestionKind.SETTLE_TABLE:
        return settle_table.is_right(question.answer_key, normalized)
    if question.asks_amount:
        return Decimal(normalized) == Decimal(question.answer_key)
    return normalized == question.answer_key


# -- showing a question and its worked answer ---------------------------------------------


@dataclass(frozen=True)
class Choice:
    value: str
    label: str
    lang: str


def _term_text(term: GlossaryTerm, field: str, language: str) -> str:
    with translation.override(language):
        return term.localized(field)


def prompt(question: Question) -> str:
    template = PROMPTS[QuestionKind(question.kind)]
    if question.kind == QuestionKind.GLOSSARY_TERM:
        return str(template) % {"term": _term_text(question.term, "term", question.prompt_language)}
    if question.kind == QuestionKind.GLOSSARY_MEANING:
        meaning = _term_text(question.term, "meaning", question.prompt_language)
        return str(template) % {"meaning": meaning}
    return str(template)


def choice_label(question: Question, value: str) -> str:
    kind = QuestionKind(question.kind)
    if kind == QuestionKind.QUALIFIES:
        return str(YES_NO[value])
    if kind == QuestionKind.WINNER:
        return str(WINNERS[value])
    if kind == QuestionKind.HAND:
        return str(HandCategory(value).label)
    term = GlossaryTerm.objects.filter(slug=value).first()
    if term is None:  # the instructor has since deleted the term
        return value
    field = "meaning" if kind == QuestionKind.GLOSSARY_TERM else "term"
    return _term_text(term, field, question.answer_language)


def choices(question: Question) -> list[Choice]:
    if question.kind == QuestionKind.SIDE_POTS:
        return []  # answered in one box per player and pot
    if question.kind == QuestionKind.BEST_PLAY:
        # One analysis of the hand labels every option.
        labels = best_play.labels(question.dealt_round)
        lang = translation.get_language()
        return [Choice(value, labels.get(value, value), lang) for value in question.choices]
    lang = question.answer_language or translation.get_language()
    return [Choice(value, choice_label(question, value), lang) for value in question.choices]


def answer_text(question: Question, value: str) -> str:
    """An answer (the key or a normalized given answer) as the trainee reads it."""
    if question.asks_amount:
        amount = Decimal(value)
        return money(amount) if question.kind == QuestionKind.FEE else signed_money(amount)
    if question.kind == QuestionKind.SETTLE_TABLE:
        return settle_table.answer_text(value)
    if question.kind == QuestionKind.SIDE_POTS:
        return side_pots.answer_text(side_pots.Showdown.from_data(question.choices), value)
    if question.kind == QuestionKind.BEST_PLAY:
        return best_play.labels(question.dealt_round).get(value, value)
    return choice_label(question, value)


@dataclass(frozen=True)
class WorkedAnswer:
    """What the feedback shows: the right answer, the line that decides it, the whole working
    of the round, and a warning where dealers often go wrong."""

    answer: str
    reason: str
    working: Working | None
    trap: str


def worked_answer(question: Question) -> WorkedAnswer:
    answer = answer_text(question, question.answer_key)
    if question.kind == QuestionKind.SETTLE_TABLE:
        reason = _("Each box is settled on its own against the dealer's hand.")
        return WorkedAnswer(answer, reason, None, "")
    if question.kind == QuestionKind.SIDE_POTS:
        reason = _("Each pot is paid on its own, to the best hand among the players it covers.")
        return WorkedAnswer(answer, reason, None, "")
    if question.kind == QuestionKind.BEST_PLAY:
        reason = best_play.reason(question.dealt_round, question.answer_key)
        return WorkedAnswer(answer, reason, None, "")
    if question.dealt_round is None:
        term = question.term
        reason = _("%(term)s: %(meaning)s") % {
            "term": term.localized("term"),
            "meaning": term.localized("meaning"),
        }
        return WorkedAnswer(answer, reason, None, "")
    dealt = question.dealt_round
    round_ = dealt.engine_round()
    settlement = dealt.settlement()
    explained = working(settlement, round_)
    lines = {line.wager.value: line.reason for line in explained.lines}
    reason = {
        QuestionKind.ANTE: lines.get("ante", ""),
        QuestionKind.RAISE: lines.get("raise", ""),
        QuestionKind.BONUS: lines.get("bonus", ""),
        QuestionKind.FEE: explained.fee_reason,
        QuestionKind.NET: explained.net_reason,
    }.get(QuestionKind(question.kind), explained.showdown)
    return WorkedAnswer(answer, reason, explained, _trap(question, round_, settlement))


def _trap(question: Question, round_, settlement: Settlement) -> str:
    if question.kind != QuestionKind.BONUS or not round_.switched:
        return ""
    initial, final = evaluate(round_.player).category, evaluate(round_.hand).category
    if initial == final:
        return ""
    return _(
        "The bonus is paid on the initial hand, %(initial)s, not on the hand after the "
        "switch, %(final)s."
    ) % {"initial": category_label(initial), "final": category_label(final)}
