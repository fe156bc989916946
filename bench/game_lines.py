"""How much of each game is data and how much is Python: lines of YAML (game file, cards, boards) against lines of
Python under `rulekit/games/<game>/`, the Python split into what may carry rules and what may not (agents, board
drawing, plugin glue).

    python bench/game_lines.py                 # a Markdown table of every game in content/games/
    python bench/game_lines.py --json          # the same as JSON
    python bench/game_lines.py --max-rules 300 mylady   # exit 1 when a game's rule-carrying Python is longer

A line counts when it is not blank and not only a comment (docstrings count: they are text someone must read).
Which Python files carry no rules is decided by their name: `agents*.py` (agents), `draw*.py` (drawing) and
`__init__.py` (the plugin hooks); every other module counts as rule-carrying, whatever it holds.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOT_RULES = {"agents": "agents", "draw": "drawing", "__init__": "glue"}


def code_lines(path: Path, comment: str) -> int:
    """Lines that are neither blank nor only a comment."""
    count = 0
    for line in path.read_text(encoding="utf-8").splitlines():
        text = line.strip()
        if text and not text.startswith(comment):
            count += 1
    return count


def role(path: Path) -> str:
    """'agents', 'drawing', 'glue' or 'rules': a module's own `__role__ = "agents"` line, else its name."""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("__role__ = "):
            return line.split("=", 1)[1].split("#")[0].strip().strip("\"'")
    for prefix, name in NOT_RULES.items():
        if path.stem == prefix or (prefix != "__init__" and path.stem.startswith(prefix)):
            return name
    return "rules"


def count_game(game: str, root: Path = ROOT) -> dict[str, int]:
    """Lines of one game: yaml (game file, cards, boards) and python split by role."""
    yaml_files = [root / "content" / "games" / f"{game}.yaml"]
    for folder in ("cards", "boards"):
        yaml_files += sorted((root / "content" / folder / game).glob("**/*.yaml"))
    found = {"yaml": sum(code_lines(p, "#") for p in yaml_files if p.is_file()),
             "rules": 0, "agents": 0, "drawing": 0, "glue": 0}
    package = root / "rulekit" / "games" / game
    for path in sorted(package.glob("**/*.py")) if package.is_dir() else ():
        found[role(path)] += code_lines(path, "#")
    return found


def games(root: Path = ROOT) -> list[str]:
    return sorted(p.stem for p in (root / "content" / "games").glob("*.yaml"))


def table(counts: dict[str, dict[str, int]]) -> str:
    lines = ["| game | YAML | rule-carrying Python | agents | drawing | glue |", "|---|---|---|---|---|---|"]
    for game, c in counts.items():
        lines.append(f"| {game} | {c['yaml']} | {c['rules']} | {c['agents']} | {c['drawing']} | {c['glue']} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="games to count (default: every game in content/games/)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a Markdown table")
    parser.add_argument("--max-rules", type=int, default=None, help="exit 1 when a game has more rule-carrying lines")
    args = parser.parse_args(argv)
    counts = {game: count_game(game) for game in (args.games or games())}
    print(json.dumps(counts, indent=2) if args.json else table(counts))
    if args.max_rules is not None:
        over = [g for g, c in counts.items() if c["rules"] > args.max_rules]
        for game in over:
            print(f"{game}: {counts[game]['rules']} lines of rule-carrying Python, more than {args.max_rules}",
                  file=sys.stderr)
        return 1 if over else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
