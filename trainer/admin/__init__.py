"""The trainer's admin, one module a part: what instructors review (attempts, trainees,
questions, dealt rounds, drills, self-tests), the review schedule (skill cards, reviews, time
standards) and the accounts. The admin's autodiscovery imports this package, which
registers each."""

from __future__ import annotations

from trainer.admin import accounts, review, schedule  # noqa: F401  (registers them)
