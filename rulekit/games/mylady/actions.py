"""Phase II: each musketeer in an order they choose takes his actions, finishing before the next one starts
('II - Musketiere' 1-8, 'Kampfunfähige Musketiere', 'Die Bastille', 'Das Kabinett von Richelieu'; FAQ 'Richelieu',
'La Bastille', 'Vieux-Colombier', 'Équipement').

An action is offered as an option value: "draw", "move:paris", "ride:paris" (the horse's free move), "exchange:3",
"person:<card>", "reinforce:<card>", "challenge:louvre", "duel:paris:<card>", "ambush:paris", "pay:paris" (the
beggars: free, from anywhere), "equip", "leave:bribe", "leave:break", "end".
"""
from __future__ import annotations

from rulekit.games.mylady import combat, common, missions, quest
from rulekit.games.mylady.common import MYLADY
from rulekit.effects.values import Zone

ROCHELLE_PLACES = 3  # cards at La Rochelle at most ('Verstärkung in La Rochelle')
EQUIPMENT_SLOTS = 3  # authored: the boards' equipment squares are not in the seeds
SKILL_SLOTS = 2  # 'Zusätzliche Fähigkeiten: bis zu 2'
EQUIPMENT_ITEMS = ("horse", "pistol", "cuirass", "toledo")
TRADABLE = EQUIPMENT_ITEMS  # upgrades (skills, thrusts) cannot be exchanged (FAQ)
BREAKOUT_GUARD = "bastille-guard"


def musketeer_turns(ctx):
    """Musketeers who have not acted choose who goes next (one of them speaks for the team)."""
    while True:
        waiting = [s for s in common.musketeers(ctx) if not ctx.counter("player", s, "done")]
        if not waiting:
            return
        if len(waiting) == 1:
            seat = waiting[0]
        else:
            (seat,) = yield from ctx.choose(waiting[0], waiting, "next-musketeer")
        yield from take_turn(ctx, seat)
        ctx.set_counter("player", seat, "done", 1)


def take_turn(ctx, seat: int):
    if ctx.counter("player", seat, "knocked_out"):
        stand_up(ctx, seat)
        return
    if ctx.counter("player", seat, "jailed"):
        ctx.set_counter("player", seat, "jailed", 1)  # sent by Richelieu last round: he may try to leave now
    left = max(0, ctx.counter("game", None, "actions_per_round") - ctx.counter("game", None, "action_penalty"))
    must_leave = common.location_of(ctx, seat) == "richelieu"
    while left > 0:
        options = legal_actions(ctx, seat, must_leave)
        (choice,) = yield from ctx.choose(seat, options, "choose-action", labels=[action_label(o) for o in options])
        if choice == "end":
            return
        spent, turn_over = yield from perform(ctx, seat, choice)
        if spent:
            left -= 1
            must_leave = False
        if turn_over or ctx.counter("player", seat, "knocked_out"):
            return


def stand_up(ctx, seat: int) -> None:
    """A knocked-out musketeer only stands up, gets all his life back and draws a card ('Kampfunfähige Musketiere')."""
    ctx.set_counter("player", seat, "knocked_out", 0)
    ctx.set_counter("player", seat, "wounds", 0)
    common.draw_adventure(ctx, seat, 1)


def action_label(option: str) -> str:
    if option.startswith("quest:"):
        return quest.option_label(option)
    return "action-" + option.split(":", 1)[0]


