"""Writes of the Hold'em table: sitting down, acting, dealing on, restarting.

Every write locks the trainee's match row (``select_for_update``) and checks the version the
page was shown with, so a double submit or a post from a stale page changes nothing. The
match is the engine's ``Match``, rebuilt from its stored commands and saved back whole.
"""

from __future__ import annotations

import random

from django.contrib.auth.models import User
from django.db import IntegrityError, transaction
from django.utils.translation import gettext_lazy as _

from croupier.errors import Refusal
from engine.errors import IllegalAction
from engine.holdem.ai import play_ai_turns
from engine.holdem.table import SEED_002, TRAINEE, Match
from paytables.holdem_wording import chips
from play.models import HoldemMatch
from play.tables import STALE, row_locked

REFUSALS = {
    "hand_over": _("The hand is over: nothing more to play in it."),
    "not_your_turn": _("It is not your turn."),
    "fold_not_needed": _("Nothing to call: check instead of folding."),
    "must_call": _("There is a bet to call: you cannot check."),
    "nothing_to_call": _("Nothing to call: check instead."),
    "raise_closed": _("Raising is not allowed now."),
    "amount_missing": _("Type your total for this betting round."),
    "amount_out_of_range": _("Your total must be from %(minimum)s to %(maximum)s chips."),
    "hand_in_progress": _("Finish this hand first."),
    "match_over": _("The match is over: restart to play again."),
}
TRAINEE_OUT = _("You are out of chips: restart to play again.")
NOT_POSSIBLE = _("That action is not possible now.")


def _refusal(error: IllegalAction) -> Refusal:
    """The engine's refusal in the table's words, its amounts written as chips."""
    message = REFUSALS.get(error.code, NOT_POSSIBLE)
    if error.code == "amount_out_of_range":
        shown = {key: chips(v) if isinstance(v, int) else v for key, v in error.params.items()}
        return Refusal(str(message) % shown)
    return Refusal(str(message))


def _locked(user: User, version: int | None) -> HoldemMatch:
    return row_locked(HoldemMatch, user=user, version=version)


def _save(row: HoldemMatch, match: Match) -> HoldemMatch:
    row.seed = match.seed
    row.state = match.to_dict()
    row.hands_played = match.hand_number
    row.version += 1
    row.full_clean(exclude=["user"])
    row.save()
    return row


def _fresh_match() -> Match:
    # Seed 002's four-seat table: the trainee and the three AI players of ``OPPONENTS``.
    match = Match(random.SystemRandom().getrandbits(62), settings=SEED_002)
    play_ai_turns(match)
    return match


@transaction.atomic
def holdem_match_start(*, user: User, version: int | None) -> HoldemMatch:
    """Seat the trainee at a fresh table, or restart the match: 1000 chips for all four,
    the button on the trainee. ``version`` is ``None`` when the page had no match yet.

    Returns the saved match. Raises ``Refusal`` when ``version`` is not the stored
    one (a second click on "Restart", or "Sit down" when a match already exists).
    """
    if version is not None:
        return _save(_locked(user, version), _fresh_match())
    if HoldemMatch.objects.filter(user=user).exists():
        raise Refusal(str(STALE))
    match = _fresh_match()
    row = HoldemMatch(user=user, seed=match.seed, state={})
    try:
        with transaction.atomic():
            return _save(row, match)
    except IntegrityError:
        # Another request sat this trainee down between our check and our insert.
        raise Refusal(str(STALE)) from None


@transaction.atomic
def holdem_act(*, user: User, action: str, amount_to: int | None, version: int) -> HoldemMatch:
    """Play the trainee's ``action`` (``amount_to`` is the total for the round of a bet or
    raise), then let the AI players act until it is the trainee's turn again or the hand
    is over.

    Returns the saved match. Raises ``Refusal`` for a stale ``version``, when it is not
    the trainee's turn, or for an action or amount the rules do not allow; nothing changes.
    """
    row = _locked(user, version)
    match = Match.from_dict(row.state)
    try:
        match.act(TRAINEE, action, amount_to)
    except IllegalAction as error:
        raise _refusal(error) from None
    play_ai_turns(match)
    return _save(row, match)


@transaction.atomic
def holdem_next_hand(*, user: User, version: int) -> HoldemMatch:
    """Deal the next hand and let the AI players act up to the trainee's turn.

    Returns the saved match. Raises ``Refusal`` for a stale ``version``, while a hand
    is being played, once the match is over, or when the trainee has no chips left: hands
    among the AI players alone teach nothing, so the table offers a restart instead.
    """
    row = _locked(user, version)
    match = Match.from_dict(row.state)
    if match.trainee_out:
        raise Refusal(str(TRAINEE_OUT))
    try:
        match.next_hand()
    except IllegalAction as error:
        raise _refusal(error) from None
    play_ai_turns(match)
    return _save(row, match)
