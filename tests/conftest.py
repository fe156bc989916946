"""Shared test helpers."""
from __future__ import annotations

import os
import tempfile

# Parse caches of the tests go to a directory of their own, never the user's cache.
os.environ.setdefault("RULEKIT_CACHE_DIR", tempfile.mkdtemp(prefix="rulekit-test-cache-"))

from rulekit.run.scenario import Scenario


def mylady_table(game) -> Scenario:
    """A Mylady scenario with every card where its deck puts it, Mylady's cards taken into her hand as at set-up."""
    s = Scenario(game, 5)
    for card in list(s.zone("mylady_reserve")):
        s.put("locations_hand@0" if game.cards[card].kind == "location" else "schemes@0", card)
    return s


# ------------------------------------------------------------------------------------------------ test games
# Small games written for the engine's tests (tests/games: a content root with games/, cards/<game>/ and
# boards/<game>/), one per kind of primitive; none of them is a shipped game.
import functools  # noqa: E402
from pathlib import Path  # noqa: E402

TEST_GAMES = Path(__file__).parent / "games"


@functools.lru_cache(maxsize=None)
def load_test_game(game_id: str, house_rules: tuple[str, ...] = ()):
    """A test game compiled like a shipped one (its documents must load without errors)."""
    from rulekit.compile.game import compile_game
    from rulekit.load import load_content

    content, problems = load_content([TEST_GAMES])
    assert [d for d in problems if d.severity == "error"] == []
    return compile_game(content.documents_for(game_id), game_id, house_rules)


def answer(game, player: int, *values) -> None:
    """Answer `player`'s pending decision by option values (a choose option by its label, or (label, value...))."""
    decision = game.pending_for(player)
    assert decision is not None, f"player {player} has nothing to decide; waiting for {[d.player for d in game.pending()]}"
    picks = []
    for value in values:
        matches = [i for i, choice in enumerate(decision.choices)
                   if (choice == value or (isinstance(choice, tuple) and choice[0] == value)) and i not in picks]
        assert matches, f"{value!r} is not an option of {decision.prompt!r}: {list(decision.choices)}"
        picks.append(matches[0])
    game.answer(player, tuple(picks))


def signalled(game, event: str) -> list[dict]:
    """The payloads of every `event` signalled so far, in order."""
    from rulekit.run import events as ev

    return [dict(e.payload) for e in game.log if isinstance(e, ev.Signalled) and e.event == event]


def play_out(game) -> None:
    """Answer every decision with its first legal answer (nothing where passing is allowed) until the game ends."""
    while not game.over:
        decision = game.pending()[0]
        game.answer(decision.player, tuple(range(decision.min)))


def compiled_variant(tmp_path, game_id: str, *changes: tuple[str, str], check: bool = True):
    """A test game with its game file changed (each (old, new) replaced once), compiled from a copy in tmp_path;
    with check=False, the ContentError's findings are returned instead of a definition."""
    import shutil

    from rulekit.compile.game import compile_with_findings
    from rulekit.load import load_content

    root = tmp_path / "games"
    shutil.copytree(TEST_GAMES, root)
    path = root / "games" / f"{game_id}.yaml"
    text = path.read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text, f"{old!r} is not in {game_id}.yaml"
        text = text.replace(old, new, 1)
    path.write_text(text, encoding="utf-8")
    content, problems = load_content([root])
    assert [d for d in problems if d.severity == "error"] == []
    definition, found = compile_with_findings(content.documents_for(game_id), game_id)
    return definition if check else found


def assert_lookups_match_the_whole_view(game, seat) -> None:
    """A view's single lookups (zone, place_of, card, counters_of, counter_of) give what the whole view shows, for every zone
    and card of the game, so an agent that looks up a few things sees neither more nor less."""
    whole = game.view(seat)
    zones, cards = whole["zones"], whole["cards"]
    where = {entry["id"]: key for key, shown in zones.items() if isinstance(shown, list) for entry in shown
             if entry["id"] != "?"}
    counters = {entry["id"]: entry["counters"] for shown in zones.values() if isinstance(shown, list)
                for entry in shown if entry["id"] != "?"}
    for key in game.state["zones"]:
        assert game.view(seat).zone(key) == zones.get(key), key
        shown = zones.get(key)
        assert game.view(seat).zone_ids(key) == ([e["id"] for e in shown] if isinstance(shown, list) else []), key
    for card in game.definition.card_facts:
        lookup = game.view(seat)
        assert lookup.place_of(card) == where.get(card), card
        assert lookup.counters_of(card) == counters.get(card, {}), card
        for name in game.definition.card_counters:
            assert lookup.counter_of(card, name) == counters.get(card, {}).get(name, 0), (card, name)
        assert lookup.card(card) == cards.get(card), card
    for index, decision in enumerate(whole["pending"]):
        assert game.view(seat)["pending"][index]["options"].values() == [o["value"] for o in decision["options"]]
        heads = [(v[0], v[1] if len(v) > 1 else None) if isinstance(v, list) and v else (v, None)
                 for v in (o["value"] for o in decision["options"])]
        assert game.view(seat)["pending"][index]["options"].labelled() == heads
        assert game.view(seat)["pending"][index]["options"].facts() == [
            cards.get(o["value"]) if isinstance(o["value"], str) else None for o in decision["options"]]
        for stat in {stat for facts in cards.values() for stat in facts["stats"]}:
            assert game.view(seat)["pending"][index]["options"].stats(stat) == [
                cards[o["value"]]["stats"].get(stat, 0) if isinstance(o["value"], str) and o["value"] in cards else 0
                for o in decision["options"]], stat


def bench_script(name: str):
    """A script of bench/ loaded as a module (the scripts import each other from bench/, so it is on the path
    while loading)."""
    import importlib.util
    import sys

    bench = str(Path(__file__).resolve().parent.parent / "bench")
    sys.path.insert(0, bench)
    try:
        spec = importlib.util.spec_from_file_location(f"bench_{name}", Path(bench) / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(bench)
    return module


def agent_decisions(game_id: str, players: int, seeds, agents: str = "heuristic"):
    """Every decision of games played through `Game` by `agents` on every seat, as `rulekit simulate` plays them:
    yields (game, the decision as the deciding seat's view shows it, the agent's picks) before the picks are
    answered, so a test can look at the state the agent decided in."""
    from rulekit import catalog
    from rulekit.agents.base import available_agents, make_agent
    from rulekit.run.game import Game
    from rulekit.run.rng import derive_seed

    definition = catalog.game(game_id)
    for seed in seeds:
        game = Game(definition, players, seed)
        seats = [make_agent(agents, derive_seed(seed, s), game_id, available_agents(game_id))
                 for s in range(game.players)]
        while not game.over:
            player = game.pending()[0].player
            view = game.view(player)
            asked = view["pending"][0]
            picked = seats[player].decide(view, asked)
            yield game, asked, picked
            game.answer(player, picked)
