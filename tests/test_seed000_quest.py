"""Mylady und die Musketiere, the quest 'Die Diamantnadeln' (seed 000 with the FAQ seed 002): one test per rule,
named after the section where it stands, and one test per chapter playing it through. Situations are built with
Scenario over the game's procedures (content/games/mylady.yaml); a musketeer acts through the same action menu a
player's answer goes through (`musketeer_action`); dice are forced."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from mylady_helpers import ARAMIS, ATHOS, DARTAGNAN, MYLADY, PORTHOS, mylady, option_values, table as mylady_table
from rulekit.check.lint import lint
from rulekit.compile.game import check_games
from rulekit.run.primitives import GameOver
from rulekit.run.scenario import Scenario
from rulekit.effects.values import zone_of as Z
from rulekit.run.views import HIDDEN, player_view, redacted_log

QUEST_OPTIONS = ("advance", "reveal", "calais", "wardes", "fight", "gallery_challenge", "gallery_duel", "passage")
SKILLS = ("education", "nobility", "charm", "bravery")
FIGURES = {DARTAGNAN: "musk-dartagnan", ARAMIS: "musk-aramis", ATHOS: "musk-athos", PORTHOS: "musk-porthos"}


@pytest.fixture(scope="module")
def game():
    return mylady()


# ------------------------------------------------------------------------------------------------ helpers
def table(game) -> Scenario:
    """Mylady's cards in her hand, her quest tokens behind her screen (as setup_quest leaves them before laying)."""
    s = mylady_table(game)
    return s.put("quest_reserve", *[c for c, card in game.cards.items() if card.kind == "quest_token"])


def slot(s: Scenario, space: str) -> int:
    return s.call("slot_of", space).result


def lay(s: Scenario, space: str, token: str, face_up: bool = False) -> Scenario:
    s.call("lay_token", token, space)
    if face_up:
        s.call("turn_token", token)
    return s


def inn(game, layout: dict[str, str], face_up: tuple[str, ...] = ()) -> Scenario:
    s = table(game).set("quest_chapter", 1)
    for space, token in layout.items():
        lay(s, space, token, space in face_up)
    return s


def chapter(game, number: int) -> Scenario:
    """A chapter laid by hand: 2 with its cards on their spaces, 3 and 4 empty (tokens laid by the test)."""
    s = table(game).set("quest_chapter", number)
    if number == 2:
        s.call("lay_calais")
    return s


def at_quest(s: Scenario, *seats: int, space: str | None = None) -> Scenario:
    for seat in seats:
        s.put("quest", FIGURES[seat])
        s.set("quest_space", slot(s, space) if space else 0, player=seat)
    return s


def position(s: Scenario, seat: int) -> str | None:
    n = s.counter("quest_space", seat)
    return s.call("space_of_slot", n).result.name if n else None


def token_at(s: Scenario, space: str) -> str | None:
    return s.call("token_at", space).result


def face_down(s: Scenario, token: str) -> bool:
    return s.ctx.card_zone[token] == "quest_facedown"


def quest_actions(s: Scenario, seat: int) -> list:
    """The quest options of the musketeer's action menu now (the test answers 'end')."""
    s.answer(seat, "choose-action", "end")
    before = len(s.asked)
    s.call("musketeer_action", seat, False)
    s.set("turn_over", 0, player=seat)
    found = option_values(s.asked[before])
    del s.asked[before:]
    return [v for v in found if (v[0] if isinstance(v, tuple) else v) in QUEST_OPTIONS]


def act(s: Scenario, seat: int, option) -> tuple[bool, bool]:
    """The musketeer takes this option of his menu: (an action was spent, his turn is over)."""
    offered = quest_actions(s, seat)
    assert option in offered, (option, offered)
    s.answer(seat, "choose-action", option)
    s.call("musketeer_action", seat, False)
    over = bool(s.counter("turn_over", seat) or s.counter("knocked_out", seat))
    return s.result > 0, over


def red_rolls(s: Scenario) -> list:
    return [e for e in s.ctx.log if e.kind == "dice_rolled" and e.dice == "red"]


def blue_rolls(s: Scenario) -> list:
    return [e for e in s.ctx.log if e.kind == "dice_rolled" and e.dice == "blue"]


def watch(s: Scenario, probe) -> list[tuple[str, object]]:
    """Record (prompt, probe()) at every decision asked from now on: what the table looked like when it was asked."""
    seen: list[tuple[str, object]] = []
    original = s._scripted_answer

    def spy(decision):
        seen.append((decision.prompt, probe()))
        return original(decision)

    s._scripted_answer = spy
    return seen


def hide_at_quest(s: Scenario) -> Scenario:
    return s.put("secret_location", "loc-quest")


def shim(s: Scenario, game) -> SimpleNamespace:
    """What player_view and redacted_log read from a Game, for a Scenario."""
    return SimpleNamespace(ctx=s.ctx, state=s.state, log=s.ctx.log, definition=game, pending=lambda: [])


def tokens(game, kind: str) -> list[str]:
    return [c for c, card in game.cards.items() if card.kind == "quest_token" and card.stats["token"] == kind]


