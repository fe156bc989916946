"""Mylady und die Musketiere, seed 000 'Spielvarianten' and the variants of the rulebook and FAQ (house rules in
content/games/mylady.yaml), the hourglass ('Sanduhr') and the game without Mylady ('Spiel ohne Mylady')."""
from __future__ import annotations

from collections import Counter

import pytest

from mylady_helpers import ARAMIS, ATHOS, DARTAGNAN, MYLADY, PORTHOS, answer, mylady, option_values, play_until, table
from rulekit.effects import ast
from rulekit.games.mylady import PAUSED_PROMPTS
from rulekit.run.game import Game, controllers
from rulekit.effects.values import zone_of as Z


@pytest.fixture(scope="module")
def game():
    return mylady()


def set_up(game, people: int, seed: int = 2) -> Game:
    g = Game(game, people, seed)
    play_until(g, lambda g: g.state["step"] == "choose_location")
    return g


def menu(s, seat: int) -> list:
    s.answer(seat, "choose-action", "end")
    before = len(s.asked)
    s.call("musketeer_action", seat, False)
    s.set("turn_over", 0, player=seat)
    return option_values(s.asked[before])


def test_seed000_spielvarianten_four_players_three_musketeers_seven_cards_four_actions(game):
    g = set_up(game, 4)
    assert g.players == 4 and "musk-porthos" in g.state["zones"]["box"]
    assert all(len(g.state["zones"][f"hand@{s}"]) == 7 for s in (1, 2, 3))
    assert g.state["counters"]["actions_per_round"] == 4


@pytest.mark.parametrize("out, rule", [("dartagnan", "four-without-dartagnan"), ("aramis", "four-without-aramis"),
                                       ("athos", "four-without-athos")])
def test_seed000_spielvarianten_four_players_choose_who_stays_out(out, rule):
    """'Es werden jedoch nur drei der vier Musketiere verwendet': the players choose which one stays out (by a
    house rule chosen at the table; Porthos when none is chosen). The three others play, one person each."""
    ruled = mylady((rule,))
    g = set_up(ruled, 4)
    names = ["dartagnan", "aramis", "athos", "porthos"]
    playing = [n for n in names if n != out]
    assert f"musk-{out}" in g.state["zones"]["box"]
    assert controllers(ruled, 4) == [[0]] + [[ruled.seats.index(n)] for n in playing]
    assert all(len(g.state["zones"][f"hand@{ruled.seats.index(n)}"]) == 7 for n in playing)
    assert len(g.state["zones"][f"hand@{ruled.seats.index(out)}"]) == 0
    from rulekit.sim import play_game

    outcome = play_game(ruled, 4, 3, ["random"] * 5)
    assert outcome.reason
    with pytest.raises(Exception, match="cannot be played together"):
        mylady(("four-without-aramis", "four-without-athos"))


def test_seed000_spielvarianten_three_players_two_musketeers_each_one_hand_of_nine(game):
    g = set_up(game, 3)
    assert g.players == 5 and controllers(game, 3) == [[0], [1, 2], [3, 4]]
    assert len(g.state["zones"]["hand@1"]) == 9 and g.state["zones"]["hand@2"] == []
    assert len(g.state["zones"]["hand@3"]) == 9 and g.state["zones"]["hand@4"] == []


def test_seed000_spielvarianten_three_players_no_card_exchange_within_a_shared_hand(game):
    s = table(game, players=3).put("paris", "musk-aramis")  # d'Artagnan's place
    s.call("hand_of", ARAMIS)
    assert s.result == Z("hand", DARTAGNAN)
    assert ("exchange", ARAMIS) not in menu(s, DARTAGNAN)  # one hand and no equipment: nothing to swap


