"""The Louvre as a graph, and who stands where: the board facts every part of the Queen's Pendants reads.

Rooms are board spaces (public zones); a figure stands in a room when its card lies in that zone. The ways
between rooms are `ctx.game.links` (space -> Link(to, kind, blockable, index), each link listed from both ends
with one index); the Musketeers' Door and the Cardinal's Portcullis are blocker cards in zone `doorway` whose
card counter `link` names the link they close ('Musketeers' Door', 'The Cardinal's Portcullis').

Movement rules gathered here, for musketeers and henchmen alike ('Movimento', 'Azioni che costano 1 punto'):
- a closed link can't be crossed; a secret link only with a Secret Passage (token or card); a gate link joins
  the quai to a gate room; the ballroom is entered by its doors (or a secret passage) and only by musketeers;
- a musketeer must stop in a room with Rochefort or guards (Milady alone never stops him);
- guards and Rochefort must stop in a room with a musketeer standing (a stunned one stops nobody), Milady passes;
- henchmen never leave the palace: no quai, no ballroom.
"""
from __future__ import annotations

from collections import deque
from typing import Any, Iterable

from rulekit.effects.values import Zone

CARDINAL = 0
MUSKETEER_SEATS = (1, 2, 3, 4)
SEAT_NAMES = ("cardinal", "dartagnan", "athos", "porthos", "aramis")
FIGHTERS = ("guard", "rochefort")  # henchmen who duel; Milady never does
HENCHMEN = ("guard", "rochefort", "milady")
RESERVE = "reserve"
EXITS = ("door", "gate", "ballroom")  # ways out of a room a blocker must leave open (secret passages are not)


# ------------------------------------------------------------------------------------------------ the board
def links(ctx, space: str) -> tuple:
    """The links leaving `space` (empty off the board)."""
    return tuple(ctx.game.links.get(space, ()))


def has_tag(ctx, space: str | None, tag: str) -> bool:
    return space is not None and tag in ctx.game.space_tags.get(space, frozenset())


def tagged(ctx, tag: str) -> list[str]:
    """The spaces with this tag, sorted by id (the order chest slots count in)."""
    return sorted(space for space, tags in ctx.game.space_tags.items() if tag in tags)


def rooms(ctx) -> list[str]:
    return tagged(ctx, "room")


def quai(ctx) -> str:
    found = tagged(ctx, "quai")
    return found[0] if found else ""


def ballroom(ctx) -> str:
    found = tagged(ctx, "ballroom")
    return found[0] if found else ""


def queen_chamber(ctx) -> str:
    found = tagged(ctx, "queen")
    return found[0] if found else ""


def is_ballroom(ctx, space: str) -> bool:
    return has_tag(ctx, space, "ballroom")


def _room_number(ctx, counter: str) -> str | None:
    """A room named by a variant counter: its 1-based place in the sorted list of rooms (0: none)."""
    number = ctx.state["counters"].get(counter, 0)
    every = rooms(ctx)
    return every[number - 1] if 0 < number <= len(every) else None


EXTRA_CHESTS = ("extra_chest_1", "extra_chest_2")
EXTRA_CRESTS = ("extra_crest_1", "extra_crest_2")
COVERED_CHESTS = ("covered_chest_1", "covered_chest_2")
COVERED_CRESTS = ("covered_crest_1", "covered_crest_2")


def chest_rooms(ctx) -> list[str]:
    """The rooms with a chest, in slot order: the printed ones (sorted), then the variants' extra chests. A chest
    covered by a carpet (challenge variant) keeps its slot but holds nothing."""
    printed = tagged(ctx, "chest")
    extra = [room for room in (_room_number(ctx, c) for c in EXTRA_CHESTS) if room]
    return printed + extra


def chest_slot(ctx, room: str) -> int:
    """The slot (1-based) of the chest in `room`, 0 if the room has none."""
    every = chest_rooms(ctx)
    return every.index(room) + 1 if room in every else 0


def covered_chests(ctx) -> list[str]:
    return [room for room in (_room_number(ctx, c) for c in COVERED_CHESTS) if room]


def crest_rooms(ctx) -> list[str]:
    """The henchmen's entries: the printed crests and the extra ones (help variant), less the covered ones."""
    covered = {room for room in (_room_number(ctx, c) for c in COVERED_CRESTS) if room}
    extra = [room for room in (_room_number(ctx, c) for c in EXTRA_CRESTS) if room]
    return [room for room in tagged(ctx, "crest") + extra if room not in covered]


def chest_tokens(ctx, room: str) -> list[str]:
    """The tokens in the chest of `room`, bottom first (the last one is on top)."""
    slot = chest_slot(ctx, room)
    if not slot:
        return []
    return [t for t in ctx.state["zones"]["chests"] if ctx.counter("card", t, "slot") == slot]


