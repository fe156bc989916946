"""One cell of a sweep: a game made with chosen changes, played by chosen agents, and the record of each game.

A `Cell` holds everything a worker needs, as plain values, so that it can be sent to another process or another
machine: the game, its house rules, the cards taken out or added (a definition adjustment made on the game's
documents before compiling), counters started at other values (an adjustment of the compiled definition), the
number of people and one agent per seat. A worker compiles each distinct definition once (`definition`).

Game `index` of a cell is played from `derive_seed(seed, seed_key, index)`, never from anything about the worker,
so a cell's games are the same whichever process, machine or batch plays them.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Sequence

from rulekit.errors import ContentError, RulekitError
from rulekit.load.cards import copy_ids, unfold
from rulekit.run.rng import derive_seed
from rulekit.sim.simulate import GameOutcome, play_game


@dataclass(frozen=True)
class Variant:
    """How the game is changed: house rules, cards out and in, counters' initial values."""

    game: str
    house_rules: tuple[str, ...] = ()
    remove_cards: tuple[str, ...] = ()
    add_cards: tuple[str, ...] = ()  # YAML card files (absolute paths), in the cards schema
    counters: tuple[tuple[str, int], ...] = ()  # (game or player counter, initial value)
    root: str = ""  # the content folder ("" for the default one)
    packs: tuple[str, ...] = ()  # content packs (absolute folders, see `pack_files`), merged in this order
    out_of_play: tuple[str, ...] = ()  # cards kept in the game (rules naming them still compile) but never dealt


@dataclass(frozen=True)
class Cell:
    """A variant played by `agents` with `players` people; games `index` use derive_seed(seed, seed_key, index)."""

    variant: Variant
    players: int
    agents: tuple[str, ...]
    seed: int
    seed_key: str = ""
    card_stats: bool = False  # also record which cards were drawn and played (rulekit.sim.cardstats)

    def game_seed(self, index: int) -> int:
        if not self.seed_key:
            return derive_seed(self.seed, index)  # what `rulekit simulate` has always used
        return derive_seed(self.seed, self.seed_key, index)


def definition(variant: Variant) -> Any:
    """The compiled game of a variant, compiled once per process."""
    base = _compiled(variant.game, variant.house_rules, variant.remove_cards, variant.add_cards, variant.root,
                     variant.packs)
    adjusted = with_counters(base, dict(variant.counters)) if variant.counters else base
    return without_cards(adjusted, variant.out_of_play) if variant.out_of_play else adjusted


@lru_cache(maxsize=64)
def _compiled(game: str, house_rules: tuple[str, ...], remove: tuple[str, ...], add: tuple[str, ...], root: str,
              packs: tuple[str, ...] = ()) -> Any:
    from rulekit import catalog

    content_root = Path(root) if root else catalog.default_content_root()
    if not remove and not add:
        return catalog.game(game, house_rules, content_root, packs)
    from rulekit.compile.game import compile_game

    with_packs = catalog.game(game, (), content_root, packs)  # an unknown game or a broken pack is named as such
    documents = catalog.game_content(str(content_root), game).documents_for(game)
    if packs:
        documents = catalog.content_with_packs(str(content_root), game, packs).documents_for(game)
    definition = compile_game(adjust_documents(documents, game, remove, add), game, house_rules)
    return dataclasses.replace(definition, packs=with_packs.packs)


