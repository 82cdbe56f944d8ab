"""A casino's training department: classes with the house they deal for, exams, what each
trainee answered in them, and the certificates of those who passed."""

from __future__ import annotations

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.utils.translation import gettext_lazy as _

from paytables.models import Game, Variant


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