# ------------------------------------------------------------------------------------------------ the tokens
def test_seed000_widersachermarken_27_tokens(game):
    all_tokens = [c for c in game.cards.values() if c.kind == "quest_token"]
    assert len(all_tokens) == 27
    assert len(tokens(game, "decoy")) == 4
    skills = [game.cards[c].stats for c in tokens(game, "skill")]
    assert sorted(s["skill"] for s in skills) == sorted(SKILLS)
    assert all(s["difficulty"] == 8 for s in skills)  # FAQ 'Les galeries du Louvre'
    fixed = [tuple(game.cards[c].stats["fixed"]) for c in tokens(game, "fixed")]
    assert len(fixed) == 8 and len(set(fixed)) == 4 and all(fixed.count(f) == 2 for f in fixed)
    assert all(game.cards[c].stats["dice"] == 0 for c in tokens(game, "fixed"))
    assert len(tokens(game, "red")) + len(tokens(game, "trap")) == 11
    assert all(game.cards[c].stats["dice"] > 0 for c in tokens(game, "red"))
    challenges = [c.stats for c in game.cards.values() if c.kind == "quest_challenge"]
    assert sorted(c["skill"] for c in challenges) == sorted(SKILLS)
    assert all(5 <= c["difficulty"] <= 8 for c in challenges)
    assert [c.id for c in game.cards.values() if c.kind == "quest_foe"] == ["quest-wardes"]


def test_quest_content_lints_clean(game):
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "content"
    assert [f"{d.code} {d.message}" for d in lint([root], compile_hook=check_games) if d.severity == "error"] == []


# ------------------------------------------------------------------------------------------------ 1) the inn
def lay_inn_by_hand(s: Scenario, game) -> list[str]:
    pool = tokens(game, "red") + tokens(game, "fixed")
    chosen = pool[:8]
    order = [chosen[7], chosen[0]] + tokens(game, "decoy")[2:] + chosen[1:7] + tokens(game, "decoy")[:2]
    s.answer(MYLADY, "quest-pick-inn-tokens", *chosen)
    s.answer(MYLADY, "quest-lay-rooms", *order[0:4])
    s.answer(MYLADY, "quest-lay-stables", *order[4:8])
    s.answer(MYLADY, "quest-lay-cellar", *order[8:12])
    return order


def test_seed000_herberge_vorbereitung_mylady_lays_twelve_face_down(game):
    """The tokens lie in the order Mylady gave (a decoy may well be first in a corridor)."""
    s = mylady_table(game)
    order = lay_inn_by_hand(s, game)
    s.call("setup_quest")
    assert s.counter("quest_chapter") == 1
    assert sorted(s.zone("quest_facedown")) == sorted(order)  # 8 adversary tokens and the 4 decoys
    corridors = [f"inn_{c}_{n}" for c in ("rooms", "stables", "cellar") for n in (1, 2, 3, 4)]
    assert [token_at(s, space) for space in corridors] == order
    assert len(s.zone("quest_reserve")) == 27 - 12
    assert [p for p, prompt in s.prompts()] == [MYLADY] * 4  # four decisions: the 8 tokens, one per corridor
    # Everyone sees that a token lies on each space, only Mylady which one.
    view = player_view(shim(s, game), DARTAGNAN)
    facedown = view["zones"]["quest_facedown"]
    assert all(c["id"] == HIDDEN for c in facedown)
    assert sorted(c["counters"]["slot"] for c in facedown) == sorted(slot(s, sp) for sp in corridors)
    assert isinstance(view["zones"]["quest_reserve"], int)
    assert all(c["id"] != HIDDEN for c in player_view(shim(s, game), MYLADY)["zones"]["quest_facedown"])
    log = redacted_log(shim(s, game), DARTAGNAN)
    assert not any(token in str(entry) for entry in log for token in order)


def test_seed000_herberge_advance_turns_the_token_and_fights(game):
    s = at_quest(inn(game, {"inn_rooms_1": "quest-red-2-1", "inn_rooms_2": "quest-red-3-1", "inn_stables_1": "quest-red-2-2"}), PORTHOS)
    assert quest_actions(s, PORTHOS) == [("advance", "corridor-rooms"), ("advance", "corridor-stables")]
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    assert act(s, PORTHOS, ("advance", "corridor-rooms")) == (True, False)
    assert "quest-red-2-1" in s.zone("removed") and position(s, PORTHOS) == "inn_rooms_1"
    # Not beaten: the token lies face up on its space, the musketeer stays where he was.
    s2 = at_quest(inn(game, {"inn_rooms_1": "quest-red-2-1"}), PORTHOS)
    s2.force_dice("blue", "lily", "lily", "lily").force_dice("red", "sword", "shield")
    act(s2, PORTHOS, ("advance", "corridor-rooms"))
    assert s2.zone("inn_rooms_1") == ["quest-red-2-1"] and position(s2, PORTHOS) is None
    assert s2.counter("wounds", PORTHOS) == 1


def test_seed000_herberge_decoy_costs_an_action_but_no_fight(game):
    s = at_quest(inn(game, {"inn_stables_1": "quest-decoy-1", "inn_stables_2": "quest-red-2-1"}), PORTHOS)
    assert act(s, PORTHOS, ("advance", "corridor-stables")) == (True, False)  # the action is spent
    assert not blue_rolls(s) and not red_rolls(s)
    assert "quest-decoy-1" in s.zone("removed") and position(s, PORTHOS) == "inn_stables_1"


