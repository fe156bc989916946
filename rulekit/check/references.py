"""Closed-world reference checks: every name a content file uses must be declared somewhere.

Cards name their game, kind and starting zone; the game declares kinds (with their stats and counters), zones
and counters; player-count setups name cards to remove; boards link spaces. These checks read plain data
defensively: a value with the wrong type was already reported by the schema check and is skipped here.
"""
from __future__ import annotations

from typing import Any, Sequence

from rulekit.check.codes import diagnostic
from rulekit.errors import Diagnostic, Span, did_you_mean
from rulekit.load.cards import copy_ids
from rulekit.load.documents import ContentSet, Document


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _names(value: Any) -> list[str]:
    return [item for item in _list(value) if isinstance(item, str)]


def _at(span: Span) -> str:
    return f"{span.path}:{span.line}"


def check_references(content: ContentSet, all_documents: Sequence[Document] | None = None,
                     incomplete: set[str] = frozenset()) -> list[Diagnostic]:
    """Every reference diagnostic (RK020-RK033) for a content set.

    ``all_documents`` (default: the content's own) are every document read, also those held back by an earlier
    stage: things defined there still exist, so a card id in a file with a schema error is not also reported as
    unknown where a `remove` list names it. For ``incomplete`` games (a cards or board file could not be read)
    names of cards are not checked at all: they may be defined in the file that was held back.
    """
    out: list[Diagnostic] = []
    docs = sorted((d for d in content.documents if d.ok and isinstance(d.data, dict)), key=lambda d: d.path)
    everything = ContentSet(list(content.documents if all_documents is None else all_documents))
    games = _game_documents(docs, out)
    _global_ids(docs, out)
    card_ids: dict[str, list[str]] = {}
    for doc, _index, card in everything.cards():
        names = copy_ids(card)  # with copies, the id as written names them all (in `remove` lists)
        card_ids.setdefault(doc.game, []).extend(names + ([card["id"]] if names != [card.get("id")] else []))
    # a game file that does not parse still exists: do not also call its cards orphans
    known_games = set(games) | {d.game for d in everything.documents if d.kind == "game"}
    spaces: dict[str, set[str]] = {}  # game -> its boards' spaces (zones too)
    for doc in docs:
        if doc.kind == "board":
            spaces.setdefault(doc.game, set()).update(_dict(doc.data.get("spaces")))
    for doc in docs:
        _descriptions(doc, out)
        if doc.kind in ("cards", "board"):
            _check_game_named(doc, known_games, out)
        if doc.kind == "board":
            _check_links(doc, out, {name for d in docs if d.kind == "board" and d.game == doc.game
                                    for name in _dict(d.data.get("spaces"))})
        if doc.kind == "cards" and doc.game in games:
            _check_cards(doc, games[doc.game], spaces.get(doc.game, set()), out)
        elif doc.kind == "game" and games.get(doc.game) is doc:
            boards = [d for d in docs if d.kind == "board" and d.game == doc.game]
            _check_game(doc, None if doc.game in incomplete else card_ids.get(doc.game, []), boards, out)
    return out


def _game_documents(docs: list[Document], out: list[Diagnostic]) -> dict[str, Document]:
    games: dict[str, Document] = {}
    for doc in docs:
        if doc.kind != "game":
            continue
        if doc.game in games:
            first = games[doc.game]
            out.append(diagnostic("RK020", f"game {doc.game!r} is defined twice (first in {_at(first.span(('id',)))})",
                                  doc.span(("id",))))
        else:
            games[doc.game] = doc
    return games


def _global_ids(docs: list[Document], out: list[Diagnostic]) -> None:
    """Card, board and game ids share one namespace (they are also message ids in the locales)."""
    seen: dict[str, tuple[str, Span]] = {}

    def define(identifier: Any, what: str, span: Span) -> None:
        if not isinstance(identifier, str):
            return
        if identifier in seen:
            first_what, first_span = seen[identifier]
            if first_what == "game" and what == "game":
                return  # reported by _game_documents
            out.append(diagnostic("RK020", f"duplicate id {identifier!r}: already used by a {first_what} "
                                           f"(first defined at {_at(first_span)})", span))
        else:
            seen[identifier] = (what, span)

    for doc in docs:
        if doc.kind == "game":
            define(doc.data.get("id"), "game", doc.span(("id",)))
    for doc in docs:
        if doc.kind == "board":
            define(doc.data.get("id"), "board", doc.span(("id",)))
    for doc in docs:
        if doc.kind == "cards":
            for index, card in enumerate(_list(doc.data.get("cards"))):
                if not isinstance(card, dict):
                    continue
                span = doc.span(("cards", index, "id"))
                copies = copy_ids(card)
                if copies != [card.get("id")]:  # the id as written names the copies' message: reserve it too
                    define(card.get("id"), "card", span)
                for identifier in copies:
                    define(identifier, "card", span)


