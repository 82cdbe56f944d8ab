"""Russian Poker: its game, its house rules as data (the houses' draws, the game bought,
the ante, the second combination, insurance, the bet pays and the named sources), the table
maximum payout that both games share, and the glossary's words for Russian Poker.

The four variants are those of ``engine/russian/variants.py``, copied here as literal values
frozen with this migration; a test checks that every one's ``rules()`` equals the engine's
definition. A figure the sources do not give stays empty: the admin asks for it.
"""

from __future__ import annotations

from decimal import Decimal

import django.core.validators
import django.db.models.deletion
from django.db import migrations, models

FULL_PAYS = {
    "royal_flush": 100,
    "straight_flush": 50,
    "four_of_a_kind": 20,
    "full_house": 7,
    "flush": 5,
    "straight": 4,
    "three_of_a_kind": 3,
    "two_pair": 2,
    "pair": 1,
    "ace_king": 1,
}

# (title in English, in Vietnamese, address)
SENATOR = (
    "Senator casino, Yerevan: Poker Russian",
    "Sòng bài Senator, Yerevan: Poker Russian",
    "http://senator.am/eng/games.php?page=4",
)
GAMSOFT = (
    "gamsoft.ru: Russian poker rules",
    "gamsoft.ru: luật Russian Poker",
    "http://gamsoft.ru/oa_russian_e.htm",
)
OLYMPIC = (
    "Olympic Casino, Riga: Russian Poker",
    "Olympic Casino, Riga: Russian Poker",
    "https://olympic-casino.lv/en/game/russian-poker-1",
)
CORONA = (
    "Corona Casino Phu Quoc: Poker",
    "Corona Casino Phú Quốc: Poker",
    "https://casinocorona.vn/en/tro-choi/poker/",
)
LUNAR_DRAW = (
    "Lunar Poker: Draw Option",
    "Lunar Poker: lựa chọn đổi bài và mua lá thứ sáu",
    "http://www.lunarpoker.com/draw-option",
)
LUNAR_DOUBLE = (
    "Lunar Poker: Double Combination Payout Feature",
    "Lunar Poker: trả thưởng hai kết hợp",
    "http://www.lunarpoker.com/double-combo-pay-feature",
)
SOLAIRE = (
    "Solaire Resort & Casino: Lunar Poker",
    "Solaire Resort & Casino: Lunar Poker",
    "https://www.solaireresort.com/casino/lunar-poker",
)
UK_LUNAR = (
    "UK Casino Table Games: Lunar Poker (Aspers, licensed game)",
    "Trò chơi bàn của sòng bài Anh: Lunar Poker (Aspers, trò chơi có bản quyền)",
    "https://www.ukcasinotablegames.info/pokerlunar.html",
)
CAMPIONE = (
    "Casinò di Campione d'Italia: Russian Poker, game rules",
    "Casinò di Campione d'Italia: Russian Poker, luật chơi",
    "https://www.casinocampioneditalia.it/en/russian-poker/",
)
CAMPIONE_IT = (
    "Casinò di Campione d'Italia: Russian Poker, regolamento",
    "Casinò di Campione d'Italia: Russian Poker, quy định (tiếng Ý)",
    "https://www.casinocampioneditalia.it/russian-poker/",
)

GAME = ("russian-poker", "Russian Poker", "Russian Poker")

# What every house below has unless it says otherwise (RussianHouse's fields).
HOUSE = {
    "exchange_fewest": 1,
    "exchange_most": 5,
    "sixth_card": True,
    "draws": 1,
    "draw_fee": Decimal(1),
    "exchange_and_sixth": False,
    "buy_game_fee": Decimal(1),
    "dealer_discards": "highest",
    "redraw_same_rank": False,
    "ante_on_win": "returned",
    "ante_after_bought_no_game": "returned",
    "two_combinations": True,
    "same_ranks_second": True,
    "insurance": True,
    "insurance_least": "three_of_a_kind",
    "insurance_limit": "",
    "insurance_returned_unless_won": None,
}

