"""Forward models from one seat's view (rulekit.run.determinize) and the ISMCTS agent (rulekit.agents.ismcts)."""
from __future__ import annotations

import textwrap
from functools import partial

import pytest

from rulekit import catalog, hookimpl
from rulekit.agents import make_agent
from rulekit.agents.base import GreedyAgent, RandomAgent, ask_agent, check_agent_names
from rulekit.agents.ismcts import ISMCTSAgent, Setting, parse_setting, rewards
from rulekit.compile.game import compile_game
from rulekit.errors import RulekitError
from rulekit.load import load_content
from rulekit.plugins import make_plugin_manager
from rulekit.run.determinize import ForwardModel, NotClonable, determinize, unseen_places
from rulekit.run.game import Game
from rulekit.run.views import PlayerView
from rulekit.sim import play_game


def _play(game: Game, answers: int, seed: int = 3) -> Game:
    agent = RandomAgent(seed)
    for _ in range(answers):
        for decision in game.pending():
            view = game.view(decision.player)
            asked = next(d for d in view["pending"] if d["id"] == decision.id)
            game.answer(decision.player, agent.decide(view, asked))
    return game


def _to_end(game: Game, seed: int = 9) -> Game:
    while not game.over:
        _play(game, 1, seed)
    return game


@pytest.fixture(scope="module")
def musketiere():
    return catalog.game("musketiere")


def _in_duel(definition) -> Game:
    game = _play(Game(definition, 4, 11), 10)
    assert game.state["step"] == "duel" and len(game.pending()) == 4
    return game


def _swap_hidden(game: Game) -> Game:
    """The same game but for one of player 1's face-down pay cards, exchanged with a card of the deck: seat 0 cannot
    tell the two apart."""
    twin = game.clone()
    zones, where = twin.state["zones"], twin.ctx.card_zone
    pay = next(c for c in zones["pay@1"] if c not in twin.state["card_counters"])
    deck = next(c for c in zones["musketeer_deck"] if c not in twin.state["card_counters"])
    i, j = zones["pay@1"].index(pay), zones["musketeer_deck"].index(deck)
    zones["pay@1"][i], zones["musketeer_deck"][j] = deck, pay
    where[deck], where[pay] = "pay@1", "musketeer_deck"
    return twin


def test_games_differing_only_in_hidden_cards_give_identical_samples(musketiere):
    game = _in_duel(musketiere)
    other = _swap_hidden(game)
    assert other.state["zones"] != game.state["zones"]
    assert other.view(0).to_dict() == game.view(0).to_dict()  # seat 0 sees the same game
    for seed in (1, 2, 3):
        one, two = determinize(game, 0, seed), determinize(other, 0, seed)
        assert one.state == two.state
        assert [(d.player, d.choices) for d in one.pending()] == [(d.player, d.choices) for d in two.pending()]
        assert _to_end(one).digest() == _to_end(two).digest()  # and they play on the same way


def test_a_sample_keeps_what_the_seat_sees_and_deals_the_rest_again(musketiere):
    game = _in_duel(musketiere)
    samples = [determinize(game, 0, seed) for seed in range(6)]
    for sample in samples:
        assert sample.view(0).to_dict() == game.view(0).to_dict()
        assert sorted(c for _k, _p, c in unseen_places(sample, 0)) == sorted(c for _k, _p, c in unseen_places(game, 0))
        for decision in sample.pending():  # the other players are asked about the cards now in their hands
            assert list(decision.choices) == sample.state["zones"][f"hand@{decision.player}"]
        assert sample.log == [] and sample.choices == [] and sample.seed != game.seed
        assert sample.state["seed"] == sample.seed != game.state["seed"]
    assert any(s.state["zones"]["hand@1"] != game.state["zones"]["hand@1"] for s in samples)
    assert len({tuple(s.state["zones"]["musketeer_deck"]) for s in samples}) > 1


