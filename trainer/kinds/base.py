"""What every question kind provides, and the values its parts pass around.

A kind is one module of this package with one ``Kind`` instance, ``KIND``. It says which
house rules can ask it and, for each, its skill cells in teaching order (the lines of the
pay table, fee schedule or outcome it exercises); it deals a question for a cell (or an
ordinary one, as the cards fall) with the answer key; and it shows, reads, grades and
explains the question. ``trainer.kinds.KINDS`` lists the kinds.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Generic, TypeVar

from django import forms
from django.db import models
from django.utils import translation
from django.utils.functional import Promise

from croupier.errors import Refusal
from engine.chips import ChipSet
from paytables.games import GameRules, rules_key
from paytables.models import Variant
from paytables.wording import Working, signed_money
from trainer.answers import parse_amount_answer
from trainer.chips import (
    ChipFeedback,
    chip_answer_amount,
    chip_feedback,
    given_written,
    is_chip_answer,
    question_chips,
)
from trainer.models import Attempt, Question

LANGUAGES = ("en", "vi")
MAX_REMEMBERED = 4096
_APPLIES: dict[tuple[str, str, str], bool] = {}

# The rules of the game a kind asks about (a kind of Oasis Poker takes Oasis ``Rules``).
R = TypeVar("R", bound=GameRules)


@dataclass(frozen=True)
class Cell:
    """A skill cell: a kind and the line it exercises ("fee:3", "raise:straight_flush").
    ``rare`` marks the big hands that "rare hands" drills deal more often."""

    kind: str
    line: str
    label: str
    rare: bool = False

    @property
    def key(self) -> str:
        return f"{self.kind}:{self.line}"


@dataclass(frozen=True, kw_only=True)
class Dealing(Generic[R]):
    """What a question is dealt under: the drill's variant, its rules and difficulty, the
    cell to deal (``None``: an ordinary question, as the cards fall), whether rare hands come
    more often, the languages of a glossary question and the drill's seeded random source."""

    variant: Variant
    rules: R
    difficulty: str
    rare: bool
    rng: random.Random
    line: str | None = None
    language: str = "en"
    cross_language: bool = False


@dataclass(frozen=True)
class WorkedAnswer:
    """What the feedback shows: the right answer, the line that decides it, the whole working
    of the round, and a warning where dealers often go wrong."""

    answer: str
    reason: str
    working: Working | None = None
    trap: str = ""


@dataclass(frozen=True)
class Choice:
    """A choice as the page offers it: the value posted back, its label and its language."""

    value: str
    label: str
    lang: str