# ------------------------------------------------------------------------------------------- what is legal
def legal_actions(ctx, seat: int, must_leave: bool) -> list[str]:
    here = common.location_of(ctx, seat)
    moves = [p for p in common.PLACES if p != here and _open_to_musketeers(ctx, p)]
    if ctx.counter("player", seat, "quest_banned"):  # house rule deadly-quest
        moves = [p for p in moves if p != "quest"]
    if must_leave:  # a musketeer who starts his turn at Richelieu must leave first (FAQ 'Richelieu')
        return [f"move:{p}" for p in moves if p != "richelieu"]
    options: list[str] = []
    if here == "bastille":
        if ctx.counter("game", None, "gold") >= 1:
            options.append("leave:bribe")
        options.append("leave:break")
        if ctx.counter("game", None, "escape_only"):  # house rule escape-only (FAQ 'La Bastille')
            return options + ["end"]
    if here == "quest":
        options.extend(quest.quest_actions(ctx, seat))
    if here in missions.MISSIONS and not missions.blocked_by_beggars(ctx, here):
        if missions.challenge_open(ctx, here):
            options.append(f"challenge:{here}")
        options.extend(f"duel:{here}:{foe}" for foe in missions.foes(ctx, here, "adversary"))
        ambush = missions.ambush(ctx, here)
        if ambush and common.stat(ctx, ambush, "remove_by") in ("challenge", "duel"):
            options.append(f"ambush:{here}")
    for place in missions.MISSIONS:
        if ctx.counter("game", None, "beggars_on_spot") and place != here:
            continue  # house rule beggars-on-the-spot (FAQ 'Mendiants')
        if missions.blocked_by_beggars(ctx, place):
            if ctx.counter("game", None, "gold") >= int(common.stat(ctx, missions.ambush(ctx, place), "cost")):
                options.append(f"pay:{place}")
    if here == "la_rochelle" and len(ctx.state["zones"]["rochelle_cards"]) < ROCHELLE_PLACES:
        options.extend(f"reinforce:{c}" for c in common.hand(ctx, seat) if ctx.game.cards[c].kind == "combat_card")
    for card in common.hand(ctx, seat):
        if ctx.game.cards[card].kind == "person" and _person_playable(ctx, card):
            options.append(f"person:{card}")
    if _purchases(ctx, seat):
        options.append("equip")
    if not ctx.counter("game", None, "no_exchange"):
        options.extend(f"exchange:{other}" for other in common.musketeers(ctx)  # a shared hand has nothing to swap
                       if other != seat and common.location_of(ctx, other) == here
                       and common.hand_owner(ctx, other) != common.hand_owner(ctx, seat))
    if here != "bastille":
        if common.has_item(ctx, seat, "horse") and not ctx.counter("player", seat, "horse_used"):
            options.extend(f"ride:{p}" for p in moves)
        options.extend(f"move:{p}" for p in moves)
    if ctx.state["zones"]["adventure_deck"] or ctx.state["zones"]["adventure_discard"]:
        options.append("draw")
    options.append("end")
    return options


def _open_to_musketeers(ctx, place: str) -> bool:
    """White-titled places only: never Mylady's house, never the Bastille of one's own accord."""
    tags = ctx.game.space_tags.get(place, frozenset())
    return "musketeers" in tags and place != "bastille"


def _person_playable(ctx, card: str) -> bool:
    if int(common.stat(ctx, card, "rochelle")):
        return len(ctx.state["zones"]["rochelle_cards"]) < ROCHELLE_PLACES
    return True


# ------------------------------------------------------------------------------------------- doing it
def perform(ctx, seat: int, choice: str):
    """Carry out one action; returns (an action was spent, the turn is over)."""
    verb, _, rest = choice.partition(":")
    if verb == "quest":
        return (yield from quest.perform_quest(ctx, seat, choice))
    if verb == "draw":
        common.draw_adventure(ctx, seat, 1)
        return True, False
    if verb in ("move", "ride"):
        if verb == "ride":
            ctx.set_counter("player", seat, "horse_used", 1)
        over = yield from move(ctx, seat, rest)
        return verb == "move", over
    if verb == "exchange":
        yield from exchange(ctx, seat, int(rest))
        return True, False
    if verb == "person":
        ctx.move([rest], Zone("in_play"))
        yield from ctx.signal("person_played", {"musketeer": seat, "card": rest})
        if ctx.card_zone.get(rest) == "in_play":
            target = "rochelle_cards" if int(common.stat(ctx, rest, "rochelle")) else "adventure_discard"
            ctx.move([rest], Zone(target))
        return True, False
    if verb == "reinforce":
        ctx.move([rest], Zone("rochelle_cards"))
        return True, False
    if verb == "challenge":
        yield from mission_challenge(ctx, seat, rest)
        return True, False
    if verb == "duel":
        place, _, foe = rest.partition(":")
        yield from mission_duel(ctx, seat, place, foe)
        return True, False
    if verb == "ambush":
        yield from overcome_ambush(ctx, seat, rest)
        return True, False
    if verb == "pay":
        card = missions.ambush(ctx, rest)
        ctx.set_counter("game", None, "gold", ctx.counter("game", None, "gold") - int(common.stat(ctx, card, "cost")))
        ctx.move([card], Zone("removed"))
        return False, False
    if verb == "equip":
        yield from equip(ctx, seat)
        return True, False
    if verb == "leave":
        over = yield from leave_bastille(ctx, seat, rest)
        return True, over
    raise ValueError(f"unknown action {choice!r}")


