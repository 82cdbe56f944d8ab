"""What the trainer asked, what it dealt, what the trainee answered and what it scored."""

from __future__ import annotations

import uuid
from datetime import datetime
from decimal import Decimal

from django.conf import settings
from django.contrib.auth.models import User
from django.db import models
from django.db.models import F, Q, Value
from django.db.models.functions import Concat
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy
from fsrs import Card, State

from engine.game import GameRound, GameSettlement
from paytables.games import GameRules, game_engine, rules_from_dict
from paytables.models import Game, GlossaryTerm, Variant
from trainer.names import NAME_MAX, full_name_validate, title_validate
from trainer.schedule import Known
from trainer.sprints import SprintShape

# A round of any game, and its settlement: a game's own kinds know which they hold.
EngineRound = GameRound
EngineSettlement = GameSettlement


class QuestionKind(models.TextChoices):
    """The question kinds of no one game (the glossary, the Hold'em table's side pots); each
    game's kinds are in its own package (``trainer.kinds.<engine>.slugs``). What each kind
    does is its module's; the database stores its value."""

    GLOSSARY_TERM = "glossary_term", _("Glossary: term to meaning")
    GLOSSARY_MEANING = "glossary_meaning", _("Glossary: meaning to term")
    SIDE_POTS = "side_pots", _("Side pots")
    CHIP_COUNT = "chip_count", _("Chips: count the stacks")
    CHIP_COLOUR_UP = "chip_colour_up", _("Chips: colour up")
    CHIP_CHANGE = "chip_change", _("Chips: change a chip")
    CHIP_PAY = "chip_pay", _("Chips: pay a payout")


# The kinds whose question keeps its subject in ``choices``: a showdown, chips.
CHOICES_SUBJECT = ("side_pots", "chip_count", "chip_colour_up", "chip_change", "chip_pay")


def kind_choices() -> list[tuple[str, str | Promise]]:
    """The question kinds a ``kind`` field offers, from the registry (``trainer.kinds.KINDS``),
    each with its label. The fields take this callable, not a list: their migrations name it,
    so a new kind in the registry needs no migration of the fields that store kinds."""
    # The kinds import the models, so the choices are read when asked, not at import.
    from trainer.kinds import KINDS

    return [(slug, kind.slug.label) for slug, kind in KINDS.items()]


class Difficulty(models.TextChoices):
    ROUND = "round", _("Round antes (10, 20, 25, 50, 100)")
    ODD = "odd", _("Odd antes (15, 35, 45, 65, 85)")


