"""The rulekit command line: lint, test, simulate, sweep, report, record, replay, play, serve, show, games, packs,
house-rules, docs.

Exit codes: 0 success (lint: clean), 1 findings (lint) or a game that could not run, 2 usage or internal error.
Errors of content, plugins and input are printed as messages with their location, never as tracebacks.
"""
from __future__ import annotations

import json
import os
import re
import sys
import tempfile
from dataclasses import dataclass
from functools import wraps
from pathlib import Path
from typing import Any, Callable, Sequence

import click

from rulekit.errors import ContentError, PluginError, RulekitError, SaveError
from rulekit.records import read_record, write_atomically


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


def _given_root(ctx: click.Context) -> Path | None:
    """The content folder named by --content or $RULEKIT_CONTENT, if any."""
    env = os.environ.get("RULEKIT_CONTENT")
    return ctx.obj["root"] or (Path(env) if env else None)


def _checked_root(ctx: click.Context) -> Path:
    """The content folder the checks read (`lint`, `l10n`): the one named, else ./content; never the games rulekit
    ships, so a CI job in the wrong folder fails instead of checking something else."""
    return _given_root(ctx) or Path("content")


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
@click.option("--select", multiple=True, help="Only codes starting with this (repeatable or comma-separated, any case; ALL for every code).")
@click.option("--ignore", multiple=True, help="Skip codes starting with this (repeatable or comma-separated; ALL for every code a longer --select does not name).")
@click.option("--statistics", is_flag=True, help="Count findings per code instead of listing them (text formats).")
@click.option("--exit-zero", is_flag=True, help="Exit 0 even with findings.")
@click.option("--warnings-as-errors", is_flag=True, help="Warnings fail the run too.")
@click.option("--show-settings", is_flag=True, help="Say which configuration file applies and what it selects; lint nothing.")
@click.pass_context
def lint(ctx: click.Context, paths: Sequence[Path], fmt: str, select: Sequence[str], ignore: Sequence[str],
         statistics: bool, exit_zero: bool, warnings_as_errors: bool, show_settings: bool) -> None:
    """Check content: files, YAML, schemas, ids and references, effects, translations.

    PATHS default to the content folder (--content, $RULEKIT_CONTENT or ./content). A path that is a content
    pack (a folder with a pack.yaml) is checked against its game in the content folder; a sweep file (sweep.yaml,
    *.sweep.yaml) as `rulekit sweep` reads it, without playing. Prints
    `path:line:col: CODE message`; exits 0 when clean, 1 on findings, 2 on usage or internal errors.
    `rulekit rule CODE` explains a code.
    """
    from rulekit.check import run_lint
    from rulekit.compile.game import check_games
    from rulekit.testing.files import check_scenario_file

    targets = list(paths) or [_checked_root(ctx)]
    if not paths and not _given_root(ctx) and not Path("content").exists() and Path("pack.yaml").is_file():
        targets = [Path(".")]  # run inside a content pack: the pack, as `rulekit test` takes the folder it is in
    missing = [str(p) for p in targets if not os.path.lexists(p)]
    if missing:
        err_console.print(f"error: no such file or folder: {', '.join(missing)}", markup=False)
        sys.exit(2)
    if show_settings:
        _show_lint_settings(targets[0], select, ignore)
        return
    try:
        code = run_lint(targets, fmt=fmt, select=select, ignore=ignore, exit_zero=exit_zero,
                        warnings_as_errors=warnings_as_errors, compile_hook=check_games, show_statistics=statistics,
                        content_root=_root(ctx), sweep_hook=_check_sweep,
                        scenario_hook=lambda path: check_scenario_file(path, _root(ctx)))
    except PluginError as error:
        err_console.print(f"plugin error: {error}", markup=False)
        sys.exit(2)
    sys.exit(code)


def _show_lint_settings(target: Path, select: Sequence[str], ignore: Sequence[str]) -> None:
    """The configuration file `rulekit lint TARGET` reads (the nearest rulekit.toml, or pyproject.toml with
    [tool.rulekit], at or above it), and the selection it comes to with the command line's."""
    from rulekit.check.config import LintConfigError, code_prefixes, find_config

    try:
        config = find_config(target)
    except LintConfigError as error:
        err_console.print(f"error: {error}", markup=False)
        sys.exit(2)
    chosen = code_prefixes(select) or config.select
    click.echo(f"configuration: {config.source or 'none (no rulekit.toml or [tool.rulekit] at or above ' + str(target) + ')'}")
    click.echo(f"select: {', '.join(chosen) or 'every code'}"
               + (" (from the command line)" if select else ""))
    click.echo(f"ignore: {', '.join(code_prefixes(ignore) + config.ignore) or 'nothing'}")
    if config.per_file_ignores:
        click.echo(f"per-file ignores: {len(config.per_file_ignores)} glob(s) in {config.source}")


