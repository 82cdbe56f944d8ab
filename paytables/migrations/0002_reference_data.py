"""The reference data: the two games, the seven house variants, the bonus table, the glossary.

Literal values, frozen with this migration, from seed 000 (standard rules, differences,
glossary), seed 001 (Belgian rules) and seed 004 (the online multi-box table). A test checks
that every variant's ``rules()`` equals the engine's definition in ``engine/oasis/variants.py``.
"""

from __future__ import annotations

from decimal import Decimal

from django.db import migrations

STANDARD_PAYS = {
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
STANDARD_FEES = {1: "1", 2: "2", 3: "3", 4: "2", 5: "1"}
SOURCE_000 = "wizardofodds.com, as compared in the trainer's rule text (seed 000)"

GAMES = [
    ("oasis", "Oasis Poker", "Oasis Poker"),
    ("caribbean-stud", "Caribbean Stud Poker", "Caribbean Stud Poker"),
]

VARIANTS = [
    {
        "slug": "standard",
        "game": "oasis",
        "name_en": "Oasis Poker (standard rules)",
        "name_vi": "Oasis Poker (luật chuẩn)",
        "summary_en": (
            "The rules of wizardofodds.com: a switch of 1 to 5 cards costs 1, 2, 3, 2 or 1 "
            "antes; the player may fold after switching, except after switching all five "
            "cards."
        ),
        "summary_vi": (
            "Luật theo wizardofodds.com: đổi từ 1 đến 5 lá mất 1, 2, 3, 2 hoặc 1 ante; "
            "người chơi được bỏ bài sau khi đổi, trừ khi đã đổi cả năm lá."
        ),
        "source": SOURCE_000,
        "fees": STANDARD_FEES,
    },
    {
        "slug": "belgian",
        "game": "oasis",
        "name_en": "Oasis Poker (Belgian rules)",
        "name_vi": "Oasis Poker (luật Bỉ)",
        "summary_en": "A player who has switched may not fold: he must raise.",
        "summary_vi": "Người chơi đã đổi bài không được bỏ bài: phải raise.",
        "source": "wizardofodds.com, Oasis Poker (Belgian rules) (seed 001)",
        "fees": STANDARD_FEES,
        "fold_after_switch": False,
    },
    {
        "slug": "galewind",
        "game": "oasis",
        "name_en": "Oasis Poker (Galewind online)",
        "name_vi": "Oasis Poker (Galewind trực tuyến)",
        "summary_en": (
            "Online (Galewind): one ante for each card switched; a full house pays 6 to 1."
        ),
        "summary_vi": "Trực tuyến (Galewind): 1 ante cho mỗi lá đổi; cù lũ trả 6 ăn 1.",
        "source": SOURCE_000,
        "fees": {n: str(n) for n in range(1, 6)},
        "pays": {**STANDARD_PAYS, "full_house": 6},
    },
    {
        "slug": "nicaragua",
        "game": "oasis",
        "name_en": "Oasis Poker (Nicaragua)",
        "name_vi": "Oasis Poker (Nicaragua)",
        "summary_en": (
            "One ante for each switch, whatever the number of cards. After a switch the house "
            "pays a lower raise table; no source gives its figures."
        ),
        "summary_vi": (
            "1 ante cho mỗi lần đổi, bất kể số lá. Sau khi đổi, sòng bài trả raise theo bảng "
            "thấp hơn; chưa nguồn nào công bố các con số của bảng này."
        ),
        "source": SOURCE_000,
        "fees": dict.fromkeys(range(1, 6), "1"),
        "lower_pays_after_switch": True,
    },
    {
        "slug": "helsinki",
        "game": "oasis",
        "name_en": "Oasis Poker (Casino Helsinki)",
        "name_vi": "Oasis Poker (Casino Helsinki)",
        "summary_en": (
            "Finland (Casino Helsinki): when the dealer does not qualify, a player who raised "
            "may pay one ante to have the dealer's highest card replaced by the next card of "
            "the deck, so that the dealer can qualify."
        ),
        "summary_vi": (
            "Phần Lan (Casino Helsinki): khi dealer không đủ điều kiện, người chơi đã raise có "
            "thể trả 1 ante để thay lá cao nhất của dealer bằng lá tiếp theo của bộ bài, để "
            "dealer có thể đủ điều kiện."
        ),
        "source": SOURCE_000 + "; the fee of one ante follows Russian Poker practice",
        "fees": STANDARD_FEES,
        "dealer_buy_fee": "1",
    },
    {
        "slug": "online-boxes",
        "game": "oasis",
        "name_en": "Oasis Poker (online, up to three boxes)",
        "name_vi": "Oasis Poker (trực tuyến, tối đa ba ô)",
        "summary_en": (
            "The online table of up to three boxes: one switch of one or two cards per box "
            "(one card 1 ante, two cards 1.5 antes); antes 1 to 100; the third box always "
            "plays; no bonus bet."
        ),
        "summary_vi": (
            "Bàn trực tuyến tối đa ba ô: mỗi ô đổi một lần, một hoặc hai lá (một lá 1 ante, "
            "hai lá 1,5 ante); ante từ 1 đến 100; ô thứ ba luôn chơi; không có cược bonus."
        ),
        "source": "The rules of the online multi-box table (seed 004)",
        "fees": {1: "1", 2: "1.5"},
        "bonus": False,
    },
    {
        "slug": "caribbean",
        "game": "caribbean-stud",
        "name_en": "Caribbean Stud Poker",
        "name_vi": "Caribbean Stud Poker",
        "summary_en": "The base game of Oasis Poker: the same wagers and pays, no switching.",
        "summary_vi": "Trò gốc của Oasis Poker: cùng các cược và tiền trả, không đổi bài.",
        "source": SOURCE_000,
        "fees": {},
        "max_switches": 0,
    },
]

GLOSSARY = [
    ("ante", "Ante", "Ante", "The compulsory first bet.", "Cược bắt buộc ban đầu."),
    (
        "raise",
        "Raise",
        "Raise",
        "The play bet, exactly twice the ante, placed after any switch.",
        "Cược chơi, đúng 2 ante; đặt sau khi đổi bài.",
    ),
    (
        "switch",
        "Switch",
        "Đổi bài (switch)",
        "Exchanging cards of your hand for the next cards of the deck, for a fee in antes.",
        "Đổi bài của mình lấy các lá tiếp theo của bộ bài với phí tính bằng ante.",
    ),
    (
        "qualify",
        "Qualify",
        "Điều kiện",
        "The least hand with which the dealer plays: Ace-King or better.",
        "Tay tối thiểu để dealer chơi: Át-K trở lên.",
    ),
    (
        "fold",
        "Fold",
        "Bỏ bài (fold)",
        "The player gives up the round and loses the ante, with any bonus and switch fee.",
        "Người chơi bỏ ván và mất ante, cùng bonus và phí đổi bài nếu có.",
    ),
    (
        "switch-fee",
        "Switch fee",
        "Phí đổi bài",
        "What the player pays to switch, counted in antes; never refunded.",
        "Tiền người chơi trả để đổi bài, tính bằng ante; không được hoàn lại trong mọi trường hợp.",
    ),
    (
        "up-card",
        "Up card",
        "Lá ngửa",
        "The one dealer card dealt face up: all the player sees of the dealer's hand "
        "before deciding.",
        "Lá bài duy nhất của dealer được lật ngửa: người chơi chỉ thấy lá này của dealer "
        "trước khi quyết định.",
    ),
    (
        "ace-king",
        "Ace-King",
        "Át-K",
        "A hand holding an ace and a king and nothing better; the lowest hand with which "
        "the dealer qualifies is A K 4 3 2.",
        "Tay bài có một lá Át và một lá K và không có gì mạnh hơn; tay đủ điều kiện thấp "
        "nhất của dealer là Át, K, 4, 3, 2.",
    ),
    (
        "push",
        "Push",
        "Hòa (push)",
        "A tie: the wager is neither won nor lost and stays with the player.",
        "Hòa: cược không thắng cũng không thua, người chơi giữ lại tiền cược.",
    ),
    (
        "bonus",
        "Bonus",
        "Bonus",
        "The optional side bet, paid on the player's initial hand, before any switch, "
        "by the house's bonus table.",
        "Cược phụ tùy chọn; trả theo tay bài ban đầu của người chơi, trước khi đổi, theo "
        "bảng của sòng bài.",
    ),
    (
        "progressive-meter",
        "Progressive meter",
        "Đồng hồ jackpot lũy tiến",
        "The jackpot shown at the table, growing with every bonus bet: a royal flush takes "
        "all of it, a straight flush 10 %.",
        "Số tiền jackpot hiển thị trên bàn, tăng dần theo mỗi cược bonus: thùng phá sảnh lớn "
        "ăn toàn bộ, thùng phá sảnh ăn 10%.",
    ),
    (
        "pay-table",
        "Pay table",
        "Bảng trả thưởng",
        "The house's list of what each winning hand pays on the raise, as N to 1.",
        "Danh sách tiền trả của sòng bài cho từng tay thắng trên cược raise, tính theo N ăn 1.",
    ),
    (
        "n-to-1",
        "N to 1",
        "N ăn 1",
        "A winning wager is paid N times its stake, and the stake stays with the player.",
        "Cược thắng được trả gấp N lần tiền cược, và người chơi giữ lại tiền cược.",
    ),
    (
        "box",
        "Box",
        "Ô cược (box)",
        "A betting position on the table; at the online table one player may buy up to three.",
        "Một vị trí đặt cược trên bàn; ở bàn trực tuyến một người chơi có thể mua tối đa ba ô.",
    ),
    (
        "dealer-buy",
        "Buying a dealer card",
        "Mua bài cho dealer",
        "Where the house allows it: the player pays a fee to replace the highest card of a "
        "dealer who does not qualify with the next card of the deck.",
        "Ở sòng bài cho phép: người chơi trả phí để thay lá cao nhất của dealer không đủ "
        "điều kiện bằng lá tiếp theo của bộ bài.",
    ),
    (
        "house-edge",
        "House edge",
        "Lợi thế nhà cái",
        "The casino's average profit as a share of the ante; about 1.04 % in Oasis Poker "
        "when the player switches and raises well.",
        "Lợi nhuận trung bình của sòng bài tính theo phần trăm ante; khoảng 1,04% ở Oasis "
        "Poker khi người chơi đổi bài và raise đúng cách.",
    ),
]


def load(apps, schema_editor):
    Game = apps.get_model("paytables", "Game")
    Variant = apps.get_model("paytables", "Variant")
    SwitchFee = apps.get_model("paytables", "SwitchFee")
    RaisePay = apps.get_model("paytables", "RaisePay")
    BonusTable = apps.get_model("paytables", "BonusTable")
    BonusPay = apps.get_model("paytables", "BonusPay")
    GlossaryTerm = apps.get_model("paytables", "GlossaryTerm")

    games = {
        slug: Game.objects.create(slug=slug, name_en=en, name_vi=vi, position=position)
        for position, (slug, en, vi) in enumerate(GAMES)
    }
    progressive = BonusTable.objects.create(
        slug="caribbean-progressive",
        name_en="Caribbean Stud progressive",
        name_vi="Jackpot lũy tiến Caribbean Stud",
    )
    for category, share in (("royal_flush", "1"), ("straight_flush", "0.1")):
        BonusPay.objects.create(table=progressive, category=category, meter_share=Decimal(share))
    for category, odds in (("four_of_a_kind", 500), ("full_house", 100), ("flush", 50)):
        BonusPay.objects.create(table=progressive, category=category, odds=odds)

    for position, spec in enumerate(VARIANTS):
        variant = Variant.objects.create(
            game=games[spec["game"]],
            slug=spec["slug"],
            name_en=spec["name_en"],
            name_vi=spec["name_vi"],
            summary_en=spec["summary_en"],
            summary_vi=spec["summary_vi"],
            source=spec["source"],
            position=position,
            max_switches=spec.get("max_switches", 1),
            fold_after_switch=spec.get("fold_after_switch", True),
            lower_pays_after_switch=spec.get("lower_pays_after_switch", False),
            bonus_table=progressive if spec.get("bonus", True) else None,
            dealer_buy_fee=Decimal(spec["dealer_buy_fee"]) if "dealer_buy_fee" in spec else None,
        )
        for cards, fee in spec["fees"].items():
            SwitchFee.objects.create(variant=variant, cards=cards, fee=Decimal(fee))
        for category, odds in spec.get("pays", STANDARD_PAYS).items():
            RaisePay.objects.create(variant=variant, table="main", category=category, odds=odds)

    for position, (slug, term_en, term_vi, meaning_en, meaning_vi) in enumerate(GLOSSARY):
        GlossaryTerm.objects.create(
            slug=slug,
            term_en=term_en,
            term_vi=term_vi,
            meaning_en=meaning_en,
            meaning_vi=meaning_vi,
            position=position,
        )


def unload(apps, schema_editor):
    for model in ("GlossaryTerm", "Variant", "BonusTable", "Game"):
        apps.get_model("paytables", model).objects.all().delete()


class Migration(migrations.Migration):
    dependencies = [("paytables", "0001_initial")]

    operations = [migrations.RunPython(load, unload)]
