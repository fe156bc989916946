"""Per-player views: the state and the log as one seat may see them.

Zones declare who sees their cards (public, owner, side, hidden). A card the viewer may not see shows as a
face-down card: its counters (a gem or a prison on it) stay visible, its id does not; a card revealed to the viewer
(`reveal`) shows where it lies, in a zone that stays hidden from them. The log is redacted the same way,
and so are the options of a decision, so nothing hidden leaks through logs or prompts. Agents get only this.

A view is built lazily: it is a read-only mapping whose parts (zones, cards, pending decisions ...) are made the
first time they are read, so an agent that only looks at its decision pays for nothing else. `to_dict()` makes
all of it (for JSON).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from operator import itemgetter as _items
from typing import Any, Iterator

from rulekit.effects.values import Link, Zone
from rulekit.run import events as ev

HIDDEN = "?"

_KEYS = ("game", "you", "players", "round", "phase", "step", "turn", "counters", "player_counters", "zones", "cards",
         "option_cards", "blocked", "pending", "waiting_for", "result")
_KNOWN = frozenset(_KEYS)


class PlayerView(Mapping):
    """What one seat (None: a spectator) may see of a game, made part by part on first reading."""

    __slots__ = ("_game", "_player", "_parts", "_looked_up", "_seen_by", "_reading_made", "_option_facts", "_asked")

    def __init__(self, game: Any, player: int | None) -> None:
        self._game = game
        self._player = player
        self._parts: dict[str, Any] = {}  # the parts made, by key (only the documented keys: what `view[key]` reads)
        # what the view keeps for itself, apart from the parts (an agent may not read it through `view[key]`):
        self._reading_made: tuple | None = None  # see `_reading`
        self._option_facts: dict[str, Any] | None = None  # the cards seen among the options (see `_part_pending`)
        self._asked: dict[str, Any] | None = None  # the entry `decision_view` made
        self._looked_up: dict[str, Any] | None = None  # card() answers (agents ask for the same cards again and
        # again), made on the first (a view read only for its decision needs none)
        self._seen_by: dict[str, bool] | None = None  # which zones the viewer sees, fetched on first need

    def __getitem__(self, key: str) -> Any:
        parts = self._parts
        if key in parts:
            return parts[key]
        make = _PART_MAKERS.get(key)
        if make is not None:
            made = parts[key] = make(self)
            return made
        if key not in _KNOWN:
            raise KeyError(key)
        if key == "option_cards":
            self._option_cards()
        else:
            self._zones_and_cards()
        return parts[key]

    def __iter__(self) -> Iterator[str]:
        return iter(_KEYS)

    def __len__(self) -> int:
        return len(_KEYS)

    def to_dict(self) -> dict[str, Any]:
        """All of the view as plain data (for JSON)."""
        data = {key: self[key] for key in _KEYS}
        data["pending"] = [dict(d, options=d["options"].to_list()) for d in data["pending"]]
        return data

    # single things, read without making the rest (for agents that look up a few cards or zones)
    def zone(self, key: str) -> list[dict[str, Any]] | int | None:
        """One zone as `view["zones"][key]` shows it (None: no such zone), made without making the others."""
        parts = self._parts
        zones = parts.get("zones")
        if zones is not None:
            return zones.get(key)
        game = self._game
        cards = game.state["zones"].get(key)
        if cards is None or key == "box":
            return None
        reading = self._reading()
        return _zone(cards, reading[0][key], reading[1], reading[2])

    def _reading(self) -> tuple:
        """What reading any zone needs (what the viewer sees, the card counters, the cards shown to them), made
        once per view."""
        reading = self._reading_made
        if reading is None:
            game = self._game
            reading = self._reading_made = (self._visible_zones(), game.state["card_counters"],
                                                 revealed_to(game, self._player))
        return reading

    def _visible_zones(self) -> dict[str, bool]:
        """Which zones the viewer sees (RunContext.visibility_for), fetched once per view."""
        seen_by = self._seen_by
        if seen_by is None:
            seen_by = self._seen_by = self._game.ctx.visibility_for(self._player)
        return seen_by

    def zone_ids(self, key: str) -> list[str]:
        """The ids in one zone as `view.zone(key)` lists them (face-down cards as "?"), without making an entry per
        card; [] for a zone shown only as a count, and for no such zone."""
        zones = self._parts.get("zones")
        if zones is not None:
            shown = zones.get(key)
            return [entry["id"] for entry in shown] if shown.__class__ is list else []
        game = self._game
        cards = game.state["zones"].get(key)
        if cards is None or key == "box":
            return []
        if (self._seen_by or self._visible_zones())[key]:  # (a zone seen needs nothing else of `_reading`)
            return list(cards)
        reading = self._reading()
        counters, revealed = reading[1], reading[2]
        if _any_shown(cards, counters, revealed):
            return [c if c in revealed else HIDDEN for c in cards]
        return []

    def place_of(self, card: str) -> str | None:
        """The key of the zone where the viewer sees `card` (in a zone they see, or shown to them by `reveal`);
        None where they cannot see it, and for a card in the box (which views do not show)."""
        game = self._game
        key = game.ctx.card_zone.get(card)
        if key is None or key == "box":  # the box is not shown (as in view["zones"])
            return None
        if (self._seen_by or self._visible_zones())[key] or _shown_to(game, card, self._player):
            return key
        return None

    def counters_of(self, card: str) -> dict[str, int]:
        """The counters on a card the viewer sees where it lies (as its entry in `view["zones"]` has them), else {}."""
        if self.place_of(card) is None:
            return {}
        return dict(self._game.state["card_counters"].get(card, {}))

    def counter_of(self, card: str, name: str) -> int:
        """One counter on a card the viewer sees where it lies, as `counters_of(card).get(name, 0)` has it."""
        counters = self._game.state["card_counters"].get(card)
        if counters is None or self.place_of(card) is None:  # (without counters, where it lies needs no asking)
            return 0
        return counters.get(name, 0)

    def counter(self, name: str, default: int = 0) -> int:
        """One game counter as `view["counters"].get(name, default)` has it, without copying them all (game counters
        are public)."""
        return self._game.state["counters"].get(name, default)

    def player_counter(self, seat: int, name: str) -> int:
        """One counter of a seat as `view["player_counters"][seat].get(name, 0)` has it, without copying every
        seat's (seats' counters are public)."""
        return self._game.state["players"][seat].get(name, 0)

    def card(self, card: str) -> dict[str, Any] | None:
        """The facts of a card the viewer sees (where it lies, shown to them, or among their options), else None;
        the same as `view["cards"].get(card)`."""
        looked = self._looked_up
        if looked is None:
            looked = self._looked_up = {}
        elif card in looked:
            return looked[card]
        cards = self._parts.get("cards")
        if cards is not None:
            return cards.get(card)
        facts = self._game.definition.card_facts.get(card)
        if facts is not None and self.place_of(card) is None:
            self._read_options()
            facts = self._option_facts.get(card)
        looked[card] = facts
        return facts

    # the cheap parts
    def _part_game(self) -> str:
        return self._game.state["game"]

    def _part_you(self) -> int | None:
        return self._player

    def _part_players(self) -> int:
        return len(self._game.state["players"])

    def _part_round(self) -> int:
        return self._game.state["round"]

    def _part_phase(self) -> str:
        return self._game.state["phase"]

    def _part_step(self) -> str:
        return self._game.state["step"]

    def _part_turn(self) -> dict[str, int] | None:
        """Whose turn it is and their action points left (none between turns)."""
        turn = self._game.state["turn"]
        return dict(turn) if turn is not None else None

    def _part_blocked(self) -> list[dict[str, Any]]:
        """The blocked board links: their number, the two spaces they join and the card blocking them (face down
        when the viewer may not see it)."""
        game = self._game
        ends = game.ctx.derived("links-by-index", _link_ends)
        found = []
        for index, blocker in sorted(game.state["blocked"].items(), key=lambda item: int(item[0])):
            shown = blocker if blocker is None or game.ctx.card_seen(blocker, self._player) else HIDDEN
            found.append({"link": int(index), "between": list(ends.get(int(index), ())), "blocker": shown})
        return found

    def _part_counters(self) -> dict[str, int]:
        return dict(self._game.state["counters"])

    def _part_player_counters(self) -> list[dict[str, int]]:
        return [dict(p) for p in self._game.state["players"]]

    def _part_waiting_for(self) -> list[int]:
        return [d.player for d in self._game.pending()]

    def _part_result(self) -> Any:
        return self._game.state["result"]

    # zones and the cards seen in them or among the options of the viewer's decisions
    def _part_pending(self) -> list[dict[str, Any]]:
        """The viewer's decisions; reading their options notes the cards among them in `_option_facts`. Options that
        are cards the viewer may not see show face down; they are made one by one as they are read (an agent that
        only counts them pays for none). The entry `decision_view` made already (`_asked`) is kept."""
        game, player, asked, shown = self._game, self._player, self._asked, self._option_facts
        if shown is None:
            shown = self._option_facts = {}
        own = []
        for decision in game.pending():  # a loop: for one or two decisions it costs less than a comprehension
            if decision.player == player:
                own.append(asked if asked is not None and asked["id"] == decision.id
                           else _entry(game, decision, shown))
        return own

    def _read_options(self) -> None:
        """Make every option of the viewer's decisions, which records the cards among them (`_option_facts`)."""
        for decision in self["pending"]:
            decision["options"].to_list()

    def _option_cards(self) -> None:
        """The cards among the options of the viewer's decisions that the viewer may see: id -> their facts (an
        agent weighing its options by card stats reads these, not every zone)."""
        self._read_options()
        self._parts["option_cards"] = dict(self._option_facts)

    def _zones_and_cards(self) -> None:
        game = self._game
        self._read_options()  # the cards among the options are seen too
        visible: dict[str, dict[str, Any]] = {}
        self._parts["zones"] = _zones(game, self._player, game.definition.card_facts, visible)
        visible.update(self._option_facts)
        self._parts["cards"] = visible



