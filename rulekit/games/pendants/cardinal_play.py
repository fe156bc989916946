"""How the heuristic Cardinal plays (a mixin of rulekit.games.pendants.agents.HeuristicAgent)."""
from __future__ import annotations

from typing import Any

from rulekit.games.pendants.reading import parts, room_of

__role__ = "agents"  # bench/game_lines.py: part of the heuristic agent, decides no rule

MUSKETEERS = (1, 2, 3, 4)


class CardinalPlay:
    # ------------------------------------------------------------------ whom to hunt
    def targets(self) -> dict[int, float]:
        """How much each standing musketeer is worth hunting: the known carrier most; among the unknown, those
        nearest the ballroom (the carrier must go there); a known false pendant hardly at all."""
        cached = getattr(self.scene, "_targets", None)
        if cached is not None:
            return cached
        scene = self.scene
        known = {s: scene.pendant(s) for s in MUSKETEERS}
        found: dict[int, float] = {}
        unknown = [s for s in MUSKETEERS if known[s] is None and not scene.players[s].get("out")]
        true_known = any(v == 1 for v in known.values())
        for s in MUSKETEERS:
            if scene.players[s].get("out"):
                continue
            if true_known:
                weight = 10.0 if known[s] == 1 else 0.2
            elif known[s] is None:
                weight = (1.0 + 6.0 / (1.0 + scene.to_ball(scene.room_of(s)))) * (3.0 if len(unknown) == 1 else 1.0)
            else:
                weight = 0.2
            found[s] = weight
        scene._targets = found
        return found

    def pull(self, room: str) -> float:
        """How good it is for a henchman to stand in `room`: on the hunted musketeers' way to the ballroom, near
        them, and holding the rooms before the ballroom doors (worked out once per decision)."""
        cache = self.scene.__dict__.setdefault("_pull", {})
        found = cache.get(room)
        if found is None:
            found = cache[room] = self._pull(room)
        return found

    HOLD = {1: 5.0, 2: 3.0, 3: 1.0}  # guarding a room this many rooms from the ballroom

    def _pull(self, room: str) -> float:
        scene, board = self.scene, self.board
        total = 0.0
        to_ball = scene.to_ball(room)
        for seat, weight in self.targets().items():
            here = scene.room_of(seat)
            if not here or not scene.standing(seat):
                continue
            steps = board.distances(here, scene.blocked).get(room, 20)
            on_way = steps + to_ball <= scene.to_ball(here)
            total += weight * (2.5 if on_way else 0.6) / (1.0 + steps)
        guards = scene.fighters.get(room, 0)
        return total + self.HOLD.get(to_ball, 0.0) / (1.0 + guards) ** 2 - 0.3 * guards

    def attack_value(self, room: str, extra: int) -> float | None:
        """Sending `extra` more dice into `room`: worth it when the dice there may stun who stands there."""
        scene = self.scene
        standing = [s for s in MUSKETEERS if scene.room_of(s) == room and scene.standing(s)]
        if not standing:
            return None
        value = sum(self.targets().get(s, 0.1) for s in standing)
        power = scene.fighters.get(room, 0) + extra
        need = sum(scene.life_left(s) for s in standing) + len(standing)
        return 2.0 + value + (4.0 if power >= need else 0.8 * (power - need))

    # ------------------------------------------------------------------ his phase
    def on_cardinal_action(self, decision: dict[str, Any]) -> tuple[int, ...]:
        scene = self.scene
        points = int((self.view["turn"] or {}).get("points", 0))

        def score(option: Any) -> float:
            verb, args = parts(option)
            if verb == "special":
                return self.card_value(args[0])
            if verb == "seduce":
                return 14.0 if scene.pendant(args[0]) is None else -1.0
            if verb == "go":
                return self.go_value(args[0], room_of(args[1]))
            if verb == "reinforce":
                room = room_of(args[1])
                dice = 0 if args[0] == "milady" else (2 if args[0] == "rochefort" else 1)
                base = 2.5 + 4.0 * self.pull(room) if args[0] != "milady" else 2.0 + 3.0 * self.pull(room)
                return base + (0.5 * dice) - (0.0 if points > 1 else 0.8)
            if verb == "duel":
                return 0.2
            if verb == "call":
                return self.call_value()
            return 0.9  # end: the duels follow

        return self.best(decision, score)

    def go_value(self, figure: Any, room: str) -> float:
        if not isinstance(figure, str):
            return 0.0
        role = self.scene.cards.get(figure, {}).get("stats", {}).get("role")
        before = self.scene.figure_room.get(figure, "")
        if role == "milady":
            unseen = [s for s in MUSKETEERS if self.scene.room_of(s) == room and self.scene.pendant(s) is None
                      and not self.scene.players[s].get("out")]
            return (9.0 if unseen else 0.0) + 3.0 * (self.pull(room) - self.pull(before))
        attack = self.attack_value(room, 2 if role == "rochefort" else 1)
        if attack is not None:
            return attack
        return 1.0 + 4.0 * (self.pull(room) - self.pull(before))

    def call_value(self) -> float:
        """The Call pays when two or more henchmen next to a hunted musketeer can all step in for the one point (a
        single one can just be moved for it): worth the strongest such attack."""
        scene = self.scene
        best = -0.5
        for seat, weight in self.targets().items():
            room = scene.room_of(seat)
            if weight < 1.0 or not room or not scene.standing(seat):
                continue
            near = [scene.fighters.get(link.to, 0) for link in self.board.links.get(room, ())
                    if link.kind == "door" and link.index not in scene.blocked]
            if sum(1 for dice in near if dice) >= 2:
                attack = self.attack_value(room, sum(near))
                if attack is not None:
                    best = max(best, attack + 4.0)
        return best

    def card_value(self, card: Any) -> float:
        """A special card played in his phase, by what its triggers do."""
        if not isinstance(card, str):
            return -1.0
        found = self.board.profile(card)
        if found.get("points"):
            return 20.0 + found["points"]
        if found.get("seduce"):
            return 15.0
        if found.get("block"):
            return 5.0 if self.hunted_way() else -1.0
        if found.get("passage"):
            return 0.5
        return -1.0

    def hunted_way(self) -> list[int]:
        """The doors on the best-weighted musketeer's shortest way to the ballroom (two at most)."""
        scene = self.scene
        weights = self.targets()
        if not weights:
            return []
        seat = max(weights, key=lambda s: (weights[s], -s))
        here = scene.room_of(seat)
        found = []
        for _ in range(3):
            steps = scene.to_ball(here)
            nxt = [link for link in self.board.links.get(here, ()) if link.kind == "door" and link.blockable
                   and link.index not in scene.blocked and scene.to_ball(link.to) < steps]
            if not nxt:
                break
            found.append(nxt[0].index)
            here = nxt[0].to
        return found

    def cardinal_window(self, decision: dict[str, Any]) -> tuple[int, ...]:
        """Duel cards: play those that add dice or sharpen the hits, in the first round."""
        def score(card: Any) -> float:
            found = self.board.profile(card) if isinstance(card, str) else {}
            return float(found.get("bonus_dice", 0)) + (2.0 if found.get("hit") else 0.0)

        return self.best(decision, score, allow_none=True)

    # ------------------------------------------------------------------ his other questions
    def on_pistol_target(self, decision: dict[str, Any]) -> tuple[int, ...]:
        targets = self.targets()
        return self.best(decision, lambda s: targets.get(s, 0.0) - self.scene.life_left(s))

    def on_assign_hits(self, decision: dict[str, Any]) -> tuple[int, ...]:
        targets = self.targets()
        return self.best(decision, lambda s: targets.get(s, 0.0) - self.scene.life_left(s)
                         - 5.0 * self.scene.players[s].get("dodging", 0))

    def on_discard_special(self, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda card: -self.hold_value(card))

    def hold_value(self, card: Any) -> float:
        found = self.board.profile(card) if isinstance(card, str) else {}
        return (3.0 * found.get("points", 0) + 8.0 * found.get("seduce", 0) + 5.0 * found.get("bonus_dice", 0)
                + (5.0 if found.get("hit") else 0.0) + 3.0 * found.get("block", 0) + 1.0 * found.get("passage", 0))

    def on_perfume_target(self, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda s: 1.0 + self.targets().get(s, 0.0) if self.scene.pendant(s) is None else 0.0)

    def on_reserve_henchmen(self, decision: dict[str, Any]) -> tuple[int, ...]:
        return ()

    def on_portcullis_link(self, decision: dict[str, Any]) -> tuple[int, ...]:
        way = self.hunted_way()
        return self.best(decision, lambda option: 10.0 - way.index(parts(option)[1][0].get("index"))
                         if parts(option)[1][0].get("index") in way else 0.0)

    def on_special_effect(self, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda option: 1.0 if option == "move_portcullis" and self.hunted_way() else 0.0)

    def on_duel_order(self, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda option: sum(self.targets().get(s, 0.0) for s in MUSKETEERS
                                                      if self.scene.room_of(s) == room_of(parts(option)[1][0])))

    def on_secret_passage_link(self, decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(decision, lambda option: self.pull(parts(option)[1][0].get("to", "")))
