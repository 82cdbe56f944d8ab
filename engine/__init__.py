"""The game maths of Croupier Assistant: plain Python, no Django."""

from __future__ import annotations
