"""The rulekit command line: lint, simulate, sweep, report, record, replay, play, show, games, house-rules, docs.

Exit codes: 0 success (lint: clean), 1 findings (lint) or a game that could not run, 2 usage or internal error.
Errors of content, plugins and input are printed as messages with their location, never as tracebacks.
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
from functools import wraps
from pathlib import Path
from typing import Any, Callable, Sequence

import click

from rulekit.errors import ContentError, PluginError, RulekitError, SaveError


class _LazyConsole:
    """rich's stderr console, made on first use: `rulekit --help` and `rulekit games --plain` stay fast."""

    _console: Any = None

    def __getattr__(self, name: str) -> Any:
        if _LazyConsole._console is None:
            from rich.console import Console

            _LazyConsole._console = Console(stderr=True, highlight=False)
        return getattr(_LazyConsole._console, name)


err_console: Any = _LazyConsole()


def _friendly(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Turn every error into a message and an exit code instead of a traceback: rulekit's own errors (content,
    run time, saves: 1; plugins and usage: 2), files that cannot be read or written (1), and anything unexpected
    (2, as an internal error asking for a bug report)."""

    @wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except ContentError as error:
            err_console.print(str(error), markup=False)
            err_console.print(f"{len(error.diagnostics)} problem(s) in the content; run `rulekit lint` for all of them.", markup=False)
            sys.exit(1)
        except PluginError as error:
            err_console.print(f"{'error' if getattr(error, 'usage', False) else 'plugin error'}: {error}", markup=False)
            sys.exit(2)
        except RulekitError as error:
            err_console.print(f"error: {error}", markup=False)
            sys.exit(1)
        except (click.ClickException, click.exceptions.Exit, click.Abort):
            raise  # click prints these itself, with its own exit codes
        except OSError as error:
            err_console.print(f"error: {error.strerror or error}" + (f": {error.filename}" if error.filename else ""), markup=False)
            sys.exit(1)
        except Exception as error:  # noqa: BLE001 - the last guard: never a traceback
            err_console.print(f"internal error: {type(error).__name__}: {error}", markup=False)
            err_console.print("This is a bug in rulekit or one of its plugins: please report it with the command you ran.", markup=False)
            sys.exit(2)

    return wrapper


def _players(definition: Any, players: int | None) -> int:
    """The number of people from `--players` (the game's default when not given), checked against the game."""
    if players is None:
        return definition.default_players
    if not definition.min_players <= players <= definition.max_players:
        raise click.BadParameter(f"{definition.id} is for {definition.min_players} to {definition.max_players} players, "
                                 f"not {players}", param_hint="--players")
    return players


def _writable(path: Path, option: str) -> None:
    """Refuse before any work a file that cannot be written (a folder, a missing or read-only folder)."""
    path = Path(path)
    try:
        if path.is_dir():
            raise IsADirectoryError(21, "it is a folder", str(path))
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, prefix=f".{path.name}.", suffix=".check"):
            pass
        if path.exists() and not os.access(path, os.W_OK):
            raise PermissionError(13, "the file is read-only", str(path))
    except OSError as error:
        raise click.BadParameter(f"cannot write {path}: {error.strerror or error}", param_hint=option) from None


