"""`rulekit report RESULTS`: a sweep's results as one self-contained HTML page, figures drawn with matplotlib.

The page embeds every figure as a base64 PNG, so it can be mailed or archived alone; the same PNG files are
written beside it for pasting elsewhere. What it shows, for every finished cell: win rate per side with 95%
Wilson intervals; game length (rounds); how games ended; per card, how often it was drawn and played and how
often the side that played it won (rulekit.sim.cardstats says what "drawn" and "played" mean); and, where the
sweep varies an axis, the paired difference of each value against the axis's first value (cells equal in every
other axis, game i against game i: with `seeds: paired` both started from the same seed).
"""
from __future__ import annotations

import base64
import html
import math
import re
from pathlib import Path
from typing import Any, Sequence

from rulekit.errors import RulekitError
from rulekit.records import write_atomically
from rulekit.sim.simulate import wilson
from rulekit.sim.sweep import read_results

Z95 = 1.959964


# ------------------------------------------------------------------------------------------------ numbers
def side_groups(manifest: dict[str, Any], players: int | None = None) -> dict[str, list[int]]:
    """The sides games are won by: the game's sides, or each seat on its own."""
    sides = manifest.get("sides") or {}
    if sides:
        return {name: list(members) for name, members in sides.items()}
    seats = manifest.get("seats") or []
    count = players if players is not None else len(seats)
    return {(seats[s] if s < len(seats) else f"seat {s}"): [s] for s in range(count)}


def side_won(record: dict[str, Any], members: Sequence[int]) -> bool:
    winners = record.get("winners") or []
    if len(members) == 1:
        return winners == [members[0]]
    return bool(winners) and set(winners) <= set(members)