def test_seed000_spielvarianten_two_players_one_hand_a_card_each_round_no_getrennt(game):
    g = set_up(game, 2)
    assert controllers(game, 2) == [[0], [1, 2, 3, 4]]
    assert "arg-getrennt-1" in g.state["zones"]["box"]
    assert len(g.state["zones"]["hand@1"]) == 9 + 1  # the first round's card came before Mylady's location
    assert all(g.state["zones"][f"hand@{s}"] == [] for s in (2, 3, 4))


@pytest.mark.parametrize("people", [2, 3, 4, 5])
def test_every_player_count_plays_to_an_end(game, people):
    from rulekit.sim import play_game

    outcome = play_game(game, people, 5, ["random"] * 5)
    assert outcome.reason


# ------------------------------------------------------------------------------------------------ house rules
def test_seed000_einfacheres_spiel_musketeers_start_with_one_for_all():
    g = set_up(mylady(("easier",)), 5)
    assert g.state["zones"]["one_for_all@1"] == ["one-for-all-rochelle"]
    assert set_up(mylady(), 5).state["zones"]["one_for_all@1"] == []


def test_seed000_tapferer_athos_must_fight_a_rochefort_already_shown():
    for rules, fights in (((), False), (("brave-athos",), True)):
        s = table(mylady(rules))
        s.put("louvre", "rochefort", "musk-athos")  # Rochefort already shown at the Louvre
        s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield", "sword")
        s.call("rochefort_blocks", ATHOS, "louvre")
        assert (s.card_counter("rochefort", "wounds") == 1) == fights


def test_seed002_faq_realism_beggars_paid_only_on_the_spot():
    s = table(mylady(("beggars-on-the-spot",)))
    s.put("louvre_mission", "louvre-giftaffaere").put("louvre_foes", "amb-bettler").set("gold", 5)
    assert ("pay", "amb-bettler") not in menu(s, ATHOS)  # Athos is at Vieux Colombier
    assert ("pay", "amb-bettler") in menu(s, PORTHOS)  # Porthos stands at the Louvre


def test_seed002_faq_realism_jailed_musketeer_only_escapes():
    s = table(mylady(("escape-only",))).put("bastille", "musk-athos").set("gold", 3)
    assert set(map(str, menu(s, ATHOS))) == {str(("act", "act-bastille-bribe")), str(("act", "act-bastille-break")), "end"}


def test_house_rules_are_listed_and_unknown_ones_refused():
    from rulekit import plugins
    from rulekit.compile import house_rules
    from rulekit.errors import PluginError
    from rulekit.catalog import load, default_content_root

    content = load(str(default_content_root()))
    (doc,) = [d for d in content.documents_for("mylady") if d.kind == "game"]
    offered = house_rules.offered(doc, "mylady", plugins.default_plugin_manager())
    assert {"easier", "first-game", "deadly-quest", "brave-athos", "beggars-on-the-spot", "escape-only", "without-mylady",
            "four-without-dartagnan", "four-without-aramis", "four-without-athos"} == set(offered)
    with pytest.raises(PluginError, match="brave-athos"):
        mylady(("brave-atos",))


# ------------------------------------------------------------------------------------------------ Sanduhr
def prompts_of(definition) -> set[str]:
    """Every prompt the game's effects can ask with: `choose` prompts, `prompt=` arguments, and literals passed
    to a procedure's `prompt` parameter."""
    found: set[str] = set()
    prompt_params = {name: [p.name for p in proc.params].index("prompt")
                     for name, proc in definition.procedures.items() if "prompt" in [p.name for p in proc.params]}
    nodes = [proc.code.node for proc in definition.procedures.values()]
    nodes += [t.effect.node for triggers in definition.rule_triggers.values() for t in triggers]
    nodes += [t.effect.node for c in definition.cards.values() for t in c.triggers]
    nodes += [s.effect.node for p in definition.phases for s in p.steps]
    for node in nodes:
        for sub in ast.walk(node):
            if isinstance(sub, ast.Choose) and sub.prompt:
                found.add(sub.prompt)
            if isinstance(sub, ast.Call):
                for kw in sub.kwargs:
                    if kw.name == "prompt" and isinstance(kw.value, ast.Literal):
                        found.add(kw.value.value)
                index = prompt_params.get(sub.name)
                if index is not None and len(sub.args) > index and isinstance(sub.args[index], ast.Literal):
                    found.add(sub.args[index].value)
    return found