def test_a_sample_plays_to_the_end_and_leaves_the_true_game_alone(musketiere):
    game = _in_duel(musketiere)
    before = game.digest()
    sample = _to_end(determinize(game, 2, 5))
    assert sample.over
    assert game.digest() == before
    replayed = Game.replay(musketiere, 4, 11, game.choices)
    assert _to_end(game).digest() == _to_end(replayed).digest()


def test_a_sample_relabels_the_cards_a_secret_pick_bound_to_its_answer(musketiere):
    """A secret pick's `then` is a partial bound to each seat's options: a sample deals those cards again there too,
    so the picks it moves are the sample's own cards, and the true game's partial is left alone."""
    game = _in_duel(musketiere)
    true_then = game._asking.then
    true_bound = true_then.args
    for seed in range(4):
        sample = determinize(game, 0, seed)
        then = sample._asking.then
        assert isinstance(then, partial) and then.func is true_then.func
        for seat, own, _goes_to in then.args[0]:
            assert list(own) == sample.state["zones"][f"hand@{seat}"]
        assert [tuple(d.choices) for d in sample.pending()] == [own for _seat, own, _to in then.args[0]]
    assert game._asking.then is true_then and true_then.args is true_bound
    relabelled = [determinize(game, 0, seed)._asking.then for seed in range(4)]
    assert any(then.args != true_bound for then in relabelled)  # the other seats' hands were dealt again


class PythonAsker:
    """A plugin primitive written the old way: a Python generator that pauses for a decision."""

    __name__ = "python-asker"

    @hookimpl
    def rulekit_register_primitives(self, registry, game, house_rules):
        @registry.action(name="check", asks=True)
        def check(ctx, n: "int") -> "none":
            """Seat 0 confirms every pick, asked from Python generator code."""
            yield from ctx.choose(0, ["yes", "no"], "confirm")


def paused_in_python(tmp_path):
    """The test game of tests/test_run_transactional_answers.py with the generator primitive above, at its first
    pause inside that primitive (every shipped game is data now)."""
    from test_run_transactional_answers import GAME

    root = tmp_path / "content"
    (root / "games").mkdir(parents=True)
    (root / "games" / "tally.yaml").write_text(textwrap.dedent(GAME).lstrip("\n").replace("CHECK", "check(n)"),
                                               encoding="utf-8")
    content, problems = load_content([root])
    assert problems == []
    pm = make_plugin_manager([PythonAsker()], entry_points=False)
    game = Game(compile_game(content.documents_for("tally"), "tally", (), pm=pm), 2, 1)
    first = game.pending()[0]
    game.answer(first.player, 0)
    assert game.pending()[0].prompt == "confirm"
    return game


def test_a_game_paused_in_python_ruleset_code_cannot_be_sampled(tmp_path):
    game = paused_in_python(tmp_path)
    with pytest.raises(NotClonable):
        ForwardModel(game, game.pending()[0].player).sample(1)


def test_the_pendants_written_as_data_can_be_sampled_and_searched():
    pendants = catalog.game("pendants")
    game = Game(pendants, 3, 1)
    sample = ForwardModel(game, game.pending()[0].player).sample(1)
    assert sample.pending()[0].prompt == game.pending()[0].prompt
    decision = game.pending()[0]
    agent = make_agent("ismcts:5", 7, "pendants")
    view = game.view(decision.player)
    asked = next(d for d in view["pending"] if d["id"] == decision.id)
    ask_agent(agent, game, decision.player, view, asked)
    assert agent.fallbacks == 0


def test_ismcts_falls_back_where_games_cannot_be_copied(tmp_path):
    game = paused_in_python(tmp_path)
    decision = game.pending()[0]
    agent = make_agent("ismcts:5", 7, "tally")
    view = game.view(decision.player)
    asked = next(d for d in view["pending"] if d["id"] == decision.id)
    answer = ask_agent(agent, game, decision.player, view, asked)
    assert agent.fallbacks == 1 and game.can_answer(decision.player, answer)


