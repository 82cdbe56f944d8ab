"""What the trainer's pages show, gathered in one place so views stay short."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django import forms
from django.contrib.auth.models import User
from django.utils import timezone, translation

from paytables.games import GameRules
from paytables.models import GlossaryTerm, Variant
from trainer.charts import seconds
from trainer.chips import PREFIX, question_chips, tray
from trainer.forms import (
    DrillForm,
    DuelForm,
    SelfTestForm,
    SelfTestStartForm,
    SprintForm,
    default_kinds,
    self_test_games,
)
from trainer.houses import House, assigned_houses
from trainer.kinds import DEALER_KINDS, GAME_KINDS, cell_label, kind_of
from trainer.kinds.base import Kind, WorkedAnswer
from trainer.kinds.glossary import GlossaryKind
from trainer.kinds.tables import box_feedback, box_trays
from trainer.models import (
    Attempt,
    DealtRound,
    Duel,
    EngineRound,
    Question,
    ReviewRating,
    SelfTest,
    Sprint,
)
from trainer.notices import home_notices
from trainer.schedule import Reason
from trainer.selectors import (
    cards_known,
    drill_streak,
    drills_unfinished,
    duel_challenges_waiting,
    duel_results_new,
    duel_sprints,
    duels_of,
    practice_house,
    practice_plan,
    sprint_best_before,
    sprint_bests,
    sprint_questions,
    sprints_finished,
    standard_for,
)
from trainer.services import self_test_game, self_test_house
from trainer.sprints import (
    SHAPE_RULES,
    DuelState,
    ShapeRules,
    SprintScore,
    SprintShape,
    sprint_score,
)

# How long a duel's result is announced on the home once both have run it.
DUEL_RESULTS_NEW = timedelta(days=3)

# How many of the next cells the home names, to say why practice asks them.
PLAN_SHOWN = 3


@dataclass(frozen=True)
class PlannedCell:
    label: str
    reason: Reason


@dataclass(frozen=True)
class NeedPlan:
    """ "Practise what I need" on the home: the house, its kinds, the next cells and why."""

    variant: str
    kinds: list[str]
    next: list[PlannedCell]
    due: int
    new: int
    house: str  # the variant's name, which says its game


def _need_plan(user: User, variant: Variant, rules: GameRules) -> NeedPlan:
    kinds = [slug for slug in DEALER_KINDS if kind_of(slug).refusal(rules) is None]
    picks = practice_plan(known=cards_known(user=user, kinds=kinds), kinds=kinds, rules=rules)
    return NeedPlan(
        variant=variant.slug,
        house=str(variant),
        kinds=kinds,
        next=[PlannedCell(cell_label(pick.cell), pick.reason) for pick in picks[:PLAN_SHOWN]],
        due=sum(pick.reason is Reason.DUE for pick in picks),
        new=sum(pick.reason is Reason.NEW for pick in picks),
    )


def home_context(user: User, *, form: DrillForm | None = None) -> dict:
    """The trainee's home: the houses he is assigned to (one per game his class deals), the
    exams he may sit now, what his review schedule asks next at each house and why, the
    drills left unfinished, a new drill (at his first house, preselected)."""
    houses = assigned_houses(user=user)
    if houses:
        practised = [(house.variant, house.variant.rules()) for house in houses]
    else:
        practised = [practice_house(user=user)]
    variant, rules = practised[0]
    return {
        "houses": houses,
        "form": form or DrillForm(variant=variant.slug, kinds=default_kinds(rules)),
        "needs": [_need_plan(user, variant, rules) for variant, rules in practised],
        "unfinished": drills_unfinished(user=user),
        "notices": home_notices(user=user),
        "challenges": duel_challenges_waiting(user=user),
        "duel_results": duel_results_new(user=user, since=timezone.now() - DUEL_RESULTS_NEW),
    }


def question_context(question: Question, form: forms.Form, *, in_chips: bool = False) -> dict:
    """Everything a question page needs: the round as it happened, the prompt, the answer
    box or the choices, and once answered the verdict with the worked answer. Amounts are
    answered in chips where the drill says so, or ``in_chips`` (an exam that requires
    them), or the kind is answered in chips only."""
    kind = kind_of(question.kind)
    dealt = question.dealt_round
    attempt = getattr(question, "attempt", None)
    session = question.session
    context = {
        "question": question,
        "kind": kind,
        "cell": cell_label(question.cell) if question.cell else "",
        "session": session,
        "dealt": dealt,
        "round": dealt.engine_round() if dealt else None,
        "prompt": kind.prompt(question),
        "choices": kind.choices(question),
        "form": form,
        "attempt": attempt,
    }
    context.update(kind.context(question, form=form, attempt=attempt))
    in_chips = in_chips or question.answered_in_chips
    context.update(
        _chip_context(question, kind, form, attempt, context.get("table_boxes"), in_chips)
    )
    timed = session is not None and session.timed
    review = getattr(attempt, "review", None) if attempt is not None else None
    if timed or attempt is not None:
        # The standard the answer was rated against, else the one the question is shown with.
        standard = review.standard_seconds if review is not None else standard_for(question)
        context["standard"] = seconds(standard) if standard is not None else ""
    if attempt is not None:
        # How the schedule rated the answer: "easy", "good", "hard" or "again".
        context["pace"] = ReviewRating(review.rating).name.lower() if review else ""
        context["time_taken"] = seconds(attempt.seconds)
        if session is not None:
            # Shown with each verdict, so showing a question costs no query for it.
            context["streak"] = drill_streak(question=question)
        context["worked"] = kind.worked_answer(question)
        given = attempt.given
        context["given"] = kind.given_echo(question, given) if given else ""
        if session is not None:
            context["finished"] = question.position >= session.length
    return context


def _chip_context(
    question: Question, kind: Kind[Any], form: forms.Form, attempt: Any, boxes: Any, in_chips: bool
) -> dict:
    """The tray (a tray a box, for a table: ``boxes``), where amounts are answered in chips
    (``in_chips``, or the kind takes chips only); once answered, the chips of the answer
    given (if in chips) and the house's for the right one."""
    if not kind.answers_in_chips:
        return {}
    in_chips = in_chips or kind.chips_only
    if attempt is None:
        if not in_chips:
            return {}
        chip_set = question_chips(question)
        if kind.chips_per_box:
            return {
                "in_chips": True,
                "table_trays": box_trays(boxes, chip_set, form),
                "prompt": kind.chip_prompt(question),
            }
        data = form.data if form.is_bound else {}
        posted = {"direction": data.get("direction", ""), "chips": data.get("chips", "")}
        return {
            "in_chips": True,
            "tray": tray(chip_set, **posted, one_way=kind.chips_only),
            "prompt": kind.chip_prompt(question),
        }
    if not in_chips and PREFIX not in attempt.given:
        return {}
    if kind.chips_per_box:
        return {"table_chip_feedback": box_feedback(question, boxes, attempt.given)}
    return {"chip_feedback": kind.chip_feedback(question, attempt.given, right=attempt.is_correct)}