def played_games(records: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    return [r for r in records if "error" not in r]


def cell_stats(manifest: dict[str, Any], header: dict[str, Any], records: Sequence[dict[str, Any]]) -> dict[str, Any]:
    games = played_games(records)
    sides = {}
    for side, members in side_groups(manifest, header["players"] if not manifest.get("sides") else None).items():
        wins = sum(1 for r in games if side_won(r, members))
        lo, hi = wilson(wins, len(games))
        sides[side] = (wins / len(games) if games else 0.0, lo, hi)
    endings: dict[str, int] = {}
    for r in games:
        endings[r["reason"]] = endings.get(r["reason"], 0) + 1
    rounds = [r["rounds"] for r in games]
    return {"name": header["cell"], "games": len(games), "failed": len(records) - len(games), "sides": sides,
            "endings": endings, "rounds": rounds, "mean_rounds": sum(rounds) / len(rounds) if rounds else 0.0}


def cell_rows(folder: Path) -> list[dict[str, Any]]:
    manifest, cells = read_results(folder)
    return [cell_stats(manifest, header, records) for header, records in cells]


def card_table(manifest: dict[str, Any], cells: list) -> list[dict[str, Any]]:
    """Per card over every cell: drawn and played per game, and the win rate of the side when it played it."""
    side_of = {}
    totals: dict[str, dict[str, Any]] = {}
    games = 0
    for header, records in cells:
        groups = side_groups(manifest, header["players"] if not manifest.get("sides") else None)
        side_of = {seat: side for side, members in groups.items() for seat in members}
        for record in played_games(records):
            games += 1
            cards = record.get("cards") or {}
            for card, who in (cards.get("drawn") or {}).items():
                totals.setdefault(card, _card_total())["drawn"] += len(who)
            for card, times in (cards.get("fired") or {}).items():
                totals.setdefault(card, _card_total())["fired"] += times
            for card, who in (cards.get("played") or {}).items():
                entry = totals.setdefault(card, _card_total())
                entry["played"] += len(who)
                for side in {side_of.get(seat) for seat in who if seat is not None}:
                    entry["played_games"] += 1
                    entry["won"] += side_won(record, groups[side])
    rows = []
    for card, entry in totals.items():
        lo, hi = wilson(entry["won"], entry["played_games"])
        rows.append({"card": card, "drawn": entry["drawn"] / games, "played": entry["played"] / games,
                     "fired": entry["fired"] / games,
                     "played_games": entry["played_games"],
                     "win_rate": entry["won"] / entry["played_games"] if entry["played_games"] else float("nan"),
                     "ci": (lo, hi)})
    return sorted(rows, key=lambda r: (-r["played"], -r["drawn"], r["card"]))


def _card_total() -> dict[str, int]:
    return {"drawn": 0, "played": 0, "fired": 0, "played_games": 0, "won": 0}


def paired_differences(manifest: dict[str, Any], cells: list) -> list[dict[str, Any]]:
    """For every varied axis and every value after its first: the mean paired difference of each side's wins
    (this value minus the first value, game i against game i) with a 95% interval, per group of other labels."""
    by_labels = {tuple(sorted(h["labels"].items())): (h, records) for h, records in cells}
    found = []
    for axis in manifest.get("varied") or ():
        baseline = manifest["axes"][axis][0]
        for header, records in cells:
            if header["labels"][axis] == baseline:
                continue
            other = dict(header["labels"], **{axis: baseline})
            base = by_labels.get(tuple(sorted(other.items())))
            if base is None:
                continue
            found.extend(_differences(manifest, axis, baseline, header, records, base[0], base[1]))
    return found


def _differences(manifest: dict, axis: str, baseline: str, header: dict, records: list, base_header: dict,
                 base_records: list) -> list[dict[str, Any]]:
    base_by_index = {r["index"]: r for r in played_games(base_records)}
    pairs = [(r, base_by_index[r["index"]]) for r in played_games(records) if r["index"] in base_by_index]
    groups = side_groups(manifest, header["players"] if not manifest.get("sides") else None)
    names = list(groups)[:1] if len(groups) == 2 else list(groups)
    rows = []
    for side in names:
        diffs = [side_won(a, groups[side]) - side_won(b, groups[side]) for a, b in pairs]
        n = len(diffs)
        mean = sum(diffs) / n if n else 0.0
        sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
        half = Z95 * sd / math.sqrt(n) if n else 0.0
        others = " ".join(f"{k.removeprefix('counter:')}={v}" for k, v in header["labels"].items()
                          if k != axis and k in (manifest.get("varied") or ()))
        rows.append({"axis": axis.removeprefix("counter:"), "value": header["labels"][axis], "baseline": baseline,
                     "others": others, "side": side, "pairs": n, "mean": mean, "ci": (mean - half, mean + half),
                     "changed": sum(1 for d in diffs if d)})
    return rows


# ------------------------------------------------------------------------------------------------ figures
def _pyplot() -> Any:
    try:
        import matplotlib
    except ImportError:
        raise RulekitError("rulekit report needs matplotlib: pip install 'rulekit[report]'") from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams.update({"figure.dpi": 100, "font.size": 9, "svg.hashsalt": "rulekit", "axes.grid": True,
                         "grid.alpha": 0.3})
    return plt


def _save(fig: Any, path: Path) -> Path:
    fig.tight_layout()
    fig.savefig(path, format="png", metadata={"Software": None})
    import matplotlib.pyplot as plt

    plt.close(fig)
    return path


def tick_label(text: str, width: int = 36) -> str:
    """A label broken into lines of at most `width` characters after a comma, space or `|` (cell names such as
    `agents=mylady=ismcts:10,musketeers=...` are too long for one line beside a plot)."""
    lines, line = [], ""
    for part in re.findall(r"[^,| ]+[,| ]*|[,| ]+", text):
        if line and len(line) + len(part.rstrip()) > width:
            lines.append(line.rstrip())
            line = ""
        line += part
    lines.append(line.rstrip())
    return "\n".join(lines)


def _lines(labels: Sequence[str]) -> int:
    return sum(label.count("\n") + 1 for label in labels)


def all_sides(stats: list[dict]) -> list[str]:
    """Every side in any cell, in order of appearance (without sides, a 5-player cell has a seat more)."""
    return list(dict.fromkeys(side for s in stats for side in s["sides"]))


def figure_win_rates(stats: list[dict], path: Path) -> Path:
    plt = _pyplot()
    sides = all_sides(stats)
    names = [tick_label(s["name"]) for s in stats]
    rows = max(len(stats) * max(1, len(sides)) ** 0.5, 0.6 * _lines(names))
    fig, ax = plt.subplots(figsize=(8, 1.2 + 0.32 * rows))
    step = 0.8 / max(1, len(sides))
    for k, side in enumerate(sides):
        having = [(i, s["sides"][side]) for i, s in enumerate(stats) if side in s["sides"]]
        ys = [i + (k - (len(sides) - 1) / 2) * step for i, _ in having]
        rates = [rate for _, (rate, _lo, _hi) in having]
        errors = [[rate - lo for _, (rate, lo, _hi) in having], [hi - rate for _, (rate, _lo, hi) in having]]
        ax.errorbar(rates, ys, xerr=errors, fmt="o", capsize=3, label=side)
    ax.set_yticks(range(len(stats)), names)
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.set_xlabel("win rate (95% interval)")
    ax.legend(loc="best", fontsize=8)
    ax.set_title("Win rate per side")
    return _save(fig, path)


def figure_lengths(stats: list[dict], path: Path) -> Path:
    plt = _pyplot()
    names = [tick_label(s["name"]) for s in stats]
    fig, ax = plt.subplots(figsize=(8, 1.2 + 0.32 * max(len(stats), 0.6 * _lines(names))))
    import matplotlib

    sideways = {"orientation": "horizontal"} if tuple(map(int, matplotlib.__version__.split(".")[:2])) >= (3, 10) \
        else {"vert": False}
    ax.boxplot([s["rounds"] or [0] for s in stats], showmeans=True, **sideways)
    ax.set_yticks(range(1, len(stats) + 1), names)
    ax.invert_yaxis()
    ax.set_xlabel("rounds per game")
    ax.set_title("Game length (box: quartiles; triangle: mean)")
    return _save(fig, path)


def figure_endings(stats: list[dict], path: Path) -> Path:
    plt = _pyplot()
    reasons = sorted({reason for s in stats for reason in s["endings"]})
    names = [tick_label(s["name"]) for s in stats]
    fig, ax = plt.subplots(figsize=(8, 1.4 + 0.32 * max(len(stats), 0.6 * _lines(names))))
    left = [0.0] * len(stats)
    for reason in reasons:
        shares = [s["endings"].get(reason, 0) / s["games"] if s["games"] else 0 for s in stats]
        ax.barh(range(len(stats)), shares, left=left, label=reason)
        left = [a + b for a, b in zip(left, shares)]
    ax.set_yticks(range(len(stats)), names)
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.set_xlabel("share of games")
    ax.legend(loc="center left", bbox_to_anchor=(1.01, 0.5), fontsize=8)  # beside: below, it hid the axis label
    ax.set_title("How games ended")
    return _save(fig, path)


def figure_cards(rows: list[dict], path: Path, top: int = 30) -> Path:
    plt = _pyplot()
    shown = rows[:top]
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 1.2 + 0.25 * len(shown)), sharey=True)
    ys = range(len(shown))
    left.barh([y - 0.2 for y in ys], [r["drawn"] for r in shown], height=0.4, label="drawn")
    left.barh([y + 0.2 for y in ys], [r["played"] for r in shown], height=0.4, label="played")
    left.set_yticks(list(ys), [r["card"] for r in shown])
    left.invert_yaxis()
    left.set_xlabel("times per game")
    left.legend(fontsize=8)
    rates = [r["win_rate"] for r in shown]
    errors = [[0 if math.isnan(w) else w - r["ci"][0] for w, r in zip(rates, shown)],
              [0 if math.isnan(w) else r["ci"][1] - w for w, r in zip(rates, shown)]]
    right.errorbar(rates, list(ys), xerr=errors, fmt="o", capsize=3)
    right.set_xlim(0, 1)
    right.set_xlabel("win rate of the side when it played the card (95%)")
    fig.suptitle(f"Cards: the {len(shown)} played most, over every cell")
    return _save(fig, path)


