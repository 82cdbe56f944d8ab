"""Baccarat's coups, refusals and settlements in the reader's language, as a dealer says
them: the totals, the tableau's line that decides each draw, each bet with its reason, the
commission and the net."""

from __future__ import annotations

from decimal import Decimal

from django.db.models import Field
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext_lazy

from engine.baccarat.round import Hand, Round, Winner
from engine.baccarat.rules import Bet, Collection
from engine.baccarat.settle import Settlement
from engine.baccarat.tableau import banker_draws, player_draws
from engine.errors import PokerError
from engine.showdown import Outcome, WagerResult
from paytables.games.baccarat.models import BaccaratHouse
from paytables.wording import (
    OUTCOME_LABELS,
    Working,
    WorkingLine,
    explain,
    explain_param,
    money,
    sum_text,
)

BET_LABELS: dict[Bet, Promise] = {
    # The floor's words in Vietnamese (Con, Cái, Hòa), not a poker table's "player".
    Bet.PLAYER: pgettext_lazy("baccarat", "Player"),
    Bet.BANKER: pgettext_lazy("baccarat", "Banker"),
    Bet.TIE: pgettext_lazy("baccarat", "Tie"),
    Bet.PLAYER_PAIR: gettext_lazy("Player Pair"),
    Bet.BANKER_PAIR: gettext_lazy("Banker Pair"),
    Bet.SUPER_SIX: gettext_lazy("Super 6"),
    Bet.DRAGON_7: gettext_lazy("Dragon 7"),
    Bet.PANDA_8: gettext_lazy("Panda 8"),
    Bet.DRAGON_PLAYER: gettext_lazy("Dragon Bonus on the Player"),
    Bet.DRAGON_BANKER: gettext_lazy("Dragon Bonus on the Banker"),
}

HAND_LABELS: dict[Hand, Promise] = {
    Hand.PLAYER: pgettext_lazy("baccarat", "Player"),
    Hand.BANKER: pgettext_lazy("baccarat", "Banker"),
}

WINNER_LABELS: dict[Winner, Promise] = {
    Winner.PLAYER: gettext_lazy("the Player wins"),
    Winner.BANKER: gettext_lazy("the Banker wins"),
    Winner.TIE: gettext_lazy("a tie"),
}

# The engine's names of a house's figures (``BaccaratRules.unknown()``, and the ``field``
# of a refusal ``<figure>_unknown``) that are not one column of the house rules, or whose
# column is named for the admin.
FIGURES: dict[str, Promise] = {
    "dragon_bonus": gettext_lazy("the Dragon Bonus table"),
    # Its column's name is the admin's half sentence ("the commission is ...").
    "commission_collection": gettext_lazy("when the commission is taken"),
    "rounding": gettext_lazy("how an amount the chips cannot make is rounded"),
    "bet_multiples": gettext_lazy("the multiples the bets must be"),
    "house_rules": gettext_lazy("the house rules"),
}


def bet_label(bet: Bet | str) -> str:
    return str(BET_LABELS[Bet(bet)])


def figure_label(name: str) -> str:
    """A figure a house may leave unpublished: ``"tie_pays"`` → "the Tie pays (N to 1)"."""
    if name in FIGURES:
        return str(FIGURES[name])
    field = BaccaratHouse._meta.get_field(name)
    assert isinstance(field, Field), name  # a column of the house, not a relation
    return str(field.verbose_name)


# One sentence per refusal code of baccarat's round and settlement; the codes every game
# shares keep paytables.wording's sentences.
ERROR_MESSAGES: dict[str, Promise] = {
    "hand_size": gettext_lazy("The Player and the Banker each hold two or three cards."),
    "bad_hand": gettext_lazy("A card is drawn to the Player or the Banker."),
    "already_drawn": gettext_lazy("That hand already has its third card."),
    "natural": gettext_lazy("A natural ends the coup: nobody draws."),
    "player_stands": gettext_lazy(
        "The Player stands on %(player_total)s: he draws a third card on 0 to 5 only."
    ),
    "player_draws_first": gettext_lazy(
        "The Player draws first: the Banker waits for the Player's third card."
    ),
    "coup_not_complete": gettext_lazy("The tableau still draws a card: enter it."),
    "draw_missing": gettext_lazy("Say which card was drawn."),
    "shoe_cannot_hold": gettext_lazy(
        "%(card)s appears more often than a shoe of %(decks)s decks holds it."
    ),
    "unknown_bet": gettext_lazy("There is no bet “%(bet)s” on a baccarat layout."),
    "bet_not_offered": gettext_lazy("%(variant)s offers no %(bet)s bet."),
    "bet_multiple": gettext_lazy("At %(variant)s the %(bet)s bet is a multiple of %(multiple)s."),
    "no_bet": gettext_lazy("Place a bet."),
    "house_rules_missing": gettext_lazy(
        "%(variant)s has no house rules entered: an instructor must enter them in the admin."
    ),
}
UNKNOWN_FIGURE = gettext_lazy(
    "%(variant)s has not published %(figure)s: an instructor must enter it in the admin "
    "before this coup can be settled."
)


