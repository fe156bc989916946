"""Balancing a card: the same games played in two or more arms (the game as it is, with a pack, without a card),
compared seed by seed.

Every arm plays game i from the same seed (`derive_seed(seed, i)`, as `rulekit simulate` always has), so the deal
and the first dice agree and a change shows in fewer games. For each arm after the first, and each side (or
seat, in a game without sides), the difference of its win rate against the first arm is estimated from the pairs
(game i in the arm, game i in the first arm) with Newcombe's hybrid score interval for paired proportions
(Newcombe 1998, "Improved confidence intervals for the difference between binomial proportions based on paired
data", method 10), and McNemar's exact test on the games whose result changed. Per card and arm: how often it
was drawn, played and fired per game, and the win rate of the side in the games it played it
(rulekit.sim.cardstats says what each word means).

    arms = make_arms("musketiere", root, ["base:", "spy:examples/packs/musketiere-cardinal-spy"])
    records = play_arms(arms, players=4, agents=("greedy",) * 4, games=200, seed=1, runner=runner)
    result = compare_arms(arms, records, sides)
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable, Sequence

from rulekit.errors import RulekitError
from rulekit.sim.cells import Cell, Variant
from rulekit.sim.report import side_won as won
from rulekit.sim.simulate import wilson_interval

Z95 = 1.959963984540054
ARM_NAME = re.compile(r"^[a-z][a-z0-9_-]*$")


@dataclass(frozen=True)
class Arm:
    """One way of playing the game: its name, and the variant it plays."""

    name: str
    variant: Variant
    spec: str = ""  # what the person wrote after `NAME:`


# ------------------------------------------------------------------------------------------------ arms
def parse_arm(text: str) -> tuple[str, list[tuple[str, str]]]:
    """`NAME:ITEM,ITEM,...` -> (name, [(kind, value)]). An item is `pack=PACK`, `without=CARD`, `house-rule=RULE`,
    or a bare PACK (a folder or an installed pack's id); nothing after the colon is the game as given."""
    name, colon, rest = text.partition(":")
    if not colon or not ARM_NAME.match(name):
        raise RulekitError(f"{text!r}: an arm is NAME:CHANGES, e.g. base: or with-spy:path/to/pack or "
                           "no-spy:without=cardinal-spy (NAME in lower case)")
    items = []
    for part in (p.strip() for p in rest.split(",")):
        if not part:
            continue
        kind, equals, value = part.partition("=")
        if not equals:
            kind, value = "pack", part
        if kind not in ("pack", "without", "house-rule") or not value:
            raise RulekitError(f"{part!r} in arm {name!r}: use pack=PACK, without=CARD or house-rule=RULE")
        items.append((kind, value))
    return name, items


def make_arms(base: Variant, specs: Sequence[str] = (), without: Sequence[str] = ()) -> list[Arm]:
    """The arms of a comparison: `specs` (`NAME:CHANGES`), each a change of `base` (the game with the packs and
    house rules every arm shares); or, with `without` alone, the game as given against it without those cards."""
    from rulekit.sim.cells import pack_files

    if without and specs:
        raise RulekitError("--without is a shorthand for two arms; with --compare, write without=CARD in an arm")
    if without:
        specs = ["as-given:", "without:" + ",".join(f"without={card}" for card in without)]
    if len(specs) < 2:
        raise RulekitError("a comparison needs at least two arms (--compare NAME:... twice, or --without CARD)")
    arms: list[Arm] = []
    for text in specs:
        name, items = parse_arm(text)
        if any(arm.name == name for arm in arms):
            raise RulekitError(f"two arms are named {name!r}")
        packs = tuple(pack_files(base.game, value, Path.cwd()) for kind, value in items if kind == "pack")
        variant = replace(
            base,
            packs=base.packs + tuple(p for p in packs if p not in base.packs),
            out_of_play=base.out_of_play + tuple(sorted(v for k, v in items if k == "without")),
            house_rules=base.house_rules + tuple(v for k, v in items if k == "house-rule" and v not in base.house_rules))
        arms.append(Arm(name, variant, text.partition(":")[2]))
    return arms


def check_arms(arms: Sequence[Arm]) -> list[Any]:
    """Each arm's compiled game (an unknown card, house rule or a broken pack is an error naming the arm)."""
    from rulekit.sim.cells import definition

    from rulekit.errors import ContentError

    found = []
    for arm in arms:
        try:
            found.append(definition(arm.variant))
        except ContentError:
            raise  # located in its file already
        except RulekitError as error:
            raise RulekitError(f"arm {arm.name!r}: {error}") from None
    return found


# ------------------------------------------------------------------------------------------------ playing
def play_arms(arms: Sequence[Arm], players: int, agents: Sequence[str], games: int, seed: int, runner: Any,
              progress: Callable[[int], None] | None = None) -> dict[str, list[dict[str, Any]]]:
    """Every arm's game records (rulekit.sim.cells.game_record, with card statistics), in game order. Game i of
    every arm starts from the same seed."""
    from rulekit.sim.cells import play_batch
    from rulekit.sim.parallel import batches

    cells = {arm.name: Cell(arm.variant, players, tuple(agents), seed, "", card_stats=True) for arm in arms}
    tasks = [((arm.name, start), play_batch, (cells[arm.name], start, stop))
             for arm in arms for start, stop in batches(games, runner.jobs)]
    found: dict[tuple[str, int], list[dict[str, Any]]] = {}
    for key, records in runner.run(tasks):
        found[key] = records
        if progress:
            progress(len(records))
    return {arm.name: [r for key in sorted(k for k in found if k[0] == arm.name) for r in found[key]] for arm in arms}


# ------------------------------------------------------------------------------------------------ statistics
def paired_difference(arm: Sequence[bool], base: Sequence[bool], z: float = Z95) -> dict[str, Any]:
    """The difference of two rates measured on the same games (arm minus base): the estimate, Newcombe's
    interval (method 10), the four cells of the paired table and McNemar's exact two-sided p-value."""
    if len(arm) != len(base):
        raise ValueError("paired outcomes need as many games in both arms")
    a = sum(1 for x, y in zip(arm, base) if x and y)
    b = sum(1 for x, y in zip(arm, base) if x and not y)
    c = sum(1 for x, y in zip(arm, base) if y and not x)
    d = len(arm) - a - b - c
    n = len(arm)
    if n == 0:
        return {"pairs": 0, "difference": 0.0, "ci95": [-1.0, 1.0], "both": 0, "only_arm": 0, "only_base": 0,
                "neither": 0, "p_value": 1.0}
    p1, p2 = (a + b) / n, (a + c) / n
    l1, u1 = wilson_interval(a + b, n, z)
    l2, u2 = wilson_interval(a + c, n, z)
    product = (a + b) * (c + d) * (a + c) * (b + d)
    phi = (a * d - b * c) / math.sqrt(product) if product else 0.0
    below = math.sqrt(max(0.0, (p1 - l1) ** 2 - 2 * phi * (p1 - l1) * (u2 - p2) + (u2 - p2) ** 2))
    above = math.sqrt(max(0.0, (u1 - p1) ** 2 - 2 * phi * (u1 - p1) * (p2 - l2) + (p2 - l2) ** 2))
    theta = p1 - p2
    return {"pairs": n, "difference": theta, "ci95": [max(-1.0, theta - below), min(1.0, theta + above)],
            "both": a, "only_arm": b, "only_base": c, "neither": d, "p_value": mcnemar_exact(b, c)}


def mcnemar_exact(b: int, c: int) -> float:
    """McNemar's exact test: two-sided p-value of b against c discordant pairs (a binomial test at one half)."""
    n = b + c
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, k) for k in range(min(b, c) + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def outcome_groups(sides: dict[str, Sequence[int]], seat_names: Sequence[str], players: int) -> dict[str, list[int]]:
    """Who wins is counted by side; in a game without sides, by seat (named where the game names seats)."""
    if sides:
        return {side: [s for s in members if s < players] for side, members in sides.items()}
    return {(seat_names[s] if s < len(seat_names) else f"seat {s}"): [s] for s in range(players)}


def compare_arms(arms: Sequence[Arm], records: dict[str, list[dict[str, Any]]], groups: dict[str, list[int]],
                 cards: Sequence[str] | None = None) -> dict[str, Any]:
    """The comparison as plain data (what --format json prints): per arm its win rates, per arm after the first
    the paired differences against the first, and per arm the card statistics (of `cards`, or of every card)."""
    base = arms[0].name
    played = {name: {r["index"]: r for r in found if "error" not in r} for name, found in records.items()}
    result: dict[str, Any] = {"arms": [], "differences": [], "cards": {}}
    for arm in arms:
        games = played[arm.name]
        rates = {}
        for group, members in groups.items():
            wins = sum(1 for r in games.values() if won(r, members))
            rates[group] = {"wins": wins, "win_rate": wins / len(games) if games else 0.0,
                            "ci95": list(wilson_interval(wins, len(games)))}
        rounds = [r["rounds"] for r in games.values()]
        result["arms"].append({"name": arm.name, "changes": arm.spec, "packs": list(arm.variant.packs),
                               "without": list(arm.variant.out_of_play), "house_rules": list(arm.variant.house_rules),
                               "games": len(games), "failed": len(records[arm.name]) - len(games),
                               "mean_rounds": sum(rounds) / len(rounds) if rounds else 0.0, "win_rates": rates})
        result["cards"][arm.name] = card_rows(games.values(), groups, cards)
    for arm in arms[1:]:
        both = sorted(set(played[arm.name]) & set(played[base]))
        for group, members in groups.items():
            row = paired_difference([won(played[arm.name][i], members) for i in both],
                                    [won(played[base][i], members) for i in both])
            result["differences"].append({"arm": arm.name, "base": base, "group": group, **row})
    return result


def card_rows(games: Any, groups: dict[str, list[int]], only: Sequence[str] | None = None) -> list[dict[str, Any]]:
    """Per card: drawn, played and fired per game, and the win rate of the group that played it (each game
    counted once per group that played the card)."""
    side_of = {seat: group for group, members in groups.items() for seat in members}
    totals: dict[str, dict[str, float]] = {}
    count = 0
    for record in games:
        count += 1
        stats = record.get("cards") or {}
        for card, who in (stats.get("drawn") or {}).items():
            totals.setdefault(card, _zero())["drawn"] += len(who)
        for card, times in (stats.get("fired") or {}).items():
            totals.setdefault(card, _zero())["fired"] += times
        for card, who in (stats.get("played") or {}).items():
            entry = totals.setdefault(card, _zero())
            entry["played"] += len(who)
            for group in {side_of.get(seat) for seat in who if seat is not None} - {None}:
                entry["played_games"] += 1
                entry["won"] += won(record, groups[group])
    rows = []
    for card in (only if only is not None else sorted(totals)):
        entry = totals.get(card, _zero())
        n, wins = int(entry["played_games"]), int(entry["won"])
        rows.append({"card": card, "drawn_per_game": entry["drawn"] / count if count else 0.0,
                     "played_per_game": entry["played"] / count if count else 0.0,
                     "fired_per_game": entry["fired"] / count if count else 0.0, "played_games": n,
                     "win_rate_when_played": wins / n if n else None,
                     "win_rate_when_played_ci95": list(wilson_interval(wins, n)) if n else None})
    return sorted(rows, key=lambda r: (-r["played_per_game"], -r["fired_per_game"], -r["drawn_per_game"], r["card"]))


def _zero() -> dict[str, float]:
    return {"drawn": 0, "played": 0, "fired": 0, "played_games": 0, "won": 0}


def changed_cards(definitions: Sequence[Any], arms: Sequence[Arm]) -> list[str]:
    """The cards not in play in every arm's game: what the comparison is about."""
    every = [set(d.cards) - set(arm.variant.out_of_play) for d, arm in zip(definitions, arms)]
    return sorted(set.union(*every) - set.intersection(*every))
