"""What the Queen's Pendants agents read: the Louvre's graph, what each card's triggers do, and one seat's view of
the board (who stands where). Public knowledge only: the game's definition and the seat's view."""
from __future__ import annotations

from collections import deque
from functools import lru_cache
from typing import Any

__role__ = "agents"  # bench/game_lines.py: part of the heuristic agent, decides no rule

FIGHTERS = ("guard", "rochefort")


# ------------------------------------------------------------------------------------------------ the rules, read once
@lru_cache(maxsize=8)
def _definition(game_id: str, house_rules: tuple[str, ...] = ()):
    from rulekit import catalog

    return catalog.game(game_id, house_rules)


def _walk(node: Any):
    """Every node of an effect's syntax tree."""
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, (list, tuple)):
            stack.extend(item)
        elif hasattr(item, "__dataclass_fields__"):
            yield item
            stack.extend(getattr(item, name) for name in item.__dataclass_fields__ if name != "span")


def _literal(node: Any, default: int = 1) -> int:
    value = getattr(node, "value", None)
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def profile(definition: Any, card: str) -> dict[str, Any]:
    """What a card's triggers do: the events it answers (`on`) and, per effect word, how much: heal, steps, strike,
    escape, passage, block, bonus_dice, hit, points, seduce, recall, hurt, poison."""
    found: dict[str, Any] = {"on": set()}
    data = definition.cards.get(card)
    if data is None:
        return found
    for trigger in data.triggers:
        found["on"].add(trigger.event)
        for node in _walk(trigger.effect.node):
            kind = type(node).__name__
            if kind == "Call":
                _profile_call(found, node, data)
            elif kind == "Assign":
                _profile_assign(found, node)
    return found


_CALLS = {"strike": "strike", "cape_away": "escape", "cross_secret": "passage", "open_passage": "passage",
          "place_door": "block", "place_portcullis": "block", "perfume": "seduce", "recall_henchmen": "recall",
          "hurt": "hurt"}


def _profile_call(found: dict, node: Any, data: Any) -> None:
    if node.name == "heal":
        found["heal"] = found.get("heal", 0) + (_literal(node.args[1]) if len(node.args) > 1 else 1)
    elif node.name == "gain_points":
        arg = node.args[0] if node.args else None
        points = data.stats.get(getattr(arg, "name", ""), 0) if type(arg).__name__ == "Attribute" else _literal(arg)
        found["points"] = found.get("points", 0) + int(points or 0)
    elif node.name in _CALLS:
        found[_CALLS[node.name]] = found.get(_CALLS[node.name], 0) + 1


def _profile_assign(found: dict, node: Any) -> None:
    target = node.target.name if type(node.target).__name__ == "Attribute" else node.target.id
    amount = _literal(node.value)
    if target == "steps" and node.op == "+=":
        found["steps"] = found.get("steps", 0) + amount
    elif target == "duel_bonus_dice":
        found["bonus_dice"] = found.get("bonus_dice", 0) + amount
    elif target == "duel_hit":
        found["hit"] = amount
    elif target == "poisoned":
        found["poison"] = 1


@lru_cache(maxsize=8)
def board_for(game_id: str, house_rules: tuple[str, ...] = ()) -> "Board":
    return Board(_definition(game_id, house_rules))


class Board:
    """The Louvre's graph and every card's profile, computed once per game definition."""

    def __init__(self, definition: Any) -> None:
        self.definition = definition
        self.links = definition.links
        self.tags = definition.space_tags
        self.ballroom = next((s for s, tags in self.tags.items() if "ballroom" in tags), "")
        self.profiles: dict[str, dict] = {}
        self._distances: dict[tuple, dict[str, int]] = {}

    def profile(self, card: str) -> dict[str, Any]:
        found = self.profiles.get(card)
        if found is None:
            found = self.profiles[card] = profile(self.definition, card)
        return found

    def distances(self, goal: str, blocked: frozenset = frozenset(), secret: bool = False) -> dict[str, int]:
        """Rooms counted from `goal` over open ways a musketeer takes (secret passages with a Secret Passage)."""
        key = (goal, blocked, secret)
        found = self._distances.get(key)
        if found is None:
            found = self._distances[key] = self._search(goal, blocked, secret)
        return found

    def _search(self, goal: str, blocked: frozenset, secret: bool) -> dict[str, int]:
        dist = {goal: 0}
        queue = deque([goal])
        while queue:
            room = queue.popleft()
            for link in self.links.get(room, ()):
                if link.index in blocked or (link.kind == "secret" and not secret) or link.to in dist:
                    continue
                dist[link.to] = dist[room] + 1
                queue.append(link.to)
        return dist

    def henchman_reach(self, room: str, blocked: frozenset) -> set[str]:
        """Rooms a henchman in `room` reaches with one move (two doors)."""
        found: set[str] = set()
        frontier = [room]
        for _ in range(2):
            nxt = []
            for here in frontier:
                for link in self.links.get(here, ()):
                    if link.kind == "door" and link.index not in blocked and link.to not in found:
                        found.add(link.to)
                        nxt.append(link.to)
            frontier = nxt
        return found