@dataclass(frozen=True)
class SelfTestItem:
    """One question of the self-test as its page shows it: the round, the answer box and,
    once answered, the attempt and the worked answer."""

    question: Question
    kind: Kind[Any]
    field: forms.BoundField
    dealt: DealtRound
    round: EngineRound
    prompt: str
    attempt: Attempt | None
    worked: WorkedAnswer | None


@dataclass(frozen=True)
class SelfTestGame:
    """A game a self-test can be taken in: its value, its name and the house it deals at
    (``None``: the game's reference rules, which ``reference_note`` describes)."""

    value: str
    label: str
    house: House | None
    reference_note: str


def self_test_intro_context(
    user: User | None, *, form: SelfTestStartForm | None = None, first: str | None = None
) -> dict:
    """The self-test's first page: a button per game, ``first`` first (a game the link
    asked for), else the trainee's own game."""
    form = form or SelfTestStartForm()
    offered = self_test_games()
    values = [value for value, _label in offered]
    if first not in values:
        first = self_test_game(user=user)
    games = [
        SelfTestGame(
            value,
            str(label),
            self_test_house(user=user, game=value),
            str(GAME_KINDS[value].self_test.note),
        )
        for value, label in offered
    ]
    games.sort(key=lambda game: game.value != first)
    return {"games": games, "form": form}