class DealtRound(models.Model):
    """A round dealt for a question, with its whole history and the rules it was dealt
    under (a snapshot, so a later edit of the variant does not change old answers)."""

    variant = models.ForeignKey(
        Variant, on_delete=models.PROTECT, related_name="dealt_rounds", verbose_name=_("variant")
    )
    rules = models.JSONField(_("rules when dealt"))
    seed = models.BigIntegerField(_("seed"))
    rare = models.BooleanField(_("rare hands"), default=False)
    ante = models.DecimalField(_("ante"), max_digits=9, decimal_places=2)
    player = models.CharField(_("player's initial hand"), max_length=20)
    dealer = models.CharField(_("dealer's hand, up card first"), max_length=20)
    # The round as its game keeps it (``engine.game.Game.history``: plain strings, the
    # hands, the draws, the decision and whatever else the game plays), read back by the
    # game's ``replay``; no column here knows one game from another.
    history = models.JSONField(_("history"), default=dict)
    # The stakes the game's ``settle`` takes beside the round, as strings (Oasis Poker's
    # ante, bonus bet and progressive meter); empty for a game whose round holds its stakes.
    stakes = models.JSONField(_("stakes beside the round"), default=dict, blank=True)
    # "Best play": every option of the hand and its value, from the exact analysis made
    # once when the question was dealt, so no later page computes it again.
    analysis = models.JSONField(_("options' values"), null=True, blank=True, editable=False)
    # "Settle the table": the further boxes played against the same dealer hand, each
    # {"ante", "player", "discard", "draw", "decision"}; this round is box 1.
    boxes = models.JSONField(_("further boxes at the table"), default=list, blank=True)
    created_at = models.DateTimeField(_("dealt at"), auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("dealt round")
        verbose_name_plural = _("dealt rounds")
        constraints = [
            models.CheckConstraint(condition=Q(ante__gt=0), name="dealt_round_ante_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.player} / {self.dealer}"

    # A page reads a round's rules, replay and settlement several times (the prompt, the
    # cards, the key, the working): each is computed once per instance. A dealt round is
    # never changed after it is saved, so what was computed stays true.

    def engine_rules(self) -> GameRules:
        if "_engine_rules" not in self.__dict__:
            self._engine_rules = rules_from_dict(self.rules)
        return self._engine_rules

    def engine_round(self) -> EngineRound:
        """The round as the engine sees it, replayed by its game from the stored history."""
        if "_engine_round" not in self.__dict__:
            rules = self.engine_rules()
            self._engine_round = game_engine(rules).replay(rules, self.history)
        return self._engine_round

    def settlement(self) -> EngineSettlement:
        if "_settlement" not in self.__dict__:
            rules, round_ = self.engine_rules(), self.engine_round()
            stakes = {name: Decimal(value) for name, value in self.stakes.items()}
            self._settlement = game_engine(rules).settle(rules, round_, **stakes)
        return self._settlement


class DrillSession(models.Model):
    """A trainee's run of questions: the variant, the skills, the difficulty, the clock."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="drill_sessions",
        verbose_name=_("trainee"),
    )
    variant = models.ForeignKey(
        Variant, on_delete=models.PROTECT, related_name="drill_sessions", verbose_name=_("variant")
    )
    kinds = models.JSONField(_("question kinds"))
    difficulty = models.CharField(
        _("difficulty"), max_length=10, choices=Difficulty.choices, default=Difficulty.ROUND
    )
    rare = models.BooleanField(_("rare hands more often"), default=False)
    seconds_per_question = models.PositiveSmallIntegerField(
        _("seconds per question"),
        null=True,
        blank=True,
        help_text=_("Empty when the drill is not timed."),
    )
    # A count, where the model's name "questions" is a noun: each has its own translation.
    length = models.PositiveSmallIntegerField(pgettext_lazy("a number of", "questions"), default=10)
    seed = models.BigIntegerField(_("seed"))
    language = models.CharField(_("language"), max_length=5, default="en")
    cross_language = models.BooleanField(
        _("glossary across languages"),
        default=False,
        help_text=_("A term in one language, its meaning picked in the other."),
    )
    # Amounts answered by pushing the house's chips from a tray rather than typed.
    answer_in_chips = models.BooleanField(_("answer in chips"), default=False)
    # A drill of given cells ("practise the ones I got wrong"): each position's cell, as
    # "kind:line", dealt in order. Empty for a drill that chooses its cells as it goes.
    cells = models.JSONField(_("skill cells, in order"), default=list, blank=True)
    # "Practise what I need": each question's cell is the one the trainee's review schedule
    # asks for next (due, then new in teaching order, then weakest) among the drill's kinds.
    need = models.BooleanField(_("what the trainee needs"), default=False)
    # The time standard of each of the drill's kinds when it started ({"raise": "6.0"}), as
    # with the rules: an answer is rated against the standard the question was shown with,
    # and rating it reads no table. Empty for drills started before standards were kept.
    time_standards = models.JSONField(
        _("time standards when started"), null=True, blank=True, editable=False
    )
    # The variant's house rules when the drill started: every question of a drill is dealt
    # under the same rules, whatever an instructor edits meanwhile, and dealing one needs no
    # paytable read. Empty for drills started before the rules were kept.
    rules = models.JSONField(_("rules when started"), null=True, blank=True, editable=False)
    created_at = models.DateTimeField(_("started at"), auto_now_add=True)
    # A drill the trainee gave up: no longer offered to finish, its answers kept.
    discarded_at = models.DateTimeField(_("discarded at"), null=True, blank=True)
    # The drill this one retries (the cells got wrong there): one retry per drill, so a
    # second tap on "retry" finds the first's.
    retry_of = models.OneToOneField(
        "self",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="retry",
        verbose_name=_("retry of"),
    )

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("drill session")
        verbose_name_plural = _("drill sessions")
        constraints = [
            models.CheckConstraint(
                condition=Q(length__gte=1) & Q(length__lte=100), name="drill_length_1_to_100"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.user} · {self.variant} · {self.created_at:%Y-%m-%d %H:%M}"

    @property
    def timed(self) -> bool:
        return self.seconds_per_question is not None

    @property
    def finished(self) -> bool:
        """Whether every question of the drill has been answered (read with the count of
        answers annotated as ``answered``, or counted)."""
        answered = getattr(self, "answered", None)
        if answered is None:
            answered = Attempt.objects.filter(question__session=self).count()
        return answered >= self.length

    def engine_rules(self) -> GameRules:
        """The rules the drill deals under: those it started with (for an older drill that
        kept none, its variant's rules now)."""
        return rules_from_dict(self.rules) if self.rules else self.variant.rules()


class Duel(models.Model):
    """A challenge: two trainees take the same sprint (one house, kinds, shape and seed),
    each on his own time; the opponent is named, or is whoever opens the link first."""

    token = models.UUIDField(_("link token"), default=uuid.uuid4, unique=True, editable=False)
    challenger = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="duels_sent",
        verbose_name=_("challenger"),
    )
    opponent = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="duels_received",
        verbose_name=_("opponent"),
        help_text=_("Empty until someone takes up a challenge sent as a link."),
    )
    variant = models.ForeignKey(
        Variant, on_delete=models.PROTECT, related_name="duels", verbose_name=_("variant")
    )
    kinds = models.JSONField(_("question kinds"))
    shape = models.CharField(_("sprint"), max_length=10, choices=SprintShape.choices)
    seed = models.BigIntegerField(_("seed"))
    rules = models.JSONField(_("rules when started"), editable=False)
    created_at = models.DateTimeField(_("sent at"))
    expires_at = models.DateTimeField(_("expires at"))
    refused_at = models.DateTimeField(_("refused at"), null=True, blank=True)
    # The duel this one plays again: one rematch per duel, so a second tap finds the first.
    rematch_of = models.OneToOneField(
        "self",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="rematch",
        verbose_name=_("rematch of"),
    )

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("duel")
        verbose_name_plural = _("duels")
        constraints = [
            models.CheckConstraint(
                condition=~Q(opponent=F("challenger")), name="duel_not_against_oneself"
            ),
            models.CheckConstraint(
                condition=Q(expires_at__gt=F("created_at")), name="duel_expires_after_sent"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.challenger} · {self.opponent or '…'} · {self.get_shape_display()}"

    def in_it(self, user_id: int) -> bool:
        return user_id in (self.challenger_id, self.opponent_id)


class SprintSet(models.Model):
    """The questions of every sprint dealt from one house, kinds, shape and seed (a duel's
    two sprints, a class's sprint of the day, however many take it): dealt once for all of
    them, position by position as the first of them reaches it (``Question.sprint_set``).
    Each sprint asks its own copy of them, so that, as with an exam's set, the sprints that
    follow the first store their answers and deal nothing."""

    variant = models.ForeignKey(
        Variant, on_delete=models.PROTECT, related_name="sprint_sets", verbose_name=_("variant")
    )
    rules = models.JSONField(_("rules when dealt"), editable=False)
    kinds = models.JSONField(_("question kinds"))
    shape = models.CharField(_("sprint"), max_length=10, choices=SprintShape.choices)
    seed = models.BigIntegerField(_("seed"))
    # A digest of all of the above (``trainer.services.sprint_set_key``): one set for them,
    # however many sprints start from them at once.
    key = models.CharField(_("key"), max_length=64, unique=True, editable=False)
    created_at = models.DateTimeField(_("created at"), auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("sprint's question set")
        verbose_name_plural = _("sprints' question sets")

    def __str__(self) -> str:
        return f"{self.variant} · {self.get_shape_display()} · {self.seed}"


class Sprint(models.Model):
    """A fixed set of questions under one clock, the server's (``trainer.sprints``): asked
    one at a time from its question set, answered with no verdict in between, scored at
    the end."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="sprints",
        verbose_name=_("trainee"),
    )
    variant = models.ForeignKey(
        Variant, on_delete=models.PROTECT, related_name="sprints", verbose_name=_("variant")
    )
    kinds = models.JSONField(_("question kinds"))
    shape = models.CharField(_("sprint"), max_length=10, choices=SprintShape.choices)
    seed = models.BigIntegerField(_("seed"))
    # The house's rules when the sprint started, as a drill keeps them.
    rules = models.JSONField(_("rules when started"), editable=False)
    answer_in_chips = models.BooleanField(_("answer in chips"), default=False)
    started_at = models.DateTimeField(_("started at"))
    ends_at = models.DateTimeField(_("clock ends at"))
    finished_at = models.DateTimeField(_("finished at"), null=True, blank=True)
    late_answers = models.PositiveSmallIntegerField(
        _("late answers"), default=0, help_text=_("Answers sent after the clock, refused.")
    )
    # The result, written once when the sprint ends (``sprint_close``).
    right = models.PositiveSmallIntegerField(_("right"), null=True, blank=True)
    wrong = models.PositiveSmallIntegerField(_("wrong"), null=True, blank=True)
    seconds_used = models.DecimalField(
        _("seconds used"), max_digits=6, decimal_places=2, null=True, blank=True
    )
    score = models.IntegerField(_("score"), null=True, blank=True)
    duel = models.ForeignKey(
        Duel,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="sprints",
        verbose_name=_("duel"),
    )
    # Empty for a sprint started before sets were kept: it gets one when it next asks.
    question_set = models.ForeignKey(
        SprintSet,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="sprints",
        verbose_name=_("question set"),
    )

    class Meta:
        ordering = ["-started_at"]
        verbose_name = _("sprint")
        verbose_name_plural = _("sprints")
        indexes = [models.Index(fields=["user", "shape", "score"])]
        constraints = [
            models.CheckConstraint(
                condition=Q(ends_at__gt=F("started_at")), name="sprint_clock_runs_forward"
            ),
            models.CheckConstraint(
                condition=Q(finished_at__isnull=True) | Q(score__gte=0),
                name="sprint_finished_has_score",
            ),
            models.UniqueConstraint(
                fields=["duel", "user"],
                condition=Q(duel__isnull=False),
                name="sprint_one_per_duel_and_trainee",
            ),
            # A trainee never runs the same questions twice: a second run would be memory.
            models.UniqueConstraint(
                fields=["question_set", "user"],
                condition=Q(question_set__isnull=False),
                name="sprint_one_per_set_and_trainee",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.user} · {self.get_shape_display()} · {self.started_at:%Y-%m-%d %H:%M}"

    @property
    def finished(self) -> bool:
        return self.finished_at is not None

    def over(self, at: datetime) -> bool:
        """Whether it takes no more answers at ``at``: closed, or its clock run out (closed
        or not: a sprint left before its end is over when its clock says so)."""
        return self.finished_at is not None or at >= self.ends_at


class SelfTest(models.Model):
    """Seed 000's three-question self-test; anyone may take it, logged in or not."""

    token = models.UUIDField(_("token"), default=uuid.uuid4, unique=True, editable=False)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="self_tests",
        verbose_name=_("trainee"),
    )
    created_at = models.DateTimeField(_("started at"), auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("self-test")
        verbose_name_plural = _("self-tests")

    def __str__(self) -> str:
        return str(self.token)


class Question(models.Model):
    """One question: what was shown, the choices, and the answer key the server keeps."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="questions",
        verbose_name=_("trainee"),
    )
    session = models.ForeignKey(
        DrillSession,
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="questions",
        verbose_name=_("drill session"),
    )
    self_test = models.ForeignKey(
        SelfTest,
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="questions",
        verbose_name=_("self-test"),
    )
    sprint = models.ForeignKey(
        Sprint,
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="questions",
        verbose_name=_("sprint"),
    )
    # A question of a sprints' set belongs to no trainee: the key each sprint's copy asks.
    sprint_set = models.ForeignKey(
        SprintSet,
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="questions",
        verbose_name=_("sprint's question set"),
    )
    position = models.PositiveSmallIntegerField(_("position"))
    kind = models.CharField(_("question kind"), max_length=20, choices=kind_choices)
    cell = models.CharField(_("skill cell"), max_length=60, blank=True)
    dealt_round = models.ForeignKey(
        DealtRound,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="questions",
        verbose_name=_("dealt round"),
    )
    term = models.ForeignKey(
        GlossaryTerm,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="questions",
        verbose_name=_("glossary term"),
    )
    prompt_language = models.CharField(_("asked in"), max_length=5, blank=True)
    answer_language = models.CharField(_("answered in"), max_length=5, blank=True)
    choices = models.JSONField(_("choices"), default=list, blank=True)
    answer_key = models.CharField(_("correct answer"), max_length=100)
    shown_at = models.DateTimeField(_("first shown at"), null=True, blank=True)
    created_at = models.DateTimeField(_("created at"), auto_now_add=True)

    class Meta:
        ordering = ["session", "self_test", "position"]
        verbose_name = _("question")
        verbose_name_plural = _("questions")
        constraints = [
            models.UniqueConstraint(
                fields=["session", "position"],
                condition=Q(session__isnull=False),
                name="question_one_per_session_position",
            ),
            models.UniqueConstraint(
                fields=["self_test", "position"],
                condition=Q(self_test__isnull=False),
                name="question_one_per_self_test_position",
            ),
            models.UniqueConstraint(
                fields=["sprint", "position"],
                condition=Q(sprint__isnull=False),
                name="question_one_per_sprint_position",
            ),
            models.UniqueConstraint(
                fields=["sprint_set", "position"],
                condition=Q(sprint_set__isnull=False),
                name="question_one_per_sprint_set_position",
            ),
            models.CheckConstraint(
                # A side-pot question keeps its showdown in ``choices``, a question on
                # chips the house's chips and what it shows.
                condition=Q(dealt_round__isnull=False)
                | Q(term__isnull=False)
                | Q(kind__in=CHOICES_SUBJECT),
                name="question_has_a_subject",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} #{self.pk}"

    @property
    def asks_amount(self) -> bool:
        """Whether the answer is typed as an amount (or several), not picked."""
        # The kinds import the models, so the models look their kind up when asked.
        from trainer.kinds import kind_of

        return kind_of(self.kind).asks_amount

    @property
    def answered_in_chips(self) -> bool:
        """Whether its drill or sprint answers amounts in chips (the self-test never)."""
        if self.session_id is not None:
            return self.session.answer_in_chips  # type: ignore[union-attr]  # session_id set
        if self.sprint_id is not None:
            return self.sprint.answer_in_chips  # type: ignore[union-attr]  # sprint_id set
        return False

    def the_round(self) -> DealtRound:
        """The dealt round of a question whose kind deals one (every kind but the glossary's
        and the side pots')."""
        if self.dealt_round is None:
            raise ValueError(f"{self.kind} question {self.pk} has no dealt round")
        return self.dealt_round

    def the_term(self) -> GlossaryTerm:
        """The glossary term a glossary question asks about."""
        if self.term is None:
            raise ValueError(f"{self.kind} question {self.pk} has no glossary term")
        return self.term


class Attempt(models.Model):
    """A trainee's one answer to a question, scored. Never edited."""

    question = models.OneToOneField(
        Question, on_delete=models.CASCADE, related_name="attempt", verbose_name=_("question")
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="attempts",
        verbose_name=_("trainee"),
    )
    variant = models.ForeignKey(
        Variant,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="attempts",
        verbose_name=_("variant"),
    )
    kind = models.CharField(_("skill"), max_length=20, choices=kind_choices)
    cell = models.CharField(_("skill cell"), max_length=60, blank=True)
    given = models.CharField(_("answer given"), max_length=100, blank=True)
    correct_answer = models.CharField(_("correct answer"), max_length=100)
    is_correct = models.BooleanField(_("right"))
    in_time = models.BooleanField(_("within the time limit"), default=True)
    skipped = models.BooleanField(
        _("skipped"), default=False, help_text=_("The trainee asked for the working instead.")
    )
    seconds = models.DecimalField(_("seconds"), max_digits=8, decimal_places=2)
    created_at = models.DateTimeField(_("answered at"), auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("attempt")
        verbose_name_plural = _("attempts")
        indexes = [models.Index(fields=["user", "kind", "created_at"])]
        constraints = [
            models.CheckConstraint(
                condition=Q(seconds__gte=0), name="attempt_seconds_not_negative"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.user} · {self.get_kind_display()} · {'✓' if self.is_correct else '✗'}"


class CardState(models.IntegerChoices):
    """FSRS's states of a card (``fsrs.State``, the same numbers)."""

    LEARNING = 1, _("learning")
    REVIEW = 2, _("review")
    RELEARNING = 3, _("relearning")


class ReviewRating(models.IntegerChoices):
    """FSRS's ratings (``fsrs.Rating``, the same numbers), as an answer earns them."""

    AGAIN = 1, _("again: wrong")
    HARD = 2, _("hard: right, slower than the standard")
    GOOD = 3, _("good: right within the standard")
    EASY = 4, _("easy: right within half the standard")


class SkillCard(models.Model):
    """A trainee's FSRS card for one skill cell: how well the cell is remembered and when
    it is due again (``trainer.schedule``). Made by the cell's first answer."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="skill_cards",
        verbose_name=_("trainee"),
    )
    kind = models.CharField(_("skill"), max_length=20, choices=kind_choices)
    cell = models.CharField(_("skill cell"), max_length=60)
    state = models.PositiveSmallIntegerField(_("state"), choices=CardState.choices)
    step = models.PositiveSmallIntegerField(
        _("learning step"), null=True, blank=True, help_text=_("Empty once in review.")
    )
    stability = models.FloatField(
        _("stability (days)"), help_text=_("Days until recall falls to 90 %.")
    )
    difficulty = models.FloatField(_("difficulty (1 to 10)"))
    due = models.DateTimeField(_("due at"))
    last_review = models.DateTimeField(_("last answered at"))
    run = models.PositiveSmallIntegerField(
        _("right within the standard in a row"),
        default=0,
        help_text=_("The latest answers that were right and within the time standard."),
    )
    # Kept beside the card so that dealing, which deals the lines met least, reads the
    # cards alone rather than counting the trainee's whole history of attempts.
    answers = models.PositiveIntegerField(
        _("answers"), default=0, help_text=_("How many times the trainee answered this cell.")
    )

    class Meta:
        ordering = ["user", "due"]
        verbose_name = _("skill card")
        verbose_name_plural = _("skill cards")
        indexes = [models.Index(fields=["user", "kind"])]
        constraints = [
            models.UniqueConstraint(fields=["user", "cell"], name="skill_card_one_per_cell"),
            models.CheckConstraint(
                condition=Q(cell__startswith=Concat(F("kind"), Value(":"))),
                name="skill_card_cell_of_its_kind",
            ),
            models.CheckConstraint(
                condition=Q(state__in=CardState.values), name="skill_card_state_known"
            ),
            # fsrs: a card in review has no step; learning and relearning have one.
            models.CheckConstraint(
                condition=Q(state=CardState.REVIEW, step__isnull=True)
                | (~Q(state=CardState.REVIEW) & Q(step__isnull=False)),
                name="skill_card_step_unless_in_review",
            ),
            models.CheckConstraint(
                condition=Q(stability__gt=0), name="skill_card_stability_positive"
            ),
            models.CheckConstraint(
                condition=Q(difficulty__gte=1) & Q(difficulty__lte=10),
                name="skill_card_difficulty_1_to_10",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.user} · {self.cell}"

    def to_fsrs(self) -> Card:
        return Card(
            card_id=self.pk or 0,
            state=State(self.state),
            step=self.step,
            stability=self.stability,
            difficulty=self.difficulty,
            due=self.due,
            last_review=self.last_review,
        )

    def known(self) -> Known:
        return Known(card=self.to_fsrs(), run=self.run, answers=self.answers)

    def take(self, card: Card) -> None:
        """Take the state of ``card`` (fsrs's, after a review)."""
        # fsrs leaves these empty only on a card never reviewed; a reviewed one has them all.
        if card.stability is None or card.difficulty is None or card.last_review is None:
            raise ValueError(f"fsrs card {card.card_id} has not been reviewed")
        self.state = card.state.value
        self.step = card.step
        self.stability = card.stability
        self.difficulty = card.difficulty
        self.due = card.due
        self.last_review = card.last_review


class SkillReview(models.Model):
    """One answer as a review of its cell's card: the log fsrs's optimiser learns the
    trainees' own parameters from (``fsrs.ReviewLog``), one per attempt."""

    card = models.ForeignKey(
        SkillCard, on_delete=models.CASCADE, related_name="reviews", verbose_name=_("skill card")
    )
    attempt = models.OneToOneField(
        Attempt, on_delete=models.CASCADE, related_name="review", verbose_name=_("attempt")
    )
    rating = models.PositiveSmallIntegerField(_("rating"), choices=ReviewRating.choices)
    reviewed_at = models.DateTimeField(_("answered at"))
    duration_ms = models.PositiveIntegerField(_("time taken (ms)"))
    standard_seconds = models.DecimalField(
        _("time standard (s)"), max_digits=5, decimal_places=1, null=True, blank=True
    )

    class Meta:
        ordering = ["reviewed_at", "pk"]
        verbose_name = _("skill review")
        verbose_name_plural = _("skill reviews")
        constraints = [
            models.CheckConstraint(
                condition=Q(rating__in=ReviewRating.values), name="skill_review_rating_known"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.card} · {self.get_rating_display()}"


class TimeStandard(models.Model):
    """How long a trained dealer takes for a question of one kind: the line between a right
    answer rated Good and one rated Hard (half of it: Easy). One per kind for every game,
    and optionally one per kind and game that overrides it."""

    kind = models.CharField(_("question kind"), max_length=20, choices=kind_choices)
    game = models.ForeignKey(
        Game,
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="time_standards",
        verbose_name=_("game"),
        help_text=_("Empty: every game without a standard of its own."),
    )
    seconds = models.DecimalField(_("seconds"), max_digits=5, decimal_places=1)

    class Meta:
        ordering = ["kind", "game"]
        verbose_name = _("time standard")
        verbose_name_plural = _("time standards")
        constraints = [
            models.CheckConstraint(
                condition=Q(seconds__gt=0), name="time_standard_seconds_positive"
            ),
            models.UniqueConstraint(
                fields=["kind"],
                condition=Q(game__isnull=True),
                name="time_standard_one_per_kind",
                violation_error_message=_("This kind already has a standard for every game."),
            ),
            models.UniqueConstraint(
                fields=["kind", "game"],
                condition=Q(game__isnull=False),
                name="time_standard_one_per_kind_and_game",
                violation_error_message=_("This kind already has a standard for this game."),
            ),
        ]

    def __str__(self) -> str:
        where = self.game if self.game_id else _("every game")
        return f"{self.get_kind_display()} · {where} · {self.seconds} s"


class Trainee(User):
    """An account as the instructors' review sees it: the admin's "Trainees" page, listed
    on its index, is this model's list. A proxy, with no table of its own; it is the user
    model of the project (``AUTH_USER_MODEL`` is Django's own)."""

    class Meta:
        proxy = True
        ordering = ["username"]
        verbose_name = _("trainee")
        verbose_name_plural = _("trainees")


class TemporaryPassword(models.Model):
    """A password an instructor set for a trainee who forgot his (trainees have no e-mail):
    it lets him in once, and then he must choose his own before anything else."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="temporary_password",
        verbose_name=_("trainee"),
    )
    set_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        related_name="+",
        verbose_name=_("set by"),
    )
    set_at = models.DateTimeField(_("set at"), auto_now_add=True)

    class Meta:
        ordering = ["-set_at"]
        verbose_name = _("temporary password")
        verbose_name_plural = _("temporary passwords")

    def __str__(self) -> str:
        return str(self.user)


class Profile(models.Model):
    """A person's name as certificates print it, as he gave it ("Nguyễn Thị Lan", "陳家偉"):
    one field, since a Vietnamese or Chinese name does not split into Django's first and
    last names. An instructor who signs certificates has a title printed under his name."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="profile",
        verbose_name=_("account"),
    )
    full_name = models.CharField(
        _("full name"),
        max_length=NAME_MAX,
        validators=[full_name_validate],
        help_text=_("As it is to be printed on certificates, with its accents."),
    )
    title = models.CharField(
        _("job title"),
        max_length=100,
        blank=True,
        validators=[title_validate],
        help_text=_(
            "Printed under the name of an instructor who signs certificates: “Training manager”."
        ),
    )

    class Meta:
        ordering = ["full_name", "pk"]
        verbose_name = _("name on certificates")
        verbose_name_plural = _("names on certificates")

    def __str__(self) -> str:
        return self.full_name