def read_record(path: Path) -> dict[str, Any]:
    """A record or saved game as plain data, or a SaveError saying what is wrong with the file."""
    try:
        record = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        raise SaveError(f"{path}: cannot read it ({error})") from None
    except ValueError as error:
        raise SaveError(f"{path}: not a rulekit saved game or record (not complete JSON: {error})") from None
    if not isinstance(record, dict) or not {"game", "players", "seed", "choices"} <= set(record):
        raise SaveError(f"{path}: not a rulekit saved game or record (it needs game, players, seed and choices)")
    return record


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--content", "content_root", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="The content folder (default: $RULEKIT_CONTENT, ./content, or the checkout's).")
@click.pass_context
def main(ctx: click.Context, content_root: Path | None) -> None:
    """rulekit: board and card games as data. Lint content, simulate games, play them."""
    ctx.obj = {"root": content_root}


def _root(ctx: click.Context) -> Path:
    from rulekit.catalog import default_content_root

    return ctx.obj["root"] or default_content_root()


LANG_HELP = ("A locale of the content (a folder of locales/: en, de, fr ...), or pseudo: English accented and made "
             "longer, to test layouts before translating.")


def known_languages(root: Path) -> list[str]:
    """The languages a content root has text in: its locale folders holding .ftl files."""
    folder = Path(root) / "locales"
    if not folder.is_dir():
        return []
    return sorted(p.name for p in folder.iterdir() if p.is_dir() and any(p.glob("*.ftl")))


def _check_lang(ctx: click.Context, lang: str, option: str = "--lang") -> str:
    """`--lang` must name a locale of the content (or pseudo); anything else is a usage error listing them."""
    from rulekit.errors import did_you_mean
    from rulekit.l10n.languages import PSEUDO

    known = known_languages(_root(ctx))
    if lang in known or lang in (PSEUDO, "en"):
        return lang
    near = lang.replace("_", "-").lower()
    hint = next((k for k in known if k.lower() == near), None) or did_you_mean(lang, known)
    raise click.BadParameter(f"no language {lang!r} in {_root(ctx)}" + (f" (did you mean {hint!r}?)" if hint else "")
                             + f"; languages: {', '.join(known) or 'none'}, and pseudo (English accented and made "
                             "longer, for testing layouts)", param_hint=option)


# ---------------------------------------------------------------------------------------------- lint
@main.command()
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["text", "concise", "json", "github", "sarif"]), default="text",
              show_default=True, help="How findings are printed.")
@click.option("--select", multiple=True, help="Only codes starting with this (repeatable; ALL for every code).")
@click.option("--ignore", multiple=True, help="Skip codes starting with this (repeatable).")
@click.option("--statistics", is_flag=True, help="Count findings per code instead of listing them (text formats).")
@click.option("--exit-zero", is_flag=True, help="Exit 0 even with findings.")
@click.option("--warnings-as-errors", is_flag=True, help="Warnings fail the run too.")
@click.pass_context
def lint(ctx: click.Context, paths: Sequence[Path], fmt: str, select: Sequence[str], ignore: Sequence[str],
         statistics: bool, exit_zero: bool, warnings_as_errors: bool) -> None:
    """Check content: files, YAML, schemas, ids and references, effects, translations.

    PATHS default to the content folder (--content, $RULEKIT_CONTENT or ./content). Prints
    `path:line:col: CODE message`; exits 0 when clean, 1 on findings, 2 on usage or internal errors.
    `rulekit rule CODE` explains a code.
    """
    from rulekit.check import run_lint
    from rulekit.compile.game import check_games

    # never the checkout's own content as a fallback: a CI job in the wrong folder must fail, not lint something else
    targets = list(paths) or [ctx.obj["root"] or Path(os.environ.get("RULEKIT_CONTENT") or "content")]
    missing = [str(p) for p in targets if not os.path.lexists(p)]
    if missing:
        err_console.print(f"error: no such file or folder: {', '.join(missing)}", markup=False)
        sys.exit(2)
    try:
        code = run_lint(targets, fmt=fmt, select=select, ignore=ignore, exit_zero=exit_zero,
                        warnings_as_errors=warnings_as_errors, compile_hook=check_games, show_statistics=statistics)
    except PluginError as error:
        err_console.print(f"plugin error: {error}", markup=False)
        sys.exit(2)
    sys.exit(code)


@main.command()
@click.argument("code", required=False)
@click.option("--all", "show_all", is_flag=True, help="List every code with its name and summary.")
def rule(code: str | None, show_all: bool) -> None:
    """Explain a lint code: what it means, why it matters, an example and the fix (e.g. `rulekit rule RK204`)."""
    from rulekit.check.codes import CODES
    from rulekit.errors import did_you_mean

    if show_all or code is None:
        for entry in sorted(CODES.values(), key=lambda e: e.code):
            click.echo(f"{entry.code}  {entry.name:<26} {entry.severity:<8} {entry.description}")
        return
    entry = CODES.get(code.upper()) or next((e for e in CODES.values() if e.name == code), None)
    if entry is None:
        hint = did_you_mean(code.upper(), CODES) or did_you_mean(code, [e.name for e in CODES.values()])
        err_console.print(f"error: no rule {code!r}" + (f" (did you mean {hint!r}?)" if hint else "")
                          + "; `rulekit rule --all` lists them", markup=False)
        sys.exit(2)
    click.echo(entry.explanation(), nl=False)