def _check_sweep(path: Path, text: str | None, root: Path | None) -> list:
    """`rulekit lint`'s check of a sweep file; the balance lab is imported only when a sweep file is linted."""
    from rulekit.sim.sweep import check_sweep

    return check_sweep(path, text, root)


@main.command("test")
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("-k", "keyword", default=None, help="Only scenarios whose name contains this (any case).")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="How results are printed.")
@click.option("--quiet", "-q", is_flag=True, help="Print only what failed and the summary.")
@click.pass_context
@_friendly
def test_command(ctx: click.Context, paths: Sequence[Path], keyword: str | None, fmt: str, quiet: bool) -> None:
    """Run card tests: every scenario of every *.scenario.yaml under PATHS (default: the current folder). A
    scenario sets up zones and counters, scripts answers, runs an event, a step or a procedure, and checks what
    must hold; each failed check is printed at its file:line:col, expected against actual. A file inside a
    content pack plays with that pack. Exits 0 when all pass, 1 on a failure or an error, 2 when nothing is found.
    See docs/modding.md."""
    from rulekit.testing.report import run_tests

    sys.exit(run_tests(list(paths) or [Path(".")], ctx.obj["root"], keyword, fmt, quiet=quiet))


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
    typed = re.sub(r"^RK(\d{1,2})$", lambda m: "RK" + m.group(1).zfill(3), code.upper())  # rk44 is RK044
    entry = CODES.get(typed) or next((e for e in CODES.values() if e.name == code), None)
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


# ---------------------------------------------------------------------------------------------- packs option
PACKS = click.option("--pack", "packs", multiple=True, metavar="PACK",
                     help="A content pack: a folder with a pack.yaml, or an installed pack's id (repeatable; "
                          "applied in the order given).")


def _packs(packs: Sequence[str]) -> tuple[str, ...]:
    """The packs' folders (checked: a pack that cannot be found is a usage error)."""
    from rulekit import catalog
    from rulekit.load.packs import PackError

    try:
        return catalog.pack_folders(packs)
    except PackError as error:
        raise click.BadParameter(str(error), param_hint="--pack") from None


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
@PACKS
@click.option("--compare", "arm_specs", multiple=True, metavar="NAME:CHANGES",
              help="An arm of a paired comparison (repeatable; the first is the base): NAME: for the game as given, "
                   "NAME:PACK, NAME:without=CARD, NAME:house-rule=RULE, or several joined by commas.")
@click.option("--without", "without", multiple=True, metavar="CARD",
              help="Compare the game as given with the same games without CARD (repeatable; the cards go together).")
@click.option("--cards", "show_cards", is_flag=True, help="Per-card statistics: drawn, played and fired per game, and "
                                                          "the win rate of the side when it played the card.")
@click.option("--card", "only_cards", multiple=True, metavar="CARD", help="Only these cards in the card statistics.")
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True,
              help="table for people; json prints the whole result to stdout.")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=None, help="Write the JSON summary here.")
@JOBS
@SCHEDULER
@click.option("--quiet", is_flag=True, help="No progress bar.")
@click.pass_context
@_friendly
def simulate(ctx: click.Context, game_id: str, count: int, seed: int, players: int | None, agent_spec: str | None,
             house_rules: Sequence[str], packs: Sequence[str], arm_specs: Sequence[str], without: Sequence[str],
             show_cards: bool, only_cards: Sequence[str], fmt: str, out: Path | None, jobs: int | None,
             scheduler: str | None, quiet: bool) -> None:
    """Play GAME many times with agents and summarise wins, scores and game length. A game that fails is reported
    (with the seed to record it) and the others go on; the summary then covers the games that ended, and the exit
    code is 1. The summary is the same for the same arguments whatever --jobs or --scheduler.

    With --compare (twice or more) or --without, every arm plays the same seeds, and the difference of each side's
    win rate against the first arm is printed with a 95% interval for paired outcomes (docs/modding.md)."""
    from rulekit import catalog
    from rulekit.run.game import seat_count
    from rulekit.sim.cells import Cell, Variant

    if out is not None:
        _writable(out, "--out")
    folders = _packs(packs)
    definition = catalog.game(game_id, tuple(house_rules), _root(ctx), folders)
    players = _players(definition, players)
    agents = parse_agents(agent_spec, seat_count(definition, players), seat_names=definition.seats, sides=definition.sides)
    _check_agents(agents, definition.id)
    variant = Variant(definition.id, tuple(definition.house_rules), root=str(_root(ctx)), packs=folders)
    run = SimulateRun(game_id, count, seed, players, tuple(agents), jobs, scheduler, quiet, fmt, out)
    if arm_specs or without:
        _simulate_compare(run, variant, arm_specs, without, only_cards)
        return
    cell = Cell(variant, players, tuple(agents), seed, card_stats=show_cards or bool(only_cards))
    _simulate_one(run, definition, cell, show_cards or bool(only_cards), only_cards)


