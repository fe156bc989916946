"""The engine knows no game: a small game written here, with nothing of Musketiere, uses what the next games need
(dice, card triggers in active zones, events declared in YAML, set-up steps, step conditions, player-count
overrides, instant ends) and shows the engine's guards (step budget, runaway events, sandbox, plugins)."""
from __future__ import annotations

import textwrap

import pytest

from rulekit import hookimpl
from rulekit.compile.game import compile_game
from rulekit.errors import ContentError, EffectBudgetError, EffectRuntimeError, IllegalActionError, PluginError
from rulekit.load import load_content
from rulekit.plugins import make_plugin_manager
from rulekit.run.game import Game
from rulekit.sim import play_game

GAME = """
id: skirmish
provenance: authored
players: {min: 1, max: 3, default: 2}
score: glory
card_kinds:
  fighter: {stats: [strength], counters: [wounds]}
  banner: {stats: [bonus]}
dice:
  d6: {faces: [1, 2, 3, 4, 5, 6]}
zones:
  deck: {visibility: hidden}
  hand: {per_player: true, visibility: owner}
  field: {per_player: true, visibility: public, active: true}
  graveyard: {visibility: public}
counters:
  fights: {initial: 0}
player_counters:
  glory: {initial: 0}
  actions: {initial: 2}
player_counts:
  "1": {player_counters: {actions: 3}, provenance: authored}
events:
  fought: {payload: {player: player, roll: int}, description: "A player rolled for a fight."}
flow:
  round_limit: 40
  setup:
    - {id: shuffle, do: "shuffle(deck)"}
  end_when: "max(players.glory) >= 8"
  phases:
    - id: main
      steps:
        - id: draw
          do: "for p in players { draw(deck, p.hand, 1) }"
        - id: deploy
          if: "count(cards_in(hand)) > 0"
          do: |
            for p in players {
              let picked = choose_cards(p, p.hand, 1, prompt="deploy", prefer="strength")
              move(picked, p.field)
            }
        - id: fight
          repeat: "player_count"
          do: |
            fights += 1
            for p in players {
              let faces = roll("d6", 1, p)
              if sum(faces) >= 4 { p.glory += 1 }
              signal(fought, player=p, roll=sum(faces))
            }
triggers:
  - id: doom
    on: round_ended
    if: "round >= 30"
    do: 'end_game(reason="doom")'
"""

CARDS = """
game: skirmish
cards:
  - {id: knight, kind: fighter, deck: deck, stats: {strength: 5}, counters: {wounds: 1}, provenance: authored}
  - {id: squire, kind: fighter, deck: deck, stats: {strength: 2}, provenance: authored}
  - {id: archer, kind: fighter, deck: deck, stats: {strength: 3}, provenance: authored}
  - {id: peasant, kind: fighter, deck: deck, stats: {strength: 1}, provenance: authored}
  - id: standard
    kind: banner
    deck: deck
    stats: {bonus: 2}
    provenance: authored
    triggers:
      - {id: rally, on: fought, if: "player == owner and roll == 6", do: "owner.glory += self.bonus"}
"""


def write(tmp_path, game=GAME, cards=CARDS):
    root = tmp_path / "content"
    for name, text in {"games/skirmish.yaml": game, "cards/skirmish/cards.yaml": cards}.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return root


def compiled(tmp_path, game=GAME, cards=CARDS, house_rules=(), pm=None):
    content, problems = load_content([write(tmp_path, game, cards)])
    assert [d for d in problems if d.severity == "error"] == []
    return compile_game(content.documents_for("skirmish"), "skirmish", house_rules, pm=pm)


def test_a_game_without_any_python_plays_to_the_end(tmp_path):
    definition = compiled(tmp_path)
    for seed in range(5):
        outcome = play_game(definition, 2, seed, ["random", "greedy"])
        assert outcome.reason in ("end_condition", "doom", "round_limit")
        assert outcome.winners


