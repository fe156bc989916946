"""Closed-world reference checks: every name a content file uses must be declared somewhere.

Cards name their game, kind and starting zone; the game declares kinds (with their stats and counters), zones
and counters; player-count setups name cards to remove; boards link spaces. These checks read plain data
defensively: a value with the wrong type was already reported by the schema check and is skipped here.
"""
from __future__ import annotations

from typing import Any

from rulekit.check.codes import diagnostic
from rulekit.errors import Diagnostic, Span, did_you_mean
from rulekit.load.documents import ContentSet, Document


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _names(value: Any) -> list[str]:
    return [item for item in _list(value) if isinstance(item, str)]


def _at(span: Span) -> str:
    return f"{span.path}:{span.line}"


def check_references(content: ContentSet) -> list[Diagnostic]:
    """Every reference diagnostic (RK020-RK032) for a content set."""
    out: list[Diagnostic] = []
    docs = sorted((d for d in content.documents if d.ok and isinstance(d.data, dict)), key=lambda d: d.path)
    games = _game_documents(docs, out)
    _global_ids(docs, out)
    card_ids: dict[str, list[str]] = {}
    for doc, _index, card in content.cards():
        if isinstance(card.get("id"), str):
            card_ids.setdefault(doc.game, []).append(card["id"])
    # a game file that does not parse still exists: do not also call its cards orphans
    known_games = set(games) | {d.game for d in content.documents if d.kind == "game"}
    for doc in docs:
        if doc.kind in ("cards", "board"):
            _check_game_named(doc, known_games, out)
        if doc.kind == "board":
            _check_links(doc, out, {name for d in docs if d.kind == "board" and d.game == doc.game
                                    for name in _dict(d.data.get("spaces"))})
        if doc.kind == "cards" and doc.game in games:
            spaces = {name for d in docs if d.kind == "board" and d.game == doc.game
                      for name in _dict(d.data.get("spaces"))}
            _check_cards(doc, games[doc.game], spaces, out)
        elif doc.kind == "game" and games.get(doc.game) is doc:
            boards = [d for d in docs if d.kind == "board" and d.game == doc.game]
            _check_game(doc, card_ids.get(doc.game, []), boards, out)
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
                if isinstance(card, dict):
                    define(card.get("id"), "card", doc.span(("cards", index, "id")))


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


def _check_game(doc: Document, card_ids: list[str], boards: list[Document], out: list[Diagnostic]) -> None:
    game = doc.data
    zones = _dict(game.get("zones"))
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
    known_cards = set(card_ids)
    for count, setup in _dict(game.get("player_counts")).items():
        where = ("player_counts", count)
        if has_range and count.isdigit() and not low <= int(count) <= high:
            out.append(diagnostic("RK030", f"setup for {count} players, but the game is for {low} to {high} players",
                                  doc.marks.key_span(where)))
        _check_setup(doc, where, _dict(setup), known_cards, counters, set(player_counters), out)
    _unique_ids(doc, ("triggers",), "trigger", out)
    _unique_ids(doc, ("flow", "phases"), "phase", out)
    _unique_ids(doc, ("flow", "setup"), "setup step", out)
    for index, phase in enumerate(_list(_dict(game.get("flow")).get("phases"))):
        if isinstance(phase, dict):
            _unique_ids(doc, ("flow", "phases", index, "steps"), "step", out)


def _check_setup(doc: Document, where: tuple, setup: dict[str, Any], cards: set[str], counters: set[str],
                 player_counters: set[str], out: list[Diagnostic]) -> None:
    for index, card in enumerate(_list(setup.get("remove"))):
        if isinstance(card, str) and card not in cards:
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


