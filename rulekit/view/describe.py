"""Words for what one seat sees: cards, zones, seats, options, log lines and the end, in the seat's language.

Shared by the terminal and the web table, so both say the same thing the same way. A `Describer` reads only
what it is given (a seat's view, its redacted log, the decision as that seat's view offers it) and the game's
static definition; it never looks at hidden state.

Options get a kind for grouping and filtering (move, play, fight, end, other), derived from the option's value
and label alone: the verb before the first ":" of a value ("move:louvre"), the words of its label id
("pendants-move", "action-end"), a board space as value (move), cards as value (play). `targets` are the board
spaces and cards an option names (both rooms of a doorway "a|b"), so a front end can let a player click them.
"""
from __future__ import annotations

from typing import Any, Iterable

from rulekit.run.views import HIDDEN
from rulekit.load.cardtext import card_name

KINDS = ("move", "play", "fight", "end", "other")
MESSAGE_IDS = ("ui-kind-move", "ui-kind-play", "ui-kind-fight", "ui-kind-end", "ui-kind-other")  # one per kind
_VERBS = {
    "move": {"move", "go", "enter", "travel", "walk", "step", "retreat", "leave", "flee", "escape", "ride"},
    "fight": {"duel", "fight", "attack", "strike", "challenge", "combat", "shoot", "fire", "seduce", "thrust",
              "ambush", "rescue", "free", "battle"},
    "end": {"end", "done", "pass", "stop", "none", "no", "skip", "finish", "wait", "rest"},
    "play": {"play", "use", "special", "equip", "buy", "draw", "give", "swap", "call", "take", "pay", "person",
             "reinforce", "heal", "drink", "cape", "yes", "keep", "discard", "trade", "lay", "place"},
}


