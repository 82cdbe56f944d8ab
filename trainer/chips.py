"""Answering in chips: the tray's posted chips read and checked against the house's set,
the answer graded on its amount and then on the house's pay policy, and chips laid out as
stacks for the pages (a bet, the tray, the worked answer).

A chip answer travels as one text, the answer the form posts and the attempt keeps:
``chips:pay:25x2,5x1,1x3`` (the player is paid 56) or ``chips:take:25x1`` (the dealer
takes 25: a loss, a fee). Typed amounts never hold a letter, so the prefix tells the two
apart, and an instructor reading the attempt reads the chips the trainee pushed. An empty
tray answers 0: nothing changes hands.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from django.db import models
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from croupier.errors import Refusal
from engine.chips import Chip, Chips, ChipSet, Policy, count, fewest, pay
from engine.errors import ChipError
from paytables.models import Variant
from paytables.wording import money, multiple, signed_money
from trainer.models import Attempt, Question

PREFIX = "chips:"
# The most chips of one value an answer may hold: a dealer's stack is 20, and a payout
# in five stacks of one chip is already no way to pay; more is a slip of the finger.
MAX_OF_ONE = 99
# What an attempt keeps of an answer: a chip answer must fit whole, or it could not be read
# back (the verdict, the instructor's admin).
GIVEN_MAX = Attempt._meta.get_field("given").max_length or 100
# The chips a stack draws; more are counted, not drawn (a dealer's stack is 20).
DRAWN_MOST = 20

_ITEM = re.compile(r"(?P<value>[^x]*)x(?P<count>[^x]*)")
_VALUE = re.compile(r"\d{1,12}(?:\.\d{1,2})?", flags=re.ASCII)
_COUNT = re.compile(r"[+-]?\d{1,6}", flags=re.ASCII)


class Direction(models.TextChoices):
    """Which way the chips go: to the player (a win) or to the rack (a loss, a fee)."""

    PAY = "pay", gettext_lazy("Pay the player")
    TAKE = "take", gettext_lazy("Take from the player")


# How each pay policy reads in a sentence: "the house pays it ..."
POLICY_WAYS = {
    Policy.FEWEST: gettext_lazy("in the fewest chips"),
    Policy.COLOUR_FOR_COLOUR: gettext_lazy("colour for colour, in the bet's own chips"),
    Policy.ROULETTE: gettext_lazy("the roulette way: round hundreds large, the odd part small"),
}


@dataclass(frozen=True)
class ChipAnswer:
    """A trainee's chips: which way they go and each value's count, largest first."""

    direction: Direction
    counts: tuple[tuple[Decimal, int], ...]

    @property
    def chips(self) -> Chips:
        return tuple(value for value, many in self.counts for _each in range(many))

    @property
    def amount(self) -> Decimal:
        """The player's result: + what he is paid, − what is taken."""
        total = count(self.chips)
        return -total if self.direction == Direction.TAKE else total


def chip_given(direction: str, chips: str) -> str:
    """The answer text of a tray's fields (``direction``, ``chips``), as the form posts it."""
    return f"{PREFIX}{direction.strip()}:{chips.strip()}"


def is_chip_answer(given: str) -> bool:
    return given.startswith(PREFIX)


