"""Saved games a person edited, damaged or shares with the web server (found by a player audit):
continuing one never quietly plays another game, never overwrites what another program wrote, and keeps a web
table's people and links. Every case goes through `rulekit play --save` as a player types it."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient

from rulekit.cli import main
from rulekit.web.app import create_app


def run(*args, input=None):
    result = CliRunner().invoke(main, [str(a) for a in args], input=input, catch_exceptions=True)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    return result, " ".join(result.output.split())


@pytest.fixture()
def save(tmp_path):
    """A Musketiere game saved after one answer."""
    path = tmp_path / "m.json"
    result, _ = run("play", "musketiere", "--seed", 9, "--players", 2, "--save", path, input="1,2,3\nq\n")
    assert result.exit_code == 0 and json.loads(path.read_text())["choices"]
    return path


def edited(path, **changes):
    record = json.loads(path.read_text())
    record.update(changes)
    path.write_text(json.dumps(record))
    return path.read_bytes()


@pytest.mark.parametrize("changes", [{"seed": 2}, {"digest": "abc"}, {"choices": []}])
def test_a_save_whose_answers_give_another_game_is_refused_and_kept(save, changes):
    kept = edited(save, **changes)
    result, output = run("play", "musketiere", "--save", save, input="1,2,3\nq\n")
    assert result.exit_code == 1
    assert "replaying its answers gives another game than the one it saved" in output and "rulekit replay" in output
    assert "keeps the game as it was before the answer" not in output  # no answer was given
    assert save.read_bytes() == kept


@pytest.mark.parametrize("changes, words", [
    ({"choices": {}}, "its `choices` must be a list of answers, not {}"),
    ({"players": "4"}, 'its `players` must be a whole number, not "4"'),
    ({"seed": 1.5}, "its `seed` must be a whole number, not 1.5"),
    ({"seed": True}, "its `seed` must be a whole number, not true"),
    ({"house_rules": "short-game"}, 'its `house_rules` must be a list of names, not "short-game"'),
])
def test_a_save_with_an_entry_of_the_wrong_kind_names_the_entry(save, changes, words):
    kept = edited(save, **changes)
    result, output = run("play", "musketiere", "--save", save, input="q\n")
    assert result.exit_code == 1 and f"{save}: not a rulekit saved game or record: {words}" in output
    assert "supported between" not in output and "operand" not in output  # no Python internals
    assert save.read_bytes() == kept


def test_a_save_for_more_players_than_the_game_has_names_the_file_not_an_answer(save):
    kept = edited(save, players=9)
    result, output = run("play", "musketiere", "--save", save, input="q\n")
    assert result.exit_code == 1 and f"{save}: musketiere is for 2 to 4 players, not 9" in output
    assert "keeps the game as it was" not in output
    assert save.read_bytes() == kept


def test_replay_still_reports_an_edited_save_as_different(save):
    edited(save, seed=2)
    result, output = run("replay", save)
    assert result.exit_code == 1 and "DIFFERENT from the record" in output


def _web_table(tmp_path):
    """A Musketiere table of the web server with an invited player; its file and the server's client."""
    client = TestClient(create_app(tmp_path / "tables"))
    page = client.post("/tables", data={"game": "musketiere", "players": "2", "lang": "en",
                                        "person-0": "here", "person-1": "invite"})
    assert page.status_code == 200
    (path,) = (tmp_path / "tables").glob("*.json")
    return client, path


def test_continuing_a_web_table_in_the_terminal_keeps_its_people_and_links(tmp_path):
    client, path = _web_table(tmp_path)
    table = json.loads(path.read_text())["table"]
    invited = next(p["token"] for p in table["people"] if p["kind"] == "invite")
    assert client.get(f"/play/{invited}").status_code == 200  # the server has the table open
    result, said = run("play", "musketiere", "--save", path, input="1,2,3\nq\n")
    assert result.exit_code == 0
    saved = json.loads(path.read_text())
    assert saved["table"] == table and len(saved["choices"]) >= 1
    # no agent answers for the invited person: the terminal stops and says who must answer at the web table
    assert "Seat 2 plays this game at the web table and must answer now" in said
    assert {choice[0] for choice in saved["choices"]} == {0}
    # the running server reads the file again: the terminal's answers stand, the invitation still opens the table
    assert client.get(f"/play/{invited}").status_code == 200
    server_table = client.app.state.server.tables.by_token(invited)
    assert [c.to_json() for c in server_table.game.choices] == saved["choices"]