# a part made by itself -> its `_part_` method (found once: a name made per reading is looked up the slow way)
_PART_MAKERS = {key: getattr(PlayerView, "_part_" + key) for key in _KEYS if hasattr(PlayerView, "_part_" + key)}


def _link_ends(definition: Any) -> dict[int, tuple[str, str]]:
    return {link.index: (space, link.to) for space, links in definition.links.items() for link in links
            if space < link.to}


def _zones(game: Any, player: int | None, card_facts: dict, visible: dict) -> dict[str, Any]:
    """Every zone as the viewer sees it (see `_zone`); the facts of the cards they see go into `visible`."""
    seen_by = game.ctx.visibility_for(player)
    card_counters = game.state["card_counters"]
    revealed = revealed_to(game, player)
    zones: dict[str, Any] = {}
    for key, cards in game.state["zones"].items():
        if key == "box":
            continue
        zones[key] = shown = _zone(cards, seen_by[key], card_counters, revealed)
        if shown.__class__ is list:
            if seen_by[key]:
                for c in cards:
                    visible[c] = card_facts[c]
            else:
                visible.update((c, card_facts[c]) for c in cards if c in revealed)
    return zones


def _zone(cards: list[str], seen: bool, card_counters: dict, revealed: frozenset[str]) -> list[dict[str, Any]] | int:
    """One zone as the viewer sees it: its cards if they see the zone; in a hidden one, the cards revealed to them
    and face-down cards (with their counters) for the rest, or only how many cards it holds."""
    if seen:
        return [{"id": c, "counters": dict(card_counters[c]) if c in card_counters else {}} for c in cards]
    if _any_shown(cards, card_counters, revealed):
        return [{"id": c if c in revealed else HIDDEN, "counters": dict(card_counters.get(c, {}))} for c in cards]
    return len(cards)


