"""Words a reader knows, in the reader's language: the variants' sources become a value per
language naming the source as a reader would know it (0002 named the project's seed texts),
and the glossary grows to the hand names, the Hold'em table's terms and the online table's
blind box, with no Vietnamese term repeating its English one in brackets.

Literal values, frozen with this migration. A row an instructor has edited since 0002 keeps
the instructor's text: only values still as 0002 left them are changed, and the reverse
changes back only values still as this migration left them.
"""

from __future__ import annotations

from django.db import migrations, models

OLD_SOURCE_000 = "wizardofodds.com, as compared in the trainer's rule text (seed 000)"
COMPARED_EN = (
    "wizardofodds.com, as compared in the table “Variants and differences” of the rules page"
)
COMPARED_VI = "wizardofodds.com, theo bảng “Biến thể và khác biệt” của trang Luật chơi"

# slug: (source as 0002 stored it, English, Vietnamese)
SOURCES = {
    "standard": (
        OLD_SOURCE_000,
        "The Oasis Poker rules of wizardofodds.com",
        "Luật Oasis Poker trên wizardofodds.com",
    ),
    "belgian": (
        "wizardofodds.com, Oasis Poker (Belgian rules) (seed 001)",
        "The Belgian rules of Oasis Poker on wizardofodds.com",
        "Luật Bỉ của Oasis Poker trên wizardofodds.com",
    ),
    "galewind": (OLD_SOURCE_000, COMPARED_EN, COMPARED_VI),
    "nicaragua": (OLD_SOURCE_000, COMPARED_EN, COMPARED_VI),
    "helsinki": (
        OLD_SOURCE_000 + "; the fee of one ante follows Russian Poker practice",
        COMPARED_EN + "; the fee of one ante is what Russian Poker tables usually charge",
        COMPARED_VI + "; phí 1 ante là mức các bàn Russian Poker thường thu",
    ),
    "online-boxes": (
        "The rules of the online multi-box table (seed 004)",
        "The rules of the online Oasis Poker table with up to three boxes",
        "Luật chơi của bàn Oasis Poker trực tuyến tối đa ba ô cược",
    ),
    "caribbean": (
        OLD_SOURCE_000,
        "The Caribbean Stud Poker rules of wizardofodds.com, the game Oasis Poker is built on",
        "Luật Caribbean Stud Poker trên wizardofodds.com, trò gốc của Oasis Poker",
    ),
}

# slug: {field: (as 0002 stored it, as it is now)}
CHANGED_TERMS = {
    "raise": {
        "term_vi": ("Raise", "Raise (tố)"),
        "meaning_en": (
            "The play bet, exactly twice the ante, placed after any switch.",
            "In Oasis Poker, the play bet: exactly twice the ante, placed after any switch. "
            "In Hold'em, a bet above the highest bet of the betting round.",
        ),
        "meaning_vi": (
            "Cược chơi, đúng 2 ante; đặt sau khi đổi bài.",
            "Ở Oasis Poker: cược chơi, đúng 2 ante; đặt sau khi đổi bài. Ở Hold'em (gọi là "
            "tố): cược cao hơn mức cược cao nhất của vòng cược.",
        ),
    },
    "switch": {"term_vi": ("Đổi bài (switch)", "Đổi bài")},
    "qualify": {"term_vi": ("Điều kiện", "Đủ điều kiện")},
    "fold": {
        "term_vi": ("Bỏ bài (fold)", "Bỏ bài"),
        "meaning_en": (
            "The player gives up the round and loses the ante, with any bonus and switch fee.",
            "The player gives up the hand. In Oasis Poker he loses the ante, with any bonus "
            "and switch fee; in Hold'em, the chips he has put in the pot.",
        ),
        "meaning_vi": (
            "Người chơi bỏ ván và mất ante, cùng bonus và phí đổi bài nếu có.",
            "Người chơi bỏ ván. Ở Oasis Poker người chơi mất ante, cùng bonus và phí đổi bài "
            "nếu có; ở Hold'em, mất số chip đã bỏ vào pot.",
        ),
    },
    "push": {"term_vi": ("Hòa (push)", "Hòa")},
    "progressive-meter": {
        "term_vi": ("Đồng hồ jackpot lũy tiến", "Quỹ jackpot lũy tiến"),
        "meaning_vi": (
            "Số tiền jackpot hiển thị trên bàn, tăng dần theo mỗi cược bonus: thùng phá sảnh "
            "lớn ăn toàn bộ, thùng phá sảnh ăn 10%.",
            "Quỹ jackpot hiển thị trên bàn, tăng dần theo mỗi cược bonus: thùng phá sảnh lớn "
            "ăn toàn bộ quỹ, thùng phá sảnh ăn 10% quỹ.",
        ),
    },
    "box": {"term_vi": ("Ô cược (box)", "Ô cược")},
}