def test_seed002_faq_auberge_advance_to_last_free_space(game):
    s = at_quest(inn(game, {"inn_cellar_3": "quest-red-2-1", "inn_cellar_4": "quest-red-3-1", "inn_rooms_1": "quest-decoy-1"}), ATHOS)
    assert act(s, ATHOS, ("advance", "corridor-cellar")) == (True, False)
    assert position(s, ATHOS) == "inn_cellar_2"  # cellar 1 and 2 are free: he walks to the last one
    assert not blue_rolls(s) and face_down(s, "quest-red-2-1")
    # In a corridor he goes on along it only.
    assert quest_actions(s, ATHOS) == [("advance", "corridor-cellar")]
    s.force_dice("blue", "sword", "sword", "lily").force_dice("red", "shield", "shield")
    act(s, ATHOS, ("advance", "corridor-cellar"))
    assert "quest-red-2-1" not in s.zone("removed") and position(s, ATHOS) == "inn_cellar_2"  # parried: he stays
    s.force_dice("blue", "sword", "sword", "sword")  # the token lies face up now: Athos's thrust
    s.force_dice("red", "shield", "shield")
    act(s, ATHOS, ("advance", "corridor-cellar"))
    assert "quest-red-2-1" in s.zone("removed") and position(s, ATHOS) == "inn_cellar_3"


def test_seed002_faq_pieges_trap_wounds_through_a_cuirass(game):
    s = at_quest(inn(game, {"inn_rooms_1": "quest-trap-1", "inn_rooms_2": "quest-trap-2", "inn_rooms_3": "quest-red-2-1"},
                     face_up=("inn_rooms_2",)), PORTHOS)
    s.put("gear@4", "eq-cuirass-1")
    assert act(s, PORTHOS, ("advance", "corridor-rooms")) == (True, False)
    assert s.counter("wounds", PORTHOS) == 1 and "quest-trap-1" in s.zone("removed") and not blue_rolls(s)
    assert position(s, PORTHOS) == "inn_rooms_1"
    # A trap already turned still wounds the one who steps on it (FAQ 'ou avance sur un piège ... révélé').
    act(s, PORTHOS, ("advance", "corridor-rooms"))
    assert s.counter("wounds", PORTHOS) == 2 and "quest-trap-2" in s.zone("removed")


def test_seed000_herberge_heroism_reveals_three_tokens_of_their_choice(game):
    layout = {"inn_rooms_1": "quest-red-2-1", "inn_rooms_2": "quest-trap-1", "inn_stables_4": "quest-red-4-1",
              "inn_cellar_1": "quest-decoy-1"}
    s = at_quest(inn(game, layout), DARTAGNAN)
    assert "reveal" not in quest_actions(s, DARTAGNAN)  # no heroism token
    s.set("heroism", 1)
    s.answer(DARTAGNAN, "quest-reveal", Z("inn_rooms_2"), Z("inn_stables_4"), Z("inn_cellar_1"))
    assert act(s, DARTAGNAN, "reveal") == (False, False)  # no action spent
    assert s.counter("heroism") == 0
    assert s.zone("inn_rooms_2") == ["quest-trap-1"] and s.zone("inn_stables_4") == ["quest-red-4-1"]
    assert s.zone("inn_cellar_1") == ["quest-decoy-1"]  # a turned decoy waits for whoever steps on it
    assert face_down(s, "quest-red-2-1")
    options = option_values(s.asked[-1])
    assert sorted(o.name for o in options) == sorted(layout)  # spaces, never token ids


def test_seed002_faq_auberge_fin_last_token_of_a_line_ends_the_chapter(game):
    layout = {"inn_stables_4": "quest-red-2-1", "inn_rooms_1": "quest-red-3-1", "inn_cellar_2": "quest-decoy-2"}
    s = at_quest(inn(game, layout), PORTHOS, space="inn_stables_3")
    at_quest(s, ATHOS, space="inn_rooms_1")
    hand = len(s.zone("hand@4"))
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    act(s, PORTHOS, ("advance", "corridor-stables"))
    assert len(s.zone("hand@4")) == hand + 2  # the finisher draws 2 adventure cards
    assert {"quest-red-3-1", "quest-decoy-2", "quest-red-2-1"} <= set(s.zone("removed"))  # the rest leave the game
    assert not s.zone("quest_facedown")
    assert s.counter("quest_chapter") == 2
    assert s.counter("quest_space", PORTHOS) == 0 and s.counter("quest_space", ATHOS) == 0
    assert s.zone("calais_wardes") == ["quest-wardes"] and all(s.zone(f"calais_challenge_{n}") for n in range(1, 5))


def test_seed000_herberge_coming_back_starts_in_the_common_room(game):
    s = at_quest(inn(game, {"inn_rooms_3": "quest-red-2-1"}), PORTHOS, space="inn_rooms_2")
    s.call("go_to", PORTHOS, "paris").call("go_to", PORTHOS, "quest")
    assert position(s, PORTHOS) is None


