"""Writes of the multi-box table: dealing, switching, playing or folding a box, resetting
the balance.

Every service locks the trainee's ``BoxTable`` row and checks the ``version`` the page was
drawn at (``play.tables.row_locked``), and writes the balance and its ledger entry together in
one transaction through ``_post``: the balance is the sum of the ledger, and a refused or
stale request changes nothing.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from decimal import Decimal

from django.contrib.auth.models import User
from django.db import IntegrityError, transaction
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from croupier.errors import Refusal
from engine.cards import Card, format_cards
from engine.errors import PokerError
from engine.money import CENT
from engine.oasis.boxes import Table, check_antes, returned_at_showdown, upfront
from engine.oasis.round import Decision, rules_to_dict
from paytables.selectors import variant_rules
from paytables.wording import explain, money
from play.boxes.selectors import engine_table
from play.models import Box, BoxRound, BoxTable, LedgerEntry, LedgerReason, RoundStatus
from play.models.boxes import OPENING_BALANCE
from play.tables import row_locked

VARIANT = "online-boxes"

REFUSALS: dict[str, Promise] = {
    "round_playing": _("Finish the round on the table before dealing a new one."),
    "no_round": _("There is no round on the table: deal one first."),
    "upfront_not_covered": _(
        "Your balance of %(balance)s does not cover %(needed)s for the antes and the third "
        "box's bet."
    ),
    "no_boxes": _("Buy at least one box: give box 1 an ante."),
    "too_many_boxes": _("The table has at most three boxes."),
    "ante_out_of_range": _("The ante of box %(box)s must be a whole number from 1 to 100."),
    "box_not_current": _("Box %(box)s is not the box to decide now."),
    "box_always_plays": _("The third box always plays: it neither switches nor folds."),
    "no_such_box": _("There is no box %(box)s on the table."),
    "switch_leaves_no_bet": _(
        "Switching %(cards)s card(s) costs %(fee)s, and your balance of %(balance)s would "
        "then not cover this box's bet of %(bet)s. You can switch at most %(most)s card(s)."
    ),
    "switch_impossible": _(
        "A switch costs at least %(least)s, and your balance of %(balance)s would then not "
        "cover this box's bet of %(bet)s: this box cannot switch."
    ),
    "bet_not_covered": _(
        "Your balance of %(balance)s does not cover this box's bet of %(bet)s: this box can "
        "only fold."
    ),
    "too_many_switches": _("This box has already switched once."),
    "switch_after_decision": _("This box has already been decided."),
    "already_decided": _("This box has already been decided."),
    "switch_count_not_allowed": _("Switch one or two cards."),
    "empty_switch": _("Tick the card or two cards to switch first."),
}


def _refused(code: str, **params: object) -> Refusal:
    """The refusal ``code`` of ``REFUSALS``, its amounts written as money."""
    shown = {name: money(v) if isinstance(v, Decimal) else v for name, v in params.items()}
    return Refusal(str(REFUSALS[code]) % shown)


def _engine_refusal(error: PokerError) -> Refusal:
    """The engine's refusal in the table's words, or as the rules pages explain it."""
    if error.code == "switch_leaves_no_bet" and not error.params["most"]:
        return _refused("switch_impossible", **error.params)
    if error.code in REFUSALS:
        return _refused(error.code, **error.params)
    return Refusal(explain(error, variant_name=VARIANT))


def _post(
    table: BoxTable,
    amount: Decimal,
    reason: str,
    *,
    round_: BoxRound | None = None,
    box: int | None = None,
) -> None:
    """Change the balance by ``amount`` and record why, both or neither."""
    if not amount:
        return
    amount = amount.quantize(CENT)
    table.balance += amount
    entry = LedgerEntry(
        table=table,
        round=round_,
        box=box,
        reason=reason,
        amount=amount,
        balance_after=table.balance,
    )
    entry.full_clean()
    entry.save()
    table.full_clean(exclude=["user"])
    table.save(update_fields=["balance"])


def _opened(user: User) -> BoxTable:
    """Open the trainee's table with its opening balance, or, when a request sent at the
    same moment opened it first, wait for that one and lock its row instead."""
    try:
        with transaction.atomic():
            table = BoxTable.objects.create(user=user, balance=0)
            _post(table, OPENING_BALANCE, LedgerReason.OPENING)
    except IntegrityError:
        # The insert waited on the other request's row and lost the unique user: the
        # savepoint undid ours, and the winner's row (committed now) is the table.
        return BoxTable.objects.select_for_update().get(user=user)
    return table


def _locked(user: User, version: int) -> BoxTable:
    """The trainee's table, locked for this transaction (opened with its opening balance
    the first time); ``Refusal`` when the page was drawn at another version."""
    return row_locked(BoxTable, user=user, version=version, open_row=lambda: _opened(user))


def _bump(table: BoxTable) -> None:
    table.version += 1
    table.save(update_fields=["version"])


def _new_seed() -> int:
    return random.SystemRandom().getrandbits(62)


def _playing(table: BoxTable) -> BoxRound:
    box_round = table.rounds.filter(status=RoundStatus.PLAYING).first()
    if box_round is None:
        raise _refused("no_round")
    return box_round


@transaction.atomic
def box_round_deal(*, user: User, antes: Sequence[Decimal], version: int) -> BoxRound:
    """Deal a round with one box per ante (1 to 3 boxes, antes 1..100): every ante, and the
    third box's bet, leave the balance now. Raises ``Refusal`` saying why, changing nothing."""
    table = _locked(user, version)
    if table.rounds.filter(status=RoundStatus.PLAYING).exists():
        raise _refused("round_playing")
    try:
        antes = check_antes(antes)
    except PokerError as error:
        raise _engine_refusal(error) from None
    if upfront(antes) > table.balance:
        raise _refused("upfront_not_covered", balance=table.balance, needed=upfront(antes))
    rules = variant_rules(slug=VARIANT)
    seed = _new_seed()
    dealt = Table.deal(rules, seed, antes)
    box_round = BoxRound(table=table, seed=seed, rules=rules_to_dict(rules))
    box_round.full_clean()
    box_round.save()
    for box in dealt.boxes:
        record = Box(round=box_round, position=box.position, ante=box.ante)
        if box.always_plays:
            record.decision = Decision.RAISE.value
        record.full_clean()
        record.save()
        _post(table, -box.ante, LedgerReason.ANTE, round_=box_round, box=box.position)
        if box.always_plays:
            _post(table, -box.bet, LedgerReason.BET, round_=box_round, box=box.position)
    _bump(table)
    return box_round


