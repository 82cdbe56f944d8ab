"""Glossary: a term shown, its meaning picked."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from trainer.kinds.glossary import GlossaryKind
from trainer.models import QuestionKind


class TermKind(GlossaryKind):
    slug = QuestionKind.GLOSSARY_TERM
    prompt_text = gettext_lazy("What does “%(term)s” mean?")
    asked = "term"
    answered = "meaning"


KIND = TermKind()
