"""Forms of the trainer: starting a drill, answering a question, the self-test, signing up."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, cast

from django import forms
from django.contrib.auth.forms import AuthenticationForm, UserCreationForm
from django.contrib.auth.models import User
from django.db import transaction
from django.forms.boundfield import BoundWidget
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.safestring import SafeString
from django.utils.text import get_text_list
from django.utils.translation import gettext_lazy as _

from paytables.forms import any_variant_field
from paytables.games import FIRST_GAME, GAMES, GameRules, engine_of
from paytables.selectors import variant_queryset
from paytables.wording import money
from trainer.chips import chip_given, first_unmakeable, variant_chips
from trainer.kinds import (
    DRILLED_GAMES,
    GAME_KINDS,
    KINDS,
    SHARED_KINDS,
    game_kinds,
    kind_label,
    refusals,
    tables,
)
from trainer.kinds.rounds import ANTES
from trainer.models import Difficulty, Profile, Question, kind_choices
from trainer.names import NAME_MAX, full_name_normalise, full_name_validate, title_validate
from trainer.selectors import temporary_password_expiry, username_lookalike_exists
from trainer.services import profile_set
from trainer.usernames import username_scripts


def default_kinds(rules: GameRules) -> list[str]:
    """The kinds a new drill ticks at a house with ``rules``: its game's payouts, less those
    the house cannot ask (no switch fee where nobody switches)."""
    return [kind for kind in game_kinds(rules).drill if KINDS[kind].refusal(rules) is None]


class HouseSelect(forms.Select):
    """The houses, each option saying which kinds choosing it ticks (``data-kinds``) and of
    which game (``data-game``), for drill_form.js; without JavaScript the form's own check
    refuses a kind the house cannot ask."""

    def create_option(self, name, value, label, selected, index, subindex=None, attrs=None):
        option = super().create_option(name, value, label, selected, index, subindex, attrs)
        variant = getattr(value, "instance", None)
        if variant is not None:
            rules = variant.rules()
            option["attrs"]["data-game"] = engine_of(rules)
            option["attrs"]["data-kinds"] = " ".join(default_kinds(rules))
        return option


@dataclass(frozen=True)
class KindOption:
    """A kind's checkbox under its game's name, labelled without the game's name again."""

    widget: BoundWidget
    choice_label: str

    def tag(self) -> SafeString:
        return self.widget.tag()


@dataclass(frozen=True)
class KindGroup:
    """The kinds of one game as the drill form shows them, under the game's name."""

    label: str
    options: list[KindOption]
    game: str  # its engine's game (an ``Engine`` value), "" for the kinds of any game


DEFAULT_VARIANT = "standard"


MIXED_SCRIPTS = _(
    "A user name must use the letters of one alphabet, not mix them (such as Latin and "
    "Cyrillic letters that look alike)."
)
LOOKALIKE = _("This user name looks the same as one already taken. Choose another.")