def test_seed000_sanduhr_pauses_name_prompts_of_the_game(game):
    """The hourglass lies down during duels, new missions laid out and a new chapter set up: every prompt it
    names is one the game asks with (a renamed prompt would silently leave the clock running)."""
    known = prompts_of(game)
    assert {"choose-action", "commit-combat-cards", "place-foes", "quest-lay-rooms"} <= known
    assert [p for p in PAUSED_PROMPTS if p not in known] == []


def test_seed000_sanduhr_two_minutes_for_phase_two_paused_in_duels_then_actions_lost(game):
    from rulekit import plugins
    from rulekit.agents import make_agent
    from rulekit.view.terminal import Clock

    (spec,) = plugins.call(plugins.default_plugin_manager(), "rulekit_play_clock", game="mylady")
    assert spec["seconds"] == game.counters["hourglass_seconds"] == 120
    g = Game(game, 5, seed=4)
    agent = make_agent("random", 1)
    while not (g.state["phase"] == "musketeers" and any(d.prompt == "choose-action" for d in g.pending())):
        for d in g.pending():
            view = g.view(d.player)
            g.answer(d.player, agent.decide(view, next(x for x in view["pending"] if x["id"] == d.id)))
    clock = Clock(spec, now=lambda: 0.0)
    assert not clock.running(g, "choose-action")  # no Beeilung!: no clock
    g.ctx.set_counter("game", None, "hourglass", 1)
    assert clock.running(g, "choose-action") and not clock.running(g, "commit-combat-cards")
    clock.used = 119.0
    assert not clock.timed_out(g, "choose-action")
    clock.used = 121.0
    assert clock.timed_out(g, "choose-action") and not clock.timed_out(g, "toledo-reroll")
    assert spec["expired"] in game.external_counters
    decision = g.view(g.pending()[0].player)["pending"][0]
    assert decision["options"][clock.forced_answer(decision)[0]]["value"] == "end"


def hourglass_turned(game, seed: int):
    """A five-player game at the musketeers' first action of phase II with the hourglass turned (Beeilung!), and
    the game's own clock (the `rulekit_play_clock` hook) with no time used yet."""
    from rulekit import plugins
    from rulekit.agents import make_agent
    from rulekit.view.terminal import Clock

    (spec,) = plugins.call(plugins.default_plugin_manager(), "rulekit_play_clock", game="mylady")
    g = Game(game, 5, seed=seed)
    agent = make_agent("random", 1)
    while not (g.state["phase"] == "musketeers" and any(d.prompt == "choose-action" for d in g.pending())):
        for d in g.pending():
            view = g.view(d.player)
            g.answer(d.player, agent.decide(view, next(x for x in view["pending"] if x["id"] == d.id)))
    g.ctx.set_counter("game", None, "hourglass", 1)
    clock = Clock(spec, now=lambda: 0.0)
    assert clock.running(g, "choose-action")  # from here on it counts this round's time
    return g, clock, agent


def play_phase_two(g, clock, agent) -> list[tuple[int, str, object]]:
    """Phase II as the terminal plays it (rulekit.view.terminal.Player.decide): the clock answers the timed
    questions once time is up, an agent the others. Returns what each seat answered: (seat, prompt, value)."""
    answered = []
    while g.state["phase"] == "musketeers" and not g.over:
        d = g.pending()[0]
        view = g.view(d.player)
        asked = next(x for x in view["pending"] if x["id"] == d.id)
        if clock.timed_out(g, d.prompt):
            picks = clock.time_up(g, asked)
        else:
            picks = agent.decide(view, asked)
        g.answer(d.player, picks)
        answered.append((d.player, d.prompt, asked["options"][picks[0]]["value"] if picks else None))
    return answered


