"""Scenarios: put chosen cards in chosen zones, run one step or one event, answer by card id, check the result.

This is how the rulebook's situations are tested, and how a modder tests a card: no shuffling luck, no playing
a whole game up to the moment that matters.

    s = Scenario(game, players=3)
    s.put("pay@0", "musketeer-10-4", "musketeer-09-0", "musketeer-01-0")
    s.answer(0, "place-gem", "musketeer-10-4")
    s.signal("duel_won", winner=0)
    assert s.card_counter("musketeer-10-4", "gem") == 1
"""
from __future__ import annotations

from collections import defaultdict, deque
from typing import Any, Iterator


from rulekit.errors import RulekitError
from rulekit.run import flow as flows
from rulekit.run.context import RunContext
from rulekit.run.decisions import Decision
from rulekit.run.game import new_state
from rulekit.run.locate import locate
from rulekit.run.machine import Frame, answer, generator_frame, run
from rulekit.run.primitives import GameOver
from rulekit.effects.values import Link, Zone, zone_from_key


class UnansweredDecision(RulekitError):
    """The scenario asked a decision that the test did not script, or the scripted answer is not allowed.
    `player` and `prompt` name the decision; `scripted` is True when an answer was given but refused."""

    def __init__(self, message: str, player: int | None = None, prompt: str | None = None,
                 scripted: bool = False) -> None:
        super().__init__(message)
        self.player, self.prompt, self.scripted = player, prompt, scripted


def _effect_frame(code: Any, env: dict) -> Frame:
    """A frame running a compiled effect, plain or asking."""
    if code.asks:
        return code.frame(env)

    def once(ctx: Any, fr: Frame) -> None:
        code.fn(ctx, env)
        return None

    return Frame(once, [])