def test_seed000_fixed_result_tokens_keep_their_result_and_dice(game):
    # Fixed result 'sword shield': no red die is ever thrown and the token shows the same in every throw, while the
    # musketeer loses a die with each tie ('Außerdem verliert ein solcher Gegner keinen Würfel').
    s = at_quest(inn(game, {"inn_rooms_1": "quest-fixed-a1"}), PORTHOS)
    assert game.cards["quest-fixed-a1"].stats["fixed"] == ["sword", "shield"]
    s.force_dice("blue", "shield", "lily", "lily")  # tie: one shield stops the sword, no sword passes the shield
    s.force_dice("blue", "shield", "lily")  # tie again, the token still shows sword and shield
    s.force_dice("blue", "lily")  # the token's sword finds no shield
    act(s, PORTHOS, ("advance", "corridor-rooms"))
    assert not red_rolls(s)
    assert [len(e.faces) for e in blue_rolls(s)] == [3, 2, 1]
    assert s.counter("wounds", PORTHOS) == 1 and s.zone("inn_rooms_1") == ["quest-fixed-a1"]


# ------------------------------------------------------------------------------------------------ 2) the crossing
def test_seed000_ueberfahrt_four_challenges_in_any_order_then_wardes(game):
    s = at_quest(chapter(game, 2), PORTHOS)
    cards = ["quest-calais-passierschein", "quest-calais-hafenmeister", "quest-calais-schiffer", "quest-calais-sturm"]
    assert quest_actions(s, PORTHOS) == [("calais", c) for c in cards]  # no de Wardes yet
    s.put("hand@4", "skill-charm-1", "skill-charm-2")  # charm 5: Porthos has 4 and plays one charm card
    s.answer(PORTHOS, "commit-skill-cards", "skill-charm-1")
    assert act(s, PORTHOS, ("calais", "quest-calais-schiffer")) == (True, False)
    assert s.card_counter("quest-calais-schiffer", "met") == 1
    assert ("calais", "quest-calais-schiffer") not in quest_actions(s, PORTHOS)
    for card in ("quest-calais-passierschein", "quest-calais-hafenmeister", "quest-calais-sturm"):
        s.set("met", 1, card=card)  # met by other musketeers (FAQ: 'par plusieurs Mousquetaires différents')
    assert quest_actions(s, PORTHOS) == ["wardes"]


def test_seed000_ueberfahrt_heroism_lowers_a_challenge_not_for_wardes(game):
    s = at_quest(chapter(game, 2), PORTHOS).set("heroism", 5)
    s.answer(PORTHOS, "quest-heroism-lower", ("spend", 3))  # nobility 5, Porthos has 2
    act(s, PORTHOS, ("calais", "quest-calais-hafenmeister"))
    offered = option_values(next(d for d in s.asked if d.prompt == "quest-heroism-lower"))
    assert offered == [("spend", k) for k in (0, 1, 2, 3)]  # never more than the challenge needs
    assert s.card_counter("quest-calais-hafenmeister", "met") == 1 and s.counter("heroism") == 2
    for card in ("quest-calais-passierschein", "quest-calais-schiffer", "quest-calais-sturm"):
        s.set("met", 1, card=card)
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "shield", "shield", "shield", "shield")
    s.force_dice("blue", "lily", "lily").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "lily").force_dice("red", "shield", "shield")
    s.force_dice("red", "shield")
    asked = len(s.asked)
    act(s, PORTHOS, "wardes")
    assert not any(d.prompt.startswith("quest-heroism") for d in s.asked[asked:])
    assert s.counter("heroism") == 2 and s.zone("calais_wardes") == ["quest-wardes"]


def test_seed002_faq_calais_wardes_beaten_draws_two_and_the_next_chapter(game):
    s = at_quest(chapter(game, 2), PORTHOS)
    for card in s.call("calais_open", 2).result:
        s.set("met", 1, card=card)
    hand = len(s.zone("hand@4"))
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "sword", "sword", "shield", "shield")
    s.answer(MYLADY, "quest-lay-return", "quest-red-2-1", "quest-trap-1", "quest-fixed-b1")
    act(s, PORTHOS, "wardes")
    assert len(s.zone("hand@4")) == hand + 2 and s.counter("wounds", PORTHOS) == 2
    assert s.counter("quest_chapter") == 3 and "quest-wardes" in s.zone("removed")
    assert [token_at(s, sp) for sp in ("return_a", "return_b", "return_c")] == ["quest-red-2-1", "quest-trap-1", "quest-fixed-b1"]
    assert all(face_down(s, t) for t in ("quest-red-2-1", "quest-trap-1", "quest-fixed-b1"))


# ------------------------------------------------------------------------------------------------ 3) back to Paris
def road(game, a: str, b: str, c: str) -> Scenario:
    s = chapter(game, 3)
    for space, token in zip(("return_a", "return_b", "return_c"), (a, b, c)):
        lay(s, space, token)
    return s


def test_seed000_rueckkehr_cards_committed_blind(game):
    s = at_quest(road(game, "quest-red-3-1", "quest-red-2-1", "quest-red-2-2"), PORTHOS)
    assert quest_actions(s, PORTHOS) == ["fight"]
    s.put("hand@4", "combat-1", "combat-2")
    s.answer(PORTHOS, "commit-combat-cards", "combat-1")
    s.force_dice("blue", "sword", "sword", "sword", "sword").force_dice("red", "shield", "shield", "shield")
    seen = watch(s, lambda: face_down(s, "quest-red-3-1"))
    act(s, PORTHOS, "fight")
    assert ("commit-combat-cards", True) in seen  # the cards were chosen while the token lay face down
    assert "quest-red-3-1" in s.zone("removed") and "combat-1" in s.zone("adventure_discard")
    assert quest_actions(s, PORTHOS) == ["fight"]  # B is next


