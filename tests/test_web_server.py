"""The web table through Starlette's test client: pages, forms and WebSockets as a browser uses them.

Skipped without the `web` extra (python3 -m pip install -e '.[web]').
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="the web table needs the web extra: python3 -m pip install -e '.[web]'")
pytest.importorskip("jinja2", reason="the web table needs the web extra: python3 -m pip install -e '.[web]'")

from click.testing import CliRunner  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402

from rulekit.cli import main  # noqa: E402
from rulekit.web.app import create_app  # noqa: E402
from web_helpers import FALLBACK, first_answer, hidden_from, leaks  # noqa: E402



def new_table(client, game, players, kinds, seed=4, lang="en"):
    """Create a table through the form; the links it hands out: (host link or None, [invitation links]). The form
    takes a seed only when one person plays; for more, the server's own draw is fixed to it."""
    data = {"game": game, "players": str(players), "lang": lang}
    if sum(kind in ("here", "invite") for kind in kinds) > 1:
        server(client).tables.draw_seed = lambda: seed
    else:
        data["seed"] = str(seed)
    data.update({f"person-{i}": kind for i, kind in enumerate(kinds)})
    page = client.post("/tables", data=data)
    assert page.status_code == 200, page.text
    host = re.search(r'id="play-here" href="(/play/[^"]+)"', page.text)
    invites = re.findall(r'class="invite" href="http://testserver(/play/[^"]+)"', page.text)
    return (host.group(1) if host else None), invites


def token(link):
    return link.rsplit("/", 1)[1]


def server(client):
    return client.app.state.server


@pytest.fixture()
def client(tmp_path):
    with TestClient(create_app(tmp_path / "tables")) as test_client:
        yield test_client


def test_start_page_lists_games_player_counts_house_rules_and_languages(client):
    page = client.get("/")
    assert page.status_code == 200
    for name in ("Musketeers", "Mylady", "Pendants"):
        assert name in page.text
    assert 'name="house_rule"' in page.text and 'value="pt"' in page.text
    assert not FALLBACK.findall(page.text)
    german = client.get("/?lang=de")
    assert 'lang="de"' in german.text and not FALLBACK.findall(german.text)


def test_new_table_asks_who_plays_each_person_of_the_player_count(client):
    page = client.get("/new?game=mylady&players=2&lang=en")
    assert page.status_code == 200
    # two people: Mylady, and one person for the four musketeers
    assert 'name="person-0"' in page.text and 'name="person-1"' in page.text and 'name="person-2"' not in page.text
    assert "Athos" in page.text and 'value="heuristic"' in page.text
    assert client.get("/new?game=nothing").status_code == 404
    assert client.get("/new?game=musketiere&players=9").status_code == 400


def test_join_answer_and_live_updates_over_websockets(client):
    host, invites = new_table(client, "musketiere", 2, ["here", "invite"])
    with client.websocket_connect(f"/ws/{token(host)}") as one, client.websocket_connect(f"/ws/{token(invites[0])}") as two:
        first, second = one.receive_json(), two.receive_json()
        assert first["type"] == second["type"] == "update"
        decision, picks = first_answer(first["parts"]["options"])
        one.send_json({"type": "answer", "decision": decision, "picks": picks})
        after_one, after_two = one.receive_json(), two.receive_json()  # both pages hear of the change
        assert after_one["version"] == after_two["version"] == first["version"] + 1
        assert 'class="decision"' not in after_one["parts"]["options"]  # seat 1 answered; it waits for seat 2
        assert "Seat 2" in after_one["parts"]["status"]
        decision, picks = first_answer(after_two["parts"]["options"])
        two.send_json({"type": "answer", "decision": decision, "picks": picks})
        assert one.receive_json()["type"] == two.receive_json()["type"] == "update"
    table = server(client).tables.by_token(token(host))
    assert [c.player for c in table.game.choices][:2] == [0, 1]