VARIANTS = [
    {
        "slug": "classic",
        "name_en": "Russian Poker (classic Eastern European rules)",
        "name_vi": "Russian Poker (luật cổ điển Đông Âu)",
        "summary_en": (
            "The rules of the Eastern European houses: exchange one to five cards or buy a "
            "sixth card, one ante each, one or the other; on a win only the bet is paid, the "
            "ante is returned; a game bought replaces the dealer's highest card, drawn again "
            "on a card of the same rank; two combinations are paid (K-Q-J-10-9-9 as two "
            "straights); insurance up to half the potential win, returned when the hand "
            "does not win."
        ),
        "summary_vi": (
            "Luật của các sòng bài Đông Âu: đổi từ một đến năm lá hoặc mua lá thứ sáu, mỗi "
            "lần 1 ante, chỉ một trong hai; khi thắng chỉ trả cược chơi, ante được hoàn lại; "
            "mua game cho nhà cái thì lá cao nhất của dealer được thay, rút lại nếu lá mới "
            "cùng hạng; trả cả hai kết hợp (K-Q-J-10-9-9 là hai sảnh); bảo hiểm tối đa một "
            "nửa tiền thắng có thể, được hoàn lại khi tay bài không thắng."
        ),
        "source_en": "Senator casino (Yerevan), gamsoft.ru and Olympic Casino (Riga)",
        "source_vi": "Sòng bài Senator (Yerevan), gamsoft.ru và Olympic Casino (Riga)",
        "sources": [SENATOR, GAMSOFT, OLYMPIC],
        "pays": FULL_PAYS,
        "house": {
            "redraw_same_rank": True,
            "insurance_limit": "half_potential_win",
            "insurance_returned_unless_won": True,
        },
    },
    {
        "slug": "corona",
        "name_en": "Russian Poker (Corona Casino Phu Quoc)",
        "name_vi": "Russian Poker (Corona Casino Phú Quốc)",
        "summary_en": (
            "Corona's published rules: exchange two to five cards or buy a sixth card, one "
            "ante each, one or the other; insurance with three of a kind or better; a game "
            "bought for one ante replaces the dealer's highest card once, whatever the new "
            "card. The page breaks off before the pay table, what the ante gets on a win, the "
            "second combination and the insurance limit: those figures are not published."
        ),
        "summary_vi": (
            "Luật Corona công bố: đổi từ hai đến năm lá hoặc mua lá thứ sáu, mỗi lần 1 ante, "
            "chỉ một trong hai; bảo hiểm khi có sám cô trở lên; mua game cho nhà cái với 1 "
            "ante thì lá cao nhất của dealer được thay một lần, bất kể lá mới là gì. Trang "
            "luật dừng trước bảng trả thưởng, cách trả ante khi thắng, kết hợp thứ hai và "
            "mức bảo hiểm tối đa: các con số này chưa được công bố."
        ),
        "source_en": "The Poker rules of Corona Casino Phu Quoc",
        "source_vi": "Luật Poker của Corona Casino Phú Quốc",
        "sources": [CORONA],
        "pays": {},
        "house": {
            "exchange_fewest": 2,
            "ante_on_win": "",
            "ante_after_bought_no_game": "",
            "two_combinations": None,
            "same_ranks_second": None,
        },
    },
    {
        "slug": "lunar",
        "name_en": "Lunar Poker",
        "name_vi": "Lunar Poker",
        "summary_en": (
            "The licensed form of the game: exchange two to five cards or buy a sixth card, "
            "one ante each; on a win only the bet is paid, the ante is returned; two "
            "combinations are paid, the second whatever the dealer holds; insurance with "
            "three of a kind, up to what the bet could win. Its pages give the pay table only "
            "for the lines their examples use."
        ),
        "summary_vi": (
            "Dạng trò chơi có bản quyền: đổi từ hai đến năm lá hoặc mua lá thứ sáu, mỗi lần "
            "1 ante; khi thắng chỉ trả cược chơi, ante được hoàn lại; trả cả hai kết hợp, kết "
            "hợp thứ hai được trả dù dealer có bài gì; bảo hiểm khi có sám cô, tối đa bằng "
            "số tiền cược chơi có thể thắng. Các trang luật chỉ cho biết những dòng của bảng "
            "trả thưởng mà các ví dụ dùng đến."
        ),
        "source_en": "lunarpoker.com, Solaire Resort & Casino and the UK licence of the game",
        "source_vi": "lunarpoker.com, Solaire Resort & Casino và giấy phép trò chơi tại Anh",
        "sources": [LUNAR_DRAW, LUNAR_DOUBLE, SOLAIRE, UK_LUNAR],
        "pays": {
            "four_of_a_kind": 20,
            "flush": 5,
            "straight": 4,
            "two_pair": 2,
            "pair": 1,
            "ace_king": 1,
        },
        "house": {
            "exchange_fewest": 2,
            "redraw_same_rank": None,
            "insurance_limit": "potential_win",
        },
    },
    {
        "slug": "campione",
        "name_en": "Russian Poker (Casinò di Campione d'Italia)",
        "name_vi": "Russian Poker (Casinò di Campione d'Italia)",
        "summary_en": (
            "Campione d'Italia: change one to five cards or, instead, buy a sixth card, for "
            "one ante; a win pays the bet but not the ante; insurance with three of a kind, "
            "from one ante to the most the bet could win; only the two best combinations are "
            "paid, up to the casino's maximum. The pages break off before the pay table and "
            "before saying which dealer card a game bought changes."
        ),
        "summary_vi": (
            "Campione d'Italia: đổi từ một đến năm lá hoặc thay vào đó mua lá thứ sáu, mỗi "
            "lần 1 ante; khi thắng trả cược chơi nhưng không trả ante; bảo hiểm khi có sám "
            "cô, từ 1 ante đến số tiền tối đa cược chơi có thể thắng; chỉ trả hai kết hợp tốt "
            "nhất, trong giới hạn mức trả tối đa của sòng bài. Các trang luật dừng trước bảng "
            "trả thưởng và trước khi nói mua game cho nhà cái thì lá nào của dealer được đổi."
        ),
        "source_en": "The Russian Poker rules of the Casinò di Campione d'Italia",
        "source_vi": "Luật Russian Poker của Casinò di Campione d'Italia",
        "sources": [CAMPIONE, CAMPIONE_IT],
        "pays": {},
        "house": {
            "dealer_discards": "",
            "redraw_same_rank": None,
            "ante_after_bought_no_game": "",
            "same_ranks_second": None,
            "insurance_limit": "potential_win",
        },
    },
]

