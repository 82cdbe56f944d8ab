"""Casino Hold'em: its game and the houses of ``engine/casino_holdem/variants.py`` with their
named sources, and the dealer's words of the game for the glossary.

The houses are copied here as literal values frozen with this migration (no import of the
engine); a test checks that each one's ``rules()`` equals the engine's definition, but for
the slug: variant slugs are unique across games, so each house's is the engine's with
"casino-holdem-" before it.
"""

from __future__ import annotations

from django.db import migrations

GAME = ("casino-holdem", "Casino Hold'em", "Casino Hold'em")
SLUG_PREFIX = "casino-holdem-"

# (title in English, in Vietnamese, address)
I_CASINOBONUS = (
    "i-casinobonus.com: Casino Hold'em rules",
    "i-casinobonus.com: luật Casino Hold'em",
    "https://www.i-casinobonus.com/casino-poker-holdem-rules/",
)
BETMGM = (
    "BetMGM help: Casino Hold'em (NetEnt)",
    "Trợ giúp BetMGM: Casino Hold'em (NetEnt)",
    "https://help.mi.betmgm.com/en/casino-help/table-games/netentcasinoholdemhtml",
)
LV_BET = (
    "LV Bet: Casino Hold'em, game rules",
    "LV Bet: Casino Hold'em, luật chơi",
    "https://lvbet.com/en/table-games/poker/casino-holdem/",
)

# Tables as (line, odds), best line first.
ANTE_100_20_10_3_2_1 = [
    ("royal_flush", 100),
    ("straight_flush", 20),
    ("four_of_a_kind", 10),
    ("full_house", 3),
    ("flush", 2),
    ("straight", 1),
    ("three_of_a_kind", 1),
    ("two_pair", 1),
    ("pair", 1),
    ("high_card", 1),
]
AA_BONUS_100_50_40_30_20_7 = [
    ("royal_flush", 100),
    ("straight_flush", 50),
    ("four_of_a_kind", 40),
    ("full_house", 30),
    ("flush", 20),
    ("straight", 7),
    ("three_of_a_kind", 7),
    ("two_pair", 7),
    ("pair_of_aces", 7),
]

VARIANTS = [
    {
        "slug": "classic",
        "name_en": "Casino Hold'em",
        "name_vi": "Casino Hold'em",
        "summary_en": (
            "NetEnt's game as BetMGM and LV Bet deal it: the Ante 100-20-10-3-2-1, the AA "
            "Bonus 100-50-40-30-20-7; a fold loses the AA Bonus."
        ),
        "summary_vi": (
            "Trò chơi của NetEnt như BetMGM và LV Bet chia: Ante 100-20-10-3-2-1, AA Bonus "
            "100-50-40-30-20-7; bỏ bài thì thua luôn AA Bonus."
        ),
        "source_en": "i-casinobonus.com; BetMGM; LV Bet",
        "source_vi": "i-casinobonus.com; BetMGM; LV Bet",
        "sources": [I_CASINOBONUS, BETMGM, LV_BET],
        "ante": ANTE_100_20_10_3_2_1,
        "aa_bonus": AA_BONUS_100_50_40_30_20_7,
        "aa_bonus_on_fold": False,
    },
]

TABLES = ("ante", "aa_bonus")

# The game's words, after the glossary's others: slug, term and meaning in each language.
GLOSSARY = [
    (
        "casino-holdem-call",
        "Call (Casino Hold'em)",
        "Theo (Casino Hold'em)",
        "In Casino Hold'em, the bet a player who goes on after the flop places beside the "
        "ante: exactly two antes. A player who folds loses the ante and places no call.",
        "Ở Casino Hold'em, cược người chơi đặt cạnh ante khi theo tiếp sau flop: đúng hai "
        "lần ante. Người chơi bỏ bài thì mất ante và không đặt cược theo.",
    ),
    (
        "pair-of-fours",
        "Pair of fours",
        "Đôi 4",
        "In Casino Hold'em, the dealer qualifies with a pair of fours or better. When he "
        "does not, the ante is paid by its table and the call is returned.",
        "Ở Casino Hold'em, dealer đủ điều kiện khi có đôi 4 trở lên. Khi dealer không đủ "
        "điều kiện, ante được trả theo bảng của nó và cược theo được trả lại.",
    ),
    (
        "aa-bonus",
        "AA Bonus",
        "AA Bonus",
        "In Casino Hold'em, a side bet paid on the player's two cards and the flop, a pair "
        "of aces or better, by the house's table, whatever the dealer holds.",
        "Ở Casino Hold'em, cược phụ trả theo bảng của sòng bài khi hai lá của người chơi "
        "cùng flop có đôi A trở lên, bất kể bài của dealer.",
    ),
]
TERM_FIELDS = ("term_en", "term_vi", "meaning_en", "meaning_vi")


def load(apps, schema_editor):
    Game = apps.get_model("paytables", "Game")
    Variant = apps.get_model("paytables", "Variant")
    CasinoHoldemHouse = apps.get_model("paytables", "CasinoHoldemHouse")
    CasinoHoldemPay = apps.get_model("paytables", "CasinoHoldemPay")
    VariantSource = apps.get_model("paytables", "VariantSource")

    slug, name_en, name_vi = GAME
    game = Game.objects.create(
        slug=slug,
        name_en=name_en,
        name_vi=name_vi,
        position=Game.objects.count(),
        engine="casino_holdem",
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
            # The Oasis Poker fields are not Casino Hold'em's: no switch, no dealer card.
            max_switches=0,
            fold_after_switch=True,
            full_switch_forces_raise=False,
            lower_pays_after_switch=False,
        )
        CasinoHoldemHouse.objects.create(
            variant=variant,
            offers_aa_bonus=spec["aa_bonus"] != [],
            aa_bonus_on_fold=spec["aa_bonus_on_fold"],
        )
        for table in TABLES:
            for line, odds in spec[table] or ():
                CasinoHoldemPay.objects.create(variant=variant, table=table, line=line, odds=odds)
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
    apps.get_model("paytables", "Variant").objects.filter(game__engine="casino_holdem").delete()
    apps.get_model("paytables", "Game").objects.filter(engine="casino_holdem").delete()


class Migration(migrations.Migration):
    dependencies = [
        ("paytables", "0018_casino_holdem"),
    ]

    operations = [
        migrations.RunPython(load, unload),
    ]
