"""Glossary: a meaning shown, its term picked."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from trainer.kinds.glossary import GlossaryKind
from trainer.models import QuestionKind


class MeaningKind(GlossaryKind):
    slug = QuestionKind.GLOSSARY_MEANING
    prompt_text = gettext_lazy("Which term means: “%(meaning)s”?")
    asked = "meaning"
    answered = "term"


KIND = MeaningKind()
