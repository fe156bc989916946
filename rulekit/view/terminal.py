"""Playing in the terminal: one person at one seat, agents at the others, text in the person's language.

The person sees exactly `view(seat)` and the log redacted for that seat, in sentences. Answers are option numbers
(counted from 1, comma-separated when several cards are picked); long lists come grouped by kind (move, play,
fight, end) and a kind's word shows only that group; `help`, `map`, `log`, `undo` (the engine's rule in
rulekit/run/undo.py) and `q` are commands. With --save the game is written after every answer (atomically) and
continued from that file next time, without reprinting its whole log.
"""
from __future__ import annotations

import random as _random
import time
from pathlib import Path
from typing import Any, Callable

import click
from rich.console import Console
from rich.measure import Measurement
from rich.table import Table

from rulekit import catalog
from rulekit.agents import make_agent
from rulekit.agents.base import ask_agent, check_agent_names, seat_agents
from rulekit.errors import IllegalActionError, RulekitError, SaveError
from rulekit.records import SaveFile
from rulekit.run.game import Game
from rulekit.run.rng import derive_seed
from rulekit.view.describe import Describer
from rulekit.run.views import HIDDEN, redacted_log
from rulekit.view.i18n import Localizer


class Clock:
    """A game's real-time clock for people (Mylady's hourglass): it runs while the game's counter is 1 during its
    phase and stops during the paused prompts. Once time is up it tells the game (the external counter `expired`)
    and answers the timed decisions for everyone: the `timeout_answer` where offered, else the first option (the
    rules, reading the counter, let that answer do nothing)."""

    def __init__(self, spec: dict[str, Any] | None, now: Callable[[], float]) -> None:
        self.spec = spec or {}
        self.now = now
        self.used = 0.0
        self.round = None

    def running(self, game: Game, prompt: str) -> bool:
        spec = self.spec
        if not spec or game.state["phase"] != spec["phase"] or not game.state["counters"].get(spec["counter"]):
            return False
        if self.round != game.state["round"]:
            self.round, self.used = game.state["round"], 0.0
        return prompt not in spec.get("paused", ())

    def left(self) -> float:
        return max(0.0, float(self.spec.get("seconds", 0)) - self.used)

    def timed_out(self, game: Game, prompt: str) -> bool:
        return self.running(game, prompt) and prompt in self.spec.get("timeout_prompts", ()) and self.left() <= 0

    def forced_answer(self, decision: dict[str, Any]) -> tuple[int, ...] | None:
        values = [o["value"] for o in decision["options"]]
        wanted = self.spec.get("timeout_answer")
        if wanted in values:
            return (values.index(wanted),)
        return (0,) if values else None

    def time_up(self, game: Game, decision: dict[str, Any]) -> tuple[int, ...] | None:
        """Once time is up: tell the game (its external counter `expired`, once) and give the answer the clock
        makes for `decision`; None when it makes none (the question is left to the player)."""
        picks = self.forced_answer(decision)
        name = self.spec.get("expired")
        if picks is not None and name and game.can_external(name):
            game.external(name)
        return picks