def test_dice_faces_come_from_the_yaml_and_are_logged(tmp_path):
    definition = compiled(tmp_path)
    g = Game(definition, 1, seed=3)
    while not g.over:
        for d in g.pending():
            g.answer(d.player, 0)
    rolls = [e for e in g.log if e.kind == "dice_rolled"]
    assert rolls and all(e.dice == "d6" and len(e.faces) == 1 and e.faces[0] in range(1, 7) for e in rolls)
    assert {e.faces[0] for e in rolls} == set(range(1, 7))


def test_repeat_from_an_expression_and_counters(tmp_path):
    definition = compiled(tmp_path)
    g = Game(definition, 3, seed=1)
    while g.state["round"] < 2 and not g.over:
        for d in g.pending():
            g.answer(d.player, 0)
    fights = [e for e in g.log if e.kind == "step_started" and e.step == "fight" and e.round == 1]
    assert len(fights) == 3  # repeat: "player_count"


def test_player_count_overrides_player_counters(tmp_path):
    definition = compiled(tmp_path)
    assert Game(definition, 1).state["players"][0]["actions"] == 3
    assert Game(definition, 2).state["players"][0]["actions"] == 2


def test_initial_card_counters(tmp_path):
    definition = compiled(tmp_path)
    assert Game(definition, 2).state["card_counters"] == {"knight": {"wounds": 1}}


def test_card_triggers_fire_only_in_active_zones(tmp_path):
    from rulekit.run.scenario import Scenario

    definition = compiled(tmp_path)
    s = Scenario(definition, 2)
    s.put("hand@0", "standard")
    s.signal("fought", player=0, roll=6)
    assert s.counter("glory", player=0) == 0  # in the hand: asleep
    s.put("field@0", "standard")
    s.signal("fought", player=0, roll=6)
    assert s.counter("glory", player=0) == 2  # in play: its trigger runs, with self and owner bound
    s.signal("fought", player=1, roll=6)
    s.signal("fought", player=0, roll=5)
    assert s.counter("glory", player=0) == 2 and s.counter("glory", player=1) == 0


def test_step_condition_skips_the_step(tmp_path):
    definition = compiled(tmp_path, cards=CARDS.replace("deck: deck", "deck: graveyard"))
    g = Game(definition, 2, seed=1)
    assert not g.pending()  # no cards to deploy: the deploy step never asks
    assert all(e.step != "deploy" for e in g.log if e.kind == "step_started")


def test_end_game_from_a_trigger(tmp_path):
    game = GAME.replace('if: "round >= 30"', 'if: "round >= 2"').replace("max(players.glory) >= 8", "false")
    definition = compiled(tmp_path, game=game)
    g = Game(definition, 2, seed=2)
    while not g.over:
        for d in g.pending():
            g.answer(d.player, 0)
    assert g.result["reason"] == "doom" and g.state["round"] == 2


def test_round_limit_stops_a_game_that_cannot_end(tmp_path):
    game = GAME.replace("max(players.glory) >= 8", "false").replace('if: "round >= 30"', 'if: "false"')
    definition = compiled(tmp_path, game=game)
    outcome = play_game(definition, 2, 1, ["random", "random"])
    assert outcome.reason == "round_limit" and outcome.rounds == 40


# ------------------------------------------------------------------------------------------------ guards
def test_a_runaway_effect_hits_the_step_budget(tmp_path):
    game = GAME.replace("fights += 1", "repeat 1000000000 { fights += 1 }")
    definition = compiled(tmp_path, game=game)
    with pytest.raises(EffectBudgetError) as error:
        g = Game(definition, 1, seed=1)
        while not g.over:
            for d in g.pending():
                g.answer(d.player, 0)
    assert "skirmish.yaml" in str(error.value)


