"""The chip sets shipped: the common US colours, the same with the 20 of the baccarat tables,
and an example VND set for an instructor to replace with the casino's own.

The US sets are those of ``engine/chips.py`` (``US_CHIPS``, ``US_CHIPS_WITH_20``), copied
here as literal values frozen with this migration; a test checks that their ``to_value()``
equals the engine's. The sources name colours, not shades: the hex values are the engine's
choice of a recognisable shade. No casino publishes its VND chips, so the VND set is an
example (``example`` on), its values plausible ones, not a casino's.

No variant is given a chip set: ``Variant.chip_set`` stays empty, and ``Variant.chips()``
gives the common US colours until an instructor chooses the house's chips.
"""

from __future__ import annotations

from decimal import Decimal

from django.db import migrations

SOURCE_EN = (
    "Gambling Dictionary, “Chip” (http://gamblingdictionary.com/C_Terms/term_226.htm); "
    "Wikipedia, “Casino token” (https://en.wikipedia.org/wiki/Casino_token); the yellow "
    "$1,000: Las Vegas Advisor, “Gambling chip colors”, 2020"
)
SOURCE_VI = (
    "Gambling Dictionary, “Chip” (http://gamblingdictionary.com/C_Terms/term_226.htm); "
    "Wikipedia, “Casino token” (https://en.wikipedia.org/wiki/Casino_token); chip $1.000 "
    "màu vàng: Las Vegas Advisor, “Gambling chip colors”, 2020"
)

# (value, colour, label in English, in Vietnamese)
US_CHIPS = [
    ("1", "#f5f5f0", "white", "trắng"),
    ("2.50", "#f4a6c1", "pink", "hồng"),
    ("5", "#c8102e", "red", "đỏ"),
    ("25", "#1e7b34", "green", "xanh lá"),
    ("100", "#1a1a1a", "black", "đen"),
    ("500", "#6a2c91", "purple", "tím"),
    ("1000", "#f28c28", "orange", "cam"),
    ("5000", "#8c8c8c", "grey", "xám"),
]
YELLOW_20 = ("20", "#f2c500", "yellow", "vàng")
VND_EXAMPLE = [
    ("10000", "#f5f5f0", "white", "trắng"),
    ("20000", "#f2c500", "yellow", "vàng"),
    ("50000", "#c8102e", "red", "đỏ"),
    ("100000", "#1e7b34", "green", "xanh lá"),
    ("500000", "#1a1a1a", "black", "đen"),
    ("1000000", "#6a2c91", "purple", "tím"),
    ("5000000", "#f28c28", "orange", "cam"),
    ("10000000", "#8c8c8c", "grey", "xám"),
]

CHIP_SETS = [
    {
        "slug": "us-colours",
        "name_en": "US colours",
        "name_vi": "Màu chip phổ biến ở Mỹ",
        "summary_en": (
            "The colours most US casinos give their chips: $1 white, $2.50 pink, $5 red, "
            "$25 green, $100 black, $500 purple, $1,000 orange (yellow in some houses), "
            "$5,000 grey. Nevada sets no colours by law, and its houses may make the $1 blue "
            "or grey. A variant that names no chip set pays in these."
        ),
        "summary_vi": (
            "Màu chip mà phần lớn sòng bài Mỹ dùng: $1 trắng, $2.50 hồng, $5 đỏ, $25 xanh lá, "
            "$100 đen, $500 tím, $1.000 cam (vài sòng dùng vàng), $5.000 xám. Luật Nevada "
            "không quy định màu, nên ở đó chip $1 có thể xanh dương hoặc xám. Biến thể chưa "
            "chọn bộ chip thì trả bằng bộ này."
        ),
        "currency": "USD",
        "example": False,
        "source_en": SOURCE_EN,
        "source_vi": SOURCE_VI,
        "chips": US_CHIPS,
    },
    {
        "slug": "us-colours-baccarat-20",
        "name_en": "US colours with a 20 for baccarat",
        "name_vi": "Màu chip Mỹ, thêm chip 20 cho baccarat",
        "summary_en": (
            "The common US colours with the yellow $20 chip of the baccarat and pai gow "
            "tables, where the 5% commission on a $20 bet is one $1 chip. With a 20 in the "
            "set, the largest chip first is not the fewest: 40 is 20 + 20, not 25 + 5 + 5 + 5."
        ),
        "summary_vi": (
            "Màu chip phổ biến ở Mỹ, thêm chip $20 màu vàng của bàn baccarat và pai gow: hoa "
            "hồng 5% trên cược $20 đúng bằng một chip $1. Khi bộ chip có chip 20, lấy chip "
            "lớn nhất trước không cho số chip ít nhất: 40 là 20 + 20, không phải "
            "25 + 5 + 5 + 5."
        ),
        "currency": "USD",
        "example": False,
        "source_en": SOURCE_EN,
        "source_vi": SOURCE_VI,
        "chips": [*US_CHIPS, YELLOW_20],
    },
    {
        "slug": "vnd-example",
        "name_en": "VND chips: an example to replace",
        "name_vi": "Chip VND: bộ mẫu cần thay",
        "summary_en": (
            "An example, not a casino's set: no casino publishes its chips. An instructor "
            "replaces these values and colours with the casino's own. Vietnamese players "
            "exchange only VND for chips."
        ),
        "summary_vi": (
            "Đây là bộ mẫu, không phải bộ chip của sòng nào: không sòng nào công bố bộ chip "
            "của mình. Giảng viên thay các mệnh giá và màu này bằng bộ chip của sòng. Người "
            "chơi Việt Nam chỉ đổi chip bằng tiền VND."
        ),
        "currency": "VND",
        "example": True,
        "source_en": "",
        "source_vi": "",
        "chips": VND_EXAMPLE,
    },
]
SLUGS = [spec["slug"] for spec in CHIP_SETS]


def load(apps, schema_editor):
    ChipSet = apps.get_model("paytables", "ChipSet")
    ChipDenomination = apps.get_model("paytables", "ChipDenomination")
    for spec in CHIP_SETS:
        fields = {key: value for key, value in spec.items() if key != "chips"}
        chip_set = ChipSet.objects.create(**fields)
        ordered = sorted(spec["chips"], key=lambda chip: Decimal(chip[0]))
        for position, (value, colour, label_en, label_vi) in enumerate(ordered):
            ChipDenomination.objects.create(
                chip_set=chip_set,
                value=value,
                colour=colour,
                label_en=label_en,
                label_vi=label_vi,
                position=position,
            )


def unload(apps, schema_editor):
    Variant = apps.get_model("paytables", "Variant")
    # A variant an instructor has since given a shipped set lets it go back to the default.
    Variant.objects.filter(chip_set__slug__in=SLUGS).update(chip_set=None)
    apps.get_model("paytables", "ChipSet").objects.filter(slug__in=SLUGS).delete()


class Migration(migrations.Migration):
    dependencies = [("paytables", "0008_chip_sets")]

    operations = [migrations.RunPython(load, unload)]