def test_seed000_rueckkehr_heroism_counts_as_combat_cards_after_the_reveal(game):
    s = at_quest(road(game, "quest-red-4-1", "quest-red-2-1", "quest-red-2-2"), PORTHOS).set("heroism", 2)
    s.answer(PORTHOS, "quest-heroism-dice", ("spend", 2))
    s.force_dice("blue", "sword", "sword", "sword", "sword", "sword").force_dice("red", "shield", "shield", "shield", "shield")
    seen = watch(s, lambda: face_down(s, "quest-red-4-1"))
    act(s, PORTHOS, "fight")
    assert ("quest-heroism-dice", False) in seen  # decided once the token lay face up
    assert [len(e.faces) for e in blue_rolls(s)] == [5] and s.counter("heroism") == 0
    assert "quest-red-4-1" in s.zone("removed")


def test_seed000_rueckkehr_a_trap_wounds_and_the_blind_cards_are_lost(game):
    s = at_quest(road(game, "quest-trap-1", "quest-red-2-1", "quest-red-2-2"), DARTAGNAN).set("heroism", 2)
    s.put("hand@1", "combat-1")
    s.answer(DARTAGNAN, "commit-combat-cards", "combat-1")
    act(s, DARTAGNAN, "fight")
    assert s.counter("wounds", DARTAGNAN) == 1 and "quest-trap-1" in s.zone("removed")
    assert "combat-1" in s.zone("adventure_discard") and s.counter("heroism") == 2 and not blue_rolls(s)


# ------------------------------------------------------------------------------------------------ 4) the Louvre
GALLERY_FOES = ["quest-red-2-1", "quest-red-2-2", "quest-red-3-1", "quest-trap-1", "quest-fixed-a1", "quest-fixed-a2",
                "quest-red-2-3", "quest-red-3-2"]
GALLERY_CHALLENGES = ["quest-skill-charm", "quest-skill-bravery", "quest-skill-nobility", "quest-skill-education"]


def galleries(game) -> Scenario:
    """Chapter 4 laid by Mylady: the challenges and foes in the orders above, the first antechamber turned."""
    s = road(game, "quest-red-4-1", "quest-red-4-2", "quest-fixed-d1").set("heroism", 0)
    for space in ("return_a", "return_b"):
        s.call("discard_token", token_at(s, space))
    at_quest(s, PORTHOS)
    s.answer(MYLADY, "quest-lay-challenges", *GALLERY_CHALLENGES)
    s.answer(MYLADY, "quest-lay-antechambers", *GALLERY_FOES)
    s.force_dice("blue", "shield", "shield", "sword")  # fixed-d1 shows sword sword: both parried, one hit
    act(s, PORTHOS, "fight")  # the third foe: the chapter ends, chapter 4 is laid
    assert s.counter("wounds", PORTHOS) == 0 and not s.forced_left("red")
    s.asked.clear()
    return s


def antechamber(s: Scenario) -> int:
    tag = s.call("antechamber").result
    return int(tag.split("-")[1]) if tag else 0


def test_seed000_galerien_vorbereitung_first_antechamber_turned(game):
    s = galleries(game)
    assert s.counter("quest_chapter") == 4
    assert s.zone("gallery_1_challenge") == ["quest-skill-charm"]
    assert s.zone("gallery_1_foe_1") == ["quest-red-2-1"] and s.zone("gallery_1_foe_2") == ["quest-red-2-2"]
    assert token_at(s, "gallery_4_foe_2") == "quest-red-3-2" and face_down(s, "quest-red-3-2")
    assert face_down(s, "quest-skill-bravery")
    assert quest_actions(s, PORTHOS) == ["gallery_challenge", ("gallery_duel", "quest-red-2-1"),
                                         ("gallery_duel", "quest-red-2-2")]


def test_seed002_faq_galeries_challenge_difficulty_eight(game):
    s = galleries(game)
    s.put("hand@4", "skill-charm-1", "skill-charm-2", "skill-charm-3", "skill-charm-4")
    s.answer(PORTHOS, "commit-skill-cards", "skill-charm-1", "skill-charm-2", "skill-charm-3")
    act(s, PORTHOS, "gallery_challenge")  # 4 + 3 = 7: not enough
    assert s.zone("gallery_1_challenge") == ["quest-skill-charm"]
    s.put("hand@4", "skill-charm-5", "skill-charm-6", "skill-charm-1", "skill-charm-2")
    s.answer(PORTHOS, "commit-skill-cards", "skill-charm-5", "skill-charm-6", "skill-charm-1", "skill-charm-2")
    act(s, PORTHOS, "gallery_challenge")  # 4 + 4 = 8
    assert {"quest-skill-charm", "quest-red-2-1", "quest-red-2-2"} <= set(s.zone("removed"))  # unused: out
    assert s.zone("gallery_2_challenge") == ["quest-skill-bravery"] and s.zone("gallery_2_foe_2") == ["quest-trap-1"]