@dataclass(frozen=True)
class SimulateRun:
    """What every kind of `simulate` needs to know of its command line."""

    game: str
    count: int
    seed: int
    players: int
    agents: tuple[str, ...]
    jobs: int | None
    scheduler: str | None
    quiet: bool
    fmt: str
    out: Path | None


def _simulate_one(run: SimulateRun, definition: Any, cell: Any, cards: bool, only_cards: Sequence[str]) -> None:
    from rich.console import Console

    from rulekit.sim import summarize
    from rulekit.sim.parallel import backend
    from rulekit.sim.cells import simulate_cell

    failures: list[dict[str, Any]] = []
    records: list[dict[str, Any]] = []
    with backend(run.jobs, run.scheduler) as runner, _progress(Console(stderr=True), run.quiet) as progress:
        task = progress.add_task(run.game, total=run.count)
        outcomes = simulate_cell(cell, run.count, runner, progress=lambda n: progress.advance(task, n),
                                 failures=failures, records=records)
    _report_failures(run, failures, cell.variant)
    summary = summarize(definition, outcomes, seed=run.seed, players=run.players, agents=run.agents, failures=failures)
    if definition.packs:
        summary["packs"] = [{"id": pack, "version": version} for pack, version in definition.packs]
    if cards:
        from rulekit.sim.compare import card_rows, outcome_groups

        groups = outcome_groups(definition.sides, definition.seats, run.players)
        summary["cards"] = card_rows([r for r in records if "error" not in r], groups, list(only_cards) or None)
    if run.fmt == "json":
        click.echo(json.dumps(summary, indent=2, sort_keys=True))
    else:
        _print_summary(summary, f"{run.game}: {len(outcomes)} games" + (f" of {run.count}" if failures else "")
                       + f", seed {run.seed}, {run.players} players"
                       + "".join(f", pack {pack} {version}" for pack, version in definition.packs))
        if cards:
            _print_cards({"": summary["cards"]}, "Cards (per game)")
    _finish(run, summary, failures, len(outcomes))


def _report_failures(run: SimulateRun, failures: Sequence[dict[str, Any]], variant: Any, arm: str = "") -> None:
    for failed in failures:
        err_console.print(f"{arm}game {failed['index'] + 1} of {run.count} failed (replay it: "
                          f"{_record_command(run, variant, failed['seed'])}): {failed['error']}", markup=False)


def _record_command(run: SimulateRun, variant: Any, seed: int) -> str:
    """The `rulekit record` command line that plays one game of a simulation again, ready to paste."""
    import shlex

    from rulekit.catalog import default_content_root

    words = ["rulekit"]
    if variant.root and Path(variant.root).resolve() != Path(default_content_root()).resolve():
        words += ["--content", variant.root]
    words += ["record", run.game, "--seed", str(seed), "--players", str(run.players), "--agents", ",".join(run.agents)]
    for rule in variant.house_rules:
        words += ["--house-rule", rule]
    for pack in variant.packs:
        words += ["--pack", pack]
    words += ["--out", f"game-{seed}.json"]
    command = shlex.join(words)
    if variant.remove_cards or variant.add_cards or variant.counters or variant.out_of_play:
        command += " (the arm's cards and counters changed: not options of record)"
    return command


def _finish(run: SimulateRun, summary: dict[str, Any], failures: Sequence[Any], ended: int) -> None:
    if run.out:
        write_atomically(run.out, json.dumps(summary, indent=2, sort_keys=True) + "\n")
        if run.fmt != "json":
            click.echo(f"summary written to {run.out}")
    if failures:
        of = run.count * (len(summary["arms"]) if "arms" in summary else 1)
        err_console.print(f"{len(failures)} of {of} games failed; the summary covers the {ended} that ended.",
                          markup=False)
        sys.exit(1)