def figure_differences(rows: list[dict], path: Path) -> Path:
    plt = _pyplot()
    labels = [tick_label(f"{r['axis']}={r['value']} vs {r['baseline']}" + (f" | {r['others']}" if r["others"] else "")
                         + f" [{r['side']}]", 48) for r in rows]
    fig, ax = plt.subplots(figsize=(8, 1.2 + 0.3 * max(len(rows), 0.6 * _lines(labels))))
    means = [r["mean"] for r in rows]
    errors = [[m - r["ci"][0] for m, r in zip(means, rows)], [r["ci"][1] - m for m, r in zip(means, rows)]]
    ax.errorbar(means, range(len(rows)), xerr=errors, fmt="o", capsize=3)
    ax.axvline(0, color="grey", linewidth=1)
    ax.set_yticks(range(len(rows)), labels)
    ax.invert_yaxis()
    ax.set_xlabel("difference in win rate, paired by seed (95% interval)")
    ax.set_title("What each change does, against the axis's first value")
    return _save(fig, path)


# ------------------------------------------------------------------------------------------------ the page
def write_report(folder: Path, page: Path, title: str | None = None) -> list[Path]:
    """Write the page and its PNG figures beside it; returns the figure files."""
    manifest, cells = read_results(folder)
    if not cells:
        raise RulekitError(f"{folder} has no finished cell yet: run or resume the sweep first")
    page = Path(page)
    page.parent.mkdir(parents=True, exist_ok=True)
    stats = [cell_stats(manifest, header, records) for header, records in cells]
    cards = card_table(manifest, cells) if manifest.get("card_stats") else []
    diffs = paired_differences(manifest, cells)
    stem = page.stem
    figures = [figure_win_rates(stats, page.with_name(f"{stem}-win-rates.png")),
               figure_lengths(stats, page.with_name(f"{stem}-lengths.png")),
               figure_endings(stats, page.with_name(f"{stem}-endings.png"))]
    if cards:
        figures.append(figure_cards(cards, page.with_name(f"{stem}-cards.png")))
    if diffs:
        figures.append(figure_differences(diffs, page.with_name(f"{stem}-differences.png")))
    text = _page(manifest, stats, cards, diffs, figures, title, len(cells))

    write_atomically(page, text)
    return figures