def test_seed002_faq_galeries_mixing_ways(game):
    s = galleries(game)
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    act(s, PORTHOS, ("gallery_duel", "quest-red-2-1"))
    assert "quest-red-2-1" in s.zone("removed") and s.zone("gallery_1_foe_2") == ["quest-red-2-2"]  # not crossed yet
    s.set("heroism", 3)
    assert act(s, PORTHOS, "passage") == (True, False)  # then a secret passage after all
    assert s.counter("heroism") == 0 and antechamber(s) == 2
    # Two duels the next time: the trap among them is 'fought' by taking its wound, then the other foe.
    act(s, PORTHOS, ("gallery_duel", "quest-trap-1"))
    assert s.counter("wounds", PORTHOS) == 1 and antechamber(s) == 2
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield", "sword")
    act(s, PORTHOS, ("gallery_duel", "quest-red-3-1"))
    assert antechamber(s) == 3 and "quest-skill-bravery" in s.zone("removed")


def test_seed002_faq_galeries_both_foes_beaten_crosses_even_when_knocked_out(game):
    # FAQ 'Les galeries du Louvre': once both adversaries are beaten the musketeers go on to the next gallery; the
    # last duel knocking the musketeer out (both sides hit) does not undo that.
    s = galleries(game)
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    act(s, PORTHOS, ("gallery_duel", "quest-red-2-1"))
    life = int(game.cards["musk-porthos"].stats["life"])
    s.set("wounds", life - 1, player=PORTHOS)
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "sword", "shield")
    act(s, PORTHOS, ("gallery_duel", "quest-red-2-2"))
    assert "quest-red-2-2" in s.zone("removed") and s.counter("knocked_out", PORTHOS) == 1
    assert antechamber(s) == 2 and "quest-skill-charm" in s.zone("removed")


def test_seed000_galerien_secret_passage_three_heroism_one_action(game):
    s = galleries(game).set("heroism", 2)
    assert "passage" not in quest_actions(s, PORTHOS)
    s.set("heroism", 3)
    assert act(s, PORTHOS, "passage") == (True, False)
    assert s.counter("heroism") == 0 and antechamber(s) == 2


def test_seed000_galerien_fourth_crossing_wins_at_once(game):
    s = galleries(game)
    for _ in range(3):
        s.set("heroism", 3)
        act(s, PORTHOS, "passage")
    assert antechamber(s) == 4
    s.set("heroism", 3)
    with pytest.raises(GameOver) as over:
        act(s, PORTHOS, "passage")
    assert over.value.reason == "quest" and over.value.winners == [DARTAGNAN, ARAMIS, ATHOS, PORTHOS]


# ------------------------------------------------------------------------------------------------ Rochefort, heroism
def test_seed000_rochefort_interrupts_any_quest_action_before_it_happens_but_never_athos(game):
    """'Aktion von Mylady: ... sobald ein Musketier zu handeln versucht' (FAQ Rochefort: he appears as the action is
    declared): an advance onto any token, a decoy too, meets him before the token is turned; the action lost, the
    token stays face down and the musketeer where he stood. Athos walks past him."""
    s = hide_at_quest(at_quest(inn(game, {"inn_rooms_1": "quest-red-2-1", "inn_stables_1": "quest-decoy-1"}), PORTHOS, ATHOS))
    s.answer(MYLADY, "send-rochefort", "send")
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "sword", "shield", "shield")
    assert act(s, PORTHOS, ("advance", "corridor-stables")) == (True, False)
    assert "rochefort" in s.zone("quest") and s.counter("wounds", PORTHOS) == 1
    assert s.zone("shown_location") == ["loc-quest"] and "mylady-figure" in s.zone("quest")
    assert face_down(s, "quest-decoy-1") and position(s, PORTHOS) is None
    # Standing there this round, he meets the next action too (no question to Mylady); hit (both sides hit), he
    # flees and the advance goes on: the decoy is turned and gone.
    asked = sum(1 for d in s.asked if d.prompt == "send-rochefort")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "sword", "shield", "shield")
    act(s, PORTHOS, ("advance", "corridor-stables"))
    assert sum(1 for d in s.asked if d.prompt == "send-rochefort") == asked
    assert "rochefort" not in s.zone("quest") and s.card_counter("rochefort", "wounds") >= 1
    assert "quest-decoy-1" in s.zone("removed") and s.counter("quest_chapter") == 2  # the corridor's last token
    # Athos is never interrupted: he fights the foe at once.
    s2 = hide_at_quest(at_quest(inn(game, {"inn_rooms_1": "quest-red-2-1", "inn_rooms_2": "quest-red-3-1"}), ATHOS))
    s2.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    act(s2, ATHOS, ("advance", "corridor-rooms"))
    assert "quest-red-2-1" in s2.zone("removed") and "send-rochefort" not in [d.prompt for d in s2.asked]


def test_seed000_galerien_rochefort_steps_in_before_the_secret_passage(game):
    s = galleries(game).set("heroism", 3)
    hide_at_quest(s).answer(MYLADY, "send-rochefort", "send")
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "sword", "shield", "shield")
    assert act(s, PORTHOS, "passage") == (True, False)
    assert antechamber(s) == 1 and s.counter("heroism") == 3  # lost: nothing spent, nothing crossed