# ------------------------------------------------------------------------------------------------ what a view says
class Scene:
    """The board as one seat sees it now: who stands where, who is stunned, what is blocked."""

    def __init__(self, view: Any, board: Board) -> None:
        self.view, self.board = view, board
        # a live view is read zone by zone and card by card; one given as plain data (JSON) is read whole
        self._lookups = hasattr(view, "zone")
        self.cards = _CardLookup(view) if self._lookups else view["cards"]
        self._card_facts = board.definition.card_facts
        self.blocked = frozenset(b["link"] for b in view["blocked"])
        self.figure_room: dict[str, str] = {}
        self.fighters: dict[str, int] = {}  # room -> henchmen dice there
        self.milady = ""
        self.stunned: set[str] = set()
        self.musketeer_room: dict[str, str] = {}
        for room in board.links:
            for entry in self.entries(room):
                self._place(room, entry)
        self.counters = view["counters"]
        self.players = view["player_counters"]
        self.queen = int(self.counters.get("queen_track", 0))
        self.king = int(self.counters.get("king_square", 15))

    def _place(self, room: str, entry: dict) -> None:
        card = entry["id"]
        # a card whose id a zone shows is one the seat sees: its facts are the game's
        facts = self._card_facts.get(card) if self._lookups else self.cards.get(card)
        stats = facts["stats"] if facts else {}
        role = stats.get("role")
        self.figure_room[card] = room
        if role in FIGHTERS:
            self.fighters[room] = self.fighters.get(room, 0) + (2 if role == "rochefort" else 1)
        elif role == "milady":
            self.milady = room
        elif role == "musketeer":
            self.musketeer_room[stats.get("seat", "")] = room
            if entry["counters"].get("stunned"):
                self.stunned.add(stats.get("seat", ""))

    def seat_name(self, seat: int) -> str:
        return self.board.definition.seats[seat]

    def room_of(self, seat: int | None) -> str:
        return self.musketeer_room.get(self.seat_name(seat), "") if seat is not None else ""

    def entries(self, key: str) -> list:
        """The cards of a zone as this seat sees them ([] for a zone it only knows the size of)."""
        found = self.view.zone(key) if self._lookups else self.view["zones"].get(key)
        return found if isinstance(found, list) else []

    def standing(self, seat: int) -> bool:
        return not self.players[seat].get("out") and self.seat_name(seat) not in self.stunned

    def life_left(self, seat: int) -> int:
        life = 3
        for entry in self.entries(f"character@{seat}"):
            life = self.cards.get(entry["id"], {}).get("stats", {}).get("life", 3)
        return life - int(self.players[seat].get("wounds", 0))

    def pendant(self, seat: int) -> int | None:
        """1 true, 0 false, None unknown to this seat."""
        for entry in self.entries(f"pendant@{seat}"):
            stats = self.cards.get(entry["id"], {}).get("stats")
            if stats is not None:
                return int(stats.get("real", 0))
        return None

    def pendant_seen(self, seat: int) -> bool:
        """Whether the Cardinal has seen this musketeer's pendant (its public counter)."""
        return any(entry["counters"].get("seen") for entry in self.entries(f"pendant@{seat}"))

    def gear(self, seat: int) -> list[str]:
        return [e["id"] for e in self.entries(f"gear@{seat}")]

    def costs(self, danger: dict[str, float], secret: bool = False) -> dict[str, float]:
        """The cost of the way from each room to the ballroom when entering a room costs 1 plus its `danger`
        (Dijkstra over the open ways a musketeer takes)."""
        import heapq

        goal = self.board.ballroom
        best = {goal: 0.0}
        heap = [(0.0, goal)]
        while heap:
            cost, room = heapq.heappop(heap)
            if cost > best.get(room, 1e9):
                continue
            step = 1.0 + danger.get(room, 0.0)
            for link in self.board.links.get(room, ()):
                if link.index in self.blocked or (link.kind == "secret" and not secret):
                    continue
                total = cost + step
                if total < best.get(link.to, 1e9):
                    best[link.to] = total
                    heapq.heappush(heap, (total, link.to))
        return best

    def to_ball(self, room: str, secret: bool = False) -> int:
        return self.board.distances(self.board.ballroom, self.blocked, secret).get(room, 30)


class _CardLookup:
    """`view["cards"]` read one card at a time: `get(card, default)` gives the facts of a card the seat sees."""

    __slots__ = ("_view",)

    def __init__(self, view: Any) -> None:
        self._view = view

    def get(self, card: Any, default: Any = None) -> Any:
        found = self._view.card(card) if card.__class__ is str else None
        return default if found is None else found


def room_of(value: Any) -> str:
    return value.get("name", "") if isinstance(value, dict) else str(value)


def parts(value: Any) -> tuple[str, list]:
    if isinstance(value, list):
        return str(value[0]), value[1:]
    return str(value), []