def test_an_event_that_sets_itself_off_is_stopped(tmp_path):
    cards = CARDS.replace('do: "owner.glory += self.bonus"', 'do: "signal(fought, player=owner, roll=6)"')
    definition = compiled(tmp_path, cards=cards)
    from rulekit.run.scenario import Scenario

    s = Scenario(definition, 2).put("field@0", "standard")
    with pytest.raises(EffectRuntimeError, match="nested events"):
        s.signal("fought", player=0, roll=6)


@pytest.mark.parametrize("effect, code", [
    ('open("/etc/passwd")', "RK202"),
    ("__import__(os)", "RK202"),
    ("let x = players.__class__", "RK205"),
    ("let x = eval", "RK201"),
])
def test_effects_cannot_reach_python(tmp_path, effect, code):
    game = GAME.replace('do: "shuffle(deck)"', f"do: '{effect}'")
    content, _ = load_content([write(tmp_path, game)])
    with pytest.raises(ContentError) as error:
        compile_game(content.documents_for("skirmish"), "skirmish")
    assert code in {d.code for d in error.value.diagnostics}


def test_an_event_declared_twice_is_an_error(tmp_path):
    game = GAME.replace("  fought: {payload", "  round_ended: {description: again}\n  fought: {payload")
    content, _ = load_content([write(tmp_path, game)])
    with pytest.raises(ContentError) as error:
        compile_game(content.documents_for("skirmish"), "skirmish")
    (problem,) = error.value.diagnostics
    assert problem.code == "RK209" and problem.span.line > 1


def test_wrong_answers_name_the_problem(tmp_path):
    definition = compiled(tmp_path)
    g = Game(definition, 2, seed=1)
    with pytest.raises(IllegalActionError, match="does not exist"):
        g.answer(0, 5)


# ------------------------------------------------------------------------------------------------ plugins
class DoubleGlory:
    """A house rule: every glory point counts twice (replaces nothing, listens to an event)."""

    __name__ = "double-glory-plugin"

    @hookimpl
    def rulekit_house_rules(self, game):
        return [("double-glory", "Rolling 6 gives one more glory.")] if game == "skirmish" else None

    @hookimpl
    def rulekit_triggers(self, game, house_rules):
        if game != "skirmish" or "double-glory" not in house_rules:
            return None

        def on_fought(ctx, player, roll):
            if roll == 6:
                ctx.set_counter("player", player, "glory", ctx.counter("player", player, "glory") + 1)

        return [("fought", on_fought)]

    @hookimpl
    def rulekit_adjust_definition(self, game, definition, house_rules):
        if game != "skirmish" or "double-glory" not in house_rules:
            return None
        changed = dict(definition)
        changed["flow"] = dict(definition["flow"], round_limit=5)
        return changed


def test_a_house_rule_plugin_adds_a_handler_and_changes_the_definition(tmp_path):
    pm = make_plugin_manager([DoubleGlory()], entry_points=False)
    plain = compiled(tmp_path, pm=pm)
    ruled = compiled(tmp_path, house_rules=("double-glory",), pm=pm)
    assert plain.plugin_triggers == {} and len(ruled.plugin_triggers["fought"]) == 1
    assert ruled.round_limit == 5 and plain.round_limit == 40
    from rulekit.run.scenario import Scenario

    s = Scenario(ruled, 1)
    s.signal("fought", player=0, roll=6)
    assert s.counter("glory", player=0) == 1


def test_an_unknown_house_rule_is_refused_with_a_suggestion(tmp_path):
    pm = make_plugin_manager([DoubleGlory()], entry_points=False)
    with pytest.raises(PluginError, match="double-glory"):
        compiled(tmp_path, house_rules=("double-glorie",), pm=pm)


class Broken:
    __name__ = "broken-plugin"

    @hookimpl
    def rulekit_register_primitives(self, registry, game, house_rules):
        raise ValueError("oops")


def test_a_plugin_that_fails_is_named(tmp_path):
    pm = make_plugin_manager([Broken()], entry_points=False)
    with pytest.raises(PluginError, match="broken-plugin.*oops"):
        compiled(tmp_path, pm=pm)