class Describer:
    """Text for one seat of one game, in the language of `text` (a Localizer)."""

    def __init__(self, game: Any, seat: int | None, text: Any) -> None:
        self.game, self.seat, self.text = game, seat, text
        self.definition = game.definition

    # ------------------------------------------------------------------ names
    def card(self, card: Any, counters: dict[str, int] | None = None) -> str:
        if isinstance(card, dict):  # a face-down card offered as an option
            counters = card.get("counters")
            label = self.text.text("ui-face-down", zone=self.zone(card["face_down_in"]))
        elif card == HIDDEN or card is None:
            label = self.text.text("ui-face-down-card")
        else:
            label = card_name(self.text, self.definition, card)
        marks = [self.text.text(f"counter-{name}") for name, value in (counters or {}).items() if value]
        return label + (f" [{', '.join(marks)}]" if marks else "")

    def zone(self, key: str) -> str:
        name, _, owner = key.partition("@")
        label = self.text.text(f"zone-{name}")
        return f"{label} ({self.seat_name(int(owner))})" if owner else label

    def seat_name(self, seat: int, plain: bool = False) -> str:
        """A seat's name ("Athos"), or "Seat 2" counted from 1; "You (...)" for the describer's own seat."""
        seats = self.definition.seats
        mine = seat == self.seat and not plain
        if seats and seat < len(seats) and self.text.has(f"seat-{seats[seat]}"):
            name = self.text.text(f"seat-{seats[seat]}")
            return self.text.text("ui-you-named", name=name) if mine else name
        return self.text.text("ui-you" if mine else "ui-seat", seat=seat + 1)

    def counter(self, name: str) -> str:
        return self.text.text(f"counter-{name}")

    def word(self, value: str) -> str | None:
        """A plain option value as text: a room, a doorway "a|b", or a word with an `option-<word>` message."""
        zones = self.definition.zones
        if value in zones:
            return self.text.text(f"zone-{value}")
        if "|" in value and all(part in zones for part in value.split("|")):
            return " – ".join(self.text.text(f"zone-{part}") for part in value.split("|"))
        message = self.option_message(f"option-{value}")
        if self.text.has(message):
            return self.text.text(message)
        return None

    def option_message(self, message: str) -> str:
        """The message of an option label: the game's own `option-<game>-<label>` when its locale has one, else
        `option-<label>`. Locales hold every game's messages side by side, so two games (or a pack) that both say
        `end` or `move` for different things keep their words apart this way."""
        if message.startswith("option-"):
            own = f"option-{self.definition.id}-{message[7:]}"
            if self.text.has(own):
                return own
        return message

    def details(self, value: Any) -> str:
        """The parts after the verb of an option like "duel:paris:adv-cavois", as names: cards, zones, seats."""
        if not isinstance(value, str) or ":" not in value:
            return ""
        names = []
        for part in value.split(":")[1:]:
            if part in self.definition.cards:
                names.append(self.card(part))
            elif part in self.definition.zones:
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

    # ------------------------------------------------------------------ options
    @staticmethod
    def seen_counters(view: dict[str, Any]) -> dict[str, dict[str, int]]:
        """The counters of every card a seat's view shows face up, by card id: what option labels may mark (the
        whole state's counters could tell of a card the seat does not see)."""
        return {card["id"]: card.get("counters") or {} for zone in view["zones"].values() if isinstance(zone, list)
                for card in zone if isinstance(card, dict) and card.get("id") not in (None, HIDDEN)}

    def option_label(self, option: dict[str, Any], card_counters: dict[str, Any] | None = None) -> str:
        """What an option of a seat's decision (as its view offers it) says."""
        value, label = option["value"], option.get("label", "")
        cards = self.definition.cards
        args = option.get("args") or {}
        label = self.option_message(label) if label else label
        if args and label:  # an option of a `choose`: its message, with the values it names as words
            named = {name: self.named(v) for name, v in args.items()}
            if self.text.has(label):
                return self.text.text(label, **named)
            return self.text.text(label) + ": " + ", ".join(str(v) for v in named.values())
        if isinstance(value, str) and value in cards or isinstance(value, dict):
            return self.card(value, (card_counters or {}).get(value) if isinstance(value, str) else None)
        if isinstance(value, list):
            return "; ".join(self.card(v) for v in value) or "-"
        if isinstance(value, str) and not label and self.word(value) is not None:
            return self.word(value) or value
        if isinstance(value, int) and not isinstance(value, bool) and label == "":
            return self.seat_name(value) if 0 <= value < self.game.players else str(value)
        if label:
            return self.text.text(label) + self.details(value)
        return str(value)

    def option_kind(self, option: dict[str, Any]) -> str:
        """move, play, fight, end or other (see the module's docstring)."""
        value, label = option["value"], option.get("label", "") or ""
        words: list[str] = []
        if isinstance(value, str):
            if self._is_place(value):
                return "move"
            words.append(value.partition(":")[0])
        words.extend(reversed(label.split("-")))
        for word in words:
            for kind, verbs in _VERBS.items():
                if word in verbs:
                    return kind
        if isinstance(value, dict) or isinstance(value, list) or isinstance(value, str) and value in self.definition.cards:
            return "play"
        return "other"

    def named(self, value: Any) -> Any:
        """A value an option ranges over, as people read it: a card's or zone's name, a seat's, else itself."""
        zone = _zone_name(value)
        if zone is not None and zone in self.definition.zones:
            return self.text.text(f"zone-{zone}")
        if isinstance(value, str):
            if value in self.definition.cards:
                return self.card(value)
            return self.word(value) or value
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < self.game.players:
            return self.seat_name(value)
        return value

    def targets(self, option: dict[str, Any]) -> list[str]:
        """The board spaces and visible cards an option names ("space:louvre", "card:pen-guard-1")."""
        value = option["value"]
        parts: Iterable[Any]
        if isinstance(value, (list, tuple)):
            parts = value
        elif isinstance(value, str):  # "move:louvre", a doorway "a|b" (both its rooms), a plain word
            parts = value.replace("|", ":").split(":")
        else:
            parts = ()
        found = []
        for part in parts:
            part = _zone_name(part) or part
            if not isinstance(part, str):
                continue
            if part in self.definition.links:
                found.append(f"space:{part}")
            elif part in self.definition.cards:
                found.append(f"card:{part}")
        return found

    def _is_place(self, value: str) -> bool:
        return value in self.definition.links

    def grouped(self, options: list[dict[str, Any]]) -> list[tuple[str, list[tuple[int, dict[str, Any]]]]]:
        """(kind, [(index, option), ...]) in the order of KINDS, only kinds that occur."""
        groups: dict[str, list[tuple[int, dict[str, Any]]]] = {}
        for index, option in enumerate(options):
            groups.setdefault(self.option_kind(option), []).append((index, option))
        return [(kind, groups[kind]) for kind in KINDS if kind in groups]

    # ------------------------------------------------------------------ the log
    def log_line(self, entry: dict[str, Any]) -> str | None:
        """One redacted log entry as a sentence, or None for bookkeeping a player need not read."""
        kind = entry["kind"]
        if kind == "step_started":
            return self.text.text("ui-step", round=entry["round"], step=self.text.text(f"step-{entry['step']}"))
        if kind == "cards_moved":
            return self._moved(entry)
        if kind == "signalled":
            return self._signalled(entry)
        if kind == "counter_set" and entry["owner_kind"] == "player":
            return self.text.text("ui-counter", who=self.seat_name(entry["owner"]),
                                  counter=self.counter(entry["name"]), value=entry["value"])
        if kind == "dice_rolled":
            return self.dice_line(entry)
        if kind == "counter_set" and entry["owner_kind"] == "game" and entry["name"] in self.definition.tracks:
            return self.text.text("ui-track", track=self.counter(entry["name"]), value=entry["value"])
        if kind == "game_ended":
            return self.end_reason(entry["reason"])
        return None

    def face(self, face: Any) -> str:
        """A die's face in words (its `face-<name>` message), or as it is."""
        return self.text.text(f"face-{face}") if self.text.has(f"face-{face}") else str(face)

    def dice_line(self, entry: dict[str, Any]) -> str:
        who = self.seat_name(entry["player"]) if entry.get("player") is not None else self.text.text("ui-the-game")
        faces = ", ".join(self.face(f) for f in entry["faces"])
        return self.text.text("ui-rolled", who=who, dice=self.text.text(f"dice-{entry['dice']}"), faces=faces)

    def _moved(self, entry: dict[str, Any]) -> str | None:
        to = entry["to"]
        ctx = self.game.ctx
        if not ctx.visible_to(to, None) and not ctx.visible_to(to, self.seat):
            return None
        cards = "; ".join(self.card(c) for c in entry["cards"])
        return self.text.text("ui-moved", cards=cards, zone=self.zone(to))

    def _signalled(self, entry: dict[str, Any]) -> str | None:
        # a game's own wording first (event names are per game, message ids per language)
        message = f"event-{self.definition.id}-{entry['event']}"
        if not self.text.has(message):
            message = f"event-{entry['event']}"
        if not self.text.has(message):
            return None
        spec = self.definition.registry.events.get(entry["event"])
        types = {p.name: p.type for p in spec.payload} if spec else {}
        payload = {k: self.payload_text(types.get(k, "any"), v) for k, v in entry["payload"]}
        return self.text.text(message, **payload)

    # ------------------------------------------------------------------ the end
    def end_reason(self, reason: str) -> str:
        """Why the game ended: `end-<game>-<reason>`, else `end-<reason>`, else the reason word itself."""
        for message in (f"end-{self.definition.id}-{reason}", f"end-{reason}"):
            if self.text.has(message):
                return self.text.text(message)
        return self.text.text("ui-end-other", reason=reason)

    def winners(self, result: dict[str, Any]) -> str:
        winners = result.get("winners") or []
        if not winners:
            return self.text.text("ui-no-winner")
        sides = [name for name, seats in self.definition.sides.items() if set(seats) == set(winners)]
        if sides and self.text.has(f"side-{sides[0]}"):
            names = self.text.text(f"side-{sides[0]}")
        else:
            names = ", ".join(self.seat_name(p, plain=True) for p in winners)
        return self.text.text("ui-winner", players=names)

    def scores(self, result: dict[str, Any]) -> str:
        """The scores, when the game keeps them (a game without a score has all zeros)."""
        scores = result.get("scores") or []
        if not self.definition.score or not any(scores):
            return ""
        return ", ".join(f"{self.seat_name(p, plain=True)}: {s}" for p, s in enumerate(scores))


def _zone_name(value: Any) -> str | None:
    """The name of a zone value (a Zone, or the {name, owner} form a view gives it), else None."""
    if isinstance(value, dict) and set(value) == {"name", "owner"}:
        return value["name"]
    name = getattr(value, "name", None)
    return name if isinstance(name, str) and hasattr(value, "owner") else None