# (slug, English term, Vietnamese term, English meaning, Vietnamese meaning)
GLOSSARY = [
    (
        "bet",
        "Bet",
        "Cược chơi",
        "In Russian Poker, the play bet: exactly twice the ante, placed by a player who "
        "plays on. Oasis Poker calls it the raise.",
        "Ở Russian Poker, cược chơi: đúng 2 ante, người chơi đặt khi quyết định chơi tiếp. "
        "Ở Oasis Poker cược này gọi là raise.",
    ),
    (
        "exchange",
        "Exchange",
        "Đổi bài (Russian Poker)",
        "In Russian Poker, giving up cards of the hand for the next cards of the deck, for "
        "one ante whatever the number of cards. The house says how many may be exchanged: "
        "two to five at Corona.",
        "Ở Russian Poker, bỏ một số lá trên tay để lấy các lá tiếp theo của bộ bài, mất 1 "
        "ante bất kể số lá. Sòng bài quy định được đổi bao nhiêu lá: từ hai đến năm lá ở "
        "Corona.",
    ),
    (
        "sixth-card",
        "Buying a sixth card",
        "Mua lá thứ sáu",
        "In Russian Poker, the player pays one ante for one more card and plays the best "
        "combinations of his six cards. Most houses allow it instead of an exchange, not "
        "with one.",
        "Ở Russian Poker, người chơi trả 1 ante để nhận thêm một lá và chơi các kết hợp tốt "
        "nhất trong sáu lá của mình. Phần lớn sòng bài cho mua lá thứ sáu thay cho đổi bài, "
        "không cho làm cả hai.",
    ),
    (
        "no-game",
        "No game",
        "Không có game",
        "A dealer's hand below Ace-King: he does not qualify. In Russian Poker the ante then "
        "pays 1 to 1 and the bet is returned, unless the player buys him a game.",
        "Tay bài của dealer dưới Át-K: dealer không đủ điều kiện. Ở Russian Poker khi đó ante "
        "được trả 1 ăn 1 và cược chơi được hoàn lại, trừ khi người chơi mua game cho nhà cái.",
    ),
    (
        "buy-game",
        "Buying a game",
        "Mua game cho nhà cái",
        "In Russian Poker, when the dealer has no game, a player who bet may give up the "
        "ante's win and pay one ante: the dealer replaces one card (his highest at most "
        "houses) and the round is settled against his new hand.",
        "Ở Russian Poker, khi dealer không có game, người chơi đã đặt cược chơi có thể bỏ "
        "phần thắng của ante và trả 1 ante: dealer thay một lá (lá cao nhất ở phần lớn sòng "
        "bài) và ván được tính theo tay bài mới của dealer.",
    ),
    (
        "two-combinations",
        "Two combinations",
        "Hai kết hợp",
        "In Russian Poker, a hand holding two combinations, the second with at least one "
        "card outside the first, is paid both: the double pay is the sum of the two single "
        "pays (four of a kind with an ace and a king: 20 + 1 = 21 to 1).",
        "Ở Russian Poker, tay bài có hai kết hợp, kết hợp thứ hai có ít nhất một lá không "
        "thuộc kết hợp thứ nhất, được trả cả hai: tiền trả gộp bằng tổng hai mức trả riêng "
        "(tứ quý kèm Át và K: 20 + 1 = 21 ăn 1).",
    ),
    (
        "insurance",
        "Insurance",
        "Bảo hiểm",
        "In Russian Poker, a side bet against a dealer without a game, placed with the bet by "
        "a player holding three of a kind or better: at least one ante, at most the house's "
        "limit. It pays 1 to 1 if the dealer does not qualify; otherwise it is lost, or "
        "returned where the house says so.",
        "Ở Russian Poker, cược phụ phòng khi dealer không có game, đặt cùng cược chơi khi "
        "người chơi có sám cô trở lên: ít nhất 1 ante, tối đa theo giới hạn của sòng bài. "
        "Bảo hiểm trả 1 ăn 1 nếu dealer không đủ điều kiện; nếu không thì mất, hoặc được "
        "hoàn lại ở sòng bài quy định như vậy.",
    ),
    (
        "max-payout",
        "Maximum payout",
        "Mức trả tối đa",
        "The most a box is paid on its ante and its raise or bet together, printed on the "
        "table's plate beside its limits; what they would win above it is not paid. Oasis "
        "Poker and Russian Poker tables both have one.",
        "Số tiền tối đa một ô cược được trả cho ante và raise (hoặc cược chơi) cộng lại, in "
        "trên biển của bàn cạnh các mức cược; phần thắng vượt quá mức này không được trả. "
        "Bàn Oasis Poker và bàn Russian Poker đều có mức này.",
    ),
]

