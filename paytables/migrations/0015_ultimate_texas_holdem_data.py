"""Ultimate Texas Hold'em: its game and the houses of ``engine/ultimate/variants.py`` with
their named sources.

The houses are copied here as literal values frozen with this migration (no import of the
engine); a test checks that each one's ``rules()`` equals the engine's definition, but for
the slug: variant slugs are unique across games, so each house's is the engine's with
"uth-" before it. What a fold does to the Trips stays empty: no page read says.
"""

from __future__ import annotations

from decimal import Decimal

from django.db import migrations

GAME = ("ultimate-texas-holdem", "Ultimate Texas Hold'em", "Ultimate Texas Hold'em")
SLUG_PREFIX = "uth-"

# (title in English, in Vietnamese, address)
WIZARD = (
    "Wizard of Odds: Ultimate Texas Hold 'Em",
    "Wizard of Odds: Ultimate Texas Hold 'Em (luật chơi và tỉ lệ)",
    "https://wizardofodds.com/games/ultimate-texas-hold-em/",
)
VIEJAS = (
    "Viejas Casino: Ultimate Texas Hold 'Em pay table",
    "Viejas Casino: bảng trả thưởng Ultimate Texas Hold 'Em",
    "http://viejas.com/texas-hold-em/san-diego",
)
RIVERS = (
    "Rivers Casino Philadelphia: Ultimate Texas Hold'em, how to play",
    "Rivers Casino Philadelphia: cách chơi Ultimate Texas Hold'em",
    "https://www.riverscasino.com/philadelphia/casino/table-games/ultimate-texas-hold-em",
)

# Tables as (line, odds "N to 1"), best line first.
BLIND = [
    ("royal_flush", Decimal(500)),
    ("straight_flush", Decimal(50)),
    ("four_of_a_kind", Decimal(10)),
    ("full_house", Decimal(3)),
    ("flush", Decimal("1.5")),
    ("straight", Decimal(1)),
]
TRIPS_LINES = (
    "royal_flush",
    "straight_flush",
    "four_of_a_kind",
    "full_house",
    "flush",
    "straight",
    "three_of_a_kind",
)
TRIPS_6_5 = list(zip(TRIPS_LINES, map(Decimal, (50, 40, 30, 8, 6, 5, 3)), strict=True))
TRIPS_7_4 = list(zip(TRIPS_LINES, map(Decimal, (50, 40, 30, 8, 7, 4, 3)), strict=True))

VARIANTS = [
    {
        "slug": "trips-50-40-30-8-6-5-3",
        "name_en": "Ultimate Texas Hold'em (Trips 50-40-30-8-6-5-3)",
        "name_vi": "Ultimate Texas Hold'em (Trips 50-40-30-8-6-5-3)",
        "summary_en": (
            "Viejas Casino's posted tables: the Blind 500-50-10-3-3/2-1 and the Trips "
            "50-40-30-8-6-5-3. Play 3x or 4x before the flop, 2x after it, 1x or fold at the "
            "river; the dealer qualifies with a pair."
        ),
        "summary_vi": (
            "Bảng trả thưởng niêm yết của Viejas Casino: Blind 500-50-10-3-3/2-1 và Trips "
            "50-40-30-8-6-5-3. Cược Play 3x hoặc 4x trước flop, 2x sau flop, 1x hoặc bỏ bài ở "
            "river; nhà cái đủ điều kiện khi có một đôi."
        ),
        "source_en": "Viejas Casino; Rivers Casino Philadelphia; Wizard of Odds",
        "source_vi": "Viejas Casino; Rivers Casino Philadelphia; Wizard of Odds",
        "sources": [VIEJAS, RIVERS, WIZARD],
        "blind": BLIND,
        "trips": TRIPS_6_5,
        "preflop_multiples": "3,4",
        "trips_on_fold": None,
    },
    {
        "slug": "trips-50-40-30-8-7-4-3",
        "name_en": "Ultimate Texas Hold'em (Trips 50-40-30-8-7-4-3)",
        "name_vi": "Ultimate Texas Hold'em (Trips 50-40-30-8-7-4-3)",
        "summary_en": (
            "The other common Trips table, 50-40-30-8-7-4-3: a flush pays more, a straight "
            "less. The Blind and the rules of play as at the other house."
        ),
        "summary_vi": (
            "Bảng Trips phổ biến thứ hai, 50-40-30-8-7-4-3: thùng trả cao hơn, sảnh trả thấp "
            "hơn. Blind và luật chơi như ở sòng bài kia."
        ),
        "source_en": "Wizard of Odds; Rivers Casino Philadelphia",
        "source_vi": "Wizard of Odds; Rivers Casino Philadelphia",
        "sources": [WIZARD, RIVERS],
        "blind": BLIND,
        "trips": TRIPS_7_4,
        "preflop_multiples": "3,4",
        "trips_on_fold": None,
    },
]

TABLES = ("blind", "trips")

