"""What the school's pages show, gathered in one place so views stay short."""

from __future__ import annotations

from django.contrib.auth.models import User

from school.selectors import classes_of


def school_home_context(user: User) -> dict:
    """The trainee's school page: his classes with their houses and instructors."""
    return {"classes": classes_of(user=user)}
