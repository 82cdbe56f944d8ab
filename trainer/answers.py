"""Reading what a dealer types as an amount: "350", "350.00", "-30", "1,050" in English,
"1.050" or "22,5" in Vietnamese."""

from __future__ import annotations

import re
from decimal import Decimal

from django.utils.translation import gettext as _

from croupier.errors import Refusal

# Thousands and decimal separators by language, as dealers write them.
SEPARATORS = {"en": (",", "."), "vi": (".", ",")}
MINUS_SIGNS = "-−–"
MAX_DIGITS = 12


def parse_amount_answer(text: str, language: str) -> Decimal:
    """The amount ``text`` means in ``language`` ("en" or "vi"); ``Refusal`` otherwise.

    Thousands separators must group by three ("1,050", never "10,50" in English); at most
    two decimals; a leading + or − sign. The other language's decimal point is read too
    where it cannot be a thousands separator ("22.5" or "350.00" typed in Vietnamese).
    """
    thousands, decimal = SEPARATORS.get(language.split("-")[0], SEPARATORS["en"])
    cleaned = text.strip().replace(" ", "").replace("\u00a0", "")
    if not cleaned:
        raise Refusal(_("Type an amount, for example 350 or -30."))
    sign = 1
    if cleaned[0] in MINUS_SIGNS:
        sign, cleaned = -1, cleaned[1:]
    elif cleaned[0] == "+":
        cleaned = cleaned[1:]
    t, d = re.escape(thousands), re.escape(decimal)
    pattern = rf"(?P<int>\d{{1,3}}(?:{t}\d{{3}})+|\d+)(?:{d}(?P<frac>\d{{1,2}}))?"
    match = re.fullmatch(pattern, cleaned, flags=re.ASCII)
    if match is None and thousands in cleaned:
        # One separator followed by one or two digits can only be a decimal point.
        lenient = rf"(?P<int>\d+){t}(?P<frac>\d{{1,2}})"
        match = re.fullmatch(lenient, cleaned, flags=re.ASCII)
    if match is None:
        example = "1,050.50" if thousands == "," else "1.050,50"
        raise Refusal(
            _("“%(text)s” is not an amount. Write digits only, like 350, -30 or %(example)s.")
            % {"text": text.strip()[:30], "example": example}
        )
    digits = match["int"].replace(thousands, "")
    if len(digits) > MAX_DIGITS:
        raise Refusal(_("That amount is far too large for this table."))
    amount = Decimal(digits)
    if match["frac"]:
        amount += Decimal(match["frac"]) / (10 ** len(match["frac"]))
    return sign * amount
