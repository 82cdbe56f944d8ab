"""Baccarat (Punto Banco): its game and the houses of ``engine/baccarat/variants.py`` with
their named sources, and the dealer's words of the game for the glossary.

The houses are copied here as literal values frozen with this migration (no import of the
engine); a test checks that each one's ``rules()`` equals the engine's definition, but for
the slug: variant slugs are unique across games, so each house's is the engine's with
"baccarat-" before it. What no source publishes (the rounding of a commission the chips
cannot make, the multiples a bet must be, the Tie's pay at the no-commission tables) stays
empty: unknown, never a neighbour's figure.
"""

from __future__ import annotations

from decimal import Decimal

from django.db import migrations

GAME = ("baccarat", "Baccarat (Punto Banco)", "Baccarat (Punto Banco)")
SLUG_PREFIX = "baccarat-"

# (title in English, in Vietnamese, address)
WIZARD = (
    "Wizard of Odds: Baccarat",
    "Wizard of Odds: Baccarat (luật chơi và tỉ lệ)",
    "https://wizardofodds.com/games/baccarat/",
)
WIZARD_SIDE_BETS = (
    "Wizard of Odds: Baccarat side bets (Dragon Bonus)",
    "Wizard of Odds: cược phụ Baccarat (Dragon Bonus)",
    "https://wizardofodds.com/games/baccarat/side-bets/",
)
WIZARD_EZ = (
    "Wizard of Odds: EZ Baccarat",
    "Wizard of Odds: EZ Baccarat",
    "https://wizardofodds.com/games/ez-baccarat/",
)
CASINO_EXPLOIT = (
    "casinoexploit.com: Baccarat",
    "casinoexploit.com: Baccarat",
    "http://www.casinoexploit.com/baccarat.html",
)
JACOBSON = (
    "Eliot Jacobson, 888casino: Card counting the Super Six baccarat side bet",
    "Eliot Jacobson, 888casino: đếm bài với cược phụ Super Six",
    "https://www.888casino.com/blog/card-counting-the-super-six-baccarat-side-bet/",
)
LEOVEGAS = (
    "LeoVegas: Super 6 side bet",
    "LeoVegas: cược phụ Super 6",
    "https://www.leovegas.com/en-row/blog/live-casino/baccarat-academy/side-bets-guide/super-6-side-bet",
)
MCLUCK = (
    "McLuck: Super 6 in baccarat",
    "McLuck: Super 6 trong baccarat",
    "https://blog.mcluck.com/guides/baccarat/rules/super-6",
)

# The Dragon Bonus on a non-natural win, (margin, N to 1) (Wizard of Odds, side bets).
DRAGON_BONUS = [(9, 30), (8, 10), (7, 6), (6, 4), (5, 2), (4, 1)]

# Every house's fields; each variant below gives what differs.
HOUSE = {
    "decks": 8,
    "commission": Decimal("0.05"),
    "banker_six_pays": "1",
    "three_card_seven_pushes": False,
    "tie_pays": 8,
    "offers_pairs": False,
    "pair_pays": None,
    "offers_super_six": False,
    "super_six_pays": None,
    "offers_dragon_7": False,
    "dragon_7_pays": None,
    "offers_panda_8": False,
    "panda_8_pays": None,
    "offers_dragon_bonus": False,
    "dragon_natural_pays": None,
    "commission_collection": "",
}
NO_COMMISSION = {"commission": Decimal(0), "banker_six_pays": "1/2", "tie_pays": None}