def _img(path: Path, alt: str) -> str:
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    return f'<figure><img alt="{html.escape(alt)}" src="data:image/png;base64,{data}"><figcaption>{html.escape(alt)}</figcaption></figure>'


def _page(manifest: dict, stats: list, cards: list, diffs: list, figures: list[Path], title: str | None,
          finished: int) -> str:
    e = html.escape
    title = title or manifest.get("description") or f"Sweep of {manifest['game']}"
    parts = [f"<!doctype html><html lang=en><head><meta charset=utf-8><title>{e(title)}</title><style>{CSS}</style>"
             f"</head><body><h1>{e(title)}</h1>",
             f"<p>Game <b>{e(manifest['game'])}</b>; {finished} of {len(manifest['cells'])} cells finished, "
             f"{manifest['games']} games each; seed {manifest['seed']}, seeds {e(manifest['seeds'])}. "
             f"Axes: {e(_axes_text(manifest['axes']))}.</p>",
             "<h2>Cells</h2>", _cells_table(stats)]
    captions = {"win-rates": "Win rate per side, 95% Wilson intervals", "lengths": "Rounds per game",
                "endings": "How games ended", "cards": "Cards drawn and played",
                "differences": "Paired differences between cells"}
    for path in figures:
        kind = path.stem.split("-", 1)[1] if "-" in path.stem else path.stem
        parts.append(_img(path, next((c for k, c in captions.items() if kind.endswith(k)), path.stem)))
    if diffs:
        parts += ["<h2>Paired differences</h2>", _diff_table(diffs)]
    if cards:
        parts += ["<h2>Cards</h2>", f"<p>{e(CARD_NOTE)}</p>", _card_table_html(cards)]
    parts.append("</body></html>\n")
    return "\n".join(parts)


