"""The keys and the source of the figures kept from whole sweeps (``engine.analysis.kept``)."""

from __future__ import annotations

from fractions import Fraction

from engine.analysis.kept import kept_source, table_key
from engine.hands import Category


def test_a_table_key_names_each_paid_line_best_first_whatever_the_order_written():
    table = ((Category.STRAIGHT, Fraction(1)), (Category.FLUSH, Fraction(3, 2)))
    assert table_key(table) == "6:3/2 5:1"
    assert table_key(tuple(reversed(table))) == "6:3/2 5:1"


def test_a_line_paying_nothing_leaves_the_key_unchanged():
    table = ((Category.FLUSH, Fraction(3, 2)),)
    assert table_key((*table, (Category.PAIR, Fraction(0)))) == table_key(table)


def test_two_tables_differing_in_one_line_have_two_keys():
    assert table_key(((Category.FLUSH, Fraction(3, 2)),)) != table_key(
        ((Category.FLUSH, Fraction(2)),)
    )


def test_the_kept_source_gives_back_the_figures_it_was_written_from():
    figures = {"ante 6:2": (Fraction(-1, 3), Fraction(7, 100))}
    namespace: dict[str, object] = {}
    exec(kept_source("Figures.", figures), namespace)  # noqa: S102 - our own writer's text
    assert namespace["FIGURES"] == figures
