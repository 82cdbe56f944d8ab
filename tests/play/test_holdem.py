from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils import translation
from django.utils.formats import number_format

from engine.holdem.ai import play_ai_turns
from engine.holdem.table import SEED_002, TRAINEE, Match
from play.models import HoldemMatch
from tests.play.factories_holdem import HoldemMatchFactory
from tests.trainer.factories import TraineeFactory

URL = reverse("play:holdem")
ACT = reverse("play:holdem_act")
NEXT = reverse("play:holdem_next")
RESTART = reverse("play:holdem_restart")


def _played(row: HoldemMatch, until) -> HoldemMatch:
    """The match played on by a trainee who always calls or checks, until ``until(match)``."""
    match = Match.from_dict(row.state)
    for _hand in range(200):
        if until(match):
            break
        hand = match.hand
        if hand.is_complete:
            match.next_hand()
        elif hand.to_act == TRAINEE:
            legal = hand.legal_actions()
            match.act(TRAINEE, "check" if legal.can_check else "call")
        play_ai_turns(match)
    assert until(match)
    row.state = match.to_dict()
    row.hands_played = match.hand_number
    row.save()
    return row


@pytest.fixture
def row(db) -> HoldemMatch:
    return HoldemMatchFactory(seed=1)


@pytest.fixture
def logged_in(client, row):
    client.force_login(row.user)
    return client


def _state(row: HoldemMatch) -> tuple:
    row.refresh_from_db()
    return row.version, row.state


# -- the page ------------------------------------------------------------------------------


def test_table_redirects_anonymous_to_log_in(client, db):
    response = client.get(URL)
    assert response.status_code == 302 and "login" in response["Location"]


def test_table_without_a_match_offers_a_seat(client, db):
    client.force_login(TraineeFactory())
    page = client.get(URL).content.decode()
    assert "Sit down at the table" in page


def test_table_shows_seats_styles_cards_blinds_and_actions_as_a_full_page(logged_in):
    response = logged_in.get(URL)
    page = response.content.decode()
    assert response.status_code == 200 and "<html" in page
    for text in ("Mai", "Tight", "Tuấn", "Loose-aggressive", "Lan", "Calling station"):
        assert text in page
    assert "Dealer button" in page and "Small blind" in page and "Big blind" in page
    assert 'name="version" value="1"' in page
    assert 'inputmode="numeric"' in page and 'min="40" max="1000"' in page
    assert page.count("Face-down card</title>") == 6  # the AI players' cards stay hidden


