"""A casino's training department: classes with the house they deal for, exams, what each
trainee answered in them, and the certificates of those who passed."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models import F, Q
from django.utils.translation import gettext_lazy as _

from paytables.models import Game, Variant
from trainer.models import Difficulty, Question, kind_choices


class SchoolClass(models.Model):
    """A class (cohort) of trainees, its instructors, and the house it deals for: the
    casino's name and, per game, the variant that casino plays (``ClassHouse``)."""

    name = models.CharField(_("name"), max_length=100)
    casino = models.CharField(
        _("casino"),
        max_length=100,
        help_text=_("The house the class deals for, as trainees read it: “Corona Casino”."),
    )
    instructors = models.ManyToManyField(
        settings.AUTH_USER_MODEL,
        related_name="classes_taught",
        verbose_name=_("instructors"),
        limit_choices_to={"is_staff": True},
        # An instructor who makes a class teaches it (the admin adds him).
        blank=True,
    )
    trainees = models.ManyToManyField(
        settings.AUTH_USER_MODEL,
        related_name="school_classes",
        verbose_name=_("trainees"),
        blank=True,
    )
    created_at = models.DateTimeField(_("created at"), auto_now_add=True)

    class Meta:
        ordering = ["name", "pk"]
        verbose_name = _("class")
        verbose_name_plural = _("classes")

    def __str__(self) -> str:
        return self.name


