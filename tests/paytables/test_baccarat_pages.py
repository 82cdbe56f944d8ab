"""Baccarat's public pages in both languages for every house: the rules page's tableau
against a table written out here, the worked examples' amounts, the payout summary, the
comparison's exact edges, and the calculator: coups settled, every refusal shown as a
sentence beside its field, hostile input, never an error page."""

from __future__ import annotations

import re
from decimal import Decimal
from html import unescape

import pytest
from django.urls import reverse
from django.utils import translation

from engine.baccarat.rules import Bet
from paytables.models import Variant

pytestmark = pytest.mark.django_db

GAME = "baccarat"
LANGUAGES = ["en", "vi"]
HOUSES = [
    "baccarat-punto-banco",
    "baccarat-six-decks",
    "baccarat-tie-9",
    "baccarat-commission-4",
    "baccarat-no-commission",
    "baccarat-super-six-15",
    "baccarat-ez-baccarat",
    "baccarat-dragon-bonus",
]
# A Banker win 7 to 6, neither hand drawing: every bet the layout has is decided.
COUP = {"variant": "baccarat-punto-banco", "player": "Kh 6c", "banker": "3s 4d"}

# The tableau, written out from the Wizard of Odds' table, not from the engine: for each
# Banker total 0 to 7, the Player stood, then the Player's third card 0 to 9.
TABLEAU = {
    0: "D DDDDDDDDDD",
    1: "D DDDDDDDDDD",
    2: "D DDDDDDDDDD",
    3: "D DDDDDDDDSD",
    4: "D SSDDDDDDSS",
    5: "D SSSSDDDDSS",
    6: "S SSSSSSDDSS",
    7: "S SSSSSSSSSS",
}


def url(name: str, language: str = "en", **kwargs: str) -> str:
    with translation.override(language):
        return reverse(name, kwargs={"game": GAME, **kwargs})


