"""Texas Hold'em Bonus: its game and the houses of ``engine/holdem_bonus/variants.py`` with
their named sources.

The houses are copied here as literal values frozen with this migration (no import of the
engine); a test checks that each one's ``rules()`` equals the engine's definition, but for
the slug: variant slugs are unique across games, so each house's is the engine's with
"holdem-bonus-" before it. A Bonus table no source publishes is offered with no line
("unknown"), never a neighbour's; what a fold does to the Bonus stays empty where no page
says.
"""

from __future__ import annotations

from django.db import migrations

GAME = ("texas-holdem-bonus", "Texas Hold'em Bonus", "Texas Hold'em Bonus")
SLUG_PREFIX = "holdem-bonus-"

# (title in English, in Vietnamese, address)
NAGAWORLD_PAGE = (
    "NagaWorld: Texas Hold 'Em Bonus",
    "NagaWorld: Texas Hold 'Em Bonus (luật chơi)",
    "http://www.nagaworld.com/play/the-world-best-games/texas-hold-em-bonus",
)
POKERSTARS_LIVE = (
    "PokerStars Casino: Live Texas Hold'em Bonus Poker rules",
    "PokerStars Casino: luật Live Texas Hold'em Bonus Poker",
    "https://eur.pokerstars.com/casino/how-to-play/live/texas-holdem-bonus-poker/rules/",
)

# The Bonus table as (line, odds), best line first; None: the house offers the Bonus and no
# source read gives its figures; []: the house does not offer it.
BONUS_NAGAWORLD = [
    ("aces_against_aces", 1000),
    ("aces", 30),
    ("ace_king_suited", 25),
    ("ace_queen_or_jack_suited", 20),
    ("ace_king", 15),
    ("kings_queens_or_jacks", 10),
    ("ace_queen_or_jack", 5),
    ("pair_two_to_ten", 3),
]

VARIANTS = [
    {
        "slug": "nagaworld",
        "name_en": "Texas Hold'em Bonus (NagaWorld)",
        "name_vi": "Texas Hold'em Bonus (NagaWorld)",
        "summary_en": (
            "NagaWorld, Phnom Penh: a winning ante is paid from a flush up, and the Bonus "
            "pays 30 to 1 on aces, 1,000 to 1 on aces against the dealer's aces. Its page "
            "does not say what a fold does to the Bonus."
        ),
        "summary_vi": (
            "NagaWorld, Phnom Penh: ante thắng chỉ được trả từ thùng trở lên, và Bonus trả "
            "30 ăn 1 cho đôi A, 1.000 ăn 1 khi đôi A gặp đôi A của nhà cái. Trang của sòng "
            "không nói bỏ bài thì Bonus ra sao."
        ),
        "source_en": "NagaWorld",
        "source_vi": "NagaWorld",
        "sources": [NAGAWORLD_PAGE],
        "ante_pays_from": "flush",
        "bonus": BONUS_NAGAWORLD,
        "bonus_on_fold": None,
    },
    {
        "slug": "las-vegas",
        "name_en": "Texas Hold'em Bonus (Las Vegas rules)",
        "name_vi": "Texas Hold'em Bonus (luật Las Vegas)",
        "summary_en": (
            "Las Vegas rules as PokerStars' live game deals them: a winning ante is paid "
            "from a straight up. The page read gives no whole Bonus table, so it stays "
            "unknown."
        ),
        "summary_vi": (
            "Luật Las Vegas như bàn live của PokerStars: ante thắng được trả từ sảnh trở "
            "lên. Trang đã đọc không cho đủ bảng Bonus, nên bảng này để trống."
        ),
        "source_en": "PokerStars Casino",
        "source_vi": "PokerStars Casino",
        "sources": [POKERSTARS_LIVE],
        "ante_pays_from": "straight",
        "bonus": None,
        "bonus_on_fold": None,
    },
]

