"""Playing one game: set-up, the flow of rounds/phases/steps, decisions, answers, the end.

The flow runs as a generator that pauses whenever an effect asks for a decision. A game is fully determined by
(game definition, house rules, players, seed, answers): replay, undo and saved games all re-run those. Each
player action comes as a triad: verify_answer raises, can_answer tells, answer acts.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Iterator, Sequence

from rulekit.compile.game import BOX
from rulekit.compile.model import GameDef, Step
from rulekit.errors import EffectRuntimeError, IllegalActionError, RulekitError
from rulekit.run import events as ev
from rulekit.run.context import RunContext
from rulekit.run.decisions import Ask, Decision
from rulekit.run.primitives import GameOver


class SetupError(RulekitError):
    """A game that cannot start as asked (e.g. a player count the game does not allow)."""


@dataclass(frozen=True, slots=True)
class Choice:
    """One recorded answer: who, to which decision, which option indices, and how many options there were."""

    player: int
    decision: int
    picks: tuple[int, ...]
    options: int

    def to_json(self) -> list[Any]:
        return [self.player, self.decision, list(self.picks), self.options]


def seat_count(game: GameDef, players: int) -> int:
    """How many seats are in play for this many people (a person may play several seats)."""
    return int(game.player_counts.get(players, {}).get("seats", players))


def controllers(game: GameDef, players: int) -> list[list[int]]:
    """The seats each person plays, one list per person."""
    named = game.player_counts.get(players, {}).get("controllers")
    if not named:
        return [[seat] for seat in range(seat_count(game, players))]
    unknown = [name for group in named for name in group if name not in game.seats]
    if unknown:
        raise SetupError(f"{game.id}: player_counts.{players}.controllers names {unknown[0]!r}, which is not one of "
                         f"its seats ({', '.join(game.seats) or 'none named'}); run `rulekit lint`")
    return [[game.seats.index(name) for name in group] for group in named]


def new_state(game: GameDef, players: int, seed: int) -> dict[str, Any]:
    """The state before the first step: every card in its starting deck, counters at their start values. `players`
    counts people; the player count's rules say how many seats that means."""
    if not game.min_players <= players <= game.max_players:
        raise SetupError(f"{game.id} is for {game.min_players} to {game.max_players} players, not {players}")
    count_rules = game.player_counts.get(players, {})
    people, players = players, seat_count(game, players)
    removed = set(count_rules.get("remove", ()))
    zones: dict[str, list[str]] = {key: [] for key in game.zone_keys(players)}
    for card in game.cards.values():
        zone = card.deck if card.deck and card.id not in removed else BOX
        zones[zone].append(card.id)
    counters = dict(game.counters)
    counters.update(count_rules.get("counters", {}))
    player_counters = dict(game.player_counters)
    player_counters.update(count_rules.get("player_counters", {}))
    return {
        "game": game.id,
        "people": people,
        "house_rules": list(game.house_rules),
        "seed": seed,
        "rng": {"seed": seed, "counter": 0},
        "round": 0,
        "phase": "",
        "step": "",
        "zones": zones,
        "counters": counters,
        "players": [dict(player_counters) for _ in range(players)],
        "card_counters": {c.id: dict(c.counters) for c in game.cards.values() if c.counters},
        "paid": [],
        "result": None,
    }


