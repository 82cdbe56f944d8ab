"""Three Card Poker: its game and the houses of ``engine/three_card/variants.py`` with their
named sources.

The houses are copied here as literal values frozen with this migration (no import of the
engine); a test checks that each one's ``rules()`` equals the engine's definition, but for
the slug: variant slugs are unique across games, so each house's is the engine's with
"three-card-" before it. A table no source publishes is offered with no line ("unknown"),
never a neighbour's; what a fold does to Pair Plus stays empty where no page says.
"""

from __future__ import annotations

from django.db import migrations

GAME = ("three-card-poker", "Three Card Poker", "Three Card Poker")
SLUG_PREFIX = "three-card-"

# (title in English, in Vietnamese, address)
WIZARD = (
    "Wizard of Odds: Three Card Poker",
    "Wizard of Odds: Three Card Poker (luật chơi và tỉ lệ)",
    "https://wizardofodds.com/games/three-card-poker/",
)
CASINUT = (
    "casinut.com: Three Card Poker rules",
    "casinut.com: luật Three Card Poker",
    "http://www.casinut.com/poker-room/rules-of-the-game/three-card-poker-rules/",
)
GROCHOWSKI_ORIGINAL = (
    "John Grochowski, Casino City Times: Three Card Poker and Pair Plus (2021)",
    "John Grochowski, Casino City Times: Three Card Poker và Pair Plus (2021)",
    "https://www.casinocitytimes.com/john-grochowski/article/three-card-poker-and-pair-plus-67518",
)
GROCHOWSKI_ABOUT = (
    "John Grochowski, Casino City: About Three Card Poker",
    "John Grochowski, Casino City: về Three Card Poker",
    "https://online.casinocity.com/article/about-three-card-poker-122573",
)
GROCHOWSKI_MINI_ROYAL = (
    "John Grochowski, Casino City: A rare Pair Plus payout at Three Card Poker",
    "John Grochowski, Casino City: một mức trả Pair Plus hiếm gặp ở Three Card Poker",
    "https://online.casinocity.com/article/a-rare-pair-plus-payout-at-three-card-poker-124535",
)
POKER_CORNER = (
    "poker-corner.com: Three Card Poker is easy, fun and a good bet",
    "poker-corner.com: Three Card Poker dễ chơi, vui và là một cửa cược tốt",
    "http://www.poker-corner.com/articles/364.html",
)
TABLE_GAMES_ONLINE = (
    "table-games-online.com: Three Card Poker with 6-Card Bonus, rules",
    "table-games-online.com: luật Three Card Poker có 6-Card Bonus",
    "https://www.table-games-online.com/3-card-poker/rules.html",
)
HOUSE_CARD = (
    "Three Card Poker, a house's rules card (docslib.org)",
    "Three Card Poker, bảng luật của một sòng bài (docslib.org)",
    "https://docslib.org/download/4988463/three-card-poker",
)
BONUS_APP = (
    "Three Card Poker - Bonus (Chase and the Rocketeers), rules",
    "Three Card Poker - Bonus (Chase and the Rocketeers), luật chơi",
    "http://bf1069.org/Home/Detail/com.ChaseAndTheRocketeers.ThreeCardPokerBonus",
)

