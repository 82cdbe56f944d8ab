"""The player's best five of his seven cards, named: the category a dealer announces and
the ante is paid by, from a straight or a flush (``trainer.kinds.board_hand``)."""

from __future__ import annotations

from engine.hands import Category
from engine.holdem_bonus.order import HoldemBonusTarget
from engine.holdem_bonus.rules import HoldemBonusRules
from trainer.kinds.board_hand import BestFive
from trainer.kinds.holdem_bonus.rounds import HoldemBonusChoiceKind
from trainer.kinds.holdem_bonus.slugs import HoldemBonusKind


class HandKind(BestFive, HoldemBonusChoiceKind):
    slug = HoldemBonusKind.HAND

    def targets(self, line: str, rules: HoldemBonusRules) -> list[HoldemBonusTarget]:
        return [HoldemBonusTarget(player=Category.from_slug(line))]


KIND = HandKind()