def adjust_documents(documents: Sequence[Any], game: str, remove: Sequence[str], add: Sequence[str]) -> list[Any]:
    """The game's documents with the cards `remove` taken out and the card files `add` read in (checked against
    the cards schema; a problem is a ContentError at its file:line:col). A card a pack added can be removed too."""
    unknown = set(remove)
    adjusted = []
    for doc in documents:
        cards = doc.get("cards") if doc.kind == "cards" else None
        if isinstance(cards, list) and any(_names(c) & unknown for c in cards):
            # a card taken out leaves None in its place (the others keep their positions and YAML marks); an entry
            # with some of its copies taken out is unfolded into the copies that stay
            kept = [entry for c in cards for entry in (_without(c, set(remove)) or [None])]
            unknown -= {name for c in cards for name in _names(c)}
            doc = dataclasses.replace(doc, data=dict(doc.data, cards=kept))
        adjusted.append(doc)
    if unknown:
        from rulekit.errors import did_you_mean

        ids = [i for d in documents if d.kind == "cards" for c in (d.get("cards") or ()) for i in _names(c)]
        name = sorted(unknown)[0]
        hint = did_you_mean(name, [i for i in ids if isinstance(i, str)])
        raise RulekitError(f"{game} has no card {name!r} to remove" + (f" (did you mean {hint!r}?)" if hint else ""))
    for path in add:
        adjusted.append(_card_document(Path(path), game))
    return adjusted


def _names(card: Any) -> set[str]:
    """The ids a card entry answers to in a `remove` list: its id, and with `copies` each copy's id."""
    if not isinstance(card, dict) or not isinstance(card.get("id"), str):
        return set()
    return {card["id"], *copy_ids(card)}


def _without(card: Any, remove: set[str]) -> list[Any]:
    """A card entry without the removed cards: gone when its id is removed; with some copies removed, the
    others as single entries (sharing the entry's message)."""
    if not isinstance(card, dict) or not _names(card) & remove:
        return [card]
    if card.get("id") in remove:
        return []
    return [entry for entry in unfold(card) if entry["id"] not in remove]


def _card_document(path: Path, game: str) -> Any:
    from rulekit.errors import Diagnostic
    from rulekit.load import Document, parse_yaml, validate_document

    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        raise RulekitError(f"{path}: cannot read the card file ({error})") from None
    parsed = parse_yaml(text, str(path))
    doc = Document(str(path), "cards", game, parsed.data, parsed.marks, parsed.ok)
    problems = list(parsed.diagnostics) + validate_document(doc)
    if not problems and doc.get("game") != game:
        problems.append(Diagnostic("RK004", f"the card file is for game {doc.get('game')!r}, not {game!r}",
                                   parsed.marks.span(("game",))))
    if problems:
        raise ContentError(problems)
    return doc


def pack_files(game: str, pack: str, base: Path | None = None) -> str:
    """The hook for packs: the folder of a pack (a folder or pack.yaml, relative to `base`, e.g. the sweep file's
    folder, or the id of an installed pack) as a variant names it (`Variant.packs`). A pack is more than cards
    (procedures, boards, triggers): a variant carries the pack whole, and the worker merges it when it compiles the
    variant. RulekitError when it is no pack or extends another game."""
    from rulekit.load.packs import find_pack

    found = find_pack(pack, base)
    if found.game != game:
        raise RulekitError(f"pack {found.id!r} ({found.folder}) extends game {found.game!r}, not {game!r}")
    return str(found.folder)


def with_counters(base: Any, counters: dict[str, int]) -> Any:
    """A copy of a compiled game whose game or player counters start at other values (also for every player count
    that sets its own)."""
    game_counters, player_counters = dict(base.counters), dict(base.player_counters)
    for name, value in counters.items():
        if name in game_counters:
            game_counters[name] = int(value)
        elif name in player_counters:
            player_counters[name] = int(value)
        else:
            from rulekit.errors import did_you_mean

            hint = did_you_mean(name, list(game_counters) + list(player_counters))
            raise RulekitError(f"{base.id} has no counter {name!r}" + (f" (did you mean {hint!r}?)" if hint else ""))
    player_counts = {}
    for count, rules in base.player_counts.items():
        rules = dict(rules)
        for key, table in (("counters", game_counters), ("player_counters", player_counters)):
            if key in rules:
                rules[key] = {n: (counters[n] if n in counters and n in table else v) for n, v in rules[key].items()}
        player_counts[count] = rules
    return dataclasses.replace(base, counters=game_counters, player_counters=player_counters, player_counts=player_counts)