def test_table_renders_only_the_partial_for_htmx(logged_in):
    response = logged_in.get(URL, HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    assert "<html" not in response.content.decode()
    assert "HX-Request" in response["Vary"]


@pytest.mark.parametrize("language", ["en", "vi"])
def test_table_renders_in_each_language(logged_in, language):
    with translation.override(language):
        url = reverse("play:holdem")
    response = logged_in.get(url)
    assert response.status_code == 200
    assert f'lang="{language}"' in response.content.decode()


def test_table_query_count_is_bounded(logged_in, django_assert_num_queries):
    with django_assert_num_queries(3):
        logged_in.get(URL)


def test_table_shows_each_pot_award_with_hand_names_at_a_showdown(logged_in, row):
    _played(row, lambda m: m.hand.result is not None and m.hand.result.showdown)
    page = logged_in.get(URL).content.decode()
    assert "How the pots were paid" in page and "Main pot" in page
    assert "with the best hand" in page or "tie with" in page
    assert "Next hand" in page


# -- sitting down and restarting ------------------------------------------------------------


def test_sit_down_starts_one_match_with_1000_each(client, db):
    user = TraineeFactory()
    client.force_login(user)
    response = client.post(RESTART, {"version": ""})
    assert response.status_code == 302
    match = Match.from_dict(HoldemMatch.objects.get(user=user).state)
    assert match.initial_stacks == (1000, 1000, 1000, 1000)


def test_sit_down_twice_is_refused_when_a_match_exists(logged_in, row):
    before = _state(row)
    response = logged_in.post(RESTART, {"version": ""}, follow=True)
    assert "out of date" in response.content.decode()
    assert _state(row) == before


def test_restart_gives_all_four_1000_again(logged_in, row):
    _played(row, lambda m: m.hand_number >= 3)
    logged_in.post(RESTART, {"version": row.version})
    row.refresh_from_db()
    match = Match.from_dict(row.state)
    assert match.hand_number == 1 and match.initial_stacks == (1000,) * 4
    assert row.version == 2


def test_restart_with_a_stale_version_is_refused(logged_in, row):
    before = _state(row)
    logged_in.post(RESTART, {"version": 0})
    assert _state(row) == before


# -- acting ---------------------------------------------------------------------------------


def test_action_is_played_and_the_ai_players_answer(logged_in, row):
    response = logged_in.post(ACT, {"action": "call", "version": 1})
    assert response.status_code == 302 and response["Location"] == URL
    row.refresh_from_db()
    match = Match.from_dict(row.state)
    assert row.version == 2
    assert match.hand.is_complete or match.hand.to_act == TRAINEE
    assert ["act", TRAINEE, "call", None] in match.commands


def test_match_stored_before_tables_had_settings_is_shown_and_played_on(logged_in, row):
    # Rows saved before the engine stored its table hold only seed, stacks and commands.
    row.state = {key: value for key, value in row.state.items() if key != "settings"}
    row.save()
    response = logged_in.get(URL)
    assert response.status_code == 200 and "Your turn." in response.content.decode()
    logged_in.post(ACT, {"action": "call", "version": 1})
    row.refresh_from_db()
    assert row.version == 2 and row.state["settings"] == SEED_002.to_dict()
    assert ["act", TRAINEE, "call", None] in row.state["commands"]


def test_action_by_htmx_answers_with_the_table_partial(logged_in, row):
    response = logged_in.post(ACT, {"action": "call", "version": 1}, HTTP_HX_REQUEST="true")
    page = response.content.decode()
    assert response.status_code == 200 and "<html" not in page and 'id="holdem"' in page
    assert "You call 20" in page


def test_action_double_submit_is_refused_and_changes_nothing(logged_in, row):
    logged_in.post(ACT, {"action": "call", "version": 1})
    after_first = _state(row)
    response = logged_in.post(ACT, {"action": "call", "version": 1}, follow=True)
    assert "out of date" in response.content.decode()
    assert _state(row) == after_first


def test_action_amount_outside_the_bounds_is_refused_and_changes_nothing(logged_in, row):
    before = _state(row)
    response = logged_in.post(
        ACT, {"action": "raise", "amount": 5000, "version": 1}, HTTP_HX_REQUEST="true"
    )
    assert "Ensure this value is less than or equal to" in response.content.decode()
    response = logged_in.post(
        ACT, {"action": "raise", "amount": 25, "version": 1}, HTTP_HX_REQUEST="true"
    )
    assert "must be from 40 to 1,000 chips" in response.content.decode()
    assert _state(row) == before


def test_action_amount_that_is_not_a_whole_number_is_refused(logged_in, row):
    before = _state(row)
    response = logged_in.post(ACT, {"action": "raise", "amount": "4x", "version": 1}, follow=True)
    assert "whole number of chips" in response.content.decode()
    assert _state(row) == before


def test_action_not_allowed_now_is_refused(logged_in, row):
    before = _state(row)
    response = logged_in.post(ACT, {"action": "check", "version": 1}, follow=True)
    assert "you cannot check" in response.content.decode()
    assert _state(row) == before


def test_action_when_it_is_not_the_trainees_turn_is_refused(logged_in, row):
    row = _played(row, lambda m: m.hand.is_complete)
    before = _state(row)
    response = logged_in.post(ACT, {"action": "call", "version": row.version}, follow=True)
    assert "hand is over" in response.content.decode()
    assert _state(row) == before


def test_action_without_a_version_is_refused(logged_in, row):
    before = _state(row)
    logged_in.post(ACT, {"action": "call"})
    assert _state(row) == before


def test_action_by_get_is_refused(logged_in):
    assert logged_in.get(ACT).status_code == 405
    assert logged_in.get(NEXT).status_code == 405
    assert logged_in.get(RESTART).status_code == 405


def test_action_by_anonymous_is_redirected_and_changes_nothing(client, row):
    before = _state(row)
    response = client.post(ACT, {"action": "call", "version": 1})
    assert response.status_code == 302 and "login" in response["Location"]
    assert _state(row) == before


# -- dealing on -------------------------------------------------------------------------------


def test_next_hand_while_the_hand_is_played_is_refused(logged_in, row):
    before = _state(row)
    response = logged_in.post(NEXT, {"version": 1}, follow=True)
    assert "Finish this hand first" in response.content.decode()
    assert _state(row) == before


def test_next_hand_deals_a_new_hand_after_a_fold(logged_in, row):
    logged_in.post(ACT, {"action": "fold", "version": 1})
    row.refresh_from_db()
    logged_in.post(NEXT, {"version": row.version})
    row.refresh_from_db()
    assert Match.from_dict(row.state).hand_number == 2 and row.hands_played == 2


# -- a trainee out of chips ------------------------------------------------------------------


@pytest.fixture
def knocked_out(client, db) -> HoldemMatch:
    """A trainee who started with 40 chips and has lost them, logged in."""
    row = HoldemMatchFactory(seed=3)
    match = Match(3, stacks=[40, 1000, 1000, 1000])
    play_ai_turns(match)
    row.state = match.to_dict()
    row.save()
    row = _played(row, lambda m: m.trainee_out)
    client.force_login(row.user)
    return row


def test_knocked_out_trainee_is_offered_a_restart_and_no_next_hand(client, knocked_out):
    page = client.get(URL).content.decode()
    assert "You are out of chips" in page and "no more hands are dealt" in page
    assert f'action="{NEXT}"' not in page
    assert page.count(f'action="{RESTART}"') == 1  # the offer, not the quiet restart too
    assert "Restart the match" in page and "autofocus" in page


def test_knocked_out_trainee_is_offered_a_restart_in_vietnamese(client, knocked_out):
    with translation.override("vi"):
        page = client.get(reverse("play:holdem")).content.decode()
    assert "Bạn đã hết chip" in page and "Bắt đầu lại trận đấu" in page


def test_knocked_out_trainee_gets_no_further_hand_dealt(client, knocked_out):
    before = _state(knocked_out)
    response = client.post(NEXT, {"version": knocked_out.version}, follow=True)
    assert "You are out of chips: restart to play again." in response.content.decode()
    assert _state(knocked_out) == before


def test_knocked_out_trainee_restarts_with_1000_each(client, knocked_out):
    response = client.post(RESTART, {"version": knocked_out.version})
    assert response.status_code == 302
    knocked_out.refresh_from_db()
    match = Match.from_dict(knocked_out.state)
    assert match.hand_number == 1 and match.initial_stacks == (1000,) * 4
    assert not match.trainee_out and TRAINEE in match.hand.players


def test_knocked_out_trainee_restarts_by_htmx_and_gets_the_table_partial(client, knocked_out):
    response = client.post(RESTART, {"version": knocked_out.version}, HTTP_HX_REQUEST="true")
    page = response.content.decode()
    assert response.status_code == 200 and "<html" not in page and 'id="holdem"' in page
    assert "You are out of chips" not in page and "Chips: " in page


# -- the wording at the table ---------------------------------------------------------------


def test_table_says_which_kicker_decided_the_pot(client, db):
    row = _played(
        HoldemMatchFactory(seed=8), lambda m: m.hand.result is not None and m.hand.result.showdown
    )
    client.force_login(row.user)
    page = client.get(URL).content.decode()
    assert "the kicker decides" in page and " beats " in page


def test_table_names_who_contests_each_pot_and_who_won_it(client, db):
    row = _played(
        HoldemMatchFactory(seed=8), lambda m: m.hand.result is not None and m.hand.result.showdown
    )
    client.force_login(row.user)
    main = Match.from_dict(row.state).hand.result.awards[0]
    names = ", ".join(("You", "Mai", "Tuấn", "Lan")[seat] for seat in main.eligible)
    page = client.get(URL).content.decode()
    assert f"Main pot: {main.amount:,}, contested by {names}" in page
    assert f"You win {main.amount:,} with the best hand" in page
    with translation.override("vi"):
        page = client.get(reverse("play:holdem")).content.decode()
        amount = number_format(main.amount, force_grouping=True)
    names = names.replace("You", "Bạn")
    assert f"Pot chính: {amount}, tranh giữa {names}" in page
    assert f"Bạn thắng {amount} với tay bài mạnh nhất" in page


@pytest.mark.parametrize(
    ("language", "label", "button"),
    [
        ("en", "Raise to: your total for this round", ">Raise</button>"),
        ("vi", "Tố: tổng mức cược của bạn trong vòng này", ">Tố</button>"),
    ],
)
def test_raise_box_and_button_say_the_same_word(logged_in, language, label, button):
    with translation.override(language):
        page = logged_in.get(reverse("play:holdem")).content.decode()
    assert label in page and button in page
