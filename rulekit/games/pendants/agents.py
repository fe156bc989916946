"""A heuristic agent for both sides of the Queen's Pendants. It sees only its seat's view (plus the public board).

Musketeers: the carrier of the true pendant walks the shortest way to the ballroom around guards, equips on the way,
spends Charges and All for one when the ballroom is near; the others walk the same way as decoys, take the fights,
and comfort the Queen once she is far along. Everyone uses Secret Strikes, drinks potions before falling and
throws the Cape against strong attacks.
The Cardinal: seduces the musketeers whose pendant he does not know, sends Milady after them, brings guards and
Rochefort together on the musketeer he knows (or suspects) carries the true pendant, reinforces at the crests
nearest the musketeers, plays Reinforcements and the duel cards, and fights once everything has moved.
"""
from __future__ import annotations

from collections import deque
from functools import lru_cache
from typing import Any, Callable

from rulekit.run.rng import Rng, derive_seed

CARDINAL = 0
SEATS = ("cardinal", "dartagnan", "athos", "porthos", "aramis")


@lru_cache(maxsize=4)
def _board(game_id: str) -> dict[str, tuple]:
    from rulekit import catalog

    return dict(catalog.game(game_id).links)


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(derive_seed(seed, "pendants-heuristic"))

    # ------------------------------------------------------------------ entry point
    def decide(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        self.view = view
        handler = getattr(self, "on_" + decision["prompt"].replace("-", "_"), None)
        picks = handler(decision) if handler else None
        if picks is None:
            picks = self.best(decision, lambda value: 0.0)
        return picks

    def best(self, decision: dict[str, Any], score: Callable[[Any], float]) -> tuple[int, ...]:
        options = [o["value"] for o in decision["options"]]
        want = min(max(decision["min"], 1) if decision["max"] else 0, len(options))
        ranked = sorted(range(len(options)), key=lambda i: (-score(options[i]), self.rng.below(1 << 16)))
        return tuple(sorted(ranked[:want]))

    def pick(self, decision: dict[str, Any], value: Any) -> tuple[int, ...]:
        values = [o["value"] for o in decision["options"]]
        return (values.index(value),) if value in values else self.best(decision, lambda v: 0.0)

    # ------------------------------------------------------------------ reading the view
    @property
    def links(self) -> dict[str, tuple]:
        return _board(self.view["game"])

    def zone(self, key: str) -> list[dict]:
        value = self.view["zones"].get(key, [])
        return value if isinstance(value, list) else []

    def stats(self, card: str) -> dict[str, Any]:
        data = self.view["cards"].get(card)
        return data["stats"] if data else {}

    def blocked(self) -> set[int]:
        return {int(c["counters"].get("link", 0)) for c in self.zone("doorway")}

    def where(self) -> dict[str, str]:
        """Every visible figure -> its room."""
        found = {}
        for key, cards in self.view["zones"].items():
            if key in self.links and isinstance(cards, list):
                for c in cards:
                    found[c["id"]] = key
        return found

    def role(self, card: str) -> str:
        return str(self.stats(card).get("role", ""))

    def figure_of(self, seat: int) -> str:
        for card, data in self.view["cards"].items():
            if data["kind"] == "figure" and data["stats"].get("role") == "musketeer" and data["stats"].get("seat") in (seat, SEATS[seat]):
                return card
        return f"pen-fig-{SEATS[seat]}"

    def room_of(self, seat: int) -> str | None:
        return self.where().get(self.figure_of(seat))

    def stunned(self, seat: int) -> bool:
        room = self.room_of(seat)
        for c in self.zone(room or ""):
            if c["id"] == self.figure_of(seat):
                return bool(c["counters"].get("stunned", 0))
        return False

    def out(self, seat: int) -> bool:
        return bool(self.view["player_counters"][seat].get("out", 0))

    def fighters(self, room: str) -> int:
        return sum(1 for c in self.zone(room) if self.role(c["id"]) in ("guard", "rochefort"))

    def henchmen_dice(self, room: str) -> int:
        return sum(2 if self.role(c["id"]) == "rochefort" else 1 for c in self.zone(room) if self.role(c["id"]) in ("guard", "rochefort"))

    def musketeers_in(self, room: str) -> list[int]:
        return [s for s in range(1, 5) if self.room_of(s) == room and not self.out(s)]

    def ballroom(self) -> str:
        return "ballroom" if "ballroom" in self.links else next(iter(self.links))

    def distances(self, goal: str, avoid_fighters: bool = False, secret: bool = False) -> dict[str, int]:
        """Rooms counted from `goal` over open links (guards' rooms cost three more when avoided)."""
        closed = self.blocked()
        dist = {goal: 0}
        queue = deque([goal])
        while queue:
            room = queue.popleft()
            for link in self.links.get(room, ()):
                if link.index in closed or (link.kind == "secret" and not secret):
                    continue
                cost = 1 + (3 if avoid_fighters and self.fighters(link.to) else 0)
                if link.to not in dist or dist[link.to] > dist[room] + cost:
                    dist[link.to] = dist[room] + cost
                    queue.append(link.to)
        return dist

    def life_left(self, seat: int) -> int:
        life = 4 if seat == 3 else 3
        return life - self.view["player_counters"][seat].get("wounds", 0)

    def carrier(self) -> bool:
        """Whether this musketeer carries the true pendant (he sees his own token)."""
        for c in self.zone(f"pendant@{self.view['you']}"):
            stats = self.stats(c["id"])
            return bool(int(stats.get("real", stats.get("true", 0)) or 0))
        return False

    def gear_items(self) -> list[str]:
        return [str(self.stats(c["id"]).get("item", "")) for c in self.zone(f"gear@{self.view['you']}")]

    def queen(self) -> int:
        counters = self.view["counters"]
        return int(counters.get("queen_track", counters.get("queen", 1)))

    def king(self) -> int:
        return int(self.view["counters"].get("king_square", 15))

    # ------------------------------------------------------------------ musketeers
    def on_musketeer_action(self, decision: dict[str, Any]) -> tuple[int, ...]:
        me = self.view["you"]
        here = self.room_of(me) or ""
        carrier = self.carrier()
        dist = self.distances(self.ballroom(), avoid_fighters=carrier, secret="secret_passage" in self.gear_items())
        values = [o["value"] for o in decision["options"]]
        can_move = any(str(v).startswith("move:") for v in values)
        late = self.queen() >= self.king() - 6
        life = self.life_left(me)

        def score(option: Any) -> float:
            verb, _, rest = str(option).partition(":")
            if verb == "duel":
                return 5.0
            if verb == "move":
                if rest == self.ballroom():
                    return 100.0 if carrier else (9.0 if late else -5.0)
                gain = dist.get(here, 20) - dist.get(rest, 20)
                danger = self.fighters(rest)
                if carrier:
                    return 4.0 + 2.0 * gain - 3.0 * danger
                # a decoy takes on a lone guard when healthy, never a crowd
                return 3.0 + 1.5 * gain - (0.5 if danger == 1 and life >= 3 else 2.0 * danger)
            if verb == "equip":
                return 6.0
            if verb == "use":
                item = str(self.stats(rest).get("item", ""))
                if item == "potion":
                    return 7.0 if life <= 1 else 0.5
                if item == "charge":
                    return 4.5 if (carrier or late) and not can_move and dist.get(here, 20) <= 4 else -1.0
                return -1.0
            if verb == "all-for-one":
                return 8.0 if carrier and dist.get(here, 20) <= 3 else -1.0
            if verb in ("give", "swap"):
                return -2.0
            return 0.0  # end

        return self.best(decision, score)

    def on_collective_action(self, decision: dict[str, Any]) -> tuple[int, ...]:
        me = self.view["you"]
        here = self.room_of(me) or ""
        dist = self.distances(self.ballroom(), avoid_fighters=True)
        carrier = self.carrier()

        def score(option: Any) -> float:
            if option == "heal":
                return 2.0 if self.view["player_counters"][me].get("wounds", 0) and not carrier else 0.5
            room = str(option).partition(":")[2]
            if room == self.ballroom():
                return 100.0 if carrier else -5.0
            return 1.0 + dist.get(here, 20) - dist.get(room, 20) - self.fighters(room)

        return self.best(decision, score)

    def on_secret_strike(self, decision):
        return self.best(decision, lambda v: 0.0 if v == "no" else 1.0)

    def on_drink_potion(self, decision):
        return self.best(decision, lambda v: 0.0 if v == "no" else 1.0)

    def on_throw_cape(self, decision):
        room = self.room_of(self.view["you"]) or ""
        strong = self.henchmen_dice(room) >= 3 or self.carrier()
        return self.best(decision, lambda v: (1.0 if strong else -1.0) * (0.0 if v == "no" else 1.0))

    def on_cape_retreat(self, decision):
        dist = self.distances(self.ballroom())
        return self.best(decision, lambda room: -3 * self.fighters(room) - dist.get(room, 0) * 0.1)

    def on_accept_swap(self, decision):
        return self.pick(decision, "yes")

    def on_give_back(self, decision):
        return self.pick(decision, "none")

    # ------------------------------------------------------------------ the Cardinal
    def targets(self) -> dict[int, float]:
        """How much each standing musketeer is worth hunting: the known carrier most; among the unknown, those nearest
        the ballroom (the carrier must go there); a known false pendant hardly at all."""
        known = {s: self.view["player_counters"][s].get("pendant_known", 0) for s in range(1, 5)}
        unknown = [s for s in known if known[s] == 0 and not self.out(s)]
        ball = self.distances(self.ballroom())
        weights = {}
        for s in known:
            if any(k == 2 for k in known.values()):
                weights[s] = 10.0 if known[s] == 2 else 0.2
            elif s in unknown:
                weights[s] = (1.0 + 6.0 / (1.0 + ball.get(self.room_of(s) or "", 10))) * (2.0 if len(unknown) == 1 else 1.0)
            else:
                weights[s] = 0.2
        return {s: w for s, w in weights.items() if not self.out(s) and not self.stunned(s)}

    def on_cardinal_action(self, decision: dict[str, Any]) -> tuple[int, ...]:
        targets = self.targets()
        rooms = {s: self.room_of(s) for s in targets}
        maps = {s: self.distances(r) for s, r in rooms.items() if r}
        ball = self.distances(self.ballroom())
        where = self.where()
        points = self.view["counters"].get("action_points", 0)

        def pull(room: str) -> float:
            """How good it is for a henchman to stand in `room`: near valuable musketeers, best on their way to the
            ballroom (they must stop and fight there)."""
            total = 0.0
            for s, d in maps.items():
                steps = d.get(room, 20)
                on_way = steps + ball.get(room, 20) == ball.get(rooms[s] or "", 99)
                total += targets[s] * (2.0 if on_way else 1.0) / (1.0 + steps)
            if ball.get(room) == 1 and self.fighters(room) < 2:  # hold the rooms before the ballroom doors
                total += 1.5
            return total - 0.15 * self.fighters(room)  # spread out: a crowd guards one room only

        def score(option: Any) -> float:
            verb, _, rest = str(option).partition(":")
            if verb == "special":
                effect = self.stats(rest).get("effect")
                if effect == "reinforcements":
                    return 20.0
                if effect == "perfume":
                    return 15.0
                return -1.0
            if verb == "seduce":
                seat = int(rest)
                return 14.0 if self.view["player_counters"][seat].get("pendant_known", 0) == 0 else -1.0
            if verb == "move":
                figure, _, room = rest.partition(":")
                kind = self.role(figure)
                before = where.get(figure, "")
                gain = pull(room) - pull(before)
                if kind == "milady":
                    unknown = [s for s in self.musketeers_in(room) if self.view["player_counters"][s].get("pendant_known", 0) == 0]
                    return (9.0 if unknown else 0.0) + 3.0 * gain
                attack = [s for s in self.musketeers_in(room) if not self.stunned(s)]
                if attack:
                    value = sum(targets.get(s, 0.1) for s in attack)
                    weight = self.henchmen_dice(room) + (2 if kind == "rochefort" else 1)
                    need = sum(self.life_left(s) for s in attack)
                    return 2.0 + value + (3.0 if weight >= need else weight - need)
                return 1.0 + 4.0 * gain
            if verb == "reinforce":
                kind, _, room = rest.partition(":")
                if kind == "milady":
                    return 2.5 + 4.0 * pull(room)
                return (3.0 if kind == "rochefort" else 2.0) + 4.0 * pull(room) - (0.0 if points > 1 else 1.0)
            if verb == "duel":
                return 0.2
            if verb == "call":
                return -0.5
            return 0.9  # end: the duels follow

        return self.best(decision, score)

    def on_duel_card(self, decision):
        return self.best(decision, lambda v: 0.0 if v == "none" else 1.0)

    def on_pistol_target(self, decision):
        targets = self.targets()
        return self.best(decision, lambda s: targets.get(s, 0.0) - self.life_left(s))

    def on_assign_hits(self, decision):
        targets = self.targets()
        return self.best(decision, lambda s: targets.get(s, 0.0) - self.life_left(s) + 0.01 * -decision["options"].index(
            next(o for o in decision["options"] if o["value"] == s)))

    def on_discard_special(self, decision):
        order = {"reinforcements": 0, "perfume": 1, "elite_guards": 2, "enraged_guards": 3, "portcullis": 5,
                 "move_portcullis": 5, "secret_passage": 6, "reserve": 7}
        return self.best(decision, lambda card: order.get(self.stats(card).get("effect"), 4))

    def on_perfume_target(self, decision):
        return self.best(decision, lambda s: 1.0 if self.view["player_counters"][s].get("pendant_known", 0) == 0 else 0.0)

    def on_reserve_henchmen(self, decision):
        return ()
