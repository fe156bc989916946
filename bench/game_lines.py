"""How much of each game is data and how much Python (issue 11, point 3): lines of the game's YAML (game file,
boards, cards) and of its package under rulekit/games/<game>/, split into agents (files that only choose: agents,
*_play, reading, automaton helpers named in AGENT_FILES) and the rest (rules and plugin glue).

    python bench/game_lines.py            # a Markdown table on stdout

Counted lines are non-blank and not comments. Numbers are written into docs/architecture.md by hand."""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
AGENT_FILES = ("agents.py", "cardinal_play.py", "musketeer_play.py", "reading.py")


def lines(path: Path) -> int:
    comment = "#"
    return sum(1 for line in path.read_text(encoding="utf-8").splitlines()
               if line.strip() and not line.strip().startswith(comment))


def game_rows() -> list[tuple[str, int, int, int]]:
    rows = []
    for game_file in sorted((ROOT / "content" / "games").glob("*.yaml")):
        game = game_file.stem
        yaml = lines(game_file) + sum(lines(p) for folder in ("boards", "cards")
                                      for p in sorted((ROOT / "content" / folder / game).glob("*.yaml")))
        package = ROOT / "rulekit" / "games" / game
        agents = rules = 0
        for path in sorted(package.glob("*.py")) if package.is_dir() else ():
            if path.name in AGENT_FILES:
                agents += lines(path)
            else:
                rules += lines(path)
        rows.append((game, yaml, rules, agents))
    return rows


def main() -> None:
    print("| game | YAML lines | Python: rules and glue | Python: agents |")
    print("|---|---|---|---|")
    for game, yaml, rules, agents in game_rows():
        print(f"| {game} | {yaml} | {rules} | {agents} |")


if __name__ == "__main__":
    sys.exit(main())