class WrongHook:
    __name__ = "wrong-hook-plugin"

    @hookimpl
    def rulekit_register_primitive(self, registry):  # misspelt hook name
        return None


def test_a_plugin_with_an_unknown_hook_is_refused():
    with pytest.raises(PluginError, match="rulekit_register_primitive"):
        make_plugin_manager([WrongHook()], entry_points=False)


class ReplacesDraw:
    __name__ = "replaces-draw"

    @hookimpl
    def rulekit_register_primitives(self, registry, game, house_rules):
        @registry.action(name="draw", replace=True)
        def draw(ctx, source: "zone", to: "zone", count: "int" = 1) -> "cards":
            """Draw two cards whenever one is asked for (a house rule)."""
            cards = ctx.state["zones"][source.key][-2 * count:]
            ctx.move(list(reversed(cards)), to)
            return cards


def test_a_plugin_can_replace_a_core_primitive(tmp_path):
    pm = make_plugin_manager([ReplacesDraw()], entry_points=False)
    definition = compiled(tmp_path, pm=pm)
    g = Game(definition, 2, seed=1)
    assert len(g.state["zones"]["hand@0"]) == 2
    assert definition.registry.primitives["draw"].origin == "replaces-draw"


# ------------------------------------------------------------------------------------------------ boards, seats, people
BOARD = """
id: field
game: skirmish
provenance: authored
spaces:
  hill: {tags: [high]}
  ford: {}
tracks:
  fame:
    length: 5
    start: 1
    values: {bonus: [0, 0, 1, 2, 3]}
    rewards:
      - {at: 3, once: true, do: "fights += 10"}
      - {at: 4, once: false, do: "fights += 1"}
"""


def compiled_with_board(tmp_path, game=GAME, board=BOARD):
    root = write(tmp_path, game)
    path = root / "boards/skirmish/field.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(board).lstrip("\n"), encoding="utf-8")
    content, problems = load_content([root])
    assert [d for d in problems if d.severity == "error"] == []
    return compile_game(content.documents_for("skirmish"), "skirmish")


def test_board_spaces_are_zones_with_tags(tmp_path):
    from rulekit.run.scenario import Scenario

    definition = compiled_with_board(tmp_path)
    assert {"hill", "ford"} <= set(definition.zones)
    s = Scenario(definition, 2).put("hill", "knight")
    assert s.zone("hill") == ["knight"] and s.ctx.visible_to("hill", 1)
    assert definition.space_tags["hill"] == frozenset({"high"})


def test_tracks_clamp_pay_rewards_once_or_every_time_and_print_values(tmp_path):
    from rulekit.run.scenario import Scenario

    definition = compiled_with_board(tmp_path)
    s = Scenario(definition, 2)
    assert s.counter("fame") == 1
    s.run(s.ctx.advance("fame", 2))  # passes square 2, lands on 3: once-only reward
    assert s.counter("fights") == 10
    s.run(s.ctx.advance("fame", 5))  # clamped to the last square (4); square 4 pays every time
    assert s.counter("fame") == 4 and s.counter("fights") == 11
    s.run(s.ctx.advance("fame", -2))
    s.run(s.ctx.advance("fame", 2))  # 3 again: once-only, not paid; 4 again: paid
    assert s.counter("fights") == 12
    assert definition.tracks["fame"].values["bonus"][s.counter("fame")] == 3