# The glossary's order: 0005's, with Russian Poker's words after the Oasis Poker table's.
OLD_ORDER = [
    "ante",
    "raise",
    "switch",
    "switch-fee",
    "fold",
    "up-card",
    "qualify",
    "push",
    "pay-table",
    "n-to-1",
    "bonus",
    "progressive-meter",
    "box",
    "blind-box",
    "dealer-buy",
    "house-edge",
    "royal-flush",
    "straight-flush",
    "four-of-a-kind",
    "full-house",
    "flush",
    "straight",
    "three-of-a-kind",
    "two-pair",
    "pair",
    "ace-king",
    "hole-cards",
    "board",
    "dealer-button",
    "small-blind",
    "big-blind",
    "check",
    "call",
    "all-in",
    "burn-card",
    "main-pot",
    "side-pot",
    "showdown",
    "kicker",
    "odd-chip",
]
_AFTER = OLD_ORDER.index("house-edge") + 1
ORDER = [*OLD_ORDER[:_AFTER], *(term[0] for term in GLOSSARY), *OLD_ORDER[_AFTER:]]

TERM_FIELDS = ("term_en", "term_vi", "meaning_en", "meaning_vi")


def load(apps, schema_editor):
    Game = apps.get_model("paytables", "Game")
    Variant = apps.get_model("paytables", "Variant")
    RussianHouse = apps.get_model("paytables", "RussianHouse")
    RussianPay = apps.get_model("paytables", "RussianPay")
    VariantSource = apps.get_model("paytables", "VariantSource")
    GlossaryTerm = apps.get_model("paytables", "GlossaryTerm")

    slug, name_en, name_vi = GAME
    position = Game.objects.count()
    game = Game.objects.create(
        slug=slug, name_en=name_en, name_vi=name_vi, position=position, engine="russian"
    )
    first = Variant.objects.count()
    for offset, spec in enumerate(VARIANTS):
        variant = Variant.objects.create(
            game=game,
            slug=spec["slug"],
            name_en=spec["name_en"],
            name_vi=spec["name_vi"],
            summary_en=spec["summary_en"],
            summary_vi=spec["summary_vi"],
            source_en=spec["source_en"],
            source_vi=spec["source_vi"],
            position=first + offset,
            # The Oasis Poker fields are not Russian Poker's: no switch, no dealer card.
            max_switches=0,
            fold_after_switch=True,
            full_switch_forces_raise=False,
            lower_pays_after_switch=False,
        )
        RussianHouse.objects.create(variant=variant, **(HOUSE | spec["house"]))
        for category, odds in spec["pays"].items():
            RussianPay.objects.create(variant=variant, category=category, odds=odds)
        for index, (title_en, title_vi, url) in enumerate(spec["sources"]):
            VariantSource.objects.create(
                variant=variant, title_en=title_en, title_vi=title_vi, url=url, position=index
            )

    for slug, *texts in GLOSSARY:
        GlossaryTerm.objects.get_or_create(
            slug=slug, defaults=dict(zip(TERM_FIELDS, texts, strict=True))
        )
    _place(GlossaryTerm, ORDER)


