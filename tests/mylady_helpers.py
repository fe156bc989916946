"""Helpers of the Mylady tests: the real game (content/games/mylady.yaml and its cards), scenarios over its
procedures, and games driven through the same path a player's answer takes."""
from __future__ import annotations

from typing import Any

from rulekit import catalog
from rulekit.run.game import Game
from rulekit.run.scenario import Scenario
from rulekit.effects.values import Zone

MYLADY, DARTAGNAN, ARAMIS, ATHOS, PORTHOS = range(5)


def mylady(house_rules: tuple[str, ...] = ()) -> Any:
    return catalog.game("mylady", house_rules)


def table(game: Any, players: int = 5) -> Scenario:
    """A scenario with every card where its deck puts it and Mylady's cards taken into her hand, as at set-up."""
    s = Scenario(game, players)
    for card in list(s.zone("mylady_reserve")):
        s.put("locations_hand@0" if game.cards[card].kind == "location" else "schemes@0", card)
    return s


def rolled(s: Scenario) -> list[tuple[str, tuple[str, ...]]]:
    """Every roll so far: (dice kind, faces)."""
    return [(e.dice, tuple(e.faces)) for e in s.ctx.log if e.kind == "dice_rolled"]


def signals(s: Scenario | Game, name: str) -> list[dict]:
    log = s.ctx.log if isinstance(s, Scenario) else s.log
    return [dict(e.payload) for e in log if e.kind == "signalled" and e.event == name]


def fight(s: Scenario, seat: int, foe: str) -> bool:
    """The `fight` procedure (commit cards, then the duel); every die rolled must be one the test forced."""
    forced = len(s.forced_left("blue")) + len(s.forced_left("red"))
    before = len(s.ctx.log)
    s.call("fight", seat, foe)
    count = sum(len(e.faces) for e in s.ctx.log[before:] if e.kind == "dice_rolled")
    assert count == forced - len(s.forced_left("blue")) - len(s.forced_left("red")), "a die was rolled at random"
    return bool(s.result)


def challenge(s: Scenario, seat: int, skill: str, difficulty: int) -> bool:
    s.call("challenge", seat, skill, difficulty)
    return bool(s.result)


def prompts(s: Scenario) -> list[str]:
    return [d.prompt for d in s.asked]


def option_values(decision: Any) -> list[Any]:
    return [o.value for o in decision.options]


def same(choice: Any, value: Any) -> bool:
    """Whether an option value is the one a test names: equal, a zone named by its key, a `choose` option by its
    label alone or by (label, values...)."""
    if choice == value:
        return True
    if isinstance(choice, Zone):
        return choice.key == value
    if isinstance(choice, tuple):
        if isinstance(value, tuple):
            return len(choice) == len(value) and all(same(c, v) for c, v in zip(choice, value))
        return choice[0] == value
    return False


def answer(game: Game, player: int, *values: Any) -> None:
    """Answer `player`'s pending decision by option values (see `same`)."""
    decision = game.pending_for(player)
    assert decision is not None, f"player {player} has nothing to decide; waiting for {[d.player for d in game.pending()]}"
    picks: list[int] = []
    for value in values:
        matches = [i for i, choice in enumerate(decision.choices) if same(choice, value) and i not in picks]
        assert matches, f"{value!r} is not an option of {decision.prompt!r}: {list(decision.choices)}"
        picks.append(matches[0])
    game.answer(player, tuple(picks))


def play_until(game: Game, stop, chooser=None, limit: int = 5000) -> None:
    """Answer pending decisions (with `chooser(decision) -> picks`, else the first legal answer) until
    `stop(game)` holds or the game ends."""
    for _ in range(limit):
        if game.over or stop(game):
            return
        decision = game.pending()[0]
        picks = chooser(decision) if chooser else None
        game.answer(decision.player, picks if picks is not None else tuple(range(decision.min)))
    raise AssertionError("the game did not reach the wanted point")