class TerminalView(Describer):
    """Renders views, log lines, the board and prompts as text in one language, with colour where the terminal
    has it (rich). Answers are option numbers counted from 1; words are commands (`help` lists them)."""

    LONG = 10  # more options than this are shown grouped by kind

    def __init__(self, game: Game, seat: int, text: Localizer, console: Console) -> None:
        super().__init__(game, seat, text)
        self.console = console
        self.log_seen = 0

    def say(self, line: str, style: str | None = None) -> None:
        self.console.print(line, style=style, markup=False, highlight=False)

    def show_log(self, last: int | None = None) -> None:
        """The log since it was last shown (or its last `last` lines), as sentences."""
        start = self.log_seen if last is None else 0
        lines = [line for entry in redacted_log(self.game, self.seat, start) if (line := self.log_line(entry))]
        for line in lines[-last:] if last else lines:
            self.say(line, "dim" if last else None)
        self.log_seen = len(self.game.log)

    def show_state(self) -> None:
        """A table of the players (counters, how many cards in each of their zones), the occupied board spaces,
        then every card this seat may see, zone by zone."""
        view = self.game.view(self.seat)
        self.console.print(self.players_table(view))
        settings = {k for rules in self.game.definition.player_counts.values() for k in rules.get("counters", {})}
        shown = [f"{self.counter(name)} {value}" for name, value in view["counters"].items()
                 if name in self.game.definition.tracks or (value and name not in settings)]
        if shown:
            self.say(" | ".join(shown))
        spaces = self.game.definition.links
        for key, value in view["zones"].items():
            if key in spaces:
                continue  # the map shows them
            if isinstance(value, list) and value and any(c["id"] != HIDDEN for c in value):
                self.say(f"{self.zone(key)}: {self.zone_text(value)}")
        self.show_map(view, everything=False)

    def players_table(self, view: dict[str, Any]) -> Table:
        """One row a player, one column a counter or zone; turned (a column a player) when that is too wide for
        the terminal, so that no name or number is cut."""
        per_player = sorted({k.partition("@")[0] for k in view["zones"] if "@" in k})
        headers = [self.counter(name) for name in view["player_counters"][0]]
        headers += [self.text.text(f"zone-{name}") for name in per_player]
        rows = []
        for seat, counters in enumerate(view["player_counters"]):
            row = [str(v) for v in counters.values()]
            rows.append(row + [self.count_text(view["zones"].get(f"{name}@{seat}", 0)) for name in per_player])
        names = [self.seat_name(seat) for seat in range(len(rows))]
        title = self.text.text("ui-round", round=view["round"])
        table = Table(title=title)
        table.add_column(self.text.text("ui-player"))
        for header in headers:
            table.add_column(header, justify="right")
        for seat, row in enumerate(rows):
            table.add_row(names[seat], *row, style="bold green" if seat == self.seat else None)
        if Measurement.get(self.console, self.console.options.update_width(10_000), table).maximum <= self.console.width:
            return table
        turned = Table(title=title)
        turned.add_column("")
        for seat, name in enumerate(names):
            turned.add_column(name, justify="right", header_style="bold green" if seat == self.seat else "bold")
        for index, header in enumerate(headers):
            turned.add_row(header, *(row[index] for row in rows))
        return turned

    def show_map(self, view: dict[str, Any] | None = None, everything: bool = True) -> None:
        """The board as text: each space with what stands there and, with `everything`, its ways out. Without
        `everything` only the occupied spaces."""
        definition = self.game.definition
        if not definition.links:
            if everything:
                self.say(self.text.text("ui-no-map"))
            return
        view = view or self.game.view(self.seat)
        at = definition.space_at
        order = sorted(definition.links, key=lambda s: (at.get(s, (0, 1e9))[1], at.get(s, (0, 0))[0], s))
        title_shown = False
        for space in order:
            cards = view["zones"].get(space)
            here = self.zone_text(cards) if isinstance(cards, list) and cards else ""
            if not here and not everything:
                continue
            if not title_shown:
                self.say(self.text.text("ui-map"), "bold")
                title_shown = True
            exits = ", ".join(self.text.text(f"zone-{link.to}") + ("" if link.kind == "door" else
                                                                   f" ({self.text.text_or(f'board-legend-{link.kind}', link.kind)})")
                              for link in definition.links[space]) if everything else ""
            line = f"  {self.text.text(f'zone-{space}')}" + (f": {here}" if here else "")
            self.say(line + (f"  → {exits}" if exits else ""), None)

    def count_text(self, value: Any) -> str:
        """How many cards, and the marks on face-down ones (a gem, a prison)."""
        if isinstance(value, int):
            return str(value) if value else "-"
        marks = [self.counter(n) for c in value for n, v in c["counters"].items() if v]
        return str(len(value)) + (f" ({', '.join(marks)})" if marks else "") if value else "-"

    def zone_text(self, value: Any) -> str:
        return "; ".join(self.card(c["id"], c["counters"]) for c in value) or "-"

    # ------------------------------------------------------------------ asking
    def show_options(self, decision: dict[str, Any], only: str | None = None) -> None:
        options = decision["options"]
        counters = self.seen_counters(self.game.view(self.seat))
        groups = self.grouped(options)
        headed = len(options) > self.LONG and len(groups) > 1 or only is not None
        for kind, members in groups:
            if only is not None and kind != only:
                continue
            if headed:
                self.say(f"{self.text.text(f'ui-kind-{kind}')} ({len(members)})", "bold magenta")
            for index, option in members:
                self.console.print(f"  [cyan]{index + 1}.[/cyan] ", end="")
                self.say(self.option_label(option, counters))
        if headed and only is None:
            words = ", ".join(self.text.text(f"ui-kind-{kind}").lower() for kind, _ in groups)
            self.say(self.text.text("ui-filter-hint", kinds=words), "dim")

    def ask(self, decision: dict[str, Any], read: Callable[[str], str]) -> tuple[int, ...] | str | None:
        """The picks, "undo", or None when the person leaves."""
        self.say(self.text.text(f"prompt-{decision['prompt']}"), "bold")
        self.show_options(decision)
        low, high = decision["min"], decision["max"]
        kinds = {self.text.text(f"ui-kind-{k}").lower(): k for k, _ in self.grouped(decision["options"])}
        kinds.update({k: k for k, _ in self.grouped(decision["options"])})
        words = self.command_words()
        while True:
            try:
                raw = read(self.question(low, high)).strip()
            except (click.Abort, EOFError, KeyboardInterrupt):  # Ctrl+C, Ctrl+D or the end of piped input
                return None
            if not raw and low > 0:  # an empty line: just ask again
                continue
            word = words.get(raw.lower(), raw.lower())
            if word in ("q", "quit", "exit"):
                return None
            if word in ("undo", "u"):
                return "undo"
            if self.command(word, decision, kinds):
                continue
            problem, picks = self.read_picks(raw, len(decision["options"]), low, high)
            if problem is None:
                try:
                    return decision_picks(self.game, self.seat, picks)
                except IllegalActionError as error:  # the engine has the last word, in the player's language
                    problem = self.text.text("ui-invalid-choice") + " " + self.text.error(error)
            self.say(problem, "red")

    def command_words(self) -> dict[str, str]:
        """The player's language's command words (`ui-word-*`), each to its English one; English works too."""
        words = {}
        for command in ("help", "map", "log", "all", "undo", "quit"):
            if self.text.has(f"ui-word-{command}"):
                for word in self.text.text(f"ui-word-{command}").lower().split(","):
                    words.setdefault(word.strip(), command)
        return words

    def command(self, word: str, decision: dict[str, Any], kinds: dict[str, str]) -> bool:
        """Run a word typed instead of numbers (help, map, log, all, a kind); False when it is none."""
        if word in ("help", "h", "?"):
            self.say(self.text.text("ui-help"))
        elif word == "map":
            self.show_map()
        elif word == "log":
            self.show_log(last=30)
        elif word in ("all", "list", "ls"):
            self.show_options(decision)
        elif word in kinds:
            self.show_options(decision, only=kinds[word])
        else:
            return False
        return True

    def question(self, low: int, high: int) -> str:
        if low == high == 1:
            return self.text.text("ui-choose-one")
        if low == high:
            return self.text.text("ui-choose-exactly", count=low)
        return self.text.text("ui-choose-number", min=low, max=high)

    def read_picks(self, raw: str, options: int, low: int, high: int) -> tuple[str | None, tuple[int, ...]]:
        """The typed numbers as option indices, or what is wrong with them, in the player's language."""
        parts = [p for p in raw.replace(" ", ",").split(",") if p]
        numbers = []
        for part in parts:
            digits = part[1:] if part[:1] in "+-" else part  # "+3" is 3; "-1" is a number, but no option
            if not (digits.isascii() and digits.isdigit()):  # "²" and "٣" are digits to Python, not option numbers
                return self._invalid(self.text.text("ui-not-a-number", text=_shortened(part))), ()
            if len(digits.lstrip("0")) > 6:  # no decision has a million options; Fluent cannot format a 26-digit number
                return self._invalid(self.text.text("ui-no-such-option", number=_shortened(part), max=options)), ()
            numbers.append(int(part))
        for number in numbers:
            if not 1 <= number <= options:
                return self._invalid(self.text.text("ui-no-such-option", number=number, max=options)), ()
        if len(set(numbers)) != len(numbers):
            return self.text.text("ui-option-twice"), ()
        if not low <= len(numbers) <= high:
            if low == high:
                return self.text.text("ui-wrong-count-exact", count=len(numbers), wanted=low), ()
            return self.text.text("ui-wrong-count", count=len(numbers), min=low, max=high), ()
        return None, tuple(n - 1 for n in numbers)

    def _invalid(self, problem: str) -> str:
        """"That is not one of the choices" before what is wrong with a number (not before a wrong count)."""
        return self.text.text("ui-invalid-choice") + " " + problem

    def show_end(self) -> None:
        result = self.game.result
        self.say(self.text.text("ui-game-over"), "bold")
        self.say(self.end_reason(result["reason"]))
        scores = self.scores(result)
        if scores:
            self.say(scores)
        self.say(self.winners(result), "bold green")