VARIANTS = [
    {
        "slug": "punto-banco",
        "name_en": "Punto Banco (Wizard of Odds)",
        "name_vi": "Punto Banco (Wizard of Odds)",
        "summary_en": (
            "Eight decks; the Banker pays 1 to 1 less a 5 % commission, kept in the "
            "commission box to the shoe's end; the Tie 8 to 1; Player Pair and Banker Pair "
            "11 to 1."
        ),
        "summary_vi": (
            "Tám bộ bài; cửa Cái trả 1 ăn 1 trừ 5 % hoa hồng, ghi vào hộp hoa hồng và thu khi "
            "hết shoe; cửa Hòa 8 ăn 1; Đôi Con và Đôi Cái 11 ăn 1."
        ),
        "sources": [WIZARD, CASINO_EXPLOIT],
        "house": {"offers_pairs": True, "pair_pays": 11, "commission_collection": "box"},
    },
    {
        "slug": "six-decks",
        "name_en": "Punto Banco, six decks",
        "name_vi": "Punto Banco, sáu bộ bài",
        "summary_en": (
            "The same rules from a six-deck shoe: the Banker 1 to 1 less 5 %, the Tie 8 to 1, "
            "no side bet."
        ),
        "summary_vi": (
            "Cùng luật, chia từ shoe sáu bộ bài: cửa Cái 1 ăn 1 trừ 5 %, cửa Hòa 8 ăn 1, "
            "không có cược phụ."
        ),
        "sources": [CASINO_EXPLOIT],
        "house": {"decks": 6, "commission_collection": "box"},
    },
    {
        "slug": "tie-9",
        "name_en": "Punto Banco, Tie 9 to 1",
        "name_vi": "Punto Banco, Hòa 9 ăn 1",
        "summary_en": "The Tie pays 9 to 1 instead of 8 to 1; the rest as Punto Banco.",
        "summary_vi": "Cửa Hòa trả 9 ăn 1 thay vì 8 ăn 1; còn lại như Punto Banco.",
        "sources": [WIZARD, CASINO_EXPLOIT],
        "house": {"tie_pays": 9, "commission_collection": "box"},
    },
    {
        "slug": "commission-4",
        "name_en": "Punto Banco, 4 % commission",
        "name_vi": "Punto Banco, hoa hồng 4 %",
        "summary_en": (
            "The house keeps 4 % of a Banker win instead of 5 %. The source does not say "
            "when the commission is collected."
        ),
        "summary_vi": (
            "Nhà cái lấy 4 % tiền thắng cửa Cái thay vì 5 %. Nguồn không nói hoa hồng được "
            "thu lúc nào."
        ),
        "sources": [WIZARD],
        "house": {"commission": Decimal("0.04")},
    },
    {
        "slug": "no-commission",
        "name_en": "No-commission baccarat with Super 6 (12 to 1)",
        "name_vi": "Baccarat không hoa hồng, Super 6 (12 ăn 1)",
        "summary_en": (
            "No commission: a Banker win on 6 pays 1 to 2. The Super 6 side bet pays 12 to 1 "
            "on a Banker win on 6. The sources give no Tie pay."
        ),
        "summary_vi": (
            "Không hoa hồng: cửa Cái thắng bằng 6 điểm chỉ trả 1 ăn 2. Cược phụ Super 6 trả "
            "12 ăn 1 khi Cái thắng bằng 6 điểm. Nguồn không cho tỉ lệ trả cửa Hòa."
        ),
        "sources": [JACOBSON, LEOVEGAS],
        "house": {**NO_COMMISSION, "offers_super_six": True, "super_six_pays": 12},
    },
    {
        "slug": "super-six-15",
        "name_en": "No-commission baccarat with Super 6 (15 to 1)",
        "name_vi": "Baccarat không hoa hồng, Super 6 (15 ăn 1)",
        "summary_en": "As the no-commission game, with the Super 6 at 15 to 1.",
        "summary_vi": "Như baccarat không hoa hồng, với Super 6 trả 15 ăn 1.",
        "sources": [MCLUCK],
        "house": {**NO_COMMISSION, "offers_super_six": True, "super_six_pays": 15},
    },
    {
        "slug": "ez-baccarat",
        "name_en": "EZ Baccarat (Dragon 7, Panda 8)",
        "name_vi": "EZ Baccarat (Dragon 7, Panda 8)",
        "summary_en": (
            "No commission: a Banker win with a three-card 7 pushes the Banker bet. The "
            "Dragon 7 pays 40 to 1, the Panda 8 25 to 1. The source gives no Tie pay."
        ),
        "summary_vi": (
            "Không hoa hồng: cửa Cái thắng bằng 7 điểm ba lá thì hòa tiền (trả lại cược). "
            "Dragon 7 trả 40 ăn 1, Panda 8 trả 25 ăn 1. Nguồn không cho tỉ lệ trả cửa Hòa."
        ),
        "sources": [WIZARD_EZ],
        "house": {
            "commission": Decimal(0),
            "three_card_seven_pushes": True,
            "tie_pays": None,
            "offers_dragon_7": True,
            "dragon_7_pays": 40,
            "offers_panda_8": True,
            "panda_8_pays": 25,
        },
    },
    {
        "slug": "dragon-bonus",
        "name_en": "Punto Banco with the Dragon Bonus",
        "name_vi": "Punto Banco có Dragon Bonus",
        "summary_en": (
            "Punto Banco with the pairs at 11 to 1 and the Dragon Bonus on either hand: a "
            "natural win pays 1 to 1, a natural tie pushes, a win by 9 to 4 points pays 30, "
            "10, 6, 4, 2, 1 to 1."
        ),
        "summary_vi": (
            "Punto Banco có Đôi 11 ăn 1 và Dragon Bonus trên Con hoặc Cái: thắng bài tự "
            "nhiên trả 1 ăn 1, hòa bài tự nhiên thì hoàn cược, thắng cách 9 đến 4 điểm trả "
            "30, 10, 6, 4, 2, 1 ăn 1."
        ),
        "sources": [WIZARD, WIZARD_SIDE_BETS],
        "house": {
            "offers_pairs": True,
            "pair_pays": 11,
            "offers_dragon_bonus": True,
            "dragon_natural_pays": 1,
        },
        "dragon_bonus": DRAGON_BONUS,
    },
]

