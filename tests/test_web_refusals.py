"""What the web table says when a request, a form or a saved table is wrong (found by a player audit): a page in the
player's language with every value filled in, no English exception text, no server path, no traceback, no 500
without a page, and a player who posted a refused answer stays at their game."""
from __future__ import annotations

import json
import logging
import re

import pytest
from starlette.testclient import TestClient

from rulekit.web.app import create_app

TOKEN = re.compile(r'href="http://testserver(/play/[^"]+)"')


@pytest.fixture()
def client(tmp_path):
    with TestClient(create_app(tmp_path / "tables")) as test_client:
        yield test_client


def create(client, **form):
    data = {"game": "musketiere", "players": "2", "lang": "en", "person-0": "here", "person-1": "greedy"}
    data.update({k if k == "house_rule" else k.replace("_", "-"): v for k, v in form.items()})
    return client.post("/tables", data={k: v for k, v in data.items() if v is not None})


def problem(page):
    found = re.search(r'<p class="problem">(.*?)</p>', page.text, re.S)
    assert found, page.text[:500]
    return found.group(1)


# ------------------------------------------------------------------------------------------------ the seed
def test_a_chosen_seed_is_refused_when_another_persons_cards_are_secret(client):
    for second in ("invite", "here"):
        page = create(client, person_1=second, seed="777")
        assert page.status_code == 400
        assert problem(page) == ("A chosen seed tells whoever chose it every hidden card. Choose one only when a "
                                 "single person plays, against agents.")
    assert list(client.app.state.server.tables.directory.glob("*.json")) == []  # no table was started
    alone = create(client, seed="777")  # one person against an agent: playing a known game again is fine
    assert alone.status_code == 200


@pytest.mark.parametrize("seed", ["-5", "4" * 4000, str(2**31)])
def test_a_seed_out_of_range_is_refused(client, seed):
    page = create(client, seed=seed)
    assert page.status_code == 400 and problem(page) == "The seed must be a whole number from 0 to 2,147,483,647."


def test_the_seat_form_says_when_a_seed_may_be_chosen(client):
    page = client.get("/new?game=musketiere&players=2")
    assert "only when one person plays, against agents" in page.text and 'max="2147483647"' in page.text


# ------------------------------------------------------------------------------------------------ bad forms, in German
@pytest.mark.parametrize("form, german", [
    ({"person_1": None}, "Sag für jeden Mitspieler, wer ihn spielt."),
    ({"players": "abc"}, "Das Formular war nicht zu lesen: Es wurde nichts begonnen oder geändert."),
    ({"game": "nope"}, "Es gibt kein Spiel nope."),
    ({"players": "9"}, "Wähle zwischen 2 und 4 Mitspielern."),
    ({"person_1": "evil"}, "Diesen Agenten gibt es nicht."),
    ({"players": "3", "person_2": "greedy", "person_1": None}, "Das Formular war nicht zu lesen: Es wurde nichts "
                                                               "begonnen oder geändert."),
    ({"house_rule": "nope"}, "Dieses Spiel hat keine Hausregel nope."),
])
def test_a_refused_new_table_is_told_in_the_pages_language(client, form, german):
    page = create(client, lang="de", **form)
    assert page.status_code in (400, 404) and '<html lang="de">' in page.text
    said = problem(page)
    assert said.replace("„", "").replace("“", "") == german.replace("„", "").replace("“", ""), said
    assert str(client.app.state.server.root) not in page.text and "invalid literal" not in page.text


def test_a_mylady_table_for_one_person_too_few_is_told_in_german(client):
    page = create(client, game="mylady", players="1", lang="de")
    assert problem(page) == "Wähle zwischen 2 und 5 Mitspielern."


def test_a_form_starlette_refuses_is_a_page_not_plain_text(client):
    too_many = {f"field-{i}": "x" for i in range(1100)}  # unread, so in the server's language
    page = client.post("/tables", data=too_many)
    assert page.status_code == 400 and "text/html" in page.headers["content-type"]
    assert problem(page) == "The form could not be read: nothing was started or changed."
    json_body = client.post("/tables", json={"game": "musketiere"})
    assert json_body.status_code == 400 and problem(json_body) == "The form could not be read: nothing was started or changed."


# ------------------------------------------------------------------------------------------------ refused answers
def test_a_refused_form_answer_shows_the_current_question_with_the_reason(client):
    page = create(client)
    host = re.search(r'id="play-here" href="(/play/[^"]+)"', page.text).group(1)
    answer = client.post(f"{host}/answer", data={"decision": "999", "pick": "0"})
    assert answer.status_code == 409
    assert re.search(r'<div id="message"[^>]*>The game has moved on since this question was shown', answer.text)
    assert 'name="pick"' in answer.text and f'action="{host}/answer"' in answer.text  # the question, to answer
    assert f'href="{host}?lang=de"' in answer.text  # the language links lead back to the game, not to the post


# ------------------------------------------------------------------------------------------------ damaged tables
def _invited_table(client, tmp_path):
    page = create(client, person_0="invite", person_1="greedy")
    (link,) = TOKEN.findall(page.text)
    (path,) = (tmp_path / "tables").glob("*.json")
    return link, path