def _simulate_compare(run: SimulateRun, base: Any, specs: Sequence[str], without: Sequence[str],
                      only_cards: Sequence[str]) -> None:
    """Paired arms: the same seeds in every arm; differences against the first arm (rulekit.sim.compare)."""
    from rich.console import Console

    from rulekit.sim.compare import changed_cards, check_arms, compare_arms, make_arms, outcome_groups, play_arms
    from rulekit.sim.parallel import backend

    try:
        arms = make_arms(base, specs, without)
    except RulekitError as error:
        raise click.BadParameter(str(error), param_hint="--compare/--without") from None
    try:
        definitions = check_arms(arms)
    except ContentError:
        raise
    except RulekitError as error:  # an arm naming a card or house rule the game lacks: a usage error, as a bad pack
        raise click.BadParameter(str(error), param_hint="--compare/--without") from None
    first = definitions[0]
    groups = outcome_groups(first.sides, first.seats, run.players)
    with backend(run.jobs, run.scheduler) as runner, _progress(Console(stderr=True), run.quiet) as progress:
        task = progress.add_task(f"{run.game} x {len(arms)} arms", total=run.count * len(arms))
        records = play_arms(arms, run.players, run.agents, run.count, run.seed, runner,
                            progress=lambda n: progress.advance(task, n))
    failures = [dict(r, arm=name) for name, found in records.items() for r in found if "error" in r]
    for arm in arms:
        _report_failures(run, [f for f in failures if f["arm"] == arm.name], arm.variant, f"arm {arm.name}: ")
    cards = list(only_cards) or changed_cards(definitions, arms)
    result = compare_arms(arms, records, groups, cards)
    result.update({"game": run.game, "games": run.count, "seed": run.seed, "players": run.players,
                   "agents": list(run.agents), "seeds": "paired", "failed": failures})
    for arm, definition in zip(result["arms"], definitions):
        arm["packs"] = [{"id": pack, "version": version} for pack, version in definition.packs]
        in_play = set(definition.cards) - set(arm["without"])  # a card an arm has not is no row of it
        result["cards"][arm["name"]] = [r for r in result["cards"][arm["name"]] if r["card"] in in_play]
    if run.fmt == "json":
        click.echo(json.dumps(result, indent=2, sort_keys=True))
    else:
        _print_comparison(result, groups)
    _finish(run, result, failures, sum(a["games"] for a in result["arms"]))


def _print_summary(summary: dict[str, Any], title: str) -> None:
    from rich.console import Console
    from rich.table import Table

    named = any(seat.get("name") for seat in summary["seats"])
    table = Table(title=title, caption_justify="left",
                  caption="seats as --agents names them: N=AGENT counts from 0, or the seat's name" if named
                  else "seats as --agents counts them: N=AGENT, from 0")
    for column in ("seat", "agent", "wins", "shared", "win rate (95% CI)", "mean score"):
        table.add_column(column, justify="right" if column not in ("seat", "agent") else "left")
    ended = summary["games"] > 0  # with no game ended there is no rate to show, not a rate of 0
    for seat in summary["seats"]:
        lo, hi = seat["win_rate_ci95"]
        name = f"{seat['seat']} {seat['name']}" if seat.get("name") else str(seat["seat"])  # what --agents names
        table.add_row(name, seat["agent"], str(seat["wins"]), str(seat["shared_wins"]),
                      f"{seat['win_rate']:.3f} ({lo:.3f}-{hi:.3f})" if ended else "-",
                      f"{seat['mean_score']:.1f}" if ended else "-")
    Console().print(table)
    for side in summary["sides"]:
        lo, hi = side["win_rate_ci95"]
        rate = f"{side['win_rate']:.3f} (95% CI {lo:.3f}-{hi:.3f})" if ended else "no game ended"
        click.echo(f"{side['side']}: {side['wins']} wins, {rate}")
    rounds, decisions = summary["rounds"], summary["decisions"]
    endings = ", ".join(f"{k}: {v}" for k, v in summary["endings"].items())
    click.echo(f"rounds: mean {rounds['mean']} (min {rounds['min']}, max {rounds['max']}); "
               f"decisions per game: mean {decisions['mean']}; endings: {endings}; draws: {summary['draws']}")


