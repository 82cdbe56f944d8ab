"""Amounts of money: exact ``Decimal`` values in whole cents, read strictly."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from engine.errors import BadAmount

CENT = Decimal("0.01")
MAX_STAKE = Decimal(1_000_000)
# Progressive meters run far past any stake; this only keeps the arithmetic sane.
MAX_METER = Decimal(1_000_000_000)


def parse_amount(
    value: object, *, name: str = "amount", allow_zero: bool = False, most: Decimal = MAX_STAKE
) -> Decimal:
    """``value`` (a ``Decimal``, ``int`` or decimal text) as a ``Decimal`` stake.

    The stake must be a finite number of whole cents, above zero (or zero when
    ``allow_zero``) and at most ``most``. Floats are refused: they are not exact.
    Raises ``BadAmount`` saying what is wrong.

    >>> parse_amount("12.50")
    Decimal('12.50')
    >>> parse_amount(0.1, name="ante")
    Traceback (most recent call last):
    engine.errors.BadAmount: ante must be a number written in decimals, like 10 or 12.50
    >>> parse_amount("0.125", name="ante")
    Traceback (most recent call last):
    engine.errors.BadAmount: ante must be in whole cents (two decimal places at most)
    """
    if isinstance(value, bool) or not isinstance(value, (Decimal, int, str)):
        raise BadAmount(
            f"{name} must be a number written in decimals, like 10 or 12.50",
            code="not_a_number",
            field=name,
        )
    try:
        amount = Decimal(value.strip() if isinstance(value, str) else value)
    except InvalidOperation:
        raise BadAmount(
            f"{name} must be a number, like 10 or 12.50, not {value!r}",
            code="not_a_number",
            field=name,
        ) from None
    if not amount.is_finite():
        raise BadAmount(f"{name} must be a finite number", code="not_finite", field=name)
    if amount < 0 or (amount == 0 and not allow_zero):
        if allow_zero:
            raise BadAmount(f"{name} must be zero or more", code="negative", field=name)
        raise BadAmount(f"{name} must be more than zero", code="not_positive", field=name)
    if amount > most:
        raise BadAmount(f"{name} must be at most {most:,}", code="too_large", field=name, most=most)
    if amount != amount.quantize(CENT):
        raise BadAmount(
            f"{name} must be in whole cents (two decimal places at most)",
            code="fraction_of_cent",
            field=name,
        )
    return amount


def format_amount(amount: Decimal) -> str:
    """A plain decimal string without exponent or trailing zeros: 10, 22.5, -0.25.

    >>> [format_amount(Decimal(text)) for text in ("22.50", "1E+1", "-0")]
    ['22.5', '10', '0']
    """
    text = format(amount.normalize(), "f")
    return "0" if text in ("-0", "0") else text