def test_track_end_is_the_last_square_of_a_track(tmp_path):
    """`track_end(track)`: the most a track's marker can show (length 5: square 4), e.g. the size of a supply kept
    as a track; a name that is no track stops the game with the effect's place in the YAML."""
    from rulekit.run.scenario import Scenario

    reading = BOARD.replace('{at: 3, once: true, do: "fights += 10"}', "{at: 3, once: true, do: 'fights += track_end(\"fame\")'}")
    s = Scenario(compiled_with_board(tmp_path, board=reading), 2)
    s.run(s.ctx.advance("fame", 2))
    assert s.counter("fights") == 4
    for call in ('track_end(\"fam\")', 'track_value(\"fam\", \"bonus\")'):  # RK250, at the argument
        wrong = BOARD.replace('{at: 3, once: true, do: "fights += 10"}', "{at: 3, once: true, do: 'fights += %s'}" % call)
        with pytest.raises(ContentError) as error:
            compiled_with_board(tmp_path / call[:9], board=wrong)
        (found,) = error.value.diagnostics
        assert found.code == "RK250" and "fame" in str(found.suggestion) and found.span.path.endswith("field.yaml")
    definition = compiled_with_board(tmp_path / "named", board=reading)
    s = Scenario(definition, 2)
    with pytest.raises(EffectRuntimeError, match="no track 'fam'.*fame"):  # a name made at run time: refused then
        definition.registry.primitives["track_end"].impl(s.ctx, "fam")


def test_a_track_reward_off_the_track_is_an_error(tmp_path):
    with pytest.raises(ContentError) as error:
        compiled_with_board(tmp_path, board=BOARD.replace("{at: 4, once: false", "{at: 9, once: false"))
    assert [d.code for d in error.value.diagnostics] == ["RK212"]


SEATED = GAME.replace("players: {min: 1, max: 3, default: 2}", """players: {min: 1, max: 3, default: 2}
seats: [lord, red, blue]
sides: {lords: [lord], knights: [red, blue]}
automated_seats: [lord]""").replace("""  graveyard: {visibility: public}""", """  graveyard: {visibility: public}
  vault: {visibility: hidden, seen_by: [red]}""").replace('''  "1": {player_counters: {actions: 3}, provenance: authored}''', '''  "1": {player_counters: {actions: 3}, provenance: authored}
  "2": {seats: 3, controllers: [[red, blue]], provenance: authored}''')


def test_seat_names_sides_seen_by_and_people_versus_seats(tmp_path):
    from rulekit.run.game import controllers

    definition = compiled(tmp_path, game=SEATED)
    assert definition.seats == ("lord", "red", "blue") and definition.sides == {"lords": (0,), "knights": (1, 2)}
    g = Game(definition, 2, seed=1)
    assert g.people == 2 and g.players == 3  # two people, three seats: one person runs red and blue
    assert controllers(definition, 2) == [[1, 2]]
    assert g.ctx.visible_to("vault", 1) and not g.ctx.visible_to("vault", 2)
    assert g.ctx.lookup("blue") == 2


def test_automated_seats_never_ask_and_replay_exactly(tmp_path):
    definition = compiled(tmp_path, game=SEATED)
    g = Game(definition, 2, seed=5)
    while not g.over and g.state["round"] < 4:
        for d in g.pending():
            assert d.player != 0  # the lord's choices are the rules' own
            g.answer(d.player, 0)
    assert any(e.kind == "decision_answered" and e.player == 0 for e in g.log)
    again = Game.replay(definition, 2, 5, g.choices)
    assert again.state == g.state and again.digest() == g.digest()


def test_an_entry_point_into_the_shipped_games_left_by_an_older_install_is_ignored(monkeypatch):
    """The shipped games are found by scanning rulekit.games; an editable checkout's stale metadata (a game that
    was Python once and is data now) must not stop every command."""
    from importlib import metadata

    from rulekit import plugins

    stale = metadata.EntryPoint(name="musketiere", value="rulekit.games.musketiere", group=plugins.ENTRY_POINT_GROUP)
    monkeypatch.setattr(plugins.metadata, "entry_points", lambda group: [stale] if group == plugins.ENTRY_POINT_GROUP else [])
    pm = plugins.make_plugin_manager()
    assert not pm.has_plugin("rulekit.games.musketiere")
