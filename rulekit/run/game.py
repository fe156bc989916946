"""Playing one game: set-up, the flow of rounds/phases/steps, decisions, answers, the end.

The flow runs on the machine (rulekit.run.machine) and pauses whenever an effect asks for a decision. A game is
fully determined by (game definition, house rules, players, seed, answers, external inputs): replay, undo and saved
games all re-run those. Each player action comes as a triad: verify_answer raises, can_answer tells, answer acts;
so does an external input (verify_external, can_external, external): something outside the rules that they read,
such as a real-time clock running out, recorded between the answers like one.
"""
from __future__ import annotations

import copy
from typing import Any, NamedTuple, Sequence

from rulekit.errors import IllegalActionError, RulekitError
from rulekit.run import events as ev
from rulekit.run.context import RunContext
from rulekit.run.decisions import Decision
from rulekit.run.flow import flow_frame
from rulekit.run.locate import locate
from rulekit.run.machine import Asking, Frame, answer, copy_stack, run
from rulekit.run.primitives import GameOver
from rulekit.run.views import PlayerView

BOX = "box"  # the implicit hidden zone of cards out of play (removed for the player count, or never dealt)


class SetupError(RulekitError):
    """A game that cannot start as asked (e.g. a player count the game does not allow)."""


class Choice(NamedTuple):
    """One recorded answer: who, to which decision, which option indices, and how many options there were."""

    player: int
    decision: int
    picks: tuple[int, ...]
    options: int

    def to_json(self) -> list[Any]:
        return [self.player, self.decision, list(self.picks), self.options]


def seat_count(game: Any, players: int) -> int:
    """How many seats are in play for this many people (a person may play several seats)."""
    return int(game.player_counts.get(players, {}).get("seats", players))


def controllers(game: Any, players: int) -> list[list[int]]:
    """The seats each person plays, one list per person."""
    named = game.player_counts.get(players, {}).get("controllers")
    if not named:
        return [[seat] for seat in range(seat_count(game, players))]
    unknown = [name for group in named for name in group if name not in game.seats]
    if unknown:
        raise SetupError(f"{game.id}: player_counts.{players}.controllers names {unknown[0]!r}, which is not one of "
                         f"its seats ({', '.join(game.seats) or 'none named'}); run `rulekit lint`")
    return [[game.seats.index(name) for name in group] for group in named]


def new_state(game: Any, players: int, seed: int) -> dict[str, Any]:
    """The state before the first step: every card in its starting deck, counters at their start values. `players`
    counts people; the player count's rules say how many seats that means."""
    if not game.min_players <= players <= game.max_players:
        raise SetupError(f"{game.id} is for {game.min_players} to {game.max_players} players, not {players}")
    zones, counters, player_counters, card_counters, seats, _ = _start_tables(game, players)
    return {
        "game": game.id,
        "people": players,
        "house_rules": list(game.house_rules),
        "seed": seed,
        "rng": {"seed": seed, "counter": 0},
        "round": 0,
        "phase": "",
        "step": "",
        "zones": {key: list(cards) for key, cards in zones.items()},
        "counters": dict(counters),
        "players": [dict(player_counters) for _ in range(seats)],
        "card_counters": {card: dict(values) for card, values in card_counters.items()},
        "paid": [],
        "blocked": {},  # board link number (as text) -> the card blocking it, or none
        "turn": None,  # the active player and their action points: {"player": seat, "points": n}
        "revealed": {},  # card -> the seats it was shown to (while it lies hidden from them)
        "result": None,
    }


def _start_tables(game: Any, people: int) -> tuple[dict, dict, dict, dict, int, dict]:
    """The starting zones, game, player and card counters, the number of seats and where each card lies (zone
    key by card), for this many people: made once per definition and player count (kept in its derived facts,
    read-only; new_state copies them) instead of per game."""
    key = ("start-tables", people)
    tables = game.derived.get(key)
    if tables is None:
        tables = game.derived[key] = _make_start_tables(game, people)
    return tables