# (slug, English term, Vietnamese term, English meaning, Vietnamese meaning). The hand names
# are the site's own (the pay tables'); the Hold'em words are those of the Hold'em table.
NEW_TERMS = [
    (
        "blind-box",
        "Blind box",
        "Ô chơi mù",
        "At the online table, the third box: its cards stay face down and it always plays, "
        "with no switch and no fold. Its ante and its bet of twice the ante are placed "
        "before the deal.",
        "Ở bàn trực tuyến, ô thứ ba: bài của ô này úp và ô luôn chơi, không đổi bài, không "
        "bỏ bài. Ante và cược gấp đôi ante của ô được đặt trước khi chia bài.",
    ),
    (
        "royal-flush",
        "Royal flush",
        "Thùng phá sảnh lớn",
        "10, J, Q, K and A, all of one suit: the best hand.",
        "10, J, Q, K và A cùng một chất: tay bài mạnh nhất.",
    ),
    (
        "straight-flush",
        "Straight flush",
        "Thùng phá sảnh",
        "Five cards in sequence, all of one suit, such as 5 6 7 8 9 of hearts.",
        "Năm lá liên tiếp cùng một chất, ví dụ 5 6 7 8 9 cơ.",
    ),
    (
        "four-of-a-kind",
        "Four of a kind",
        "Tứ quý",
        "Four cards of one rank, such as four jacks.",
        "Bốn lá cùng hạng, ví dụ bốn lá J.",
    ),
    (
        "full-house",
        "Full house",
        "Cù lũ",
        "Three cards of one rank and two of another, such as 6 6 6 K K.",
        "Ba lá cùng hạng và hai lá cùng một hạng khác, ví dụ 6 6 6 K K.",
    ),
    (
        "flush",
        "Flush",
        "Thùng",
        "Five cards of one suit, not in sequence.",
        "Năm lá cùng một chất, không liên tiếp.",
    ),
    (
        "straight",
        "Straight",
        "Sảnh",
        "Five cards in sequence, not all of one suit. A 2 3 4 5 is the lowest straight; "
        "Q K A 2 3 is not a straight.",
        "Năm lá liên tiếp, không cùng một chất. A 2 3 4 5 là sảnh thấp nhất; Q K A 2 3 "
        "không phải là sảnh.",
    ),
    (
        "three-of-a-kind",
        "Three of a kind",
        "Sám cô",
        "Three cards of one rank, such as 9 9 9, and two cards that do not pair.",
        "Ba lá cùng hạng, ví dụ 9 9 9, và hai lá lẻ không thành đôi.",
    ),
    (
        "two-pair",
        "Two pair",
        "Hai đôi",
        "Two cards of one rank and two of another, such as A A 5 5.",
        "Hai lá cùng hạng và hai lá cùng một hạng khác, ví dụ A A 5 5.",
    ),
    (
        "pair",
        "Pair",
        "Đôi",
        "Two cards of one rank, such as 8 8, and nothing better.",
        "Hai lá cùng hạng, ví dụ 8 8, và không có gì mạnh hơn.",
    ),
    (
        "dealer-button",
        "Dealer button",
        "Nút dealer",
        "In Hold'em, the disc that marks the seat dealing the hand. It moves one seat "
        "clockwise after every hand; the two blinds sit to its left. With two players left, "
        "the button posts the small blind.",
        "Ở Hold'em, nút đánh dấu ghế chia bài của ván. Sau mỗi ván nút chuyển sang ghế kế "
        "tiếp theo chiều kim đồng hồ; hai mù ngồi bên trái nút. Khi chỉ còn hai người chơi, "
        "người giữ nút đặt mù nhỏ.",
    ),
    (
        "small-blind",
        "Small blind",
        "Mù nhỏ",
        "The forced bet of the player to the button's left, placed before the cards are "
        "dealt: half the big blind, 10 at this site's Hold'em table.",
        "Cược bắt buộc của người ngồi bên trái nút dealer, đặt trước khi chia bài: bằng một "
        "nửa mù lớn, 10 ở bàn Hold'em của trang này.",
    ),
    (
        "big-blind",
        "Big blind",
        "Mù lớn",
        "The forced bet of the second player to the button's left, placed before the cards "
        "are dealt: 20 at this site's Hold'em table, and the smallest opening bet.",
        "Cược bắt buộc của người ngồi thứ hai bên trái nút dealer, đặt trước khi chia bài: "
        "20 ở bàn Hold'em của trang này, và cũng là mức cược mở đầu tối thiểu.",
    ),
    (
        "check",
        "Check",
        "Check",
        "To stay in the hand without betting, when there is no bet to call.",
        "Ở lại ván mà không cược thêm, khi không có cược nào phải theo.",
    ),
    (
        "call",
        "Call",
        "Theo",
        "To put in the chips that match the highest bet of the betting round.",
        "Bỏ thêm chip cho bằng mức cược cao nhất của vòng cược.",
    ),
    (
        "all-in",
        "All-in",
        "Tất tay",
        "To bet all the chips one has left. A player all-in can win only the main pot and "
        "the side pots he has put chips into.",
        "Cược toàn bộ số chip còn lại. Người đã tất tay chỉ thắng được pot chính và các pot "
        "phụ mà mình đã góp chip vào.",
    ),
    (
        "main-pot",
        "Main pot",
        "Pot chính",
        "The pot every player still in the hand can win: each player's chips up to the "
        "smallest all-in.",
        "Pot mà mọi người chơi còn trong ván đều có thể thắng: chip của mỗi người, tính tới "
        "mức tất tay nhỏ nhất.",
    ),
    (
        "side-pot",
        "Side pot",
        "Pot phụ",
        "A pot of the chips bet beyond what an all-in player could cover; only the players "
        "who put chips into it can win it.",
        "Pot gồm phần chip cược vượt quá mức người tất tay theo được; chỉ những người đã góp "
        "chip vào pot này mới có thể thắng nó.",
    ),
    (
        "burn-card",
        "Burn card",
        "Lá đốt",
        "The top card of the deck, put aside face down before the flop, the turn and the "
        "river are dealt, so that no one can know a card before it is dealt.",
        "Lá trên cùng của bộ bài, được úp bỏ sang một bên trước khi chia flop, turn và "
        "river, để không ai biết trước lá sắp chia.",
    ),
    (
        "kicker",
        "Kicker",
        "Kicker",
        "A card outside the hand's combination that decides between two equal "
        "combinations: A A K 7 4 beats A A Q J 9 by its king.",
        "Lá không thuộc bộ bài chính nhưng phân thắng thua khi hai tay cùng bộ: "
        "A A K 7 4 thắng A A Q J 9 nhờ lá K.",
    ),
    (
        "showdown",
        "Showdown",
        "Lật bài",
        "After the last betting round, the players still in the hand show their cards and "
        "the best hand wins each pot.",
        "Sau vòng cược cuối cùng, những người chơi còn trong ván lật bài và tay mạnh nhất "
        "thắng từng pot.",
    ),
    (
        "odd-chip",
        "Odd chip",
        "Chip lẻ",
        "A chip left over when equal hands split a pot. At this site's Hold'em table it goes "
        "to the first winner clockwise from the button's left.",
        "Chip còn dư khi các tay bằng nhau chia đều một pot. Ở bàn Hold'em của trang này, "
        "chip lẻ thuộc về người thắng đầu tiên theo chiều kim đồng hồ tính từ bên trái nút "
        "dealer.",
    ),
    (
        "hole-cards",
        "Hole cards",
        "Bài tẩy",
        "In Hold'em, the two cards each player is dealt face down, for himself alone.",
        "Ở Hold'em, hai lá bài úp mỗi người chơi được chia riêng cho mình.",
    ),
    (
        "board",
        "Board",
        "Bài chung",
        "In Hold'em, the five cards dealt face up in the middle of the table (the flop, the "
        "turn and the river), which every player uses with his hole cards.",
        "Ở Hold'em, năm lá bài ngửa giữa bàn (flop, turn và river) mà mọi người chơi dùng "
        "chung với bài tẩy của mình.",
    ),
]