def chip_answer_parse(given: str, chip_set: ChipSet) -> ChipAnswer:
    """The chips ``given`` (``chips:pay:25x2,5x1``) names, each a chip of ``chip_set``.

    Raises ``Refusal`` with a message for the trainee, and nothing is recorded, for a
    direction that is neither pay nor take, an item that is not ``value x count``, a value
    the set has no chip of, a count not from 1 to ``MAX_OF_ONE`` (the same value given
    twice is counted together), or an answer too long to keep.
    """
    if len(given) > GIVEN_MAX:
        raise Refusal(_("That is more chips than one answer can hold: pay in larger chips."))
    direction, _sep, listed = given.removeprefix(PREFIX).partition(":")
    if direction not in Direction.values:
        raise Refusal(_("Say whether you pay the player or take from him."))
    held: Counter[Decimal] = Counter()
    for item in (part.strip() for part in listed.split(",")):
        if not item:
            continue
        match = _ITEM.fullmatch(item)
        if match is None or not _VALUE.fullmatch(match["value"]):
            raise Refusal(
                _("“%(item)s” is not chips: write each value and its count, like 25x2.")
                % {"item": item[:20]}
            )
        value = _chip_value(chip_set, match["value"])
        if not _COUNT.fullmatch(match["count"]) or not 0 < int(match["count"]) <= MAX_OF_ONE:
            raise Refusal(
                _("“%(item)s”: a count of chips is a whole number from 1 to %(most)s.")
                % {"item": item[:20], "most": MAX_OF_ONE}
            )
        held[value] += int(match["count"])
    too_many = [value for value, many in held.items() if many > MAX_OF_ONE]
    if too_many:
        raise Refusal(
            _("More than %(most)s chips of %(value)s: pay in larger chips.")
            % {"most": MAX_OF_ONE, "value": money(too_many[0])}
        )
    counts = tuple(sorted(held.items(), reverse=True))
    return ChipAnswer(Direction(direction), counts)


def _chip_value(chip_set: ChipSet, text: str) -> Decimal:
    try:
        return chip_set.chip(Decimal(text)).value
    except (ChipError, InvalidOperation):
        raise Refusal(
            _("The house has no chip of %(value)s.") % {"value": text[:15]}, code="not_a_chip"
        ) from None


# -- the house's chips -------------------------------------------------------------------


def variant_chips(variant: Variant) -> ChipSet:
    """The house's chips (``Variant.chips``), read once per loaded variant: a page draws
    several stacks, and a casino's own set costs two queries each time it is read."""
    found = variant.__dict__.get("_house_chips")
    if found is None:
        found = variant.__dict__["_house_chips"] = variant.chips()
    return found


def chip_set_to_data(chip_set: ChipSet) -> dict:
    """``chip_set`` as plain JSON, kept with a question asked about the house's chips
    themselves (``trainer.kinds.chip_skills``): a later edit of the set changes no key."""
    return {
        "currency": chip_set.currency,
        "policy": chip_set.policy.value,
        "raise": chip_set.raise_to_makeable,
        "chips": [[str(chip.value), chip.colour, chip.label] for chip in chip_set.chips],
    }


def chip_set_from_data(data: Mapping) -> ChipSet:
    """The set ``chip_set_to_data`` wrote."""
    return ChipSet(
        currency=data["currency"],
        chips=tuple(Chip(Decimal(value), colour, label) for value, colour, label in data["chips"]),
        policy=Policy(data["policy"]),
        raise_to_makeable=bool(data["raise"]),
    )


# Where a question asked about the chips themselves keeps the set it was dealt with.
STORED_SET = "chip_set"


def question_chips(question: Question) -> ChipSet:
    """The chips of the house the question was dealt at: those it keeps (a question on the
    chips themselves), else its round's, else its drill's."""
    if isinstance(question.choices, dict) and STORED_SET in question.choices:
        return chip_set_from_data(question.choices[STORED_SET])
    dealt = question.dealt_round
    if dealt is not None:
        return variant_chips(dealt.variant)
    if question.session is not None:
        return variant_chips(question.session.variant)
    raise ValueError("a question answered in chips belongs to a house")


@dataclass(frozen=True)
class HouseChips:
    """The chips the house moves for an amount: paid by its policy (``raised_from``: the
    amount asked, where its chips could not make it and it pays the next they can) or
    taken as the player's chips lie; ``made`` is false where its chips cannot make it."""

    direction: Direction
    chips: Chips
    made: bool = True
    raised_from: Decimal | None = None

    @property
    def amount(self) -> Decimal:
        total = count(self.chips)
        return -total if self.direction == Direction.TAKE else total


def house_chips(chip_set: ChipSet, amount: Decimal, bet: Decimal | None = None) -> HouseChips:
    """How the house moves the player's result ``amount``: a win paid by its pay policy
    (colour for colour beside ``bet`` as the fewest chips place it), a loss or a fee taken
    as the fewest chips make it (the player's chips as the pages show them placed)."""
    if amount < 0:
        try:
            return HouseChips(Direction.TAKE, fewest(chip_set, -amount))
        except ChipError:
            return HouseChips(Direction.TAKE, (), made=False)
    if amount == 0:
        return HouseChips(Direction.PAY, ())
    try:
        placed = bet_chips(chip_set, bet) if bet else ()
        payout = pay(chip_set, chip_set.policy, amount, placed)
    except ChipError:
        return HouseChips(Direction.PAY, (), made=False)
    raised = payout.asked if payout.paid != payout.asked else None
    return HouseChips(Direction.PAY, payout.chips, raised_from=raised)