# The game's words, after the glossary's others: slug, term and meaning in each language.
GLOSSARY = [
    (
        "uth-blind",
        "Blind (Ultimate Texas Hold'em)",
        "Blind (Ultimate Texas Hold'em)",
        "In Ultimate Texas Hold'em, the compulsory bet equal to the ante. It pays by its table "
        "only when the player wins with a straight or better; a smaller win pushes it, a loss "
        "or a fold loses it.",
        "Ở Ultimate Texas Hold'em, cược bắt buộc bằng ante. Chỉ trả theo bảng khi người chơi "
        "thắng với sảnh trở lên; thắng bằng tay nhỏ hơn thì hoà tiền, thua hoặc bỏ bài thì "
        "mất.",
    ),
    (
        "uth-play",
        "Play (Ultimate Texas Hold'em)",
        "Cược Play (Ultimate Texas Hold'em)",
        "In Ultimate Texas Hold'em, the one bet the player makes during the hand: 3 or 4 times "
        "the ante before the flop, 2 times after it, or once at the river. It pays 1 to 1 "
        "whether or not the dealer qualifies.",
        "Ở Ultimate Texas Hold'em, cược duy nhất người chơi đặt trong ván: 3 hoặc 4 lần ante "
        "trước flop, 2 lần sau flop, hoặc 1 lần ở river. Trả 1 ăn 1 dù nhà cái có đủ điều "
        "kiện hay không.",
    ),
    (
        "trips",
        "Trips",
        "Trips",
        "In Ultimate Texas Hold'em, a side bet paid by the house's table on the player's best "
        "five of seven cards, three of a kind or better, whatever the dealer holds.",
        "Ở Ultimate Texas Hold'em, cược phụ trả theo bảng của sòng bài khi năm lá tốt nhất "
        "trong bảy lá của người chơi là sám cô trở lên, bất kể bài của nhà cái.",
    ),
    (
        "hidden-pair",
        "Hidden pair",
        "Đôi ẩn",
        "A pair or better that one of the player's hole cards takes part in, not one the board "
        "gives every player: the strategy plays it on the flop and at the river.",
        "Một đôi trở lên có ít nhất một lá bài tẩy của người chơi, không phải đôi có sẵn trên "
        "bài chung: chiến lược cơ bản cược với nó ở flop và river.",
    ),
]
TERM_FIELDS = ("term_en", "term_vi", "meaning_en", "meaning_vi")


def load(apps, schema_editor):
    Game = apps.get_model("paytables", "Game")
    Variant = apps.get_model("paytables", "Variant")
    UltimateHouse = apps.get_model("paytables", "UltimateHouse")
    UltimatePay = apps.get_model("paytables", "UltimatePay")
    VariantSource = apps.get_model("paytables", "VariantSource")

    slug, name_en, name_vi = GAME
    game = Game.objects.create(
        slug=slug,
        name_en=name_en,
        name_vi=name_vi,
        position=Game.objects.count(),
        engine="ultimate",
    )
    first = Variant.objects.count()
    for offset, spec in enumerate(VARIANTS):
        variant = Variant.objects.create(
            game=game,
            slug=SLUG_PREFIX + spec["slug"],
            name_en=spec["name_en"],
            name_vi=spec["name_vi"],
            summary_en=spec["summary_en"],
            summary_vi=spec["summary_vi"],
            source_en=spec["source_en"],
            source_vi=spec["source_vi"],
            position=first + offset,
            # The Oasis Poker fields are not Ultimate Texas Hold'em's: no switch.
            max_switches=0,
            fold_after_switch=True,
            full_switch_forces_raise=False,
            lower_pays_after_switch=False,
        )
        UltimateHouse.objects.create(
            variant=variant,
            preflop_multiples=spec["preflop_multiples"],
            offers_trips=spec["trips"] != [],
            trips_on_fold=spec["trips_on_fold"],
        )
        for table in TABLES:
            for line, odds in spec[table] or ():
                UltimatePay.objects.create(variant=variant, table=table, line=line, odds=odds)
        for index, (title_en, title_vi, url) in enumerate(spec["sources"]):
            VariantSource.objects.create(
                variant=variant, title_en=title_en, title_vi=title_vi, url=url, position=index
            )

    GlossaryTerm = apps.get_model("paytables", "GlossaryTerm")
    after = GlossaryTerm.objects.count()
    for offset, (term, *texts) in enumerate(GLOSSARY):
        GlossaryTerm.objects.get_or_create(
            slug=term,
            defaults={**dict(zip(TERM_FIELDS, texts, strict=True)), "position": after + offset},
        )


def unload(apps, schema_editor):
    GlossaryTerm = apps.get_model("paytables", "GlossaryTerm")
    # A term an instructor has edited since is the instructor's: it stays.
    for term, *texts in GLOSSARY:
        GlossaryTerm.objects.filter(
            slug=term, **dict(zip(TERM_FIELDS, texts, strict=True))
        ).delete()
    apps.get_model("paytables", "Variant").objects.filter(game__engine="ultimate").delete()
    apps.get_model("paytables", "Game").objects.filter(engine="ultimate").delete()


class Migration(migrations.Migration):
    dependencies = [
        ("paytables", "0014_ultimate_texas_holdem"),
    ]

    operations = [
        migrations.RunPython(load, unload),
    ]