def _print_comparison(result: dict[str, Any], groups: dict[str, list[int]]) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    table = Table(title=f"{result['game']}: {result['games']} games per arm on the same seeds (seed {result['seed']}), "
                        f"{result['players']} players, agents {','.join(result['agents'])}")
    table.add_column("arm", no_wrap=True)
    for group in groups:
        table.add_column(f"{group} wins (95% CI)", justify="right")
    table.add_column("mean rounds", justify="right")
    for arm in result["arms"]:
        rates = [f"{r['win_rate']:.3f} ({r['ci95'][0]:.2f}-{r['ci95'][1]:.2f})" for r in arm["win_rates"].values()]
        table.add_row(arm["name"], *rates, f"{arm['mean_rounds']:.2f}")
    console.print(table)
    for arm in result["arms"]:
        changes = [f"pack {p['id']} {p['version']}" for p in arm["packs"]] + [f"without {c}" for c in arm["without"]]
        changes += [f"house rule {r}" for r in arm["house_rules"]]
        click.echo(f"  {arm['name']}: {', '.join(changes) or 'the game as printed'}")
    diffs = Table(title=f"Difference of win rate against {result['arms'][0]['name']}, paired by seed (Newcombe 95% CI; "
                        "McNemar exact p)")
    for column in ("arm", "side", "difference (95% CI)", "won only here / only in base", "p"):
        diffs.add_column(column, justify="left" if column in ("arm", "side") else "right",
                         no_wrap=column.startswith("difference"))
    for d in result["differences"]:
        diffs.add_row(d["arm"], d["group"], f"{d['difference']:+.3f} ({d['ci95'][0]:+.2f}, {d['ci95'][1]:+.2f})",
                      f"{d['only_arm']} / {d['only_base']}", f"{d['p_value']:.3g}")
    console.print(diffs)
    if any(result["cards"].values()):
        _print_cards(result["cards"], "Cards (per game, in each arm)")


def _print_cards(per_arm: dict[str, list[dict[str, Any]]], title: str) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title=title)
    columns = (["arm"] if any(per_arm) else []) + ["card", "drawn", "played", "fired", "win rate when played (95% CI)"]
    for column in columns:
        table.add_column(column, justify="left" if column in ("arm", "card") else "right")
    for arm, rows in per_arm.items():
        for row in rows:
            rate = row["win_rate_when_played"]
            ci = row["win_rate_when_played_ci95"]
            cells = [row["card"], f"{row['drawn_per_game']:.2f}", f"{row['played_per_game']:.2f}",
                     f"{row['fired_per_game']:.2f}",
                     "-" if rate is None else f"{rate:.3f} ({ci[0]:.3f}-{ci[1]:.3f}) in {row['played_games']} games"]
            table.add_row(*([arm] if arm else []), *cells)
    Console().print(table)


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
@PACKS
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), required=True, help="Where to write the record.")
@click.pass_context
@_friendly
def record(ctx: click.Context, game_id: str, seed: int, players: int | None, agent_spec: str | None,
           house_rules: Sequence[str], packs: Sequence[str], out: Path) -> None:
    """Play one game with agents and write its record: seed, every answer with its number of options, the result
    and a digest of the event log (a golden replay, or a bug report)."""
    from rulekit import catalog
    from rulekit.run.game import seat_count
    from rulekit.sim import play_game

    _writable(out, "--out")
    definition = catalog.game(game_id, tuple(house_rules), _root(ctx), _packs(packs))
    players = _players(definition, players)
    agents = parse_agents(agent_spec, seat_count(definition, players), seat_names=definition.seats, sides=definition.sides)
    _check_agents(agents, definition.id)
    game = play_game(definition, players, seed, agents, keep=True)
    write_atomically(out, json.dumps(game.record(), indent=1) + "\n")
    click.echo(f"{out}: {len(game.choices)} answers, result {game.result}")


@main.command()
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@PACKS
@click.pass_context
@_friendly
def replay(ctx: click.Context, path: Path, packs: Sequence[str]) -> None:
    """Replay a recorded or saved game; exit 1 if it no longer ends the same way. A game played with content
    packs needs the same packs at the same versions (given with --pack, or installed)."""
    from rulekit import catalog
    from rulekit.records import load_game

    recorded = read_record(path)
    folders = record_packs(recorded, packs, path)
    game = load_game(path, lambda g, h: catalog.game(g, h, _root(ctx), folders), as_saved=False)
    same = game.result == recorded.get("result") and recorded.get("digest") in (None, game.digest())
    verdict = "identical" if same else "DIFFERENT from the record"
    if same and recorded.get("digest") is None:  # nothing to compare the whole game with
        verdict = "the same result (it has no digest: the rest of the game cannot be compared)"
    click.echo(f"{path}: {len(game.choices)} answers replayed; result {game.result}; {verdict}")
    if not same:
        sys.exit(1)