class BoardOptIn(models.Model):
    """A trainee's choice to appear on his class's weekly board of practice: without one he
    does not appear (the default), though he sees the board. Only he makes or removes it,
    from the school page, whenever he likes."""

    school_class = models.ForeignKey(
        SchoolClass, on_delete=models.CASCADE, related_name="board_opt_ins", verbose_name=_("class")
    )
    trainee = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="board_opt_ins",
        verbose_name=_("trainee"),
    )
    created_at = models.DateTimeField(_("chose to appear at"), auto_now_add=True)

    class Meta:
        ordering = ["school_class", "trainee"]
        verbose_name = _("place on a class board")
        verbose_name_plural = _("places on class boards")
        constraints = [
            models.UniqueConstraint(
                fields=["school_class", "trainee"], name="board_opt_in_one_per_trainee"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.school_class} · {self.trainee}"


class ClassHouse(models.Model):
    """The variant a class deals of one game: its house's rules of that game."""

    school_class = models.ForeignKey(
        SchoolClass, on_delete=models.CASCADE, related_name="houses", verbose_name=_("class")
    )
    game = models.ForeignKey(
        Game, on_delete=models.PROTECT, related_name="class_houses", verbose_name=_("game")
    )
    variant = models.ForeignKey(
        Variant, on_delete=models.PROTECT, related_name="class_houses", verbose_name=_("variant")
    )

    class Meta:
        ordering = ["school_class", "game"]
        verbose_name = _("house rules of a game")
        verbose_name_plural = _("house rules per game")
        constraints = [
            models.UniqueConstraint(
                fields=["school_class", "game"],
                name="class_house_one_per_game",
                violation_error_message=_("The class already has a house variant of this game."),
            ),
        ]

    def __str__(self) -> str:
        return f"{self.school_class} · {self.variant}"

    def clean(self) -> None:
        if self.game_id and self.variant_id and self.variant.game_id != self.game_id:
            message = _("This variant is of another game: choose one of %(game)s.")
            raise ValidationError({"variant": message % {"game": self.game}})


class Band(models.TextChoices):
    """The grade a score falls in (PAGCOR's school's bands by default)."""

    FAIL = "fail", _("Below the pass mark")
    AVERAGE = "average", _("Average")
    HIGH_AVERAGE = "high_average", _("High Average")
    SUPERIOR = "superior", _("Superior")
    VERY_SUPERIOR = "very_superior", _("Very Superior")


class Exam(models.Model):
    """An exam an instructor sets a class: the house and its questions (``ExamPart``: how
    many of each kind), the clock, the pass bands, the speed standard, when it is open and
    how many times a trainee may sit it. Its questions are dealt once (``ExamQuestion``) and
    every trainee answers the same ones, each in an order of his own."""

    school_class = models.ForeignKey(
        SchoolClass, on_delete=models.CASCADE, related_name="exams", verbose_name=_("class")
    )
    title = models.CharField(_("title"), max_length=100)
    variant = models.ForeignKey(
        Variant,
        on_delete=models.PROTECT,
        related_name="exams",
        verbose_name=_("variant"),
        help_text=_("The game and the house rules the questions are dealt under."),
    )
    difficulty = models.CharField(
        _("antes"), max_length=10, choices=Difficulty.choices, default=Difficulty.ROUND
    )
    # Amounts answered as a dealer pays them: the house's chips pushed from the tray.
    answers_in_chips = models.BooleanField(
        _("answers in chips"),
        default=False,
        help_text=_(
            "On: every amount is answered by pushing the house's chips from the tray, and a "
            "typed amount is refused."
        ),
    )
    seconds_per_question = models.PositiveSmallIntegerField(
        _("seconds per question"),
        default=60,
        validators=[MinValueValidator(5), MaxValueValidator(600)],
        help_text=_("An answer after it counts as wrong: too late."),
    )
    total_minutes = models.PositiveSmallIntegerField(
        _("minutes in all"),
        default=30,
        validators=[MinValueValidator(1), MaxValueValidator(600)],
        help_text=_("When they are up the sitting ends; questions not reached count as wrong."),
    )
    pass_from = models.PositiveSmallIntegerField(_("pass mark (%)"), default=75)
    high_average_from = models.PositiveSmallIntegerField(_("High Average from (%)"), default=82)
    superior_from = models.PositiveSmallIntegerField(_("Superior from (%)"), default=89)
    very_superior_from = models.PositiveSmallIntegerField(_("Very Superior from (%)"), default=96)
    speed_standard = models.DecimalField(
        _("speed standard (seconds per question)"),
        max_digits=5,
        decimal_places=1,
        null=True,
        blank=True,
        validators=[MinValueValidator(Decimal("0.1"))],
        help_text=_(
            "To pass, the sitting's time divided by its number of questions must not be more "
            "than this. Empty: no speed standard."
        ),
    )
    opens_at = models.DateTimeField(_("opens at"))
    closes_at = models.DateTimeField(
        _("closes at"), help_text=_("Trainees see their results and answers from then on.")
    )
    attempts_allowed = models.PositiveSmallIntegerField(
        _("sittings allowed"), default=1, validators=[MinValueValidator(1), MaxValueValidator(10)]
    )
    examiner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.PROTECT,
        related_name="exams_signed",
        verbose_name=_("signed by"),
        limit_choices_to={"is_staff": True},
        help_text=_("The instructor whose name the certificates carry."),
    )
    seed = models.BigIntegerField(_("seed"), null=True, blank=True, editable=False)
    created_at = models.DateTimeField(_("created at"), auto_now_add=True)

    class Meta:
        ordering = ["-opens_at", "pk"]
        verbose_name = _("exam")
        verbose_name_plural = _("exams")
        constraints = [
            models.CheckConstraint(
                condition=Q(closes_at__gt=F("opens_at")),
                name="exam_closes_after_it_opens",
                violation_error_message=_("The exam must close after it opens."),
            ),
            models.CheckConstraint(
                condition=Q(pass_from__gte=1)
                & Q(high_average_from__gt=F("pass_from"))
                & Q(superior_from__gt=F("high_average_from"))
                & Q(very_superior_from__gt=F("superior_from"))
                & Q(very_superior_from__lte=100),
                name="exam_bands_rise_to_100",
                violation_error_message=_(
                    "The bands must rise: pass mark < High Average < Superior < Very Superior "
                    "≤ 100."
                ),
            ),
            models.CheckConstraint(
                condition=Q(attempts_allowed__gte=1), name="exam_one_sitting_at_least"
            ),
        ]

    def __str__(self) -> str:
        return self.title

    def is_open(self, at: datetime) -> bool:
        return self.opens_at <= at < self.closes_at

    def is_closed(self, at: datetime) -> bool:
        return at >= self.closes_at