class DrillForm(forms.Form):
    """A new drill: the house, the kinds of question and how they are dealt. A kind the
    house cannot ask (no switch fee without switching) is refused with the reason."""

    variant = any_variant_field()
    kinds = forms.MultipleChoiceField(
        label=_("Questions"),
        choices=kind_choices,
        initial=list(GAME_KINDS[FIRST_GAME].drill),
        widget=forms.CheckboxSelectMultiple,
        error_messages={"required": _("Choose at least one kind of question.")},
    )
    difficulty = forms.ChoiceField(
        label=_("Antes"),
        choices=Difficulty.choices,
        initial=Difficulty.ROUND,
        widget=forms.RadioSelect,
    )
    rare = forms.BooleanField(
        label=_("Deal straights, flushes, full houses and better more often"), required=False
    )
    timed = forms.BooleanField(label=_("Timed"), required=False)
    seconds_per_question = forms.IntegerField(
        label=_("Seconds per question"),
        min_value=5,
        max_value=300,
        initial=30,
        required=False,
        widget=forms.NumberInput(attrs={"inputmode": "numeric"}),
    )
    length = forms.IntegerField(
        label=_("Number of questions"),
        min_value=1,
        max_value=50,
        initial=10,
        widget=forms.NumberInput(attrs={"inputmode": "numeric"}),
    )
    cross_language = forms.BooleanField(
        label=_("Glossary across languages: the term in one, its meaning in the other"),
        required=False,
    )
    need = forms.BooleanField(
        label=_("What I need: the lines due for review first, then new ones, then my weakest"),
        required=False,
    )
    answer_in_chips = forms.BooleanField(
        label=_("Answer in chips: build each amount from the house's chips"), required=False
    )

    def __init__(
        self,
        *args: Any,
        variant: str | None = None,
        kinds: list[str] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        field = cast(forms.ModelChoiceField, self.fields["variant"])
        field.widget = HouseSelect()
        # Each option reads its house's rules (HouseSelect): load them with the variants
        # (setting the queryset gives the new widget its choices).
        field.queryset = (
            variant_queryset()
            .filter(game__engine__in=DRILLED_GAMES)
            .order_by("game__position", "position", "slug")
        )
        # The trainee's last house, else the standard rules: never whichever sorts first.
        field.initial = variant or DEFAULT_VARIANT
        if kinds is not None:
            self.fields["kinds"].initial = kinds

    def kind_groups(self) -> list[KindGroup]:
        """The kinds' checkboxes by game, each game's in the registry's order, then those of
        any game."""
        options = {option.data["value"]: option for option in self["kinds"]}
        groups = [(game.group, game.taught, engine) for engine, game in GAME_KINDS.items()]
        groups.append((_("Any game"), SHARED_KINDS, ""))
        return [
            KindGroup(
                str(label),
                [
                    KindOption(
                        options[kind.slug], str(kind.short_label or options[kind.slug].choice_label)
                    )
                    for kind in kinds
                ],
                engine,
            )
            for label, kinds, engine in groups
        ]

    def clean(self) -> dict[str, Any]:
        super().clean()
        cleaned = self.cleaned_data  # what Form.clean returns, typed as never None
        variant, kinds = cleaned.get("variant"), cleaned.get("kinds")
        if variant is not None and kinds:
            refused = refusals(variant.rules(), kinds, variant_chips(variant))
            for kind, reason in refused.items():
                self.add_error(
                    "kinds",
                    _(
                        "%(variant)s cannot ask “%(kind)s”: %(reason)s. Untick it or choose "
                        "another house."
                    )
                    % {"variant": variant, "kind": kind_label(kind), "reason": reason},
                )
        difficulty = cleaned.get("difficulty")
        if variant is not None and difficulty and cleaned.get("answer_in_chips"):
            # A house whose chips cannot make its own antes could never be paid in them.
            ante = first_unmakeable(variant_chips(variant), ANTES[Difficulty(difficulty)])
            if ante is not None:
                self.add_error(
                    "answer_in_chips",
                    _(
                        "%(variant)s's chips cannot make an ante of %(ante)s: answer typed, "
                        "or ask an instructor to give the house its own chips."
                    )
                    % {"variant": variant, "ante": money(ante)},
                )
        if cleaned.get("timed") and not cleaned.get("seconds_per_question"):
            self.add_error("seconds_per_question", _("Say how many seconds each question gets."))
        if not cleaned.get("timed"):
            cleaned["seconds_per_question"] = None
        return cleaned


def self_test_games() -> list[tuple[str, str]]:
    """The games a self-test is offered in, in the registry's order: each (engine, name)."""
    return [(engine, str(GAMES[engine].name)) for engine in GAME_KINDS]


class SelfTestStartForm(forms.Form):
    """Which game a self-test is in (the registry's first when none is said, as before there
    were two)."""

    game = forms.ChoiceField(label=_("Game"), choices=self_test_games, required=False)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        names = [str(name) for _engine, name in self_test_games()]
        self.fields["game"].error_messages["invalid_choice"] = _("Choose %(games)s.") % {
            "games": get_text_list(names, str(_("or")))
        }

    def clean_game(self) -> str:
        return self.cleaned_data["game"] or FIRST_GAME


class AnswerForm(forms.Form):
    answer = forms.CharField(
        label=_("Your answer"),
        max_length=100,
        widget=forms.TextInput(
            attrs={
                # Not "decimal": an iPhone's decimal keyboard has no minus sign for a loss.
                "inputmode": "text",
                "data-keypad": True,
                "autocomplete": "off",
                "autofocus": True,
                "enterkeyhint": "send",
            }
        ),
        error_messages={"required": _("Type an amount, for example 350 or -30.")},
    )

    # A side-pot question has one box per player and pot, "chips-<pot>-<seat>"; they are
    # read as one answer, written the way its key is (see trainer.side_pots).
    SIDE_POT_BOX = re.compile(r"chips-(\d)-(\d)")
    # Settling the table has one amount per box, "box-<position>"; they are read as one
    # answer, box 1 first, joined as its key is (see trainer.kinds.tables).
    TABLE_BOX = re.compile(rf"{tables.INPUT_PREFIX}(\d)")

    # An answer in chips posts the tray's "chips" ("25x2,5x1") and "direction" (pay or
    # take); they are read as one answer, which the kind checks against the house's chips
    # (see trainer.chips).
    CHIPS = "chips"
    DIRECTION = "direction"
    # A table's box answered in chips posts "chips-box-<position>" and
    # "direction-box-<position>"; they are joined as typed boxes are.
    TABLE_CHIPS = re.compile(rf"{CHIPS}-{tables.INPUT_PREFIX}(\d)")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if (
            self._numbered(self.SIDE_POT_BOX)
            or self._numbered(self.TABLE_BOX)
            or self.CHIPS in self.data
            or self._numbered(self.TABLE_CHIPS)
        ):
            self.fields["answer"].required = False

    def _numbered(self, pattern: re.Pattern) -> list[tuple[tuple[int, ...], str]]:
        """The posted fields named by ``pattern``, in the order of the numbers in their names."""
        found = ((pattern.fullmatch(key), key) for key in self.data)
        return sorted((tuple(map(int, m.groups())), self.data[key]) for m, key in found if m)

    def clean(self) -> dict[str, Any]:
        super().clean()
        cleaned = self.cleaned_data  # what Form.clean returns, typed as never None
        side_pots = self._numbered(self.SIDE_POT_BOX)
        if side_pots:
            pots: dict[int, list[str]] = {}
            for (pot, _seat), value in side_pots:
                pots.setdefault(pot, []).append(value.strip()[:10])
            cleaned["answer"] = "/".join(",".join(values) for values in pots.values())
        if self.CHIPS in self.data:
            cleaned["answer"] = chip_given(
                self.data.get(self.DIRECTION, ""), self.data.get(self.CHIPS, "")
            )
        table_chips = self._numbered(self.TABLE_CHIPS)
        if table_chips:
            cleaned["answer"] = ";".join(
                chip_given(self.data.get(f"{self.DIRECTION}-{tables.INPUT_PREFIX}{box}", ""), chips)
                for (box,), chips in table_chips
            )
        table = self._numbered(self.TABLE_BOX)
        if table:
            # An empty box drops out: the count no longer matches, and the error asks for each.
            cleaned["answer"] = ";".join(amount.strip()[:20] for _box, amount in table)
        return cleaned


class SelfTestForm(forms.Form):
    """The three answers of the self-test, one amount field per question."""

    def __init__(self, *args: Any, questions: list[Question], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.questions = questions
        for question in questions:
            self.fields[f"q{question.position}"] = forms.CharField(
                label=_("Your answer"),
                max_length=100,
                widget=forms.TextInput(
                    attrs={"inputmode": "text", "data-keypad": True, "autocomplete": "off"}
                ),
                error_messages={"required": _("Type an amount, for example 350 or -30.")},
            )

    def bound_pairs(self) -> list[tuple[Question, forms.BoundField]]:
        return [(question, self[f"q{question.position}"]) for question in self.questions]


class FullNameField(forms.CharField):
    """A person's full name as certificates print it: normalised (composed, trimmed, one
    space between words) before it is checked (``trainer.names``)."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("label", _("Full name"))
        kwargs.setdefault(
            "help_text",
            _("As it is to be printed on your certificates, with its accents: Nguyễn Thị Lan."),
        )
        # The length is checked after normalising: spaces typed around it do not count.
        super().__init__(max_length=None, validators=[full_name_validate], **kwargs)
        self.widget.attrs.update({"autocomplete": "name", "maxlength": NAME_MAX * 2})

    def to_python(self, value: Any) -> str:
        return full_name_normalise(super().to_python(value) or "")


class LogInForm(AuthenticationForm):
    """Django's log-in, which also refuses a temporary password past its lifetime: the
    right one, so the trainee is told to ask for a new one, and nothing else happens (no
    session, no failure counted against the account, the password kept)."""

    error_messages = {
        **AuthenticationForm.error_messages,
        "temporary_password_expired": _(
            "This temporary password expired at %(expired)s. Ask your instructor for a new one."
        ),
    }

    def confirm_login_allowed(self, user: User) -> None:
        super().confirm_login_allowed(user)
        expiry = temporary_password_expiry(user=user)
        if expiry is not None and expiry <= timezone.now():
            raise forms.ValidationError(
                self.error_messages["temporary_password_expired"],
                code="temporary_password_expired",
                params={"expired": date_format(timezone.localtime(expiry), "DATETIME_FORMAT")},
            )


class SignUpForm(UserCreationForm):
    """A new trainee's account, under a log-in name no one can mistake for another's, and
    his full name, which his certificates print."""

    full_name = FullNameField()
    field_order = ("username", "full_name", "password1", "password2")

    class Meta(UserCreationForm.Meta):
        fields = ("username",)

    def clean_username(self) -> str:
        username = super().clean_username()  # refuses the same name in another case
        if not username or self.has_error("username"):
            return username
        if len(username_scripts(username)) > 1:
            raise forms.ValidationError(MIXED_SCRIPTS, code="mixed_scripts")
        if username_lookalike_exists(username=username):
            raise forms.ValidationError(LOOKALIKE, code="lookalike")
        return username

    def save(self, commit: bool = True) -> User:
        """The account and the name his certificates print, together or not at all (the
        sign-up page and ``manage.py create_trainee`` both make accounts this way)."""
        with transaction.atomic():
            user = super().save(commit=True)
            profile_set(user=user, full_name=self.cleaned_data["full_name"])
        return user


class NameForm(forms.Form):
    """A person's name as certificates print it and, for staff who sign them, a title."""

    full_name = FullNameField()
    title = forms.CharField(
        label=Profile._meta.get_field("title").verbose_name,
        help_text=Profile._meta.get_field("title").help_text,
        max_length=Profile._meta.get_field("title").max_length,
        required=False,
        validators=[title_validate],
    )

    def __init__(self, *args: Any, with_title: bool, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if not with_title:
            del self.fields["title"]

    def profile_fields(self) -> dict[str, str]:
        """The cleaned fields as ``profile_set`` takes them (no title: the title kept)."""
        return {
            name: self.cleaned_data[name] for name in ("full_name", "title") if name in self.fields
        }
