"""The multi-box table's pages: full page and htmx, refusals, languages, query counts."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest
from django.urls import reverse
from django.utils import translation

from paytables.templatetags.cards import card_name
from play.boxes.selectors import engine_table
from play.models import BoxRound, BoxTable, LedgerEntry, RoundStatus
from tests.play.factories_boxes import BoxTableFactory
from tests.trainer.factories import TraineeFactory

pytestmark = pytest.mark.django_db

D = Decimal
HX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture(autouse=True)
def _fixed_seed(monkeypatch):
    seeds = iter(range(10_000))
    monkeypatch.setattr("play.boxes.services._new_seed", lambda: next(seeds))


@pytest.fixture
def table(client) -> BoxTable:
    table = BoxTableFactory()
    client.force_login(table.user)
    return table


def _url(name: str) -> str:
    return reverse(f"play:{name}")


def _deal(client, *antes: int, version: int = 0, **extra):
    data = {"version": version, **{f"ante_{n}": a for n, a in enumerate(antes, start=1)}}
    return client.post(_url("boxes_deal"), data, **extra)


def _act(client, position: int, action: str, version: int, discard=(), **extra):
    data = {"version": version, "position": position, "action": action, "discard": list(discard)}
    return client.post(_url("boxes_act"), data, **extra)


def _fresh(table: BoxTable) -> BoxTable:
    return BoxTable.objects.get(pk=table.pk)


def _state(table: BoxTable):
    box_round = BoxRound.objects.get(table=table, status=RoundStatus.PLAYING)
    return engine_table(box_round=box_round, boxes=list(box_round.boxes.all()))


def test_table_page_renders_full_page_for_a_new_trainee(client) -> None:
    client.force_login(TraineeFactory())

    response = client.get(_url("boxes"))

    content = response.content.decode()
    assert response.status_code == 200
    assert "<html" in content
    assert 'id="boxes"' in content
    assert "1,000" in content
    assert response["Vary"] and "HX-Request" in response["Vary"]


def test_table_page_renders_only_the_partial_for_htmx(client, table) -> None:
    response = client.get(_url("boxes"), **HX)

    content = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in content
    assert content.lstrip().startswith('<section id="boxes"')


@pytest.mark.parametrize("name", ["boxes", "boxes_deal", "boxes_act", "boxes_reset"])
def test_pages_redirect_anonymous_to_login(client, name: str) -> None:
    response = client.get(_url(name))

    assert response.status_code == 302
    assert reverse("login") in response["Location"]


@pytest.mark.parametrize("name", ["boxes_deal", "boxes_act", "boxes_reset"])
def test_posts_refuse_get_method(client, table, name: str) -> None:
    assert client.get(_url(name)).status_code == 405


def test_table_page_refuses_post_method(client, table) -> None:
    assert client.post(_url("boxes")).status_code == 405


def test_deal_redirects_and_shows_box_one_with_the_others_face_down(client, table) -> None:
    response = _deal(client, 10, 20, 30)
    assert response.status_code == 302
    assert response["Location"] == _url("boxes")

    content = client.get(_url("boxes")).content.decode()

    state = _state(table)
    assert str(state.box(1).round.player[0]) in content  # box 1's cards, as checkbox values
    for card in state.box(2).round.player:
        assert f'value="{card}"' not in content
    assert content.count("Face-down card") >= 4 + 5 + 5  # the dealer's four, boxes 2 and 3
    assert 'name="action" value="raise"' in content


def test_deal_with_htmx_answers_with_the_partial(client, table) -> None:
    response = _deal(client, 10, **HX)

    assert response.status_code == 200
    assert "<html" not in response.content.decode()
    assert BoxRound.objects.filter(table=table).count() == 1


def test_deal_refuses_an_ante_above_100_with_a_form_error_and_writes_nothing(client, table) -> None:
    response = _deal(client, 10, 101)

    assert response.status_code == 200
    assert "field-error" in response.content.decode()
    assert not BoxRound.objects.exists()
    assert LedgerEntry.objects.count() == 1


def test_deal_refuses_a_fourth_box_and_writes_nothing(client, table) -> None:
    response = _deal(client, 10, 10, 10, 10)

    assert "at most three boxes" in response.content.decode()
    assert not BoxRound.objects.exists()


def test_deal_refuses_box_three_without_box_two(client, table) -> None:
    response = client.post(_url("boxes_deal"), {"version": 0, "ante_1": 10, "ante_3": 10})

    assert "Buy box 2 before box 3" in response.content.decode()
    assert not BoxRound.objects.exists()


def test_deal_refuses_a_tampered_ante_and_writes_nothing(client, table) -> None:
    response = client.post(_url("boxes_deal"), {"version": 0, "ante_1": "10; DROP"})

    assert response.status_code == 200
    assert not BoxRound.objects.exists()


def test_deal_submitted_twice_is_refused_with_a_message(client, table) -> None:
    _deal(client, 10)
    response = _deal(client, 10, follow=True)

    assert "out of date" in response.content.decode()
    assert BoxRound.objects.count() == 1
    assert _fresh(table).balance == D(990)


def test_decision_submitted_twice_is_refused_with_a_message(client, table) -> None:
    _deal(client, 10, 10)
    _act(client, 1, "fold", version=1)
    response = _act(client, 1, "fold", version=1, follow=True)

    assert "out of date" in response.content.decode()
    assert _fresh(table).version == 2


def test_decision_for_a_box_not_yet_shown_is_refused_with_a_message(client, table) -> None:
    _deal(client, 10, 10)
    response = _act(client, 2, "raise", version=1, **HX)

    assert "not the box to decide" in response.content.decode()
    assert _fresh(table).version == 1


def test_act_refuses_a_tampered_action_and_changes_nothing(client, table) -> None:
    _deal(client, 10)
    response = _act(client, 1, "double", version=1, follow=True)

    assert "boxes__message" in response.content.decode()
    assert _fresh(table).version == 1


def test_act_refuses_a_tampered_card_and_changes_nothing(client, table) -> None:
    _deal(client, 10)
    response = _act(client, 1, "switch", version=1, discard=["Zz"], follow=True)

    assert "not a card of this box" in response.content.decode()
    assert _fresh(table).balance == D(990)


def test_act_refuses_a_card_that_is_not_in_the_box_and_changes_nothing(client, table) -> None:
    _deal(client, 10)
    dealers = _state(table).dealer[0]
    response = _act(client, 1, "switch", version=1, discard=[str(dealers)], follow=True)

    assert "is not in the player&#x27;s hand" in response.content.decode()
    assert _fresh(table).balance == D(990)
    assert _fresh(table).version == 1


def test_act_refuses_a_tampered_position_and_changes_nothing(client, table) -> None:
    _deal(client, 10)
    _act(client, 7, "fold", version=1)

    assert _fresh(table).version == 1


def test_switch_then_play_reveals_box_two(client, table) -> None:
    _deal(client, 10, 10)
    hand = _state(table).box(1).round.player
    _act(client, 1, "switch", version=1, discard=[str(hand[0])])
    _act(client, 1, "raise", version=2)

    content = client.get(_url("boxes")).content.decode()

    assert f'value="{_state(table).box(2).round.player[0]}"' in content
    assert _fresh(table).balance == D(1000 - 20 - 10 - 20)


def test_switch_limited_to_one_card_says_why(client) -> None:
    table = BoxTableFactory(balance=D(42))
    client.force_login(table.user)
    _deal(client, 10)

    content = client.get(_url("boxes")).content.decode()

    assert "You can switch one card at most" in content


def test_box_whose_bet_is_not_covered_offers_only_fold(client) -> None:
    table = BoxTableFactory(balance=D(25))
    client.force_login(table.user)
    _deal(client, 10)

    content = client.get(_url("boxes")).content.decode()

    assert "can only fold" in content
    assert 'value="raise"' not in content
    assert 'value="switch"' not in content


def test_showdown_shows_every_wager_of_every_box_and_the_new_balance(client, table) -> None:
    _deal(client, 10, 20, 30)
    _act(client, 1, "fold", version=1)
    response = _act(client, 2, "raise", version=2, follow=True)

    content = response.content.decode()
    assert content.count('class="working"') == 3
    assert "New balance" in content
    assert "Face-down card" not in content


def _dealer_row(content: str) -> list[str]:
    """The names of the cards in the dealer's row, in the order the page draws them."""
    start = content.index('aria-label="Dealer\'s cards, the up card first"')
    row = content[start : content.index("</ul>", start)]
    return re.findall(r'<svg[^>]* aria-label="([^"]+)"', row)