# The game's words, after the glossary's others: slug, term and meaning in each language.
# The Vietnamese words are the floor's: Con (Player), Cái (Banker), Hòa (Tie).
GLOSSARY = [
    (
        "baccarat-player",
        "Player (baccarat)",
        "Con (Player)",
        "In baccarat, the hand dealt first and the bet on it, paid 1 to 1; a tie pushes it.",
        "Trong baccarat, tay bài được chia trước và cửa cược vào tay đó (cửa Con), trả 1 ăn "
        "1; hòa thì hoàn cược.",
    ),
    (
        "baccarat-banker",
        "Banker (baccarat)",
        "Cái (Banker)",
        "In baccarat, the second hand and the bet on it, paid 1 to 1 less the house's "
        "commission; a tie pushes it.",
        "Trong baccarat, tay bài thứ hai và cửa cược vào tay đó (cửa Cái), trả 1 ăn 1 trừ "
        "hoa hồng của nhà cái; hòa thì hoàn cược.",
    ),
    (
        "baccarat-tie",
        "Tie (baccarat)",
        "Hòa (Tie)",
        "In baccarat, a bet that both hands end on the same total, usually paid 8 to 1.",
        "Trong baccarat, cửa cược hai tay bài bằng điểm nhau, thường trả 8 ăn 1.",
    ),
    (
        "natural",
        "Natural",
        "Bài tự nhiên",
        "In baccarat, a total of 8 or 9 on a hand's first two cards: the coup ends, nobody draws.",
        "Trong baccarat, tổng 8 hoặc 9 điểm trên hai lá đầu của một tay: ván kết thúc, không "
        "ai rút thêm.",
    ),
    (
        "commission",
        "Commission",
        "Hoa hồng",
        "In baccarat, the share of a Banker win the house keeps, usually 5 %, taken as it is "
        "paid or kept in the commission box and collected at the shoe's end.",
        "Trong baccarat, phần tiền thắng cửa Cái mà nhà cái giữ lại, thường là 5 %, thu ngay "
        "khi trả hoặc ghi vào hộp hoa hồng và thu khi hết shoe.",
    ),
    (
        "shoe",
        "Shoe",
        "Shoe (hộp chia bài)",
        "The box the cards of several decks (eight, or six) are dealt from in baccarat.",
        "Hộp đựng bài gồm nhiều bộ (tám hoặc sáu bộ) để chia bài baccarat.",
    ),
    (
        "tableau",
        "Tableau (third-card rule)",
        "Bảng rút lá thứ ba (tableau)",
        "In baccarat, the rule of the third card: the Player draws on 0 to 5; the Banker "
        "draws by his total and the Player's third card.",
        "Trong baccarat, luật rút lá thứ ba: Con rút khi có 0 đến 5 điểm; Cái rút tùy theo "
        "điểm của Cái và lá thứ ba của Con.",
    ),
]
TERM_FIELDS = ("term_en", "term_vi", "meaning_en", "meaning_vi")


def load(apps, schema_editor):
    Game = apps.get_model("paytables", "Game")
    Variant = apps.get_model("paytables", "Variant")
    BaccaratHouse = apps.get_model("paytables", "BaccaratHouse")
    BaccaratDragonPay = apps.get_model("paytables", "BaccaratDragonPay")
    VariantSource = apps.get_model("paytables", "VariantSource")

    slug, name_en, name_vi = GAME
    game = Game.objects.create(
        slug=slug,
        name_en=name_en,
        name_vi=name_vi,
        position=Game.objects.count(),
        engine="baccarat",
    )
    first = Variant.objects.count()
    for offset, spec in enumerate(VARIANTS):
        sources = spec["sources"]
        variant = Variant.objects.create(
            game=game,
            slug=SLUG_PREFIX + spec["slug"],
            name_en=spec["name_en"],
            name_vi=spec["name_vi"],
            summary_en=spec["summary_en"],
            summary_vi=spec["summary_vi"],
            source_en="; ".join(title.split(":")[0] for title, _vi, _url in sources),
            source_vi="; ".join(title.split(":")[0] for title, _vi, _url in sources),
            position=first + offset,
            # The Oasis Poker fields are not baccarat's: no switch, no dealer card.
            max_switches=0,
            fold_after_switch=True,
            full_switch_forces_raise=False,
            lower_pays_after_switch=False,
        )
        BaccaratHouse.objects.create(variant=variant, **{**HOUSE, **spec["house"]})
        for margin, odds in spec.get("dragon_bonus", []):
            BaccaratDragonPay.objects.create(variant=variant, margin=margin, odds=odds)
        for index, (title_en, title_vi, url) in enumerate(sources):
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
    apps.get_model("paytables", "Variant").objects.filter(game__engine="baccarat").delete()
    apps.get_model("paytables", "Game").objects.filter(engine="baccarat").delete()


class Migration(migrations.Migration):
    dependencies = [
        ("paytables", "0012_baccarat"),
    ]

    operations = [
        migrations.RunPython(load, unload),
    ]
