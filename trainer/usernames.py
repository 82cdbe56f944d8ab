"""User names that read as another: scripts mixed in one name, and the confusable
"skeleton" two look-alike names share (after Unicode's UTS #39).

The data is Unicode's (scripts and confusables.txt, as the confusable-homoglyphs package
ships them); only how it is folded into one comparable string is ours.
"""

from __future__ import annotations

import functools
import unicodedata

from confusable_homoglyphs import categories, confusables

# Scripts that any name may use beside its own: digits and . _ @ + - are COMMON, the
# combining marks of a Vietnamese letter are INHERITED (ễ is Latin, typed composed or not).
SHARED_SCRIPTS = frozenset({"COMMON", "INHERITED"})
# The package marks right-to-left characters with left-to-right marks for display.
DISPLAY_MARK = "\u200e"


def username_scripts(name: str) -> set[str]:
    """The scripts of ``name``'s letters, leaving out those every script shares."""
    return categories.unique_aliases(name) - SHARED_SCRIPTS


@functools.cache
def _look_alikes() -> dict[str, str]:
    """Each confusable character mapped to one stand-in for all the characters it can be
    taken for: the lowest code point among them, so a Latin letter where there is one."""
    parent: dict[str, str] = {}

    def root(char: str) -> str:
        while parent.get(char, char) != char:
            char = parent[char]
        return char

    sequences: dict[str, str] = {}
    for char, glyphs in confusables.confusables_data.items():
        shapes = [glyph["c"].replace(DISPLAY_MARK, "") for glyph in glyphs]
        for shape in shapes:
            if len(shape) == 1:
                first, second = sorted((root(char), root(shape)))
                if first != second:
                    parent[second] = first
        if len(shapes) == 1 and len(shapes[0]) > 1:
            sequences[char] = shapes[0]  # "m" reads as "rn"
    spelled = {
        root(char): "".join(root(each) for each in sequence) for char, sequence in sequences.items()
    }
    return {char: spelled.get(root(char), root(char)) for char in parent.keys() | sequences}


def username_skeleton(name: str) -> str:
    """What ``name`` looks like: NFKC, case folded, each character replaced by its
    look-alike stand-in. Two names with one skeleton can be taken for each other."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    stand_ins = _look_alikes()
    return "".join(stand_ins.get(char, char) for char in folded)