def record_packs(record: dict[str, Any], given: Sequence[str], path: Path) -> tuple[str, ...]:
    """The folders of the packs a record was played with, in its order: from --pack, else installed packs by id.
    A pack that is missing, or at another version, is refused with what the record needs (a replay with other
    rules would diverge, or worse, seem to pass)."""
    from rulekit import catalog
    from rulekit.load.packs import PackError, installed_packs

    wanted = record.get("packs") or []
    if not isinstance(wanted, list) or not all(isinstance(p, dict) and {"id", "version"} <= set(p) for p in wanted):
        raise SaveError(f"{path}: its `packs` must be a list of {{id, version}}")
    try:
        found = {p.id: p for p in catalog.packs_of(given)}
    except PackError as error:
        raise click.BadParameter(str(error), param_hint="--pack") from None
    needs = ", ".join(f"{p['id']} {p['version']}" for p in wanted) or "no packs"
    extra = sorted(set(found) - {p["id"] for p in wanted})
    if extra:
        raise SaveError(f"{path} was played with {needs}; not with {', '.join(extra)}")
    installed = installed_packs()
    folders = []
    for entry in wanted:
        pack = found.get(entry["id"]) or installed.get(entry["id"])
        if pack is None:
            raise SaveError(f"{path} was played with pack {entry['id']} {entry['version']}: give it with --pack "
                            f"FOLDER (the record needs {needs})")
        if pack.version != entry["version"]:
            raise SaveError(f"{path} was played with pack {entry['id']} {entry['version']}, but {pack.folder} is "
                            f"version {pack.version}: a replay with other rules would not be the same game")
        folders.append(str(pack.folder))
    return tuple(folders)


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
@PACKS
@click.option("--save", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Keep the game in this file after every answer; if it exists, continue it.")
@click.pass_context
@_friendly
def play(ctx: click.Context, game_id: str, lang: str, players: int | None, seat: str, seed: int | None,
         agent_spec: str, house_rules: Sequence[str], packs: Sequence[str], save: Path | None) -> None:
    """Play GAME in the terminal against agents, seeing only what your seats may see. With --save the file keeps the
    game after every answer that went through: an answer that fails leaves it as it was before."""
    from rulekit import catalog
    from rulekit.view.terminal import play_in_terminal

    _check_lang(ctx, lang)
    folders = _packs(packs)
    if save is not None and save.exists():
        _check_save(save, game_id, house_rules, players, seed)
        folders = record_packs(read_record(save), packs, save)
    if save is not None:
        _writable(save, "--save")
    definition = catalog.game(game_id, tuple(house_rules), _root(ctx), folders)
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
                         agent_spec=agent_spec, house_rules=tuple(house_rules), save=save, packs=folders)
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
        from rulekit import catalog

        if record["game"] not in catalog.games(_root(click.get_current_context())):
            raise click.UsageError(f"{save} holds a game of {record['game']!r}, which this content has no game "
                                   "file for; it was left unchanged. Save this game in another file.")
        raise click.UsageError(f"{save} holds a game of {record['game']!r}, not {game_id!r}; it was left unchanged. "
                               f"Continue it with `rulekit play {record['game']} --save {save}`, or save this game "
                               "in another file.")
    if house_rules and sorted(set(house_rules)) != sorted(record.get("house_rules") or ()):
        differs.append(f"house rules {', '.join(record.get('house_rules') or ())}" if record.get("house_rules")
                       else "no house rules")
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
@PACKS
@click.pass_context
@_friendly
def serve(ctx: click.Context, game_id: str | None, host: str, port: int, tables_dir: Path | None, lang: str,
          packs: Sequence[str]) -> None:
    """Open a table in the browser: pick a game and seats (here, invited by link, or agents), play with a live
    board; every table is saved after each move and continues after a restart. The start page lists the content
    packs found (installed ones, and those given with --pack)."""
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
    app = create_app(directory, root, lang, packs=catalog.packs_of(_packs(packs)))
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
@PACKS
@click.pass_context
@_friendly
def show(ctx: click.Context, game_id: str, item_id: str | None, lang: str, picture: Path | None,
         python_name: str | None, packs: Sequence[str]) -> None:
    """Show one card, board, zone, procedure or the game itself: its text and its effects; `--picture FILE.svg`
    draws a board; `--python NAME` prints the generated code; `--pack` shows the game with a content pack."""
    from rulekit.view.show import show_item, show_python

    _check_lang(ctx, lang)
    folders = _packs(packs)
    if python_name is not None:
        show_python(_root(ctx), game_id, python_name, packs=folders)
        return
    if item_id is None:
        raise click.UsageError("name what to show: a card, board, zone or procedure id, or the game's id "
                               "(or use --python NAME)")
    show_item(_root(ctx), game_id, item_id, lang, picture=picture, packs=folders)


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