# ------------------------------------------------------------------------------------------------ blockers
def blockers(ctx) -> dict[int, str]:
    """Closed links: link index -> the blocker card on it."""
    return {ctx.counter("card", card, "link"): card for card in ctx.state["zones"].get("doorway", [])}


def blocker_card(ctx, by: str) -> str | None:
    """The Musketeers' Door (by musketeers) or the Portcullis (by cardinal)."""
    for card in ctx.game.cards.values():
        if card.kind == "blocker" and card.stats.get("by") == by:
            return card.id
    return None


def link_between(ctx, a: str, b: str, kinds: Iterable[str] | None = None):
    for link in links(ctx, a):
        if link.to == b and (kinds is None or link.kind in kinds):
            return link
    return None


def link_by_index(ctx, index: int) -> tuple[str, Any] | None:
    """(one end, the link) for a link index."""
    by_index = ctx.derived("pendants-links-by-index", lambda game: {
        link.index: (space, link) for space, out in reversed(list(game.links.items())) for link in out})
    return by_index.get(index)


def link_name(ctx, index: int) -> str:
    """A link as people read it: its two rooms, "a|b" (sorted)."""
    found = link_by_index(ctx, index)
    if found is None:
        return str(index)
    a, link = found
    return "|".join(sorted((a, link.to)))


def all_links(ctx) -> list[tuple[str, Any]]:
    """Every link once: (the end with the smaller id, the link)."""
    seen: set[int] = set()
    out = []
    for space in sorted(ctx.game.links):
        for link in links(ctx, space):
            if link.index not in seen:
                seen.add(link.index)
                out.append((min(space, link.to), link if space <= link.to else _reverse(ctx, space, link)))
    return out


def _reverse(ctx, space: str, link):
    for back in links(ctx, link.to):
        if back.index == link.index:
            return back
    return link


def open_exits(ctx, space: str, closed: set[int]) -> int:
    return sum(1 for link in links(ctx, space) if link.kind in EXITS and link.index not in closed)


def can_block(ctx, index: int, ignoring: str | None = None) -> bool:
    """Whether a blocker may close link `index`: a blockable link, not the other blocker's, and no figure (musketeer
    or henchman) left in a room without an open way out (secret passages are no way out). `ignoring`: the blocker
    being moved, whose old link opens."""
    found = link_by_index(ctx, index)
    if found is None or not found[1].blockable:
        return False
    current = blockers(ctx)
    if index in current and current[index] != ignoring:
        return False
    closed = {i for i, card in current.items() if card != ignoring} | {index}
    a, link = found
    for room in (a, link.to):
        if occupied(ctx, room) and open_exits(ctx, room, closed) == 0:
            return False
    return True


def blockable_links(ctx, ignoring: str | None = None) -> list[int]:
    return [link.index for _, link in all_links(ctx) if can_block(ctx, link.index, ignoring)]


def place_blocker(ctx, card: str, index: int) -> None:
    ctx.set_counter("card", card, "link", index)
    if ctx.card_zone.get(card) != "doorway":
        ctx.move([card], Zone("doorway"))


# ------------------------------------------------------------------------------------------------ figures
def stat(ctx, card: str, name: str, default: Any = 0) -> Any:
    return ctx.game.cards[card].stats.get(name, default)


def role(ctx, figure: str) -> str:
    return str(stat(ctx, figure, "role", ""))


def figures(ctx, kind_role: str | None = None) -> list[str]:
    found = ctx.derived(f"pendants-figures:{kind_role}", lambda game: tuple(
        c.id for c in game.cards.values() if c.kind == "figure" and (kind_role is None or c.stats.get("role") == kind_role)))
    return list(found)


def seat_of_figure(ctx, figure: str) -> int:
    seat = stat(ctx, figure, "seat", 0)
    if isinstance(seat, str):
        return SEAT_NAMES.index(seat) if seat in SEAT_NAMES else 0
    return int(seat)


def musketeer_figure(ctx, seat: int) -> str:
    by_seat = ctx.derived("pendants-musketeer-figures", lambda game: {
        seat_of_figure(ctx, card): card for card in reversed(figures(ctx, "musketeer"))})
    if seat in by_seat:
        return by_seat[seat]
    name = f"fig-{SEAT_NAMES[seat]}"
    if name in ctx.game.cards:
        return name
    raise KeyError(f"no figure for seat {seat}")


def musketeers(ctx) -> list[int]:
    """The musketeers' seats (every musketeer always plays)."""
    return [s for s in MUSKETEER_SEATS if s < len(ctx.players)]


def location(ctx, seat: int) -> str:
    return ctx.card_zone[musketeer_figure(ctx, seat)]


def stunned(ctx, seat: int) -> bool:
    return bool(ctx.counter("card", musketeer_figure(ctx, seat), "stunned"))


def out(ctx, seat: int) -> bool:
    return bool(ctx.counter("player", seat, "out"))


