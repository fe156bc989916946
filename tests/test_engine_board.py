"""The board graph (issue 10, point 2): links as values with attributes, neighbours, paths, distances, the spaces
reachable within N moves with the rule "a figure stops where an enemy stands", doorways blocked and opened as
engine state (events, views, logs), figures as cards on spaces. Driven through a real Game of the test game
tests/games/games/corridors.yaml (board: tests/games/boards/corridors/house.yaml)."""
from __future__ import annotations

import copy

import pytest

from conftest import answer, compiled_variant, load_test_game, signalled
from rulekit.errors import EffectRuntimeError
from rulekit.run import events as ev
from rulekit.run.game import Game
from rulekit.effects.values import Link, zone_of
from rulekit.run.views import redacted_log

RUNNER, WARDEN = 0, 1


@pytest.fixture(scope="module")
def corridors():
    return load_test_game("corridors")


def names(zones) -> list[str]:
    return None if zones is None else [zone.name for zone in zones]


def query(game: Game, name: str, *args, **kwargs):
    """A core primitive called as generated code calls it, on the game's context."""
    return game.definition.registry.primitives[name].impl(game.ctx, *args, **kwargs)


def survey(game: Game) -> dict:
    return signalled(game, "surveyed")[-1]


def test_links_leave_a_space_in_board_order_with_their_attributes(corridors):
    game = Game(corridors, 2, seed=1)
    seen = survey(game)
    assert seen["here"] == zone_of("gate") and names(seen["near"]) == ["hall"]
    (door,) = seen["exits"]
    assert seen["doors"] == [door]
    attributes = {name: game.ctx.attribute(door, name) for name in ("to", "from", "kind", "blockable", "index",
                                                                   "blocked", "blocker")}
    assert attributes == {"to": zone_of("hall"), "from": zone_of("gate"), "kind": "door", "blockable": True,
                          "index": 1, "blocked": False, "blocker": None}
    between = seen["between"]  # link_between(hall, study), seen from the hall
    assert (between.origin, between.to, between.index) == ("hall", "study", 2)
    assert query(game, "link_between", zone_of("study"), zone_of("hall")).origin == "study"
    assert query(game, "link_between", zone_of("gate"), zone_of("vault")) is None
    assert [link.kind for link in query(game, "links", zone_of("hall"))] == ["door", "door", "door", "secret"]
    assert names(query(game, "spaces_tagged", "room")) == ["hall", "study", "armoury", "vault"]
    assert names(seen["goals"]) == ["vault"]


def test_path_and_distance_take_the_shortest_way_through_the_links_allowed(corridors):
    game = Game(corridors, 2, seed=1)
    seen = survey(game)
    assert names(seen["way"]) == ["hall", "vault"] and seen["steps"] == 2  # through the secret passage
    assert seen["hidden"] is None  # by secret passages alone the vault cannot be reached from the gate
    no_secret = lambda link: link.kind != "secret"  # noqa: E731
    assert names(query(game, "path", zone_of("gate"), zone_of("vault"), through=no_secret)) == ["hall", "study", "vault"]
    assert query(game, "distance", zone_of("gate"), zone_of("vault"), through=no_secret) == 3
    assert query(game, "path", zone_of("hall"), zone_of("hall")) == [] and \
        query(game, "distance", zone_of("hall"), zone_of("hall")) == 0


def test_reachable_within_two_moves_and_a_figure_stops_where_the_sentry_stands(corridors):
    game = Game(corridors, 2, seed=1)
    assert names(survey(game)["reach"]) == ["hall", "study", "armoury"]  # the armoury is reached, not passed
    options = [choice[1].name for choice in game.pending_for(RUNNER).choices if choice != "wait"]
    assert options == ["hall", "study", "armoury"]  # the runner's choices are the same spaces
    answer(game, RUNNER, "wait")
    answer(game, WARDEN, "chase")  # the sentry walks one room along the shortest way: into the hall
    assert game.ctx.zone_of_card("sentry") == zone_of("hall")
    seen = survey(game)
    assert names(seen["reach"]) == ["hall"]  # the hero must stop in the hall, where the sentry stands now
    assert names(seen["open"]) == ["hall"] and names(query(game, "reachable", zone_of("gate"), 0)) == []


def test_a_barred_door_is_engine_state_seen_in_views_and_logs_until_it_is_lifted(corridors):
    game = Game(corridors, 2, seed=1)
    answer(game, RUNNER, "wait")
    answer(game, WARDEN, "bar")  # the only door of the gate
    assert game.state["blocked"] == {"1": "bar-2"}
    assert [e for e in game.log if isinstance(e, ev.LinkBlocked)] == [ev.LinkBlocked(1, "bar-2")]
    seen = survey(game)
    assert seen["open"] == [] and seen["reach"] == [] and seen["way"] is None and seen["steps"] is None
    assert game.pending_for(RUNNER).choices == ("wait",)  # no way out: the barred door cannot be taken
    assert game.ctx.attribute(seen["exits"][0], "blocked") is True
    assert game.ctx.attribute(seen["exits"][0], "blocker") == "bar-2"
    for seat in (RUNNER, WARDEN, None):
        assert game.view(seat)["blocked"] == [{"link": 1, "between": ["gate", "hall"], "blocker": "bar-2"}]
        assert {"kind": "link_blocked", "link": 1, "blocker": "bar-2"} in redacted_log(game, seat)
    answer(game, RUNNER, "wait")
    answer(game, WARDEN, "lift")
    assert game.state["blocked"] == {} and game.view(RUNNER)["blocked"] == []
    assert ev.LinkUnblocked(1) in game.log and "bar-2" in game.state["zones"]["bars"]
    state = copy.deepcopy(game.initial_state)
    for event in game.log:
        ev.apply(state, event)
    assert state == game.state  # the log replays to the same board


