"""The playable tables' records: one module per table, gathered here for Django."""

from __future__ import annotations