def test_mylady_written_as_data_can_be_searched():
    mylady = catalog.game("mylady")
    game = Game(mylady, 3, 1)
    decision = game.pending()[0]
    agent = make_agent("ismcts:5", 7, "mylady")
    view = game.view(decision.player)
    asked = next(d for d in view["pending"] if d["id"] == decision.id)
    ask_agent(agent, game, decision.player, view, asked)
    assert agent.fallbacks == 0


def test_ismcts_with_iterations_is_deterministic_and_legal(musketiere):
    one = play_game(musketiere, 2, 5, ["ismcts:8", "greedy"], keep=True)
    two = play_game(musketiere, 2, 5, ["ismcts:8", "greedy"], keep=True)
    assert one.over and one.digest() == two.digest()
    assert Game.replay(musketiere, 2, 5, one.choices).digest() == one.digest()


def _answers_in_a_hidden_swap(definition, setting: str) -> list:
    """Seat 0's ISMCTS answer in a duel and in the same duel with the cards it cannot see swapped."""
    game = _in_duel(definition)
    answers = []
    for g in (game, _swap_hidden(game)):
        view = g.view(0)
        asked = next(d for d in view["pending"] if d["id"] == g.pending_for(0).id)
        answers.append(ask_agent(ISMCTSAgent(4, setting), g, 0, view, asked))
    return answers


def test_ismcts_searches_from_samples_not_from_the_true_game(musketiere):
    """The agent's answer depends only on what its seat sees: the same answer in both games of a hidden swap."""
    first, second = _answers_in_a_hidden_swap(musketiere, "20")
    assert first == second


def test_ismcts_budget_settings():
    assert parse_setting(None) == Setting(200, None, False, 0.0, None)
    assert parse_setting("50")[:2] == (50, None)
    assert parse_setting("1.5s")[:2] == (None, 1.5)
    for bad in ("0", "-3", "fast", "0s", "infs", "", ":guided"):
        with pytest.raises(RulekitError, match="ismcts takes a budget"):
            parse_setting(bad or ":")
    with pytest.raises(RulekitError, match="takes no setting"):
        make_agent("greedy:3", 1, "musketiere")


def test_ismcts_playout_settings():
    assert parse_setting("40:guided") == Setting(40, None, True, 0.0, None)
    assert parse_setting("40:random") == Setting(40, None, False, 0.0, None)
    assert parse_setting("2s:guided:mix10:cut30") == Setting(None, 2.0, True, 0.1, 30)
    assert parse_setting("8:cut5:guided") == Setting(8, None, True, 0.0, 5)  # in any order
    assert parse_setting("guided") == Setting(200, None, True, 0.0, None)  # the default budget
    assert parse_setting("10:guided:rounds9").rounds == 9 and parse_setting("10:rounds2") == Setting(10, rounds=2)
    refused = {"40:guidd": "'guidd' is no part", "40:guided:guided": "twice or contradicted",
               "40:random:guided": "twice or contradicted", "40:mix10": "guided playouts only",
               "40:cut3": "guided playouts only", "40:guided:mix150": "a percentage",
               "40:guided:cut0": "need at least 1", "40:rounds0": "need at least 1",
               "40:guided:mix": "'mix' is no part",
               "guidedd": "not 'guidedd'", "40:": "'' is no part", "guided:40": "'40' is no part"}
    for bad, why in refused.items():
        with pytest.raises(RulekitError, match="ismcts takes a budget") as error:
            parse_setting(bad)
        assert why in str(error.value), (bad, str(error.value))
    check_agent_names(["ismcts:40:guided:mix5"], "pendants")
    with pytest.raises(RulekitError, match="'guidded' is no part"):
        check_agent_names(["ismcts:40:guidded"], "pendants")
    agent = make_agent("ismcts:3:guided", 1, "pendants")
    assert agent.iterations == 3 and agent.guide.name == "heuristic"  # the game's own agent plays the playouts
    assert make_agent("ismcts:3:guided", 1, "musketiere").guide.name == "greedy"  # no heuristic: greedy
    assert make_agent("ismcts:3", 1, "pendants").guide is None