class Kind(ABC, Generic[R]):
    """Everything about a question that depends on its kind. The defaults are those of a
    question answered by picking one of its choices. ``R`` is the rules of the game it asks
    about; ``refusal`` is asked with any game's rules and refuses the other games'."""

    # Its value as the database stores it, with its label: a member of its game's
    # ``slugs`` (or of ``trainer.models.QuestionKind`` for a kind of no one game).
    slug: models.TextChoices
    prompt_text: Promise
    # The templates of the question's subject (the cards, the table) and of its answer.
    subject_template = "trainer/kinds/_round.html"
    answer_template = "trainer/kinds/_choices.html"
    working_template = "trainer/kinds/_round_working.html"
    asks_amount = False
    # Whether the trainee may answer it in chips (``AmountAnswer``), and in chips a box
    # of the table each (``trainer.kinds.tables.TableAnswer``).
    answers_in_chips = False
    chips_per_box = False
    # Answered in chips only, whatever the drill's way (a colour-up is chips, not a sum):
    # its tray is always shown and a typed answer is refused.
    chips_only = False
    # The rules type of the one game this kind asks about, and why another game's house
    # cannot ask it (``None``: a house of any game may, as the glossary).
    game_rules: type | None = None
    other_game: Promise | None = None
    # The kind's name under its game's heading, where its full name repeats the game's.
    short_label: Promise | None = None

    def refusal(self, rules: R) -> str | None:
        """Why a house with ``rules`` (of any game) cannot ask this kind, or ``None`` when
        it can."""
        if self.game_rules is not None and not isinstance(rules, self.game_rules):
            return str(self.other_game)
        return None

    @abstractmethod
    def catalogue(self) -> tuple[Cell, ...]:
        """Every skill cell of this kind under any rules, in the order a dealer school
        teaches them (the ordinary lines first)."""

    def line_applies(self, line: str, rules: R) -> bool:
        """Whether a house with ``rules`` has the line ``line`` (a 3-card fee, a meter pay)."""
        return True

    def cells(self, rules: R) -> tuple[Cell, ...]:
        """The skill cells this kind exercises under ``rules`` (none under another game's),
        in teaching order."""
        if self.game_rules is not None and not isinstance(rules, self.game_rules):
            return ()
        key = rules_key(rules)
        return tuple(cell for cell in self.catalogue() if self._applies(cell.line, rules, key))

    def has_cells(self, rules: R) -> bool:
        """Whether the kind has a cell under ``rules``: ``cells`` stopped at the first, for a
        refusal (a form lists every house's refusals, and a cell may take a search)."""
        if self.game_rules is not None and not isinstance(rules, self.game_rules):
            return False
        key = rules_key(rules)
        return any(self._applies(cell.line, rules, key) for cell in self.catalogue())

    def _applies(self, line: str, rules: R, key: str) -> bool:
        # Whether a line can be dealt is worked out from the rules alone, and every deal asks
        # it of every line: it is kept per process (a few houses, a few dozen lines each).
        found = _APPLIES.get((self.slug, line, key))
        if found is None:
            if len(_APPLIES) > MAX_REMEMBERED:
                _APPLIES.clear()
            found = _APPLIES[(self.slug, line, key)] = self.line_applies(line, rules)
        return found

    @abstractmethod
    def deal(self, dealing: Dealing[R]) -> Question:
        """An unsaved question of this kind for the cell ``dealing.line`` (or an ordinary
        one) with its answer key and its ``cell``; its ``dealt_round``, where it has one, is
        unsaved too."""

    @abstractmethod
    def worked_answer(self, question: Question) -> WorkedAnswer: ...

    def cell(self, line: str) -> Cell | None:
        """The cell of this kind named ``line``, under any rules; ``None`` if there is none."""
        return cells_by_line(self.catalogue()).get(line)

    def prompt(self, question: Question) -> str:
        """The question as the trainee reads it."""
        return str(self.prompt_text)

    def chip_prompt(self, question: Question) -> str:
        """The question as the trainee reads it when he answers in chips."""
        return self.prompt(question)

    def normalize(self, question: Question, given: str, language: str) -> str:
        """The answer as the key is written; ``Refusal`` when it is not an answer."""
        given = given.strip()
        if given not in question.choices:
            raise Refusal(translation.gettext("Choose one of the answers shown."))
        return given

    def is_right(self, question: Question, normalized: str) -> bool:
        return normalized == question.answer_key

    def label(self, question: Question, value: str) -> str:
        """A choice as the trainee reads it."""
        return value

    def choices(self, question: Question) -> list[Choice]:
        lang = question.answer_language or translation.get_language()
        return [Choice(value, self.label(question, value), lang) for value in question.choices]

    def answer_text(self, question: Question, value: str) -> str:
        """An answer (the key or a normalized given answer) as the trainee reads it."""
        return self.label(question, value)

    def given_text(self, question: Question, given: str) -> str:
        """An answer as the trainee gave it, shown back to them (and to their instructor):
        a choice by its label, an amount as typed, since they see what they wrote, not our
        reading of it."""
        return given if self.asks_amount else self.answer_text(question, given)

    def given_echo(self, question: Question, given: str) -> str:
        """An answer as the trainee's own pages show it back to him (``AmountAnswer``
        writes an amount as the key is written)."""
        return self.given_text(question, given)

    def context(self, question: Question, *, form: forms.Form, attempt: Attempt | None) -> dict:
        """What else the question's page shows for this kind."""
        return {}

    def chips_refusal(self, chip_set: ChipSet) -> str | None:
        """Why a house with the chips ``chip_set`` cannot ask this kind (a set of one chip
        cannot colour up), or ``None`` when it can: the kinds about chips say."""
        return None

    def chip_bet(self, question: Question) -> Decimal | None:
        """The bet a payout in chips is cut beside, colour for colour (``AmountAnswer``)."""
        return None

    def chip_feedback(self, question: Question, given: str, *, right: bool) -> ChipFeedback:
        """The chips of the answered ``question``: the trainee's, the house's for the key
        (paid by its policy beside ``chip_bet``) and a note where they differ."""
        return chip_feedback(question, given, right=right, bet=self.chip_bet(question))


