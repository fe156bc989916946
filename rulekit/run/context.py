"""The run-time context effects and primitives act through.

It holds the state of one game and is the only way to change it: every change goes through `emit`, which applies
a frozen event to the state and appends it to the log. Generated code reads the state's tables directly (`zones`,
`counters`, `pcounters`, `ccounters`) and changes it through `set_game/set_player/set_card/assign`, `move`,
`shuffle`, `choice`, `signal_frame`/`signal_now` ...; Python primitives use the same helpers.

The old generator interface (`choose`, `ask`, `signal`, `advance` used with `yield from`) stays for rulesets
written in Python; it runs the same machine underneath.
"""
from __future__ import annotations

from typing import Any, Callable, Generator, Iterable, Sequence

from rulekit.effects.limits import MAX_INT, MAX_ITEMS, too_large
from rulekit.errors import EffectBudgetError, EffectRuntimeError, Span
from rulekit.run import events as ev
from rulekit.run import flow
from rulekit.run.decisions import Ask, Decision, Option
from rulekit.run.machine import Asking, Frame, drive, generator_frame
from rulekit.run.memo import counter_set as memo_counter_set, forget, moved as memo_moved, note as memo_note
from rulekit.run.rng import Rng
from rulekit.effects.values import _BY_KEY, Family, Zone, zone_from_key, zone_of

Decisions = Generator[Any, Any, Any]

MAX_SIGNAL_DEPTH = flow.MAX_SIGNAL_DEPTH