def _any_shown(cards: list[str], card_counters: dict, revealed: frozenset[str]) -> bool:
    """Whether any card of a hidden zone shows something: a counter on it, or itself revealed to the viewer (asked
    of the sets, without a loop in Python: most hidden zones show nothing)."""
    return not (card_counters.keys().isdisjoint(cards) and revealed.isdisjoint(cards))


def revealed_to(game: Any, player: int | None) -> frozenset[str]:
    """The cards shown to `player` by `reveal` (and not shuffled since)."""
    if player is None:
        return frozenset()
    return frozenset(card for card, seats in game.state["revealed"].items() if player in seats)


class Options(Sequence):
    """The options of a decision as one viewer sees them, each made (and redacted) when first read."""

    __slots__ = ("_game", "_decision", "size", "_seen_by", "_shown", "_made")

    def __init__(self, game: Any, decision: Any, shown: dict) -> None:
        self._game, self._decision, self._shown = game, decision, shown
        self.size = decision.size  # how many options (len(), without a call into Python)
        self._seen_by: dict[str, bool] | None = None  # which zones the viewer sees (`_zones_seen`)
        self._made: list[dict[str, Any] | None] | None = None  # made on the first reading of an option

    def __len__(self) -> int:
        return self._decision.size

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        made = self._made
        if made is None:
            made = self._made = [None] * self._decision.size
        found = made[index]
        if found is None:
            found = made[index] = self._make(index)
        return found

    def __eq__(self, other: object) -> bool:
        return list(self) == list(other) if isinstance(other, (list, Options)) else NotImplemented

    def values(self) -> list[Any]:
        """Every option's value as `self[i]["value"]` shows it (a card the viewer may not see face down), without
        making the labels and message variables (for agents that weigh values only)."""
        made, seen = self._made, self._seen
        if made is None:
            choices = self._decision.choices  # (cards the viewer sees show as they are: no facts noted, as making
            # the options notes them again for `option_cards`, and `facts` notes its own)
            return list(choices) if self._in_one_seen_zone(choices) else self._seen_each(choices)
        return [made[i]["value"] if made[i] is not None else seen(value)
                for i, value in enumerate(self._decision.choices)]

    def facts(self) -> list[dict[str, Any] | None]:
        """The facts of each option that is a card the viewer sees (as `view.card(value)` gives them), None for any
        other option (a card shown face down, a label, a number): for agents that weigh options by a card's stats,
        without asking again where each card lies."""
        if self._made is None:
            facts = self._cards_seen_in_one_zone(self._decision.choices)
            if facts is not None:
                return facts
        shown = self._shown  # showing a card as an option's value records its facts here (`_seen_card`)
        return [shown.get(value) if value.__class__ is str else None for value in self.values()]

    def stats(self, stat: str) -> list[Any]:
        """Each option's `stat` where it is a card the viewer sees (0 for a card without that stat), 0 for any other
        option: what `facts()` gives read as `facts["stats"].get(stat, 0) if facts else 0`, for agents that weigh
        options by one stat. When every option is a card of one zone the viewer sees (the common case) it is read
        from a card -> stat table made once per definition (`_stat_table`), without a dict of facts per option."""
        if self._made is None:
            decision = self._decision
            values = decision._choices or decision.choices  # (the property's call only for a `choose`'s)
            if self._in_one_seen_zone(values):
                definition = self._game.definition
                table = definition.derived.get(("stat-table", stat))
                if table is None:
                    table = _stat_table(definition, stat)
                try:  # (itemgetter looks all up in one C call; a card the definition lacks is read the slow way)
                    return [*_items(*values)(table)] if len(values) > 1 else [table[value] for value in values]
                except KeyError:
                    pass
        return [facts["stats"].get(stat, 0) if facts else 0 for facts in self.facts()]

    def _cards_seen_in_one_zone(self, values: Sequence[Any]) -> list[dict[str, Any]] | None:
        """The facts of each value when all are cards in one zone the viewer sees (the commonest options: cards of
        a hand or of the table), noted as shown, as `_seen_card` would note them; else None. Where they lie is
        asked once for all (in C loops), not card by card."""
        if not self._in_one_seen_zone(values):
            return None
        facts = list(map(self._game.definition.card_facts.get, values))
        if None in facts:  # (a card the definition lacks: asked by itself)
            return None
        self._shown.update(zip(values, facts))
        return facts

    def _in_one_seen_zone(self, values: Sequence[Any]) -> bool:
        """Whether every value (the decision's choices) is a card of one zone the viewer sees: the zone the
        decision names (`zone_key`), else asked of all at once (in C loops)."""
        key = self._decision.zone_key
        if not key:
            try:
                places = set(map(self._game.ctx.card_zone.get, values))
            except TypeError:  # an unhashable value is no card
                return False
            if len(places) != 1:  # (a label or a number lies nowhere)
                return False
            key = places.pop()
        return (self._seen_by or self._zones_seen()).get(key, False)

    def labelled(self, zone_names: bool = False) -> list[tuple[Any, Any]]:
        """Each option's value as (label, argument), as `self[i]["value"]` shows them: an option of a `choose`
        (label, *values) as its label and first value, any other value as (value, None); without making lists of
        the values or the values past the first (for agents that weigh an option by its label and argument).
        `zone_names`: an argument that is a zone by its name alone (not its `{name, owner}`)."""
        if self._made is not None:
            pairs = [label_and_argument(value) for value in self.values()]
            if zone_names:
                return [(label, zone_name(arg) if arg.__class__ is dict else arg) for label, arg in pairs]
            return pairs
        facts, seen_each, seen_card, pairs = self._game.definition.card_facts, self._seen_each, self._seen_card, []
        options, labels = self._decision.gathered()  # (a choose's, without making its values)
        for number, given in options:  # each as `_seen_each` shows it, the common kinds without a call
            label = labels[number]
            if label.__class__ is not str or label in facts:  # (a label is text, seldom a card's id)
                label = seen_each((label,))[0]
            if not given:
                pairs.append((label, None))
                continue
            arg = given[0]
            cls = arg.__class__
            if cls is str:
                if arg in facts:
                    arg = seen_card(arg, facts[arg])
            elif cls is Zone and zone_names:
                arg = arg.name
            elif cls in _PLAIN:
                arg = arg.to_json()
            elif cls not in _INERT:
                arg = seen_each((arg,))[0]
            pairs.append((label, arg))
        return pairs

    def _make(self, index: int) -> dict[str, Any]:
        value, label, args = self._decision.option(index)
        if value.__class__ is tuple:  # an option of a `choose`: its label and values, the values also as args
            seen = self._seen(value)  # args name the values after the label, in order: each is redacted once
            return {"value": seen, "label": label,
                    "args": {name: shown for (name, _), shown in zip(args, seen[1:])} if args else {}}
        return {"value": self._seen(value), "label": label, "args": dict(args) if args else {}}

    def _seen(self, value: Any) -> Any:
        """A value of an option as the viewer may see it: a card they may not see face down, a zone or a link as
        plain data."""
        cls = value.__class__
        if cls is str:
            facts = self._game.definition.card_facts.get(value)
            return value if facts is None else self._seen_card(value, facts)
        if cls is tuple or cls is list:
            return self._seen_each(value)
        if cls in _PLAIN:
            return value.to_json()
        return value

    def _seen_card(self, card: str, facts: dict[str, Any]) -> Any:
        """A card (`facts` its facts) as the viewer may see it: its id where they see it, its facts then noted
        among the option cards; else face down, with its counters."""
        game = self._game
        key = game.ctx.card_zone.get(card, "box")
        if (self._seen_by or self._zones_seen()).get(key, False) or _shown_to(game, card, self._decision.player):
            self._shown[card] = facts
            return card
        return {"face_down_in": key, "counters": dict(game.state["card_counters"].get(card, {}))}

    def _zones_seen(self) -> dict[str, bool]:
        """Which zones the viewer (the decision's player) sees, fetched on first need: an agent that only counts or
        draws options needs none (a view made for one decision would fetch it for nothing)."""
        seen_by = self._seen_by
        if seen_by is None:
            seen_by = self._seen_by = self._game.ctx.visibility_for(self._decision.player)
        return seen_by

    def _seen_each(self, values: Sequence[Any]) -> list[Any]:
        """`_seen` of each value; a label, a number, a zone or a link shows without a call (most options are
        labels or cards, or a label with such values). A loop: for a few values it costs less than a comprehension."""
        card_facts, seen, seen_card = self._game.definition.card_facts, self._seen, self._seen_card
        shown = []
        for item in values:
            cls = item.__class__
            if cls is str:
                facts = card_facts.get(item)
                shown.append(item if facts is None else seen_card(item, facts))
            elif cls in _INERT:
                shown.append(item)
            elif cls in _PLAIN:
                shown.append(item.to_json())
            elif cls is tuple:  # an option of a `choose`: its label and values
                shown.append(self._seen_each(item))
            else:
                shown.append(seen(item))
        return shown

    def to_list(self) -> list[dict[str, Any]]:
        return [self[i] for i in range(len(self))]


