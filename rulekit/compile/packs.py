"""Packs merged into a game's documents, before anything is compiled.

Input: one game's documents (its game file, boards and cards) followed by the documents of the packs chosen for
it, in the order the packs were given (rulekit.load.packs marks each with its pack's id). Output: the same kinds
of documents the compiler always reads, so nothing after this stage knows packs exist:

- one game document whose procedures, rule triggers, house rules and events are the game's with each pack's
  merged in (a pack's `procedures:` may stand in its pack.yaml or in its cards and board files, as a game's may
  stand in its cards and board files too); every value still points at the file and line it came from (`Routed`
  marks), so findings and run-time errors name the pack's file;
- the board and cards documents, the packs' among them; a card a pack removes or replaces becomes ``None`` in
  its file's list (its neighbours keep their positions, as with a card held back by a check).

A pack says what it replaces or removes (`replaces:`/`removes:` of cards, procedures and rule triggers); defining
something the game or an earlier pack already has without saying so is an error (RK042), as is replacing or
removing what does not exist (RK041) or replacing without giving the new definition (RK043).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Iterable, Iterator, Sequence

from rulekit.check.codes import diagnostic
from rulekit.errors import Diagnostic, Span, did_you_mean

CHANGEABLE = {"cards": "card", "procedures": "procedure", "triggers": "trigger"}  # pack.yaml key -> kind
GAME = "the game"


@dataclass
class _Definition:
    kind: str
    name: str
    owner: str  # GAME, or "pack <id>"
    doc: Any
    path: tuple  # where the definition is in its document

    def span(self) -> Span:
        if self.kind in ("card", "trigger"):
            return self.doc.span(self.path + ("id",))
        return self.doc.marks.key_span(self.path) if isinstance(self.path[-1], str) else self.doc.span(self.path)

    def where(self) -> str:
        span = self.span()
        return f"{span.path}:{span.line}"

    def value(self) -> Any:
        data = self.doc.data
        for part in self.path:
            data = data[part]
        return data


class Routed:
    """The marks of a merged game document: a path under a routed prefix is looked up in the document the value
    came from (a pack's file), every other path in the game file's own marks."""

    def __init__(self, base: Any, routes: dict[tuple, tuple[Any, tuple]]) -> None:
        self.base, self.routes, self.path = base, routes, base.path

    def _route(self, path: tuple) -> tuple[Any, tuple]:
        path = tuple(path)
        for cut in range(len(path), 0, -1):
            found = self.routes.get(path[:cut])
            if found is not None:
                marks, target = found
                return marks, target + path[cut:]
        return self.base, path

    def span(self, path: tuple = ()) -> Span:
        marks, where = self._route(path)
        return marks.span(where)

    def key_span(self, path: tuple) -> Span:
        marks, where = self._route(path)
        return marks.key_span(where)

    def style(self, path: tuple) -> str | None:
        marks, where = self._route(path)
        return marks.style(where)

    def content_span(self, path: tuple) -> Span:
        marks, where = self._route(path)
        return marks.content_span(where)

    def card_for(self, path: tuple) -> str | None:
        marks, where = self._route(path)
        return marks.card_for(where)

    def __getitem__(self, path: tuple) -> Span:
        marks, where = self._route(path)
        return marks[where]

    def __contains__(self, path: object) -> bool:
        if not isinstance(path, tuple):
            return False
        marks, where = self._route(path)
        return where in marks


def needs_merge(documents: Iterable[Any]) -> bool:
    """Whether documents hold packs, or procedures outside the game file (else they are compiled as they are)."""
    return any(doc.kind == "pack" or doc.kind in ("cards", "board") and isinstance(doc.data, dict)
               and doc.data.get("procedures") for doc in documents)


def merge_packs(documents: Sequence[Any], game_id: str) -> tuple[list[Any], list[Diagnostic]]:
    """The game's documents with its packs merged in (see the module's docstring), and the problems found."""
    documents = list(documents)
    if not needs_merge(documents):
        return documents, []
    game_docs = [d for d in documents if d.kind == "game" and isinstance(d.data, dict) and d.data.get("id") == game_id]
    if not game_docs:
        return [d for d in documents if d.kind != "pack"], []
    merger = _Merger(game_docs[0])
    for doc in documents:
        if doc.pack is None and doc.kind in ("cards", "board") and isinstance(doc.data, dict):
            merger.own(doc)
    for pack_doc, pack_files in _packs(documents):
        merger.pack(pack_doc, pack_files)
    return merger.documents(documents), merger.problems


def _packs(documents: Sequence[Any]) -> Iterator[tuple[Any, list[Any]]]:
    """(pack.yaml document, the pack's cards and board documents) for each pack, in the order given."""
    for doc in documents:
        if doc.kind == "pack" and isinstance(doc.data, dict):
            yield doc, [d for d in documents if d.pack == doc.pack and d.kind in ("cards", "board")
                        and isinstance(d.data, dict)]


class _Merger:
    def __init__(self, game_doc: Any) -> None:
        self.game_doc = game_doc
        self.defined: dict[tuple[str, str], _Definition] = {}
        self.problems: list[Diagnostic] = []
        self.removed_cards: set[str] = set()
        self.trigger_order: list[tuple[str, str]] = []  # (kind, name) of the rule triggers in firing order
        data = game_doc.data
        for name in _dict(data.get("procedures")):
            self.define(_Definition("procedure", name, GAME, game_doc, ("procedures", name)), quiet=True)
        for index, trigger in enumerate(_list(data.get("triggers"))):
            if isinstance(trigger, dict) and isinstance(trigger.get("id"), str):
                self.define(_Definition("trigger", trigger["id"], GAME, game_doc, ("triggers", index)), quiet=True)
        for group, kind in (("house_rules", "house rule"), ("events", "event"), ("counters", "counter")):
            for name in _dict(data.get(group)):
                self.define(_Definition(kind, name, GAME, game_doc, (group, name)), quiet=True)

    # ------------------------------------------------------------------ what exists
    def define(self, found: _Definition, quiet: bool = False, replacing: set[tuple[str, str]] = frozenset()) -> None:
        key = (found.kind, found.name)
        first = self.defined.get(key)
        if first is not None and key not in replacing:
            if not quiet:
                self.clash(found, first)
            return
        if found.kind == "trigger" and key not in self.trigger_order:
            self.trigger_order.append(key)
        self.defined[key] = found

    def clash(self, found: _Definition, first: _Definition) -> None:
        change = {"card": "cards", "procedure": "procedures", "trigger": "triggers"}.get(found.kind)
        if first.owner == found.owner:
            hint = ""
        elif first.owner == GAME and change:
            hint = f"; to change it, name it under `replaces: {{{change}: [...]}}` in pack.yaml"
        else:
            hint = "; packs that define the same thing cannot be played together" if first.owner != GAME else ""
        self.problems.append(diagnostic("RK042", f"{found.kind} {found.name!r} is already defined by {first.owner} "
                                                 f"({first.where()}){hint}", found.span()))

    def own(self, doc: Any) -> None:
        """A cards or board file of the game itself: its cards are known (for packs to replace), its procedures
        join the game's."""
        for found in _definitions(doc, GAME):
            self.define(found, quiet=found.kind != "procedure")

    # ------------------------------------------------------------------ one pack
    def pack(self, pack_doc: Any, files: list[Any]) -> None:
        owner = f"pack {pack_doc.pack or pack_doc.data.get('id')!r}"
        offered = [d for doc in [pack_doc] + files for d in _definitions(doc, owner)]
        removing = self.removals(pack_doc, "removes", offered)
        replacing = self.removals(pack_doc, "replaces", offered)
        for key in removing:
            self.drop(key)
        for found in offered:
            self.define(found, replacing=replacing)

    def removals(self, pack_doc: Any, word: str, offered: list[_Definition]) -> set[tuple[str, str]]:
        """The (kind, name) pairs a pack's `removes` or `replaces` names, checked (RK041, RK043)."""
        keys: set[tuple[str, str]] = set()
        given = {(d.kind, d.name) for d in offered}
        for group, kind in CHANGEABLE.items():
            for index, name in enumerate(_list(_dict(pack_doc.data.get(word)).get(group))):
                if not isinstance(name, str):
                    continue
                where = pack_doc.span((word, group, index))
                if (kind, name) not in self.defined:
                    known = [n for k, n in self.defined if k == kind]
                    verb = "remove" if word == "removes" else "replace"
                    self.problems.append(diagnostic("RK041", f"no {kind} {name!r} to {verb}: the game and the "
                                                             "packs before this one have none", where,
                                                    did_you_mean(name, known)))
                elif word == "replaces" and (kind, name) not in given:
                    self.problems.append(diagnostic("RK043", f"the pack replaces {kind} {name!r} but defines no "
                                                             f"{kind} {name!r} of its own (to take it out, "
                                                             f"list it under `removes`)", where))
                elif word == "removes" and (kind, name) in given:
                    self.problems.append(diagnostic("RK043", f"the pack removes {kind} {name!r} and defines one: "
                                                             f"list it under `replaces` instead", where))
                else:
                    keys.add((kind, name))
        return keys

    def drop(self, key: tuple[str, str]) -> None:
        self.defined.pop(key, None)
        if key[0] == "card":
            self.removed_cards.add(key[1])
        if key in self.trigger_order:
            self.trigger_order.remove(key)

    # ------------------------------------------------------------------ the result
    def documents(self, documents: Sequence[Any]) -> list[Any]:
        out = [self.game_document()]
        for doc in documents:
            if doc.kind in ("board", "cards") and isinstance(doc.data, dict):
                out.append(self.kept(doc))
            elif doc.kind not in ("game", "pack") or doc.kind == "game" and doc is not self.game_doc:
                out.append(doc)
        return out

    def kept(self, doc: Any) -> Any:
        """A cards or board file without its procedures (they are in the game document now) and without the
        cards no longer defined by it (removed or replaced: None keeps the others' positions)."""
        data = {k: v for k, v in doc.data.items() if k != "procedures"}
        if doc.kind == "cards" and isinstance(data.get("cards"), list):
            data["cards"] = [card if self.still(doc, index, card) else None for index, card in enumerate(data["cards"])]
        return dataclasses.replace(doc, data=data)

    def still(self, doc: Any, index: int, card: Any) -> bool:
        if not isinstance(card, dict) or not isinstance(card.get("id"), str):
            return True
        found = self.defined.get(("card", card["id"]))
        if found is None:  # a card a pack removed is gone; one never registered stays as it was
            return card["id"] not in self.removed_cards
        return found.doc is doc and found.path == ("cards", index)

    def game_document(self) -> Any:
        game = self.game_doc
        data = dict(game.data)
        routes: dict[tuple, tuple[Any, tuple]] = {}
        for group, kind in (("procedures", "procedure"), ("house_rules", "house rule"), ("events", "event")):
            merged = {}
            for (k, name), found in self.defined.items():
                if k == kind:
                    merged[name] = found.value()
                    if found.doc is not game:
                        routes[(group, name)] = (found.doc.marks, found.path)
            if merged or group in data:
                data[group] = merged
        triggers = []
        for index, key in enumerate(self.trigger_order):
            found = self.defined[key]
            triggers.append(found.value())
            if found.doc is not game or found.path != ("triggers", index):
                routes[("triggers", index)] = (found.doc.marks, found.path)
        if triggers or "triggers" in data:
            data["triggers"] = triggers
        if self.removed_cards:
            data["player_counts"] = _without_cards(data.get("player_counts"), self.removed_cards)
        return dataclasses.replace(game, data=data, marks=Routed(game.marks, routes))


def _definitions(doc: Any, owner: str) -> Iterator[_Definition]:
    """What a cards, board or pack document defines."""
    data = doc.data
    for name in _dict(data.get("procedures")):
        yield _Definition("procedure", name, owner, doc, ("procedures", name))
    if doc.kind == "cards":
        for index, card in enumerate(_list(data.get("cards"))):
            if isinstance(card, dict) and isinstance(card.get("id"), str):
                yield _Definition("card", card["id"], owner, doc, ("cards", index))
    elif doc.kind == "board":
        if isinstance(data.get("id"), str):
            yield _Definition("board", data["id"], owner, doc, ("id",))
        for name in _dict(data.get("spaces")):
            yield _Definition("space", name, owner, doc, ("spaces", name))
        for group in ("supplies", "tracks"):
            for name in _dict(data.get(group)):
                yield _Definition("counter", name, owner, doc, (group, name))
    elif doc.kind == "pack":
        for index, trigger in enumerate(_list(data.get("triggers"))):
            if isinstance(trigger, dict) and isinstance(trigger.get("id"), str):
                yield _Definition("trigger", trigger["id"], owner, doc, ("triggers", index))
        for group, kind in (("house_rules", "house rule"), ("events", "event")):
            for name in _dict(data.get(group)):
                yield _Definition(kind, name, owner, doc, (group, name))


def _without_cards(player_counts: Any, removed: set[str]) -> Any:
    """Player-count setups no longer naming cards a pack took out of the game."""
    if not isinstance(player_counts, dict):
        return player_counts
    out = {}
    for count, setup in player_counts.items():
        if isinstance(setup, dict) and isinstance(setup.get("remove"), list):
            setup = dict(setup, remove=[c for c in setup["remove"] if c not in removed])
        out[count] = setup
    return out


def _dict(value: Any) -> dict:
    return value if isinstance(value, dict) else {}


def _list(value: Any) -> list:
    return value if isinstance(value, list) else []