def test_seed000_rochefort_heroism_never_against_him(game):
    s = hide_at_quest(at_quest(road(game, "quest-red-2-1", "quest-red-2-2", "quest-red-2-3"), PORTHOS)).set("heroism", 3)
    s.answer(MYLADY, "send-rochefort", "send")
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "sword", "shield", "shield")
    assert act(s, PORTHOS, "fight") == (True, False)
    assert not any(d.prompt.startswith("quest-heroism") for d in s.asked) and s.counter("heroism") == 3
    assert face_down(s, "quest-red-2-1")  # the action never reached the token
    # Both hit: Rochefort leaves, and only then, against the token, may heroism tokens help.
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "sword", "shield", "shield")
    s.answer(PORTHOS, "quest-heroism-dice", ("spend", 1))
    s.force_dice("blue", "sword", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    seen = watch(s, lambda: s.ctx.card_zone["rochefort"])
    act(s, PORTHOS, "fight")
    assert ("quest-heroism-dice", "mylady_side") in seen  # asked only once Rochefort had gone
    assert s.counter("heroism") == 2 and "quest-red-2-1" in s.zone("removed")


def test_seed000_einer_fuer_alle_counts_as_two_heroism_tokens(game):
    s = galleries(game).set("heroism", 1).put("one_for_all@4", "one-for-all")
    assert "passage" in quest_actions(s, PORTHOS)
    act(s, PORTHOS, "passage")
    assert s.counter("heroism") == 0 and "one-for-all" in s.zone("removed")
    # Using one of its two tokens, the other goes onto the quest.
    s2 = at_quest(inn(game, {"inn_rooms_1": "quest-red-2-1"}), PORTHOS).put("one_for_all@4", "one-for-all")
    s2.answer(PORTHOS, "quest-reveal", Z("inn_rooms_1"))
    act(s2, PORTHOS, "reveal")
    assert s2.counter("heroism") == 1 and not s2.zone("one_for_all@4")


# ------------------------------------------------------------------------------------------------ deadly quest
def test_seed000_toedliche_diamantnadeln_knocked_out_on_the_quest_barred_for_good(game):
    layout = {"inn_rooms_1": "quest-trap-1", "inn_stables_1": "quest-trap-2", "inn_cellar_1": "quest-trap-3",
              "inn_rooms_2": "quest-red-2-1", "inn_stables_2": "quest-red-2-2", "inn_cellar_2": "quest-red-2-3"}
    plain = at_quest(inn(game, layout), ATHOS).set("wounds", 2, player=ATHOS)
    assert act(plain, ATHOS, ("advance", "corridor-rooms")) == (True, True)  # knocked out: his turn is over
    assert plain.counter("quest_banned", ATHOS) == 0  # without the variant he may come back
    s = at_quest(inn(game, layout), ATHOS).set("deadly_quest", 1).set("wounds", 2, player=ATHOS)
    act(s, ATHOS, ("advance", "corridor-rooms"))
    assert s.counter("quest_banned", ATHOS) == 1 and "musk-athos" in s.zone("vieux_colombier")
    at_quest(s, ATHOS).set("knocked_out", 0, player=ATHOS).set("wounds", 0, player=ATHOS)
    assert quest_actions(s, ATHOS) == []
    for seat in (DARTAGNAN, ARAMIS):
        s.set("quest_banned", 1, player=seat)
    at_quest(s, PORTHOS).set("wounds", 4, player=PORTHOS)
    with pytest.raises(GameOver) as over:
        act(s, PORTHOS, ("advance", "corridor-stables"))
    assert over.value.reason == "deadly_quest" and over.value.winners == [MYLADY]


# ------------------------------------------------------------------------------------------------ played through
def test_seed000_herberge_played_through(game):
    s = mylady_table(game)
    order = lay_inn_by_hand(s, game)
    s.call("setup_quest")
    at_quest(s, DARTAGNAN, PORTHOS).set("heroism", 1)
    # d'Artagnan spends the heroism token to look into the cellar, sees a decoy first and goes there.
    s.answer(DARTAGNAN, "quest-reveal", Z("inn_cellar_1"), Z("inn_cellar_2"), Z("inn_cellar_3"))
    act(s, DARTAGNAN, "reveal")
    cellar = order[8:12]
    assert [token_at(s, f"inn_cellar_{n}") for n in (1, 2, 3, 4)] == cellar
    actions = 0
    while s.counter("quest_chapter") == 1:
        target = token_at(s, s.call("inn_next", PORTHOS, "corridor-cellar").result.name)
        if game.cards[target].stats["token"] in ("red", "fixed"):
            s.force_dice("blue", "shield", "shield", "shield")  # Porthos's thrust: the red dice do not matter
            if game.cards[target].stats["token"] == "red":
                s.force_dice("red", *["sword"] * game.cards[target].stats["dice"])
        act(s, PORTHOS, ("advance", "corridor-cellar"))
        actions += 1
        assert actions <= 4
    assert actions == 4 and s.counter("quest_chapter") == 2
    assert len(s.zone("removed")) >= 12 and not s.zone("quest_facedown")


def test_seed000_ueberfahrt_played_through(game):
    s = at_quest(chapter(game, 2), ATHOS, PORTHOS)
    s.put("hand@3", "skill-education-1", "skill-education-2", "skill-education-3", "skill-education-4")
    s.put("hand@4", "skill-charm-1", "skill-charm-2", "skill-bravery-1", "skill-bravery-2", "skill-bravery-3", "skill-bravery-4")
    s.answer(ATHOS, "commit-skill-cards", "skill-education-1", "skill-education-2", "skill-education-3")
    act(s, ATHOS, ("calais", "quest-calais-passierschein"))  # education 3 + 3 = 6
    act(s, ATHOS, ("calais", "quest-calais-hafenmeister"))  # nobility 4 against 5: fails
    s.set("heroism", 1).answer(ATHOS, "quest-heroism-lower", ("spend", 1))
    act(s, ATHOS, ("calais", "quest-calais-hafenmeister"))  # 4 against 5 - 1
    s.answer(PORTHOS, "commit-skill-cards", "skill-charm-1")
    act(s, PORTHOS, ("calais", "quest-calais-schiffer"))  # charm 4 + 1 = 5
    s.answer(PORTHOS, "commit-skill-cards", "skill-bravery-1", "skill-bravery-2", "skill-bravery-3")
    act(s, PORTHOS, ("calais", "quest-calais-sturm"))  # bravery 3 + 3 = 6
    assert quest_actions(s, PORTHOS) == ["wardes"]
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "shield", "shield", "shield", "shield")
    s.force_dice("blue", "lily", "lily").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "lily").force_dice("red", "shield", "shield")
    s.force_dice("red", "shield")
    act(s, PORTHOS, "wardes")  # nobody touched: de Wardes stands
    assert s.counter("quest_chapter") == 2 and not s.forced_left("red")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "sword", "shield", "shield", "sword")
    s.answer(MYLADY, "quest-lay-return", "quest-red-2-1", "quest-red-2-2", "quest-red-3-1")
    act(s, PORTHOS, "wardes")
    assert s.counter("quest_chapter") == 3