def test_block_refuses_a_link_that_cannot_be_blocked_or_already_is(corridors):
    game = Game(corridors, 2, seed=1)
    secret = query(game, "link_between", zone_of("hall"), zone_of("vault"))
    with pytest.raises(EffectRuntimeError, match="cannot be blocked"):
        query(game, "block", secret)
    door = query(game, "link_between", zone_of("hall"), zone_of("study"))
    query(game, "block", door, by="bar-1")
    assert query(game, "blocked", query(game, "link_between", zone_of("study"), zone_of("hall")))  # both ends
    with pytest.raises(EffectRuntimeError, match="already blocked"):
        query(game, "block", door)
    query(game, "unblock", door)
    query(game, "unblock", door)  # opening an open link does nothing
    assert game.state["blocked"] == {}
    with pytest.raises(EffectRuntimeError, match="not a board space"):
        query(game, "neighbours", zone_of("bars"))


def test_the_runner_reaches_the_vault_and_the_game_replays(corridors):
    game = Game(corridors, 2, seed=1)
    answer(game, RUNNER, ("go", zone_of("study")))
    answer(game, WARDEN, "chase")
    answer(game, RUNNER, ("go", zone_of("vault")))
    answer(game, WARDEN, "chase")  # the round ends; then the end condition holds
    assert game.ctx.zone_of_card("sentry") == zone_of("vault")  # by the secret passage, the shortest way
    assert game.over and game.result["reason"] == "end_condition"
    replayed = Game.replay(corridors, 2, 1, game.choices)
    assert replayed.digest() == game.digest()


def test_a_game_paused_choosing_a_doorway_clones_and_both_copies_go_on_alike(corridors):
    game = Game(corridors, 2, seed=1)
    answer(game, RUNNER, ("go", zone_of("hall")))
    labels = [choice[0] if isinstance(choice, tuple) else choice for choice in game.pending_for(WARDEN).choices]
    assert labels == ["bar"] * 3 + ["chase"]  # the hall's three doors (not the secret passage); none to lift
    twin = game.clone()
    for played in (game, twin):
        answer(played, WARDEN, "bar")
        answer(played, RUNNER, "wait")
        answer(played, WARDEN, "lift")
    assert game.digest() == twin.digest() and game.state == twin.state


def test_link_options_are_plain_data_in_views(corridors):
    game = Game(corridors, 2, seed=1)
    answer(game, RUNNER, ("go", zone_of("hall")))
    option = game.view(WARDEN)["pending"][0]["options"][0]
    assert option["value"] == ["bar", {"from": "hall", "to": "gate", "kind": "door", "index": 1}]
    assert option["args"] == {"door": {"from": "hall", "to": "gate", "kind": "door", "index": 1}}


@pytest.mark.parametrize("old, new, code, hint, at", [
    ('spaces_tagged("goal")', 'spaces_tagged("gaol")', "RK246", "goal", '"gaol"'),
    ('links(here, kind="door")', 'links(here, kind="dor")', "RK247", "door", '"dor"'),
    ("near=neighbours(here)", "near=neighbours(bars)", "RK248", None, "bars"),
    ("where it.blockable and not it.blocked) if", "where it.blockable and not it.blockd) if", "RK205", "blocked",
     "it.blockd"),
    ("move(door.blocker, bars)", "move(door.blocked, bars)", "RK204", None, "door.blocked"),
])
def test_board_mistakes_are_located_findings(tmp_path, old, new, code, hint, at):
    found = compiled_variant(tmp_path, "corridors", (old, new), check=False)
    assert [d.code for d in found] == [code]
    (finding,) = found
    assert finding.span.path.endswith("corridors.yaml") and finding.suggestion == hint
    line = (tmp_path / "games" / "games" / "corridors.yaml").read_text().splitlines()[finding.span.line - 1]
    assert line[finding.span.column - 1:].startswith(at)


def test_the_new_events_go_through_json_and_back():
    import json

    made = [ev.LinkBlocked(3, "bar-1"), ev.LinkBlocked(4, None), ev.LinkUnblocked(3), ev.TurnStarted(1, 2),
            ev.PointsChanged(1, -2, 0), ev.TurnEnded(1), ev.CardsRevealed(("a", "b"), (0, 2))]
    for event in made:
        assert ev.event_from_json(json.loads(json.dumps(event.to_json()))) == event