def bet_chips(chip_set: ChipSet, bet: Decimal) -> Chips:
    """A bet as a player places it: the fewest chips; none where the set cannot make it."""
    try:
        return fewest(chip_set, bet)
    except ChipError:
        return ()


def first_unmakeable(chip_set: ChipSet, amounts: Iterable[Decimal]) -> Decimal | None:
    """The first of ``amounts`` the set's chips cannot make; ``None`` when they make each."""
    return next((amount for amount in amounts if not bet_chips(chip_set, amount)), None)


def chip_answer_amount(question: Question, given: str, bet: Decimal | None) -> Decimal:
    """The amount a chip answer to ``question`` gives, as the key is written: a house that
    raises a payout its chips cannot make pays the raised amount, so chips that make it
    answer the key. ``Refusal`` for chips that are no answer (``chip_answer_parse``)."""
    chip_set = question_chips(question)
    answer = chip_answer_parse(given, chip_set)
    key = Decimal(question.answer_key)
    due = house_chips(chip_set, key, bet)
    if due.raised_from is not None and answer.amount == due.amount:
        return key
    return answer.amount


# -- feedback ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Stack:
    """One value's stack as a page draws it: the chip, how many, and those drawn."""

    value: Decimal
    colour: str
    label: str
    count: int

    @property
    def drawn(self) -> range:
        """The chips drawn, bottom first (at most a dealer's stack of 20)."""
        return range(min(self.count, DRAWN_MOST))

    @property
    def face(self) -> str:
        """The value as the chip's face prints it: 25, 2.50, 5K, 1M."""
        return chip_face(self.value)

    @property
    def ink(self) -> str:
        """A colour the face's value reads in on the chip: dark on a light chip."""
        return chip_ink(self.colour)


def stacks(chip_set: ChipSet, chips: Iterable[Decimal], *, every: bool = False) -> list[Stack]:
    """``chips`` as stacks, one a value, largest first (``every``: a stack, maybe empty,
    for every chip of the set, as the tray lays them out)."""
    held = Counter(chips)
    return [
        Stack(chip.value, chip.colour, chip.label, held[chip.value])
        for chip in chip_set.chips
        if every or held[chip.value]
    ]


def chip_face(value: Decimal) -> str:
    """A chip's value as short as a chip prints it: thousands as K, millions as M."""
    for size, letter in ((Decimal(1_000_000), "M"), (Decimal(1000), "K")):
        if value >= size and (value / size) * 10 == int(value / size * 10):
            return multiple(value / size) + letter
    return money(value)


