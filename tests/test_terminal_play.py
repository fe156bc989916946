"""`rulekit play` as a person meets it: options grouped by kind and filtered, the board as text, help, undo,
why the game ended, colour, a resumed game without its whole log again, seats counted from 1."""
from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner
from rich.console import Console

from rulekit.cli import main
from rulekit.view.terminal import play_in_terminal

CONTENT = Path(__file__).resolve().parent.parent / "content"


def run(*args, input=None):
    result = CliRunner().invoke(main, list(args), input=input, catch_exceptions=False)
    assert "Traceback" not in result.output
    return result


def test_long_option_lists_come_grouped_by_kind_and_a_kind_shows_only_its_group():
    # The Cardinal's first action in The Queen's Pendants offers moves of every henchman and more.
    result = run("play", "pendants", "--seat", "cardinal", "--seed", "3", input="move\nend\nq\n")
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert "Move (" in text and "End (" in text and "to see only those options" in text
    after_filter = text.split("to see only those options", 1)[1]
    moves_only = after_filter.split("Enter the number of your choice:", 2)[1]
    assert "Move (" in moves_only and "End (" not in moves_only


def test_help_and_the_board_as_text():
    result = run("play", "pendants", "--seat", "cardinal", "--seed", "3", input="help\nmap\nq\n")
    assert result.exit_code == 0
    assert "Commands: help, map" in " ".join(result.output.split())
    board = result.output.split("The board:")[-1]
    assert "Quai du Louvre" in board and "→" in board and "Pavillon de Flore" in board


def test_the_board_map_shows_where_the_figures_stand_before_each_question():
    result = run("play", "pendants", "--seat", "athos", "--seed", "3", input="q\n")
    assert "The board:" in result.output and "Athos" in result.output.split("The board:")[1]


def test_undo_follows_the_engine_rule():
    # first nothing to take back; then, answering and asking to undo in turn, some move is taken back
    result = run("play", "pendants", "--seat", "cardinal", "--seed", "3", input="undo\n" + "1\nundo\n" * 12 + "q\n")
    assert result.exit_code == 0
    assert "There is no move of yours to take back." in result.output
    assert "Your last move was taken back." in result.output


def test_the_end_says_why_the_game_ended():
    result = run("play", "musketiere", "--seed", "5", "--players", "2", input="1,2,3\n1\n" * 2000)
    assert result.exit_code == 0
    text = " ".join(result.output.split())
    assert "A player has 100 ducats or more" in text and "Winner:" in text


def test_a_resumed_game_does_not_print_its_whole_log_again(tmp_path):
    save = tmp_path / "game.json"
    first = run("play", "musketiere", "--seed", "9", "--players", "2", "--save", str(save), input="1,2,3\n1\n1\n1\nq\n")
    assert len(json.loads(save.read_text())["choices"]) >= 4
    again = run("play", "musketiere", "--save", str(save), input="q\n")
    assert "Continuing the saved game" in again.output
    assert "twelve cards for each player" in first.output and "twelve cards for each player" not in again.output


def test_seats_are_counted_from_one():
    result = run("play", "musketiere", "--seat", "2", "--seed", "3", "--players", "2", input="q\n")
    assert result.exit_code == 0 and "You play seat 2." in result.output and "You (seat 2)" in result.output
    assert run("play", "musketiere", "--seat", "0", "--players", "2", input="q\n").exit_code != 0


def test_colour_where_the_terminal_has_it():
    console = Console(force_terminal=True, color_system="standard", record=True, width=120)
    answers = iter(["q"])
    play_in_terminal(CONTENT, "musketiere", lang="en", players=2, seat=0, seed=3, agent_spec="greedy",
                     house_rules=(), save=None, read=lambda prompt: next(answers), console=console)
    assert "\x1b[" in console.export_text(styles=True)