# The order of the glossary page: the Oasis Poker table, the hands, then Hold'em.
ORDER = [
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

# 0002's order, for the reverse.
OLD_ORDER = [
    "ante",
    "raise",
    "switch",
    "qualify",
    "fold",
    "switch-fee",
    "up-card",
    "ace-king",
    "push",
    "bonus",
    "progressive-meter",
    "pay-table",
    "n-to-1",
    "box",
    "dealer-buy",
    "house-edge",
]

FIELDS = ("term_en", "term_vi", "meaning_en", "meaning_vi")


def forward(apps, schema_editor):
    Variant = apps.get_model("paytables", "Variant")
    GlossaryTerm = apps.get_model("paytables", "GlossaryTerm")
    for slug, (old, english, vietnamese) in SOURCES.items():
        Variant.objects.filter(slug=slug, source_en=old).update(
            source_en=english, source_vi=vietnamese
        )
    for slug, changes in CHANGED_TERMS.items():
        for field, (old, new) in changes.items():
            GlossaryTerm.objects.filter(slug=slug, **{field: old}).update(**{field: new})
    for slug, *texts in NEW_TERMS:
        GlossaryTerm.objects.get_or_create(
            slug=slug, defaults=dict(zip(FIELDS, texts, strict=True))
        )
    _place(GlossaryTerm, ORDER)


def backward(apps, schema_editor):
    Variant = apps.get_model("paytables", "Variant")
    GlossaryTerm = apps.get_model("paytables", "GlossaryTerm")
    for slug, (old, english, _vietnamese) in SOURCES.items():
        Variant.objects.filter(slug=slug, source_en=english).update(source_en=old)
    for slug, changes in CHANGED_TERMS.items():
        for field, (old, new) in changes.items():
            GlossaryTerm.objects.filter(slug=slug, **{field: new}).update(**{field: old})
    for slug, *texts in NEW_TERMS:
        GlossaryTerm.objects.filter(slug=slug, **dict(zip(FIELDS, texts, strict=True))).delete()
    _place(GlossaryTerm, OLD_ORDER)


def _place(GlossaryTerm, order):
    for position, slug in enumerate(order):
        GlossaryTerm.objects.filter(slug=slug).update(position=position)


class Migration(migrations.Migration):
    dependencies = [("paytables", "0004_analysis_data")]

    operations = [
        migrations.RenameField(model_name="variant", old_name="source", new_name="source_en"),
        migrations.AlterField(
            model_name="variant",
            name="source_en",
            field=models.CharField(blank=True, max_length=200, verbose_name="source (English)"),
        ),
        migrations.AddField(
            model_name="variant",
            name="source_vi",
            field=models.CharField(blank=True, max_length=200, verbose_name="source (Vietnamese)"),
        ),
        migrations.RunPython(forward, backward),
    ]