# ---------------------------------------------------------------------------------------------- agents option
def parse_agents(spec: str | None, players: int, default: str = "random", seat_names: Sequence[str] = (),
                 sides: dict[str, Sequence[int]] | None = None) -> list[str]:
    """One agent name per seat from `--agents` (see rulekit.agents.base.seat_agents); a bad key is a usage error."""
    from rulekit.agents.base import seat_agents

    try:
        return seat_agents(spec, players, default, seat_names, sides)
    except RulekitError as error:
        raise click.BadParameter(str(error), param_hint="--agents") from None


def _check_agents(names: Sequence[str], game: str | None = None) -> None:
    from rulekit.agents.base import check_agent_names

    try:
        check_agent_names(names, game)
    except RulekitError as error:
        raise click.BadParameter(str(error), param_hint="--agents") from None


# ---------------------------------------------------------------------------------------------- simulate
JOBS = click.option("--jobs", type=click.IntRange(min=1), default=None,
                    help="Worker processes (default: all cores). Results do not depend on it.")
SCHEDULER = click.option("--scheduler", default=None, metavar="ADDRESS",
                         help="Run on a Dask cluster: tcp://HOST:8786, or 'local' to start one here (needs rulekit[dask]).")


def _progress(console: Any, quiet: bool, *columns: Any) -> Any:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    return Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), *columns,
                    TimeRemainingColumn(), console=console,
                    disable=quiet or not console.is_terminal and bool(os.environ.get("CI")))


