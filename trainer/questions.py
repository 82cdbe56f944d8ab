"""Questions: building one with its answer key, grading an answer, and explaining it.

Everything that depends on a question's kind is done by the kind's handler (see
``trainer.kinds``); the functions here look it up. A new kind is its prompt in ``PROMPTS``
and its handler in ``HANDLERS``.

The answer key is computed by the engine when the question is made and stays on the server;
the page only ever sees the prompt and, for choice questions, the choices.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal

from django import forms
from django.utils import translation
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from paytables.models import GlossaryTerm, HandCategory, Variant
from paytables.wording import Working, category_label, money, signed_money, working
from poker.hands import evaluate
from poker.oasis import Round, Rules, Settlement, Wager, Winner
from trainer import best_play, settle_table, side_pots
from trainer.answers import parse_amount_answer
from trainer.dealing import deal_for
from trainer.kinds import Choice, Dealing, KindHandler, WorkedAnswer
from trainer.models import Attempt, Question, QuestionKind

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
        "Settle the table: how much is paid to (+) or taken from (−) each box, its fee included?"
    ),
    QuestionKind.SIDE_POTS: gettext_lazy(
        "How many chips does each player at the showdown receive from each pot? Type 0 "
        "where a player gets nothing from a pot."
    ),
}


def answer_key(kind: QuestionKind, settlement: Settlement) -> str:
    """The right answer to a round question: an amount as a decimal string, or a choice."""
    handler = HANDLERS[kind]
    if not isinstance(handler, RoundKind):
        raise ValueError(f"{kind} is not a question on a round")
    return handler.key(settlement)


def build_question(
    *,
    kind: QuestionKind,
    variant: Variant,
    rules: Rules,
    difficulty: str,
    rare: bool,
    rng: random.Random,
) -> Question:
    """An unsaved question of ``kind``, dealt by its handler; its ``dealt_round``, where it
    has one, is unsaved too. A glossary question deals no round, a side-pot question is a
    Hold'em showdown and a table of boxes is seed 004's, whatever the variant."""
    dealing = Dealing(variant=variant, rules=rules, difficulty=difficulty, rare=rare, rng=rng)
    return HANDLERS[kind].build(kind, dealing)


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
    return _handler(question).normalize(question, given, language)


def is_right(question: Question, normalized: str) -> bool:
    return _handler(question).is_right(question, normalized)


def prompt(question: Question) -> str:
    kind = QuestionKind(question.kind)
    return HANDLERS[kind].prompt(question, PROMPTS[kind])


def choice_label(question: Question, value: str) -> str:
    return _handler(question).label(question, value)


def choices(question: Question) -> list[Choice]:
    return _handler(question).choices(question)


def answer_text(question: Question, value: str) -> str:
    """An answer (the key or a normalized given answer) as the trainee reads it."""
    return _handler(question).answer_text(question, value)


def worked_answer(question: Question) -> WorkedAnswer:
    return _handler(question).worked_answer(question)


def kind_context(question: Question, *, form: forms.Form, attempt: Attempt | None) -> dict:
    """What else the question's page shows for its kind: the showdown, the table's boxes."""
    return _handler(question).context(question, form=form, attempt=attempt)


def _handler(question: Question) -> KindHandler:
    return HANDLERS[QuestionKind(question.kind)]


# -- questions on one dealt round ---------------------------------------------------------


class RoundKind(KindHandler):
    """A question on one Oasis round, dealt to suit the kind: the key is read off the
    round's settlement, and the worked answer is the round's whole working."""

    def build(self, kind: QuestionKind, dealing: Dealing) -> Question:
        dealt = deal_for(
            kind,
            variant=dealing.variant,
            rules=dealing.rules,
            difficulty=dealing.difficulty,
            rare=dealing.rare,
            rng=dealing.rng,
        )
        key = self.key(dealt.settlement())
        question = Question(kind=kind, choices=self.choice_values(), answer_key=key)
        question.dealt_round = dealt
        return question

    @abstractmethod
    def key(self, settlement: Settlement) -> str:
        """The right answer as the key is written."""

    def choice_values(self) -> list[str]:
        return []

    def worked_answer(self, question: Question) -> WorkedAnswer:
        answer = self.answer_text(question, question.answer_key)
        dealt = question.dealt_round
        round_ = dealt.engine_round()
        explained = working(dealt.settlement(), round_)
        return WorkedAnswer(answer, self.reason(explained), explained, self.trap(round_))

    def reason(self, explained: Working) -> str:
        """The line of the working that decides the answer."""
        return explained.showdown

    def trap(self, round_: Round) -> str:
        """A warning where dealers often go wrong on this round; empty where there is none."""
        return ""


class PayoutKind(RoundKind):
    """Answered with an amount typed in, read as the trainee's language writes it."""

    def normalize(self, question: Question, given: str, language: str) -> str:
        return str(parse_amount_answer(given, language))

    def is_right(self, question: Question, normalized: str) -> bool:
        return Decimal(normalized) == Decimal(question.answer_key)

    def answer_text(self, question: Question, value: str) -> str:
        return signed_money(Decimal(value))