def test_the_hourglass_in_the_terminal_is_recorded_in_the_save(tmp_path, monkeypatch):
    """Mylady's clock in `rulekit play` (the `rulekit_play_clock` hook, here running on the purse so that it runs
    from the first round): once time is up the game is told (`hourglass_out`), the musketeer's question is
    answered `end`, and the save keeps the clock's input, so the saved game continues as it was."""
    import io

    from rulekit import catalog, plugins
    from rulekit.run.game import Game
    from rulekit.records import load_game as load_saved

    spec = {"counter": "gold", "phase": "musketeers", "seconds": 120, "paused": [],
            "timeout_prompts": ["choose-action", "next-musketeer"], "timeout_answer": "end", "expired": "hourglass_out"}
    real_call = plugins.call
    monkeypatch.setattr(plugins, "call", lambda pm, hook, **kw: [spec] if hook == "rulekit_play_clock" else real_call(pm, hook, **kw))
    clock = [0.0]

    def now() -> float:
        clock[0] += 50.0  # every look at the clock: 50 seconds later
        return clock[0]

    answers = iter(["1"] * 40 + ["q"])
    save = tmp_path / "game.json"
    console = Console(file=io.StringIO(), width=120)
    game = play_in_terminal(CONTENT, "mylady", lang="en", players=2, seat=1, seed=3, agent_spec="heuristic",
                            house_rules=(), save=save, read=lambda prompt: next(answers), console=console, now=now)
    assert game.externals and game.externals[0][1] == "hourglass_out"
    record = json.loads(save.read_text())
    assert record["externals"] == [list(e) for e in game.externals]
    again = load_saved(save, lambda g, h: catalog.game(g, h))
    assert again.digest() == game.digest() and isinstance(again, Game)


def _said(result):
    return " ".join(result.output.split())


def test_command_words_in_the_players_language_and_english_ones_too():
    german = run("play", "musketiere", "--seed", "1", "--lang", "de", input="hilfe\nalle\nhelp\nverlassen\n")
    said = _said(german)
    assert german.exit_code == 0 and said.count("Befehle: hilfe, plan") == 2 and "ist keine Zahl" not in said
    assert "Du hast das Spiel verlassen" in said
    french = run("play", "musketiere", "--seed", "1", "--lang", "fr", input="aide\nquitter\n")
    assert "Commandes : aide, plan" in _said(french) and "Vous avez quitté la partie" in _said(french)


def test_one_option_wanted_is_said_in_the_singular():
    said = _said(run("play", "musketiere", "--seed", "1", input="1,2,3\n1,2\nq\n"))
    assert "Choose exactly one option, not 2." in said
    said = _said(run("play", "musketiere", "--seed", "1", "--lang", "de", input="1,2,3\n1,2\nq\n"))
    assert "Wähle genau eine Möglichkeit, nicht 2." in said


def test_the_end_of_input_leaves_the_game_in_the_players_language():
    result = run("play", "musketiere", "--seed", "1", "--lang", "de", input="")
    assert result.exit_code == 0 and "Aborted" not in result.output
    assert "Du hast das Spiel verlassen" in _said(result)


def test_the_players_table_is_turned_when_it_would_not_fit_the_terminal():
    """Mylady's fifteen columns cut every name to "A…" at 80 columns: the table is then a column a player."""
    def table_lines(width):
        console = Console(record=True, width=width)
        answers = iter(["q"])
        play_in_terminal(CONTENT, "mylady", lang="en", players=5, seat=0, seed=4, agent_spec="greedy",
                         house_rules=(), save=None, read=lambda prompt: next(answers), console=console)
        text = console.export_text()
        lines = text.splitlines()
        start = next(i for i, line in enumerate(lines) if line.strip() == "Round 0")  # the table's title
        end = next(i for i in range(start, len(lines)) if lines[i].startswith("└"))
        return "\n".join(lines[start:end + 1])

    narrow = table_lines(80)
    assert all(len(line) <= 80 for line in narrow.splitlines()) and "…" not in narrow
    heading = narrow.splitlines()[2]
    assert all(name in heading for name in ("Mylady", "d'Artagnan", "Aramis", "Athos", "Porthos"))
    assert "│ Wounds " in narrow and "│ Played this round " in narrow
    wide = table_lines(250)  # wide enough: a row a player, as before
    assert "Wounds" in wide.splitlines()[2] and "│ Athos" in wide


def test_a_wrong_count_is_not_called_a_wrong_choice_and_an_empty_line_asks_again():
    said = _said(run("play", "musketiere", "--seed", "1", input="\n1,2\nq\n"))
    assert "Choose exactly 3 options, not 2." in said and "That is not one of the choices" not in said
    assert "not 0" not in said  # the empty line was asked again, not counted as no option
    said = _said(run("play", "musketiere", "--seed", "1", input="1,2,99\nq\n"))
    assert "That is not one of the choices. Try again. There is no option 99" in said


def test_an_option_number_with_leading_zeros_is_that_option():
    said = _said(run("play", "musketiere", "--seed", "1", input="0000003,1,2\nq\n"))
    assert "There is no option" not in said and "Try again" not in said
