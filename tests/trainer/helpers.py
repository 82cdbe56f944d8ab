"""Shortcuts the trainer's tests share."""

from __future__ import annotations

from trainer.models import DrillSession, Question
from trainer.services import question_next


def next_question(session: DrillSession) -> Question | None:
    """The question ``session``'s trainee sees now, as the drill page deals it."""
    return question_next(user_id=session.user_id, drill_pk=session.pk)