class RunContext:
    def __init__(self, game: Any, state: dict[str, Any], log: list | None = None,
                 card_zone: dict[str, str] | None = None) -> None:
        """`card_zone`: where each card lies, when the caller knows it already (a game's start: new_state's tables);
        else it is read from the state's zones."""
        self.game = game
        self.state = state
        self.zones = state["zones"]
        self.counters = state["counters"]
        self.pcounters = state["players"]
        self.ccounters = state["card_counters"]
        self.blocked = state["blocked"]  # doorways closed: link number (text) -> what blocks it
        self.log: list[ev.Event] = [] if log is None else log
        self.rng = Rng(state["rng"]["seed"], state["rng"]["counter"])
        self.players = list(range(len(state["players"])))
        self.card_zone: dict[str, str] = (dict(card_zone) if card_zone is not None else
                                          {card: key for key, cards in self.zones.items() for card in cards})
        self.steps = 0
        self.budget = game.step_budget
        self.next_decision = state.get("decisions", 0)
        self.signal_depth = 0
        zone_facts = game.derived.get("run-zone-facts")
        if zone_facts is None:  # read-only facts of the definition's zones: made once for all its games
            zone_facts = game.derived["run-zone-facts"] = ({z.name: z.active for z in game.zones.values()},
                                                           {z.name: z for z in game.zones.values()}, _side_mates(game))
        self.active_zones, self._zone_visibility, self._side_mates = zone_facts
        self._visibility_cache: dict[int | None, dict[str, bool]] = {}
        self._family_keys: dict[str, tuple[str, ...]] = {}  # a per-player zone's key for every seat
        self.forced_faces: dict[str, list[str]] = {}  # scenarios only: faces the next rolls show, per dice kind
        self._derived: dict[str, Any] = game.derived
        forget(self)  # self.memo: pure procedures' results, kept until an event touches what they read (run.memo)
        self.reads: set[str] | None = None  # while a remembered procedure runs: the zones it read (run.memo)
        self.fired: dict[tuple[str | None, str], int] = {}  # (card, trigger id) -> times fired; statistics only, not state

    def derived(self, key: str, compute: Callable[[Any], Any]) -> Any:
        """A fact a ruleset derives from the game definition alone (which card is whose figure, links by number),
        computed once per definition (kept on it, shared by all its games) instead of by scanning the cards on every
        call. `key` must name everything the fact depends on besides the definition. Treat the result as read-only."""
        value = self._derived.get(key, _MISSING)
        if value is _MISSING:
            value = self._derived[key] = compute(self.game)
        return value

    def copy(self, state: dict[str, Any]) -> "RunContext":
        """A context over a copy of this game's state (for a cloned game)."""
        twin = RunContext.__new__(RunContext)
        twin.__dict__.update(self.__dict__)
        twin.state = state
        twin.zones, twin.counters = state["zones"], state["counters"]
        twin.pcounters, twin.ccounters = state["players"], state["card_counters"]
        twin.blocked = state["blocked"]
        twin.log = list(self.log)
        twin.rng = self.rng.copy()
        twin.card_zone = dict(self.card_zone)
        twin.forced_faces = {k: list(v) for k, v in self.forced_faces.items()}
        twin.fired = dict(self.fired)
        forget(twin)
        twin.reads = None
        return twin

    # ----------------------------------------------------------------- budgets
    def tick(self, span: Span | None = None) -> None:
        self.steps += 1
        if self.steps > self.budget:
            raise EffectBudgetError(
                f"the game ran more than {self.budget} effect steps, step repetitions and rounds without asking "
                "anyone a decision; stopped (a loop that never ends?)", span)

    tick_repetition = tick

    # ----------------------------------------------------------------- reading names and attributes
    def lookup(self, name: str, span: Span | None = None) -> Any:
        static = self.game.names.get(name, _MISSING)
        if static is not _MISSING:
            return static
        counters = self.counters
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
        """`value.name` for a value whose type shows only at run time."""
        if isinstance(value, list):
            return [self.attribute(item, name, span) for item in value]
        if isinstance(value, str):
            card = self.game.cards.get(value)
            if card is not None:
                return self._card_attribute(value, card, name, span)
        elif isinstance(value, int) and not isinstance(value, bool):
            return self._player_attribute(value, name, span)
        elif isinstance(value, Zone):
            return self._zone_attribute(value, name, span)
        elif isinstance(value, dict):
            if name in value:
                return value[name]
            raise EffectRuntimeError(f"{value!r} has no {name!r}", span)
        elif hasattr(value, "effect_attribute"):
            return value.effect_attribute(self, name, span)
        raise EffectRuntimeError(f"{value!r} has no attribute {name!r}", span)

    def _card_attribute(self, value: str, card: Any, name: str, span: Span | None) -> Any:
        stats = card.stats
        if name in stats:
            return stats[name]
        if name in self.game.card_counters:
            return self.ccounters.get(value, _EMPTY).get(name, 0)
        if name == "zone":
            return self.zone_of_card(value)
        if name == "owner":
            return self.owner_of(value)
        if name == "kind":
            return card.kind
        if name == "id":
            return value
        raise EffectRuntimeError(f"card {value!r} ({card.kind}) has no {name!r}", span)

    def _player_attribute(self, value: int, name: str, span: Span | None) -> Any:
        counters = self.pcounters[value]
        if name in counters:
            return counters[name]
        zone = self.game.zones.get(name)
        if zone is not None and zone.per_player:
            return zone_of(name, value)
        if name == "seat":
            return value
        raise EffectRuntimeError(f"a player has no {name!r}", span)

    def _zone_attribute(self, value: Zone, name: str, span: Span | None) -> Any:
        if self.reads is not None:
            self.reads.add(value.key)
        cards = self.zones[value.key]
        if name == "size":
            return len(cards)
        if name == "top":
            return cards[-1] if cards else None
        if name == "cards":
            return list(cards)
        if name == "owner":
            return value.owner
        return [self.attribute(card, name, span) for card in cards]

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

    # ----------------------------------------------------------------- counters
    def assign(self, owner: Any, name: str, value: Any, span: Span | None = None) -> None:
        if owner is None:
            self.set_game(name, value)
        elif isinstance(owner, str) and owner in self.game.cards:
            self.set_card(owner, name, value)
        elif isinstance(owner, int) and not isinstance(owner, bool):
            self.set_player(owner, name, value)
        else:
            raise EffectRuntimeError(f"cannot set {name!r} on {owner!r}", span)

    # set_game, set_player and set_card: a counter set to a whole number (a bool counts as one; the usual int in
    # range costs no call), its change applied where it is made (what emit does, without its dispatch: counters are
    # the commonest event; test_applying_the_log_to_the_initial_state_gives_the_state holds the two to one result)
    # and logged by _logged_counter. An unchanged counter makes no event.
    def set_game(self, name: str, value: Any) -> None:
        counters = self.counters
        if name not in counters:
            raise EffectRuntimeError(f"{name!r} is not a counter")
        if value.__class__ is not int or not _LOWEST <= value <= MAX_INT:
            value = _counter_value(name, value)
        track = self.game.tracks.get(name)
        if track is not None:  # a track's marker stays on the track
            value = min(max(value, 0), track.length - 1)
        previous = counters[name]
        if value != previous:
            counters[name] = value
            self._logged_counter("game", None, name, value, previous)

    def set_player(self, player: Any, name: str, value: Any) -> None:
        pcounters = self.pcounters
        if player.__class__ is not int or not 0 <= player < len(pcounters):
            raise EffectRuntimeError(f"{player!r} is not a player of this game")
        counters = pcounters[player]
        if name not in counters:
            raise EffectRuntimeError(f"players have no counter {name!r}")
        if value.__class__ is not int or not _LOWEST <= value <= MAX_INT:
            value = _counter_value(name, value)
        previous = counters[name]
        if value != previous:
            counters[name] = value
            self._logged_counter("player", player, name, value, previous)

    def set_card(self, card: Any, name: str, value: Any) -> None:
        if card not in self.game.cards:
            raise EffectRuntimeError(f"{card!r} is not a card")
        if name not in self.game.card_counters:
            raise EffectRuntimeError(f"cards have no counter {name!r}")
        if value.__class__ is not int or not _LOWEST <= value <= MAX_INT:
            value = _counter_value(name, value)
        ccounters = self.ccounters
        counters = ccounters.get(card)
        previous = 0 if counters is None else counters.get(name, 0)
        if value != previous:
            if value:
                if counters is None:
                    counters = ccounters[card] = {}
                counters[name] = value
            else:  # a counter back to 0 leaves the card's table; an empty table goes
                del counters[name]
                if not counters:
                    del ccounters[card]
            self._logged_counter("card", card, name, value, previous)

    def set_counter(self, owner_kind: str, owner: int | str | None, name: str, value: int) -> None:
        """A game's ("game"), a seat's ("player") or a card's counter set, as the rules set it."""
        if owner_kind == "game":
            self.set_game(name, value)
        elif owner_kind == "player":
            self.set_player(owner, name, value)
        else:
            self.set_card(owner, name, value)

    def _logged_counter(self, owner_kind: str, owner: int | str | None, name: str, value: int, previous: int) -> None:
        """What emit does for a counter's change once it is applied: the event logged, the remembered results that
        read the counter dropped (run.memo)."""
        self.log.append(_NEW_COUNTER((owner_kind, owner, name, value, previous)))
        if self.memo[0]:
            memo_counter_set(self.memo, owner_kind, name)

    def counter(self, owner_kind: str, owner: int | str | None, name: str) -> int:
        if owner_kind == "game":
            return self.counters[name]
        if owner_kind == "player":
            return self.pcounters[owner][name]
        return self.ccounters.get(owner, _EMPTY).get(name, 0)

    # ----------------------------------------------------------------- state changes
    def emit(self, event: ev.Event) -> None:
        _APPLY[event.__class__](self.state, event)  # events.apply, without one call
        self.log.append(event)
        if self.memo[0]:
            memo_note(self.memo, event)
        if event.__class__ is _MOVED:
            card_zone = self.card_zone
            to = event.to
            for card in event.cards:
                card_zone[card] = to

    def move(self, cards: Sequence[str], to: Zone) -> None:
        if not cards:
            return
        key = to.key
        target = self.zones.get(key)
        if target is None:
            raise EffectRuntimeError(f"no zone {key!r}")
        card_zone = self.card_zone
        if len(cards) == 1 and cards[0].__class__ is str:  # one card: the commonest move
            card = cards[0]
            source = card_zone.get(card)
            if source is not None:
                # _logged_move with events.move_cards' one-card case written in: two calls less on the commonest
                # event (test_applying_the_log_to_the_initial_state_gives_the_state holds the two to one result)
                taken = self.zones[source]
                if taken[-1] == card:
                    taken.pop()  # the top card: the usual case
                else:
                    taken.remove(card)
                target.append(card)
                event = _NEW_MOVED(((card,), (source,), key))
                self.log.append(event)
                card_zone[card] = key
                if self.memo[0]:
                    memo_moved(self.memo, event)
                return
        try:
            sources = tuple(map(card_zone.__getitem__, cards))  # the loop in C
        except (KeyError, TypeError):
            missing = next(card for card in cards if card_zone.get(card) is None)
            raise EffectRuntimeError(f"card {missing!r} is not in the game") from None
        cards = tuple(cards)
        if len(cards) > 1 and len(set(cards)) < len(cards):  # a card named twice moves once
            cards = tuple(dict.fromkeys(cards))
            sources = tuple([card_zone[card] for card in cards])
        _MOVE_CARDS(self.zones, cards, sources, key)
        self._logged_move(cards, sources, key)

    def put(self, cards: Any, to: Any) -> None:
        """The `move` primitive, which generated code calls here directly (one call less on the commonest action):
        cards (a card, a list of them, or every card of a zone) onto the top of zone `to`, in order."""
        cls = cards.__class__
        if cls is str:  # one card (cards_of would make the list)
            cards = (cards,)
        elif cls is Zone:
            self.move_all(cards, to if to.__class__ is Zone else destination(to))
            return
        else:
            cards = self.cards_of(cards)
        self.move(cards, to if to.__class__ is Zone else destination(to))

    def move_all(self, source: Zone, to: Zone) -> None:
        """Every card of `source` onto `to`, in order: the same event as `move(cards_of(source), to)`, made without
        looking each card up, and applied as events.move_cards applies a whole zone's move (the zone emptied)."""
        key = to.key
        target = self.zones.get(key)
        if target is None:
            raise EffectRuntimeError(f"no zone {key!r}")
        taken = self.zones[source.key]
        if not taken:
            return
        cards = tuple(taken)
        taken.clear()
        target.extend(cards)
        self._logged_move(cards, (source.key,) * len(cards), key)

    def _logged_move(self, cards: tuple[str, ...], sources: tuple[str, ...], key: str) -> None:
        """What emit does for a move once it is applied (each caller applies it the cheapest way for its case):
        the event logged, the cards' places noted, the remembered results that read its zones dropped."""
        event = _NEW_MOVED((cards, sources, key))
        self.log.append(event)
        card_zone = self.card_zone
        for card in cards:
            card_zone[card] = key
        if self.memo[0]:
            memo_moved(self.memo, event)

    def shuffle(self, zone: Zone) -> None:
        cards = self.zones[zone.key]
        order = self.rng.shuffled(cards)
        self.emit(_NEW_SHUFFLED((zone.key, tuple(order), self.rng.counter)))

    def random_below(self, bound: int) -> int:
        if type(bound) is not int or not 1 <= bound <= MAX_INT:
            raise EffectRuntimeError(f"a random number below {bound!r}: the bound must be a whole number from 1 to {MAX_INT}")
        value = self.rng.below(bound)
        self.emit(_NEW_DRAWN((value, self.rng.counter)))
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
            rolled = tuple(self.rng.picks(faces, count))
        self.emit(_NEW_ROLLED((player, dice, rolled, self.rng.counter)))
        return list(rolled)

    def finish(self, reason: str, winners: list[int] | None = None) -> None:
        """End the game: the winners given, else the players with the highest score (none without a score)."""
        score = self.game.score
        scores = tuple(p.get(score, 0) for p in self.pcounters) if score else tuple(0 for _ in self.pcounters)
        if winners is None:
            best = max(scores) if scores else 0
            winners = [p for p, s in enumerate(scores) if s == best] if score else []
        self.emit(ev.GameEnded(tuple(winners), scores, reason))

    # ----------------------------------------------------------------- reading
    def zone(self, value: Zone | Family, player: int | None = None) -> Zone:
        if isinstance(value, Family):
            if player is None:
                raise EffectRuntimeError(f"{value.name!r} is one zone per player: say whose (e.g. p.{value.name})")
            return value.of(player)
        return value

    def cards_of(self, value: Any) -> list[str]:
        """Cards named by a value: a zone's cards, every player's cards of a family, a card, or a list of them."""
        cls = value.__class__
        if cls is Zone:
            if self.reads is not None:
                self.reads.add(value.key)
            return list(self.zones[value.key])
        if cls is list or cls is tuple:
            result: list[str] = []
            for item in value:
                if item.__class__ is str:
                    result.append(item)
                else:
                    result.extend(self.cards_of(item))
            return result
        if isinstance(value, Family):
            zones = self.zones
            keys = self._family_keys.get(value.name)
            if keys is None:
                keys = self._family_keys[value.name] = tuple(f"{value.name}@{p}" for p in self.players)
            if self.reads is not None:
                self.reads.update(keys)
            cards: list[str] = []
            for key in keys:  # (a comprehension over each zone's cards costs twice as much)
                cards += zones[key]
            return cards
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
        return list(value)

    def owner_of(self, card: str) -> int | None:
        key = self.card_zone.get(card)
        if self.reads is not None and key is not None:
            self.reads.add(key)  # the card's place changes only when it leaves this zone
        if key is None:
            return None
        return (_BY_KEY.get(key) or zone_from_key(key)).owner

    def zone_of_card(self, card: str) -> Zone | None:
        key = self.card_zone.get(card)
        if key is None:
            return None
        if self.reads is not None:
            self.reads.add(key)  # the card's place changes only when it leaves this zone
        return _BY_KEY.get(key) or zone_from_key(key)

    def visibility_for(self, player: int | None) -> dict[str, bool]:
        """For every zone key, whether `player` sees its cards. Zones and who sees them are fixed by the game's
        definition and its number of seats, so the table is made once for every game of that kind (read-only)."""
        table = self._visibility_cache.get(player)
        if table is None:
            key = (id(self.game), len(self.players), tuple(self.zones), player)
            shared = _VISIBILITY.get(key)
            if shared is None or shared[0] is not self.game:  # an id can be reused once a definition is gone
                if len(_VISIBILITY) >= 256:
                    _VISIBILITY.clear()
                shared = _VISIBILITY[key] = (self.game, {k: self.visible_to(k, player) for k in self.zones})
            table = self._visibility_cache[player] = shared[1]
        return table

    def visible_to(self, zone_key: str, player: int | None) -> bool:
        name, _, owner = zone_key.partition("@")
        zone = self._zone_visibility[name]
        if zone.visibility == "public":
            return True
        if zone.visibility == "owner":
            return player is not None and owner != "" and int(owner) == player
        if zone.visibility == "side":
            return player is not None and owner != "" and player in self._side_mates.get(int(owner), (int(owner),))
        return player in zone.seen_by

    def card_seen(self, card: str, player: int | None) -> bool:
        """Whether `player` sees this card: it lies in a zone they see, or it was revealed to them (`reveal`)."""
        key = self.card_zone.get(card)
        if key is not None and self.visible_to(key, player):
            return True
        seats = self.state["revealed"].get(card)
        return seats is not None and player in seats

    # ----------------------------------------------------------------- decisions
    def decision(self, player: int, prompt: str, options: Iterable[Option] = (), *, min: int = 1, max: int = 1,
                 secret: bool = False, prefer: str = "", choices: Sequence[Any] | None = None,
                 labels: Sequence[str] | None = None, arguments: Sequence[Any] | None = None) -> Decision:
        """A decision numbered in this game's order: of Option records, or of bare `choices` (values) with their
        `labels` (message ids) and `arguments` (message variables) when they have any."""
        self.next_decision += 1
        if choices is not None:
            return Decision(self.next_decision, player, prompt, (), min, max, secret, prefer, choices=tuple(choices),
                            labels=tuple(labels) if labels else None,
                            arguments=tuple(arguments) if arguments else None)
        return Decision(self.next_decision, player, prompt, tuple(options), min, max, secret, prefer)

    def choice(self, by_player: dict[int, list], prompt: str, labels: tuple[str, ...], messages: tuple[str, ...],
               names: tuple[tuple[str, ...], ...], secret: bool) -> Asking:
        """The decisions of a `choose`: for each player the options gathered ((option number, bound values)).
        An option's value is its label, or (label, *values) when it binds some; its message is `messages[number]`
        (`ChoiceOption.message`, worked out by the compiler)."""
        decisions = []
        for player, options in by_player.items():
            self.next_decision += 1
            decisions.append(Decision(self.next_decision, player, prompt, (), 1, 1, secret,
                                      gathered=(options, messages, names, labels)))
        return Asking(decisions)

    def ask(self, decisions: Sequence[Decision]) -> Decisions:
        """Old-style: pause until every decision is answered; returns {player: chosen values}."""
        if not decisions:
            return {}
        answers = yield Ask(tuple(decisions))
        return answers

    def choose(self, player: int, values: Sequence[Any], prompt: str, *, count: int = 1, exactly: bool = True,
               labels: Sequence[str] | None = None, prefer: str = "", secret: bool = False) -> Decisions:
        """Old-style: one player picks `count` of the values (all of them when fewer); returns the chosen values in
        the order chosen."""
        values = list(values)
        if not values or count <= 0:
            return []
        count = min(count, len(values))
        options = [Option(v, labels[i] if labels else "") for i, v in enumerate(values)]
        decision = self.decision(player, prompt, options, min=count if exactly else 0, max=count, secret=secret, prefer=prefer)
        answers = yield from self.ask([decision])
        return list(answers[player])

    def generator(self, gen: Generator) -> Frame:
        """A Python generator (an old-style primitive's run) as a frame of the machine."""
        return generator_frame(gen)

    # ----------------------------------------------------------------- signals and tracks
    # signal_frame(event, payload): the frame announcing a game event: every trigger listening to it runs, in a
    # fixed order: the game's rules, then cards in active zones (in zone order), then plugins. None when none of
    # those that fired asked: the signal is over, without a frame. flow.start_signal itself (one call less).
    signal_frame = flow.start_signal

    # signal_now(event, payload): a signal none of whose triggers asks (the compiler knows which): run them now.
    signal_now = flow.run_signal_now

    def signal(self, event: str, payload: dict[str, Any]) -> Decisions:
        """Old-style: `yield from ctx.signal(event, payload)`."""
        return (yield from drive(self, flow.signal_frame(event, payload)))

    def advance_control(self, track: str, steps: int) -> Frame | None:
        """Move a track's marker; every square it lands on or passes pays its reward (once-only ones once). Returns
        the frame paying rewards that ask, or None when all is done."""
        spec = self.game.tracks.get(track)
        if spec is None:
            raise EffectRuntimeError(f"there is no track {track!r}")
        old = self.counters[track]
        new = min(max(old + steps, 0), spec.length - 1)
        self.set_game(track, new)
        if new == old or not spec.rewards:
            return None
        passed = list(range(old + 1, new + 1)) if new > old else list(range(old - 1, new - 1, -1))
        if not any(reward.at in passed for reward in spec.rewards):
            return None  # no square passed has a reward: nothing to pay, no frame
        if track in self.game.asking_tracks:
            return flow.advance_frame(track, passed)
        flow.pay_rewards_now(self, track, passed)
        return None

    def advance(self, track: str, steps: int) -> Decisions:
        """Old-style: `yield from ctx.advance(track, steps)`."""
        frame = self.advance_control(track, steps)
        if frame is not None:
            yield from drive(self, frame)

    def run_trigger(self, trigger: Any, payload: dict[str, Any], prefilled: bool = False) -> Decisions:
        """Old-style: run one trigger (its condition first)."""
        env = payload if prefilled else dict(payload)
        if trigger.condition is not None and not trigger.condition.fn(self, env):
            return
        yield from trigger.effect.run(self, env)