def test_wrong_seat_stale_decision_and_forged_options_change_nothing(client, tmp_path):
    host, invites = new_table(client, "musketiere", 2, ["here", "invite"])
    table = server(client).tables.by_token(token(host))
    with client.websocket_connect(f"/ws/{token(host)}") as one:
        update = one.receive_json()
        decision, picks = first_answer(update["parts"]["options"])
        saved = table.path.read_text()

        def refused(message, code):
            one.send_json(message)
            error = one.receive_json()
            assert error == {"type": "error", "code": code, "message": error["message"]} and error["message"]
            assert one.receive_json()["type"] == "update"  # the current question again
            assert table.game.choices == [] and table.path.read_text() == saved

        refused({"type": "answer", "decision": decision + 7, "picks": picks}, "stale")
        refused({"type": "answer", "decision": decision, "picks": [0, 1, 99]}, "bad-option")
        refused({"type": "answer", "decision": decision, "picks": [0, 0, 1]}, "bad-option")
        refused({"type": "answer", "decision": decision, "picks": "0,1,2"}, "bad-option")
        refused({"type": "answer", "decision": decision, "picks": [True, 1, 2]}, "bad-option")
        refused({"type": "answer", "decision": decision, "picks": [-1, 0, 1]}, "bad-option")  # no count from the end
        refused({"type": "undo"}, "undo-nothing")
        one.send_json({"type": "answer", "decision": decision, "picks": picks})
        assert one.receive_json()["type"] == "update" and len(table.game.choices) == 1
        refused_again = {"type": "answer", "decision": decision, "picks": picks}  # seat 1 already answered
        one.send_json(refused_again)
        assert one.receive_json()["code"] == "not-your-turn"
        one.receive_json()
        for nonsense in ("not json", "[1, 2]", '{"type": "bogus"}', "NaN", '{"type": "answer"}'):  # a whole sentence
            one.send_text(nonsense)
            error = one.receive_json()
            assert error["code"] == "bad-message" and error["message"] == (
                "This message could not be understood: nothing was changed."), nonsense
        one.send_text("[" * 100_000 + "]" * 100_000)  # deeper than the JSON parser goes: the socket stays open
        assert one.receive_json()["code"] == "bad-message"
    assert len(table.game.choices) == 1
    # a token nobody was given: no table, no view
    with client.websocket_connect("/ws/forged-token") as stranger:
        assert stranger.receive_json()["code"] == "no-table"
    assert client.get("/play/forged-token").status_code == 404
    assert client.post(f"/play/{token(host)}/answer", data={"decision": "999", "pick": "0"}).status_code == 409


def _play_over_sockets(client, sockets, table, watch_seat):
    """Answer every question with the first legal picks until the game ends; every message sent to the watched
    seat is checked against the cards hidden from it at that moment. Returns how many messages were checked."""
    checked = 0
    latest = {seat: ws.receive_json() for seat, ws in sockets.items()}
    while not table.game.over:
        hidden = hidden_from(table.game, watch_seat)
        text = json.dumps(latest[watch_seat])
        assert not leaks(hidden, text), "a hidden card reached the watched seat"
        checked += 1
        seat = next(s for s, m in latest.items() if m["type"] == "update" and 'class="decision"' in m["parts"]["options"])
        decision, picks = first_answer(latest[seat]["parts"]["options"])
        sockets[seat].send_json({"type": "answer", "decision": decision, "picks": picks})
        latest = {s: ws.receive_json() for s, ws in sockets.items()}
    return checked


def test_one_seat_never_receives_another_seats_hidden_cards(client):
    """A whole game of Musketiere over two sockets: every message to seat 2 is free of the ids of cards it may
    not see (seat 1's hand and pay, the decks), and so is every page it loads."""
    host, invites = new_table(client, "musketiere", 2, ["here", "invite"], seed=7)
    table = server(client).tables.by_token(token(host))
    with client.websocket_connect(f"/ws/{token(host)}") as one, client.websocket_connect(f"/ws/{token(invites[0])}") as two:
        checked = _play_over_sockets(client, {0: one, 1: two}, table, watch_seat=1)
    assert checked > 50 and table.game.over
    page = client.get(invites[0]).text
    assert "Winner" in page and not leaks(hidden_from(table.game, 1), page)