def _shortened(typed: str) -> str:
    """What the person typed, cut when it is long (Fluent gives up on a number of thousands of digits)."""
    return typed if len(typed) <= 40 else typed[:12] + "…"


def decision_picks(game: Game, seat: int, picks: tuple[int, ...]) -> tuple[int, ...]:
    game.verify_answer(seat, picks)
    return picks


def play_in_terminal(root: Path, game_id: str, *, lang: str, players: int | None, seat: int | tuple[int, ...], seed: int | None,
                     agent_spec: str, house_rules: tuple[str, ...], save: Path | None,
                     read: Callable[[str], str] | None = None, console: Console | None = None,
                     now: Callable[[], float] | None = None, packs: tuple[str, ...] = ()) -> Game:
    """Play until the game ends or the person leaves; seats are 0-based here (the CLI counts from 1). `packs`:
    content pack folders the game is played with (their text too)."""
    from rulekit import plugins
    from rulekit.l10n import house_rule_message

    console = console or Console(highlight=False)
    read = read or (lambda prompt: click.prompt(prompt, default="", show_default=False, prompt_suffix=" "))
    text = catalog.localizer(root, lang, packs) if packs else Localizer(root, lang)
    save_file = SaveFile(Path(save)) if save is not None else None
    resumed = save is not None and Path(save).exists()
    if resumed:
        game = save_file.load(lambda g, h: catalog.game(g, h, root, packs))
        console.print(text.text("ui-resumed", path=str(save)), markup=False)
    else:
        definition = catalog.game(game_id, house_rules, root, packs)
        game = Game(definition, players or definition.default_players, seed if seed is not None else _random.randrange(2**31))
    wanted = (seat,) if isinstance(seat, int) else tuple(seat)
    for one in wanted:
        if not 0 <= one < game.players:
            raise click.BadParameter(f"seat {one + 1} does not exist (1 to {game.players})", param_hint="--seat")
    try:
        agents = seat_agents(agent_spec, game.players, "greedy", game.definition.seats, game.definition.sides)
        check_agent_names(agents, game.definition.id)
    except RulekitError as error:  # the seats are known only once the game (or its save) is loaded
        raise click.BadParameter(str(error), param_hint="--agents") from None
    mine = _my_seats(game, wanted)
    elsewhere = _table_people(save_file.beside.get("table") if resumed else None, agents, mine)
    seats = {p: make_agent(agents[p], derive_seed(game.seed, p, "play"), game.definition.id) for p in range(game.players)}
    clocks = plugins.call(plugins.default_plugin_manager(), "rulekit_play_clock", game=game.definition.id)
    session = _Session(game, mine, TerminalView(game, wanted[0], text, console), seats,
                       Clock(clocks[0] if clocks else None, now or time.monotonic), save_file, read, elsewhere)
    console.print(text.text(game.definition.id), style="bold", markup=False)
    for name in game.definition.house_rules:  # what each chosen house rule changes, in the player's language
        about = text.text_or(house_rule_message(game.definition.id, name), game.definition.house_rules_offered.get(name, ""))
        console.print(text.text("ui-house-rule", name=name, text=about), markup=False)
    console.print(text.text("ui-you-are", seat=wanted[0] + 1), markup=False)
    if resumed:  # no reprint of the whole log: where the game stands, and its last lines
        session.screen.show_log(last=5)
    return session.run()