@main.command()
@click.argument("game_id", metavar="GAME")
@click.option("--games", "count", type=click.IntRange(min=1), default=100, show_default=True, help="How many games.")
@click.option("--seed", type=int, default=1, show_default=True, help="Seed of the sweep; game i uses a seed derived from it.")
@click.option("--players", type=click.IntRange(min=1), default=None, help="Number of players (default: the game's).")
@click.option("--agents", "agent_spec", default=None, help="greedy | random,greedy,... | 0=greedy,1=random (default: random).")
@click.option("--house-rule", "house_rules", multiple=True, help="A house rule to play with (repeatable; see `rulekit house-rules GAME`).")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=None, help="Write the JSON summary here.")
@JOBS
@SCHEDULER
@click.option("--quiet", is_flag=True, help="No progress bar.")
@click.pass_context
@_friendly
def simulate(ctx: click.Context, game_id: str, count: int, seed: int, players: int | None, agent_spec: str | None,
             house_rules: Sequence[str], out: Path | None, jobs: int | None, scheduler: str | None, quiet: bool) -> None:
    """Play GAME many times with agents and summarise wins, scores and game length. A game that fails is reported
    (with the seed to record it) and the others go on; the summary then covers the games that ended, and the exit
    code is 1. The summary is the same for the same arguments whatever --jobs or --scheduler."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
    from rich.table import Table

    from rulekit import catalog
    from rulekit.run.game import seat_count
    from rulekit.sim import summarize
    from rulekit.sim.cells import Cell, Variant
    from rulekit.sim.parallel import backend
    from rulekit.sim.simulate import simulate_cell

    if out is not None:
        _writable(out, "--out")
    definition = catalog.game(game_id, tuple(house_rules), _root(ctx))
    players = _players(definition, players)
    agents = parse_agents(agent_spec, seat_count(definition, players), seat_names=definition.seats, sides=definition.sides)
    _check_agents(agents, definition.id)
    cell = Cell(Variant(definition.id, tuple(definition.house_rules), root=str(_root(ctx))), players, tuple(agents), seed)
    console = Console(stderr=True)
    failures: list[dict[str, Any]] = []
    with backend(jobs, scheduler) as runner, _progress(console, quiet) as progress:
        task = progress.add_task(f"{game_id}", total=count)
        outcomes = simulate_cell(cell, count, runner, progress=lambda n: progress.advance(task, n), failures=failures)
    for failed in failures:
        err_console.print(f"game {failed['index'] + 1} of {count} failed (replay it: rulekit record {game_id} --seed "
                          f"{failed['seed']} --players {players} ...): {failed['error']}", markup=False)
    summary = summarize(definition, outcomes, seed=seed, players=players, agents=agents, failures=failures)
    _print_summary(summary, f"{game_id}: {len(outcomes)} games" + (f" of {count}" if failures else "")
                   + f", seed {seed}, {players} players")
    if out:
        write_atomically(out, json.dumps(summary, indent=2, sort_keys=True) + "\n")
        click.echo(f"summary written to {out}")
    if failures:
        err_console.print(f"{len(failures)} of {count} games failed; the summary covers the {len(outcomes)} that ended.",
                          markup=False)
        sys.exit(1)


def _print_summary(summary: dict[str, Any], title: str) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title=title)
    for column in ("seat", "agent", "wins", "shared", "win rate (95% CI)", "mean score"):
        table.add_column(column, justify="right" if column not in ("agent",) else "left")
    for seat in summary["seats"]:
        lo, hi = seat["win_rate_ci95"]
        table.add_row(str(seat["seat"]), seat["agent"], str(seat["wins"]), str(seat["shared_wins"]),
                      f"{seat['win_rate']:.3f} ({lo:.3f}-{hi:.3f})", f"{seat['mean_score']:.1f}")
    Console().print(table)
    for side in summary["sides"]:
        lo, hi = side["win_rate_ci95"]
        click.echo(f"{side['side']}: {side['wins']} wins, {side['win_rate']:.3f} (95% CI {lo:.3f}-{hi:.3f})")
    rounds, decisions = summary["rounds"], summary["decisions"]
    endings = ", ".join(f"{k}: {v}" for k, v in summary["endings"].items())
    click.echo(f"rounds: mean {rounds['mean']} (min {rounds['min']}, max {rounds['max']}); "
               f"decisions per game: mean {decisions['mean']}; endings: {endings}; draws: {summary['draws']}")


# ---------------------------------------------------------------------------------------------- sweep, report
@main.command()
@click.argument("sweep_file", metavar="SWEEP.yaml", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="The results folder (default: SWEEP-results beside the sweep file). An existing one is resumed.")
@JOBS
@SCHEDULER
@click.option("--quiet", is_flag=True, help="No progress bar.")
@click.pass_context
@_friendly
def sweep(ctx: click.Context, sweep_file: Path, out: Path | None, jobs: int | None, scheduler: str | None,
          quiet: bool) -> None:
    """Play every cell of a sweep (each combination of its axes: house rules, players, cards, counters, agents)
    into a results folder, one file per cell. Killed or stopped, the same command resumes it: finished cells are
    kept, unfinished ones continue from their finished batches. Results do not depend on --jobs or --scheduler.
    Then `rulekit report RESULTS` draws them."""
    from rich.console import Console

    from rulekit.sim.parallel import backend
    from rulekit.sim.sweep import load_sweep, run_sweep

    plan = load_sweep(sweep_file, _root(ctx))
    out = out or sweep_file.with_name(sweep_file.stem + "-results")
    console = Console(stderr=True)
    total = len(plan.cells) * plan.games
    with backend(jobs, scheduler) as runner, _progress(console, quiet) as progress:
        cells = progress.add_task("cells", total=len(plan.cells))
        games = progress.add_task("games", total=total)

        def advance(done_cells: int, done_games: int) -> None:
            progress.advance(cells, done_cells)
            progress.advance(games, done_games)

        counts = run_sweep(plan, out, runner, advance)
    click.echo(f"{out}: {counts['cells']} cells of {plan.games} games ({counts['resumed']} finished before, "
               f"{counts['played']} games played now on {runner.name})")
    _print_sweep_table(out)
    if counts["failed"]:
        err_console.print(f"{counts['failed']} games failed (their records hold the error and the seed).", markup=False)
        sys.exit(1)
    click.echo(f"draw it: rulekit report {out}")


def _print_sweep_table(folder: Path) -> None:
    from rich.console import Console
    from rich.table import Table

    from rulekit.sim.report import all_sides, cell_rows, rate_text

    rows = cell_rows(folder)
    table = Table(title="win rate per side (95% CI)")
    table.add_column("cell")
    sides = all_sides(rows)
    for side in sides:
        table.add_column(side, justify="right")
    for row in rows:
        table.add_row(row["name"], *(rate_text(row, side) for side in sides))
    Console().print(table)


@main.command()
@click.argument("results", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="The HTML page (default: RESULTS/report.html); the figures go beside it as PNG files.")
@click.option("--title", default=None, help="The page's title (default: the sweep's description).")
@_friendly
def report(results: Path, out: Path | None, title: str | None) -> None:
    """Draw a sweep's results as one self-contained HTML page (figures embedded) with the PNG figures beside it:
    win rates per side with 95% intervals, game lengths, how games ended, cards drawn and played, and paired
    differences between cells that differ in one axis."""
    from rulekit.sim.report import write_report

    page = out or results / "report.html"
    _writable(page, "--out")
    figures = write_report(results, page, title=title)
    click.echo(f"{page}: {len(figures)} figures ({', '.join(p.name for p in figures)})")


@main.command()
@click.argument("game_id", metavar="GAME")
@click.option("--seed", type=int, default=1, show_default=True, help="Seed of the game.")
@click.option("--players", type=click.IntRange(min=1), default=None, help="Number of players (default: the game's).")
@click.option("--agents", "agent_spec", default=None, help="As for simulate.")
@click.option("--house-rule", "house_rules", multiple=True, help="A house rule to play with (repeatable).")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), required=True, help="Where to write the record.")
@click.pass_context
@_friendly
def record(ctx: click.Context, game_id: str, seed: int, players: int | None, agent_spec: str | None,
           house_rules: Sequence[str], out: Path) -> None:
    """Play one game with agents and write its record: seed, every answer with its number of options, the result
    and a digest of the event log (a golden replay, or a bug report)."""
    from rulekit import catalog
    from rulekit.run.game import Game, seat_count
    from rulekit.sim import play_game

    _writable(out, "--out")
    definition = catalog.game(game_id, tuple(house_rules), _root(ctx))
    players = _players(definition, players)
    agents = parse_agents(agent_spec, seat_count(definition, players), seat_names=definition.seats, sides=definition.sides)
    _check_agents(agents, definition.id)
    game = play_game(definition, players, seed, agents, keep=True)
    write_atomically(out, json.dumps(game.record(), indent=1) + "\n")
    click.echo(f"{out}: {len(game.choices)} answers, result {game.result}")


@main.command()
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.pass_context
@_friendly
def replay(ctx: click.Context, path: Path) -> None:
    """Replay a recorded or saved game; exit 1 if it no longer ends the same way."""
    from rulekit import catalog
    from rulekit.view.terminal import load_saved

    recorded = read_record(path)
    game = load_saved(path, lambda g, h: catalog.game(g, h, _root(ctx)))
    same = game.result == recorded.get("result") and recorded.get("digest") in (None, game.digest())
    click.echo(f"{path}: {len(game.choices)} answers replayed; result {game.result}; "
               + ("identical" if same else "DIFFERENT from the record"))
    if not same:
        sys.exit(1)


def write_atomically(path: Path, text: str) -> None:
    """Write a whole file or nothing: a crash mid-write never leaves a half file where a good one was."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