def _stat_table(definition: Any, stat: str) -> dict[str, Any]:
    """card -> its `stat` (0 without one) for every card of a definition: made once per definition and stat, kept
    in its derived facts (read-only)."""
    table = {card: facts["stats"].get(stat, 0) for card, facts in definition.card_facts.items()}
    definition.derived[("stat-table", stat)] = table
    return table


def label_and_argument(value: Any) -> tuple[Any, Any]:
    """An option's shown value as (label, argument), as `Options.labelled` gives it."""
    if value.__class__ is list and value:
        return value[0], value[1] if len(value) > 1 else None
    return value, None


def zone_name(arg: dict[str, Any]) -> Any:
    """A zone shown as `{name, owner}` by its name; any other dict as it is."""
    return arg["name"] if "name" in arg and "owner" in arg else arg


_PLAIN = (Zone, Link)  # values that show as their JSON form
_INERT = frozenset((int, bool, float, type(None)))  # values that show as they are


def player_view(game: Any, player: int | None) -> PlayerView:
    """What `player` may see now (built part by part as it is read)."""
    return PlayerView(game, player)


def decision_view(game: Any, decision: Any) -> tuple[PlayerView, dict[str, Any]]:
    """The view of the pending decision's player, and the decision as its `view["pending"]` shows it (what a loop
    asking agents wants): made alone, the rest of `pending` only when read."""
    view = PlayerView(game, decision.player)
    shown = view._option_facts = {}
    asked = view._asked = _entry(game, decision, shown)
    return view, asked