def standing(ctx, seat: int) -> bool:
    """On the board, in the game and on his feet: he blocks, stops henchmen and duels."""
    return not stunned(ctx, seat) and not out(ctx, seat)


def musketeers_in(ctx, room: str, standing_only: bool = False) -> list[int]:
    return [s for s in musketeers(ctx) if location(ctx, s) == room and not out(ctx, s)
            and (not standing_only or not stunned(ctx, s))]


def henchmen_in(ctx, room: str, roles: Iterable[str] = HENCHMEN) -> list[str]:
    wanted = set(roles)
    return [c for c in ctx.state["zones"].get(room, []) if ctx.game.cards[c].kind == "figure" and role(ctx, c) in wanted]


def fighters_in(ctx, room: str) -> list[str]:
    """Guards and Rochefort in the room: the henchmen who stop musketeers and duel."""
    return henchmen_in(ctx, room, FIGHTERS)


def occupied(ctx, room: str) -> bool:
    return bool(henchmen_in(ctx, room) or musketeers_in(ctx, room))


def on_board(ctx, figure: str) -> bool:
    return ctx.card_zone.get(figure) not in (RESERVE, None, "box", "removed")


def henchmen_on_board(ctx) -> list[str]:
    return [f for f in figures(ctx) if role(ctx, f) in HENCHMEN and on_board(ctx, f)]


def in_reserve(ctx, kind_role: str) -> list[str]:
    return [c for c in ctx.state["zones"][RESERVE] if ctx.game.cards[c].kind == "figure" and role(ctx, c) == kind_role]


def contested(ctx, room: str) -> bool:
    """A duel must be fought here: guards or Rochefort with a standing musketeer."""
    return bool(fighters_in(ctx, room)) and bool(musketeers_in(ctx, room, standing_only=True))


def contested_rooms(ctx) -> list[str]:
    found = []
    for seat in musketeers(ctx):
        room = location(ctx, seat)
        if room not in found and contested(ctx, room):
            found.append(room)
    return found


# ------------------------------------------------------------------------------------------------ moving
def musketeer_steps(ctx, room: str, secret: bool) -> list[tuple[str, Any]]:
    """The rooms a musketeer may enter from `room` in one step: (room, link). A secret link only if he holds a
    Secret Passage; where a door and a secret passage lead to the same room, the door is used."""
    closed = blockers(ctx)
    found: dict[str, Any] = {}
    for link in links(ctx, room):
        if link.index in closed:
            continue
        if link.kind == "secret" and not secret:
            continue
        known = found.get(link.to)
        if known is None or (known.kind == "secret" and link.kind != "secret"):
            found[link.to] = link
    return sorted(found.items())


def henchman_steps(ctx, room: str, open_secret: int | None = None) -> list[tuple[str, Any]]:
    """The rooms a henchman may enter from `room` in one step: never the quai or the ballroom; a secret passage only
    the one the Cardinal opened with his card this phase."""
    closed = blockers(ctx)
    found = []
    for link in links(ctx, room):
        if link.index in closed or has_tag(ctx, link.to, "quai") or is_ballroom(ctx, link.to):
            continue
        if link.kind == "secret" and link.index != open_secret:
            continue
        if link.kind == "gate":
            continue
        found.append((link.to, link))
    return sorted(found, key=lambda pair: pair[0])


def henchman_destinations(ctx, figure: str, steps: int, open_secret: int | None = None) -> dict[str, str]:
    """Rooms a henchman may end in after 1..steps rooms: destination -> the room he entered it from. Guards and
    Rochefort stop in a room with a standing musketeer; Milady passes through."""
    start = ctx.card_zone[figure]
    passes = role(ctx, figure) == "milady"
    found: dict[str, str] = {}
    frontier = [(start, 0)]
    seen = {start: 0}
    while frontier:
        room, used = frontier.pop(0)
        if used >= steps:
            continue
        if used > 0 and not passes and musketeers_in(ctx, room, standing_only=True):
            continue  # he had to stop here
        for nxt, _link in henchman_steps(ctx, room, open_secret):
            if nxt == start:
                continue
            if nxt not in found:
                found[nxt] = room
            if nxt not in seen or seen[nxt] > used + 1:
                seen[nxt] = used + 1
                frontier.append((nxt, used + 1))
    return found


def distances_to_ballroom(ctx) -> dict[str, int]:
    """Rooms counted to the ballroom over doors, gates and ballroom doors (closed or not; no secret passages)."""
    target = ballroom(ctx)
    dist = {target: 0} if target else {}
    queue = deque([target] if target else [])
    while queue:
        room = queue.popleft()
        for link in links(ctx, room):
            if link.kind == "secret" or link.to in dist:
                continue
            dist[link.to] = dist[room] + 1
            queue.append(link.to)
    return dist