def text_of(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("page", ["rules", "variants", "payouts", "calculator"])
def test_every_page_renders_in_both_languages(client, page, language):
    assert client.get(url(f"paytables:{page}", language)).status_code == 200


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("house", HOUSES)
def test_every_house_has_its_variant_payouts_and_calculator(client, house, language):
    variant = client.get(url("paytables:variant", language, slug=house))
    assert variant.status_code == 200
    assert variant.context["summary"].rules.slug == house
    payouts = client.get(url("paytables:payouts", language), {"variant": house, "ante": "10"})
    assert payouts.status_code == 200
    assert payouts.context["summary"].variant.slug == house
    coup = COUP | {"variant": house, "bet_player": "10"}
    calculator = client.get(url("paytables:calculator", language), coup)
    assert calculator.status_code == 200
    assert calculator.context["calculation"].settlement.net == -10


def test_rules_page_tableau_matches_the_table_written_out_here(client):
    page = client.get(url("paytables:rules")).content.decode()
    table = re.search(r'<table class="tableau">.*?</table>', page, re.S)
    assert table is not None
    rows = re.findall(r"<tr>\s*<th scope=\"row\">(\d)</th>(.*?)</tr>", table.group(0), re.S)
    shown = {int(total): "".join(re.findall(r"<td[^>]*>(\w)</td>", cells)) for total, cells in rows}
    assert shown == {total: line.replace(" ", "") for total, line in TABLEAU.items()}


def test_rules_page_tableau_marks_are_translated(client):
    page = client.get(url("paytables:rules", "vi")).content.decode()
    table = re.search(r'<table class="tableau">.*?</table>', page, re.S)
    assert table is not None
    marks = set(re.findall(r"<td[^>]*>(\w)</td>", table.group(0)))
    assert marks == {"R", "Đ"}  # rút (draws), đứng (stands)


@pytest.mark.parametrize("language", LANGUAGES)
def test_rules_page_teaches_the_values_the_natural_and_the_bets(client, language):
    page = text_of(client.get(url("paytables:rules", language)).content.decode())
    expected = {
        "en": ["natural", "Player 0 to 5", "commission box", "Player Pair", "Dragon Bonus"],
        "vi": ["bài tự nhiên", "Con", "Cái", "Hòa", "hoa hồng", "shoe"],
    }[language]
    for text in expected:
        assert text in page, text


def test_rules_page_worked_examples_are_settled_by_the_engine(client):
    response = client.get(url("paytables:rules"))
    examples = response.context["examples"]
    nets = {example.title: example.settlement.net for example in examples}
    assert nets == {
        "The Banker draws by the tableau": 30,  # Player 9 beats 4: +50 − 20
        "A Banker win and its commission": 95,  # +100 less 5 of commission
        "A tie": 80,  # the Tie 10 × 8; Player and Banker push
        "A Player Pair": 90,  # the pair 10 × 11, the Player bet −20
        "No commission: a Banker win on 6": 170,  # the Banker 1 to 2, Super 6 10 × 12
        "The Dragon Bonus": 30,  # a win by 6 points 4 to 1, the Banker's side −10
    }
    commission = next(each for each in examples if each.title.startswith("A Banker win"))
    assert commission.settlement.commission == Decimal("5.00")
    assert "−5" in response.content.decode()  # the commission row of the working


def test_rules_page_shows_the_reference_houses_pays(client):
    summary = client.get(url("paytables:rules")).context["summary"]
    pays = {each.bet: [line.pays for line in each.lines] for each in summary.bets}
    assert pays[Bet.TIE] == ["8 to 1"]
    assert pays[Bet.PLAYER_PAIR] == ["11 to 1"]
    assert summary.commission == Decimal("0.50")


@pytest.mark.parametrize("language", LANGUAGES)
def test_variants_page_compares_every_house_with_its_exact_edges(client, language):
    page = text_of(client.get(url("paytables:variants", language)).content.decode())
    point = "," if language == "vi" else "."
    # Banker, Player, Tie 8 and 9 to 1, no-commission Banker, Super 6 at 12 and 15 to 1,
    # EZ Banker, Dragon 7, Panda 8, Dragon Bonus on the Player and on the Banker.
    edges = ["1.06", "1.24", "14.36", "4.84", "1.46", "29.98", "13.82", "1.02", "7.61", "10.19"]
    for edge in [*edges, "2.65", "9.37", "10.36"]:
        assert edge.replace(".", point) in page, edge
    for house in Variant.objects.filter(slug__in=HOUSES):
        assert str(house) in page


def test_variant_page_shows_an_unpublished_pay_as_unknown(client):
    response = client.get(url("paytables:variant", slug="baccarat-no-commission"))
    summary = response.context["summary"]
    tie = next(each for each in summary.bets if each.bet is Bet.TIE)
    assert tie.house_edge is None and tie.lines[0].win is None
    page = text_of(response.content.decode())
    assert "unknown" in page
    assert "888casino.com" in response.content.decode()
    # A house that takes no commission has no time to take it.
    assert "when the commission is taken" not in summary.unknown
    assert "the Tie pays (N to 1)" in summary.unknown


def test_payouts_page_works_the_commission_at_the_stake_asked(client):
    query = {"variant": "baccarat-punto-banco", "ante": "25"}
    response = client.get(url("paytables:payouts"), query)
    summary = response.context["summary"]
    assert summary.commission == Decimal("1.25")
    wins = {each.bet: [line.win for line in each.lines] for each in summary.bets}
    assert wins[Bet.TIE] == [200]
    assert wins[Bet.PLAYER_PAIR] == [275]
    assert "1.25" in response.content.decode()


def test_payouts_page_calls_the_amount_a_stake(client):
    page = client.get(url("paytables:payouts")).content.decode()
    assert '<label for="id_ante">Stake</label>' in page


def test_payouts_page_pays_the_no_commission_banker_on_six_half(client):
    query = {"variant": "baccarat-no-commission", "ante": "10"}
    summary = client.get(url("paytables:payouts"), query).context["summary"]
    banker = next(each for each in summary.bets if each.bet is Bet.BANKER)
    assert [(line.pays, line.win) for line in banker.lines][:2] == [
        ("1 to 1", 10),
        ("1 to 2", 5),
    ]


def calculate(client, language: str = "en", **changes: str):
    response = client.get(url("paytables:calculator", language), COUP | changes)
    assert response.status_code == 200
    return response


def test_calculator_settles_a_banker_win_with_its_commission(client):
    response = calculate(client, bet_banker="100", bet_tie="10", bet_player_pair="5")
    calculation = response.context["calculation"]
    settlement = calculation.settlement
    assert [(each.wager, each.amount) for each in settlement.wagers] == [
        (Bet.BANKER, 100),
        (Bet.TIE, -10),
        (Bet.PLAYER_PAIR, -5),
    ]
    assert (settlement.commission, settlement.net) == (Decimal("5.00"), Decimal("80.00"))
    page = text_of(response.content.decode())
    assert "Banker 7 against Player 6: the Banker wins." in page
    assert "Commission" in page and "commission box" in page


def test_calculator_settles_three_cards_each_with_the_tableau_lines(client):
    response = calculate(client, player="2h 3c 4d", banker="Kd 5s 9c", bet_player="50")
    assert response.context["calculation"].settlement.net == 50
    page = text_of(response.content.decode())
    assert "Player 5: the Player draws on 0 to 5." in page
    assert (
        "Banker 5, Player's third card 4: the Banker draws on 5 when the third card is 4 to 7"
        in page
    )


def test_calculator_settles_a_banker_draw_after_the_player_stood(client):
    # Player 6 stands; Banker 5 draws on 0 to 5 and makes 9.
    response = calculate(client, banker="Kd 5s 4c", bet_player="10")
    assert response.context["calculation"].settlement.net == -10
    assert "Banker 5, the Player stood: the Banker draws on 0 to 5" in text_of(
        response.content.decode()
    )


def test_calculator_takes_a_card_twice_from_a_shoe(client):
    response = calculate(client, player="Kh 6c", banker="Kh 7c", bet_banker="20")
    assert response.context["calculation"].settlement.net == 19


@pytest.mark.parametrize("house", HOUSES)
@pytest.mark.parametrize("bet", list(Bet))
def test_calculator_settles_each_offered_bet_and_refuses_the_others_by_name(client, house, bet):
    rules = Variant.objects.get(slug=house).rules()
    response = calculate(client, variant=house, **{f"bet_{bet.value}": "10"})
    form = response.context["form"]
    if not rules.offered(bet):
        assert response.context["calculation"] is None
        assert "offers no" in str(form.errors[f"bet_{bet.value}"])
    elif bet is Bet.TIE and rules.tie_pays is None:
        assert response.context["calculation"] is None
        assert "has not published the Tie pays" in str(form.errors["__all__"])
    else:
        assert not form.errors
        assert response.context["calculation"].settlement.result(bet).stake == 10


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        # A third card against the tableau, or one missing.
        ({"player": "Kh 6c 5d"}, "player", "The Player stands on 6"),
        (
            {"player": "2h 3c 4d", "banker": "Kd 6s 9c"},
            "banker",
            "The tableau has the Banker stand: Banker 6, Player's third card 4: the Banker "
            "stands on 6 when the third card is 0 to 5, 8 or 9.",
        ),
        ({"player": "2h 3c"}, "player", "The tableau still draws a card: enter it."),
        ({"player": "2h 3c 4d", "banker": "Kd 5s"}, "banker", "still draws a card"),
        ({"player": "9h Kc 2d"}, "player", "A natural ends the coup: nobody draws."),
        # The bets.
        ({"bet_super_six": "5"}, "bet_super_six", "offers no Super 6 bet"),
        ({}, None, "Place a bet."),
        ({"bet_banker": "10.01"}, None, "has not published how an amount the chips cannot"),
        # Hostile or malformed input.
        ({"player": "Zz 9c", "bet_banker": "5"}, "player", "is not a card"),
        ({"player": "<script>", "bet_banker": "5"}, "player", "is not a card"),
        ({"player": "Kh", "bet_banker": "5"}, "player", "Enter two or three cards"),
        ({"player": "Kh 6c 2d 3d", "bet_banker": "5"}, "player", "Enter at most 3 cards"),
        ({"player": "", "bet_banker": "5"}, "player", "required"),
        ({"bet_banker": "-5"}, "bet_banker", "greater than or equal to 0"),
        ({"bet_banker": "1e400"}, "bet_banker", ""),
        ({"bet_banker": "NaN"}, "bet_banker", ""),
        ({"bet_banker": "99999999999999"}, "bet_banker", "less than or equal to"),
        ({"bet_banker": "5", "variant": "classic"}, "variant", "Select a valid choice"),
    ],
)
def test_calculator_refusal_is_a_sentence_beside_its_field(client, changes, field, message):
    response = calculate(client, **changes)
    form = response.context["form"]
    assert response.context["calculation"] is None
    shown = [str(error) for error in form.errors.get(field or "__all__", [])]
    assert shown and any(message in error for error in shown), form.errors


@pytest.mark.parametrize("language", LANGUAGES)
def test_calculator_refusal_is_translated(client, language):
    response = calculate(client, language, player="Kh 6c 5d", bet_banker="5")
    expected = {
        "en": "The Player stands on 6",
        "vi": "Con đứng ở 6",
    }[language]
    assert expected in text_of(response.content.decode())


def test_calculator_answers_htmx_with_the_settlement(client):
    response = client.get(
        url("paytables:calculator"), COUP | {"bet_banker": "10"}, headers={"HX-Request": "true"}
    )
    content = response.content.decode()
    assert "<html" not in content and '<section class="result"' in content


def test_calculator_boxes_let_the_picker_repeat_a_card_up_to_three(client):
    page = client.get(url("paytables:calculator")).content.decode()
    boxes = re.findall(r"<input[^>]*data-card-picker[^>]*>", page)
    assert len(boxes) == 2
    for box in boxes:
        assert 'data-card-count="3"' in box and "data-card-repeats" in box


def test_home_page_lists_baccarat_with_its_pages(client):
    page = client.get(reverse("home")).content.decode()
    assert "Punto Banco" in page
    assert url("paytables:calculator") in page
