# The FSRS schedule from every answer given so far: the time standards' defaults, the
# instructors' rights to them, a skill cell for the attempts older than cells, then every
# attempt replayed in the order it was answered. Backwards: the Leitner boxes rebuilt from
# the same attempts, by the rule they followed.

from __future__ import annotations

from collections import defaultdict
from datetime import timedelta
from decimal import Decimal

from django.contrib.auth.management import create_permissions
from django.db import migrations

from engine.cards import parse_cards
from engine.oasis.round import replay, rules_from_dict, settle

# "A single payout in a few seconds, a whole table longer": how long a trained dealer takes,
# in seconds, for each kind (instructors change them in the admin, per game if need be).
# Naming a hand or saying whether the dealer qualifies is reading the cards; one wager's
# payout is reading them and a line of the table; the net adds up three wagers and the fee;
# a table is two or three boxes settled; Hold'em side pots are several pots split by seat.
DEFAULT_STANDARDS = {
    "hand": "4",
    "qualifies": "4",
    "winner": "5",
    "ante": "5",
    "fee": "5",
    "raise": "6",
    "bonus": "6",
    "glossary_term": "6",
    "glossary_meaning": "6",
    "net": "10",
    "best_play": "15",
    "settle_table": "30",
    "side_pots": "45",
}
INSTRUCTORS = "Instructors"
PERMISSIONS = (
    "view_skillcard",
    "view_skillreview",
    "view_timestandard",
    "add_timestandard",
    "change_timestandard",
    "delete_timestandard",
)
# What the Leitner boxes did, to rebuild them backwards: how long a skill rested in each box.
LEITNER = (
    timedelta(0),
    timedelta(minutes=10),
    timedelta(hours=1),
    timedelta(days=1),
    timedelta(days=3),
    timedelta(days=7),
)
BATCH = 2000


def standards_default(apps, schema_editor) -> None:
    TimeStandard = apps.get_model("trainer", "TimeStandard")
    using = schema_editor.connection.alias
    TimeStandard.objects.using(using).bulk_create(
        TimeStandard(kind=kind, game=None, seconds=Decimal(seconds))
        for kind, seconds in DEFAULT_STANDARDS.items()
    )


def let_instructors_see_cards_and_set_standards(apps, schema_editor) -> None:
    using = schema_editor.connection.alias
    app_config = apps.get_app_config("trainer")
    # Permissions are made by post_migrate, after every migration: make these now (the
    # historical registry has no models module, which create_permissions otherwise needs).
    app_config.models_module = True
    create_permissions(app_config, apps=apps, verbosity=0, using=using)
    app_config.models_module = None
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group = Group.objects.using(using).filter(name=INSTRUCTORS).first()
    if group is not None:
        group.permissions.add(
            *Permission.objects.using(using).filter(
                content_type__app_label="trainer", codename__in=PERMISSIONS
            )
        )


def cell_of(question) -> str:
    """The skill cell a question older than cells (0008) asks, worked out as the kinds work
    it out when they deal one: from its round, its term, its showdown or its answer."""
    # The kinds' own rules of which line a round exercises; imported here, so that loading
    # the migration does not need them.
    from trainer.kinds import KINDS
    from trainer.kinds.side_pots import Showdown, showdown_line

    kind = question.kind
    if kind in ("glossary_term", "glossary_meaning"):
        return f"{kind}:{question.term.slug}"
    if kind == "side_pots":
        return f"{kind}:{showdown_line(Showdown.from_data(question.choices))}"
    dealt = question.dealt_round
    if kind == "settle_table":
        return f"{kind}:{'three_boxes' if len(dealt.boxes) == 2 else 'two_boxes'}"
    if kind == "best_play":
        return f"{kind}:{question.answer_key.split(':')[0]}"
    rules = rules_from_dict(dealt.rules)
    round_ = replay(
        rules,
        player=parse_cards(dealt.player),
        dealer=parse_cards(dealt.dealer),
        discard=parse_cards(dealt.discard),
        draw=parse_cards(dealt.draw),
        decision=dealt.decision,
    )
    settlement = settle(rules, round_, dealt.ante, dealt.bonus, meter=dealt.meter)
    return f"{kind}:{KINDS[kind].line_of(round_, settlement, rules)}"


def cells_fill(apps, schema_editor) -> None:
    """Give every question older than skill cells, answered or still open, the cell it
    asks, and its attempt the same."""
    Attempt = apps.get_model("trainer", "Attempt")
    Question = apps.get_model("trainer", "Question")
    using = schema_editor.connection.alias
    older = Question.objects.using(using).filter(cell="").select_related("dealt_round", "term")
    for question in older.iterator(chunk_size=BATCH):
        cell = cell_of(question)
        Question.objects.using(using).filter(pk=question.pk).update(cell=cell)
        Attempt.objects.using(using).filter(question_id=question.pk, cell="").update(cell=cell)