# Where an English `description:` names a thing whose text lives in Fluent (RK014): (document kind, path to a
# mapping or list of things, the message that holds the text).
# (document kind, where the things are, their message). A board space is a zone and a track or a supply a game
# counter, so they share the zones' and counters' messages; a link's description stays a note for authors.
_DESCRIBED = (("cards", ("cards",), "card"), ("game", ("zones",), "zone-{}"), ("game", ("counters",), "counter-{}"),
              ("game", ("player_counters",), "counter-{}"), ("board", ("supplies",), "counter-{}"),
              ("board", ("spaces",), "zone-{}"), ("board", ("tracks",), "counter-{}"))


def _descriptions(doc: Document, out: list[Diagnostic]) -> None:
    """RK014: player-facing text in the mechanics YAML (cards, zones, counters, board spaces, tracks, supplies)
    belongs in Fluent."""
    for kind, where, message in _DESCRIBED:
        if doc.kind != kind:
            continue
        things = _at_path(doc.data, where)
        items = enumerate(things) if isinstance(things, list) else _dict(things).items()
        for key, spec in items:
            if not isinstance(spec, dict) or not isinstance(spec.get("description"), str):
                continue
            name = spec.get("id") if kind == "cards" else message.format(key)
            attribute = "rules or .description" if kind == "cards" else "description"
            out.append(diagnostic("RK014", f"`description:` of {name!r} is English text in the mechanics: move it to "
                                           f"its message's .{attribute} in the Fluent files "
                                           "(python -m rulekit.tools.move_descriptions)",
                                  doc.marks.key_span(where + (key, "description"))))


def _check_game_named(doc: Document, games: set[str], out: list[Diagnostic]) -> None:
    game = doc.data.get("game")
    if isinstance(game, str) and game not in games:
        out.append(diagnostic("RK026", f"game {game!r} has no game file (content/games/{game}.yaml)",
                              doc.span(("game",)), did_you_mean(game, sorted(games))))


def _check_links(doc: Document, out: list[Diagnostic], game_spaces: set[str]) -> None:
    """A link leads to a space of the game's boards (RK029: a pack's board may link its rooms to the printed
    board's, the compiler merges the boards of a game) and is listed once, on one of its two ends (RK032)."""
    spaces = _dict(doc.data.get("spaces"))
    seen: dict[frozenset[str], Span] = {}
    for name, spec in spaces.items():
        for index, link in enumerate(_list(_dict(spec).get("links"))):
            to = _dict(link).get("to")
            if not isinstance(to, str):
                continue
            span = doc.span(("spaces", name, "links", index, "to"))
            if to not in spaces and to not in game_spaces:
                out.append(diagnostic("RK029", f"link from {name!r} to {to!r}: board {doc.data.get('id')!r} has no "
                                               f"space {to!r}", span, did_you_mean(to, spaces)))
                continue
            if to == name:
                out.append(diagnostic("RK032", f"space {name!r} links to itself", span))
                continue
            pair = frozenset((name, to))
            if pair in seen:
                out.append(diagnostic("RK032", f"the link between {name!r} and {to!r} is listed twice (first at "
                                               f"{_at(seen[pair])}); links are two-way: list each once", span))
            else:
                seen[pair] = span