# Tables as (line, odds), best line first; None: the house offers the table, and no
# source read gives its figures; (): the house does not offer it.
ANTE_BONUS_541 = [("straight_flush", 5), ("three_of_a_kind", 4), ("straight", 1)]
ANTE_BONUS_531 = [("straight_flush", 5), ("three_of_a_kind", 3), ("straight", 1)]
ANTE_BONUS_431 = [("straight_flush", 4), ("three_of_a_kind", 3), ("straight", 1)]
PAIR_PLUS_40_30_6_4_1 = [
    ("straight_flush", 40),
    ("three_of_a_kind", 30),
    ("straight", 6),
    ("flush", 4),
    ("pair", 1),
]
PAIR_PLUS_40_30_6_3_1 = [
    ("straight_flush", 40),
    ("three_of_a_kind", 30),
    ("straight", 6),
    ("flush", 3),
    ("pair", 1),
]
PAIR_PLUS_40_30_5_4_1 = [
    ("straight_flush", 40),
    ("three_of_a_kind", 30),
    ("straight", 5),
    ("flush", 4),
    ("pair", 1),
]
PAIR_PLUS_40_25_6_4_1 = [
    ("straight_flush", 40),
    ("three_of_a_kind", 25),
    ("straight", 6),
    ("flush", 4),
    ("pair", 1),
]
PAIR_PLUS_100_40_30_5_4_1 = [("mini_royal", 100), *PAIR_PLUS_40_30_5_4_1]
SIX_CARD_1000_200_50_25_20_10_5 = [
    ("royal_flush", 1000),
    ("straight_flush", 200),
    ("four_of_a_kind", 50),
    ("full_house", 25),
    ("flush", 20),
    ("straight", 10),
    ("three_of_a_kind", 5),
]