class ExamPart(models.Model):
    """How many questions of one kind an exam asks, or every line of the house's tables."""

    exam = models.ForeignKey(
        Exam, on_delete=models.CASCADE, related_name="parts", verbose_name=_("exam")
    )
    kind = models.CharField(_("question kind"), max_length=20, choices=kind_choices)
    count = models.PositiveSmallIntegerField(
        _("questions"),
        null=True,
        blank=True,
        validators=[MinValueValidator(1), MaxValueValidator(50)],
        help_text=_("Empty: every line of the house's tables for this kind, once."),
    )

    class Meta:
        ordering = ["exam", "pk"]
        verbose_name = _("part of an exam")
        verbose_name_plural = _("questions asked")
        constraints = [
            models.UniqueConstraint(
                fields=["exam", "kind"],
                name="exam_part_one_per_kind",
                violation_error_message=_("The exam already asks this kind."),
            ),
            models.CheckConstraint(
                condition=Q(count__isnull=True) | Q(count__gte=1), name="exam_part_count_positive"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} × {self.count or '∀'}"


class ExamQuestion(models.Model):
    """One question of an exam's set, dealt once: a trainer question that belongs to no
    trainee and no drill (its round and its answer key)."""

    exam = models.ForeignKey(
        Exam, on_delete=models.CASCADE, related_name="questions", verbose_name=_("exam")
    )
    position = models.PositiveSmallIntegerField(_("position"))
    question = models.OneToOneField(
        Question, on_delete=models.PROTECT, related_name="exam_question", verbose_name=_("question")
    )

    class Meta:
        ordering = ["exam", "position"]
        verbose_name = _("exam question")
        verbose_name_plural = _("exam questions")
        constraints = [
            models.UniqueConstraint(
                fields=["exam", "position"], name="exam_question_one_per_position"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.exam} · {self.position}"


class Sitting(models.Model):
    """A trainee's sitting of an exam: the order he gets the questions in, the clock, and
    once it is over the score, the band and whether he passed."""

    exam = models.ForeignKey(
        Exam, on_delete=models.PROTECT, related_name="sittings", verbose_name=_("exam")
    )
    trainee = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="sittings",
        verbose_name=_("trainee"),
    )
    number = models.PositiveSmallIntegerField(_("sitting"), default=1)
    # The exam's question positions in the order this sitting asks them.
    order = models.JSONField(_("order of the questions"), editable=False)
    started_at = models.DateTimeField(_("started at"))
    deadline = models.DateTimeField(_("ends at the latest"))
    finished_at = models.DateTimeField(_("finished at"), null=True, blank=True)
    right = models.PositiveSmallIntegerField(_("right answers"), null=True, blank=True)
    percent = models.DecimalField(
        _("score (%)"), max_digits=4, decimal_places=1, null=True, blank=True
    )
    band = models.CharField(_("band"), max_length=20, choices=Band.choices, blank=True)
    seconds = models.DecimalField(
        _("time taken (s)"), max_digits=8, decimal_places=1, null=True, blank=True
    )
    meets_speed = models.BooleanField(_("within the speed standard"), null=True, blank=True)
    passed = models.BooleanField(_("passed"), null=True, blank=True)

    class Meta:
        ordering = ["-started_at", "pk"]
        verbose_name = _("sitting")
        verbose_name_plural = _("sittings")
        constraints = [
            models.UniqueConstraint(
                fields=["exam", "trainee", "number"], name="sitting_one_per_number"
            ),
            models.CheckConstraint(condition=Q(number__gte=1), name="sitting_number_positive"),
            models.CheckConstraint(
                condition=Q(finished_at__isnull=True) | Q(passed__isnull=False),
                name="sitting_finished_is_graded",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.trainee} · {self.exam} · {self.number}"

    @property
    def finished(self) -> bool:
        return self.finished_at is not None


class ExamAnswer(models.Model):
    """A trainee's answer to one question of his sitting, made when the question is first
    shown (the clock starts then) and answered once."""

    sitting = models.ForeignKey(
        Sitting, on_delete=models.CASCADE, related_name="answers", verbose_name=_("sitting")
    )
    exam_question = models.ForeignKey(
        ExamQuestion, on_delete=models.PROTECT, related_name="answers", verbose_name=_("question")
    )
    index = models.PositiveSmallIntegerField(_("asked as number"))
    shown_at = models.DateTimeField(_("first shown at"))
    answered_at = models.DateTimeField(_("answered at"), null=True, blank=True)
    given = models.CharField(_("answer given"), max_length=100, blank=True)
    is_correct = models.BooleanField(_("right"), default=False)
    in_time = models.BooleanField(_("within the time limit"), default=True)
    seconds = models.DecimalField(
        _("seconds"), max_digits=8, decimal_places=2, null=True, blank=True
    )

    class Meta:
        ordering = ["sitting", "index"]
        verbose_name = _("exam answer")
        verbose_name_plural = _("exam answers")
        constraints = [
            models.UniqueConstraint(fields=["sitting", "index"], name="exam_answer_one_per_index"),
            models.UniqueConstraint(
                fields=["sitting", "exam_question"], name="exam_answer_one_per_question"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.sitting} · {self.index}"

    @property
    def answered(self) -> bool:
        return self.answered_at is not None


class Certificate(models.Model):
    """A trainee's certificate for an exam he passed: what it says is written when it is
    issued (his name, the game, the house, the band, the instructor who signed it), so that
    a later edit changes no certificate. ``code`` is its public verification address."""

    sitting = models.OneToOneField(
        Sitting, on_delete=models.PROTECT, related_name="certificate", verbose_name=_("sitting")
    )
    trainee = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="certificates",
        verbose_name=_("trainee"),
    )
    code = models.CharField(_("verification code"), max_length=40, unique=True, editable=False)
    trainee_name = models.CharField(_("name"), max_length=150)
    game = models.ForeignKey(
        Game, on_delete=models.PROTECT, related_name="certificates", verbose_name=_("game")
    )
    variant = models.ForeignKey(
        Variant, on_delete=models.PROTECT, related_name="certificates", verbose_name=_("variant")
    )
    casino = models.CharField(_("casino"), max_length=100)
    band = models.CharField(_("band"), max_length=20, choices=Band.choices)
    percent = models.DecimalField(_("score (%)"), max_digits=4, decimal_places=1)
    issued_at = models.DateTimeField(_("issued at"))
    signed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        related_name="certificates_signed",
        verbose_name=_("signed by"),
    )
    signer_name = models.CharField(_("signed by (name)"), max_length=150)
    signer_title = models.CharField(_("signer's title"), max_length=100, blank=True)
    revoked_at = models.DateTimeField(_("revoked at"), null=True, blank=True)
    revoked_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("revoked by"),
    )
    revoke_reason = models.TextField(_("why it was revoked"), blank=True)

    class Meta:
        ordering = ["-issued_at", "pk"]
        verbose_name = _("certificate")
        verbose_name_plural = _("certificates")
        constraints = [
            models.CheckConstraint(
                condition=Q(revoked_at__isnull=True) | ~Q(revoke_reason=""),
                name="certificate_revoked_with_a_reason",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.trainee_name} · {self.game} · {self.get_band_display()}"

    @property
    def valid(self) -> bool:
        return self.revoked_at is None