# ---------------------------------------------------------------------------------------------- play
@main.command()
@click.argument("game_id", metavar="GAME")
@click.option("--lang", default="en", show_default=True, help=LANG_HELP)
@click.option("--players", type=click.IntRange(min=1), default=None, help="Number of players (default: the game's).")
@click.option("--seat", type=str, default="1", show_default=True,
              help="Your seat: a number counted from 1 or a seat name (e.g. athos); several separated by commas. With fewer players you play every seat of your group.")
@click.option("--seed", type=int, default=None, help="Seed of the game (default: random).")
@click.option("--agents", "agent_spec", default="greedy", show_default=True, help="Agents for the other seats.")
@click.option("--house-rule", "house_rules", multiple=True, help="A house rule to play with (repeatable).")
@click.option("--save", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Keep the game in this file after every answer; if it exists, continue it.")
@click.pass_context
@_friendly
def play(ctx: click.Context, game_id: str, lang: str, players: int | None, seat: str, seed: int | None,
         agent_spec: str, house_rules: Sequence[str], save: Path | None) -> None:
    """Play GAME in the terminal against agents, seeing only what your seats may see. With --save the file keeps the
    game after every answer that went through: an answer that fails leaves it as it was before."""
    from rulekit import catalog
    from rulekit.view.terminal import play_in_terminal

    _check_lang(ctx, lang)
    if save is not None and save.exists():
        _check_save(save, game_id, house_rules, players, seed)
    if save is not None:
        _writable(save, "--save")
    definition = catalog.game(game_id, tuple(house_rules), _root(ctx))
    if save is None or not save.exists():
        _players(definition, players)
    names = definition.seats
    seats = []
    for part in (p.strip() for p in seat.split(",") if p.strip()):
        if part.isascii() and part.isdigit() and int(part) >= 1:
            seats.append(int(part) - 1)  # players count seats from 1
        elif part in names:
            seats.append(names.index(part))
        else:
            raise click.BadParameter(f"{part!r} is no seat; seats: {', '.join(names) or 'numbers from 1'}", param_hint="--seat")
    try:
        play_in_terminal(_root(ctx), game_id, lang=lang, players=players, seat=tuple(seats) or (0,), seed=seed,
                         agent_spec=agent_spec, house_rules=tuple(house_rules), save=save)
    except (SaveError, click.ClickException):
        raise  # the save could not be read or the options do not fit: nothing was played
    except Exception:
        if save is not None and save.exists():
            err_console.print(f"{save} keeps the game as it was before the answer that failed.", markup=False)
        raise


def _check_save(save: Path, game_id: str, house_rules: Sequence[str], players: int | None, seed: int | None) -> None:
    """`play --save FILE` continues the game in FILE: refuse, and leave the file alone, when it holds another game
    or when the options ask for something else than what it holds."""
    record = read_record(save)
    differs = []
    if record["game"] != game_id:
        raise click.UsageError(f"{save} holds a game of {record['game']!r}, not {game_id!r}; it was left unchanged. "
                               f"Continue it with `rulekit play {record['game']} --save {save}`, or save this game "
                               "in another file.")
    if house_rules and sorted(set(house_rules)) != sorted(record.get("house_rules") or ()):
        differs.append(f"house rules {', '.join(record.get('house_rules') or ()) or 'none'}")
    if players is not None and players != record["players"]:
        differs.append(f"{record['players']} players")
    if seed is not None and seed != record["seed"]:
        differs.append(f"seed {record['seed']}")
    if differs:
        raise click.UsageError(f"{save} holds a game with {'; '.join(differs)}; it was left unchanged. Leave these "
                               "options out to continue it, or save the new game in another file.")


# ---------------------------------------------------------------------------------------------- serve
def _default_tables_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "rulekit" / "tables"


@main.command()
@click.argument("game_id", metavar="[GAME]", required=False)
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on; only this machine by default (0.0.0.0 lets others on your network join).")
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True, help="Port to listen on.")
@click.option("--tables", "tables_dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Where tables are saved after every move (default: ~/.local/share/rulekit/tables).")
@click.option("--lang", default="en", show_default=True, help="Language of the start page: " + LANG_HELP)
@click.pass_context
@_friendly
def serve(ctx: click.Context, game_id: str | None, host: str, port: int, tables_dir: Path | None, lang: str) -> None:
    """Open a table in the browser: pick a game and seats (here, invited by link, or agents), play with a live
    board; every table is saved after each move and continues after a restart."""
    from rulekit.web import MISSING, web_available

    if not web_available():
        err_console.print(MISSING, markup=False)
        sys.exit(2)
    import uvicorn

    from rulekit import catalog
    from rulekit.web.app import create_app

    root = _root(ctx)
    _check_lang(ctx, lang)
    if game_id is not None:
        catalog.game(game_id, (), root)  # an unknown game is an error with a suggestion
    directory = tables_dir or _default_tables_dir()
    app = create_app(directory, root, lang)
    where = f"http://{host}:{port}/" + (f"game/{game_id}" if game_id else "")
    click.echo(f"rulekit table at {where} (tables saved in {directory}); Ctrl+C stops it")
    uvicorn.run(app, host=host, port=port, log_level="warning")


