"""The multi-box Oasis Poker table: a trainee's virtual balance with its ledger, and the
rounds played at it box by box."""

from __future__ import annotations

from decimal import Decimal

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from engine.oasis.round import Decision, Rules, rules_from_dict

OPENING_BALANCE = Decimal(1000)


class BoxTable(models.Model):
    """A trainee's place at the multi-box table: the balance off the table, and a version
    that every change increases, so a form posted from an older page is refused."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="box_table",
        verbose_name=_("trainee"),
    )
    balance = models.DecimalField(_("balance"), max_digits=12, decimal_places=2)
    version = models.PositiveIntegerField(_("version"), default=0)
    created_at = models.DateTimeField(_("opened at"), auto_now_add=True)

    class Meta:
        ordering = ["user"]
        verbose_name = _("multi-box table")
        verbose_name_plural = _("multi-box tables")
        constraints = [
            models.CheckConstraint(
                condition=Q(balance__gte=0), name="box_table_balance_not_negative"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.user} · {self.balance}"


class LedgerReason(models.TextChoices):
    OPENING = "opening", _("Opening balance")
    RESET = "reset", _("Balance reset")
    ANTE = "ante", _("Ante placed")
    BET = "bet", _("Bet placed")
    SWITCH_FEE = "switch_fee", _("Switch fee")
    SHOWDOWN = "showdown", _("Paid at the showdown")


class LedgerEntry(models.Model):
    """One change of a balance, with its reason; the balance is the sum of its entries."""

    table = models.ForeignKey(
        BoxTable, on_delete=models.CASCADE, related_name="entries", verbose_name=_("table")
    )
    round = models.ForeignKey(
        "play.BoxRound",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="entries",
        verbose_name=_("round"),
    )
    box = models.PositiveSmallIntegerField(_("box"), null=True, blank=True)
    reason = models.CharField(_("reason"), max_length=20, choices=LedgerReason.choices)
    amount = models.DecimalField(_("amount"), max_digits=12, decimal_places=2)
    balance_after = models.DecimalField(_("balance after"), max_digits=12, decimal_places=2)
    created_at = models.DateTimeField(_("at"), auto_now_add=True)

    class Meta:
        ordering = ["-pk"]
        verbose_name = _("balance change")
        verbose_name_plural = _("balance changes")
        constraints = [
            models.CheckConstraint(condition=~Q(amount=0), name="ledger_entry_amount_not_zero"),
            models.CheckConstraint(
                condition=Q(balance_after__gte=0), name="ledger_entry_balance_not_negative"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.get_reason_display()} {self.amount}"


class RoundStatus(models.TextChoices):
    PLAYING = "playing", _("Playing")
    FINISHED = "finished", _("Finished")
    ABANDONED = "abandoned", _("Abandoned at a reset")


class BoxRound(models.Model):
    """One deal at the multi-box table: its deck, the rules it is played under (a snapshot),
    and whether it is still being played."""

    table = models.ForeignKey(
        BoxTable, on_delete=models.CASCADE, related_name="rounds", verbose_name=_("table")
    )
    seed = models.BigIntegerField(_("seed"))
    rules = models.JSONField(_("rules when dealt"))
    status = models.CharField(
        _("status"), max_length=10, choices=RoundStatus.choices, default=RoundStatus.PLAYING
    )
    created_at = models.DateTimeField(_("dealt at"), auto_now_add=True)

    class Meta:
        ordering = ["-pk"]
        verbose_name = _("multi-box round")
        verbose_name_plural = _("multi-box rounds")
        constraints = [
            models.UniqueConstraint(
                fields=["table"],
                condition=Q(status="playing"),
                name="box_round_one_playing_per_table",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.table.user} · {self.get_status_display()} · {self.created_at:%Y-%m-%d}"

    def engine_rules(self) -> Rules:
        return rules_from_dict(self.rules)


class Box(models.Model):
    """One box of a round: its ante and what the player did with it."""

    round = models.ForeignKey(
        BoxRound, on_delete=models.CASCADE, related_name="boxes", verbose_name=_("round")
    )
    position = models.PositiveSmallIntegerField(_("box"))
    ante = models.DecimalField(_("ante"), max_digits=9, decimal_places=2)
    discard = models.CharField(_("cards switched"), max_length=20, blank=True)
    draw = models.CharField(_("cards drawn"), max_length=20, blank=True)
    decision = models.CharField(
        _("decision"),
        max_length=5,
        blank=True,
        choices=[(Decision.RAISE.value, _("Play")), (Decision.FOLD.value, _("Fold"))],
    )

    class Meta:
        ordering = ["round", "position"]
        verbose_name = _("box")
        verbose_name_plural = _("boxes")
        constraints = [
            models.UniqueConstraint(fields=["round", "position"], name="box_one_per_position"),
            models.CheckConstraint(
                condition=Q(position__gte=1) & Q(position__lte=3), name="box_position_1_to_3"
            ),
            models.CheckConstraint(
                condition=Q(ante__gte=1) & Q(ante__lte=100), name="box_ante_1_to_100"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.round_id} · {self.position}"
