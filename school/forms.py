"""Forms of the school's pages: an exam answer, and (for the admin) an exam's parts."""

from __future__ import annotations

from django import forms

from trainer.forms import AnswerForm


class ExamAnswerForm(AnswerForm):
    """A drill's answer form (one amount, a choice, a box per table seat) with the number of
    the question it answers, so that an answer to a question already closed is refused."""

    index = forms.IntegerField(min_value=1, widget=forms.HiddenInput)
