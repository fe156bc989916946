"""Playing in the terminal: one person at one seat, agents at the others, text in the person's language.

The person sees exactly `view(seat)` and the log redacted for that seat. Answers are option numbers (1-based,
comma-separated when several cards are picked). With --save the game is written after every answer (atomically)
and continued from that file next time.
"""
from __future__ import annotations

import json
import random as _random
import time
from pathlib import Path
from typing import Any, Callable

import click
from rich.console import Console
from rich.table import Table

from rulekit import catalog
from rulekit.agents import make_agent
from rulekit.agents.base import ask_agent
from rulekit.errors import IllegalActionError, SaveError
from rulekit.run.game import Game
from rulekit.run.rng import derive_seed
from rulekit.view.i18n import Localizer
from rulekit.view.views import HIDDEN, redacted_log


class Clock:
    """A game's real-time clock for people (Mylady's hourglass): it runs while the game's counter is 1 during its
    phase, stops during the paused prompts, and once time is up answers the timed decisions for everyone."""

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
        return self.running(game, prompt) and prompt == self.spec.get("timeout_prompt") and self.left() <= 0

    def forced_answer(self, decision: dict[str, Any]) -> tuple[int, ...] | None:
        values = [o["value"] for o in decision["options"]]
        wanted = self.spec.get("timeout_answer")
        return (values.index(wanted),) if wanted in values else None