class SpyGuide:
    """A playout agent that records every view and decision it is given, and answers as greedy does."""

    name = "spy"

    def __init__(self, true_game: Game) -> None:
        self.true_game, self.asked = true_game, []
        self.greedy = GreedyAgent(1)

    def decide(self, view, decision):
        self.asked.append((view, decision))
        return self.greedy.decide(view, decision)


def test_guided_playouts_decide_from_each_seats_view_of_the_sample_never_the_true_game(musketiere, monkeypatch):
    game = _in_duel(musketiere)
    decision = game.pending_for(0)
    view = game.view(0)
    asked = next(d for d in view["pending"] if d["id"] == decision.id)
    agent = ISMCTSAgent(4, "12:guided")
    spy = agent.guide = SpyGuide(game)
    viewed = []
    true_view = Game.view
    monkeypatch.setattr(Game, "view", lambda self, player: viewed.append(self) or true_view(self, player))
    answer = ask_agent(agent, game, 0, view, asked)
    monkeypatch.undo()
    assert viewed and all(g is not game for g in viewed)  # the search never asked the true game for a view
    assert game.can_answer(0, answer) and agent.fallbacks == 0
    assert len(spy.asked) > 12  # every playout was guided
    seats = set()
    for seen, asked_there in spy.asked:
        assert isinstance(seen, PlayerView) and seen._game is not game  # a view of a sample
        assert asked_there in seen["pending"] and asked_there["player"] == seen["you"]  # asked as that seat
        seats.add(seen["you"])
    assert seats == {0, 1, 2, 3}  # the guide plays every seat of the sample, each from its own view


def test_guided_search_below_the_root_tries_the_games_agent_first_and_widens_slowly(musketiere):
    """Progressive widening: at a node below the root, the guide's answer is expanded first; a second answer is
    added only once the first has 2 visits, a third once the two have 8."""
    from rulekit.agents.ismcts import Node

    game = _in_duel(musketiere)
    decision = game.pending_for(1)
    agent = ISMCTSAgent(4, "10:guided")

    class Third:
        def decide(self, view, asked):
            assert view._game is game and view["you"] == 1
            return (2,)

    agent.guide, node = Third(), Node()
    key, picks, new = agent._select(node, game, decision)
    assert picks == (2,) and new
    node.stats[(1, key)][:2] = [1, 0.6]
    assert agent._select(node, game, decision)[1:] == ((2,), False)  # one visit: no other answer yet
    node.stats[(1, key)][:2] = [2, 1.2]
    other, other_picks, new = agent._select(node, game, decision)
    assert other_picks != (2,) and new
    node.stats[(1, other)][:2] = [1, 0.1]
    assert agent._select(node, game, decision)[1] in ((2,), other_picks)  # 3 visits < 8: no third answer
    node.stats[(1, key)][:2] = [7, 4.2]
    assert agent._select(node, game, decision)[1] not in ((2,), other_picks)  # 8 visits: a third


def test_the_search_overrules_the_games_agent_only_with_an_action_more_visited_and_better(musketiere):
    from rulekit.agents.ismcts import Node, _key

    game = _in_duel(musketiere)
    decision = game.pending_for(0)
    agent, root = ISMCTSAgent(4, "10"), Node()
    keys = [_key(game, decision, i) for i in range(len(decision.choices))]
    agent._hint = (0,)

    def chosen(stats):
        root.stats = {(0, keys[i]): [visits, visits * mean, visits] for i, (visits, mean) in stats.items()}
        return agent._best(root, game, decision)

    assert chosen({0: (3, 0.5), 1: (5, 0.5), 2: (2, 0.9)}) == (0,)  # more visited but no better: the agent's
    assert chosen({0: (3, 0.5), 1: (5, 0.4), 2: (4, 0.6)}) == (2,)  # more visited and better
    assert chosen({0: (3, 0.5), 1: (6, 0.55), 2: (4, 0.6)}) == (1,)  # of those, the most visited
    agent._hint = None  # no agent's choice: the most visited
    assert chosen({0: (3, 0.5), 1: (5, 0.1), 2: (2, 0.9)}) == (1,)