class Scenario:
    def __init__(self, game: Any, players: int, seed: int = 0) -> None:
        self.game = game
        self.state = new_state(game, players, seed)
        self.ctx = RunContext(game, self.state)
        self.asked: list[Decision] = []
        self.result: Any = None
        self._scripted: dict[tuple[int, str], deque[tuple[Any, ...]]] = defaultdict(deque)

    # ---------------------------------------------------------------- arranging
    def put(self, zone: str, *cards: str) -> "Scenario":
        """Move these cards (from wherever they are) onto zone `zone` ("guard", "hand@1"), in order."""
        self.ctx.move(list(cards), zone_from_key(zone))
        return self

    def set(self, name: str, value: int, *, player: int | None = None, card: str | None = None) -> "Scenario":
        if card is not None:
            self.ctx.set_counter("card", card, name, value)
        elif player is not None:
            self.ctx.set_counter("player", player, name, value)
        else:
            self.ctx.set_counter("game", None, name, value)
        return self

    def force_dice(self, dice: str, *faces: Any) -> "Scenario":
        """The next rolls of this dice kind show these faces, in order (a rulebook example's dice)."""
        known = set(self.game.dice[dice].faces)
        for face in faces:
            if face not in known:
                raise RulekitError(f"{face!r} is not a face of the {dice} dice: {sorted(map(str, known))}")
        self.ctx.forced_faces.setdefault(dice, []).extend(faces)
        return self

    def forced_left(self, dice: str) -> list[Any]:
        return list(self.ctx.forced_faces.get(dice, []))

    def answer(self, player: int, prompt: str, *values: Any) -> "Scenario":
        """Script the next answer of `player` to a decision with this prompt: the option values to pick."""
        self._scripted[(player, prompt)].append(tuple(values))
        return self

    # ---------------------------------------------------------------- running
    def run_step(self, phase: str, step: str) -> "Scenario":
        for p in self.game.phases:
            if p.id == phase:
                for s in p.steps:
                    if s.id == step:
                        self._drive(_effect_frame(s.effect, {}))
                        return self
        raise RulekitError(f"{self.game.id} has no step {phase}/{step}")

    def signal(self, event: str, **payload: Any) -> "Scenario":
        self._drive(flows.signal_frame(event, payload))
        return self

    def call(self, procedure: str, *args: Any, **kwargs: Any) -> "Scenario":
        """Run one of the game's procedures with these arguments (seats by number or name, cards by id, zones by
        key "hand@1"), answering from the script; its result is kept in `self.result`."""
        found = self.game.procedures.get(procedure)
        if found is None:
            from rulekit.errors import did_you_mean

            hint = did_you_mean(procedure, self.game.procedures)
            raise RulekitError(f"{self.game.id} has no procedure {procedure!r}" + (f" (did you mean {hint!r}?)" if hint else ""))
        values = self._arguments(found, args, kwargs)
        if found.asks:
            self.result = self._drive(found.code.fn(*values))
        else:
            self.ctx.steps = 0
            try:
                self.result = found.code.fn(self.ctx, *values)
            except GameOver:
                raise
            except Exception as error:  # located at the procedure's YAML line, as when a game runs it
                located = locate(error, self.ctx.game.registry)
                if located is error:
                    raise
                raise located from None
        return self

    def _arguments(self, procedure: Any, args: tuple, kwargs: dict) -> list[Any]:
        values = list(args) + [None] * (len(procedure.params) - len(args))
        names = [p.name for p in procedure.params]
        for name, value in kwargs.items():
            if name not in names:
                raise RulekitError(f"procedure {procedure.name} has no parameter {name!r}: {', '.join(names)}")
            values[names.index(name)] = value
        for index, param in enumerate(procedure.params):
            if index >= len(args) and param.name not in kwargs:
                if param.required:
                    raise RulekitError(f"procedure {procedure.name} needs its argument {param.name!r}")
                values[index] = param.default
            values[index] = self._value(param.type, values[index])
        return values

    def _value(self, type_name: str, value: Any) -> Any:
        """A test's way of naming a value (a seat name, a zone key) as the engine holds it."""
        if type_name == "player" and isinstance(value, str) and value in self.game.seats:
            return self.game.seats.index(value)
        if type_name == "zone" and isinstance(value, str):
            return zone_from_key(value)
        return value

    def run(self, flow: Iterator[Any] | Frame) -> "Scenario":
        """Drive any ruleset procedure (a frame, or a generator over the context), answering from the script; its
        return value is kept in `self.result`."""
        self.result = self._drive(flow if isinstance(flow, Frame) else generator_frame(flow))
        return self

    def condition(self, phase: str, step: str) -> bool:
        """The `while` condition of a step, evaluated now."""
        for p in self.game.phases:
            for s in p.steps:
                if p.id == phase and s.id == step:
                    return bool(s.while_.fn(self.ctx, {})) if s.while_ is not None else True
        raise RulekitError(f"{self.game.id} has no step {phase}/{step}")

    def _drive(self, frame: Frame) -> Any:
        self.ctx.steps = 0
        stack = [frame]
        answers = None
        while True:
            try:
                if answers is not None:
                    answer(self.ctx, stack, asking, answers)
                asking = run(self.ctx, stack)
            except (GameOver, UnansweredDecision):
                raise
            except Exception as error:
                located = locate(error, self.ctx.game.registry)
                if located is error:
                    raise
                raise located from None
            if asking is None:
                return frame.result
            answers = {d.player: self._scripted_answer(d) for d in asking.decisions}

    def _scripted_answer(self, decision: Decision) -> tuple[int, ...]:
        self.asked.append(decision)
        queue = self._scripted.get((decision.player, decision.prompt))
        legal = [o.value for o in decision.options]
        key = (decision.player, decision.prompt)
        if not queue:
            raise UnansweredDecision(
                f"player {decision.player} was asked {decision.prompt!r} (options {legal}) with no scripted answer", *key)
        values = queue.popleft()
        picks = []
        for value in values:
            found = next((i for i, v in enumerate(legal) if v == value and i not in picks), None)
            if found is None:
                found = next((i for i, v in enumerate(legal) if self._names(value, v) and i not in picks), None)
            if found is None:
                raise UnansweredDecision(f"{value!r} is not an option of {decision.prompt!r}: {legal}", *key, True)
            picks.append(found)
        if not decision.min <= len(picks) <= decision.max:
            raise UnansweredDecision(f"{decision.prompt!r} wants {decision.min}-{decision.max} picks, got {len(picks)}",
                                     *key, True)
        return tuple(picks)

    def _names(self, scripted: Any, option: Any) -> bool:
        """Whether a scripted answer names this option value: itself, or as a test writes it, a board space or
        other zone by its key (`[move, paris]`), a seat by its name (`[exchange, porthos]`) and a board link by
        the two spaces it joins, either way round (`[at, [salle_basse, librairie]]`)."""
        if scripted == option:
            return True
        if isinstance(option, Link):
            return (isinstance(scripted, (tuple, list)) and all(isinstance(s, str) for s in scripted)
                    and sorted(scripted) == sorted((option.origin, option.to)))
        if isinstance(option, tuple) and isinstance(scripted, (tuple, list)):
            return len(option) == len(scripted) and all(map(self._names, scripted, option))
        if isinstance(scripted, str) and isinstance(option, Zone):
            return scripted == option.key
        if isinstance(scripted, str) and type(option) is int and scripted in self.game.seats:
            return self.game.seats.index(scripted) == option
        return False

    # ---------------------------------------------------------------- reading
    def zone(self, key: str) -> list[str]:
        return list(self.state["zones"][key])

    def counter(self, name: str, player: int | None = None) -> int:
        return self.ctx.counter("game" if player is None else "player", player, name)

    def card_counter(self, card: str, name: str) -> int:
        return self.ctx.counter("card", card, name)

    def prompts(self) -> list[tuple[int, str]]:
        return [(d.player, d.prompt) for d in self.asked]
