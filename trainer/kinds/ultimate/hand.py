"""The player's best five of his seven cards, named: the category a dealer announces and
the Blind and the Trips are paid by (``trainer.kinds.board_hand``)."""

from __future__ import annotations

from engine.hands import Category
from engine.ultimate.order import UltimateTarget
from engine.ultimate.rules import UltimateRules
from trainer.kinds.board_hand import BestFive
from trainer.kinds.ultimate.rounds import UltimateChoiceKind
from trainer.kinds.ultimate.slugs import UltimateKind


class HandKind(BestFive, UltimateChoiceKind):
    slug = UltimateKind.HAND

    def targets(self, line: str, rules: UltimateRules) -> list[UltimateTarget]:
        return [UltimateTarget(player=Category.from_slug(line))]


KIND = HandKind()