def test_seed000_sanduhr_time_up_loses_every_action_left_standing_up_too(game):
    """'Sanduhr': when the hourglass runs out before the end of phase II, every action left is lost and phase III
    begins at once: the musketeer asked gets `end`, nobody after him acts, and a knocked-out musketeer whose turn
    had not come stays down this round (standing up is his turn)."""
    g, clock, agent = hourglass_turned(game, seed=4)
    asked = g.pending()[0].player
    down = next(s for s in (DARTAGNAN, ARAMIS, ATHOS, PORTHOS) if s != asked)
    g.ctx.set_counter("player", down, "knocked_out", 1)
    clock.used = 121.0
    answered = play_phase_two(g, clock, agent)
    assert answered[0] == (asked, "choose-action", "end")
    assert [a for a in answered[1:] if a[1] in ("choose-action", "next-musketeer")] == []
    assert g.state["players"][down]["knocked_out"] == 1
    assert g.externals == [(len(g.choices) - len(answered), "hourglass_out")]
    assert g.record()["externals"] == [list(g.externals[0])]  # a save keeps the clock's input (replayed: test_engine_external)
    play_until(g, lambda g: g.state["phase"] == "musketeers" or g.over)
    assert g.state["counters"]["hourglass_out"] == 0  # the next round starts with time again


def test_seed000_sanduhr_time_up_while_leaving_richelieu_he_stays(game):
    """'Sanduhr' with FAQ 'Richelieu': a musketeer who starts his turn at Richelieu must leave (no `end` is
    offered); when the time runs out while he chooses where to go, that move is lost too: he stays, and nobody
    after him acts."""
    g, clock, agent = hourglass_turned(game, seed=4)
    first = g.pending()[0].player
    second = next(s for s in (DARTAGNAN, ARAMIS, ATHOS, PORTHOS) if s != first)
    figure = next(c for c, card in game.cards.items() if card.kind == "musketeer" and card.stats.get("seat") == second)
    g.ctx.move([figure], Z("richelieu"))
    answer(g, first, "end")
    if g.pending()[0].prompt == "next-musketeer":
        answer(g, g.pending()[0].player, second)
    assert g.pending()[0].player == second and "end" not in option_values(g.pending()[0])
    clock.used = 121.0
    answered = play_phase_two(g, clock, agent)
    assert answered[0][:2] == (second, "choose-action") and answered[0][2] != "end"
    assert figure in g.state["zones"]["richelieu"]
    assert [a for a in answered[1:] if a[1] in ("choose-action", "next-musketeer")] == []


@pytest.mark.parametrize("rules, people", [(("first-game",), 5), (("first-game", "without-mylady"), 1)])
def test_seed000_sanduhr_tipp_a_first_game_without_the_hourglass(rules, people):
    """'Sanduhr', Tipp: for a first game the rulebook advises leaving out the hourglass and both Beeilung! cards
    (house rule first-game, with or without Mylady): they leave the Arglist deck at set-up and never come back
    into play; without the rule they are in the game."""
    from rulekit.sim import play_game

    hurry = {"arg-beeilung-1", "arg-beeilung-2"}
    first = Game(mylady(rules), people, seed=3)
    assert hurry <= set(first.state["zones"]["removed"])
    played = play_game(mylady(rules), people, 3, ["random"] * 5, keep=True)
    treachery = [dict(e.payload)["card"] for e in played.log if e.kind == "signalled" and e.event == "treachery_played"]
    assert played.over and treachery and not set(treachery) & hurry
    assert not [e for e in played.log if getattr(e, "name", None) == "hourglass" and e.value == 1]
    usual = Game(mylady(rules[1:]), people, seed=3)
    assert not hurry & set(usual.state["zones"]["removed"])