def without_cards(base: Any, cards: Sequence[str]) -> Any:
    """A copy of a compiled game whose `cards` start in the box (out of play) at every player count, as a player
    count's own `remove` does. Unlike `remove_cards` the cards stay defined, so a rule that names one still
    compiles (and never finds it in play)."""
    from rulekit.errors import did_you_mean

    for card in cards:
        if card not in base.cards:
            hint = did_you_mean(card, base.cards)
            raise RulekitError(f"{base.id} has no card {card!r}" + (f" (did you mean {hint!r}?)" if hint else ""))
    player_counts = {}
    for count in range(base.min_players, base.max_players + 1):
        rules = dict(base.player_counts.get(count, {}))
        rules["remove"] = tuple(rules.get("remove", ())) + tuple(c for c in cards if c not in rules.get("remove", ()))
        player_counts[count] = rules
    for count, rules in base.player_counts.items():
        player_counts.setdefault(count, rules)
    return dataclasses.replace(base, player_counts=player_counts)


# ------------------------------------------------------------------------------------------------ playing
def play_batch(cell: Cell, start: int, stop: int) -> list[dict[str, Any]]:
    """The records of games start..stop-1 of a cell, in order (this is what workers run). A game that fails is a
    record with its `error`; the others still count."""
    game_def = definition(cell.variant)
    records = []
    for index in range(start, stop):
        seed = cell.game_seed(index)
        try:
            game = play_game(game_def, cell.players, seed, cell.agents, keep=True)
        except Exception as error:  # noqa: BLE001 - reported per game; the others still count
            records.append({"index": index, "seed": seed, "error": _describe(error)})
            continue
        records.append(game_record(game, index, seed, cell.card_stats))
    return records


def game_record(game: Any, index: int, seed: int, card_stats: bool) -> dict[str, Any]:
    result = game.result
    record = {"index": index, "seed": seed, "winners": list(result["winners"]), "scores": list(result["scores"]),
              "reason": result["reason"], "rounds": game.state["round"], "decisions": len(game.choices)}
    if card_stats:
        from rulekit.sim.cardstats import card_events

        record["cards"] = card_events(game)
    return record


def _describe(error: Exception) -> str:
    return str(error) if isinstance(error, RulekitError) else f"{type(error).__name__}: {error}"


def simulate_cell(cell: Any, games: int, runner: Any, progress: Callable[[int], None] | None = None,
                  failures: list[dict[str, Any]] | None = None,
                  records: list[dict[str, Any]] | None = None) -> list[GameOutcome]:
    """`simulate` for a rulekit.sim.cells.Cell on a backend of rulekit.sim.parallel (one process, a pool, a Dask
    cluster): the same games, so the same outcomes in the same order whatever runs them. With `records`, every
    game's record (rulekit.sim.cells.game_record) is appended there too, in order."""
    from rulekit.sim.parallel import batches

    tasks = [(start, play_batch, (cell, start, stop)) for start, stop in batches(games, runner.jobs)]
    found: dict[int, list[dict[str, Any]]] = {}
    for start, batch in runner.run(tasks):
        found[start] = batch
        if progress:
            progress(len(batch))
    outcomes = []
    for start in sorted(found):
        if records is not None:
            records.extend(found[start])
        for record in found[start]:
            if "error" in record:
                if failures is None:
                    raise RulekitError(f"game {record['index'] + 1} (seed {record['seed']}) failed: {record['error']}")
                failures.append({"index": record["index"], "seed": record["seed"], "error": record["error"]})
                continue
            outcomes.append(GameOutcome(record["seed"], tuple(record["winners"]), tuple(record["scores"]),
                                        record["reason"], record["rounds"], record["decisions"]))
    return outcomes
