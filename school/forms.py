"""Forms of the school's pages: an exam answer, the week of a class's board, a trainee's
choice to appear on it, the class's sprint of the day."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.formats import date_format
from django.utils.translation import gettext_lazy as _

from school.weeks import Week, week_of
from trainer.forms import AnswerForm
from trainer.sprints import SprintShape


class ExamAnswerForm(AnswerForm):
    """A drill's answer form (one amount, a choice, a box per table seat) with the number of
    the question it answers, so that an answer to a question already closed is refused."""

    index = forms.IntegerField(min_value=1, widget=forms.HiddenInput)


class BoardWeekForm(forms.Form):
    """Which week of a class's board to show (``?week=``, any day of it, year-month-day):
    this week when none is given, and none before the class's first week or after this
    one."""

    week = forms.DateField(
        label=_("week"),
        required=False,
        input_formats=["%Y-%m-%d"],
        error_messages={
            "invalid": _("Give the week as one of its days, year-month-day: 2026-11-23.")
        },
    )

    def __init__(self, *args: Any, first: Week, last: Week, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.first, self.last = first, last

    def clean_week(self) -> Week:
        day = self.cleaned_data["week"]
        week = self.last if day is None else week_of(day)
        if week > self.last:
            raise forms.ValidationError(
                _("That week has not come yet: the board goes up to this week."), code="future"
            )
        if week < self.first:
            raise forms.ValidationError(
                _("The class did not exist yet that week: its board starts on %(date)s."),
                code="before",
                params={"date": date_format(self.first.monday, "DATE_FORMAT")},
            )
        return week


class BoardChoiceForm(forms.Form):
    """A trainee's choice about his class's board: to appear on it or not."""

    shown = forms.TypedChoiceField(
        label=_("on the class board"),
        choices=[("1", _("appear")), ("0", _("do not appear"))],
        coerce=lambda value: value == "1",
    )


class ClassSprintForm(forms.Form):
    """The class's sprint of the day to run: the game (of those the class has a house of)
    and the shape; the questions are the class's that day (``school.services``)."""

    game = forms.ChoiceField(label=_("game"))
    shape = forms.ChoiceField(
        label=_("sprint"), choices=SprintShape.choices, initial=SprintShape.TEN
    )

    def __init__(self, *args: Any, games: list[tuple[str, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        game = self.fields["game"]
        assert isinstance(game, forms.ChoiceField)  # declared so above
        game.choices = games
