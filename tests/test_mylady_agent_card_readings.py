"""The Mylady heuristic's per-card readings (GameFacts.reading: a Paris card's threat, a person's, an Arglist card's
and a foe's traits), kept per game, weigh each card as the formulas that asked its effect summary at every decision
did (written out here as they were), to the last bit of the float; a card's stats and kind read from the per-game
tables as from its facts; and `place_tops` bounds every place's value, as `best_index` needs."""
from __future__ import annotations

from typing import Any

from conftest import agent_decisions
from rulekit.games.mylady.agents import HeuristicAgent, Table, _ActionScores, _PLACE_VALUES
from rulekit.run.rng import derive_seed

SEATS = 5


def _person_value_from_summary(agent: HeuristicAgent, t: Table, card: str) -> float:
    effect = t.effect(card)
    counter = t.counter
    value = 0.0
    if effect.called("heal"):
        standing = [t.life(s) for s in t.musketeers() if not t.player_counter(s, "knocked_out")]
        if standing:
            value = max(value, 2.0 * max(0, 2 - min(standing)))
    if effect.track("heroism"):
        value = max(value, 2.5)
    if effect.track("queen") < 0:
        value = max(value, 0.6 * counter("queen"))
    if effect.called("draw_adventure"):
        value = max(value, 2.0)
    if effect.track("gold") > 0 or "gold" in effect.changes:
        value = max(value, 1.5 if counter("gold") < 3 else 0.5)
    if int(t.stats(card).get("rochelle", 0)):
        value = max(value, 1.0 + t.counter("time") * 0.3 + agent.threats(t)["la_rochelle"])
    if effect.called("choose_card") and not effect.called("heal"):
        value = max(value, 2.0)
    return value


def _treachery_worth_from_summary(t: Table, card: str) -> float:
    effect = t.effect(card)
    counter = t.counter
    value = 1.0
    if effect.called("wound"):
        weakest = min((t.life(s) for s in t.musketeers()), default=3)
        value += 2.0 + (3.0 if weakest <= 1 else 0.0)
    if effect.called("jail"):
        value += 2.5 + (1.5 if any(t.place(s) == "quest" for s in t.musketeers()) else 0.0)
    if effect.called("heal_rochefort"):
        value += 1.2 * min(2, t.card_counter("rochefort", "wounds")) - 1.0
    value += effect.changes.get("red_dice_bonus", 0) * (1.0 + max(0, 5 - counter("rochelle", 4)))
    value += effect.changes.get("extra_time", 0) * (1.5 + 0.3 * counter("time"))
    value += effect.changes.get("action_penalty", 0) * 3.0
    value -= effect.changes.get("gold", 0) * 0.8
    value += effect.track("queen") * (1.0 + 0.3 * counter("queen"))
    value += effect.track("louvre_marker") * 1.5 if t.zone("louvre_mission") else 0.0
    value += effect.amount("draw_treachery", 0) * 1.0
    value += effect.changes.get("no_exchange", 0) * 0.5 + effect.changes.get("hourglass", 0) * 0.5
    return value


def _foe_worth_from_stats(t: Table, card: str) -> float:
    st, kind = t.stats(card), t.kind(card)
    if kind == "ambush":
        return 3.0 + int(st.get("dice", 0)) + (2.0 if st.get("remove_by") == "pay" and t.counter("gold") < 2 else 0.0)
    return int(st.get("dice", 0)) + 2.0 * (int(st.get("life", 1)) - 1) + (2.0 if len(st.get("thrust") or []) == 3 else 0.0) \
        + (1.5 if t.effect(card).called("wound") else 0.0) + int(st.get("armor", 0)) - 0.5 * int(st.get("value", 1))