def _check_cards(doc: Document, game_doc: Document, spaces: set[str], out: list[Diagnostic]) -> None:
    """`spaces`: the game's board spaces, which are zones too; `box` is the engine's zone of cards out of play."""
    game = game_doc.data
    kinds = _dict(game.get("card_kinds"))
    zones = set(_dict(game.get("zones"))) | spaces | {"box"}
    for index, card in enumerate(_list(doc.data.get("cards"))):
        if not isinstance(card, dict):
            continue
        here = ("cards", index)
        kind = card.get("kind")
        if isinstance(kind, str) and kind not in kinds:
            out.append(diagnostic("RK021", f"card kind {kind!r} is not declared in the card_kinds of game "
                                           f"{game_doc.game!r}", doc.span(here + ("kind",)), did_you_mean(kind, kinds)))
        elif isinstance(kind, str):
            declared = _dict(kinds[kind])
            required = _names(declared.get("stats"))
            allowed = required + _names(declared.get("optional_stats"))
            stats = card.get("stats")
            for stat in _dict(stats):
                if stat not in allowed:
                    out.append(diagnostic("RK022", f"stat {stat!r} is not declared for card kind {kind!r}",
                                          doc.marks.key_span(here + ("stats", stat)), did_you_mean(stat, allowed)))
            missing = [stat for stat in required if stat not in _dict(stats)]
            if missing:
                where = here + ("stats",) if isinstance(stats, dict) else here
                names = ", ".join(repr(m) for m in missing)
                out.append(diagnostic("RK023", f"card lacks the stat{'s' if len(missing) > 1 else ''} {names} "
                                               f"of kind {kind!r}", doc.span(where)))
            counters = _names(declared.get("counters"))
            for counter in _dict(card.get("counters")):
                if counter not in counters:
                    out.append(diagnostic("RK022", f"counter {counter!r} is not declared for card kind {kind!r}",
                                          doc.marks.key_span(here + ("counters", counter)),
                                          did_you_mean(counter, counters)))
        stats_here = _dict(card.get("stats"))
        for index2, name in enumerate(_list(card.get("authored"))):
            if isinstance(name, str) and name not in stats_here:
                out.append(diagnostic("RK031", f"'authored' names {name!r}, which is no stat of this card",
                                      doc.span(here + ("authored", index2)), did_you_mean(name, stats_here)))
        deck = card.get("deck")
        if isinstance(deck, str) and deck not in zones:
            out.append(diagnostic("RK024", f"zone {deck!r} is not declared in the zones of game {game_doc.game!r}",
                                  doc.span(here + ("deck",)), did_you_mean(deck, zones)))


def _check_game(doc: Document, card_ids: list[str] | None, boards: list[Document], out: list[Diagnostic]) -> None:
    game = doc.data
    player_counters = _dict(game.get("player_counters"))
    score = game.get("score")
    if isinstance(score, str) and score not in player_counters:
        out.append(diagnostic("RK027", f"score counter {score!r} is not a declared player counter",
                              doc.span(("score",)), did_you_mean(score, player_counters)))
    counters = set(_dict(game.get("counters")))
    for board in boards:
        counters |= set(_dict(board.data.get("supplies")))
    players = _dict(game.get("players"))
    low, high = players.get("min"), players.get("max")
    has_range = isinstance(low, int) and isinstance(high, int)
    if has_range and low > high:
        out.append(diagnostic("RK030", f"players.min ({low}) is above players.max ({high})", doc.span(("players",))))
    default = players.get("default")
    if has_range and isinstance(default, int) and not low <= default <= high:
        out.append(diagnostic("RK030", f"default player count {default} is outside {low}..{high}",
                              doc.span(("players", "default"))))
    known_cards = None if card_ids is None else set(card_ids)
    for count, setup in _dict(game.get("player_counts")).items():
        where = ("player_counts", count)
        if has_range and count.isdigit() and not low <= int(count) <= high:
            out.append(diagnostic("RK030", f"setup for {count} players, but the game is for {low} to {high} players",
                                  doc.marks.key_span(where)))
        _check_setup(doc, where, _dict(setup), known_cards, counters, set(player_counters), out)
        _check_seating(doc, count, where, _dict(setup), _names(game.get("seats")), out)
    _check_seat_names(doc, _names(game.get("seats")), out)
    _unique_ids(doc, ("triggers",), "trigger", out)
    _unique_ids(doc, ("flow", "phases"), "phase", out)
    _unique_ids(doc, ("flow", "setup"), "setup step", out)
    for index, phase in enumerate(_list(_dict(game.get("flow")).get("phases"))):
        if isinstance(phase, dict):
            _unique_ids(doc, ("flow", "phases", index, "steps"), "step", out)