@dataclass(frozen=True, kw_only=True)
class WagerKind(PayoutKind):
    """The player's result on one wager: + for a win, − for a loss."""

    wager: Wager

    def key(self, settlement: Settlement) -> str:
        (result,) = (each for each in settlement.wagers if each.wager == self.wager)
        return str(result.amount)

    def reason(self, explained: Working) -> str:
        return next((line.reason for line in explained.lines if line.wager == self.wager), "")


class BonusKind(WagerKind):
    """The bonus bet, with its classic trap: it is paid on the hand before the switch."""

    def trap(self, round_: Round) -> str:
        if not round_.switched:
            return ""
        initial, final = evaluate(round_.player).category, evaluate(round_.hand).category
        if initial == final:
            return ""
        return _(
            "The bonus is paid on the initial hand, %(initial)s, not on the hand after the "
            "switch, %(final)s."
        ) % {"initial": category_label(initial), "final": category_label(final)}


class FeeKind(PayoutKind):
    """The switch fee the house keeps."""

    def key(self, settlement: Settlement) -> str:
        return str(settlement.fee)

    def answer_text(self, question: Question, value: str) -> str:
        return money(Decimal(value))  # what the house keeps, not a win or a loss: no sign

    def reason(self, explained: Working) -> str:
        return explained.fee_reason


class NetKind(PayoutKind):
    """The player's net result for the round: every wager, less the fee."""

    def key(self, settlement: Settlement) -> str:
        return str(settlement.net)

    def reason(self, explained: Working) -> str:
        return explained.net_reason


@dataclass(frozen=True, kw_only=True)
class RoundChoiceKind(RoundKind):
    """Answered by picking one of a few fixed choices about the round."""

    key_of: Callable[[Settlement], str]
    labels: Mapping[str, Promise]  # every choice, in the order offered, and its label

    def key(self, settlement: Settlement) -> str:
        return self.key_of(settlement)

    def choice_values(self) -> list[str]:
        return list(self.labels)

    def label(self, question: Question, value: str) -> str:
        return str(self.labels[value])


def _qualifies(settlement: Settlement) -> str:
    return "yes" if settlement.dealer_qualifies else "no"


def _final_hand(settlement: Settlement) -> str:
    return settlement.player_category.slug


def _winner(settlement: Settlement) -> str:
    if settlement.winner is None:  # the dealer did not qualify: the player is paid
        return "player"
    return {Winner.PLAYER: "player", Winner.DEALER: "dealer", Winner.TIE: "tie"}[settlement.winner]


# -- glossary questions -------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class GlossaryKind(KindHandler):
    """One side of a term shown in the prompt's language, its other side picked among the
    choices in the answer's language."""

    asked: str  # the field the prompt shows, and the name of its placeholder
    answered: str  # the field each choice shows

    def build(self, kind: QuestionKind, dealing: Dealing) -> Question:
        return build_glossary_question(kind=kind, rng=dealing.rng)

    def prompt(self, question: Question, template: Promise) -> str:
        shown = _term_text(question.term, self.asked, question.prompt_language)
        return str(template) % {self.asked: shown}

    def label(self, question: Question, value: str) -> str:
        term = GlossaryTerm.objects.filter(slug=value).first()
        if term is None:  # the instructor has since deleted the term
            return value
        return _term_text(term, self.answered, question.answer_language)

    def worked_answer(self, question: Question) -> WorkedAnswer:
        answer = self.answer_text(question, question.answer_key)
        term = question.term
        reason = _("%(term)s: %(meaning)s") % {
            "term": term.localized("term"),
            "meaning": term.localized("meaning"),
        }
        return WorkedAnswer(answer, reason)


def _term_text(term: GlossaryTerm, field: str, language: str) -> str:
    with translation.override(language):
        return term.localized(field)


# -- the kinds with a module of their own -------------------------------------------------