def _constance_threat_from_summary(t: Table) -> float:
    paris = t.zone("paris_mission")
    paris_stats = t.stats(paris[0]) if paris else {}
    if int(paris_stats.get("successes", 0)) and paris_stats.get("successes_by") != "musketeers":
        return 4.0 + 1.2 * t.counter("constance")
    if paris:
        harm = t.effect(paris[0])
        constance = 2.0 + 2.0 * harm.track("time") + 1.5 * harm.track("queen") + (1.5 if harm.called("wound") else 0.0)
        return constance + (1.0 if harm.called("draw_treachery") or "la_rochelle_roll" in harm.events else 0.0)
    return 0.0


def _same(a: float, b: float) -> bool:
    """Equal to the last bit (and of the same sign at zero)."""
    return a.__repr__() == b.__repr__() and type(a) is type(b)


def _cards_of_kind(t: Table, kind: str) -> list[str]:
    return [card for card in t.facts.kind_of if t.kind(card) == kind]


def test_card_readings_weigh_as_the_summaries_did():
    agent = HeuristicAgent(0)
    checked = 0
    for game, asked, _ in agent_decisions("mylady", SEATS, [derive_seed(11, i) for i in range(2)]):
        if asked["prompt"] not in ("choose-action", "draw-or-play-treachery", "place-foes"):
            continue
        t = Table(game.view(asked["player"]))
        if checked % 10 == 0:  # every card of the kinds weighed, in a sample of the views
            for card in _cards_of_kind(t, "person"):
                assert _same(agent.person_value(t, t.you, card), _person_value_from_summary(agent, t, card))
            for card in _cards_of_kind(t, "treachery"):
                assert _same(agent.treachery_worth(t, card), _treachery_worth_from_summary(t, card))
            for card in _cards_of_kind(t, "ambush") + _cards_of_kind(t, "adversary"):
                assert _same(float(agent.foe_worth(t, card)), float(_foe_worth_from_stats(t, card)))
        assert _same(agent.threats(t)["paris"], _constance_threat_from_summary(t))
        checked += 1
    assert checked >= 100


def test_stats_and_kinds_read_from_the_tables_as_from_the_facts():
    game, asked, _ = next(agent_decisions("mylady", SEATS, [derive_seed(11, 2)]))
    t = Table(game.view(asked["player"]))
    facts = game.definition.card_facts
    for card, data in facts.items():
        assert t.stats(card) == data["stats"] and t.kind(card) == data["kind"]
        assert t.stats_and_kind(card) == (data["stats"], data["kind"])
    for not_a_card in ("?", "paris", None, 3, ["a", "list"]):
        assert t.stats(not_a_card) == {} and t.kind(not_a_card) == ""


def test_place_tops_bound_every_place_value():
    checked = 0
    for game, asked, _ in agent_decisions("mylady", SEATS, [derive_seed(11, 3)]):
        if asked["prompt"] != "choose-action":
            continue
        scores = _ActionScores(HeuristicAgent(0), Table(game.view(asked["player"])))
        tops: dict[str, Any] = scores.place_tops()
        assert set(tops) == set(_PLACE_VALUES)
        for place, top in tops.items():
            assert 0.0 <= top and scores.place_value(place) <= top
        checked += 1
    assert checked >= 50


def test_a_mission_with_nothing_to_get_done_is_worth_the_same_without_rochefort():
    """`mission_value` leaves out Rochefort's chance where the odds are 0: the same float, its sign included."""
    checked = zero = 0
    for game, asked, _ in agent_decisions("mylady", SEATS, [derive_seed(11, i) for i in range(2)]):
        if asked["prompt"] != "choose-action":
            continue
        agent = HeuristicAgent(0)
        scores = _ActionScores(agent, Table(game.view(asked["player"])))
        for place in ("paris", "louvre"):
            odds = agent.mission_score(scores.t, scores.seat, place)
            passes = agent.passes_rochefort(scores.t, scores.seat, place)
            assert _same(scores.mission_value(place), scores.threats[place] * odds * passes)
            zero += not odds
        checked += 1
    assert checked >= 100 and zero >= 50