def self_test_context(self_test: SelfTest, form: SelfTestForm) -> dict:
    items = []
    for question, field in form.bound_pairs():
        kind = kind_of(question.kind)
        attempt: Attempt | None = getattr(question, "attempt", None)
        dealt = question.the_round()
        items.append(
            SelfTestItem(
                question=question,
                kind=kind,
                field=field,
                dealt=dealt,
                round=dealt.engine_round(),
                prompt=kind.prompt(question),
                attempt=attempt,
                worked=kind.worked_answer(question) if attempt else None,
            )
        )
    attempts = [item.attempt for item in items if item.attempt is not None]
    answered = len(attempts) == len(items)
    return {
        "self_test": self_test,
        "form": form,
        "items": items,
        "answered": answered,
        "score": sum(attempt.is_correct for attempt in attempts) if answered else None,
        # The game its rounds were dealt in (the view loads each with its variant's game).
        "game": items[0].dealt.variant.game if items else None,
    }


@dataclass(frozen=True)
class AnswerTexts:
    """An attempt's answer and the right one as the trainee read them; ``lang`` is the
    language they are written in where it may not be the page's (a glossary answer)."""

    given: str
    right: str
    lang: str = ""


def answer_texts(attempts: Iterable[Attempt], *, echo: bool = False) -> list[AnswerTexts]:
    """The given and the right answer of each attempt as the trainee reads them, in order:
    each kind's own wording ("Royal flush", "Switch 5♣ …", "+10"; an amount given as typed,
    or with ``echo`` (the trainee's own pages) written as its key is).

    ``answer_text`` looks each glossary choice up on its own, a query per answer, so the
    terms of all the attempts are fetched at once here and labelled the way it does. The
    attempts come with their question (and its dealt round, which a best play reads).
    """
    attempts = list(attempts)
    slugs = {
        value
        for attempt in attempts
        if isinstance(kind_of(attempt.kind), GlossaryKind)
        for value in (attempt.given, attempt.correct_answer)
    }
    terms = {term.slug: term for term in GlossaryTerm.objects.filter(slug__in=slugs)}
    texts = []
    for attempt in attempts:
        question = attempt.question
        kind = kind_of(attempt.kind)
        if isinstance(kind, GlossaryKind):
            lang = question.answer_language or translation.get_language()
            field = kind.answered
            with translation.override(lang):
                given, right = (
                    terms[value].localized(field) if value in terms else value
                    for value in (attempt.given, attempt.correct_answer)
                )
            texts.append(AnswerTexts(given, right, lang))
            continue
        shown = kind.given_echo if echo else kind.given_text
        given = _readable(shown, question, attempt.given) if attempt.given else ""
        texts.append(
            AnswerTexts(given, _readable(kind.answer_text, question, attempt.correct_answer))
        )
    return texts


def _readable(text: Callable[[Question, str], str], question: Question, value: str) -> str:
    try:
        return text(question, value)
    except (KeyError, ValueError, ArithmeticError):
        # Not a value this kind writes (a record older than its choices): shown as stored.
        return value


# -- sprints ------------------------------------------------------------------------------


def sprints_context(user: User, *, form: SprintForm | None = None) -> dict:
    """The sprints' page: a new sprint (at the trainee's house, its game's payouts
    ticked), his bests by game and shape, and his latest sprints."""
    variant, rules = practice_house(user=user)
    return {
        "form": form or SprintForm(variant=variant.slug, kinds=default_kinds(rules)),
        "bests": sprint_bests(user=user),
        "finished": sprints_finished(user=user),
    }