@main.command("packs")
@PACKS
@click.option("--plain", is_flag=True, help="Only the ids, one a line (for scripts).")
@_friendly
def packs_command(packs: Sequence[str], plain: bool) -> None:
    """List the content packs found: those installed with Python distributions (entry-point group rulekit.packs)
    and those given with --pack; `rulekit lint PACK` checks one."""
    from rich.console import Console
    from rich.table import Table

    from rulekit import catalog
    from rulekit.load.packs import entry_point_problems, installed_packs

    found = {pack.id: pack for pack in catalog.packs_of(_packs(packs))}
    for pack in installed_packs().values():
        found.setdefault(pack.id, pack)
    if plain:
        for pack_id in sorted(found):
            click.echo(pack_id)
        return
    if not found:
        click.echo("no content pack installed (a Python distribution's entry point rulekit.packs) or given with "
                   "--pack FOLDER; docs/modding.md says how to write one")
        return
    table = Table(title="content packs")
    for column in ("id", "version", "game", "where", "what it adds"):
        table.add_column(column)
    for pack in sorted(found.values(), key=lambda p: p.id):
        table.add_row(pack.id, pack.version, pack.game, pack.origin if pack.origin != "folder" else str(pack.folder),
                      pack.description)
    Console().print(table)
    for problem in entry_point_problems():
        err_console.print(f"warning: {problem}", markup=False)


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


def _locales_of(ctx: click.Context, pack: Sequence[str] = ()) -> tuple[Any, list[str]]:
    """The content's locales (every folder, also empty ones) and the ids of its games; with `pack`, the pack's own
    locales and its game (a pack's text is compared with the pack's English)."""
    from rulekit.load.documents import load_content

    if len(pack) > 1:
        raise click.UsageError("--pack counts one pack's text: give one pack at a time")
    if pack:
        from rulekit import catalog
        from rulekit.load.packs import read_pack

        (found,) = catalog.packs_of(_packs(pack))
        if not (found.folder / "locales").is_dir():
            raise click.UsageError(f"pack {found.id!r} has no locales folder ({found.display}/locales)")
        content, _problems = read_pack(found)  # unreadable files: `rulekit lint PACK` reports them
        return content.locales, [found.game]
    root = _checked_root(ctx)
    folder = Path(root) / "locales"
    if not folder.is_dir():
        raise click.UsageError(f"{root} has no locales folder (set the content folder with --content or "
                               "$RULEKIT_CONTENT)")
    content, _problems = load_content([folder], context=False)  # unreadable files: `rulekit lint` reports them
    return content.locales, sorted(p.stem for p in (Path(root) / "games").glob("*.y*ml"))


PACK_TEXT = click.option("--pack", "pack", multiple=True, metavar="PACK",
                         help="A content pack's own text instead of the content's (a folder with a pack.yaml, or an "
                              "installed pack's id).")


@l10n.command("status")
@click.argument("lang", required=False)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="A table per locale, or JSON for scripts and CI.")
@click.option("--details", is_flag=True, help="Also list the ids still to translate, unchanged and obsolete.")
@click.option("--fail-under", type=click.FloatRange(0, 100), default=None, metavar="PERCENT",
              help="Exit 1 when a locale has less than PERCENT of its messages done (for CI).")