def _table_people(table: Any, agents: list[str], mine: list[int]) -> set[int]:
    """For a web table's file: the seats people play at the web table (the terminal waits for them); the table's
    own agents go on its agent seats (set in `agents`). The terminal plays only seats of the people at the host's
    browser (`here`): a seat of an invited person or of the table's agent is refused (click.BadParameter)."""
    if not isinstance(table, dict) or not isinstance(table.get("people"), list):
        return set()
    elsewhere: set[int] = set()
    for person in table["people"]:
        if not isinstance(person, dict) or not isinstance(person.get("seats"), list):
            continue
        kind = person.get("kind")
        for seat in (s for s in person["seats"] if isinstance(s, int) and 0 <= s < len(agents)):
            if seat in mine and kind != "here":
                who = "an invited person" if kind == "invite" else f"the table's agent {kind}"
                raise click.BadParameter(f"seat {seat + 1} is played by {who} at the web table; here you can play "
                                         "the seats of the people at the host's browser", param_hint="--seat")
            if seat in mine:
                continue
            if kind in ("here", "invite"):
                elsewhere.add(seat)
            elif isinstance(kind, str):
                agents[seat] = kind
    return elsewhere


def _my_seats(game: Game, wanted: tuple[int, ...]) -> list[int]:
    """The seats the person plays: the ones asked for, and every seat of their group of the player count."""
    from rulekit.run.game import controllers

    groups = controllers(game.definition, game.people)
    return sorted({s for one in wanted for group in groups if one in group for s in group} | set(wanted))