def move(ctx, seat: int, place: str):
    """Move the figure; at Richelieu Mylady is found, or the musketeer goes to the Bastille and his turn ends."""
    common.move_figure(ctx, seat, place)
    if place == "richelieu":
        if missions.secret_place(ctx) == "richelieu":
            if not ctx.counter("game", None, "mylady_found"):
                ctx.set_counter("game", None, "mylady_found", 1)
                missions.reveal_mylady(ctx, "richelieu")
            return False
        common.move_figure(ctx, seat, "bastille")
        ctx.set_counter("player", seat, "jailed", 2)
        return True
    if place == "quest":
        quest.on_musketeer_arrived(ctx, seat, place)
    if place in missions.MISSIONS or place == "quest":
        yield from ctx.signal("musketeer_arrived", {"musketeer": seat, "place": Zone(place)})
    return bool(ctx.counter("player", seat, "knocked_out"))


def mission_challenge(ctx, seat: int, place: str):
    if (yield from missions.rochefort_blocks(ctx, seat, place)):
        return
    card = missions.mission_card(ctx, place)
    met = yield from combat.challenge(ctx, seat, str(common.stat(ctx, card, "skill")), missions.challenge_difficulty(ctx, place))
    if not met:
        return
    ctx.set_counter("card", card, "met", 1)
    yield from ctx.signal("challenge_met", {"musketeer": seat, "mission": card})
    if place == "louvre":  # the reward comes with the challenge ('Der Louvre-Palast' D)
        ctx.set_counter("game", None, "gold", ctx.counter("game", None, "gold") + int(common.stat(ctx, card, "gold")))
        ctx.set_counter("game", None, "heroism", ctx.counter("game", None, "heroism") + int(common.stat(ctx, card, "heroism")))
    yield from missions.check_mission_done(ctx, place)


def mission_duel(ctx, seat: int, place: str, foe: str):
    if (yield from missions.rochefort_blocks(ctx, seat, place)):
        return
    if ctx.counter("player", seat, "knocked_out"):
        return
    yield from combat.fight(ctx, seat, foe)
    yield from missions.check_mission_done(ctx, place)


def overcome_ambush(ctx, seat: int, place: str):
    """Rochefort never steps in for ambushes. The courtesan needs her challenge, the arch-enemy a duel."""
    card = missions.ambush(ctx, place)
    how = common.stat(ctx, card, "remove_by")
    if how == "challenge":
        done = yield from combat.challenge(ctx, seat, str(common.stat(ctx, card, "skill")), int(common.stat(ctx, card, "difficulty")))
    else:
        done = yield from combat.fight(ctx, seat, card)
    if done and ctx.card_zone.get(card) == missions.MISSIONS[place][1]:
        ctx.move([card], Zone("removed"))
    yield from missions.check_mission_done(ctx, place)


def exchange(ctx, seat: int, other: int):
    """With one musketeer at the same place: any cards and equipment either way, upgrades never ('Austausch')."""
    give = yield from ctx.choose(seat, common.hand(ctx, seat), "exchange-give", count=len(common.hand(ctx, seat)), exactly=False)
    take = yield from ctx.choose(seat, common.hand(ctx, other), "exchange-take", count=len(common.hand(ctx, other)), exactly=False)
    ctx.move(list(give), common.hand_zone(ctx, other))
    ctx.move(list(take), common.hand_zone(ctx, seat))
    for giver, receiver, prompt in ((seat, other, "exchange-give-gear"), (other, seat, "exchange-take-gear")):
        movable = [c for c in common.gear(ctx, giver) if common.stat(ctx, c, "item") in TRADABLE
                   and not common.has_item(ctx, receiver, common.stat(ctx, c, "item"))]
        if movable and _equipment_count(ctx, receiver) < EQUIPMENT_SLOTS:
            room = EQUIPMENT_SLOTS - _equipment_count(ctx, receiver)
            moved = yield from ctx.choose(seat, movable, prompt, count=min(room, len(movable)), exactly=False)
            ctx.move(list(moved), Zone("gear", receiver))