@transaction.atomic
def box_switch(*, user: User, position: int, discard: Sequence[Card], version: int) -> BoxRound:
    """Switch ``discard`` (one or two cards) in the box being decided; the fee leaves the
    balance. Refusal when the balance would not cover the box's bet afterwards."""
    table = _locked(user, version)
    box_round = _playing(table)
    records = list(box_round.boxes.all())
    state = engine_table(box_round=box_round, boxes=records)
    rules = box_round.engine_rules()
    try:
        state = state.switch(rules, position, discard, balance=table.balance)
    except PokerError as error:
        raise _engine_refusal(error) from None
    switched = state.box(position)
    done = switched.round.switches[-1]
    record = records[position - 1]
    record.discard, record.draw = format_cards(done.discarded), format_cards(done.drawn)
    record.full_clean()
    record.save(update_fields=["discard", "draw"])
    _post(table, -done.fee * switched.ante, LedgerReason.SWITCH_FEE, round_=box_round, box=position)
    _bump(table)
    return box_round


@transaction.atomic
def box_decide(*, user: User, position: int, decision: str, version: int) -> BoxRound:
    """Play (``raise``: the bet leaves the balance) or fold the box being decided. After
    the last box the dealer's cards open and every box is settled on its own: what each
    box wins, and its stakes still on the table, return to the balance."""
    table = _locked(user, version)
    box_round = _playing(table)
    records = list(box_round.boxes.all())
    state = engine_table(box_round=box_round, boxes=records)
    rules = box_round.engine_rules()
    try:
        state = state.decide(rules, position, decision, balance=table.balance)
    except PokerError as error:
        raise _engine_refusal(error) from None
    box = state.box(position)
    assert box.round.decision is not None  # decide() returns the box decided, or raises
    record = records[position - 1]
    record.decision = box.round.decision.value
    record.full_clean()
    record.save(update_fields=["decision"])
    if box.round.decision is Decision.RAISE:
        _post(table, -box.bet, LedgerReason.BET, round_=box_round, box=position)
    if state.finished:
        for each, settlement in zip(state.boxes, state.settle(rules), strict=True):
            back = returned_at_showdown(each, settlement)
            _post(table, back, LedgerReason.SHOWDOWN, round_=box_round, box=each.position)
        box_round.status = RoundStatus.FINISHED
        box_round.save(update_fields=["status"])
    _bump(table)
    return box_round


@transaction.atomic
def box_balance_reset(*, user: User, version: int) -> BoxTable:
    """Put the balance back to the opening 1,000, recorded as a reset. A round on the table
    is abandoned: its stakes stay lost, as the reset replaces the balance whatever it was."""
    table = _locked(user, version)
    table.rounds.filter(status=RoundStatus.PLAYING).update(status=RoundStatus.ABANDONED)
    _post(table, OPENING_BALANCE - table.balance, LedgerReason.RESET)
    _bump(table)
    return table