class _Session:
    """One person at the keyboard: asks for their seats' decisions, lets agents answer the others, takes back
    the person's last answer when the engine's undo rule allows, saves after every answer."""

    def __init__(self, game: Game, mine: list[int], screen: TerminalView, agents: dict[int, Any], clock: Clock,
                 save: SaveFile | None, read: Callable[[str], str],
                 elsewhere: frozenset[int] | set[int] = frozenset()) -> None:
        self.game, self.mine, self.screen, self.agents = game, mine, screen, agents
        self.clock, self.save, self.read = clock, save, read
        self.elsewhere = elsewhere  # seats people play at the web table (of a table file continued here)

    def run(self) -> Game:
        while not self.game.over:
            pending = [d for d in self.game.pending() if d.player not in self.elsewhere]
            if not pending:  # only people of the web table must answer: never an agent for a person
                waiting = next(d.player for d in self.game.pending())
                self.screen.say(self.screen.text.text("ui-elsewhere", seat=self.screen.seat_name(waiting, plain=True)))
                return self.game
            for decision in pending:
                picks = self.decide(decision)
                if picks is None:
                    self.screen.say(self.screen.text.text("ui-quit"))
                    return self.game
                if picks == "undo":
                    self.take_back()
                    break
                self.game.answer(decision.player, picks)
                self.keep()
        self.screen.show_log()
        self.screen.show_end()
        return self.game

    def decide(self, decision: Any) -> tuple[int, ...] | str | None:
        game, clock, screen = self.game, self.clock, self.screen
        view = game.view(decision.player)
        asked = next(d for d in view["pending"] if d["id"] == decision.id)
        if clock.timed_out(game, decision.prompt):
            picks = clock.time_up(game, asked)  # the hourglass ran out: the remaining actions are lost
            if picks is not None:
                return picks
        if decision.player not in self.mine:
            return ask_agent(self.agents[decision.player], game, decision.player, view, asked)
        screen.seat = decision.player
        screen.show_log()
        screen.show_state()
        timed = clock.running(game, decision.prompt)
        if timed:
            screen.say(screen.text.text("ui-hourglass", seconds=int(clock.left())))
        started = clock.now()
        picks = screen.ask(asked, self.read)
        if timed:
            clock.used += clock.now() - started
        return picks

    def take_back(self) -> None:
        from rulekit.run.undo import undo_blocker

        reason = undo_blocker(self.game, self.mine)
        text = self.screen.text
        if reason is not None:
            self.screen.say(text.text(f"ui-undo-{reason}"), "red")
            return
        self.game = self.game.undo()
        self.screen.game = self.game
        self.screen.log_seen = len(self.game.log)
        self.screen.say(text.text("ui-undone"), "yellow")
        self.keep()

    def keep(self) -> None:
        if self.save is not None:  # a web table's people and links stay in its file
            self.save.write(self.game.record())