def test_dealer_row_shows_the_up_card_first_and_the_rest_face_down(client, table) -> None:
    _deal(client, 10, 20)
    up = _state(table).up_card

    with translation.override("en"):
        assert _dealer_row(client.get(_url("boxes")).content.decode()) == [
            card_name(up),
            *["Face-down card"] * 4,
        ]


def test_dealer_row_at_the_showdown_is_the_dealer_hand_up_card_first(client, table) -> None:
    _deal(client, 10)
    dealer, up = _state(table).dealer, _state(table).up_card
    response = _act(client, 1, "raise", version=1, follow=True)

    with translation.override("en"):
        assert _dealer_row(response.content.decode()) == [card_name(c) for c in dealer]
    assert dealer[0] == up


def test_reset_puts_the_balance_back_and_redirects(client) -> None:
    table = BoxTableFactory(balance=D(7))
    client.force_login(table.user)

    response = client.post(_url("boxes_reset"), {"version": 0})

    assert response.status_code == 302
    assert _fresh(table).balance == D(1000)


def test_reset_with_a_tampered_version_changes_nothing(client) -> None:
    table = BoxTableFactory(balance=D(7))
    client.force_login(table.user)

    client.post(_url("boxes_reset"), {"version": "x"})

    assert _fresh(table).balance == D(7)


def test_another_trainees_table_is_never_touched(client, table) -> None:
    other = BoxTableFactory(balance=D(500))
    _deal(client, 10)

    assert _fresh(other).balance == D(500)
    assert not BoxRound.objects.filter(table=other).exists()


@pytest.mark.parametrize(
    ("language", "text"), [("en", "Reset the balance"), ("vi", '<html lang="vi">')]
)
def test_table_page_renders_in_english_and_vietnamese(client, table, language, text) -> None:
    _deal(client, 10, 10, 10)
    with translation.override(language):
        url = _url("boxes")

    response = client.get(url)

    assert response.status_code == 200
    assert text in response.content.decode()


def test_table_page_query_count_is_bounded_however_long_the_history(
    client, table, django_assert_num_queries
) -> None:
    for _ in range(5):
        version = _fresh(table).version
        _deal(client, 10, 10, 10, version=version)
        _act(client, 1, "fold", version=version + 1)
        _act(client, 2, "fold", version=version + 2)
    with django_assert_num_queries(6):
        response = client.get(_url("boxes"))

    assert response.status_code == 200