VARIANTS = [
    {
        "slug": "classic",
        "name_en": "Three Card Poker (original tables)",
        "name_vi": "Three Card Poker (bảng trả thưởng gốc)",
        "summary_en": (
            "The game's first tables: the Ante Bonus 5-4-1 and Pair Plus 40-30-6-4-1. Pair "
            "Plus may be bet without an ante; a fold loses it."
        ),
        "summary_vi": (
            "Bảng trả thưởng đầu tiên của trò chơi: Ante Bonus 5-4-1 và Pair Plus "
            "40-30-6-4-1. Pair Plus có thể cược không cần ante; bỏ bài thì thua luôn Pair Plus."
        ),
        "source_en": "Wizard of Odds; casinut.com; John Grochowski; poker-corner.com",
        "source_vi": "Wizard of Odds; casinut.com; John Grochowski; poker-corner.com",
        "sources": [WIZARD, CASINUT, GROCHOWSKI_ORIGINAL, POKER_CORNER],
        "ante_bonus": ANTE_BONUS_541,
        "pair_plus": PAIR_PLUS_40_30_6_4_1,
        "six_card": [],
        "pair_plus_alone": True,
        "pair_plus_on_fold": False,
    },
    {
        "slug": "common",
        "name_en": "Three Card Poker (Pair Plus 40-30-6-3-1)",
        "name_vi": "Three Card Poker (Pair Plus 40-30-6-3-1)",
        "summary_en": (
            "The most common Pair Plus table today, 40-30-6-3-1, beside the Ante Bonus 5-4-1. "
            "The sources do not say what a fold does to the Pair Plus."
        ),
        "summary_vi": (
            "Bảng Pair Plus phổ biến nhất hiện nay, 40-30-6-3-1, cùng Ante Bonus 5-4-1. Nguồn "
            "không nói bỏ bài thì Pair Plus ra sao."
        ),
        "source_en": "John Grochowski, Casino City",
        "source_vi": "John Grochowski, Casino City",
        "sources": [GROCHOWSKI_ABOUT, GROCHOWSKI_MINI_ROYAL],
        "ante_bonus": ANTE_BONUS_541,
        "pair_plus": PAIR_PLUS_40_30_6_3_1,
        "six_card": [],
        "pair_plus_alone": True,
        "pair_plus_on_fold": None,
    },
    {
        "slug": "ante-bonus-5-3-1",
        "name_en": "Three Card Poker (Ante Bonus 5-3-1)",
        "name_vi": "Three Card Poker (Ante Bonus 5-3-1)",
        "summary_en": (
            "The Ante Bonus pays only 3 to 1 for three of a kind. The source gives no Pair "
            "Plus table beside it."
        ),
        "summary_vi": (
            "Ante Bonus chỉ trả 3 ăn 1 cho sám cô. Nguồn không cho bảng Pair Plus đi kèm."
        ),
        "source_en": "poker-corner.com",
        "source_vi": "poker-corner.com",
        "sources": [POKER_CORNER],
        "ante_bonus": ANTE_BONUS_531,
        "pair_plus": None,
        "six_card": [],
        "pair_plus_alone": True,
        "pair_plus_on_fold": None,
    },
    {
        "slug": "ante-bonus-4-3-1",
        "name_en": "Three Card Poker (Ante Bonus 4-3-1, Pair Plus 40-25-6-4-1)",
        "name_vi": "Three Card Poker (Ante Bonus 4-3-1, Pair Plus 40-25-6-4-1)",
        "summary_en": (
            "A house's rules card: the Ante Bonus 4-3-1, Pair Plus 40-25-6-4-1 without an ante "
            "required, and a 6-Card Bonus whose table the copy read breaks off before."
        ),
        "summary_vi": (
            "Bảng luật của một sòng bài: Ante Bonus 4-3-1, Pair Plus 40-25-6-4-1 không bắt "
            "buộc ante, và 6-Card Bonus mà bản chụp bị cắt trước bảng trả thưởng."
        ),
        "source_en": "A house's rules card (docslib.org)",
        "source_vi": "Bảng luật của một sòng bài (docslib.org)",
        "sources": [HOUSE_CARD],
        "ante_bonus": ANTE_BONUS_431,
        "pair_plus": PAIR_PLUS_40_25_6_4_1,
        "six_card": None,
        "pair_plus_alone": True,
        "pair_plus_on_fold": None,
    },
    {
        "slug": "mini-royal",
        "name_en": "Three Card Poker (Pair Plus with a 100 to 1 mini-royal)",
        "name_vi": "Three Card Poker (Pair Plus có mini royal 100 ăn 1)",
        "summary_en": (
            "Pair Plus pays the suited A-K-Q 100 to 1 above 40-30-5-4-1. The source gives no "
            "Ante Bonus for that table."
        ),
        "summary_vi": (
            "Pair Plus trả A-K-Q đồng chất 100 ăn 1, trên bảng 40-30-5-4-1. Nguồn không cho "
            "bảng Ante Bonus của bàn đó."
        ),
        "source_en": "John Grochowski, Casino City",
        "source_vi": "John Grochowski, Casino City",
        "sources": [GROCHOWSKI_MINI_ROYAL],
        "ante_bonus": None,
        "pair_plus": PAIR_PLUS_100_40_30_5_4_1,
        "six_card": [],
        "pair_plus_alone": True,
        "pair_plus_on_fold": None,
    },
    {
        "slug": "six-card",
        "name_en": "Three Card Poker with the 6-Card Bonus",
        "name_vi": "Three Card Poker có 6-Card Bonus",
        "summary_en": (
            "The Ante Bonus 5-4-1, Pair Plus 40-30-5-4-1 and the 6-Card Bonus "
            "1000-200-50-25-20-10-5 on the player's and the dealer's six cards; a fold loses "
            "the Pair Plus."
        ),
        "summary_vi": (
            "Ante Bonus 5-4-1, Pair Plus 40-30-5-4-1 và 6-Card Bonus 1000-200-50-25-20-10-5 "
            "trên sáu lá của khách và nhà cái; bỏ bài thì thua luôn Pair Plus."
        ),
        "source_en": "table-games-online.com; Three Card Poker - Bonus",
        "source_vi": "table-games-online.com; Three Card Poker - Bonus",
        "sources": [TABLE_GAMES_ONLINE, BONUS_APP],
        "ante_bonus": ANTE_BONUS_541,
        "pair_plus": PAIR_PLUS_40_30_5_4_1,
        "six_card": SIX_CARD_1000_200_50_25_20_10_5,
        "pair_plus_alone": True,
        "pair_plus_on_fold": False,
    },
]

TABLES = ("ante_bonus", "pair_plus", "six_card")