DAMAGES = {
    "a choice that fits no question": lambda r: r.update(choices=[[0, 0, [0], 0]]),
    "a seed that is no number": lambda r: r.update(seed="x"),
    "a game that does not exist": lambda r: r.update(game="nope"),
    "too many players": lambda r: r.update(players=99),
    "an agent that does not exist": lambda r: r["table"]["people"][1].update(kind="nosuchagent"),
    "no host": lambda r: r["table"].pop("host"),
    "a seat nobody sits": lambda r: r["table"]["people"].pop(1),
    "an edited seed": lambda r: r.update(seed=r["seed"] + 1),
}


@pytest.mark.parametrize("damage", list(DAMAGES))
def test_a_damaged_table_file_is_a_page_saying_so_and_is_left_alone(tmp_path, damage, caplog):
    with TestClient(create_app(tmp_path / "tables")) as first:
        link, path = _invited_table(first, tmp_path)
    record = json.loads(path.read_text())
    DAMAGES[damage](record)
    path.write_text(json.dumps(record))
    kept = path.read_bytes()
    with caplog.at_level(logging.WARNING, logger="rulekit.web"), TestClient(create_app(tmp_path / "tables")) as again:
        for _ in range(2):  # the same page each time, not a crash the first time and "no table" after
            page = again.get(f"{link}?lang=de")
            assert page.status_code == 500 and "text/html" in page.headers["content-type"]
            assert problem(page).startswith("Die gespeicherte Datei dieses Tisches ist beschädigt")
            assert str(tmp_path) not in page.text
        with again.websocket_connect(link.replace("/play/", "/ws/")) as socket:
            assert socket.receive_json()["code"] == "damaged"
    assert path.read_bytes() == kept
    assert "cannot be loaded" in caplog.text and "Traceback" not in caplog.text


def test_a_truncated_table_file_still_leads_its_links_to_the_damage(tmp_path):
    with TestClient(create_app(tmp_path / "tables")) as first:
        link, path = _invited_table(first, tmp_path)
    path.write_text(path.read_text()[:300])  # the table's people come first in the file
    with TestClient(create_app(tmp_path / "tables")) as again:
        page = again.get(link)
    assert page.status_code == 500 and "damaged and cannot be continued" in problem(page)


def test_a_socket_open_on_a_table_whose_file_is_damaged_changes_nothing(tmp_path):
    with TestClient(create_app(tmp_path / "tables")) as client:
        link, path = _invited_table(client, tmp_path)
        with client.websocket_connect(link.replace("/play/", "/ws/")) as socket:
            update = socket.receive_json()
            record = json.loads(path.read_text())
            record["seed"] += 1
            path.write_text(json.dumps(record))
            kept = path.read_bytes()
            from web_helpers import first_answer

            decision, picks = first_answer(update["parts"]["options"])
            socket.send_json({"type": "answer", "decision": decision, "picks": list(picks)})
            assert socket.receive_json()["code"] == "damaged"
            socket.send_bytes(b"\x00binary")  # a binary frame: refused, the socket stays open
            assert socket.receive_json()["code"] == "bad-message"
        assert path.read_bytes() == kept


def test_the_damaged_page_speaks_the_tables_language_without_lang_in_the_link(tmp_path):
    with TestClient(create_app(tmp_path / "tables")) as first:
        page = create(first, person_0="invite", person_1="greedy", lang="de")
        (link,) = TOKEN.findall(page.text)
    (path,) = (tmp_path / "tables").glob("*.json")
    path.write_text(path.read_text()[:300])
    with TestClient(create_app(tmp_path / "tables")) as again:
        damaged = again.get(link)
    assert '<html lang="de">' in damaged.text and "beschädigt" in problem(damaged)


def test_an_option_number_of_hundreds_of_digits_is_a_refusal_not_a_crash(client):
    page = create(client, lang="de")
    host = re.search(r'id="play-here" href="(/play/[^"]+)"', page.text).group(1)
    from web_helpers import first_answer

    with client.websocket_connect(host.replace("/play/", "/ws/")) as socket:
        decision, picks = first_answer(socket.receive_json()["parts"]["options"])
        socket.send_json({"type": "answer", "decision": decision, "picks": list(picks[:-1]) + [10 ** 400]})
        assert socket.receive_json()["code"] == "bad-option"
    answer = client.post(f"{host}/answer", data={"decision": str(decision), "pick": ["0", "1", "1" + "0" * 400]})
    assert answer.status_code == 409 and "text/html" in answer.headers["content-type"]


def test_a_table_damaged_or_deleted_while_the_server_runs(tmp_path):
    with TestClient(create_app(tmp_path / "tables")) as client:
        page = create(client, person_0="invite", person_1="greedy", lang="de")
        (link,) = TOKEN.findall(page.text)
        (path,) = (tmp_path / "tables").glob("*.json")
        assert client.get(link).status_code == 200
        record = json.loads(path.read_text())
        record["seed"] += 1
        path.write_text(json.dumps(record))
        damaged = client.get(link)  # a table made by this server: its language is known without a restart
        assert damaged.status_code == 500 and '<html lang="de">' in damaged.text
        path.unlink()  # the operator closed the table: it stays closed, nothing writes it back
        assert client.get(link).status_code == 404
        assert client.post(f"{link}/answer", data={"decision": "1", "pick": "0"}).status_code == 404
        assert not path.exists()