# The game's words, after the glossary's others: slug, term and meaning in each language.
GLOSSARY = [
    (
        "flop-bet",
        "Flop bet (Texas Hold'em Bonus)",
        "Cược flop (Texas Hold'em Bonus)",
        "In Texas Hold'em Bonus, the bet of twice the ante a player makes on his two cards "
        "before the flop is dealt; the player who does not make it folds and loses the ante.",
        "Ở Texas Hold'em Bonus, cược gấp đôi ante mà người chơi đặt khi xem hai lá của mình, "
        "trước khi chia flop; ai không đặt thì bỏ bài và mất ante.",
    ),
    (
        "turn-river-bets",
        "Turn and river bets",
        "Cược turn và cược river",
        "In Texas Hold'em Bonus, the bets of one ante each a player may make after the flop "
        "and after the turn, or check instead; they win 1 to 1 when his hand is higher.",
        "Ở Texas Hold'em Bonus, các cược bằng một ante mà người chơi có thể đặt sau flop và "
        "sau turn, hoặc check thay vào đó; thắng 1 ăn 1 khi tay của người chơi cao hơn.",
    ),
    (
        "holdem-bonus-bet",
        "Bonus (Texas Hold'em Bonus)",
        "Bonus (Texas Hold'em Bonus)",
        "In Texas Hold'em Bonus, the optional side bet on the player's two hole cards, paid "
        "by the house's table on a pair or an ace with a king, queen or jack, whatever the "
        "round's result.",
        "Ở Texas Hold'em Bonus, cược phụ tùy chọn trên hai lá tẩy của người chơi, trả theo "
        "bảng của sòng bài khi có đôi hoặc A đi với K, Q hay J, bất kể kết quả ván.",
    ),
    (
        "aces-against-aces",
        "Aces against aces",
        "Đôi A gặp đôi A",
        "The Bonus's top line in Texas Hold'em Bonus: the player's two aces when the dealer "
        "holds the other two; NagaWorld pays it 1,000 to 1.",
        "Dòng cao nhất của Bonus ở Texas Hold'em Bonus: hai lá A của người chơi khi nhà cái "
        "cầm hai lá A còn lại; NagaWorld trả 1.000 ăn 1.",
    ),
]
TERM_FIELDS = ("term_en", "term_vi", "meaning_en", "meaning_vi")


def load(apps, schema_editor):
    Game = apps.get_model("paytables", "Game")
    Variant = apps.get_model("paytables", "Variant")
    HoldemBonusHouse = apps.get_model("paytables", "HoldemBonusHouse")
    HoldemBonusPay = apps.get_model("paytables", "HoldemBonusPay")
    VariantSource = apps.get_model("paytables", "VariantSource")

    slug, name_en, name_vi = GAME
    game = Game.objects.create(
        slug=slug,
        name_en=name_en,
        name_vi=name_vi,
        position=Game.objects.count(),
        engine="holdem_bonus",
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
            # The Oasis Poker fields are not this game's: no switch, no dealer card.
            max_switches=0,
            fold_after_switch=True,
            full_switch_forces_raise=False,
            lower_pays_after_switch=False,
        )
        HoldemBonusHouse.objects.create(
            variant=variant,
            ante_pays_from=spec["ante_pays_from"],
            offers_bonus=spec["bonus"] != [],
            bonus_on_fold=spec["bonus_on_fold"],
        )
        for line, odds in spec["bonus"] or ():
            HoldemBonusPay.objects.create(variant=variant, line=line, odds=odds)
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
    apps.get_model("paytables", "Variant").objects.filter(game__engine="holdem_bonus").delete()
    apps.get_model("paytables", "Game").objects.filter(engine="holdem_bonus").delete()


class Migration(migrations.Migration):
    dependencies = [
        ("paytables", "0016_texas_holdem_bonus"),
    ]

    operations = [
        migrations.RunPython(load, unload),
    ]