def sprint_question_context(sprint: Sprint, question: Question, form: forms.Form) -> dict:
    """A sprint's question as it is asked: the question's own page's context (no verdict:
    it is unanswered), the sprint's clock as the server reads it, and where it stands."""
    left = (sprint.ends_at - timezone.now()).total_seconds()
    shape = SHAPE_RULES[SprintShape(sprint.shape)]
    return {
        **question_context(question, form),
        "sprint": sprint,
        "seconds_left": max(0, math.ceil(left)),
        "questions": shape.questions if shape.fixed else None,
    }


@dataclass(frozen=True)
class SprintResult:
    """A sprint once over: its score and how it is made, each question with its answer
    and working, and the trainee's best before it."""

    sprint: Sprint
    score: SprintScore
    questions: list[Question]
    best_before: int | None
    shape: ShapeRules

    @property
    def new_best(self) -> bool:
        """A score above every earlier one of the game and shape (a first 0 is no best)."""
        points = self.score.points
        return points > 0 and (self.best_before is None or points > self.best_before)


def sprint_result(sprint: Sprint) -> SprintResult:
    shape = SprintShape(sprint.shape)
    score = sprint_score(
        shape=shape,
        right=sprint.right or 0,
        wrong=sprint.wrong or 0,
        seconds_used=float(sprint.seconds_used or 0),
    )
    return SprintResult(
        sprint=sprint,
        score=score,
        questions=sprint_questions(sprint=sprint),
        best_before=sprint_best_before(sprint=sprint),
        shape=SHAPE_RULES[shape],
    )


# -- duels --------------------------------------------------------------------------------


def duels_context(user: User, *, form: DuelForm | None = None) -> dict:
    """The duels' page: a new challenge (at the trainee's house) and his duels."""
    variant, rules = practice_house(user=user)
    return {
        "form": form or DuelForm(user=user, variant=variant.slug, kinds=default_kinds(rules)),
        "duels": [(duel, _sprint_of(duel, user)) for duel in duels_of(user=user)],
    }


def _sprint_of(duel: Duel, user: User) -> Sprint | None:
    return next((sprint for sprint in duel.sprints.all() if sprint.user_id == user.pk), None)


@dataclass(frozen=True)
class DuelRow:
    """One position of the duel's sprint, each trainee's question there (the same one)."""

    position: int
    mine: Question | None
    theirs: Question | None

    @property
    def question(self) -> Question:
        found = self.mine or self.theirs
        assert found is not None  # a row is made for a position one of them was asked
        return found


def duel_context(duel: Duel, user: User, state: DuelState) -> dict:
    """A duel as one of its trainees sees it: where it stands, what he may do, and, once
    both have run it (or it expired with his own sprint over), the two sprints side by
    side, question by question."""
    sprints = {sprint.user_id: sprint for sprint in duel_sprints(duel=duel)}
    other = duel.opponent if user.pk == duel.challenger_id else duel.challenger
    mine = sprints.get(user.pk)
    theirs = sprints.get(other.pk) if other is not None else None
    shown = state is DuelState.BOTH_DONE or (
        state is DuelState.EXPIRED and (mine is None or mine.finished)
    )
    rows: list[DuelRow] = []
    if shown:
        asked = {
            key: {question.position: question for question in sprint_questions(sprint=sprint)}
            for key, sprint in (("mine", mine), ("theirs", theirs))
            if sprint is not None
        }
        positions = sorted(set().union(*(each.keys() for each in asked.values())))
        rows = [
            DuelRow(
                position,
                asked.get("mine", {}).get(position),
                asked.get("theirs", {}).get(position),
            )
            for position in positions
        ]
    open_ = state is DuelState.PENDING
    return {
        "duel": duel,
        "state": state,
        "other": other,
        "mine": mine,
        "theirs": theirs,
        "shown": shown,
        "rows": rows,
        "can_start": open_ and (mine is None or not mine.finished),
        "can_refuse": open_ and mine is None and duel.opponent_id == user.pk,
        "can_rematch": other is not None and state is not DuelState.PENDING,
    }