# The game's words, after the glossary's others: slug, term and meaning in each language.
GLOSSARY = [
    (
        "play-bet",
        "Play (Three Card Poker)",
        "Cược Play (Three Card Poker)",
        "In Three Card Poker, the bet a player who plays on places beside the ante: exactly "
        "the ante. A player who folds loses the ante and makes no play bet.",
        "Ở Three Card Poker, cược người chơi đặt cạnh ante khi quyết định chơi tiếp: đúng "
        "bằng ante. Người chơi bỏ bài thì mất ante và không đặt cược play.",
    ),
    (
        "queen-high",
        "Queen high",
        "Q cao",
        "In Three Card Poker, the dealer qualifies with queen high or better. When he does "
        "not, the ante pays 1 to 1 and the play bet is returned.",
        "Ở Three Card Poker, dealer đủ điều kiện khi có bài Q cao trở lên. Khi dealer không "
        "đủ điều kiện, ante được trả 1 ăn 1 và cược play được trả lại.",
    ),
    (
        "ante-bonus",
        "Ante Bonus",
        "Ante Bonus",
        "In Three Card Poker, an extra pay on the ante for a straight or better, by the "
        "house's table, when the player plays: paid even when the dealer wins.",
        "Ở Three Card Poker, tiền thưởng thêm trên ante khi người chơi có sảnh trở lên và "
        "chơi tiếp, theo bảng của sòng bài: vẫn trả kể cả khi dealer thắng.",
    ),
    (
        "pair-plus",
        "Pair Plus",
        "Pair Plus",
        "In Three Card Poker, a side bet paid on the player's three cards, a pair or better, "
        "by the house's table, whatever the dealer holds.",
        "Ở Three Card Poker, cược phụ trả theo bảng của sòng bài khi ba lá của người chơi có "
        "đôi trở lên, bất kể bài của dealer.",
    ),
    (
        "six-card-bonus",
        "6-Card Bonus",
        "6-Card Bonus",
        "In Three Card Poker, a side bet paid on the best five-card hand of the player's and "
        "the dealer's six cards, three of a kind or better, by the house's table.",
        "Ở Three Card Poker, cược phụ trả theo tay năm lá mạnh nhất trong sáu lá của người "
        "chơi và dealer, từ sám cô trở lên, theo bảng của sòng bài.",
    ),
    (
        "mini-royal",
        "Mini royal",
        "Mini royal",
        "A-K-Q of one suit, the best Three Card Poker hand; some Pair Plus tables pay it "
        "above any other straight flush.",
        "A-K-Q cùng chất, tay mạnh nhất của Three Card Poker; một số bảng Pair Plus trả nó "
        "cao hơn các thùng phá sảnh khác.",
    ),
]
TERM_FIELDS = ("term_en", "term_vi", "meaning_en", "meaning_vi")


def load(apps, schema_editor):
    Game = apps.get_model("paytables", "Game")
    Variant = apps.get_model("paytables", "Variant")
    ThreeCardHouse = apps.get_model("paytables", "ThreeCardHouse")
    ThreeCardPay = apps.get_model("paytables", "ThreeCardPay")
    VariantSource = apps.get_model("paytables", "VariantSource")

    slug, name_en, name_vi = GAME
    game = Game.objects.create(
        slug=slug,
        name_en=name_en,
        name_vi=name_vi,
        position=Game.objects.count(),
        engine="three_card",
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
            # The Oasis Poker fields are not Three Card Poker's: no switch, no dealer card.
            max_switches=0,
            fold_after_switch=True,
            full_switch_forces_raise=False,
            lower_pays_after_switch=False,
        )
        ThreeCardHouse.objects.create(
            variant=variant,
            offers_ante_bonus=spec["ante_bonus"] != [],
            offers_pair_plus=spec["pair_plus"] != [],
            offers_six_card=spec["six_card"] != [],
            pair_plus_alone=spec["pair_plus_alone"],
            pair_plus_on_fold=spec["pair_plus_on_fold"],
        )
        for table in TABLES:
            for line, odds in spec[table] or ():
                ThreeCardPay.objects.create(variant=variant, table=table, line=line, odds=odds)
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
    apps.get_model("paytables", "Variant").objects.filter(game__engine="three_card").delete()
    apps.get_model("paytables", "Game").objects.filter(engine="three_card").delete()


class Migration(migrations.Migration):
    dependencies = [
        ("paytables", "0010_three_card_poker"),
    ]

    operations = [
        migrations.RunPython(load, unload),
    ]