def baccarat_explain(error: PokerError, *, variant_name: str = "") -> str:
    """A refusal of baccarat's engine as a sentence in the current language."""
    field = error.params.get("field")
    if error.code.endswith("_unknown") and isinstance(field, str):
        return str(UNKNOWN_FIGURE) % {"variant": variant_name, "figure": figure_label(field)}
    if error.code == "banker_stands":
        total, third = error.params["banker_total"], error.params["player_third"]
        assert isinstance(total, int) and (third is None or isinstance(third, int))
        rule = banker_rule(total, third)
        return _("The tableau has the Banker stand: %(rule)s.") % {"rule": rule}
    template = ERROR_MESSAGES.get(error.code)
    if template is None:
        return explain(error, variant_name=variant_name)
    params = {name: explain_param(value) for name, value in error.params.items()}
    if params.get("bet") in {bet.value for bet in Bet}:
        params["bet"] = bet_label(str(params["bet"]))
    return str(template % {"variant": variant_name, **params})


# -- the tableau's lines, as the explanations name them -----------------------------------


def player_rule(player_total: int) -> str:
    """The line that decides the Player's draw: "Player 5: the Player draws on 0 to 5"."""
    if player_draws(player_total):
        return _("Player %(total)s: the Player draws on 0 to 5") % {"total": player_total}
    return _("Player %(total)s: the Player stands on 6 and 7") % {"total": player_total}


# The Banker's lines when the Player drew, by the Banker's total: (draws, stands).
_BANKER_LINES: dict[int, tuple[Promise, Promise]] = {
    3: (
        gettext_lazy("the Banker draws on 3 unless the Player's third card is an 8"),
        gettext_lazy("the Banker stands on 3 when the Player's third card is an 8"),
    ),
    4: (
        gettext_lazy("the Banker draws on 4 when the third card is 2 to 7"),
        gettext_lazy("the Banker stands on 4 when the third card is 0, 1, 8 or 9"),
    ),
    5: (
        gettext_lazy("the Banker draws on 5 when the third card is 4 to 7"),
        gettext_lazy("the Banker stands on 5 when the third card is 0 to 3, 8 or 9"),
    ),
    6: (
        gettext_lazy("the Banker draws on 6 when the third card is 6 or 7"),
        gettext_lazy("the Banker stands on 6 when the third card is 0 to 5, 8 or 9"),
    ),
}


def banker_rule(banker_total: int, player_third: int | None) -> str:
    """The line that decides the Banker's draw ("Banker 5, Player's third card 4: the
    Banker draws on 5 when the third card is 4 to 7")."""
    draws = banker_draws(banker_total, player_third)
    if player_third is None:
        line = _("the Banker draws on 0 to 5") if draws else _("the Banker stands on 6 and 7")
        return _("Banker %(total)s, the Player stood: %(line)s") % {
            "total": banker_total,
            "line": line,
        }
    if banker_total <= 2:
        line = _("the Banker always draws on 0 to 2")
    elif banker_total == 7:
        line = _("the Banker always stands on 7")
    else:
        line = str(_BANKER_LINES[banker_total][0 if draws else 1])
    return _("Banker %(total)s, Player's third card %(third)s: %(line)s") % {
        "total": banker_total,
        "third": player_third,
        "line": line,
    }


def coup_story(round_: Round) -> str:
    """The coup as a dealer calls it: the two-card totals, each draw by its line, the
    result ("Player 5, Banker 4. Player 5: the Player draws on 0 to 5 ... Banker 7 against
    Player 6: the Banker wins")."""
    parts = [
        _("Player %(player)s, Banker %(banker)s.")
        % {"player": round_.player_first, "banker": round_.banker_first}
    ]
    if round_.natural:
        parts.append(_("A natural: nobody draws."))
    else:
        parts.append(player_rule(round_.player_first) + ".")
        parts.append(banker_rule(round_.banker_first, round_.player_third) + ".")
    parts.append(
        _("Banker %(banker)s against Player %(player)s: %(result)s.")
        % {
            "banker": round_.banker_total,
            "player": round_.player_total,
            "result": WINNER_LABELS[round_.winner],
        }
    )
    return " ".join(parts)


# -- a settlement explained ---------------------------------------------------------------