class TerminalView:
    """Renders views, log lines and prompts as text in one language."""

    def __init__(self, game: Game, seat: int, text: Localizer, console: Console) -> None:
        self.game, self.seat, self.text, self.console = game, seat, text, console
        self.log_seen = 0

    def card(self, card: Any, counters: dict[str, int] | None = None) -> str:
        if isinstance(card, dict):  # a face-down card offered as an option
            counters = card.get("counters")
            label = self.text.text("ui-face-down", zone=self.zone(card["face_down_in"]))
        elif card == HIDDEN or card is None:
            label = self.text.text("ui-face-down-card")
        else:
            label = self.text.text(card)
        marks = [self.text.text(f"counter-{name}") for name, value in (counters or {}).items() if value]
        return label + (f" [{', '.join(marks)}]" if marks else "")

    def zone(self, key: str) -> str:
        name, _, owner = key.partition("@")
        label = self.text.text(f"zone-{name}")
        return f"{label} ({self.seat_name(int(owner))})" if owner else label

    def seat_name(self, seat: int) -> str:
        seats = self.game.definition.seats
        if seats and seat < len(seats) and self.text.has(f"seat-{seats[seat]}"):
            name = self.text.text(f"seat-{seats[seat]}")
            return self.text.text("ui-you-named", name=name) if seat == self.seat else name
        return self.text.text("ui-you" if seat == self.seat else "ui-seat", seat=seat + 1)

    def show_log(self) -> None:
        for entry in redacted_log(self.game, self.seat, self.log_seen):
            line = self.log_line(entry)
            if line:
                self.console.print(line, markup=False)
        self.log_seen = len(self.game.log)

    def log_line(self, entry: dict[str, Any]) -> str | None:
        kind = entry["kind"]
        if kind == "step_started":
            return self.text.text("ui-step", round=entry["round"], step=self.text.text(f"step-{entry['step']}"))
        if kind == "cards_moved":
            to = entry["to"]
            if not self.game.ctx.visible_to(to, None) and not self.game.ctx.visible_to(to, self.seat):
                return None
            cards = "; ".join(self.card(c) for c in entry["cards"])
            return self.text.text("ui-moved", cards=cards, zone=self.zone(to))
        if kind == "signalled":
            # a game's own wording first (event names are per game, message ids per language)
            message = f"event-{self.game.definition.id}-{entry['event']}"
            if not self.text.has(message):
                message = f"event-{entry['event']}"
            if not self.text.has(message):
                return None
            spec = self.game.definition.registry.events.get(entry["event"])
            types = {p.name: p.type for p in spec.payload} if spec else {}
            payload = {k: self.payload_text(types.get(k, "any"), v) for k, v in entry["payload"]}
            return self.text.text(message, **payload)
        if kind == "counter_set" and entry["owner_kind"] == "player":
            return self.text.text("ui-counter", who=self.seat_name(entry["owner"]),
                                  counter=self.text.text(f"counter-{entry['name']}"), value=entry["value"])
        if kind == "dice_rolled":
            who = self.seat_name(entry["player"]) if entry.get("player") is not None else self.text.text("ui-the-game")
            faces = ", ".join(self.text.text(f"face-{f}") if self.text.has(f"face-{f}") else str(f) for f in entry["faces"])
            return self.text.text("ui-rolled", who=who, dice=self.text.text(f"dice-{entry['dice']}"), faces=faces)
        if kind == "counter_set" and entry["owner_kind"] == "game" and entry["name"] in self.game.definition.tracks:
            return self.text.text("ui-track", track=self.text.text(f"counter-{entry['name']}"), value=entry["value"])
        return None

    def word(self, value: str) -> str | None:
        """A plain option value as text: a room, a doorway "a|b", or a word with an `option-<word>` message."""
        if value in self.game.definition.zones:
            return self.text.text(f"zone-{value}")
        if "|" in value and all(part in self.game.definition.zones for part in value.split("|")):
            return " – ".join(self.text.text(f"zone-{part}") for part in value.split("|"))
        if self.text.has(f"option-{value}"):
            return self.text.text(f"option-{value}")
        return None

    def details(self, value: Any) -> str:
        """The parts after the verb of an option like "duel:paris:adv-cavois", as names: cards, zones, seats."""
        if not isinstance(value, str) or ":" not in value:
            return ""
        names = []
        for part in value.split(":")[1:]:
            if part in self.game.definition.cards:
                names.append(self.card(part))
            elif part in self.game.definition.zones:
                names.append(self.text.text(f"zone-{part}"))
            elif part.isdigit() and int(part) < self.game.players:
                names.append(self.seat_name(int(part)))
            else:
                names.append(self.word(part) or part)
        return ": " + ", ".join(names)

    def payload_text(self, type_name: str, value: Any) -> Any:
        if type_name == "player" and isinstance(value, int):
            return self.seat_name(value)
        if type_name == "zone":
            name = value.get("name") if isinstance(value, dict) else getattr(value, "name", value)
            return self.text.text(f"zone-{name}")
        if type_name in ("card", "cards"):
            return ", ".join(self.card(c) for c in value) if isinstance(value, list) else self.card(value)
        return value

    def show_state(self) -> None:
        """A table of the players (counters, how many cards in each of their zones), then every card this seat
        may see, zone by zone."""
        view = self.game.view(self.seat)
        table = Table(title=self.text.text("ui-round", round=view["round"]))
        table.add_column(self.text.text("ui-player"))
        for name in view["player_counters"][0]:
            table.add_column(self.text.text(f"counter-{name}"), justify="right")
        per_player = sorted({k.partition("@")[0] for k in view["zones"] if "@" in k})
        for name in per_player:
            table.add_column(self.text.text(f"zone-{name}"), justify="right")
        for seat, counters in enumerate(view["player_counters"]):
            row = [self.seat_name(seat)] + [str(v) for v in counters.values()]
            for name in per_player:
                row.append(self.count_text(view["zones"].get(f"{name}@{seat}", 0)))
            table.add_row(*row)
        self.console.print(table)
        settings = {k for rules in self.game.definition.player_counts.values() for k in rules.get("counters", {})}
        shown = [f"{self.text.text(f'counter-{name}')} {value}" for name, value in view["counters"].items()
                 if name in self.game.definition.tracks or (value and name not in settings)]
        if shown:
            self.console.print(" | ".join(shown), markup=False)
        for key, value in view["zones"].items():
            if isinstance(value, list) and value and any(c["id"] != HIDDEN for c in value):
                self.console.print(f"{self.zone(key)}: {self.zone_text(value)}", markup=False)

    def count_text(self, value: Any) -> str:
        """How many cards, and the marks on face-down ones (a gem, a prison)."""
        if isinstance(value, int):
            return str(value) if value else "-"
        marks = [self.text.text(f"counter-{n}") for c in value for n, v in c["counters"].items() if v]
        return str(len(value)) + (f" ({', '.join(marks)})" if marks else "") if value else "-"

    def zone_text(self, value: Any) -> str:
        return "; ".join(self.card(c["id"], c["counters"]) for c in value) or "-"

    def ask(self, decision: dict[str, Any], read: Callable[[str], str]) -> tuple[int, ...] | None:
        self.console.print(self.text.text(f"prompt-{decision['prompt']}"), markup=False)
        for number, option in enumerate(decision["options"], start=1):
            value = option["value"]
            if isinstance(value, str) and value in self.game.definition.cards or isinstance(value, dict):
                label = self.card(value, self.game.state["card_counters"].get(value) if isinstance(value, str) else None)
            elif isinstance(value, list):
                label = "; ".join(self.card(v) for v in value) or "-"
            elif isinstance(value, str) and not option["label"] and self.word(value) is not None:
                label = self.word(value)
            elif isinstance(value, int) and not isinstance(value, bool) and option.get("label", "") == "":
                label = self.seat_name(value) if 0 <= value < self.game.players else str(value)
            elif option["label"]:
                label = self.text.text(option["label"]) + self.details(value)
            else:
                label = str(value)
            self.console.print(f"  {number}. {label}", markup=False)
        low, high = decision["min"], decision["max"]
        while True:
            if low == high == 1:
                question = self.text.text("ui-choose-one")
            elif low == high:
                question = self.text.text("ui-choose-exactly", count=low)
            else:
                question = self.text.text("ui-choose-number", min=low, max=high)
            raw = read(question)
            if raw.strip().lower() in ("q", "quit", "exit"):
                return None
            problem, picks = self.read_picks(raw, len(decision["options"]), low, high)
            if problem is None:
                try:
                    return decision_picks(self.game, self.seat, picks)
                except IllegalActionError as error:  # the engine has the last word
                    problem = str(error)
            self.console.print(self.text.text("ui-invalid-choice") + f" {problem}", markup=False)

    def read_picks(self, raw: str, options: int, low: int, high: int) -> tuple[str | None, tuple[int, ...]]:
        """The typed numbers as option indices, or what is wrong with them, in the player's language."""
        parts = [p for p in raw.replace(" ", ",").split(",") if p]
        numbers = []
        for part in parts:
            if not (part.isascii() and part.isdigit()):  # "²" and "٣" are digits to Python, not option numbers
                return self.text.text("ui-not-a-number", text=part), ()
            if len(part) > 6:  # no decision has a million options; Fluent cannot format a 26-digit number
                return self.text.text("ui-no-such-option", number=part, max=options), ()
            numbers.append(int(part))
        for number in numbers:
            if not 1 <= number <= options:
                return self.text.text("ui-no-such-option", number=number, max=options), ()
        if len(set(numbers)) != len(numbers):
            return self.text.text("ui-option-twice"), ()
        if not low <= len(numbers) <= high:
            if low == high:
                return self.text.text("ui-wrong-count-exact", count=len(numbers), wanted=low), ()
            return self.text.text("ui-wrong-count", count=len(numbers), min=low, max=high), ()
        return None, tuple(n - 1 for n in numbers)