def test_guided_ismcts_answers_the_same_in_games_that_differ_only_in_hidden_cards(musketiere):
    first, second = _answers_in_a_hidden_swap(musketiere, "20:guided:mix20")
    assert first == second


def test_guided_ismcts_with_iterations_is_deterministic_and_legal(musketiere):
    one = play_game(musketiere, 2, 5, ["ismcts:6:guided:mix25", "greedy"], keep=True)
    two = play_game(musketiere, 2, 5, ["ismcts:6:guided:mix25", "greedy"], keep=True)
    assert one.over and one.digest() == two.digest()
    assert Game.replay(musketiere, 2, 5, one.choices).digest() == one.digest()


def test_guided_ismcts_searches_the_pendants_with_its_heuristic_deterministically():
    pendants = catalog.game("pendants")
    game = _play(Game(pendants, 2, 4), 30)
    decision = next(d for d in game.pending() if d.player == 0) if game.pending_for(0) else game.pending()[0]
    view = game.view(decision.player)
    asked = next(d for d in view["pending"] if d["id"] == decision.id)
    answers = set()
    for _ in range(2):
        agent = make_agent("ismcts:4:guided:cut20", 7, "pendants")
        answers.add(ask_agent(agent, game, decision.player, view, asked))
        assert agent.calls == 1 and agent.fallbacks == 0  # searched, not answered at once
    assert len(answers) == 1 and game.can_answer(decision.player, answers.pop())


def test_rewards_share_a_win_between_winning_sides_and_rank_unfinished_games_by_score(musketiere):
    game = _in_duel(musketiere)
    for seat, ducats in enumerate((10, 30, 30, 0)):
        game.state["players"][seat]["ducats"] = ducats
    assert rewards(game) == [pytest.approx(1 / 3), pytest.approx(2.5 / 3), pytest.approx(2.5 / 3), 0.0]
    finished = play_game(musketiere, 2, 3, ["random", "random"], keep=True)
    got = rewards(finished)
    assert sorted(got) in ([0.0, 1.0], [0.5, 0.5])