def test_the_terminal_does_not_overwrite_a_file_another_program_changed(save):
    """Another program (here: a second terminal on the same file) writes between two answers of this one."""
    def read_then_interfere(prompt, answers=iter(["1,2,3", "1"])):
        answer = next(answers)
        if answer == "1":  # while this person thinks, the other program takes back the game to its start
            edited_elsewhere = json.loads(save.read_text())
            edited_elsewhere["note"] = "written by another program"
            save.write_text(json.dumps(edited_elsewhere))
        return answer

    from rulekit import catalog
    from rulekit.errors import SaveError
    from rulekit.view.terminal import play_in_terminal

    save.unlink()
    with pytest.raises(SaveError, match="was changed by another program since this game was read from it"):
        play_in_terminal(catalog.default_content_root(), "musketiere", lang="en", players=2, seat=0, seed=9,
                         agent_spec="greedy", house_rules=(), save=save, read=read_then_interfere)
    assert json.loads(save.read_text())["note"] == "written by another program"


@pytest.mark.parametrize("bad", ["x", None, [0, 1, [0, 1, 2], 12, 5], [0, 1, 0, 12], [0, 1, None, 12], [0, 1, ["0"], 12],
                                 ["a", 1, [0], 12]])
def test_a_malformed_answer_in_a_save_names_the_answer_not_python(save, bad):
    record = json.loads(save.read_text())
    record["choices"][0] = bad
    save.write_text(json.dumps(record))
    kept = save.read_bytes()
    result, output = run("play", "musketiere", "--save", save, input="q\n")
    assert result.exit_code == 1 and "its `choices[0]` must be [seat, decision, [option numbers], number of options]" in output
    assert "unpack" not in output and "iterable" not in output and save.read_bytes() == kept


def test_a_save_without_its_digest_is_not_continued(save):
    record = json.loads(save.read_text())
    del record["digest"]
    record["choices"][0][2] = [3, 4, 5]  # an edited answer nothing would show
    save.write_text(json.dumps(record))
    kept = save.read_bytes()
    result, output = run("play", "musketiere", "--save", save, input="q\n")
    assert result.exit_code == 1 and "it has no `digest`" in output and save.read_bytes() == kept
    replayed, said = run("replay", save)
    assert "identical" not in said and "it has no digest: the rest of the game cannot be compared" in said


def test_the_terminal_keeps_a_saves_permissions_and_a_web_tables_file_is_private(save, tmp_path):
    import os
    import stat

    os.chmod(save, 0o600)
    run("play", "musketiere", "--save", save, input="1\nq\n")
    assert stat.S_IMODE(os.stat(save).st_mode) == 0o600
    _client, table_file = _web_table(tmp_path)
    assert stat.S_IMODE(os.stat(table_file).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(table_file.parent).st_mode) == 0o700


def test_a_save_of_a_game_this_content_lacks_is_not_sent_to_a_command_that_cannot_work(save):
    record = json.loads(save.read_text())
    record["game"] = "zzz"
    save.write_text(json.dumps(record))
    result, output = run("play", "musketiere", "--save", save, input="q\n")
    assert result.exit_code == 2 and "holds a game of 'zzz', which this content has no game file for" in output
    assert "rulekit play zzz" not in output


def test_the_terminal_plays_no_seat_of_an_invited_person_or_of_the_tables_agent(tmp_path):
    client, path = _web_table(tmp_path)  # person 1 here, person 2 invited
    kept = path.read_bytes()
    result, said = run("play", "musketiere", "--save", path, "--seat", 2, input="1,2,3\nq\n")
    assert result.exit_code == 2 and "seat 2 is played by an invited person at the web table" in said
    assert path.read_bytes() == kept


def test_a_move_the_terminal_saved_while_the_server_answered_is_not_overwritten(tmp_path):
    """The server checks its table's file before writing: written meanwhile by a terminal, it writes nothing, says
    so, and shows the game as the file has it."""
    client, path = _web_table(tmp_path)
    tables = client.app.state.server.tables
    host = json.loads(path.read_text())["table"]["host"]
    table = tables.by_token(host)
    record = json.loads(path.read_text())
    record["note"] = "a terminal wrote this"
    path.write_text(json.dumps(record))  # what a terminal's write does to the file's stamp
    from rulekit.web.tables import TableError

    with pytest.raises(TableError) as error:
        table.save()
    assert error.value.code == "elsewhere" and json.loads(path.read_text())["note"] == "a terminal wrote this"
