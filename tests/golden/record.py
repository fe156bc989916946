"""Re-record the golden replays (see README.md): for each, the first seed that ends the way its name says."""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from rulekit import catalog  # noqa: E402
from rulekit.sim import play_game  # noqa: E402

HERE = Path(__file__).parent
GOLDENS = [
    # file, game, players, agents, house rules, wanted end reason (None: any), wanted winners (None: any)
    ("musketiere-3p-seed11", "musketiere", 3, "random", (), None, None, 11),
    ("mylady-2p-variants-seed6", "mylady", 2, "random", ("brave-athos", "deadly-quest"), "constance", None, 1),
    ("mylady-3p-seed4", "mylady", 3, "random", (), "la_rochelle", None, 1),
    ("mylady-5p-heuristic-seed3", "mylady", 5, "heuristic", (), "constance", None, 1),
    ("mylady-5p-quest-won-seed5", "mylady", 5, "heuristic", (), "quest", None, 1),
    ("mylady-solo-seed5", "mylady", 1, "heuristic", ("without-mylady",), "la_rochelle", None, 1),
    ("pendants-2p-variants-seed3", "pendants", 2, "random", ("cardinal-help", "maximum-suspense"), "queen_meets_king", None, 1),
    ("pendants-5p-heuristic-seed2", "pendants", 5, "heuristic", (), "pendant_returned", None, 1),
]


def main() -> None:
    only = set(sys.argv[1:])
    for name, game_id, players, agents, rules, reason, winners, first in GOLDENS:
        if only and name not in only:
            continue
        definition = catalog.game(game_id, rules)
        for seed in range(first, first + 500):
            game = play_game(definition, players, seed, [agents] * 5, keep=True)
            if (reason is None or game.result["reason"] == reason) and (winners is None or game.result["winners"] == winners):
                break
        else:
            raise SystemExit(f"{name}: no seed from {first} ends with {reason}")
        (HERE / f"{name}.json").write_text(json.dumps(game.record(), indent=1) + "\n", encoding="utf-8")
        print(f"{name}: seed {seed}, {game.result['reason']}, {len(game.choices)} answers")


if __name__ == "__main__":
    main()