def test_hot_seat_covers_the_next_persons_cards_until_they_say_so(client):
    host, _ = new_table(client, "musketiere", 2, ["here", "here"])
    table = server(client).tables.by_token(token(host))
    with client.websocket_connect(f"/ws/{token(host)}") as ws:
        covered = ws.receive_json()
        assert 'class="curtain"' in covered["parts"]["status"] and covered["parts"]["options"] == ""
        assert not re.search(r"musketeer-\d\d-\d", json.dumps(covered))  # no card at all behind the curtain
        ws.send_json({"type": "answer", "decision": 1, "picks": [0, 1, 2]})
        assert ws.receive_json()["code"] == "not-your-turn"
        ws.receive_json()
        ws.send_json({"type": "reveal"})
        shown = ws.receive_json()
        decision, picks = first_answer(shown["parts"]["options"])
        ws.send_json({"type": "answer", "decision": decision, "picks": picks})
        passed = ws.receive_json()  # seat 2's turn at the same screen: covered again
        assert 'class="curtain"' in passed["parts"]["status"] and "Seat 2" in passed["parts"]["status"]
        hand_of_two = set(table.game.state["zones"]["hand@1"])
        assert not leaks(hand_of_two, json.dumps(passed))


def test_every_table_is_saved_after_each_answer_and_resumes_after_a_restart(tmp_path):
    directory = tmp_path / "tables"
    with TestClient(create_app(directory)) as first:
        host, _ = new_table(first, "pendants", 2, ["here", "heuristic"], seed=5)
        table = server(first).tables.by_token(token(host))
        for _ in range(3):
            decision, picks = first_answer(re.search(r'<section id="options">(.*?)</section>', first.get(host).text, re.S).group(1))
            assert first.post(f"{host}/answer", data={"decision": str(decision), "pick": [str(p) for p in picks]},
                              follow_redirects=False).status_code == 303
            saved = json.loads(table.path.read_text())
            assert saved["choices"] == [c.to_json() for c in table.game.choices] and saved["digest"] == table.game.digest()
        before = table.game.digest()
    with TestClient(create_app(directory)) as second:  # a new server over the same directory
        page = second.get(host)
        assert page.status_code == 200
        again = server(second).tables.by_token(token(host))
        assert again is not table and again.game.digest() == before
        assert f'data-decision="{again.game.pending()[0].id}"' in page.text
    # the save file is the format of `rulekit play --save`: the terminal continues it
    result = CliRunner().invoke(main, ["replay", str(table.path)])
    assert result.exit_code == 0 and "identical" in result.output


def test_a_finished_game_downloads_as_a_record_that_rulekit_replay_verifies(client, tmp_path):
    host, _ = new_table(client, "musketiere", 3, ["here", "greedy", "random"], seed=11)
    assert client.get(f"{host}/record.json").status_code == 409  # not before the end: it holds every answer
    table = server(client).tables.by_token(token(host))
    while not table.game.over:
        decision, picks = first_answer(re.search(r'<section id="options">(.*?)</section>', client.get(host).text, re.S).group(1))
        client.post(f"{host}/answer", data={"decision": str(decision), "pick": [str(p) for p in picks]})
    download = client.get(f"{host}/record.json")
    assert download.status_code == 200 and "attachment" in download.headers["content-disposition"]
    record = download.json()
    assert "table" not in record and record["result"] == table.game.result  # no tokens in a record
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    result = CliRunner().invoke(main, ["replay", str(path)])
    assert result.exit_code == 0 and "identical" in result.output, result.output


def test_undo_takes_back_a_move_until_something_new_is_seen(client):
    """The Cardinal's actions in The Queen's Pendants: one move may be taken back while nothing was drawn,
    rolled or shown since; the page then asks the same question again."""
    host, _ = new_table(client, "pendants", 2, ["here", "heuristic"], seed=5)
    table = server(client).tables.by_token(token(host))
    with client.websocket_connect(f"/ws/{token(host)}") as ws:
        update = ws.receive_json()
        for _ in range(200):
            if 'id="undo"' in update["parts"]["options"]:
                break
            decision, picks = first_answer(update["parts"]["options"])
            ws.send_json({"type": "answer", "decision": decision, "picks": picks})
            update = ws.receive_json()
        else:
            pytest.fail("no move could ever be taken back")
        count, asked = len(table.game.choices), update["parts"]["options"]
        ws.send_json({"type": "undo"})
        undone = ws.receive_json()
        assert len(table.game.choices) == count - 1
        assert json.loads(table.path.read_text())["choices"] == [c.to_json() for c in table.game.choices]
        assert undone["parts"]["options"] != asked and 'class="decision"' in undone["parts"]["options"]