# ---------------------------------------------------------------------------------------------- show, games, house-rules
@main.command()
@click.argument("game_id", metavar="GAME")
@click.argument("item_id", metavar="ID", required=False)
@click.option("--lang", default="en", show_default=True, help=LANG_HELP)
@click.option("--picture", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Draw the board ID as an SVG picture into this file (boards only) instead of the table.")
@click.option("--python", "python_name", metavar="NAME", default=None,
              help="Print the Python generated for a procedure, step or trigger NAME (`all`: the whole module).")
@click.pass_context
@_friendly
def show(ctx: click.Context, game_id: str, item_id: str | None, lang: str, picture: Path | None,
         python_name: str | None) -> None:
    """Show one card, board, zone, procedure or the game itself: its text and its effects; `--picture FILE.svg`
    draws a board; `--python NAME` prints the generated code."""
    from rulekit.view.show import show_item, show_python

    _check_lang(ctx, lang)
    if python_name is not None:
        show_python(_root(ctx), game_id, python_name)
        return
    if item_id is None:
        raise click.UsageError("name what to show: a card, board, zone or procedure id, or the game's id "
                               "(or use --python NAME)")
    show_item(_root(ctx), game_id, item_id, lang, picture=picture)


@main.command()
@click.option("--plain", is_flag=True, help="Only the ids, one a line (for scripts).")
@click.pass_context
@_friendly
def games(ctx: click.Context, plain: bool) -> None:
    """List the games in the content folder (from their game files: nothing is compiled)."""
    from rulekit import catalog

    root = _root(ctx)
    entries = catalog.index(str(root))
    if plain:
        for game_id in sorted(entries):
            click.echo(game_id)
        return
    from rich.console import Console
    from rich.table import Table

    names = catalog.english_names(root)
    table = Table(title="games")
    table.add_column("id")
    table.add_column("name")
    table.add_column("players", justify="right")
    broken = 0
    for game_id, entry in sorted(entries.items()):
        players = f"{entry.players[0]}-{entry.players[1]}" if entry.players else "?"
        broken += entry.problems > 0
        table.add_row(game_id, names.get(game_id, f"[{game_id}]"), players + (" (errors)" if entry.problems else ""))
    Console().print(table)
    if broken:
        err_console.print("a game file has errors: run `rulekit lint` to see them", markup=False)


@main.command("house-rules")
@click.argument("game_id", metavar="GAME")
@click.option("--lang", default="en", show_default=True, help=LANG_HELP)
@click.pass_context
@_friendly
def house_rules_command(ctx: click.Context, game_id: str, lang: str) -> None:
    """List the house rules that can be chosen for GAME with --house-rule, with what each changes."""
    from rich.console import Console
    from rich.table import Table

    from rulekit import catalog, plugins
    from rulekit.compile.house_rules import listing
    from rulekit.load.documents import load_content
    from rulekit.view.i18n import Localizer

    _check_lang(ctx, lang)
    entry = catalog.index(str(_root(ctx))).get(game_id)
    if entry is None:  # an unknown game is an error, not an empty list
        raise catalog.unknown_game(game_id, str(_root(ctx)))
    documents = [d for d in load_content([entry.path], context=False)[0].documents if d.kind == "game"]
    rules = listing(documents[0], game_id, plugins.default_plugin_manager())  # the game's own, then plugins'
    if not rules:
        click.echo(f"{game_id} has no house rules.")
        return
    text = Localizer(_root(ctx), lang)
    table = Table(title=f"house rules for {game_id}")
    table.add_column("name")
    table.add_column("what it changes")
    for rule in rules:
        table.add_row(rule.name, text.house_rule(rule))
    Console().print(table)


# ---------------------------------------------------------------------------------------------- l10n
@main.group()
def l10n() -> None:
    """Translators' tools: how complete each locale is, and new locales (docs/translating.md)."""


def _locales_of(ctx: click.Context) -> tuple[Any, list[str]]:
    """The content's locales (every folder, also empty ones) and the ids of its games."""
    from rulekit.load.documents import load_content

    root = _root(ctx)
    folder = Path(root) / "locales"
    if not folder.is_dir():
        raise click.UsageError(f"{root} has no locales folder")
    content, _problems = load_content([folder], context=False)  # unreadable files: `rulekit lint` reports them
    return content.locales, sorted(p.stem for p in (Path(root) / "games").glob("*.y*ml"))


@l10n.command("status")
@click.argument("lang", required=False)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="A table per locale, or JSON for scripts and CI.")
@click.option("--details", is_flag=True, help="Also list the ids still to translate, unchanged and obsolete.")
@click.option("--fail-under", type=click.FloatRange(0, 100), default=None, metavar="PERCENT",
              help="Exit 1 when a locale has less than PERCENT of its messages done (for CI).")