class AmountAnswer:
    """A kind answered with an amount typed in, read as the trainee's language writes it:
    the player's result, + for what he is paid and − for what he pays or loses. Listed
    before the kind's base class, whose answers it replaces."""

    asks_amount = True
    answer_template = "trainer/kinds/_amount.html"
    # It may be answered in chips from the house's tray (``trainer.chips``).
    answers_in_chips = True
    # The question alone, without how to type the answer: asked in chips, the prompt says
    # how to push it instead (``chip_prompt``).
    question_text: Promise | None = None

    def question_sentence(self, question: Question) -> str:
        """The question without how to type its answer (the whole prompt, where the kind's
        says nothing of typing)."""
        if self.question_text is None:
            return self.prompt(question)  # type: ignore[attr-defined]
        return str(self.question_text)

    def chip_prompt(self, question: Question) -> str:
        """The question, and how to answer it in chips rather than how to type it."""
        return translation.gettext(
            "%(question)s Push the chips from the house's tray: pay the player what he wins, "
            "take what he loses or pays, none when nothing changes hands."
        ) % {"question": self.question_sentence(question)}

    def normalize(self, question: Question, given: str, language: str) -> str:
        if is_chip_answer(given):
            return str(chip_answer_amount(question, given, self.chip_bet(question)))
        return str(parse_amount_answer(given, language))

    def chip_bet(self, question: Question) -> Decimal | None:
        """The bet a payout is cut beside, colour for colour: the round's ante, the bet
        every payout of a round is counted in (``None``: a question on no round)."""
        return question.dealt_round.ante if question.dealt_round is not None else None

    def is_right(self, question: Question, normalized: str) -> bool:
        return Decimal(normalized) == Decimal(question.answer_key)

    def answer_text(self, question: Question, value: str) -> str:
        return signed_money(Decimal(value))

    def given_echo(self, question: Question, given: str) -> str:
        """The amount typed, read in the language it was typed in and written back to the
        trainee as the key is (the same separators, sign and cents): "1050,5" typed in
        Vietnamese reads "+1.050,50". Text that is no amount (a late exam answer) is shown
        as typed. The instructor's admin and CSV keep ``given_text``: what was typed."""
        if is_chip_answer(given):
            return self.given_text(question, given)
        language = question.answer_language or translation.get_language()
        try:
            amount = parse_amount_answer(given, language)
        except Refusal:
            return given
        return self.answer_text(question, str(amount))

    def given_text(self, question: Question, given: str) -> str:
        """As typed; chips as the instructor reads them ("+56 in chips: 2 × 25 …")."""
        if is_chip_answer(given):
            try:
                return given_written(given, question_chips(question))
            except Refusal:
                return given
        return given


class FixedChoices:
    """A kind answered by picking one of a few fixed choices about the round. Listed before
    the kind's base class."""

    labels: Mapping[str, Promise]  # every choice, in the order offered, and its label

    def choice_values(self) -> list[str]:
        return list(self.labels)

    def label(self, question: Question, value: str) -> str:
        return str(self.labels[value])


def cells_by_line(cells: tuple[Cell, ...]) -> dict[str, Cell]:
    return {cell.line: cell for cell in cells}