def test_seed000_rueckkehr_played_through(game):
    s = at_quest(road(game, "quest-red-2-1", "quest-fixed-c1", "quest-trap-2"), ARAMIS)
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    act(s, ARAMIS, "fight")  # A
    assert s.call("road_space").result == Z("return_b")
    s.force_dice("blue", "sword", "sword", "sword", "shield")  # against sword shield shield: one sword gets through
    s.put("hand@2", "combat-1")
    s.answer(ARAMIS, "commit-combat-cards", "combat-1")
    act(s, ARAMIS, "fight")  # B
    s.answer(MYLADY, "quest-lay-challenges", *GALLERY_CHALLENGES)
    s.answer(MYLADY, "quest-lay-antechambers", *[t for t in s.zone("quest_reserve") if game.cards[t].stats["token"] not in ("skill", "decoy")][:8])
    hand = len(s.zone("hand@2"))
    act(s, ARAMIS, "fight")  # C: a trap, the third foe gone
    assert s.counter("wounds", ARAMIS) == 1 and len(s.zone("hand@2")) == hand + 2
    assert s.counter("quest_chapter") == 4 and antechamber(s) == 1


def test_seed000_galerien_played_through(game):
    s = galleries(game)
    at_quest(s, ATHOS)
    # Antechamber 1: both foes beaten.
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    act(s, PORTHOS, ("gallery_duel", "quest-red-2-1"))
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    act(s, ATHOS, ("gallery_duel", "quest-red-2-2"))
    # Antechamber 2: the bravery challenge.
    s.put("hand@4", "skill-bravery-1", "skill-bravery-2", "skill-bravery-3", "skill-bravery-4", "skill-bravery-5")
    s.answer(PORTHOS, "commit-skill-cards", "skill-bravery-1", "skill-bravery-2", "skill-bravery-3", "skill-bravery-4", "skill-bravery-5")
    act(s, PORTHOS, "gallery_challenge")
    # Antechamber 3: the nobility challenge for Athos (4 + 4).
    s.put("hand@3", "skill-nobility-1", "skill-nobility-2", "skill-nobility-3", "skill-nobility-4")
    s.answer(ATHOS, "commit-skill-cards", "skill-nobility-1", "skill-nobility-2", "skill-nobility-3", "skill-nobility-4")
    act(s, ATHOS, "gallery_challenge")
    assert antechamber(s) == 4
    # Antechamber 4: a secret passage ends the game.
    s.set("heroism", 3)
    with pytest.raises(GameOver) as over:
        act(s, ATHOS, "passage")
    assert over.value.reason == "quest"


def test_seed002_faq_quitter_l_auberge_any_time_from_any_space_for_one_move(game):
    """FAQ 'Quitter l'auberge': from any space of the inn (here the second step of a corridor) a musketeer may
    leave for another place he may go to, at the price of one normal move action; coming back he starts again in
    the common room."""
    s = at_quest(inn(game, {"inn_rooms_3": "quest-red-2-1"}), PORTHOS, space="inn_rooms_2")
    s.answer(PORTHOS, "choose-action", ("move", Z("paris")))
    s.call("musketeer_action", PORTHOS, False)
    assert s.result == 1 and not s.counter("turn_over", PORTHOS)  # one action, and his turn goes on
    assert "musk-porthos" in s.zone("paris")
    s.call("go_to", PORTHOS, "quest")
    assert position(s, PORTHOS) is None
