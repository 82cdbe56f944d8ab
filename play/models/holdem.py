"""A trainee's Hold'em match against the three AI players, kept so a reload resumes it."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class HoldemMatch(models.Model):
    """The trainee's one match in play, stored as the engine's ``Match.to_dict()``.

    ``version`` grows by one with every change; a form carries the version it was shown
    with, so a double submit or a post from a stale page is recognised and refused.
    """

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="holdem_match",
        verbose_name=_("trainee"),
    )
    seed = models.BigIntegerField(_("seed"))
    state = models.JSONField(_("match state"))
    version = models.PositiveIntegerField(_("version"), default=0)
    hands_played = models.PositiveIntegerField(_("hands played"), default=1)
    created_at = models.DateTimeField(_("started at"), auto_now_add=True)
    updated_at = models.DateTimeField(_("last played at"), auto_now=True)

    class Meta:
        ordering = ["-updated_at"]
        verbose_name = _("Hold'em match")
        verbose_name_plural = _("Hold'em matches")
        constraints = [
            models.CheckConstraint(
                condition=models.Q(hands_played__gte=1), name="holdem_match_hands_played_positive"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.user} · {self.hands_played}"
