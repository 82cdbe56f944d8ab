from __future__ import annotations

from decimal import Decimal

import pytest
from django.utils import translation

from paytables.wording import category_label, multiple
from poker.hands import Category


@pytest.mark.parametrize(
    ("antes", "written"), [("1", "1"), ("1.50", "1.5"), ("2.00", "2"), ("1E+1", "10")]
)
def test_multiple_writes_antes_without_trailing_zeros(antes, written):
    with translation.override("en"):
        assert multiple(Decimal(antes)) == written


@pytest.mark.parametrize("antes", ["NaN", "Infinity", "-Infinity"])
def test_multiple_refuses_a_number_that_is_not_finite(antes):
    with pytest.raises(ValueError, match="not a number of antes"):
        multiple(Decimal(antes))


def test_category_label_is_text_in_the_current_language():
    with translation.override("en"):
        label = category_label(Category.FLUSH)
    assert type(label) is str
    assert label == "Flush"