def chip_ink(colour: str) -> str:
    """Black or white, whichever reads better on ``colour`` (``#rrggbb``): the relative
    luminance of WCAG 2, with its 0.179 threshold where both contrasts are equal."""
    channels = [int(colour[index : index + 2], 16) / 255 for index in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    luminance = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    return "#111111" if luminance > 0.179 else "#ffffff"


def chips_written(chips: Chips) -> str:
    """Chips in words and figures: "2 × 25 + 1 × 5"."""
    held = Counter(chips)
    return " + ".join(f"{held[value]} × {money(value)}" for value in sorted(held, reverse=True))


@dataclass(frozen=True)
class ChipFeedback:
    """What the verdict shows of chips: the trainee's (where he answered in them), the
    house's for the right answer, and a note where his right amount is not the house's way."""

    given: list[Stack]
    given_direction: Direction | None
    house: HouseChips
    house_stacks: list[Stack]
    note: str
    # The trainee's chips are the house's, the same way: drawn once.
    same: bool = False


def chip_feedback(
    question: Question,
    given: str,
    *,
    right: bool,
    bet: Decimal | None,
    key: str | None = None,
    house: HouseChips | None = None,
    noted: Callable[[HouseChips, int], str] | None = None,
) -> ChipFeedback:
    """The chips of an answered question: ``given`` (the answer as posted) drawn where it is
    chips, the house's chips for the key (``key``: a part of it, a box's; ``house``: chips
    the kind decides itself, a colour-up's or a change's), and where the amount is ``right``
    but the chips are not the house's (more than its, or not its policy's) a note naming
    the house's (``noted``: the kind's own, given the house's chips and how many were
    used)."""
    chip_set = question_chips(question)
    if house is None:
        key_amount = Decimal(question.answer_key if key is None else key)
        house = house_chips(chip_set, key_amount, bet)
    answer = None
    if is_chip_answer(given):
        try:
            answer = chip_answer_parse(given, chip_set)
        except Refusal:  # the house's set has changed since: shown as the text it was
            answer = None
    note = ""
    if (
        answer is not None
        and right
        and house.made
        and Counter(answer.chips) != Counter(house.chips)
    ):
        used = len(answer.chips)
        note = noted(house, used) if noted else policy_note(chip_set, house, used=used)
    return ChipFeedback(
        given=stacks(chip_set, answer.chips) if answer else [],
        given_direction=answer.direction if answer else None,
        house=house,
        house_stacks=stacks(chip_set, house.chips),
        note=note,
        same=answer is not None
        and answer.direction == house.direction
        and Counter(answer.chips) == Counter(house.chips),
    )


def policy_note(chip_set: ChipSet, house: HouseChips, *, used: int) -> str:
    """Why a right amount is not the house's way: its chips, by its policy."""
    shown = {
        "used": used,
        "chips": chips_written(house.chips),
        "way": POLICY_WAYS[chip_set.policy] if house.direction == Direction.PAY else "",
    }
    if house.direction == Direction.TAKE:
        return (
            ngettext(
                "Right amount, in %(used)s chip. The player's chips are taken as they lie: "
                "%(chips)s.",
                "Right amount, in %(used)s chips. The player's chips are taken as they lie: "
                "%(chips)s.",
                used,
            )
            % shown
        )
    return (
        ngettext(
            "Right amount, in %(used)s chip. The house pays it %(way)s: %(chips)s.",
            "Right amount, in %(used)s chips. The house pays it %(way)s: %(chips)s.",
            used,
        )
        % shown
    )


def given_written(given: str, chip_set: ChipSet) -> str:
    """A chip answer written back: "+56 in chips: 2 × 25 + 1 × 5 + 1 × 1"; ``Refusal``
    for text that is no chip answer of ``chip_set``."""
    answer = chip_answer_parse(given, chip_set)
    if not answer.chips:
        return _("0: no chips")
    return _("%(amount)s in chips: %(chips)s") % {
        "amount": signed_money(answer.amount),
        "chips": chips_written(answer.chips),
    }


@dataclass(frozen=True)
class Tray:
    """The tray a question is answered from: a stack (maybe empty) for each chip of the
    house, which way the chips go, and the chips as the form posts them."""

    stacks: list[Stack]
    direction: Direction
    posted: str
    amount: Decimal
    # The chips go to the player only (a colour-up, change): no way to choose.
    one_way: bool = False

    @property
    def total(self) -> Decimal:
        """The chips' worth, whichever way they go."""
        return abs(self.amount)

    @property
    def directions(self) -> list[tuple[str, str]]:
        return [(value, str(label)) for value, label in Direction.choices]


def tray(chip_set: ChipSet, *, direction: str = "", chips: str = "", one_way: bool = False) -> Tray:
    """The house's tray, holding the chips posted back with a refused answer; chips that
    were no answer are dropped (the refusal says why), and the tray starts empty. With
    ``one_way`` the chips are only paid to the player."""
    if one_way:
        direction = Direction.PAY
    try:
        answer = chip_answer_parse(chip_given(direction or Direction.PAY, chips), chip_set)
    except Refusal:
        answer = ChipAnswer(
            Direction(direction) if direction in Direction.values else Direction.PAY, ()
        )
    posted = ",".join(f"{value}x{many}" for value, many in answer.counts)
    return Tray(
        stacks(chip_set, answer.chips, every=True), answer.direction, posted, answer.amount, one_way
    )
