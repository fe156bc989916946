"""Lint at scale: generate a content tree of N cards and time `rulekit lint` against check-jsonschema.

    python bench/lint_scale.py --cards 10000 [--per-file 1] [--bad] [--repeat 3] [--compare]

Generates (in a temporary directory) one game, N cards (``--per-file`` cards per file), an English and a German
locale with a message per card; ``--bad`` gives every card an undeclared stat (one RK022 finding per card). Then
runs, each in a fresh process and measured with /usr/bin/time (wall seconds, peak resident memory):

- ``rulekit lint`` in the text and concise formats, with a cold and a warm Fluent cache;
- with ``--baseline DIR``, the lint of an older rulekit source tree (once, for the ratio);
- with ``--compare``, ``check-jsonschema --schemafile schemas/cards.schema.json`` over the same card files (the
  schema check alone: no ids, effects or locales). check-jsonschema is not a dependency of rulekit: install it in
  the virtual environment for the comparison (``pip install check-jsonschema``).

The figures go to docs/performance.md by hand, with the machine (``lscpu``, ``uname -a``). Nothing is asserted.
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

GAME = """\
id: gen
provenance: authored
players: {min: 2, max: 4}
card_kinds:
  soldier: {stats: [value, rank], optional_stats: [note]}
zones:
  deck: {visibility: hidden}
  hand: {visibility: owner, per_player: true}
player_counters:
  points: {}
flow:
  phases:
    - id: play
      steps:
        - {id: draw, do: "for p in players { draw(deck, p.hand, 1) }"}
"""


def generate(root: Path, cards: int, per_file: int, bad: bool) -> list[Path]:
    """Write the content tree; return the card files."""
    (root / "games").mkdir(parents=True)
    (root / "games/gen.yaml").write_text(GAME, encoding="utf-8")
    card_dir = root / "cards/gen"
    card_dir.mkdir(parents=True)
    files = []
    extra = ", swords: 1" if bad else ""
    for start in range(0, cards, per_file):
        lines = ["game: gen", "cards:"]
        for number in range(start, min(start + per_file, cards)):
            lines.append(f"  - {{id: soldier-{number}, kind: soldier, deck: deck, provenance: authored, "
                         f"stats: {{value: {number % 13}, rank: r{number % 4}{extra}}}}}")
        path = card_dir / f"cards-{start:06d}.yaml"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        files.append(path)
    for lang, word in (("en", "Soldier"), ("de", "Soldat")):
        folder = root / "locales" / lang
        folder.mkdir(parents=True)
        messages = ["gen = Generated\nzone-deck = Deck\nzone-hand = Hand\ncounter-points = Points"]
        messages += [f"soldier-{n} = {word} {n}\n    .rules = Worth {{ $value }} points." for n in range(cards)]
        (folder / "gen.ftl").write_text("\n".join(messages) + "\n", encoding="utf-8")
    return files


def timed(command: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float, float, int]:
    """(wall seconds, CPU seconds, peak MiB, exit code) of one command in a fresh process. CPU time (user +
    system) is what to compare on a machine shared with other work; wall time grows with the load."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        result = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M", "-o", report.name, *command], env=env,
                                cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wall, user, system, kib = report.read().split()[-4:]
    return float(wall), float(user) + float(system), int(kib) / 1024, result.returncode


def measure(name: str, command: list[str], env: dict[str, str], cwd: Path, repeat: int,
            before: "callable | None" = None) -> None:
    runs = []
    for _ in range(repeat):
        if before is not None:
            before()
        runs.append(timed(command, env, cwd))
    wall = statistics.median(r[0] for r in runs)
    cpu = statistics.median(r[1] for r in runs)
    peak = statistics.median(r[2] for r in runs)
    print(f"| {name} | {cpu:.2f} s | {wall:.2f} s | {peak:.0f} MiB | exit {runs[0][3]} |", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cards", type=int, default=10_000)
    parser.add_argument("--per-file", type=int, default=1)
    parser.add_argument("--bad", action="store_true", help="every card has an undeclared stat (RK022)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--compare", action="store_true", help="also time check-jsonschema on the card files")
    parser.add_argument("--baseline", type=Path, default=None,
                        help="a source tree of an older rulekit (e.g. `git archive REV | tar -x -C DIR`): time its "
                             "lint once, in the text format, for the ratio")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="rulekit-scale-"))
    try:
        content = work / "content"
        files = generate(content, args.cards, args.per_file, args.bad)
        cache = work / "cache"
        env = dict(os.environ, RULEKIT_CACHE_DIR=str(cache))
        rulekit = [sys.executable, "-m", "rulekit.cli", "lint", "content"]
        print(textwrap.dedent(f"""
            {args.cards:,} cards in {len(files):,} files{' (each with an undeclared stat)' if args.bad else ''}

            | command | CPU (median of {args.repeat}) | wall | peak memory | |
            |---|---|---|---|---|""").strip())
        measure("rulekit lint (text), cold Fluent cache", rulekit, env, work, args.repeat,
                before=lambda: shutil.rmtree(cache, ignore_errors=True))
        measure("rulekit lint (text), warm cache", rulekit, env, work, args.repeat)
        measure("rulekit lint --format concise, warm cache", rulekit + ["--format", "concise"], env, work, args.repeat)
        if args.baseline is not None:
            old = dict(env, PYTHONPATH=str(args.baseline.resolve()))
            measure(f"baseline {args.baseline.name}: rulekit lint (text)", rulekit, old, work, 1)
        if args.compare:
            tool = shutil.which("check-jsonschema") or str(Path(sys.executable).parent / "check-jsonschema")
            schema = ROOT / "schemas/cards.schema.json"
            relative = [str(f.relative_to(work)) for f in files]
            measure("check-jsonschema (schema only)", [tool, "--schemafile", str(schema), *relative], env, work,
                    args.repeat)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
