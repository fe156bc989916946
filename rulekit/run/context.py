"""The run-time context effects and primitives act through.

It holds the state of one game and is the only way to change it: every change goes through `emit`, which applies
a frozen event to the state and appends it to the log. Compiled effects call tick/lookup/attribute/iterate/assign;
primitives use the helpers below (move, shuffle, set_counter, choose, signal ...).
"""
from __future__ import annotations

from typing import Any, Callable, Generator, Iterable, Sequence

from rulekit.compile.model import GameDef, Trigger
from rulekit.effects.limits import MAX_INT, MAX_ITEMS, too_large
from rulekit.effects.registry import Unwind
from rulekit.errors import EffectBudgetError, EffectRuntimeError, PluginError, RulekitError, Span
from rulekit.run import events as ev
from rulekit.run.decisions import Ask, Decision, Option
from rulekit.run.rng import Rng
from rulekit.run.values import Family, Zone

Decisions = Generator[Ask, dict, Any]

MAX_SIGNAL_DEPTH = 40


class RunContext:
    def __init__(self, game: GameDef, state: dict[str, Any]) -> None:
        self.game = game
        self.state = state
        self.log: list[ev.Event] = []
        self.rng = Rng(state["rng"]["seed"], state["rng"]["counter"])
        self.players = list(range(len(state["players"])))
        self.card_zone: dict[str, str] = {card: key for key, cards in state["zones"].items() for card in cards}
        self.steps = 0
        self.budget = game.step_budget
        self.next_decision = 0
        self.signal_depth = 0
        self._zone_visibility = {z.name: z for z in game.zones.values()}
        self._visibility_cache: dict[int | None, dict[str, bool]] = {}
        self.forced_faces: dict[str, list[str]] = {}  # scenarios only: faces the next rolls show, per dice kind
        self._derived: dict[str, Any] = {}

    def derived(self, key: str, compute: Callable[[GameDef], Any]) -> Any:
        """A fact a ruleset derives from the game definition alone (which card is whose figure, links by number),
        computed once per game instead of by scanning the cards on every call. Treat the result as read-only."""
        value = self._derived.get(key, _MISSING)
        if value is _MISSING:
            value = self._derived[key] = compute(self.game)
        return value

    # ----------------------------------------------------------------- the contract compiled effects use
    def tick(self, span: Span | None = None) -> None:
        self.steps += 1
        if self.steps > self.budget:
            raise EffectBudgetError(
                f"the game ran more than {self.budget} effect steps, step repetitions and rounds without asking "
                "anyone a decision; stopped (a loop that never ends?)", span)

    def lookup(self, name: str, span: Span | None = None) -> Any:
        static = self.game.names.get(name, _MISSING)
        if static is not _MISSING:
            return static
        counters = self.state["counters"]
        if name in counters:
            return counters[name]
        if name == "players":
            return list(self.players)
        if name == "player_count":
            return len(self.players)
        if name == "round":
            return self.state["round"]
        raise EffectRuntimeError(f"unknown name {name!r}", span)

    def attribute(self, value: Any, name: str, span: Span | None = None) -> Any:
        if isinstance(value, list):
            return [self.attribute(item, name, span) for item in value]
        if isinstance(value, str):
            card = self.game.cards.get(value)
            if card is not None:
                stats = card.stats
                if name in stats:
                    return stats[name]
                if name in self.game.card_counters:
                    return self.state["card_counters"].get(value, {}).get(name, 0)
                if name == "zone":
                    return _zone_value(self.card_zone.get(value))
                if name == "owner":
                    return self.owner_of(value)
                if name == "kind":
                    return card.kind
                if name == "id":
                    return value
                raise EffectRuntimeError(f"card {value!r} ({card.kind}) has no {name!r}", span)
        elif isinstance(value, int) and not isinstance(value, bool):
            counters = self.state["players"][value]
            if name in counters:
                return counters[name]
            zone = self.game.zones.get(name)
            if zone is not None and zone.per_player:
                return Zone(name, value)
            if name == "seat":
                return value
            raise EffectRuntimeError(f"a player has no {name!r}", span)
        elif isinstance(value, Zone):
            cards = self.state["zones"][value.key]
            if name == "size":
                return len(cards)
            if name == "top":
                return cards[-1] if cards else None
            if name == "cards":
                return list(cards)
            if name == "owner":
                return value.owner
            return [self.attribute(card, name, span) for card in cards]
        raise EffectRuntimeError(f"{value!r} has no attribute {name!r}", span)

    def iterate(self, value: Any, span: Span | None = None) -> list[Any]:
        """The items `for`, `where` and the list queries go over. Each item counts as a step of the budget (checked
        at the next tick), so that a loop over a long list costs what it does."""
        if isinstance(value, list):
            items = value
        elif isinstance(value, (Zone, Family)):
            items = self.cards_of(value)
        elif value is None:
            return []
        elif isinstance(value, tuple):
            items = list(value)
        else:
            return [value]
        self.steps += len(items)
        return items

    def assign(self, owner: Any, name: str, value: Any, span: Span | None = None) -> None:
        if not isinstance(value, int) or isinstance(value, bool):
            if isinstance(value, bool):
                value = int(value)
            else:
                raise EffectRuntimeError(f"counter {name!r} can only hold a whole number, not {value!r}", span)
        if owner is None:
            if name not in self.state["counters"]:
                raise EffectRuntimeError(f"{name!r} is not a counter", span)
            self.set_counter("game", None, name, value)
        elif isinstance(owner, str) and owner in self.game.cards:
            if name not in self.game.card_counters:
                raise EffectRuntimeError(f"cards have no counter {name!r}", span)
            self.set_counter("card", owner, name, value)
        elif isinstance(owner, int) and not isinstance(owner, bool):
            if name not in self.state["players"][owner]:
                raise EffectRuntimeError(f"players have no counter {name!r}", span)
            self.set_counter("player", owner, name, value)
        else:
            raise EffectRuntimeError(f"cannot set {name!r} on {owner!r}", span)

    # ----------------------------------------------------------------- state changes
    def emit(self, event: ev.Event) -> None:
        ev.apply(self.state, event)
        self.log.append(event)
        if type(event) is ev.CardsMoved:
            for card in event.cards:
                self.card_zone[card] = event.to

    def set_counter(self, owner_kind: str, owner: int | str | None, name: str, value: int) -> None:
        if not -MAX_INT <= value <= MAX_INT:
            raise EffectRuntimeError(f"counter {name!r} cannot hold it: {too_large(value)}")
        if owner_kind == "game":
            track = self.game.tracks.get(name)
            if track is not None:  # a track's marker stays on the track
                value = min(max(value, 0), track.length - 1)
        previous = self.counter(owner_kind, owner, name)
        if previous != value:
            self.emit(ev.CounterSet(owner_kind, owner, name, value, previous))

    def counter(self, owner_kind: str, owner: int | str | None, name: str) -> int:
        if owner_kind == "game":
            return self.state["counters"][name]
        if owner_kind == "player":
            return self.state["players"][owner][name]
        return self.state["card_counters"].get(owner, {}).get(name, 0)

    def move(self, cards: Sequence[str], to: Zone) -> None:
        if not cards:
            return
        key = to.key
        if key not in self.state["zones"]:
            raise EffectRuntimeError(f"no zone {key!r}")
        sources = []
        for card in cards:
            source = self.card_zone.get(card)
            if source is None:
                raise EffectRuntimeError(f"card {card!r} is not in the game")
            sources.append(source)
        self.emit(ev.CardsMoved(tuple(cards), tuple(sources), key))

    def shuffle(self, zone: Zone) -> None:
        cards = self.state["zones"][zone.key]
        order = self.rng.shuffled(cards)
        self.emit(ev.Shuffled(zone.key, tuple(order), self.rng.counter))

    def random_below(self, bound: int) -> int:
        if type(bound) is not int or not 1 <= bound <= MAX_INT:
            raise EffectRuntimeError(f"a random number below {bound!r}: the bound must be a whole number from 1 to {MAX_INT}")
        value = self.rng.below(bound)
        self.emit(ev.RandomDrawn(value, self.rng.counter))
        return value

    def roll(self, dice: str, count: int, player: int | None = None) -> list[str]:
        if type(count) is not int or not 0 <= count <= MAX_ITEMS:
            raise EffectRuntimeError(f"cannot roll {count!r} dice: the count must be a whole number from 0 to {MAX_ITEMS}")
        faces = self.game.dice[dice].faces
        forced = self.forced_faces.get(dice)
        if forced:
            if len(forced) < count:
                raise EffectRuntimeError(f"the scenario forced {len(forced)} more {dice} faces, but {count} dice were rolled")
            rolled = tuple(forced[:count])
            del forced[:count]
        else:
            rolled = tuple(faces[self.rng.below(len(faces))] for _ in range(count))
        self.emit(ev.DiceRolled(player, dice, rolled, self.rng.counter))
        return list(rolled)

    # ----------------------------------------------------------------- reading
    def zone(self, value: Zone | Family, player: int | None = None) -> Zone:
        if isinstance(value, Family):
            if player is None:
                raise EffectRuntimeError(f"{value.name!r} is one zone per player: say whose (e.g. p.{value.name})")
            return value.of(player)
        return value

    def cards_of(self, value: Any) -> list[str]:
        """Cards named by a value: a zone's cards, every player's cards of a family, a card, or a list of them."""
        if isinstance(value, Zone):
            return list(self.state["zones"][value.key])
        if isinstance(value, Family):
            zones = self.state["zones"]
            return [card for p in self.players for card in zones[f"{value.name}@{p}"]]
        if isinstance(value, str):
            return [value]
        if value is None:
            return []
        if isinstance(value, (list, tuple)):
            result: list[str] = []
            for item in value:
                result.extend(self.cards_of(item))
            return result
        raise EffectRuntimeError(f"{value!r} is not a card or a zone")

    def players_of(self, value: Any) -> list[int]:
        if isinstance(value, bool):
            raise EffectRuntimeError(f"{value!r} is not a player")
        if isinstance(value, int):
            return [value]
        if value is None:
            return []
        return [p for p in value]

    def owner_of(self, card: str) -> int | None:
        key = self.card_zone.get(card)
        if key is None or "@" not in key:
            return None
        return int(key.rsplit("@", 1)[1])

    def visibility_for(self, player: int | None) -> dict[str, bool]:
        """For every zone key, whether `player` sees its cards (zones are fixed for a game, so this is cached)."""
        table = self._visibility_cache.get(player)
        if table is None:
            table = {key: self.visible_to(key, player) for key in self.state["zones"]}
            self._visibility_cache[player] = table
        return table

    def visible_to(self, zone_key: str, player: int | None) -> bool:
        name, _, owner = zone_key.partition("@")
        zone = self._zone_visibility[name]
        if zone.visibility == "public":
            return True
        if zone.visibility == "owner":
            return player is not None and owner != "" and int(owner) == player
        return player in zone.seen_by

    # ----------------------------------------------------------------- decisions
    def decision(
        self,
        player: int,
        prompt: str,
        options: Iterable[Option],
        *,
        min: int = 1,
        max: int = 1,
        secret: bool = False,
        prefer: str = "",
    ) -> Decision:
        self.next_decision += 1
        return Decision(self.next_decision, player, prompt, tuple(options), min, max, secret, prefer)

    def ask(self, decisions: Sequence[Decision]) -> Decisions:
        """Pause until every decision is answered; returns {player: chosen values}."""
        if not decisions:
            return {}
        answers = yield Ask(tuple(decisions))
        return answers

    def choose(
        self,
        player: int,
        values: Sequence[Any],
        prompt: str,
        *,
        count: int = 1,
        exactly: bool = True,
        labels: Sequence[str] | None = None,
        prefer: str = "",
        secret: bool = False,
    ) -> Decisions:
        """One player picks `count` of the values (all of them when fewer); returns the chosen values in order."""
        values = list(values)
        if not values or count <= 0:
            return []
        count = min(count, len(values))
        options = [Option(v, labels[i] if labels else "") for i, v in enumerate(values)]
        decision = self.decision(player, prompt, options, min=count if exactly else 0, max=count, secret=secret, prefer=prefer)
        answers = yield from self.ask([decision])
        return list(answers[player])

    # ----------------------------------------------------------------- tracks
    def advance(self, track: str, steps: int) -> Decisions:
        """Move a track's marker; every square it lands on or passes pays its reward (once-only ones once)."""
        spec = self.game.tracks.get(track)
        if spec is None:
            raise EffectRuntimeError(f"there is no track {track!r}")
        old = self.state["counters"][track]
        new = min(max(old + steps, 0), spec.length - 1)
        self.set_counter("game", None, track, new)
        if new == old:
            return
        passed = range(old + 1, new + 1) if new > old else range(old - 1, new - 1, -1)
        for square in passed:
            for reward in spec.rewards:
                if reward.at != square:
                    continue
                key = f"{track}:{square}"
                if reward.once:
                    if key in self.state["paid"]:
                        continue
                    self.emit(ev.RewardPaid(track, square))
                yield from reward.effect.run(self, {})

    # ----------------------------------------------------------------- triggers
    def signal(self, event: str, payload: dict[str, Any]) -> Decisions:
        """Announce a game event and run every trigger listening to it, in a fixed order: the game's rules, then
        cards in active zones (in zone order), then plugins."""
        self.emit(ev.Signalled(event, tuple(sorted(payload.items()))))
        self.signal_depth += 1
        if self.signal_depth > MAX_SIGNAL_DEPTH:
            raise EffectRuntimeError(f"event {event!r} set off more than {MAX_SIGNAL_DEPTH} nested events")
        try:
            for trigger in self.game.rule_triggers.get(event, ()):
                yield from self.run_trigger(trigger, payload)
            card_triggers = self.game.card_triggers.get(event, ())
            for trigger in card_triggers:
                key = self.card_zone.get(trigger.card or "")
                if key is None or not self.game.zones[key.partition("@")[0]].active:
                    continue
                env = dict(payload)
                env["self"] = trigger.card
                env["owner"] = self.owner_of(trigger.card)
                yield from self.run_trigger(trigger, env, prefilled=True)
            for handler in self.game.plugin_triggers.get(event, ()):
                yield from self._run_handler(handler, event, payload)
        finally:
            self.signal_depth -= 1

    def _run_handler(self, handler: Callable[..., Any], event: str, payload: dict[str, Any]) -> Decisions:
        """A plugin's Python handler; an exception it did not mean (not rulekit's, not an Unwind) is a PluginError
        naming the handler and the event."""
        try:
            result = handler(self, **payload)
            if hasattr(result, "send"):
                yield from result
        except (RulekitError, Unwind):
            raise
        except Exception as error:
            name = f"{getattr(handler, '__module__', '?')}.{getattr(handler, '__qualname__', repr(handler))}"
            raise PluginError(f"plugin handler {name} failed on event {event!r} ({type(error).__name__}: {error})") from error

    def run_trigger(self, trigger: Trigger, payload: dict[str, Any], prefilled: bool = False) -> Decisions:
        env = payload if prefilled else dict(payload)
        if trigger.condition is not None and not trigger.condition.eval(self, env):
            return
        yield from trigger.effect.run(self, env)


class _Missing:
    pass


_MISSING = _Missing()


def _zone_value(key: str | None) -> Zone | None:
    if key is None:
        return None
    name, _, owner = key.partition("@")
    return Zone(name, int(owner) if owner else None)