def test_seed000_sanduhr_beeilung_turns_the_hourglass_for_this_round(game):
    s = table(game).put("schemes@0", "arg-beeilung-1").answer(MYLADY, "draw-or-play-treachery", ("play", "arg-beeilung-1"))
    s.call("draw_or_play_treachery")
    assert s.counter("hourglass") == 1
    s.run_step("end_of_round", "reset")
    assert s.counter("hourglass") == 0


# ------------------------------------------------------------------------------------------------ the quest's order
def test_seed000_diamantnadeln_vorbereitung_tokens_lie_in_the_order_chosen(game):
    """Through Game: Mylady's answers that pick several tokens keep her order (a decoy first in a corridor, a
    chosen token last), so the tokens lie as she laid them."""
    g = Game(game, 5, seed=9)
    play_until(g, lambda g: g.pending()[0].prompt == "quest-pick-inn-tokens")
    decision = g.pending()[0]
    chosen = list(reversed([v for v in decision.choices][:8]))  # eight of them, picked in reverse
    answer(g, MYLADY, *chosen)
    decoys = [c for c, card in game.cards.items() if card.kind == "quest_token" and card.stats["token"] == "decoy"]
    rooms = [decoys[3], chosen[0], decoys[0], chosen[1]]
    stables = [chosen[2], chosen[3], decoys[2], chosen[4]]
    cellar = [decoys[1], chosen[5], chosen[6], chosen[7]]
    for prompt, order in (("quest-lay-rooms", rooms), ("quest-lay-stables", stables), ("quest-lay-cellar", cellar)):
        assert g.pending()[0].prompt == prompt
        answer(g, MYLADY, *order)
    facedown = {c: g.state["card_counters"][c]["slot"] for c in g.state["zones"]["quest_facedown"]}
    spaces = [s for s, tags in game.space_tags.items() if "token" in tags]
    laid = {spaces[n - 1]: card for card, n in facedown.items()}
    assert [laid[f"inn_rooms_{n}"] for n in (1, 2, 3, 4)] == rooms
    assert [laid[f"inn_stables_{n}"] for n in (1, 2, 3, 4)] == stables
    assert [laid[f"inn_cellar_{n}"] for n in (1, 2, 3, 4)] == cellar


# ------------------------------------------------------------------------------------------------ Spiel ohne Mylady
@pytest.fixture(scope="module")
def solo():
    return mylady(("without-mylady",))


def play_solo(solo, people: int, seed: int, rounds: int = 3) -> Game:
    from rulekit.agents import make_agent

    g = Game(solo, people, seed)
    agent = make_agent("random", seed)
    while not g.over and g.state["round"] <= rounds:
        for d in g.pending():
            assert d.player != MYLADY  # nobody is ever asked for Mylady
            view = g.view(d.player)
            g.answer(d.player, agent.decide(view, next(x for x in view["pending"] if x["id"] == d.id)))
    return g


def test_seed000_ohne_mylady_one_to_four_players(solo):
    assert (solo.min_players, solo.max_players) == (1, 4)
    for people in (1, 2, 3, 4):
        assert play_solo(solo, people, seed=people).state["round"] >= 1


def test_seed000_ohne_mylady_location_drawn_and_played_face_up(solo):
    """Her location card is drawn from her shuffled cards and laid face up (never Richelieu or her house; La
    Rochelle only once two cards lie there)."""
    seen = Counter()
    for seed in range(6):
        g = play_solo(solo, 1, seed, rounds=4)
        for e in g.log:
            if e.kind == "cards_moved" and e.to in ("secret_location", "shown_location") and e.sources[0] == "locations_hand@0":
                assert e.to == "shown_location"  # face up, at once
                place = solo.cards[e.cards[0]].stats["place"]
                assert place not in ("richelieu", "mylady_house")
                seen[place] += 1
        assert "loc-richelieu" in g.state["zones"]["box"] and "loc-mylady-house" in g.state["zones"]["box"]
    assert len(seen) >= 3


