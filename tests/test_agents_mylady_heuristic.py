"""The heuristic agents of Mylady und die Musketiere, played through `Game` the way `rulekit simulate` plays them."""
from __future__ import annotations

from conftest import agent_decisions
from rulekit.agents.base import option_values
from rulekit.run.rng import derive_seed


def test_wounds_and_healing_go_to_standing_musketeers():
    """A knocked-out musketeer takes no more wounds and stands up with all his life: Mylady's Guet-apens and
    Provocation aim at a standing one, and La Porte heals a standing one, whenever one is offered (an audit found
    the heuristics wasting them on knocked-out musketeers, 55 and 147 times in 300 games)."""
    aimed = 0
    for game, asked, picked in agent_decisions("mylady", 5, [derive_seed(1, i) for i in range(40)]):
        if asked["prompt"] in ("arg-wound-whom", "paris-wound-whom", "person-heal-whom"):
            down = {s for s in option_values(asked) if game.state["players"][s].get("knocked_out")}
            if len(down) < len(option_values(asked)):
                aimed += 1
                assert option_values(asked)[picked[0]] not in down
    assert aimed >= 20


def test_combat_cards_are_laid_within_six_dice_when_they_can_be():
    """A die past six is a card thrown away (000 'Duelle': never more than six dice): the heuristic lays cards
    whose dice fit below six whenever as many cards that fit were offered (it used to lay its doubles first: 93
    times in 2,438 duels past six, an audit found)."""
    laid = 0
    for game, asked, picked in agent_decisions("mylady", 5, [derive_seed(1, i) for i in range(30)]):
        if asked["prompt"] == "commit-combat-cards" and picked:
            dice = [game.definition.cards[c].stats.get("dice", 1) for c in option_values(asked)]
            room = asked["max"]
            if sum(sorted(dice)[:len(picked)]) <= room:  # as many cards could have fitted
                laid += 1
                assert sum(dice[i] for i in picked) <= room
    assert laid >= 50