def test_ismcts_from_the_command_line(tmp_path):
    from click.testing import CliRunner

    from rulekit.cli import main

    out = tmp_path / "s.json"
    result = CliRunner().invoke(main, ["simulate", "musketiere", "--games", "2", "--players", "2", "--jobs", "1",
                                       "--agents", "0=ismcts:4,1=greedy", "--quiet", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert '"ismcts:4"' in out.read_text()
    bad = CliRunner().invoke(main, ["simulate", "musketiere", "--games", "1", "--agents", "ismcts:fast", "--quiet"])
    assert bad.exit_code == 2 and "ismcts takes a budget" in bad.output


def test_an_unfinished_game_is_valued_by_the_games_estimate():
    """The Pendants' `estimate` (procedure `chances`): the musketeers' chances fall as the Queen nears the King and
    the Cardinal's rise as much; ISMCTS scores a playout stopped before the end with it."""
    pendants = catalog.game("pendants")
    game = _play(Game(pendants, 2, 5), 40)
    assert not game.over and not game.state["zones"]["pendant_pool"]  # the pendants are dealt
    early = rewards(game)
    assert early[0] == pytest.approx(1 - early[1]) and all(0 < r < 1 for r in early)
    game.ctx.set_counter("game", None, "queen_track", game.state["counters"]["king_square"] - 1)  # an event
    late = rewards(game)
    assert late[1] < early[1] and late[0] > early[0]
    assert late[1] == pendants.estimated(game.ctx, 1) == late[2]  # one side, one value


def test_an_estimate_is_checked_like_any_expression_and_must_give_a_number(tmp_path):
    from test_effects_codegen import build

    definition = build(tmp_path, "total = 1")
    game_file = tmp_path / "content" / "games" / "lab.yaml"
    text = game_file.read_text(encoding="utf-8")
    game_file.write_text(text.replace("score: points\n", 'score: points\nestimate: "p.points + totl"\n'), encoding="utf-8")
    content, _ = load_content([tmp_path / "content"])
    with pytest.raises(RulekitError) as error:
        compile_game(content.documents_for("lab"), "lab")
    assert "totl" in str(error.value) and "total" in str(error.value)  # the near miss
    game_file.write_text(text.replace("score: points\n", 'score: points\nestimate: "p.points + total"\n'), encoding="utf-8")
    content, _ = load_content([tmp_path / "content"])
    definition = compile_game(content.documents_for("lab"), "lab")
    game = Game(definition, 3, 1)
    for seat in range(3):
        game.ctx.set_counter("player", seat, "points", 30 * seat + 30)
    assert [definition.estimated(game.ctx, seat) for seat in range(3)] == [0.31, 0.61, 0.91]
    game_file.write_text(text.replace("score: points\n", 'score: points\nestimate: "p == 1"\n'), encoding="utf-8")
    content, _ = load_content([tmp_path / "content"])
    definition = compile_game(content.documents_for("lab"), "lab")
    with pytest.raises(RulekitError, match="not a whole number"):
        definition.estimated(Game(definition, 2, 1).ctx, 1)


def test_logistic_turns_a_fitted_logit_into_a_chance_in_percent(tmp_path):
    """The core's `logistic(x)`: 100 / (1 + e^(-x/100)) within a point, rising, 50 at 0, held at 2 below x = -400 and
    at 97 above 350 (the table's last step); what a fitted `estimate:` ends in (both the Pendants' and Mylady's)."""
    import math

    from test_effects_codegen import build

    definition = build(tmp_path, "total = 1")
    game_file = tmp_path / "content" / "games" / "lab.yaml"
    text = game_file.read_text(encoding="utf-8")
    game_file.write_text(text.replace("score: points\n", 'score: points\nestimate: "logistic(p.points - 1000)"\n'),
                         encoding="utf-8")
    content, _ = load_content([tmp_path / "content"])
    definition = compile_game(content.documents_for("lab"), "lab")
    game = Game(definition, 1, 1)
    chances = []
    for x in range(-600, 601, 7):
        game.ctx.set_counter("player", 0, "points", x + 1000)
        chances.append(round(definition.estimated(game.ctx, 0) * 100))
        if abs(x) <= 400:
            assert abs(chances[-1] - 100 / (1 + math.exp(-x / 100))) <= 1.5, x
    assert chances == sorted(chances) and chances[:20] == [2] * 20 and chances[-20:] == [97] * 20
    game.ctx.set_counter("player", 0, "points", 1000)
    assert definition.estimated(game.ctx, 0) == 0.5


def test_the_mylady_estimate_rises_with_the_quest_and_falls_with_time():
    """Mylady's `estimate:` (procedure `chances`): the musketeers' chances rise with each quest chapter and La
    Rochelle's marker and fall as time runs out; Mylady's are the rest."""
    mylady = catalog.game("mylady")
    game = Game(mylady, 2, 5)
    start = mylady.estimated(game.ctx, 1)
    assert 0 < start < 0.5 and mylady.estimated(game.ctx, 0) == pytest.approx(1 - start)
    assert {mylady.estimated(game.ctx, s) for s in range(1, 5)} == {start}  # one side, one value

    def after(**counters):
        twin = game.clone()
        for name, value in counters.items():
            twin.ctx.set_counter("game", None, name, value)
        return mylady.estimated(twin.ctx, 1)

    assert after(quest_chapter=2) > start and after(quest_chapter=4) > after(quest_chapter=3) > after(quest_chapter=2)
    assert after(rochelle=7) > start > after(rochelle=1)
    assert after(time=6) < start and after(time=11) < after(time=6) - 0.05  # the last squares weigh more


def test_ismcts_tries_the_games_own_agents_choice_first():
    """With one iteration the search has visited one action: the one the Pendants' heuristic agent names."""
    pendants = catalog.game("pendants")
    game = Game(pendants, 2, 4)
    while True:
        decision = game.pending()[0]
        if len(decision.choices) > 3 and decision.max == 1:
            break
        _play(game, 1)
    view = game.view(decision.player)
    asked = next(d for d in view["pending"] if d["id"] == decision.id)
    heuristic = make_agent("heuristic", 11, "pendants").decide(view, asked)
    searched = ask_agent(make_agent("ismcts:1", 11, "pendants"), game, decision.player, game.view(decision.player), asked)
    assert searched == heuristic


def test_a_face_down_card_is_imagined_only_as_a_card_with_the_same_back():
    """Mylady's quest tokens show their `group` on the back (the four challenge tokens only ever lie face down on
    the galleries' upper row): a musketeer's sample deals challenge tokens only where challenge tokens lie."""
    mylady = catalog.game("mylady")
    game = Game(mylady, 2, 4)
    zones = game.state["zones"]
    tokens = [c for c in zones["box"] if mylady.cards[c].kind == "quest_token"]  # behind Mylady's screen, as
    zones["box"] = [c for c in zones["box"] if c not in tokens]                  # the quest's set-up puts them
    zones["quest_reserve"] = zones["quest_reserve"] + tokens
    game.ctx.card_zone.update((c, "quest_reserve") for c in tokens)
    places = [(key, pos, card) for key, pos, card in unseen_places(game, 1) if mylady.cards[card].kind == "quest_token"]
    groups = {(key, pos): mylady.cards[card].back for key, pos, card in places}
    assert {("challenge",), ("adversary",)} <= set(groups.values())
    dealt = set()
    for seed in range(8):
        zones = determinize(game, 1, seed).state["zones"]
        assert {(key, pos): mylady.cards[zones[key][pos]].back for key, pos in groups} == groups
        dealt.add(tuple(zones[key][pos] for key, pos in groups if groups[key, pos] == ("challenge",)))
    assert len(dealt) > 1  # the challenge tokens are still dealt again among themselves


def test_a_back_must_name_a_stat_every_card_of_the_kind_has(tmp_path):
    from test_effects_codegen import build

    build(tmp_path, "total = 1")
    game_file = tmp_path / "content" / "games" / "lab.yaml"
    text = game_file.read_text(encoding="utf-8")
    assert "card_kinds:" in text
    kinds = text[text.index("card_kinds:"):]
    kind_line = next(line for line in kinds.splitlines()[1:] if line.strip() and "stats" in line)
    with_back = text.replace(kind_line, kind_line.rstrip().rstrip("}") + ", back: [colour]}")
    game_file.write_text(with_back, encoding="utf-8")
    content, _ = load_content([tmp_path / "content"])
    with pytest.raises(RulekitError) as error:
        compile_game(content.documents_for("lab"), "lab")
    assert "RK225" in str(error.value) and "colour" in str(error.value) and "lab.yaml:" in str(error.value)


def test_a_card_shown_to_the_seat_is_not_dealt_again(musketiere):
    game = _in_duel(musketiere)
    shown = game.state["zones"]["hand@1"][0]
    game.state["revealed"][shown] = [0]
    assert shown not in [c for _k, _p, c in unseen_places(game, 0)]
    assert all(determinize(game, 0, seed).state["zones"]["hand@1"][0] == shown for seed in range(6))
    assert shown in [c for _k, _p, c in unseen_places(game, 2)]  # still unseen by the others


def test_a_sample_that_breaks_gives_its_own_error_and_leaves_the_true_game_alone(musketiere, monkeypatch):
    from rulekit.errors import EffectRuntimeError

    game = _in_duel(musketiere)
    before = game.digest()
    sample = determinize(game, 0, 1)

    def broken(self, answers=None):
        raise EffectRuntimeError("a sample the rules cannot go on from")

    *first, decision = sample.pending()
    for other in first:
        sample.answer(other.player, 0)
    monkeypatch.setattr(Game, "_run", broken)  # the game running on after the answers
    with pytest.raises(EffectRuntimeError, match="cannot go on from"):  # not a failed replay from the seed
        sample.answer(decision.player, 0)
    monkeypatch.undo()
    with pytest.raises(RulekitError):
        sample.answer(decision.player, 0)  # a broken sample refuses further answers
    assert game.digest() == before