@PACK_TEXT
@click.pass_context
@_friendly
def l10n_status(ctx: click.Context, lang: str | None, fmt: str, details: bool, fail_under: float | None,
                pack: Sequence[str]) -> None:
    """How complete each locale is (or LANG alone): per file, messages and words translated, unchanged from
    English, missing (absent, or still marked untranslated) and obsolete, with the share done."""
    from rich.console import Console

    from rulekit.l10n.sources import read_confirmed
    from rulekit.l10n.status import locale_status, print_status, shown_percent

    locales, games = _locales_of(ctx, pack)
    others = [code for code in locales.languages if code != "en"]
    if lang is not None and lang not in others:
        raise click.BadParameter(f"no locale {lang!r} to compare with English; locales: {', '.join(others) or 'none'}",
                                 param_hint="LANG")
    report = locale_status(locales, games, [lang] if lang else None)
    broken = []
    for locale in report["locales"]:
        try:
            read_confirmed(locales, locale["lang"])
        except RulekitError as error:
            broken.append(str(error))
    if fmt == "text" and not report["locales"]:
        click.echo("no locale but English (the reference); `rulekit l10n new LANG` starts one")
        return
    if fmt == "json":
        click.echo(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        print_status(report, Console(highlight=False), details=details)
    below = [f"{l['lang']} {shown_percent(l['total']['percent'])}" for l in report["locales"]
             if fail_under is not None and l["total"]["percent"] < fail_under]
    if below:
        err_console.print(f"under {fail_under:g}%: {', '.join(below)}", markup=False)
    for problem in broken:  # outdated messages cannot be counted: the shares may be too high
        err_console.print(f"error: {problem}", markup=False)
    if below or broken:
        sys.exit(1)


@l10n.command("done")
@click.argument("lang")
@click.argument("ids", nargs=-1, metavar="[ID]...")
@click.option("--outdated", "outdated_too", is_flag=True,
              help="Also confirm every outdated message (after checking each against today's English).")
@PACK_TEXT
@click.pass_context
@_friendly
def l10n_done(ctx: click.Context, lang: str, ids: tuple[str, ...], outdated_too: bool, pack: Sequence[str]) -> None:
    """Confirm that translations fit today's English: the IDs given, or every message of LANG that is translated
    (or kept the same as English) and not confirmed yet. rulekit keeps the English each was made from in
    locales/LANG/translated-from.json; when English changes later, `l10n status` counts the message as outdated
    and lint says what English said then and says now."""
    from rulekit.l10n.compare import compare
    from rulekit.l10n.sources import RECORD_NAME, confirm, done_command, read_confirmed

    locales, games = _locales_of(ctx, pack)
    others = [code for code in locales.languages if code != "en"]
    if lang not in others:
        raise click.BadParameter(f"no locale {lang!r}; locales: {', '.join(others) or 'none'}", param_hint="LANG")
    read_confirmed(locales, lang)  # a broken record is its own error, not a bad ID
    done = [key for row in compare(locales, lang, games) for key in row.translated + row.unchanged]
    try:
        confirmed, outdated = confirm(locales, lang, done, ids, outdated_too=outdated_too)
    except RulekitError as error:
        raise click.BadParameter(str(error), param_hint="ID") from None
    count = f"{len(confirmed)} message{'' if len(confirmed) == 1 else 's'}"
    click.echo(f"{lang}: {count} confirmed against today's English ({Path(locales.directory(lang) or lang) / RECORD_NAME})")
    if outdated:
        click.echo(f"still outdated (English changed since they were translated): {', '.join(outdated)}; check "
                   f"them (`rulekit lint --select RK318` shows what changed), then `{done_command(lang, outdated)}` "
                   "or --outdated")


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
    from rulekit.vocabulary import build_registry

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


# ---------------------------------------------------------------------------------------------- editors
@main.command()
@click.argument("game_ids", metavar="[GAME ...]", nargs=-1)
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Where to write them (default: schemas/games of the checkout), one folder per game.")
@click.option("--check", is_flag=True, help="Change nothing; exit 1 if a generated schema is stale (for CI).")
@click.option("--pack", "pack", multiple=True, metavar="PACK",
              help="A content pack (a folder with a pack.yaml, or an installed pack's id): its game's schemas as the "
                   "game is with the pack (one pack: its files' own schemas).")
@click.pass_context
@_friendly
def schemas(ctx: click.Context, game_ids: Sequence[str], out: Path | None, check: bool, pack: Sequence[str]) -> None:
    """Write each game's JSON schemas for editors: the general schemas with that game's events, card kinds, zones,
    stats, counters, card ids and seats as choices, and snippets (docs/editors.md). With --pack: the cards and board
    schemas of a pack's game as it is with the pack, into PACK/schemas (or --out)."""
    from rulekit import catalog
    from rulekit.schemas_gen import default_out, pack_schema_files, update_schemas

    root = _root(ctx)
    if len(pack) > 1:
        raise click.UsageError("--pack writes one pack's schemas (into its folder): give one pack at a time")
    if pack:
        if game_ids:
            raise click.UsageError("--pack writes the schemas of the pack's own game: name no GAME with it")
        (found,) = catalog.packs_of(_packs(pack))
        files = pack_schema_files(root, found)
        changed = update_schemas(root, out or found.folder / "schemas", check_only=check, files=files)
        _said_schemas(changed, check)
        return
    for game_id in game_ids:
        if game_id not in catalog.index(str(root)):
            raise catalog.unknown_game(game_id, str(root))
    changed = update_schemas(root, out or default_out(), list(game_ids) or None, check_only=check)
    _said_schemas(changed, check)


def _said_schemas(changed: Sequence[Path], check: bool) -> None:
    for path in changed:
        click.echo(f"{path}: {'stale' if check else 'updated'}")
    if not changed:
        click.echo("schemas are up to date")
    if check and changed:
        sys.exit(1)


@main.command()
def lsp() -> None:
    """Start the language server for content files on stdin/stdout (for an editor to run; docs/editors.md).
    Needs the `lsp` extra: python3 -m pip install -e '.[lsp]'."""
    try:
        from rulekit.lsp.server import serve
    except ImportError as error:
        err_console.print(f"error: `rulekit lsp` needs the lsp extra (pygls, lsprotocol): "
                          f"python3 -m pip install -e '.[lsp]' ({error})", markup=False)
        sys.exit(2)
    serve()


if __name__ == "__main__":
    main()