def test_seed000_ohne_mylady_la_rochelle_card_only_once_two_cards_lie_there(solo):
    """'Die Karte La Rochelle wird erst dann genutzt, wenn die Musketiere mindestens 2 Karten auf La Rochelle gelegt
    haben': drawn before that, the next card is played instead."""
    s = table(solo, 1)
    drawn = Counter()
    for cards_there in (0, 1, 2):
        s.put("rochelle_cards", *["combat-1", "combat-2"][:cards_there])
        for _ in range(40):
            s.call("solo_location")
            drawn[cards_there, s.zone("shown_location")[0]] += 1
    assert drawn[0, "loc-la-rochelle"] == drawn[1, "loc-la-rochelle"] == 0
    assert drawn[2, "loc-la-rochelle"] > 0 and drawn[1, "loc-paris"] > 0


def test_seed000_ohne_mylady_she_moves_to_the_quest_once_its_fourth_part_is_laid(solo):
    """'Wenn schließlich der 4. Spielplanteil ausgelegt wird, bewegt sich Mylady automatisch auf diesen Ort': at
    once, in the round the galleries are laid, not at the next round's location card."""
    s = table(solo, 1)
    s.put("quest_reserve", *[c for c, card in solo.cards.items() if card.kind == "quest_token"])
    s.put("shown_location", "loc-paris").set("quest_chapter", 3)
    s.call("finish_chapter", DARTAGNAN)
    assert s.counter("quest_chapter") == 4 and s.zone("shown_location") == ["loc-quest"]
    assert "loc-paris" in s.zone("locations_hand@0")
    assert s.call("secret_place").result.name == "quest"
    # Rochefort knocked out: the quest is closed to her, she stays where she is (as her location card would).
    s = table(solo, 1).put("quest_reserve", *[c for c, card in solo.cards.items() if card.kind == "quest_token"])
    s.put("shown_location", "loc-paris").set("quest_chapter", 3).set("wounds", 5, card="rochefort")
    s.call("finish_chapter", DARTAGNAN)
    assert s.counter("quest_chapter") == 4 and s.zone("shown_location") == ["loc-paris"]


def test_seed000_galerien_the_full_game_leaves_her_place_to_mylady(game):
    s = table(game).put("quest_reserve", *[c for c, card in game.cards.items() if card.kind == "quest_token"])
    s.put("secret_location", "loc-paris").set("quest_chapter", 3)
    tokens = {kind: [c for c in s.zone("quest_reserve") if game.cards[c].stats.get("token") == kind]
              for kind in ("skill", "red", "fixed")}
    s.answer(MYLADY, "quest-lay-challenges", *tokens["skill"][:4])
    s.answer(MYLADY, "quest-lay-antechambers", *(tokens["red"] + tokens["fixed"])[:8])
    s.call("finish_chapter", DARTAGNAN)
    assert s.counter("quest_chapter") == 4 and s.zone("secret_location") == ["loc-paris"] and not s.zone("shown_location")


def test_seed000_ohne_mylady_an_arglist_card_each_round_and_no_drawing(solo):
    g = play_solo(solo, 2, seed=3, rounds=3)
    played = [e for e in g.log if e.kind == "signalled" and e.event == "treachery_played"]
    rounds = {e.round for e in g.log if e.kind == "step_started" and e.step == "treachery"}
    assert len(played) >= len(rounds) >= 2
    assert not [c for c in g.state["zones"]["schemes@0"] if solo.cards[c].kind == "treachery"]  # she never holds any


def test_seed000_ohne_mylady_heilsalbe_unhurt_rochefort_replaced(solo):
    from rulekit.run.scenario import Scenario

    s = Scenario(solo, 1).put("treachery_deck", "arg-conscrits-1", "arg-heilsalbe-1")  # the balm on top
    s.call("solo_treachery")
    assert "arg-heilsalbe-1" in s.zone("treachery_discard") and s.counter("action_penalty") == 1