class SidePotsKind(KindHandler):
    """A Hold'em showdown, whatever the variant, kept in ``choices`` (no round, no term):
    answered with the chips each player at the showdown receives from each pot."""

    def build(self, kind: QuestionKind, dealing: Dealing) -> Question:
        showdown = side_pots.deal_showdown(dealing.rng)
        return Question(
            kind=kind, choices=showdown.to_data(), answer_key=side_pots.answer_key(showdown)
        )

    def normalize(self, question: Question, given: str, language: str) -> str:
        return side_pots.normalize(_showdown(question), given)

    def choices(self, question: Question) -> list[Choice]:
        return []  # answered in one box per player and pot

    def answer_text(self, question: Question, value: str) -> str:
        return side_pots.answer_text(_showdown(question), value)

    def worked_answer(self, question: Question) -> WorkedAnswer:
        answer = self.answer_text(question, question.answer_key)
        reason = _("Each pot is paid on its own, to the best hand among the players it covers.")
        return WorkedAnswer(answer, reason)

    def context(self, question: Question, *, form: forms.Form, attempt: Attempt | None) -> dict:
        """The showdown's players and, per pot, the answer boxes and the worked layer."""
        showdown = _showdown(question)
        given = {}
        if attempt is not None:
            given = side_pots.given_boxes(showdown, attempt.given)
        elif form.is_bound:
            given = form.data
        return {
            "showdown": showdown,
            "showdown_players": side_pots.players(showdown),
            "showdown_pots": side_pots.pot_rows(showdown, given),
        }


def _showdown(question: Question) -> side_pots.Showdown:
    return side_pots.Showdown.from_data(question.choices)


class SettleTableKind(KindHandler):
    """The multi-box table of seed 004, whatever the drill's variant: one amount a box."""

    def build(self, kind: QuestionKind, dealing: Dealing) -> Question:
        dealt = settle_table.deal_table(difficulty=dealing.difficulty, rng=dealing.rng)
        question = Question(kind=kind, answer_key=settle_table.answer_key(dealt))
        question.dealt_round = dealt
        return question

    def normalize(self, question: Question, given: str, language: str) -> str:
        return settle_table.normalize(question.dealt_round, given, language)

    def is_right(self, question: Question, normalized: str) -> bool:
        return settle_table.is_right(question.answer_key, normalized)

    def answer_text(self, question: Question, value: str) -> str:
        return settle_table.answer_text(value)

    def worked_answer(self, question: Question) -> WorkedAnswer:
        answer = self.answer_text(question, question.answer_key)
        return WorkedAnswer(answer, _("Each box is settled on its own against the dealer's hand."))

    def context(self, question: Question, *, form: forms.Form, attempt: Attempt | None) -> dict:
        boxes = settle_table.table_boxes(question.dealt_round)
        return {"table_boxes": boxes, "table_inputs": settle_table.answer_inputs(boxes, form)}


class BestPlayKind(KindHandler):
    """Five cards against the up card: pick the best of the options offered."""

    def build(self, kind: QuestionKind, dealing: Dealing) -> Question:
        dealt = best_play.deal_best_play(
            variant=dealing.variant, rules=dealing.rules, rng=dealing.rng
        )
        question = Question(kind=kind, choices=dealt.choices, answer_key=dealt.answer)
        question.dealt_round = dealt.dealt
        return question

    def choices(self, question: Question) -> list[Choice]:
        # One analysis of the hand labels every option.
        labels = best_play.labels(question.dealt_round)
        lang = translation.get_language()
        return [Choice(value, labels.get(value, value), lang) for value in question.choices]

    def answer_text(self, question: Question, value: str) -> str:
        return best_play.labels(question.dealt_round).get(value, value)

    def worked_answer(self, question: Question) -> WorkedAnswer:
        answer = self.answer_text(question, question.answer_key)
        return WorkedAnswer(answer, best_play.reason(question.dealt_round, question.answer_key))

    def context(self, question: Question, *, form: forms.Form, attempt: Attempt | None) -> dict:
        context = {"best_play": True}
        if attempt is not None:
            context["option_lines"] = best_play.worked_lines(
                question.dealt_round, question.answer_key
            )
        return context


# -- the kinds and their handlers ---------------------------------------------------------

HANDLERS: dict[QuestionKind, KindHandler] = {
    QuestionKind.ANTE: WagerKind(wager=Wager.ANTE),
    QuestionKind.RAISE: WagerKind(wager=Wager.RAISE),
    QuestionKind.FEE: FeeKind(),
    QuestionKind.BONUS: BonusKind(wager=Wager.BONUS),
    QuestionKind.NET: NetKind(),
    QuestionKind.QUALIFIES: RoundChoiceKind(key_of=_qualifies, labels=YES_NO),
    QuestionKind.HAND: RoundChoiceKind(
        key_of=_final_hand,
        labels={category.value: category.label for category in HandCategory},
    ),
    QuestionKind.WINNER: RoundChoiceKind(key_of=_winner, labels=WINNERS),
    QuestionKind.GLOSSARY_TERM: GlossaryKind(asked="term", answered="meaning"),
    QuestionKind.GLOSSARY_MEANING: GlossaryKind(asked="meaning", answered="term"),
    QuestionKind.BEST_PLAY: BestPlayKind(),
    QuestionKind.SETTLE_TABLE: SettleTableKind(),
    QuestionKind.SIDE_POTS: SidePotsKind(),
}