def _entry(game: Any, decision: Any, shown: dict) -> dict[str, Any]:
    """A decision as its player's `view["pending"]` shows it; `shown` collects the cards seen among its options."""
    return {"id": decision.id, "player": decision.player, "prompt": decision.prompt,
            "options": Options(game, decision, shown), "min": decision.min, "max": decision.max,
            "secret": decision.secret, "prefer": decision.prefer}


def redacted_log(game: Any, player: int | None, start: int = 0) -> list[dict[str, Any]]:
    """The log from `start` as `player` may read it."""
    ctx = game.ctx
    out = []
    for event in game.log[start:]:
        data = event.to_json()
        if isinstance(event, ev.CardsMoved):
            seen = [
                card if ctx.visible_to(source, player) or ctx.visible_to(event.to, player)
                or _shown_to(game, card, player) else HIDDEN
                for card, source in zip(event.cards, event.sources)
            ]
            data["cards"] = seen
        elif isinstance(event, ev.CardsRevealed):
            data["cards"] = [card if player in event.to or _card_seen(ctx, card, player) else HIDDEN
                             for card in event.cards]
        elif isinstance(event, ev.LinkBlocked) and event.blocker is not None:
            data["blocker"] = event.blocker if _card_seen(ctx, event.blocker, player) else HIDDEN
        elif isinstance(event, ev.Shuffled):
            data["order"] = len(event.order) if not ctx.visible_to(event.zone, player) else list(event.order)
        elif isinstance(event, ev.DecisionAnswered):
            if event.secret and event.player != player:
                data["chosen"] = [HIDDEN] * len(event.chosen)
            else:
                data["chosen"] = [_redacted(game, c, player) for c in event.chosen]
        elif isinstance(event, ev.CounterSet) and event.owner_kind == "card":
            if not _card_seen(ctx, event.owner, player):
                data["owner"] = HIDDEN
                data["zone"] = ctx.card_zone.get(event.owner)
        elif isinstance(event, ev.Signalled):
            data["payload"] = [
                [k, v if not (isinstance(v, str) and v in game.definition.cards) or _card_seen(ctx, v, player) else HIDDEN]
                for k, v in event.payload
            ]
        out.append(data)
    return out


def _redacted(game: Any, value: Any, player: int | None) -> Any:
    """A chosen value as `player` may read it: a card they may not see as "?", also inside the values of an
    option of a `choose` (a tuple: its label and the values it binds)."""
    if value.__class__ is tuple:
        return [_redacted(game, item, player) for item in value]
    if isinstance(value, str) and value in game.definition.cards and not _card_seen(game.ctx, value, player):
        return HIDDEN
    return value


def _card_seen(ctx: Any, card: str, player: int | None) -> bool:
    return ctx.card_seen(card, player)


def _shown_to(game: Any, card: str, player: int | None) -> bool:
    seats = game.state["revealed"].get(card)
    return seats is not None and player in seats
