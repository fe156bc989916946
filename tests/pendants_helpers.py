"""Helpers of The Queen's Pendants' rule tests: a table set as the rulebook's set-up leaves it (the chest and crest
markers on the Louvre, each musketeer's character card before him, one pendant each), and answers named as a
player names them (an option's label and the rooms, cards or seats it ranges over)."""
from __future__ import annotations

from typing import Any

import pytest

from rulekit import catalog
from rulekit.run.primitives import GameOver
from rulekit.run.scenario import Scenario
from rulekit.effects.values import zone_of

CARDINAL, DARTAGNAN, ATHOS, PORTHOS, ARAMIS = range(5)
MUSKETEERS = (DARTAGNAN, ATHOS, PORTHOS, ARAMIS)
NAMES = {DARTAGNAN: "dartagnan", ATHOS: "athos", PORTHOS: "porthos", ARAMIS: "aramis"}
FIG = {seat: f"pen-fig-{name}" for seat, name in NAMES.items()}
TRUE = "pen-pendant-true"


def pendants(house_rules: tuple[str, ...] = ()):
    return catalog.game("pendants", house_rules)


def table(game: Any, true_with: int = ARAMIS, players: int = 5) -> Scenario:
    """Every card where its deck puts it, the marks laid on the Louvre, the character cards before their
    musketeers, one pendant each (the true one with `true_with`)."""
    s = Scenario(game, players)
    s.call("variant_rooms")
    false = iter(["pen-pendant-false-1", "pen-pendant-false-2", "pen-pendant-false-3"])
    for seat, name in NAMES.items():
        s.put(f"character@{seat}", f"pen-char-{name}")
        s.put(f"pendant@{seat}", TRUE if seat == true_with else next(false))
    return s


def room(name: str):
    return zone_of(name)


def go(to: str) -> tuple:
    """A musketeer's move option."""
    return ("move", zone_of(to))


def send(figure: str, to: str) -> tuple:
    """A Cardinal's move of one henchman."""
    return ("go", figure, zone_of(to))


def chest(s: Scenario, where: str, *tokens: str) -> Scenario:
    """Tokens into the chest of room `where`, the last one on top."""
    markers = [c for c in s.zone(where) if s.game.cards[c].kind == "marker" and s.game.cards[c].stats["mark"] == "chest"]
    assert markers, f"{where} has no chest"
    number = s.game.cards[markers[0]].stats["number"]
    for token in tokens:
        s.set("slot", number, card=token)
        s.put("chests", token)
    return s


def chest_tokens(s: Scenario, where: str) -> list[str]:
    s.call("chest_tokens", where)
    return list(s.result)


def offered(s: Scenario, prompt: str, nth: int = -1) -> list:
    """The option values of the `nth` decision asked with this prompt."""
    return [o.value for o in [d for d in s.asked if d.prompt == prompt][nth].options]


def phase_of(s: Scenario, seat: int, *answers: Any) -> Scenario:
    """Musketeer `seat`'s whole phase, with these answers to 'musketeer-action' in order."""
    for value in answers:
        s.answer(seat, "musketeer-action", value)
    return s.call("musketeer_phase", seat)


def first_options(s: Scenario, seat: int) -> list:
    """What musketeer `seat` may do first in his phase (he then ends it)."""
    before = len(s.asked)
    phase_of(s, seat, "end")
    return [o.value for o in [d for d in s.asked[before:] if d.prompt == "musketeer-action"][0].options]


def where(s: Scenario, seat: int) -> str:
    return s.ctx.card_zone[FIG[seat]]


def stunned(s: Scenario, seat: int) -> bool:
    return s.card_counter(FIG[seat], "stunned") == 1


def over(s: Scenario, procedure: str, *args: Any) -> GameOver:
    with pytest.raises(GameOver) as ended:
        s.call(procedure, *args)
    return ended.value


def moves(options: list) -> set[str]:
    return {o[1].name for o in options if isinstance(o, tuple) and o[0] == "move"}


def modded_pendants(tmp_path: Any, *changes: tuple[str, str], file: str = "cards/pendants/equipment.yaml"):
    """The game compiled from a copy of content/ with `file` changed (each (old, new) replaced everywhere): a
    modder's edit of a card."""
    import shutil
    from pathlib import Path

    from rulekit.compile.game import compile_game
    from rulekit.load import load_content

    root = tmp_path / "content"
    shutil.copytree(Path(__file__).resolve().parent.parent / "content", root)
    path = root / file
    text = path.read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text, f"{old!r} is not in {file}"
        text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")
    content, problems = load_content([root])
    assert [d for d in problems if d.severity == "error"] == []
    return compile_game(content.documents_for("pendants"), "pendants")