def baccarat_working(settlement: Settlement, round_: Round) -> Working:
    """Explain ``settlement`` of ``round_`` in the current language: each bet with its
    reason, the commission as the house takes it, the net."""
    s = settlement
    lines = tuple(
        WorkingLine(
            wager=result.wager,
            label=bet_label(result.wager),
            outcome=str(OUTCOME_LABELS[result.outcome]),
            amount=result.amount,
            reason=bet_reason(result, round_),
        )
        for result in s.wagers
    )
    terms = [(result.amount, bet_label(result.wager)) for result in s.wagers]
    if s.commission:
        terms.append((-s.commission, _("commission")))
    return Working(
        showdown=coup_story(round_),
        lines=lines,
        fee=s.commission,
        fee_reason=commission_reason(s),
        net=s.net,
        net_reason=sum_text(terms, s.net),
        fee_label=_("Commission"),
    )


def commission_reason(s: Settlement) -> str:
    """Why the commission is what it is, and when the house takes it."""
    banker = s.result(Bet.BANKER)
    if not s.commission:
        if banker.outcome is Outcome.WIN and not s.commission_rate:
            return _("No commission: this house takes none.")
        return _("No commission: the Banker bet did not win at even money.")
    rate = money((s.commission_rate or Decimal(0)) * 100)
    taken = {
        Collection.AT_ONCE: _("taken from the win as it is paid"),
        Collection.BOX: _("marked in the commission box, collected at the shoe's end"),
        None: _("the house has not said when it is taken"),
    }[s.collection]
    return _("%(rate)s %% of the Banker bet of %(stake)s: %(commission)s, %(taken)s.") % {
        "rate": rate,
        "stake": money(banker.stake),
        "commission": money(s.commission),
        "taken": taken,
    }


def bet_reason(result: WagerResult[Bet], round_: Round) -> str:
    """Why one bet won, lost or pushed, naming the rule that decides."""
    bet, outcome = result.wager, result.outcome
    stake = money(result.stake)
    if outcome is Outcome.WIN:
        if result.odds is None:  # the no-commission Banker win on 6
            return _("The Banker wins on 6: this house pays it 1 to 2, %(win)s.") % {
                "win": money(result.amount)
            }
        return _("%(stake)s × %(odds)s to 1 = %(win)s (%(why)s).") % {
            "stake": stake,
            "odds": result.odds,
            "win": money(result.amount),
            "why": _win_reason(bet, round_),
        }
    if outcome is Outcome.PUSH:
        return _push_reason(bet, round_)
    return _("Loses: %(why)s.") % {"why": _loss_reason(bet, round_)}


def _win_reason(bet: Bet, round_: Round) -> str:
    if bet in (Bet.PLAYER, Bet.BANKER, Bet.TIE):
        return str(WINNER_LABELS[round_.winner])
    if bet is Bet.PLAYER_PAIR:
        return _("the Player's first two cards are a pair")
    if bet is Bet.BANKER_PAIR:
        return _("the Banker's first two cards are a pair")
    if bet is Bet.SUPER_SIX:
        return _("the Banker wins on 6")
    if bet is Bet.DRAGON_7:
        return _("the Banker wins with a three-card 7")
    if bet is Bet.PANDA_8:
        return _("the Player wins with a three-card 8")
    if round_.natural:
        return _("a natural win")
    return _("a win by %(margin)s points") % {"margin": round_.margin}


def _push_reason(bet: Bet, round_: Round) -> str:
    if bet in (Bet.DRAGON_PLAYER, Bet.DRAGON_BANKER):
        return _("A natural tie: the Dragon Bonus pushes.")
    if bet is Bet.BANKER and round_.winner is Winner.BANKER:
        return _("The Banker wins with a three-card 7: the Banker bet pushes (EZ Baccarat).")
    return _("A tie: the Player and Banker bets push.")


def _loss_reason(bet: Bet, round_: Round) -> str:
    if bet in (Bet.PLAYER, Bet.BANKER, Bet.TIE):
        return str(WINNER_LABELS[round_.winner])
    if bet is Bet.PLAYER_PAIR:
        return _("the Player's first two cards are no pair")
    if bet is Bet.BANKER_PAIR:
        return _("the Banker's first two cards are no pair")
    if bet is Bet.SUPER_SIX:
        return _("the Banker does not win on 6")
    if bet is Bet.DRAGON_7:
        return _("no Banker win with a three-card 7")
    if bet is Bet.PANDA_8:
        return _("no Player win with a three-card 8")
    hand = Hand.PLAYER if bet is Bet.DRAGON_PLAYER else Hand.BANKER
    if round_.winner.value != hand.value:
        return _("the %(hand)s does not win") % {"hand": HAND_LABELS[hand]}
    return _("a non-natural win by %(margin)s points: the table pays from 4") % {
        "margin": round_.margin
    }
