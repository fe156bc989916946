"""How the heuristic musketeers play (a mixin of rulekit.games.pendants.agents.HeuristicAgent)."""
from __future__ import annotations

from typing import Any

from rulekit.games.pendants.reading import parts, room_of

__role__ = "agents"  # bench/game_lines.py: part of the heuristic agent, decides no rule

MUSKETEERS = (1, 2, 3, 4)
PROGRESS = 1.0  # how much the carrier values a room nearer the ballroom on the plain map, beyond his way costs


class MusketeerPlay:
    # ------------------------------------------------------------------ where danger is
    def threat(self) -> dict[str, int]:
        """Room -> the henchmen dice that can reach it in one Cardinal move (standing in it counts too)."""
        cached = getattr(self.scene, "_threat", None)
        if cached is not None:
            return cached
        found: dict[str, int] = {}
        for room, dice in self.scene.fighters.items():
            found[room] = found.get(room, 0) + dice
            for near in self.board.henchman_reach(room, self.scene.blocked):
                found[near] = found.get(near, 0) + dice
        self.scene._threat = found
        return found

    def holds(self, seat: int, effect: str) -> list[str]:
        """The tokens of `seat` whose triggers do `effect`."""
        return [t for t in self.scene.gear(seat) if self.board.profile(t).get(effect)]

    def care(self) -> float:
        """How much the carrier fears a fight: less and less as the Queen nears the King."""
        scene = self.scene
        return max(0.25, min(1.0, (scene.king - scene.queen) / 8.0))

    def way_costs(self, me: int, carrier: bool) -> dict[str, float]:
        """Cost to the ballroom from each room for `me`: guards and Rochefort where they stand cost more for the
        carrier than for a decoy, rooms they can reach soon a little."""
        key = ("_costs", carrier, bool(self.holds(me, "passage")))
        cache = self.scene.__dict__.setdefault("_way_costs", {})
        found = cache.get(key)
        if found is None:
            stand, near = (3.0 * self.care(), 0.6 * self.care()) if carrier else (1.2, 0.15)
            threat = self.threat()
            danger = {room: stand * self.scene.fighters.get(room, 0) + near * (threat.get(room, 0)
                                                                               - self.scene.fighters.get(room, 0))
                      for room in threat}
            found = cache[key] = self.scene.costs(danger, key[2])
        return found

    def move_score(self, me: int, here: str, to: str, carrier: bool) -> float:
        scene = self.scene
        if to == self.board.ballroom:
            if carrier:
                return 100.0
            return 9.0 if self.comfort_now() else -5.0
        if "quai" in self.board.tags.get(to, ()):
            return -6.0
        costs = self.way_costs(me, carrier)
        fight = scene.fighters.get(to, 0)
        threat = self.threat()
        if carrier:
            care = self.care()
            danger = care * (3.0 * fight + 0.6 * (threat.get(to, 0) - fight))
            gain = costs.get(here, 60.0) - costs.get(to, 60.0) - danger
            gain += PROGRESS * (scene.to_ball(here) - scene.to_ball(to))  # no wandering back and forth
            company = any(scene.standing(o) and scene.room_of(o) == to for o in MUSKETEERS if o != me)
            lone = fight == 1 and scene.milady != to and scene.life_left(me) >= 3 and company
            return 3.0 + 2.0 * gain - care * (1.0 if lone else 3.0) * fight \
                - care * 0.5 * (threat.get(to, 0) - fight - threat.get(here, 0) + scene.fighters.get(here, 0))
        danger = 1.2 * fight + 0.15 * (threat.get(to, 0) - fight)
        gain = costs.get(here, 60.0) - costs.get(to, 60.0) - danger
        brave = 0.0 if fight == 1 and scene.life_left(me) >= 3 else 1.5 * fight
        return 2.5 + 1.5 * gain - brave + self.escort(me, to)

    def carrier_way(self) -> list[str]:
        """The rooms the carrier will likely walk next (three, by his way costs), his own room first."""
        cached = self.scene.__dict__.get("_carrier_way")
        if cached is not None:
            return cached
        carrier = self.carrier()
        way: list[str] = []
        if carrier is not None and self.scene.standing(carrier):
            costs = self.way_costs(carrier, True)
            here = self.scene.room_of(carrier)
            way.append(here)
            for _ in range(3):
                nxt = min((link.to for link in self.board.links.get(here, ()) if link.index not in self.scene.blocked
                           and link.kind in ("door", "gate")), key=lambda r: costs.get(r, 99.0), default=None)
                if nxt is None or costs.get(nxt, 99.0) >= costs.get(here, 99.0):
                    break
                way.append(nxt)
                here = nxt
        self.scene._carrier_way = way
        return way

    def escort(self, me: int, to: str) -> float:
        """A decoy walks ahead of the carrier to clear his way, or keeps him company (blows are shared)."""
        carrier = self.carrier()
        if carrier is None or carrier == me:
            return 0.0
        way = self.carrier_way()
        if not way:
            return 0.0
        if to in way[1:]:
            return 2.0 + (1.0 if self.scene.fighters.get(to, 0) else 0.0)
        if to == way[0]:
            return 1.5
        return 0.0

    def comfort_now(self) -> bool:
        """Whether a decoy should go into the ballroom now: the Queen is far enough along that two squares back
        count, or the carrier is still far."""
        scene = self.scene
        if scene.queen < 3:
            return False
        carrier = self.carrier()
        far = scene.to_ball(scene.room_of(carrier)) if carrier is not None else 0
        return self.late() or scene.queen + far >= scene.king - 2

    # ------------------------------------------------------------------ a musketeer's phase
    def on_musketeer_action(self, decision: dict[str, Any]) -> tuple[int, ...]:
        me = self.acting()
        here = self.scene.room_of(me)
        carrier = self.carrier() == me
        steps = int(self.scene.players[me].get("steps", 0))

        def score(option: Any) -> float:
            verb, args = parts(option)
            if verb == "duel":
                return 5.0
            if verb == "move":
                return self.move_score(me, here, room_of(args[0]), carrier)
            if verb == "equip":
                return 6.0
            if verb in ("use", "drink"):
                return self.token_value(me, args[0], here, carrier, steps)
            if verb == "act":
                return 3.0 if self.board.profile(args[0]).get("heal") and self.scene.life_left(me) < 3 else -1.0
            if verb == "give":
                return self.gift_value(me, args[0], args[1])
            if verb == "all_for_one":
                return 9.0 if carrier and self.scene.to_ball(here) <= max(steps, 0) + 1 else -1.0
            if verb == "swap":
                return self.swap_value(me, args[0], steps)
            return 0.0  # end

        return self.best(decision, score)

    def token_value(self, me: int, token: Any, here: str, carrier: bool, steps: int) -> float:
        """What using a token now is worth, by what its triggers do."""
        if not isinstance(token, str):
            return -1.0
        found = self.board.profile(token)
        scene = self.scene
        if found.get("heal"):
            return 7.0 if scene.life_left(me) <= 1 else 0.3
        if found.get("steps"):
            distance = scene.to_ball(here)
            reach = carrier or self.comfort_now()
            return 8.0 if reach and steps == 0 and distance <= found["steps"] else -1.0
        if found.get("passage"):
            return 8.0 if scene.to_ball(here, True) < scene.to_ball(here) and (carrier or steps > 0) else -1.0
        if found.get("block"):
            return 1.0 if carrier and self.threat().get(here, 0) else -1.0
        return -1.0

    def swap_value(self, me: int, other: Any, steps: int) -> float:
        """Pass the true pendant to a sturdier friend in the room (a trade ends the move: only once moved)."""
        carrier = self.carrier()
        if steps > 0 or not isinstance(other, int) or carrier not in (me, other):
            return -2.0
        friend = other if carrier == me else me
        if not self.scene.standing(friend):
            return -2.0
        return 4.0 if self.scene.life_left(friend) >= self.scene.life_left(carrier) + 2 else -2.0

    def gift_value(self, me: int, token: Any, friend: int) -> float:
        """Hand a movement token to the carrier."""
        if friend == self.carrier() and isinstance(token, str) and self.board.profile(token).get("steps"):
            return 2.0
        return -2.0

    def on_collective_action(self, decision: dict[str, Any]) -> tuple[int, ...]:
        me = self.view["you"]
        here = self.scene.room_of(me)
        carrier = self.carrier() == me

        def score(option: Any) -> float:
            verb, args = parts(option)
            if verb == "recover":
                return 2.5 if self.scene.life_left(me) < 3 else 0.5
            return self.move_score(me, here, room_of(args[0]), carrier) - 2.0

        return self.best(decision, score)

    # ------------------------------------------------------------------ windows
    def on_before_hits(self, decision: dict[str, Any]) -> tuple[int, ...]:
        me = self.view["you"]
        hits = int(self.scene.players[me].get("incoming", 0)) or 1
        left = self.scene.life_left(me)
        worth = hits >= left or left <= 1 or self.carrier() == me
        return self.best(decision, lambda card: self.board.profile(card).get("heal", 0) if worth else 0.0,
                         allow_none=True)

    def on_duel_begins(self, decision: dict[str, Any]) -> tuple[int, ...]:
        if self.view["you"] == 0:
            return self.cardinal_window(decision)
        me = self.view["you"]
        room = self.scene.room_of(me)
        strong = self.scene.fighters.get(room, 0) >= self.scene.life_left(me) + 1 or self.carrier() == me
        return self.best(decision, lambda card: 1.0 if strong and self.board.profile(card).get("escape") else 0.0,
                         allow_none=True)

    def on_duel_round(self, decision: dict[str, Any]) -> tuple[int, ...]:
        if self.view["you"] == 0:
            return self.cardinal_window(decision)
        return self.best(decision, lambda card: 1.0 if self.board.profile(card).get("strike") else 0.0,
                         allow_none=True)

    def on_cape_retreat(self, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda option: -5.0 * self.scene.fighters.get(room_of(parts(option)[1][0]), 0)
                         - 0.2 * self.scene.to_ball(room_of(parts(option)[1][0])))

    def on_secret_passage(self, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda option: -self.scene.to_ball(room_of(parts(option)[1][0]), True))

    def on_door_link(self, decision: dict[str, Any]) -> tuple[int, ...]:
        """Shut a door between henchmen and the carrier, never one on his own way."""
        carrier = self.carrier()
        home = self.scene.room_of(carrier) if carrier is not None else ""
        ahead = self.scene.to_ball(home)

        def score(option: Any) -> float:
            link = parts(option)[1][0]
            ends = (link.get("from"), link.get("to"))
            if home in ends and any(self.scene.to_ball(e) < ahead for e in ends if e != home):
                return -5.0
            return sum(self.threat().get(e, 0) for e in ends) * (2.0 if home in ends else 1.0)

        return self.best(decision, score)

    def on_give_back(self, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda option: 1.0 if option == "no_return" else 0.0)

    def on_swap_back(self, decision: dict[str, Any]) -> tuple[int, ...]:
        """Offered a token while carrying all he may: take a movement token for one that is not, else refuse."""
        def score(option: Any) -> float:
            verb, args = parts(option)
            if verb != "take_for" or not all(isinstance(a, str) for a in args):
                return 0.0
            mine, offered = (self.board.profile(a).get("steps", 0) for a in args)
            return 1.0 if offered and not mine else -1.0

        return self.best(decision, score)

    def on_accept_swap(self, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda option: 1.0 if option == "accept" else 0.0)

    def on_pendant_keeper(self, decision: dict[str, Any]) -> tuple[int, ...]:
        """A secret keeper, chosen at random and more often the sturdier ones."""
        def score(option: Any) -> float:
            verb, args = parts(option)
            if verb != "keeper":
                return -1.0
            return self.scene.life_left(args[0]) + self.rng.below(100) / 25.0

        return self.best(decision, score)
