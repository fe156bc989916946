"""The board as a graph: spaces (public zones, where figures and tokens are cards), the links between them
(`GameDef.links`, each a `Link` value in the effect language) and doorways that can be blocked.

Every search is breadth first over the links in board order, so the same board gives the same answer on every
run; each space a search looks at counts as a step of the budget. Whether a link is blocked is engine state
(`state["blocked"]`, changed only by the LinkBlocked/LinkUnblocked events), public in every view.
"""
from __future__ import annotations

from collections import deque
from typing import Any, Callable, Iterable

from rulekit.effects.registry import Registry
from rulekit.errors import EffectRuntimeError
from rulekit.run import events as ev
from rulekit.effects.values import Family, Link, Zone, zone_of

Through = Callable[[Link], Any] | None


def space_name(ctx: Any, space: Any) -> str:
    """The name of a board space given as a zone (a space's name is its zone's)."""
    if space.__class__ is Zone and space.owner is None and space.name in ctx.game.links:
        return space.name
    if isinstance(space, Family):
        raise EffectRuntimeError(f"{space.name!r} is one zone per player, not a board space")
    raise EffectRuntimeError(f"{space!r} is not a board space")


def exits(ctx: Any, space: str, through: Through) -> Iterable[Link]:
    """The links leaving a space that `through` lets a figure take (all of them without it)."""
    for link in ctx.game.links.get(space, ()):
        if through is None or through(link):
            yield link


def search(ctx: Any, start: str, through: Through, steps: int | None = None,
           stops: Callable[[Zone], Any] | None = None) -> dict[str, tuple[int, str | None]]:
    """Breadth first from `start`: every space reached -> (its distance, the space it was reached from). A space
    where `stops` holds is entered but not left; `steps` bounds the distance."""
    found: dict[str, tuple[int, str | None]] = {start: (0, None)}
    queue = deque([start])
    links = ctx.game.links
    while queue:
        here = queue.popleft()
        distance = found[here][0]
        if steps is not None and distance >= steps:
            continue
        if here != start and stops is not None and stops(zone_of(here)):
            continue
        for link in links.get(here, ()):  # exits(ctx, here, through), without a generator: the inner loop
            if (through is None or through(link)) and link.to not in found:
                found[link.to] = (distance + 1, here)
                queue.append(link.to)
    ctx.steps += len(found)
    return found


def link_of(ctx: Any, link: Any) -> Link:
    if link.__class__ is not Link:
        raise EffectRuntimeError(f"{link!r} is not a board link")
    return link


def register_board(r: Registry) -> Registry:
    """The board-graph primitives, registered into the core vocabulary."""
    for register in (_register_links, _register_paths, _register_doorways):
        register(r)
    return r


def _register_links(r: Registry) -> None:
    """A space's links and neighbours, the spaces carrying a tag."""

    @r.query(reads=())
    def links(ctx, space: "zone", kind: "str" = "") -> "links":
        """The links leaving a board space, in board order; with `kind`, only links of that kind
        (`links(hall, kind="door")`). Each link has `to`, `from`, `kind`, `blockable`, `index`, `blocked` and
        `blocker`."""
        found = ctx.game.links.get(space_name(ctx, space), ())
        return [link for link in found if not kind or link.kind == kind]

    @r.query(reads=("links",))
    def neighbours(ctx, space: "zone", through: "fn(link)" = None) -> "any":
        """The spaces one link away, in board order; `through` is a condition on each link (`it`) a figure may
        take: `neighbours(here, through=not it.blocked and it.kind != "secret")`."""
        found: list[Zone] = []
        for link in exits(ctx, space_name(ctx, space), through):
            target = zone_of(link.to)
            if target not in found:
                found.append(target)
        return found

    @r.query(reads=())
    def link_between(ctx, a: "zone", b: "zone") -> "link":
        """The link from space `a` to space `b` (seen from `a`), or none when they are not linked."""
        return ctx.derived("links-between", _links_between).get((space_name(ctx, a), space_name(ctx, b)))

    @r.query(reads=())
    def spaces_tagged(ctx, tag: "str") -> "any":
        """The board spaces that carry `tag`, in board order (`spaces_tagged("chest")`)."""
        found = ctx.derived("spaces-tagged", _spaces_by_tag).get(tag)
        return list(found) if found else []