@pytest.mark.parametrize("lang", ["de", "fr", "it", "pt"])
def test_pages_in_other_languages_have_every_message(client, lang):
    host, _ = new_table(client, "pendants", 2, ["here", "heuristic"], lang=lang)
    page = client.get(host)
    assert f'lang="{lang}"' in page.text
    assert not FALLBACK.findall(page.text), FALLBACK.findall(page.text)
    assert not FALLBACK.findall(client.get(f"/?lang={lang}").text)


def test_the_hourglass_runs_at_the_table_and_ends_the_phase_when_time_is_up(tmp_path):
    """A game's clock for people (the `rulekit_play_clock` hook: Mylady's hourglass) at the web table, with the
    clock's counter and timings of this test: the page shows the seconds left; once they are gone the timed
    question is answered as the clock says (the phase ends) and the person is told."""
    from rulekit.view.terminal import Clock
    from rulekit.web.render import Page
    from rulekit.web.tables import TableError, Tables

    now = [0.0]
    tables = Tables(tmp_path, now=lambda: now[0])
    table = tables.create("mylady", 2, ["heuristic", "here"], seed=3)
    spec = {"counter": "gold", "phase": "musketeers", "seconds": 120, "paused": [],  # gold: never 0 at the start
            "timeout_prompts": ["choose-action"], "timeout_answer": "end", "expired": "hourglass_out"}
    table.clock = Clock(spec, lambda: now[0])
    while not (table.game.pending() and table.game.pending()[0].prompt == "choose-action"):
        decision, picks = first_answer(Page(table, table.host, "en", tables.root).parts()["options"])
        table.answer(table.host, decision, picks)
    table.asked_at = None
    table.check_clock()
    now[0] += 30
    assert table.seconds_left() == 90
    assert 'class="hourglass" data-seconds="90"' in Page(table, table.host, "en", tables.root).parts()["status"]
    asked = table.game.pending()[0]
    now[0] += 100
    with pytest.raises(TableError) as refused:
        table.answer(table.host, asked.id, [0])
    assert refused.value.code == "time-up"
    answered = [c for c in table.game.choices if c.decision == asked.id]
    assert answered and asked.options[answered[0].picks[0]].value == "end"
    assert table.game.state["counters"]["hourglass_out"] == 1  # the rules are told, and the table's save keeps it
    reloaded = Tables(tmp_path, now=lambda: now[0])._load(table.path)
    assert reloaded.game.externals == table.game.externals and reloaded.game.digest() == table.game.digest()


def test_a_die_to_reroll_is_clicked_where_it_lies(tmp_path):
    """Issue 13, point 2: "a die to reroll" is clicked on the table. The test game's attacker rolls three d6 and
    picks the dice under 4 to roll again: the page shows each die of the roll as an element of its own, and each
    option of the pick names the die it stands for (the first 2 is the first die showing 2, and so on)."""
    import re
    import shutil

    from conftest import TEST_GAMES
    from rulekit.web.render import Page
    from rulekit.web.tables import Tables

    root = tmp_path / "content"
    (root / "games").mkdir(parents=True)
    shutil.copy(TEST_GAMES / "games" / "pools.yaml", root / "games")  # the test game alone: a content folder of its own
    tables = Tables(tmp_path / "tables", root=root)
    for seed in range(1, 20):  # the first seed whose roll has a die under 4 (7 in 8 do)
        table = tables.create("pools", 2, ["here", "random"], seed=seed)
        decision, picks = first_answer(Page(table, table.host, "en", tables.root).parts()["options"])  # "ready"
        table.answer(table.host, decision, picks)
        if table.game.pending() and table.game.pending()[0].prompt == "reroll":
            break
    pending = table.game.pending()[0]
    assert pending.prompt == "reroll"
    parts = Page(table, table.host, "en", tables.root).parts()
    dice = re.findall(r'<span class="die" data-die="(\d)"[^>]*>([^<]*)</span>', parts["status"])
    assert [int(i) for i, _ in dice] == [0, 1, 2]
    shown = [face for _, face in dice]
    targets = re.findall(r'data-option="(\d+)" data-targets="([^"]*)"', parts["options"])
    assert len(targets) == len(pending.choices)
    used = []
    for index, names in targets:
        die = int(re.search(r"die:(\d)", names).group(1))
        assert shown[die] == str(pending.choices[int(index)])  # the option stands for a die showing its face
        used.append(die)
    assert used == sorted(set(used))  # each option its own die, in the roll's order