def test_seed000_ohne_mylady_random_paris_card_and_foes_drawn_to_value(solo):
    g = play_solo(solo, 1, seed=5, rounds=0)
    (paris,) = g.state["zones"]["paris_mission"]
    value = int(solo.cards[paris].stats["value"])
    foes = g.state["zones"]["paris_foes"]
    assert sum(int(solo.cards[c].stats["value"]) for c in foes) <= value
    assert sum(1 for c in foes if solo.cards[c].kind == "ambush") <= 1


def test_seed000_ohne_mylady_a_new_paris_card_the_round_after_one_is_cleared(solo):
    """'Spiel ohne Mylady': once the Paris card is cleared, a new one is drawn at random at the start of the next
    round, with its foes; while one lies there, none is added."""
    s = table(solo, 1)
    s.call("solo_paris_card")
    (first,) = s.zone("paris_mission")
    s.call("solo_paris_card")
    assert s.zone("paris_mission") == [first]  # one lies there: nothing new
    s.call("clear_mission", "paris", True)
    s.call("solo_paris_card")
    (second,) = s.zone("paris_mission")
    assert second != first and first in s.zone("removed")
    value = int(solo.cards[second].stats["value"])
    assert 0 < sum(int(solo.cards[c].stats["value"]) for c in s.zone("paris_foes")) <= value


def test_seed000_ohne_mylady_her_choices_are_random(solo):
    """'Spiel ohne Mylady': where Mylady would choose (here: which musketeer her Guet-apens wounds) the choice is
    made at random, and nobody is asked for her."""
    aimed = set()
    for seed in range(1, 13):
        g = Game(solo, 1, seed)  # already in round 1's phase II: Mylady's phase I asks nobody
        g.ctx.move(["arg-guet-apens-1"], Z("treachery_deck"))  # on top: round 2's Arglist card
        play_until(g, lambda g: g.state["round"] == 2 and g.state["phase"] == "musketeers" or g.over)
        picks = [e for e in g.log if e.kind == "decision_answered" and e.prompt == "arg-wound-whom"]
        assert picks and all(e.player == MYLADY for e in picks)  # her automated seat, answered by the game itself
        aimed.update(e.chosen[0] for e in picks)
    assert len(aimed) >= 3  # at random: not always the same musketeer


def test_seed000_ohne_mylady_quest_tokens_laid_at_random(solo):
    """'Die Widersachermarken werden zufällig ... gelegt': over many set-ups the decoys lie on every step of the
    corridors alike (the inn's only condition: the decoys are there)."""
    steps = Counter()
    for seed in range(40):
        g = Game(solo, 1, seed)
        spaces = [s for s, tags in solo.space_tags.items() if "token" in tags]
        for card in g.state["zones"]["quest_facedown"]:
            if solo.cards[card].stats["token"] == "decoy":
                space = spaces[g.state["card_counters"][card]["slot"] - 1]
                steps[int(space.rsplit("_", 1)[1])] += 1
        assert len(g.state["zones"]["quest_facedown"]) == 12
    assert sum(steps.values()) == 160 and min(steps.values()) >= 20, steps  # about 40 each


def test_seed000_ohne_mylady_one_for_all_at_the_start_of_the_round():
    """Through Game: in the game without Mylady too, a held One-for-all card is offered when the round starts."""
    g = Game(mylady(("without-mylady", "easier")), 1, seed=4)
    play_until(g, lambda g: g.pending()[0].prompt == "one-for-all")
    assert g.state["round"] == 1 and g.state["step"] == "round_start"
    answer(g, DARTAGNAN, "one-for-all-rochelle")
    assert g.pending()[0].prompt == "one-for-all-use"


def test_seed000_ohne_mylady_replays_exactly(solo):
    g = play_solo(solo, 2, seed=8, rounds=3)
    again = Game.replay(solo, 2, 8, g.choices)
    assert again.state == g.state