def _register_paths(r: Registry) -> None:
    """Distances, shortest paths and the spaces reachable in N moves."""

    @r.query(reads=("links",))
    def distance(ctx, a: "zone", b: "zone", through: "fn(link)" = None) -> "int":
        """The fewest links from space `a` to space `b` taking only links where `through` holds; 0 from a space
        to itself, none when `b` cannot be reached."""
        target = space_name(ctx, b)
        found = search(ctx, space_name(ctx, a), through).get(target)
        return None if found is None else found[0]

    @r.query(reads=("links",))
    def path(ctx, a: "zone", b: "zone", through: "fn(link)" = None) -> "any":
        """A shortest way from space `a` to space `b`: the spaces entered in order, `b` last (an empty list when
        `a` is `b`; none when `b` cannot be reached). Of equally short ways, the one first in board order."""
        start, target = space_name(ctx, a), space_name(ctx, b)
        found = search(ctx, start, through)
        if target not in found:
            return None
        way: list[Zone] = []
        while target != start:
            way.append(zone_of(target))
            target = found[target][1]
        return way[::-1]

    @r.query(ranges={"steps": (0, None)}, reads=("links",))
    def reachable(ctx, start: "zone", steps: "int", through: "fn(link)" = None, stops: "fn(zone)" = None) -> "any":
        """Every space a figure standing on `start` can reach in 1 to `steps` moves along links where `through`
        holds, nearest first (then board order). A space where `stops` holds (`it` is the space) ends a move: it
        can be reached but not passed, the rule "a figure must stop where an enemy stands":
        `reachable(here, 3, through=not it.blocked, stops=count(cards_in(it) where it.kind == "guard") > 0)`."""
        origin = space_name(ctx, start)
        found = search(ctx, origin, through, steps, stops)
        return [zone_of(space) for space in found if space != origin]


def _register_doorways(r: Registry) -> None:
    """Doorways blocked and opened."""

    @r.action
    def block(ctx, link: "link", by: "card" = None) -> "none":
        """Close a blockable link (both of its ends) until `unblock`; `by` names the card that blocks it (a door
        token), read back as `link.blocker`. Blocking a link that cannot be blocked, or is already, is an error:
        check `it.blockable and not it.blocked` first."""
        link = link_of(ctx, link)
        if not link.blockable:
            raise EffectRuntimeError(f"the {link.kind} from {link.origin!r} to {link.to!r} cannot be blocked")
        if link.key in ctx.blocked:
            raise EffectRuntimeError(f"the {link.kind} from {link.origin!r} to {link.to!r} is already blocked")
        if by is not None and by not in ctx.game.cards:
            raise EffectRuntimeError(f"{by!r} is not a card")
        ctx.emit(ev.LinkBlocked(link.index, by))

    @r.action
    def unblock(ctx, link: "link") -> "none":
        """Open a blocked link again (nothing happens when it is open)."""
        link = link_of(ctx, link)
        if link.key in ctx.blocked:
            ctx.emit(ev.LinkUnblocked(link.index))

    @r.query(reads=("links",))
    def blocked(ctx, link: "link") -> "bool":
        """Whether a link is blocked now (the same as `link.blocked`)."""
        return link_of(ctx, link).key in ctx.blocked


def _links_between(game: Any) -> dict[tuple[str, str], Link]:
    """(space, space) -> the first link from the one to the other, in board order."""
    found: dict[tuple[str, str], Link] = {}
    for space, links in game.links.items():
        for link in links:
            found.setdefault((space, link.to), link)
    return found


def _spaces_by_tag(game: Any) -> dict[str, tuple[Any, ...]]:
    """tag -> the board spaces carrying it, in board order (the boards never change while a game runs)."""
    found: dict[str, list[Any]] = {}
    for space, tags in game.space_tags.items():
        for tag in tags:
            found.setdefault(tag, []).append(zone_of(space))
    return {tag: tuple(spaces) for tag, spaces in found.items()}