def leave_bastille(ctx, seat: int, how: str):
    """Bribe the guards for 1 gold, or break out against a foe of value 3; either way to Vieux Colombier. Knocked
    out while breaking out: he gets his life back and draws a card, and his turn is over ('Die Bastille verlassen')."""
    if how == "bribe":
        ctx.set_counter("game", None, "gold", ctx.counter("game", None, "gold") - 1)
    else:
        ctx.set_counter("card", BREAKOUT_GUARD, "wounds", 0)
        yield from combat.fight(ctx, seat, BREAKOUT_GUARD)
        ctx.set_counter("card", BREAKOUT_GUARD, "wounds", 0)
    ctx.set_counter("player", seat, "jailed", 0)
    common.move_figure(ctx, seat, "vieux_colombier")
    if ctx.counter("player", seat, "knocked_out"):
        stand_up(ctx, seat)
        return True
    return False


# ------------------------------------------------------------------------------------------- the arsenal
def _equipment_count(ctx, seat: int) -> int:
    return sum(1 for c in common.gear(ctx, seat) if common.stat(ctx, c, "item") in EQUIPMENT_ITEMS)


def _owns(ctx, seat: int, token: str) -> bool:
    item = common.stat(ctx, token, "item")
    return any(common.stat(ctx, c, "item") == item and common.stat(ctx, c, "skill") == common.stat(ctx, token, "skill")
               for c in common.gear(ctx, seat))


def _can_pay(ctx, seat: int, token: str) -> bool:
    how = common.stat(ctx, token, "pays_with")
    if how == "gold":
        return ctx.counter("game", None, "gold") >= int(common.stat(ctx, token, "price"))
    if how == "combat_card":
        return any(ctx.game.cards[c].kind == "combat_card" for c in common.hand(ctx, seat))
    return bool(common.hand(ctx, seat))


def _purchases(ctx, seat: int) -> list[str]:
    """One token of each kind the musketeer may buy now: in stock, payable, and not one he already owns."""
    first_of_kind: dict[tuple, str] = {}
    for token in ctx.state["zones"]["arsenal"]:
        first_of_kind.setdefault((common.stat(ctx, token, "item"), common.stat(ctx, token, "skill")), token)
    has_thrust = any(common.stat(ctx, c, "item") == "thrust" for c in common.gear(ctx, seat))
    return [token for (item, _), token in first_of_kind.items()
            if not (item == "thrust" and has_thrust) and not _owns(ctx, seat, token) and _can_pay(ctx, seat, token)]


def equip(ctx, seat: int):
    """Buy up to two tokens in one action, never two alike; when the squares are full, one owned token of that sort
    leaves the game for the new one ('Sich ausrüsten oder verbessern'; FAQ 'Équipement')."""
    for _ in range(2):
        offer = _purchases(ctx, seat)
        if not offer:
            return
        (token,) = yield from ctx.choose(seat, ["done"] + offer, "buy-token", labels=["option-done"] + [""] * len(offer))
        if token == "done":
            return
        yield from _pay(ctx, seat, token)
        item = common.stat(ctx, token, "item")
        if item == "balm":
            common.heal(ctx, seat, 2)
            ctx.move([token], Zone("removed"))
            continue
        full = (item in EQUIPMENT_ITEMS and _equipment_count(ctx, seat) >= EQUIPMENT_SLOTS) or (
            item == "skill" and sum(1 for c in common.gear(ctx, seat) if common.stat(ctx, c, "item") == "skill") >= SKILL_SLOTS)
        if full:
            same_sort = [c for c in common.gear(ctx, seat) if (common.stat(ctx, c, "item") in EQUIPMENT_ITEMS) == (item in EQUIPMENT_ITEMS)
                         and (item != "skill" or common.stat(ctx, c, "item") == "skill")]
            (old,) = yield from ctx.choose(seat, same_sort, "replace-token")
            ctx.move([old], Zone("removed"))
        ctx.move([token], Zone("gear", seat))


def _pay(ctx, seat: int, token: str):
    how = common.stat(ctx, token, "pays_with")
    if how == "gold":
        ctx.set_counter("game", None, "gold", ctx.counter("game", None, "gold") - int(common.stat(ctx, token, "price")))
        return
    cards = [c for c in common.hand(ctx, seat) if how != "combat_card" or ctx.game.cards[c].kind == "combat_card"]
    (card,) = yield from ctx.choose(seat, cards, "pay-with-card")
    ctx.move([card], Zone("adventure_discard"))


def register_actions(registry) -> None:
    r = registry

    @r.action(name="musketeer_turns")
    def musketeer_turns_(ctx) -> "none":
        """Mylady: phase II, every musketeer's turn in the order they choose."""
        yield from musketeer_turns(ctx)


__all__ = ["musketeer_turns", "legal_actions", "perform", "MYLADY"]