# (definition, seats, zone keys, player) -> (definition, zone key -> seen): shared by the games of one definition
_VISIBILITY: dict[tuple, tuple[Any, dict[str, bool]]] = {}


def destination(to: Any) -> Zone:
    """`to` as the zone cards go to, or EffectRuntimeError saying why it is none (a per-player zone named bare)."""
    if to.__class__ is Zone:  # the usual case, without a call
        return to
    if isinstance(to, Family):
        raise EffectRuntimeError(f"'{to.name}' is one zone per player: say whose (e.g. p.{to.name})")
    if not isinstance(to, Zone):
        raise EffectRuntimeError(f"{to!r} is not a zone")
    return to


def _side_mates(game: Any) -> dict[int, frozenset[int]]:
    """For each seat of a side, the seats that see its `side` zones: itself and every seat sharing a side with it."""
    mates: dict[int, set[int]] = {}
    for seats in game.sides.values():
        for seat in seats:
            mates.setdefault(seat, {seat}).update(seats)
    return {seat: frozenset(found) for seat, found in mates.items()}


def _counter_value(name: str, value: Any) -> int:
    """`value` as a counter holds it (a bool as its number), or EffectRuntimeError: it is no whole number, or too
    large for a counter."""
    if value.__class__ is bool:
        value = int(value)
    elif value.__class__ is not int:
        raise EffectRuntimeError(f"counter {name!r} can only hold a whole number, not {value!r}")
    if not _LOWEST <= value <= MAX_INT:
        raise EffectRuntimeError(f"counter {name!r} cannot hold it: {too_large(value)}")
    return value


_LOWEST = -MAX_INT  # the lowest value a counter holds
_APPLY = ev._APPLY
_MOVED = ev.CardsMoved
_NEW_MOVED = ev.maker(ev.CardsMoved)
_MOVE_CARDS = ev.move_cards
_NEW_COUNTER = ev.maker(ev.CounterSet)
_NEW_SHUFFLED = ev.maker(ev.Shuffled)
_NEW_DRAWN = ev.maker(ev.RandomDrawn)
_NEW_ROLLED = ev.maker(ev.DiceRolled)


class _Missing:
    pass


_MISSING = _Missing()
_EMPTY: dict = {}
