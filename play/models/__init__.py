from __future__ import annotations

from play.models.boxes import Box as Box
from play.models.boxes import BoxRound as BoxRound
from play.models.boxes import BoxTable as BoxTable
from play.models.boxes import LedgerEntry as LedgerEntry
from play.models.boxes import LedgerReason as LedgerReason
from play.models.boxes import RoundStatus as RoundStatus
from play.models.holdem import HoldemMatch as HoldemMatch