def unload(apps, schema_editor):
    GlossaryTerm = apps.get_model("paytables", "GlossaryTerm")
    # A term an instructor has edited since is the instructor's: it stays.
    for slug, *texts in GLOSSARY:
        GlossaryTerm.objects.filter(
            slug=slug, **dict(zip(TERM_FIELDS, texts, strict=True))
        ).delete()
    _place(GlossaryTerm, OLD_ORDER)
    apps.get_model("paytables", "Variant").objects.filter(game__engine="russian").delete()
    apps.get_model("paytables", "Game").objects.filter(engine="russian").delete()


def _place(GlossaryTerm, order):
    for position, slug in enumerate(order):
        GlossaryTerm.objects.filter(slug=slug).update(position=position)


class Migration(migrations.Migration):
    dependencies = [
        ("paytables", "0005_reader_facing_words"),
    ]

    operations = [
        migrations.CreateModel(
            name="RussianHouse",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "exchange_fewest",
                    models.PositiveSmallIntegerField(
                        blank=True,
                        help_text="From 1 to 5. Empty, with the most, when the house has no exchange.",
                        null=True,
                        validators=[
                            django.core.validators.MinValueValidator(1),
                            django.core.validators.MaxValueValidator(5),
                        ],
                        verbose_name="fewest cards exchanged",
                    ),
                ),
                (
                    "exchange_most",
                    models.PositiveSmallIntegerField(
                        blank=True,
                        null=True,
                        validators=[
                            django.core.validators.MinValueValidator(1),
                            django.core.validators.MaxValueValidator(5),
                        ],
                        verbose_name="most cards exchanged",
                    ),
                ),
                (
                    "sixth_card",
                    models.BooleanField(default=True, verbose_name="a sixth card may be bought"),
                ),
                (
                    "draws",
                    models.PositiveSmallIntegerField(
                        default=1,
                        help_text="An exchange or a sixth card is a draw. 0 for neither.",
                        validators=[django.core.validators.MaxValueValidator(5)],
                        verbose_name="draws allowed per round",
                    ),
                ),
                (
                    "draw_fee",
                    models.DecimalField(
                        decimal_places=2,
                        default=Decimal("1"),
                        max_digits=5,
                        validators=[django.core.validators.MinValueValidator(Decimal("0.01"))],
                        verbose_name="fee of a draw (antes)",
                    ),
                ),
                (
                    "exchange_and_sixth",
                    models.BooleanField(
                        default=False,
                        verbose_name="one round may hold an exchange and a sixth card",
                    ),
                ),
                (
                    "buy_game_fee",
                    models.DecimalField(
                        blank=True,
                        decimal_places=2,
                        default=Decimal("1"),
                        help_text="Empty when the house does not let the player buy the dealer a game.",
                        max_digits=5,
                        null=True,
                        validators=[django.core.validators.MinValueValidator(Decimal("0.01"))],
                        verbose_name="fee to buy the dealer a game (antes)",
                    ),
                ),
                (
                    "dealer_discards",
                    models.CharField(
                        blank=True,
                        choices=[("highest", "his highest card"), ("lowest", "his lowest card")],
                        max_length=10,
                        verbose_name="the dealer gives up, for a game bought",
                    ),
                ),
                (
                    "redraw_same_rank",
                    models.BooleanField(
                        blank=True,
                        null=True,
                        verbose_name="a card of the rank given up is drawn again",
                    ),
                ),
                (
                    "ante_on_win",
                    models.CharField(
                        blank=True,
                        choices=[("paid", "paid 1 to 1"), ("returned", "only returned")],
                        max_length=10,
                        verbose_name="the ante, when the player wins",
                    ),
                ),
                (
                    "ante_after_bought_no_game",
                    models.CharField(
                        blank=True,
                        choices=[("paid", "paid 1 to 1"), ("returned", "only returned")],
                        max_length=10,
                        verbose_name="the ante, when a game bought still does not qualify",
                    ),
                ),
                (
                    "two_combinations",
                    models.BooleanField(
                        blank=True, null=True, verbose_name="a second combination is paid"
                    ),
                ),
                (
                    "same_ranks_second",
                    models.BooleanField(
                        blank=True,
                        null=True,
                        verbose_name="a second combination may have the ranks of the first (K-Q-J-10-9-9: two straights)",
                    ),
                ),
                (
                    "insurance",
                    models.BooleanField(default=True, verbose_name="insurance is offered"),
                ),
                (
                    "insurance_least",
                    models.CharField(
                        choices=[
                            ("royal_flush", "Royal flush"),
                            ("straight_flush", "Straight flush"),
                            ("four_of_a_kind", "Four of a kind"),
                            ("full_house", "Full house"),
                            ("flush", "Flush"),
                            ("straight", "Straight"),
                            ("three_of_a_kind", "Three of a kind"),
                            ("two_pair", "Two pair"),
                            ("pair", "Pair"),
                            ("ace_king", "Ace-King"),
                            ("high_card", "No hand (below Ace-King)"),
                        ],
                        default="three_of_a_kind",
                        max_length=20,
                        verbose_name="least hand for insurance",
                    ),
                ),
                (
                    "insurance_limit",
                    models.CharField(
                        blank=True,
                        choices=[
                            ("potential_win", "what the bet would win on the hand"),
                            ("half_potential_win", "half of what the bet would win on the hand"),
                            ("max_payout", "the table's maximum payout"),
                        ],
                        help_text="Never less than one ante, never more than the table's maximum payout.",
                        max_length=20,
                        verbose_name="most a player may insure",
                    ),
                ),
                (
                    "insurance_returned_unless_won",
                    models.BooleanField(
                        blank=True,
                        null=True,
                        verbose_name="insurance is returned when the dealer qualifies and the player does not win",
                    ),
                ),
            ],
            options={
                "verbose_name": "Russian Poker house rules",
                "verbose_name_plural": "Russian Poker house rules",
                "ordering": ["variant"],
            },
        ),
        migrations.CreateModel(
            name="RussianPay",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "category",
                    models.CharField(
                        choices=[
                            ("royal_flush", "Royal flush"),
                            ("straight_flush", "Straight flush"),
                            ("four_of_a_kind", "Four of a kind"),
                            ("full_house", "Full house"),
                            ("flush", "Flush"),
                            ("straight", "Straight"),
                            ("three_of_a_kind", "Three of a kind"),
                            ("two_pair", "Two pair"),
                            ("pair", "Pair"),
                            ("ace_king", "Ace-King"),
                            ("high_card", "No hand (below Ace-King)"),
                        ],
                        max_length=20,
                        verbose_name="combination",
                    ),
                ),
                (
                    "odds",
                    models.PositiveIntegerField(
                        validators=[django.core.validators.MinValueValidator(1)],
                        verbose_name="pays (N to 1)",
                    ),
                ),
            ],
            options={
                "verbose_name": "bet pay",
                "verbose_name_plural": "bet pays",
                "ordering": ["variant", "-odds"],
            },
        ),
        migrations.CreateModel(
            name="VariantSource",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("title_en", models.CharField(max_length=200, verbose_name="title (English)")),
                (
                    "title_vi",
                    models.CharField(blank=True, max_length=200, verbose_name="title (Vietnamese)"),
                ),
                ("url", models.URLField(max_length=300, verbose_name="address")),
                ("position", models.PositiveSmallIntegerField(default=0, verbose_name="position")),
            ],
            options={
                "verbose_name": "source",
                "verbose_name_plural": "sources",
                "ordering": ["variant", "position", "pk"],
            },
        ),
        migrations.CreateModel(
            name="RussianVariant",
            fields=[],
            options={
                "verbose_name": "Russian Poker variant",
                "verbose_name_plural": "Russian Poker variants",
                "proxy": True,
                "indexes": [],
                "constraints": [],
            },
            bases=("paytables.variant",),
        ),
        migrations.AddField(
            model_name="game",
            name="engine",
            field=models.CharField(
                choices=[
                    ("oasis", "Oasis Poker (and Caribbean Stud, which has no switch)"),
                    ("russian", "Russian Poker"),
                ],
                default="oasis",
                help_text="The game whose rules this game's variants are: it decides their fields.",
                max_length=20,
                verbose_name="rules of",
            ),
        ),
        migrations.AddField(
            model_name="variant",
            name="max_payout",
            field=models.DecimalField(
                blank=True,
                decimal_places=2,
                help_text="The most a box's ante and raise (or bet) win together, as the table's plate prints it; what they would win above it is not paid. Empty: no cap entered.",
                max_digits=12,
                null=True,
                validators=[
                    django.core.validators.MinValueValidator(Decimal("0.01")),
                    django.core.validators.MaxValueValidator(Decimal("1000000000")),
                ],
                verbose_name="table maximum payout",
            ),
        ),
        migrations.AddConstraint(
            model_name="variant",
            constraint=models.CheckConstraint(
                condition=models.Q(
                    ("max_payout__isnull", True), ("max_payout__gt", 0), _connector="OR"
                ),
                name="variant_max_payout_positive",
            ),
        ),
        migrations.AddField(
            model_name="russianhouse",
            name="variant",
            field=models.OneToOneField(
                on_delete=django.db.models.deletion.CASCADE,
                related_name="russian",
                to="paytables.variant",
                verbose_name="variant",
            ),
        ),
        migrations.AddField(
            model_name="russianpay",
            name="variant",
            field=models.ForeignKey(
                on_delete=django.db.models.deletion.CASCADE,
                related_name="russian_pays",
                to="paytables.variant",
                verbose_name="variant",
            ),
        ),
        migrations.AddField(
            model_name="variantsource",
            name="variant",
            field=models.ForeignKey(
                on_delete=django.db.models.deletion.CASCADE,
                related_name="sources",
                to="paytables.variant",
                verbose_name="variant",
            ),
        ),
        migrations.AddConstraint(
            model_name="russianhouse",
            constraint=models.CheckConstraint(
                condition=models.Q(
                    models.Q(("exchange_fewest__isnull", True), ("exchange_most__isnull", True)),
                    models.Q(
                        ("exchange_fewest__gte", 1),
                        ("exchange_fewest__lte", models.F("exchange_most")),
                        ("exchange_most__lte", 5),
                    ),
                    _connector="OR",
                ),
                name="russian_exchange_range",
            ),
        ),
        migrations.AddConstraint(
            model_name="russianhouse",
            constraint=models.CheckConstraint(
                condition=models.Q(("draw_fee__gt", 0)), name="russian_draw_fee_positive"
            ),
        ),
        migrations.AddConstraint(
            model_name="russianhouse",
            constraint=models.CheckConstraint(
                condition=models.Q(
                    ("buy_game_fee__isnull", True), ("buy_game_fee__gt", 0), _connector="OR"
                ),
                name="russian_buy_game_fee_positive",
            ),
        ),
        migrations.AddConstraint(
            model_name="russianhouse",
            constraint=models.CheckConstraint(
                condition=models.Q(("insurance_least", "high_card"), _negated=True),
                name="russian_insurance_least_winning",
            ),
        ),
        migrations.AddConstraint(
            model_name="russianpay",
            constraint=models.UniqueConstraint(
                fields=("variant", "category"), name="russian_pay_one_row_per_hand"
            ),
        ),
        migrations.AddConstraint(
            model_name="russianpay",
            constraint=models.CheckConstraint(
                condition=models.Q(("odds__gte", 1)), name="russian_pay_odds_positive"
            ),
        ),
        migrations.AddConstraint(
            model_name="russianpay",
            constraint=models.CheckConstraint(
                condition=models.Q(("category", "high_card"), _negated=True),
                name="russian_pay_winning_hand",
            ),
        ),
        migrations.RunPython(load, unload),
    ]
