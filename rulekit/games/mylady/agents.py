"""A heuristic agent for each side of Mylady, after the rulebook's advice ('Ratschläge & Hinweise').

Musketeers: never forget the quest, keep Paris under control, hold La Rochelle, gear up early, let Athos scout,
sacrifice life at La Rochelle while it is safe. Mylady: distract everywhere, pick locations where the musketeers
must act, keep a Paris card in play, lay the strongest adversaries, strike the weakest musketeer.

It sees only `view(player)` and the decision; a seeded random stream breaks ties, so the same seed plays the same.
"""
from __future__ import annotations

from typing import Any, Callable

from rulekit.run.rng import Rng, derive_seed

MYLADY = 0
STRENGTH_ORDER = ("pistol", "cuirass", "toledo", "skill", "thrust", "horse", "balm")


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(derive_seed(seed, "mylady-heuristic"))

    # ------------------------------------------------------------------ entry point
    def decide(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        handler: Callable[..., tuple[int, ...] | None] | None = getattr(self, "on_" + decision["prompt"].replace("-", "_"), None)
        picks = handler(view, decision) if handler else None
        if picks is None:
            picks = self.best(view, decision, lambda option: 0.0)
        return picks

    def best(self, view: dict[str, Any], decision: dict[str, Any], score: Callable[[Any], float]) -> tuple[int, ...]:
        """The `want` options that score highest (ties broken at random)."""
        options = [o["value"] for o in decision["options"]]
        want = min(max(decision["min"], 1) if decision["max"] else 0, len(options))
        ranked = sorted(range(len(options)), key=lambda i: (-score(options[i]), self.rng.below(1 << 16)))
        return tuple(sorted(ranked[:want]))

    # ------------------------------------------------------------------ reading the view
    @staticmethod
    def stats(view: dict[str, Any], card: Any) -> dict[str, Any]:
        data = view["cards"].get(card) if isinstance(card, str) else None
        return data["stats"] if data else {}

    @staticmethod
    def zone(view: dict[str, Any], key: str) -> list[str]:
        value = view["zones"].get(key, [])
        return [c["id"] for c in value] if isinstance(value, list) else []

    def location(self, view: dict[str, Any], seat: int) -> str | None:
        for key, value in view["zones"].items():
            if isinstance(value, list) and any(self.stats(view, c["id"]).get("seat") == seat and c["id"].startswith("musk-") for c in value):
                return key
        return None

    def my_hand(self, view: dict[str, Any]) -> list[str]:
        """The seat's own hand; with a shared hand (fewer players) the biggest open hand stands in for it."""
        own = self.zone(view, f"hand@{view['you']}")
        if own:
            return own
        hands = [self.zone(view, key) for key in view["zones"] if key.startswith("hand@")]
        return max(hands, key=len, default=[])

    @staticmethod
    def card_counter(view: dict[str, Any], card: str, name: str) -> int:
        for value in view["zones"].values():
            if isinstance(value, list):
                for entry in value:
                    if entry["id"] == card:
                        return int(entry["counters"].get(name, 0))
        return 0

    def life_left(self, view: dict[str, Any], seat: int) -> int:
        board = next((c for c, d in view["cards"].items() if d["kind"] == "musketeer" and d["stats"].get("seat") == seat), None)
        life = int(self.stats(view, board).get("life", 3)) if board else 3
        return life - view["player_counters"][seat].get("wounds", 0)

    def skill_total(self, view: dict[str, Any], seat: int, skill: str) -> int:
        board = next((c for c, d in view["cards"].items() if d["kind"] == "musketeer" and d["stats"].get("seat") == seat), None)
        base = int(self.stats(view, board).get(skill, 0)) if board else 0
        gear = self.zone(view, f"gear@{seat}")
        base += sum(1 for c in gear if self.stats(view, c).get("item") == "skill" and self.stats(view, c).get("skill") == skill)
        cards = sum(1 for c in self.my_hand(view) if view["cards"].get(c, {}).get("kind") == "skill_card"
                    and self.stats(view, c).get("skill") == skill)
        return base + cards

    # ------------------------------------------------------------------ musketeers
    def on_choose_action(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        seat = view["you"]
        counters = view["counters"]
        here = self.location(view, seat)
        rochelle_low = counters.get("rochelle", 4) <= 4
        placed = len(self.zone(view, "rochelle_cards"))
        hand = self.my_hand(view)
        combat_in_hand = sum(1 for c in hand if view["cards"].get(c, {}).get("kind") == "combat_card")

        def mission_doable(place: str) -> bool:
            cards = self.zone(view, f"{place}_mission")
            if not cards:
                return False
            st = self.stats(view, cards[0])
            skill = st.get("skill")
            return skill not in (None, "none") and self.skill_total(view, seat, skill) >= int(st.get("difficulty", 99))

        def place_value(place: str) -> float:
            if place == "la_rochelle":
                return 6.5 if rochelle_low and placed < 3 and combat_in_hand else 1.0
            if place == "paris":
                paris = self.zone(view, "paris_mission")
                kidnap = bool(paris) and int(self.stats(view, paris[0]).get("successes", 0)) > 0
                if kidnap:  # Constance's life is on the clock: keep Paris under control
                    return 8.0
                danger = bool(self.zone(view, "paris_foes"))
                return 5.5 if mission_doable("paris") else (4.0 if danger else 1.0)
            if place == "louvre":
                return 5.0 if mission_doable("louvre") else 1.5
            if place == "quest":  # never forget the quest: the only way to win
                return 5.8 + (1.0 if counters.get("heroism", 0) >= 2 else 0.0)
            return 0.2

        heroism = counters.get("heroism", 0)
        options_here = [o["value"] for o in decision["options"]]

        def quest_score(rest: str) -> float:
            what, _, detail = rest.partition(":")
            if what == "challenge":
                card = next(iter(self.zone(view, f"calais_challenge_{detail}")), None)
                st = self.stats(view, card)
                doable = st and self.skill_total(view, seat, st.get("skill", "")) + heroism >= int(st.get("difficulty", 99))
                return 8.7 if doable else 0.4
            if what == "gallery-challenge":
                tokens = [c for key, v in view["zones"].items() if key.startswith("gallery_") and isinstance(v, list)
                          for c in (e["id"] for e in v) if self.stats(view, c).get("token") == "skill"]
                st = self.stats(view, tokens[0]) if tokens else {}
                doable = st and self.skill_total(view, seat, st.get("skill", "")) >= int(st.get("difficulty", 8))
                return 8.7 if doable else 0.4
            if what == "passage":
                return 9.5
            if what == "reveal":
                return 0.6 if heroism > 3 else 0.0  # heroism is worth more on the later chapters
            return 7.5 + 0.3 * combat_in_hand  # advance, fight, duels

        def score(option: str) -> float:
            verb, _, rest = option.partition(":")
            if verb == "quest":
                return quest_score(rest)
            if verb == "pay":
                return 9.0
            if verb == "leave":
                return 9.0 if rest == "bribe" else 6.0
            if verb == "challenge":
                return 8.5 if mission_doable(rest) else 0.5
            if verb == "duel":
                place, _, foe = rest.partition(":")
                urgent = 2.0 if place == "paris" and counters.get("constance", 0) >= 1 else 0.0
                return 6.5 + urgent - 0.5 * int(self.stats(view, foe).get("dice", 2)) + 0.5 * combat_in_hand
            if verb == "ambush":  # an ambush holds the whole mission up
                urgent = rest == "paris" and place_value("paris") >= 8.0
                return 8.2 if urgent else 4.0
            if verb == "reinforce":
                return (7.0 if rochelle_low else 3.0) + int(self.stats(view, rest).get("dice", 1))
            if verb == "equip":
                return 5.0 if counters.get("gold", 0) >= 3 and view["round"] <= 6 else 1.0
            if verb == "person":
                return 4.0
            if verb in ("move", "ride"):  # worth what the new place offers beyond staying here
                stay = place_value(here) if here else 0.0
                return place_value(rest) - 0.5 * stay - (0.0 if verb == "ride" else 0.5)
            if verb == "draw":
                at_quest_short = here == "quest" and any(o.startswith("quest:challenge") for o in options_here)
                return 6.0 if at_quest_short else (3.5 if len(hand) < 5 else 0.8)
            if verb == "exchange":
                return 0.3
            return 0.0  # end

        return self.best(view, decision, score)

    def on_commit_combat_cards(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        options = decision["options"]
        order = sorted(range(len(options)), key=lambda i: -int(self.stats(view, options[i]["value"]).get("dice", 1)))
        return tuple(sorted(order[: decision["max"]]))

    def on_commit_skill_cards(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        # The offer is capped at what is still needed: commit only when the cards get there, else keep them.
        return tuple(range(decision["max"])) if len(decision["options"]) >= decision["max"] else ()

    def on_quest_heroism_lower(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        return (len(decision["options"]) - 1,)  # spend what lowers the challenge most: it is capped at the need

    def on_rochelle_sacrifice(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        values = [o["value"] for o in decision["options"]]
        want = "sacrifice" if self.life_left(view, view["you"]) >= 2 else "keep"
        return (values.index(want),)

    def on_one_for_all(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        values = [o["value"] for o in decision["options"]]
        if len(values) == 2:  # offered to stop a win: always
            return (1,)
        return (values.index("keep"),)

    def on_buy_token(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        def score(value: Any) -> float:
            if value == "done":
                return 0.5
            item = self.stats(view, value).get("item", "")
            rank = STRENGTH_ORDER.index(item) if item in STRENGTH_ORDER else len(STRENGTH_ORDER)
            return 10.0 - rank
        return self.best(view, decision, score)

    def on_pay_with_card(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        return self.best(view, decision, lambda c: -int(self.stats(view, c).get("dice", 0)) - (2 if view["cards"].get(c, {}).get("kind") == "person" else 0))

    def on_exchange_give(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        return ()

    on_exchange_take = on_exchange_give
    on_exchange_give_gear = on_exchange_give
    on_exchange_take_gear = on_exchange_give

    # ------------------------------------------------------------------ Mylady
    def on_choose_location(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        counts = {place: 0 for place in ("paris", "louvre", "quest", "la_rochelle")}
        for seat in range(1, view["players"]):
            place = self.location(view, seat)
            if place in counts and seat != 3:  # Athos is never troubled by Rochefort
                counts[place] += 1
        schemes = view["zones"].get(f"schemes@{MYLADY}", [])
        treachery = sum(1 for c in schemes if isinstance(c, dict) and view["cards"].get(c["id"], {}).get("kind") == "treachery")
        paris_in_hand = any(isinstance(c, dict) and view["cards"].get(c["id"], {}).get("kind") == "paris" for c in schemes)
        doubles = sum(1 for c in self.zone(view, "rochelle_cards") if int(self.stats(view, c).get("dice", 1)) >= 2)

        def score(card: Any) -> float:
            place = self.stats(view, card).get("place")
            value = {"paris": 2.0 * counts["paris"], "louvre": 2.0 * counts["louvre"], "quest": 2.5 * counts["quest"],
                     "la_rochelle": 1.5 + 2.0 * doubles, "richelieu": 2.0 if treachery < 2 else 0.8,
                     "mylady_house": 1.8 if not paris_in_hand else 0.3}.get(place, 0.0)
            return value + self.rng.below(100) / 60.0  # unpredictable on purpose
        return self.best(view, decision, score)

    def _paris_score(self, view: dict[str, Any]) -> Callable[[Any], float]:
        def score(card: Any) -> float:
            if card == "keep":
                return 2.0 if self.zone(view, "paris_mission") else -1.0
            st = self.stats(view, card)
            return 3.0 + (2.0 if int(st.get("successes", 0)) else 0.0) + int(st.get("value", 0)) * 0.3
        return score

    def on_first_paris_card(self, view, decision):
        return self.best(view, decision, self._paris_score(view))

    on_take_paris_card = on_first_paris_card
    on_play_paris_card = on_first_paris_card

    def on_draw_or_play_treachery(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        weakest = min((self.life_left(view, s) for s in range(1, view["players"])), default=3)

        def score(value: Any) -> float:
            if value == "draw":
                return 2.0
            name = str(value)
            if "guet-apens" in name:
                return 6.0 if weakest <= 1 else 3.0
            if "verstaerkung" in name:
                return 4.0 if view["counters"].get("rochelle", 4) <= 4 else 1.5
            if "heilsalbe" in name:
                return 5.0 if self.card_counter(view, "rochefort", "wounds") >= 2 else 0.1
            return 3.0
        return self.best(view, decision, score)

    def on_place_foes(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        def score(combo: Any) -> float:
            return sum(int(self.stats(view, c).get("dice", 0)) + 2 * int(self.stats(view, c).get("life", 1)) - 2
                       + (1.5 if str(c).startswith("amb-") else 0.0) for c in combo)
        return self.best(view, decision, score)

    def on_richelieu_action(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        values = [o["value"] for o in decision["options"]]
        return (values.index("draw-to-three"),) if "draw-to-three" in values else (0,)

    def on_pick_treachery(self, view, decision):
        return self.best(view, decision, lambda c: 3.0 if "guet-apens" in c or "verstaerkung" in c else 1.0)

    def _weakest(self, view, decision):
        return self.best(view, decision, lambda seat: -self.life_left(view, seat) if isinstance(seat, int) else 0.0)

    on_arg_wound_whom = _weakest
    on_paris_wound_whom = _weakest

    def on_arg_jail_whom(self, view, decision):
        return self.best(view, decision, lambda seat: 2.0 if self.location(view, seat) == "quest" else 0.0)