def _axes_text(axes: dict[str, list[str]]) -> str:
    return "; ".join(f"{axis.removeprefix('counter:')}: " + ", ".join(labels) for axis, labels in axes.items())


def rate_text(stat: dict, side: str) -> str:
    if side not in stat["sides"]:
        return "-"
    rate, lo, hi = stat["sides"][side]
    return f"{rate:.3f} ({lo:.3f}-{hi:.3f})"


def _cells_table(stats: list) -> str:
    sides = all_sides(stats)
    head = "".join(f"<th>{html.escape(s)}</th>" for s in sides)
    rows = []
    for s in stats:
        cells = "".join(f"<td>{rate_text(s, side)}</td>" for side in sides)
        rows.append(f"<tr><td>{html.escape(s['name'])}</td><td>{s['games']}</td><td>{s['failed']}</td>{cells}"
                    f"<td>{s['mean_rounds']:.2f}</td></tr>")
    return (f"<table><tr><th>cell</th><th>games</th><th>failed</th>{head}<th>mean rounds</th></tr>"
            + "".join(rows) + "</table>")


def _diff_table(diffs: list) -> str:
    rows = "".join(
        f"<tr><td>{html.escape(d['axis'])}</td><td>{html.escape(d['value'])} vs {html.escape(d['baseline'])}</td>"
        f"<td>{html.escape(d['others'])}</td><td>{html.escape(d['side'])}</td><td>{d['pairs']}</td>"
        f"<td>{d['mean']:+.3f} ({d['ci'][0]:+.3f} to {d['ci'][1]:+.3f})</td><td>{d['changed']}</td></tr>" for d in diffs)
    return ("<table><tr><th>axis</th><th>change</th><th>other axes</th><th>side</th><th>pairs</th>"
            "<th>difference in win rate (95%)</th><th>games whose winner changed</th></tr>" + rows + "</table>")


def _card_table_html(cards: list, top: int = 60) -> str:
    rows = "".join(
        f"<tr><td>{html.escape(c['card'])}</td><td>{c['drawn']:.2f}</td><td>{c['played']:.2f}</td>"
        f"<td>{c.get('fired', 0.0):.2f}</td>"
        f"<td>{c['played_games']}</td><td>" + ("-" if math.isnan(c["win_rate"]) else
                                               f"{c['win_rate']:.3f} ({c['ci'][0]:.3f}-{c['ci'][1]:.3f})")
        + "</td></tr>" for c in cards[:top])
    return ("<table><tr><th>card</th><th>drawn per game</th><th>played per game</th><th>fired per game</th>"
            "<th>games played in</th>"
            "<th>win rate of the side that played it (95%)</th></tr>" + rows + "</table>")


CARD_NOTE = ("Drawn: the card left a hidden zone (a deck) for a zone someone sees. Played: a seat chose it in a "
             "decision while it lay in one of the seat's own zones, or moved it from one of its own zones into a "
             "discard pile or play area (a zone whose name holds discard, play or table); a choice and the move "
             "that follows count once. Fired: a trigger of the card ran, or a rule trigger naming the card. The win "
             "rate counts each game once per side that played the card.")

CSS = ("body{font-family:system-ui,sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;color:#222}"
       "table{border-collapse:collapse;margin:1em 0;font-size:90%}td,th{border:1px solid #ccc;padding:3px 8px;"
       "text-align:right}td:first-child,th:first-child{text-align:left}figure{margin:1.5em 0}"
       "img{max-width:100%}figcaption{color:#555;font-size:90%}")