def decision_picks(game: Game, seat: int, picks: tuple[int, ...]) -> tuple[int, ...]:
    game.verify_answer(seat, picks)
    return picks


def load_saved(path: Path, definition_for: Callable[[str, tuple[str, ...]], Any]) -> Game:
    try:
        record = json.loads(Path(path).read_text(encoding="utf-8"))
        definition = definition_for(record["game"], tuple(record.get("house_rules", ())))
        return Game.replay(definition, record["players"], record["seed"], record["choices"])
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise SaveError(f"{path}: not a rulekit saved game ({error})") from None
    except IllegalActionError as error:
        raise SaveError(f"{path}: the saved answers no longer fit the game's rules ({error})") from None


def play_in_terminal(root: Path, game_id: str, *, lang: str, players: int | None, seat: int | tuple[int, ...], seed: int | None,
                     agent_spec: str, house_rules: tuple[str, ...], save: Path | None,
                     read: Callable[[str], str] | None = None, console: Console | None = None,
                     now: Callable[[], float] | None = None) -> Game:
    from rulekit.cli import _check_agents, parse_agents, write_atomically

    console = console or Console(highlight=False)
    read = read or (lambda prompt: click.prompt(prompt, default="", show_default=False, prompt_suffix=" "))
    text = Localizer(root, lang)
    if save is not None and Path(save).exists():
        game = load_saved(save, lambda g, h: catalog.game(g, h, root))
        console.print(text.text("ui-resumed", path=str(save)), markup=False)
    else:
        definition = catalog.game(game_id, house_rules, root)
        game = Game(definition, players or definition.default_players, seed if seed is not None else _random.randrange(2**31))
    wanted = (seat,) if isinstance(seat, int) else tuple(seat)
    for one in wanted:
        if not 0 <= one < game.players:
            raise click.BadParameter(f"seat {one} does not exist (0 to {game.players - 1})", param_hint="--seat")
    seat = wanted[0]
    agents = parse_agents(agent_spec, game.players, default="greedy", seat_names=game.definition.seats,
                          sides=game.definition.sides)
    _check_agents(agents, game.definition.id)
    seats = {p: make_agent(agents[p], derive_seed(game.seed, p, "play"), game.definition.id)
             for p in range(game.players)}
    from rulekit import plugins
    from rulekit.run.game import controllers

    clocks = plugins.call(plugins.default_plugin_manager(), "rulekit_play_clock", game=game.definition.id)
    clock = Clock(clocks[0] if clocks else None, now or time.monotonic)
    mine = sorted({s for one in wanted for group in controllers(game.definition, game.people) if one in group for s in group}
                  | set(wanted))
    screen = TerminalView(game, seat, text, console)
    console.print(text.text(game.definition.id), style="bold", markup=False)
    console.print(text.text("ui-you-are", seat=seat + 1), markup=False)
    while not game.over:
        for decision in game.pending():
            view = game.view(decision.player)
            asked = next(d for d in view["pending"] if d["id"] == decision.id)
            if clock.timed_out(game, decision.prompt) and clock.forced_answer(asked) is not None:
                picks = clock.forced_answer(asked)  # the hourglass ran out: the remaining actions are lost
            elif decision.player in mine:
                screen.seat = decision.player
                screen.show_log()
                screen.show_state()
                timed = clock.running(game, decision.prompt)
                if timed:
                    console.print(text.text("ui-hourglass", seconds=int(clock.left())), markup=False)
                started = clock.now()
                picks = screen.ask(asked, read)
                if timed:
                    clock.used += clock.now() - started
                if picks is None:
                    console.print(text.text("ui-quit"), markup=False)
                    return game
            else:
                picks = ask_agent(seats[decision.player], game, decision.player, view, asked)
            game.answer(decision.player, picks)
            if save is not None:
                write_atomically(Path(save), json.dumps(game.record(), indent=1) + "\n")
    screen.show_log()
    result = game.result
    scores = ", ".join(f"{screen.seat_name(p)}: {s}" for p, s in enumerate(result["scores"]))
    console.print(text.text("ui-game-over"), style="bold", markup=False)
    console.print(scores, markup=False)
    console.print(text.text("ui-winner", players=", ".join(screen.seat_name(p) for p in result["winners"])), markup=False)
    return game
