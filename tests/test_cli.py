"""The command line as users meet it: exit codes, messages with locations, no tracebacks."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulekit.cli import main

ROOT = Path(__file__).resolve().parent.parent
CONTENT = ROOT / "content"


@pytest.fixture()
def runner():
    return CliRunner()


@pytest.fixture()
def content_copy(tmp_path):
    target = tmp_path / "content"
    shutil.copytree(CONTENT, target)
    return target


def run(runner, *args, input=None):
    result = runner.invoke(main, list(args), input=input, catch_exceptions=False)
    assert "Traceback" not in result.output
    return result


def test_lint_clean_content_exits_0(runner):
    result = run(runner, "lint", str(CONTENT))
    assert result.exit_code == 0, result.output


def test_lint_misspelt_key_names_file_line_column(runner, content_copy):
    cards = content_copy / "cards/musketiere/guards.yaml"
    text = cards.read_text().replace("{id: guard-05, kind: guard,", "{id: guard-05, knd: guard,")
    cards.write_text(text)
    result = run(runner, "lint", str(content_copy))
    assert result.exit_code == 1
    line = next(i for i, l in enumerate(text.splitlines(), 1) if "knd:" in l)
    assert f"guards.yaml:{line}:" in result.output
    assert "kind" in result.output  # the near miss is suggested


def test_lint_bad_effect_names_file_line_column(runner, content_copy):
    game = content_copy / "games/musketiere.yaml"
    text = game.read_text().replace("for p in players { draw(musketeer_deck, p.hand, 12) }",
                                    "for p in players { draww(musketeer_deck, p.hand, 12) }")
    game.write_text(text)
    result = run(runner, "lint", str(content_copy))
    assert result.exit_code == 1
    line = next(i for i, l in enumerate(text.splitlines(), 1) if "draww(" in l)
    column = text.splitlines()[line - 1].index("draww") + 1
    assert f"musketiere.yaml:{line}:{column}:" in result.output
    assert "draw" in result.output


def test_lint_effect_syntax_error_exits_1(runner, content_copy):
    game = content_copy / "games/musketiere.yaml"
    game.write_text(game.read_text().replace("move(beaten, guard_deck)", "move(beaten, guard_deck"))
    result = run(runner, "lint", str(content_copy))
    assert result.exit_code == 1
    assert "musketiere.yaml:" in result.output


def test_lint_unknown_id_exits_1(runner, content_copy):
    game = content_copy / "games/musketiere.yaml"
    text = game.read_text().replace("remove: [guard-04, guard-05, guard-07]", "remove: [guard-04, guard-05, guard-70]")
    game.write_text(text)
    result = run(runner, "lint", str(content_copy))
    assert result.exit_code == 1
    line = next(i for i, l in enumerate(text.splitlines(), 1) if "guard-70" in l)
    assert f"musketiere.yaml:{line}:" in result.output


def test_lint_json_output_is_machine_readable(runner, content_copy):
    game = content_copy / "games/musketiere.yaml"
    game.write_text(game.read_text().replace("shuffle(guard_deck)", "shufle(guard_deck)"))
    result = run(runner, "lint", "--format", "json", str(content_copy))
    assert result.exit_code == 1
    findings = json.loads(result.output)["diagnostics"]
    assert findings and all({"file", "line", "column", "code", "message"} <= set(f) for f in findings)


def test_lint_missing_path_is_a_usage_error(runner):
    result = run(runner, "lint", "no/such/folder")
    assert result.exit_code == 2


def test_simulate_same_arguments_same_summary(runner, tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    assert run(runner, "simulate", "musketiere", "--games", "30", "--seed", "1", "--out", str(a), "--quiet").exit_code == 0
    assert run(runner, "simulate", "musketiere", "--games", "30", "--seed", "1", "--out", str(b), "--quiet").exit_code == 0
    assert a.read_bytes() == b.read_bytes()
    summary = json.loads(a.read_text())
    assert summary["games"] == 30 and len(summary["seats"]) == 4
    assert sum(s["wins"] for s in summary["seats"]) + summary["draws"] == 30
    c = tmp_path / "c.json"
    run(runner, "simulate", "musketiere", "--games", "30", "--seed", "2", "--out", str(c), "--quiet")
    assert c.read_bytes() != a.read_bytes()


def test_simulate_agents_and_players(runner, tmp_path):
    out = tmp_path / "s.json"
    result = run(runner, "simulate", "musketiere", "--games", "10", "--players", "2", "--agents", "greedy,random",
                 "--out", str(out), "--quiet")
    assert result.exit_code == 0, result.output
    assert json.loads(out.read_text())["agents"] == ["greedy", "random"]


def test_simulate_unknown_game_agent_or_house_rule_is_a_clear_error(runner):
    result = run(runner, "simulate", "musketier", "--games", "1", "--quiet")
    assert result.exit_code != 0 and "musketiere" in result.output
    result = run(runner, "simulate", "musketiere", "--games", "1", "--agents", "gredy", "--quiet")
    assert result.exit_code == 2 and "greedy" in result.output
    result = run(runner, "simulate", "musketiere", "--games", "1", "--house-rule", "short-gam", "--quiet")
    assert result.exit_code != 0 and "short-game" in result.output


def test_simulate_with_house_rule_short_game_ends_sooner(runner, tmp_path):
    normal, short = tmp_path / "n.json", tmp_path / "s.json"
    run(runner, "simulate", "musketiere", "--games", "20", "--out", str(normal), "--quiet")
    run(runner, "simulate", "musketiere", "--games", "20", "--house-rule", "short-game", "--out", str(short), "--quiet")
    assert json.loads(short.read_text())["rounds"]["mean"] < json.loads(normal.read_text())["rounds"]["mean"]
    assert json.loads(short.read_text())["house_rules"] == ["short-game"]


def test_games_and_house_rules(runner):
    assert "musketiere" in run(runner, "games").output
    assert run(runner, "games", "--plain").output.split() == ["musketiere", "mylady", "pendants"]
    result = run(runner, "house-rules", "musketiere")
    assert "short-game" in result.output and "no-theft" in result.output


@pytest.mark.parametrize("lang, word", [("en", "Guard"), ("de", "Garde"), ("fr", "Garde")])
def test_show_card_in_three_languages(runner, lang, word):
    result = run(runner, "show", "musketiere", "guard-25", "--lang", lang)
    assert result.exit_code == 0, result.output
    assert word in result.output and "25" in result.output


def test_show_game_prints_its_effects_in_the_effect_language(runner):
    result = run(runner, "show", "musketiere", "musketiere")
    assert result.exit_code == 0
    assert "secret_pick(players, hand, pay, 3" in result.output and "Call(" not in result.output


def test_show_unknown_id_suggests(runner):
    result = run(runner, "show", "musketiere", "guard-26")
    assert result.exit_code == 1 and "did you mean" in result.output


def test_play_a_whole_game_at_the_keyboard(runner, tmp_path):
    # The person answers with the first options; "1,2,3" and "1" alternate, so a line that does not fit the
    # question is refused and the next one fits. Agents play the other seats.
    save = tmp_path / "game.json"
    answers = "1,2,3\n1\n" * 2000
    result = run(runner, "play", "musketiere", "--seed", "5", "--players", "3", "--save", str(save), input=answers)
    assert result.exit_code == 0, result.output[-2000:]
    assert "The game is over." in result.output and "Winner:" in result.output
    record = json.loads(save.read_text())
    assert record["result"] and record["players"] == 3


def test_play_rejects_a_bad_answer_and_asks_again(runner, tmp_path):
    result = run(runner, "play", "musketiere", "--seed", "5", "--players", "2", input="1,2,99\n1,1,2\n1\nq\n")
    assert result.exit_code == 0
    output = " ".join(result.output.split())
    assert "There is no option 99: choose from 1 to 12." in output
    assert "You named the same option twice." in output
    assert "Choose exactly 3 options, not 1." in output


def test_play_saves_and_continues(runner, tmp_path):
    save = tmp_path / "game.json"
    run(runner, "play", "musketiere", "--seed", "9", "--players", "2", "--save", str(save), input="1,2,3\n1\nq\n")
    first = json.loads(save.read_text())
    assert len(first["choices"]) >= 2
    result = run(runner, "play", "musketiere", "--save", str(save), input="q\n")
    assert result.exit_code == 0
    assert json.loads(save.read_text())["choices"] == first["choices"]


def test_play_corrupt_save_is_a_clear_error_and_file_is_kept(runner, tmp_path):
    save = tmp_path / "game.json"
    save.write_text("{not json")
    result = run(runner, "play", "musketiere", "--save", str(save), input="q\n")
    assert result.exit_code == 1 and "not a rulekit saved game" in result.output
    assert save.read_text() == "{not json"


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_play_in_other_languages(runner, lang):
    result = run(runner, "play", "musketiere", "--seed", "3", "--players", "2", "--lang", lang, input="q\n")
    assert result.exit_code == 0
    assert "[prompt-" not in result.output and "[ui-" not in result.output


@pytest.mark.parametrize("item", ["mylady", "mylady-board", "musk-aramis", "rochefort", "adv-cavois", "amb-bettler",
                                  "arg-heilsalbe-1", "paris-entfuehrung", "louvre-giftaffaere", "loc-richelieu",
                                  "skill-charm-1", "combat-double-1", "person-bassompierre", "eq-toledo-1",
                                  "one-for-all", "la_rochelle"])
@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_show_any_mylady_component_in_three_languages(runner, item, lang):
    result = run(runner, "show", "mylady", item, "--lang", lang)
    assert result.exit_code == 0, result.output
    assert "[" + item not in result.output  # a message exists: no bracketed id fallback


def test_simulate_mylady_agents_by_side_reports_side_win_rates(runner, tmp_path):
    out = tmp_path / "m.json"
    result = run(runner, "simulate", "mylady", "--games", "4", "--agents", "musketeers=heuristic,mylady=random",
                 "--out", str(out), "--quiet")
    assert result.exit_code == 0, result.output
    summary = json.loads(out.read_text())
    assert summary["agents"] == ["random", "heuristic", "heuristic", "heuristic", "heuristic"]
    assert {s["side"] for s in summary["sides"]} == {"mylady", "musketeers"}
    assert sum(s["wins"] for s in summary["sides"]) + summary["draws"] == 4
    assert "musketeers:" in result.output


def test_simulate_unknown_side_suggests(runner):
    result = run(runner, "simulate", "mylady", "--games", "1", "--agents", "musketeer=heuristic", "--quiet")
    assert result.exit_code == 2 and "musketeers" in result.output


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_play_mylady_to_a_winner_as_mylady(runner, lang):
    # Lines of one, four and eight numbers take turns: whichever does not fit a question is refused, the next fits.
    result = run(runner, "play", "mylady", "--seat", "mylady", "--seed", "3", "--lang", lang,
                 input="1\n1,2,3,4\n1,2,3,4,5,6,7,8\n" * 1500)
    assert result.exit_code == 0, result.output[-1500:]
    assert "[ui-" not in result.output and "[prompt-" not in result.output


def test_play_mylady_several_musketeers(runner):
    result = run(runner, "play", "mylady", "--seat", "athos,porthos", "--seed", "4", "--agents", "heuristic",
                 input="1\n1,2,3,4\n1,2,3,4,5,6,7,8\n" * 1500)
    assert result.exit_code == 0, result.output[-1500:]
    assert "You (Athos)" in result.output and "You (Porthos)" in result.output


def test_record_and_replay(runner, tmp_path):
    out = tmp_path / "r.json"
    assert run(runner, "record", "mylady", "--seed", "2", "--agents", "heuristic", "--out", str(out)).exit_code == 0
    result = run(runner, "replay", str(out))
    assert result.exit_code == 0 and "identical" in result.output
    record = json.loads(out.read_text())
    record["choices"][-1][2] = [0] if record["choices"][-1][2] != [0] else [1]
    out.write_text(json.dumps(record))
    assert run(runner, "replay", str(out)).exit_code == 1


def test_show_pendants_board_picture(runner, tmp_path):
    import xml.etree.ElementTree as ET

    out = tmp_path / "louvre.svg"
    result = run(runner, "show", "pendants", "louvre", "--picture", str(out), "--lang", "it")
    assert result.exit_code == 0, result.output
    root = ET.fromstring(out.read_text(encoding="utf-8"))
    assert root.tag.endswith("svg")


@pytest.mark.parametrize("lang, seat", [("it", "cardinal"), ("pt", "porthos"), ("de", "aramis")])
def test_play_pendants_in_other_languages(runner, lang, seat):
    result = run(runner, "play", "pendants", "--seat", seat, "--seed", "3", "--lang", lang, input="1\n" * 4000)
    assert result.exit_code == 0, result.output[-1500:]
    assert "[prompt-" not in result.output and "[pendants-" not in result.output and "[event-" not in result.output


def test_simulate_pendants_by_side(runner, tmp_path):
    out = tmp_path / "p.json"
    result = run(runner, "simulate", "pendants", "--games", "3", "--agents", "musketeers=heuristic,cardinal=random",
                 "--out", str(out), "--quiet")
    assert result.exit_code == 0, result.output
    assert {s["side"] for s in json.loads(out.read_text())["sides"]} == {"cardinal", "musketeers"}


def test_show_pendants_board_draws_the_picture(runner, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run(runner, "show", "pendants", "board")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "pendants-louvre.svg").read_text(encoding="utf-8").lstrip().startswith(("<svg", "<?xml"))


def test_simulate_names_each_seat_as_agents_takes_it(runner, tmp_path):
    """Seats count from 0 in simulate and --agents (from 1 in play and card tests): the table says so and gives
    each seat's name where the game names seats, which --agents takes too (mylady=heuristic)."""
    out = tmp_path / "s.json"
    result = run(runner, "simulate", "mylady", "--games", 2, "--seed", 1, "--agents", "dartagnan=greedy",
                 "--out", out, "--quiet")
    assert result.exit_code == 0, result.output
    seats = json.loads(out.read_text())["seats"]
    assert [(s["seat"], s["name"], s["agent"]) for s in seats[:2]] == [(0, "mylady", "random"), (1, "dartagnan", "greedy")]
    said = " ".join(result.output.split())
    assert "│ 1 dartagnan │ greedy" in said and "N=AGENT counts from 0, or the seat's name" in said
    plain = run(runner, "simulate", "musketiere", "--games", 2, "--seed", 1, "--out", tmp_path / "m.json", "--quiet")
    assert json.loads((tmp_path / "m.json").read_text())["seats"][0]["name"] is None and "│ 0 " in plain.output
    assert "seats as --agents counts them: N=AGENT, from 0" in plain.output and "seat's name" not in plain.output