def attempts_replay(apps, schema_editor) -> None:
    """Every trainee's attempts, oldest first, each a review of its cell's card rated as
    ``trainer.schedule`` rates an answer now, against the default time standards."""
    from trainer.schedule import duration_ms, next_run, rating_for, review

    Attempt = apps.get_model("trainer", "Attempt")
    SkillCard = apps.get_model("trainer", "SkillCard")
    SkillReview = apps.get_model("trainer", "SkillReview")
    TimeStandard = apps.get_model("trainer", "TimeStandard")
    using = schema_editor.connection.alias
    standards = dict(
        TimeStandard.objects.using(using).filter(game__isnull=True).values_list("kind", "seconds")
    )
    cards: dict[tuple[int, str], tuple[object, int, str]] = {}
    reviews = []
    attempts = (
        Attempt.objects.using(using)
        .filter(user__isnull=False)
        .order_by("created_at", "pk")
        .values_list(
            "pk", "user_id", "kind", "cell", "is_correct", "seconds", "created_at",
            "question__shown_at",
        )
    )  # fmt: skip
    for pk, user_id, kind, cell, right, seconds, at, shown_at in attempts.iterator(BATCH):
        standard = standards.get(kind)
        # A self-test's questions are never shown one by one: their time was not measured.
        rating = rating_for(
            right=right, seconds=seconds if shown_at is not None else None, standard=standard
        )
        card, run, _kind = cards.get((user_id, cell), (None, 0, kind))
        card = review(card, rating=rating, at=at, seconds=seconds)
        cards[(user_id, cell)] = (card, next_run(run, rating), kind)
        reviews.append((user_id, cell, pk, rating, at, duration_ms(seconds), standard))

    made = SkillCard.objects.using(using).bulk_create(
        (
            SkillCard(
                user_id=user_id,
                kind=kind,
                cell=cell,
                state=card.state.value,
                step=card.step,
                stability=card.stability,
                difficulty=card.difficulty,
                due=card.due,
                last_review=card.last_review,
                run=run,
            )
            for (user_id, cell), (card, run, kind) in cards.items()
        ),
        batch_size=BATCH,
    )
    # Not every database returns the new keys from a bulk insert: read them back.
    del made
    card_pks = {
        (user_id, cell): pk
        for pk, user_id, cell in SkillCard.objects.using(using).values_list("pk", "user_id", "cell")
    }
    SkillReview.objects.using(using).bulk_create(
        (
            SkillReview(
                card_id=card_pks[(user_id, cell)],
                attempt_id=attempt_pk,
                rating=rating.value,
                reviewed_at=at,
                duration_ms=duration,
                standard_seconds=standard,
            )
            for user_id, cell, attempt_pk, rating, at, duration, standard in reviews
        ),
        batch_size=BATCH,
    )


def standards_forget(apps, schema_editor) -> None:
    using = schema_editor.connection.alias
    apps.get_model("trainer", "TimeStandard").objects.using(using).delete()


def leitner_rebuild(apps, schema_editor) -> None:
    """Backwards: the cards and reviews go, and the Leitner boxes come back as the same
    attempts would have left them: a right answer moves the skill's box up one (to the last
    at most), a wrong one back to the first, due at once."""
    using = schema_editor.connection.alias
    apps.get_model("trainer", "SkillReview").objects.using(using).delete()
    apps.get_model("trainer", "SkillCard").objects.using(using).delete()
    Attempt = apps.get_model("trainer", "Attempt")
    SkillSchedule = apps.get_model("trainer", "SkillSchedule")
    boxes: dict[tuple[int, str], tuple[int, object]] = defaultdict(lambda: (0, None))
    attempts = (
        Attempt.objects.using(using)
        .filter(user__isnull=False)
        .order_by("created_at", "pk")
        .values_list("user_id", "kind", "is_correct", "created_at")
    )
    for user_id, kind, right, at in attempts.iterator(BATCH):
        box, _due = boxes[(user_id, kind)]
        box = min(box + 1, len(LEITNER) - 1) if right else 0
        boxes[(user_id, kind)] = (box, at + LEITNER[box])
    SkillSchedule.objects.using(using).bulk_create(
        (
            SkillSchedule(user_id=user_id, kind=kind, box=box, due_at=due_at)
            for (user_id, kind), (box, due_at) in boxes.items()
        ),
        batch_size=BATCH,
    )


def nothing(apps, schema_editor) -> None:
    """Going back keeps what needs no undoing: the permissions and the cells filled in."""


class Migration(migrations.Migration):
    dependencies = [
        ("trainer", "0010_skill_cards"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [
        migrations.RunPython(let_instructors_see_cards_and_set_standards, nothing),
        migrations.RunPython(cells_fill, nothing),
        migrations.RunPython(standards_default, standards_forget),
        migrations.RunPython(attempts_replay, leitner_rebuild),
    ]