def _check_setup(doc: Document, where: tuple, setup: dict[str, Any], cards: set[str] | None, counters: set[str],
                 player_counters: set[str], out: list[Diagnostic]) -> None:
    for index, card in enumerate(_list(setup.get("remove"))):
        if isinstance(card, str) and cards is not None and card not in cards:
            out.append(diagnostic("RK025", f"{card!r} is not a card of game {doc.game!r}",
                                  doc.span(where + ("remove", index)), did_you_mean(card, cards)))
    for name in _dict(setup.get("counters")):
        if name not in counters:
            out.append(diagnostic("RK028", f"{name!r} is not a declared counter or supply of game {doc.game!r}",
                                  doc.marks.key_span(where + ("counters", name)), did_you_mean(name, counters)))
    for name in _dict(setup.get("player_counters")):
        if name not in player_counters:
            out.append(diagnostic("RK028", f"{name!r} is not a declared player counter of game {doc.game!r}",
                                  doc.marks.key_span(where + ("player_counters", name)),
                                  did_you_mean(name, player_counters)))


def _unique_ids(doc: Document, where: tuple, what: str, out: list[Diagnostic]) -> None:
    node: Any = doc.data
    for part in where:
        if isinstance(part, int):
            node = node[part] if isinstance(node, list) and part < len(node) else None
        else:
            node = node.get(part) if isinstance(node, dict) else None
    seen: dict[str, Span] = {}
    for index, item in enumerate(_list(node)):
        identifier = _dict(item).get("id")
        if not isinstance(identifier, str):
            continue
        span = doc.span(where + (index, "id"))
        if identifier in seen:
            out.append(diagnostic("RK020", f"duplicate {what} id {identifier!r} (first at {_at(seen[identifier])})",
                                  span))
        else:
            seen[identifier] = span


def _check_seat_names(doc: Document, seats: list[str], out: list[Diagnostic]) -> None:
    """Seat names in `sides` and `automated_seats` must be seats of the game (RK211)."""
    places: list[tuple] = [("sides", side, index) for side, names in _dict(doc.data.get("sides")).items()
                           for index, _ in enumerate(_list(names))]
    places += [("automated_seats", index) for index, _ in enumerate(_list(doc.data.get("automated_seats")))]
    for where in places:
        name = _at_path(doc.data, where)
        if isinstance(name, str) and name not in seats:
            out.append(diagnostic("RK211", f"{name!r} is not a seat of {doc.game} (seats: {', '.join(seats) or 'none named'})",
                                  doc.span(where), did_you_mean(name, seats)))


def _check_seating(doc: Document, count: str, where: tuple, setup: dict[str, Any], seats: list[str],
                   out: list[Diagnostic]) -> None:
    """A player count's `seats` and `controllers`: every person plays at least one seat in play, no seat twice
    (RK033), and every name is a seat of the game (RK211)."""
    in_play = setup.get("seats")
    if isinstance(in_play, int) and seats and in_play > len(seats):
        out.append(diagnostic("RK033", f"{in_play} seats in play, but the game names only {len(seats)}",
                              doc.span(where + ("seats",))))
    controllers = setup.get("controllers")
    if not isinstance(controllers, list) or not count.isdigit():
        return
    people = int(count)
    if len(controllers) != people:
        out.append(diagnostic("RK033", f"{len(controllers)} lists of seats in `controllers` for {people} "
                                       f"{'person' if people == 1 else 'people'}: give one list per person",
                              doc.span(where + ("controllers",))))
    limit = in_play if isinstance(in_play, int) else people
    taken: dict[str, Span] = {}
    for person, group in enumerate(controllers):
        for index, name in enumerate(_list(group)):
            span = doc.span(where + ("controllers", person, index))
            if not isinstance(name, str):
                continue
            if name not in seats:
                out.append(diagnostic("RK211", f"{name!r} is not a seat of {doc.game} (seats: "
                                               f"{', '.join(seats) or 'none named'})", span, did_you_mean(name, seats)))
            elif seats.index(name) >= limit:
                out.append(diagnostic("RK033", f"seat {name!r} is not in play with {count} players (the first "
                                               f"{limit} seats are)", span))
            elif name in taken:
                out.append(diagnostic("RK033", f"seat {name!r} is played by two people (first at {_at(taken[name])})",
                                      span))
            else:
                taken[name] = span


def _at_path(data: Any, where: tuple) -> Any:
    for part in where:
        if isinstance(part, int):
            data = data[part] if isinstance(data, list) and part < len(data) else None
        else:
            data = data.get(part) if isinstance(data, dict) else None
    return data