class Game:
    def __init__(self, game: GameDef, players: int | None = None, seed: int = 0) -> None:
        self.definition = game
        self.people = players if players is not None else game.default_players
        self.seed = seed
        self.state = new_state(game, self.people, seed)
        self.players = len(self.state["players"])  # seats in play
        self.initial_state = copy.deepcopy(self.state)
        self.ctx = RunContext(game, self.state)
        self.choices: list[Choice] = []
        self._ask: Ask | None = None
        self._answers: dict[int, tuple[Any, ...]] = {}
        self._broken = False  # set when a failed answer could not be rolled back
        self._flow = self._run()
        self._resume(None)

    # ------------------------------------------------------------------ reading
    @property
    def log(self) -> list[ev.Event]:
        return self.ctx.log

    @property
    def over(self) -> bool:
        return self.state["result"] is not None

    @property
    def result(self) -> dict[str, Any] | None:
        return self.state["result"]

    def pending(self) -> list[Decision]:
        """The decisions waiting for an answer now, in seat order."""
        if self._ask is None:
            return []
        return [d for d in self._ask.decisions if d.player not in self._answers]

    def pending_for(self, player: int) -> Decision | None:
        for decision in self.pending():
            if decision.player == player:
                return decision
        return None

    def view(self, player: int | None) -> dict[str, Any]:
        """What `player` may see (None: a spectator who sees only public things)."""
        from rulekit.view.views import player_view

        return player_view(self, player)

    # ------------------------------------------------------------------ acting: verify / can / do
    def verify_answer(self, player: int, answer: int | Sequence[int]) -> tuple[Decision, tuple[int, ...]]:
        if self._broken:
            raise IllegalActionError("an error stopped this game and it could not be put back as it was; "
                                     "continue from its save or record (Game.replay)")
        if self.over:
            raise IllegalActionError("the game is over")
        if not isinstance(player, int) or not 0 <= player < self.players:
            raise IllegalActionError(f"there is no player {player!r} (seats 0 to {self.players - 1})")
        decision = self.pending_for(player)
        if decision is None:
            waiting = ", ".join(str(d.player) for d in self.pending()) or "nobody"
            raise IllegalActionError(f"player {player} has nothing to decide now (waiting for: {waiting})")
        return decision, decision.normalize(answer)

    def can_answer(self, player: int, answer: int | Sequence[int]) -> bool:
        try:
            self.verify_answer(player, answer)
        except IllegalActionError:
            return False
        return True

    def answer(self, player: int, answer: int | Sequence[int]) -> None:
        """Apply an answer completely, or not at all: whatever raises while the game runs on (content, a plugin, the
        engine), the game is put back as it was before the answer (state, log, choices, the pending decision, the
        random stream) and the error goes to the caller; the same decision can then be answered again."""
        decision, picks = self.verify_answer(player, answer)  # an illegal answer is refused before any change
        before = len(self.choices)
        try:
            self._apply(player, decision, picks)
        except BaseException:
            self._rollback(before)
            raise

    def _apply(self, player: int, decision: Decision, picks: tuple[int, ...]) -> None:
        chosen = decision.values(picks)
        self.ctx.emit(ev.DecisionAnswered(decision.id, player, decision.prompt, chosen, decision.secret))
        self.choices.append(Choice(player, decision.id, picks, len(decision.options)))
        self._answers[player] = chosen
        if not self.pending():
            answers, self._answers = self._answers, {}
            self._resume(answers)

    def _rollback(self, choices: int) -> None:
        """Back to the game after its first `choices` answers. A running flow cannot be wound back in place (it is a
        generator), so the game is rebuilt by replaying those answers, which gives the same state and log. If even
        that fails (a plugin that does not replay), the game refuses every further answer instead of going on
        from a half-applied one."""
        try:
            rebuilt = Game.replay(self.definition, self.people, self.seed, self.choices[:choices])
        except BaseException:
            self._broken = True
            raise
        for name in ("state", "initial_state", "ctx", "choices", "_ask", "_answers", "_flow"):
            setattr(self, name, getattr(rebuilt, name))

    # ------------------------------------------------------------------ replay and undo
    @classmethod
    def replay(cls, game: GameDef, players: int, seed: int, choices: Sequence[Choice | Sequence[Any]]) -> "Game":
        """The game after the recorded answers; raises IllegalActionError if one no longer fits."""
        replayed = cls(game, players, seed)
        for choice in choices:
            if not isinstance(choice, Choice):
                player, decision, picks, options = choice
                choice = Choice(player, decision, tuple(picks), options)
            pending = replayed.pending_for(choice.player)
            if pending is None or pending.id != choice.decision or len(pending.options) != choice.options:
                raise IllegalActionError(
                    f"replay diverged at decision {choice.decision} of player {choice.player}: "
                    f"the game now asks {pending.id if pending else 'nothing'}"
                )
            replayed._apply(choice.player, *replayed.verify_answer(choice.player, choice.picks))
        return replayed

    def undo(self) -> "Game":
        """A new game as it was before the last answer."""
        if not self.choices:
            raise IllegalActionError("nothing to undo")
        return Game.replay(self.definition, self.people, self.seed, self.choices[:-1])

    def record(self) -> dict[str, Any]:
        """Everything needed to replay this game (plain JSON), with a digest of the whole event log to check it."""
        return {
            "game": self.definition.id,
            "house_rules": list(self.definition.house_rules),
            "players": self.people,
            "seed": self.seed,
            "choices": [c.to_json() for c in self.choices],
            "result": self.result,
            "digest": self.digest(),
        }

    def digest(self) -> str:
        """SHA-256 of the event log as JSON: two games with the same digest went exactly the same way."""
        import hashlib
        import json

        text = json.dumps([e.to_json() for e in self.log], sort_keys=True, default=str)
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    # ------------------------------------------------------------------ the flow
    def _resume(self, value: Any) -> None:
        while True:
            self.ctx.steps = 0  # one budget per decision: everything the engine does until the next one
            try:
                ask = self._flow.send(value)
            except StopIteration:
                self._ask = None
                return
            if not isinstance(ask, Ask):
                raise RulekitError(f"an effect yielded {ask!r}; only decisions may be yielded")
            self._ask = ask
            self._answer_automated()
            if self.pending():
                return
            value, self._answers = self._answers, {}

    def _answer_automated(self) -> None:
        """Seats nobody plays decide at random from the game's own seeded stream, so replays stay exact."""
        for decision in self._ask.decisions:
            if decision.player not in self.definition.automated:
                continue
            count = len(decision.options)
            want = min(max(decision.min, 1) if decision.max else 0, count)
            pool = list(range(count))
            picks = tuple(sorted(pool.pop(self.ctx.random_below(len(pool))) for _ in range(want)))
            chosen = decision.values(picks)
            self.ctx.emit(ev.DecisionAnswered(decision.id, decision.player, decision.prompt, chosen, decision.secret))
            self._answers[decision.player] = chosen

    def _run(self) -> Iterator[Ask]:
        game, ctx = self.definition, self.ctx
        try:
            for step in game.setup:
                yield from self._step(0, "setup", step)
            while True:
                number = self.state["round"] + 1
                ctx.tick(game.flow_span)
                yield from ctx.signal("round_started", {"round": number})
                for phase in game.phases:
                    for step in phase.steps:
                        yield from self._step(number, phase.id, step)
                yield from ctx.signal("round_ended", {"round": number})
                if game.end_when is not None and game.end_when.eval(ctx, {}):
                    self._finish("end_condition")
                    return
                if number >= game.round_limit:
                    self._finish("round_limit")
                    return
        except GameOver as over:
            self._finish(over.reason, over.winners)

    def _step(self, number: int, phase: str, step: Step) -> Iterator[Ask]:
        """One step: skipped unless its `if` holds; run `repeat` times while its `while` holds."""
        ctx = self.ctx
        if step.if_ is not None and not step.if_.eval(ctx, {}):
            return
        if step.repeat is None:
            times = 1
        elif isinstance(step.repeat, int):
            times = step.repeat
        else:
            times = step.repeat.eval(ctx, {})
            if type(times) is not int:
                raise EffectRuntimeError(f"step {step.id!r}: 'repeat' needs a whole number, got {times!r}", step.span)
        done = 0
        while done < times:
            if step.while_ is not None and not step.while_.eval(ctx, {}):
                break
            ctx.tick(step.span)  # repetitions share the budget of the decision, like the effect's own steps
            ctx.emit(ev.StepStarted(number, phase, step.id))
            yield from step.effect.run(ctx, {})
            done += 1

    def _finish(self, reason: str, winners: list[int] | None = None) -> None:
        score = self.definition.score
        scores = tuple(p.get(score, 0) for p in self.state["players"]) if score else tuple(0 for _ in self.state["players"])
        if winners is None:
            best = max(scores) if scores else 0
            winners = [p for p, s in enumerate(scores) if s == best] if score else []
        self.ctx.emit(ev.GameEnded(tuple(winners), scores, reason))