@click.pass_context
@_friendly
def l10n_status(ctx: click.Context, lang: str | None, fmt: str, details: bool, fail_under: float | None) -> None:
    """How complete each locale is (or LANG alone): per file, messages and words translated, unchanged from
    English, missing (absent, or still marked untranslated) and obsolete, with the share done."""
    from rich.console import Console

    from rulekit.l10n.status import locale_status, print_status

    locales, games = _locales_of(ctx)
    others = [code for code in locales.languages if code != "en"]
    if lang is not None and lang not in others:
        raise click.BadParameter(f"no locale {lang!r} to compare with English; locales: {', '.join(others) or 'none'}",
                                 param_hint="LANG")
    report = locale_status(locales, games, [lang] if lang else None)
    if fmt == "text" and not report["locales"]:
        click.echo("no locale but English (the reference); `rulekit l10n new LANG` starts one")
        return
    if fmt == "json":
        click.echo(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        print_status(report, Console(highlight=False), details=details)
    below = [f"{l['lang']} {l['total']['percent']:.0f}%" for l in report["locales"]
             if fail_under is not None and l["total"]["percent"] < fail_under]
    if below:
        err_console.print(f"under {fail_under:g}%: {', '.join(below)}", markup=False)
        sys.exit(1)


@l10n.command("new")
@click.argument("lang")
@click.option("--fill", is_flag=True, help="Also add the messages the locale's existing files lack, marked untranslated.")
@click.pass_context
@_friendly
def l10n_new(ctx: click.Context, lang: str, fill: bool) -> None:
    """Start the locale LANG (a language tag: es, pt-BR): every English file it lacks is written with the English
    text, a comment saying what each message names and where it is used, and the mark `# rulekit: untranslated`
    (the status counts such messages as missing). Files the locale has are kept."""
    from rulekit.l10n.languages import code_problem, language_name
    from rulekit.l10n.scaffold import new_locale
    from rulekit.load.documents import load_content

    if lang == "en":
        raise click.BadParameter("English is the reference locale the others are made from", param_hint="LANG")
    problem = code_problem(lang)
    if problem is not None:
        raise click.BadParameter(problem, param_hint="LANG")
    root = _root(ctx)
    if not (Path(root) / "locales" / "en").is_dir():
        raise click.UsageError(f"{root} has no English locale (locales/en) to start from")
    content, _problems = load_content([root])
    written = new_locale(content, Path(root) / "locales", lang, fill=fill)
    for item in written:
        click.echo(f"{item.path}: {item.messages} messages {'to translate' if item.new_file else 'added'}")
    if not written:
        click.echo(f"{lang} already has every English file" + ("" if fill else " (--fill adds the messages they lack)"))
        return
    click.echo(f"{language_name(lang)}: translate each message and delete its `# rulekit: untranslated` line; "
               f"`rulekit l10n status {lang}` shows what is left, `rulekit play GAME --lang {lang}` shows it in play.")


@main.command()
@click.option("--check", is_flag=True, help="Change nothing; exit 1 if a generated page is stale (for CI).")
@_friendly
def docs(check: bool) -> None:
    """Regenerate the pages made from code and content: the effect-language reference, the lint rule codes and each
    game page's table of authored values."""
    from rulekit.check.codes import LINT_DOC, update_codes_doc
    from rulekit.effects.reference import DOC_PATH, update_reference_doc
    from rulekit.compile.vocabulary import build_registry

    from rulekit import catalog
    from rulekit.view.provenance import BEGIN, update_provenance_doc

    stale = []
    if update_reference_doc(DOC_PATH, build_registry(), check_only=check):
        stale.append(DOC_PATH)
    if update_codes_doc(LINT_DOC, check_only=check):
        stale.append(LINT_DOC)
    root = catalog.default_content_root()
    for game_id in catalog.games(root):
        page = DOC_PATH.parent / "games" / f"{game_id}.md"
        if page.exists() and BEGIN in page.read_text(encoding="utf-8"):
            if update_provenance_doc(page, catalog.load(str(root)), game_id, check_only=check):
                stale.append(page)
    for path in stale:
        click.echo(f"{path}: {'stale' if check else 'updated'}")
    if check and stale:
        sys.exit(1)


if __name__ == "__main__":
    main()