def _make_start_tables(game: Any, people: int) -> tuple[dict, dict, dict, dict, int, dict]:
    count_rules = game.player_counts.get(people, {})
    seats = seat_count(game, people)
    removed = set(count_rules.get("remove", ()))
    zones: dict[str, list[str]] = {key: [] for key in game.zone_keys(seats)}
    for card in game.cards.values():
        zone = card.deck if card.deck and card.id not in removed else BOX
        zones[zone].append(card.id)
    counters = dict(game.counters)
    counters.update(count_rules.get("counters", {}))
    player_counters = dict(game.player_counters)
    player_counters.update(count_rules.get("player_counters", {}))
    card_counters = {c.id: dict(c.counters) for c in game.cards.values() if c.counters}
    card_zone = {card: key for key, cards in zones.items() for card in cards}
    return zones, counters, player_counters, card_counters, seats, card_zone


class Game:
    def __init__(self, game: Any, players: int | None = None, seed: int = 0) -> None:
        self.definition = game
        self.people = players if players is not None else game.default_players
        self.seed = seed
        self.state = new_state(game, self.people, seed)
        self.players = len(self.state["players"])  # seats in play
        self.ctx = RunContext(game, self.state, card_zone=_start_tables(game, self.people)[5])
        self.choices: list[Choice] = []
        self.externals: list[tuple[int, str]] = []  # (answers given before it, counter set): inputs from outside
        self._stack: list[Frame] = [flow_frame()]
        self._asking: Asking | None = None  # what the frame on top of the stack waits for
        self._pending: tuple[Decision, ...] = ()  # replaced, never changed in place: shared with the Asking
        self._answers: dict[int, tuple[int, ...]] = {}
        self._broken = False  # set when a failed answer could not be rolled back
        self._replayable = True  # False for a search agent's sample: its answers do not lead from its seed
        self._run()

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
        return list(self._pending)

    def pending_for(self, player: int) -> Decision | None:
        for decision in self._pending:
            if decision.player == player:
                return decision
        return None

    def view(self, player: int | None) -> Any:
        """What `player` may see (None: a spectator who sees only public things). Built lazily: an agent pays only
        for the parts it reads."""
        return PlayerView(self, player)

    @property
    def initial_state(self) -> dict[str, Any]:
        """The state before the first step (made again: the game is fully determined by its seed)."""
        return new_state(self.definition, self.people, self.seed)

    # ------------------------------------------------------------------ acting: verify / can / do
    def verify_answer(self, player: int, answer: int | Sequence[int]) -> tuple[Decision, tuple[int, ...]]:
        if player.__class__ is int and not self._broken and self.state["result"] is None:  # the usual case, fast
            for decision in self._pending:  # (pending_for, without its call)
                if decision.player == player:
                    if (answer.__class__ is tuple and len(answer) == 1 and decision.min <= 1 <= decision.max
                            and answer[0].__class__ is int and 0 <= answer[0] < decision.size):
                        return decision, answer  # one option: Decision.normalize's fast path, without its call
                    return decision, decision.normalize(answer)
        self._check_open()
        if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < self.players:
            raise IllegalActionError(f"there is no player {player!r} (seats 0 to {self.players - 1})",
                                     message_id="error-no-such-seat", seat=str(player), seats=self.players)
        decision = self.pending_for(player)
        if decision is None:
            waiting = ", ".join(str(d.player) for d in self._pending) or "nobody"
            raise IllegalActionError(f"player {player} has nothing to decide now (waiting for: {waiting})",
                                     message_id="error-nothing-to-decide", seat=player + 1)
        return decision, decision.normalize(answer)

    def _check_open(self) -> None:
        """Raise when the game takes no input at all (over, or broken by an error)."""
        if self._broken:
            raise IllegalActionError("an error stopped this game and it could not be put back as it was; "
                                     "continue from its save or record (Game.replay)", message_id="error-game-broken")
        if self.over:
            raise IllegalActionError("the game is over", message_id="error-game-over")

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
        before, pending = len(self.choices), self._pending
        try:
            self._apply(player, decision, picks)
        except BaseException:
            self._pending = pending  # what a broken game still shows, should the rollback fail too
            self._rollback(before)
            raise

    # ------------------------------------------------------------------ external inputs: verify / can / do
    def verify_external(self, name: str) -> bool:
        """Raise if `name` is not one of the game's external counters (declared `external: true`) or the game
        cannot take input now; False when it is already set (nothing to record), else True."""
        self._check_open()
        if name not in self.definition.external_counters:
            known = ", ".join(sorted(self.definition.external_counters)) or "none"
            raise IllegalActionError(f"{name!r} is not an external counter of {self.definition.id} (external: {known})",
                                     message_id="error-no-such-external", name=str(name))
        return not self.state["counters"][name]

    def can_external(self, name: str) -> bool:
        try:
            return self.verify_external(name)
        except IllegalActionError:
            return False

    def external(self, name: str) -> None:
        """Something outside the rules happened (e.g. a real-time clock ran out): the game counter `name` becomes 1
        for the rules to read when they next look. Recorded with the answers, so replays, undo and saves keep it;
        the decisions waiting now stay waiting."""
        if self.verify_external(name):
            self.externals.append((len(self.choices), name))
            self.ctx.set_counter("game", None, name, 1)

    def _apply(self, player: int, decision: Decision, picks: tuple[int, ...]) -> None:
        # an answer changes no state, so its event goes straight to the log (what emit would do, without a call);
        # one option of plain values is read as Decision.values reads it, without its call
        choices = decision._choices
        chosen = (choices[picks[0]],) if choices is not None and len(picks) == 1 else decision.values(picks)
        self.ctx.log.append(_NEW_ANSWERED((decision.id, player, decision.prompt, chosen, decision.secret)))
        self.choices.append(_NEW_CHOICE((player, decision.id, picks, decision.size)))
        self._answers[player] = picks
        pending = self._pending
        if len(pending) == 1:  # the usual case: the last one answered, the game runs on
            self._pending = ()
            answers, self._answers = self._answers, {}
            self.ctx.steps = 0
            self._run(answers)
        else:
            self._pending = tuple([d for d in pending if d is not decision])

    def _rollback(self, choices: int) -> None:
        """Back to the game after its first `choices` answers, rebuilt by replaying them (which gives the same state
        and log). If even that fails (a plugin that does not replay), or the game is a search agent's sample (made,
        not played, from its seed), the game refuses every further answer instead of going on from a half-applied
        one, and the caller gets the error that broke it."""
        if not self._replayable:
            self._broken = True
            return
        try:
            rebuilt = Game.replay(self.definition, self.people, self.seed, self.choices[:choices],
                                  self._externals_within(choices))
        except BaseException:
            self._broken = True
            raise
        for name in ("state", "ctx", "choices", "externals", "_stack", "_asking", "_pending", "_answers"):
            setattr(self, name, getattr(rebuilt, name))

    # ------------------------------------------------------------------ replay, undo, clone
    @classmethod
    def replay(cls, game: Any, players: int, seed: int, choices: Sequence[Choice | Sequence[Any]],
               externals: Sequence[Sequence[Any]] = ()) -> "Game":
        """The game after the recorded answers and external inputs (each given after as many answers as it names);
        raises IllegalActionError if one no longer fits."""
        replayed = cls(game, players, seed)
        later = sorted((int(after), str(name)) for after, name in externals)
        later.reverse()  # popped from the end, earliest first
        for index, choice in enumerate(choices):
            while later and later[-1][0] <= index:
                replayed.external(later.pop()[1])
            if not isinstance(choice, Choice):
                player, decision, picks, options = choice
                choice = Choice(player, decision, tuple(picks), options)
            pending = replayed.pending_for(choice.player)
            if pending is None or pending.id != choice.decision or pending.size != choice.options:
                raise IllegalActionError(
                    f"replay diverged at decision {choice.decision} of seat {choice.player + 1} (counted from 1): "
                    f"the game now asks {pending.id if pending else 'nothing'}"
                )
            replayed._apply(choice.player, pending, pending.normalize(choice.picks))  # (pending: not over)
        while later:
            replayed.external(later.pop()[1])
        return replayed

    @classmethod
    def from_record(cls, game: Any, record: dict[str, Any]) -> "Game":
        """The game a record or save describes (see `record`)."""
        return cls.replay(game, record["players"], record["seed"], record["choices"], record.get("externals", ()))

    def undo(self) -> "Game":
        """A new game as it was before the last answer (external inputs given before it stay)."""
        if not self.choices:
            raise IllegalActionError("nothing to undo", message_id="ui-undo-nothing")
        kept = len(self.choices) - 1
        return Game.replay(self.definition, self.people, self.seed, self.choices[:kept], self._externals_within(kept))

    def _externals_within(self, answers: int) -> list[tuple[int, str]]:
        """The external inputs given before the first `answers` answers ran out (those a replay of them keeps)."""
        return [entry for entry in self.externals if entry[0] <= answers]

    def clone(self) -> "Game":
        """An independent copy that goes on exactly as this game would (search agents explore copies). Raises
        NotClonable while the game is paused inside ruleset code written as a Python generator."""
        twin = Game.__new__(Game)
        twin.__dict__.update(self.__dict__)
        twin.state = _copy_state(self.state)
        twin.ctx = self.ctx.copy(twin.state)
        twin.choices = list(self.choices)
        twin.externals = list(self.externals)
        twin._stack = copy_stack(self._stack)
        twin._pending = self._pending
        twin._answers = dict(self._answers)
        return twin

    def record(self) -> dict[str, Any]:
        """Everything needed to replay this game (plain JSON), with a digest of the whole event log to check it;
        a game played with content packs names them with their versions."""
        record = {
            "game": self.definition.id,
            "house_rules": list(self.definition.house_rules),
            "players": self.people,
            "seed": self.seed,
            "choices": [c.to_json() for c in self.choices],
            "result": self.result,
            "digest": self.digest(),
        }
        if self.externals:
            record["externals"] = [[after, name] for after, name in self.externals]
        if self.definition.packs:
            record["packs"] = [{"id": pack, "version": version} for pack, version in self.definition.packs]
        return record

    def digest(self) -> str:
        """SHA-256 of the event log as JSON: two games with the same digest went exactly the same way."""
        import hashlib
        import json

        from rulekit.effects.values import json_default

        text = json.dumps([e.to_json() for e in self.log], sort_keys=True, default=json_default)
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    # ------------------------------------------------------------------ the flow
    def _run(self, answers: dict | None = None) -> None:
        """Hand the answers (if any) to the frame that asked, then run the machine until it asks someone who is
        not an automated seat, or the game ends."""
        ctx = self.ctx
        try:
            while True:
                if answers is not None:
                    answer(ctx, self._stack, self._asking, answers)
                asking = self._asking = run(ctx, self._stack)
                if asking is None:
                    self._pending = ()
                    return
                self._pending = asking.decisions
                if not self.definition.automated or not self._answer_automated():
                    return
                answers, self._answers = self._answers, {}
        except GameOver as over:
            self._stack.clear()
            self._asking, self._pending = None, ()
            ctx.finish(over.reason, over.winners)
        except RulekitError as error:
            raise locate(error, self.definition.registry) from None
        except Exception as error:  # a content error in generated code, or a primitive's bug (kept as it is)
            located = locate(error, self.definition.registry)
            if located is error:
                raise
            raise located from None

    def _answer_automated(self) -> bool:
        """Seats nobody plays decide at random from the game's own seeded stream, so replays stay exact. True when
        every pending decision was one of theirs."""
        automated = self.definition.automated
        if not automated:
            return False
        for decision in self._pending:
            if decision.player not in automated:
                continue
            count = decision.size
            want = min(max(decision.min, 1) if decision.max else 0, count)
            pool = list(range(count))
            picks = tuple(pool.pop(self.ctx.random_below(len(pool))) for _ in range(want))  # in the order drawn
            self.ctx.emit(ev.DecisionAnswered(decision.id, decision.player, decision.prompt, decision.values(picks),
                                              decision.secret))
            self._answers[decision.player] = picks
            self._pending = tuple([d for d in self._pending if d is not decision])
        return not self._pending


_NEW_ANSWERED = ev.maker(ev.DecisionAnswered)
_NEW_CHOICE = ev.maker(Choice)


def _copy_state(state: dict[str, Any]) -> dict[str, Any]:
    """A copy of a game state (plain JSON) faster than deepcopy: two levels of containers."""
    twin = dict(state)
    twin["zones"] = {key: list(cards) for key, cards in state["zones"].items()}
    twin["counters"] = dict(state["counters"])
    twin["players"] = [dict(p) for p in state["players"]]
    twin["card_counters"] = {card: dict(c) for card, c in state["card_counters"].items()}
    twin["rng"] = dict(state["rng"])
    twin["paid"] = list(state["paid"])
    twin["blocked"] = dict(state["blocked"])
    twin["turn"] = dict(state["turn"]) if state["turn"] is not None else None
    twin["revealed"] = {card: list(seats) for card, seats in state["revealed"].items()}
    twin["house_rules"] = list(state["house_rules"])
    if state.get("result") is not None:
        twin["result"] = copy.deepcopy(state["result"])
    return twin
