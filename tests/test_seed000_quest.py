"""Mylady und die Musketiere, the quest 'Die Diamantnadeln' (seed 000 with the FAQ seed 002): one test per rule,
named after the section where it stands, and one test per chapter playing it through. Situations are built with
Scenario; dice are forced.

The quest needs a few lines in content/games/mylady.yaml (its card kinds, two zones, three counters). Until they
are there, the fixture compiles a copy of the content with those lines added (GAME_FILE_LINES, the same lines the
quest's report asks for); once the game file has them the copy is left as it is."""
from __future__ import annotations

import shutil
from pathlib import Path
from types import SimpleNamespace

import pytest

from rulekit.check.lint import lint
from rulekit.compile.game import check_games, compile_game
from rulekit.games.mylady import common, quest
from rulekit.load import load_content
from rulekit.run.primitives import GameOver
from rulekit.run.scenario import Scenario
from rulekit.run.views import HIDDEN, player_view, redacted_log
from conftest import mylady_table

MYLADY, DARTAGNAN, ARAMIS, ATHOS, PORTHOS = range(5)
CONTENT = Path(__file__).resolve().parent.parent / "content"

GAME_FILE_LINES = {
    "card_kinds:": [
        "  quest_token: {stats: [token, dice, fixed, skill, difficulty, life, thrust, armor], counters: [wounds, slot]}",
        "  quest_challenge: {stats: [skill, difficulty], counters: [met]}",
        "  quest_foe: {stats: [dice, life, thrust, armor], counters: [wounds]}",
    ],
    "zones:": [
        "  quest_reserve: {visibility: hidden, seen_by: [mylady], description: \"Quest tokens behind Mylady's screen, not yet laid.\"}",
        "  quest_facedown: {visibility: hidden, seen_by: [mylady], description: \"Quest tokens lying face down on the chapter in play; the card counter slot names their space.\"}",
    ],
    "counters:": [
        "  quest_chapter: {initial: 0, description: \"The chapter of the quest in play (1-4; 0 before the quest is set up).\"}",
    ],
    "player_counters:": [
        "  quest_space: {initial: 0, description: \"Where the musketeer stands in the inn (chapter 1): 0 the common room, else the slot of his space.\"}",
        "  quest_banned: {initial: 0, description: \"House rule deadly-quest: 1 once the musketeer may not go back to the quest.\"}",
    ],
}


def content_with_quest(dest: Path) -> Path:
    root = dest / "content"
    shutil.copytree(CONTENT, root)
    path = root / "games" / "mylady.yaml"
    text = path.read_text(encoding="utf-8")
    for header, lines in GAME_FILE_LINES.items():
        missing = [line for line in lines if line.split(":")[0] + ":" not in text]
        if missing:
            text = text.replace(f"\n{header}\n", f"\n{header}\n" + "\n".join(missing) + "\n", 1)
    path.write_text(text, encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def root(tmp_path_factory):
    return content_with_quest(tmp_path_factory.mktemp("quest"))


@pytest.fixture(scope="module")
def game(root):
    content, problems = load_content([root])
    assert [d for d in problems if d.severity == "error"] == []
    return compile_game(content.documents_for("mylady"), "mylady")


# ------------------------------------------------------------------------------------------------ helpers
def table(game) -> Scenario:
    """Mylady's cards in her hand, her quest tokens behind her screen (as setup_quest leaves them before laying)."""
    s = mylady_table(game)
    tokens = [c for c, card in game.cards.items() if card.kind == "quest_token"]
    return s.put("quest_reserve", *tokens)


def lay(s: Scenario, space: str, token: str, face_up: bool = False) -> Scenario:
    if face_up:
        return s.put(space, token)
    s.put("quest_facedown", token)
    return s.set("slot", quest.slots(s.ctx)[space], card=token)


def inn(game, layout: dict[str, str], face_up: tuple[str, ...] = ()) -> Scenario:
    s = table(game).set("quest_chapter", 1)
    for space, token in layout.items():
        lay(s, space, token, space in face_up)
    return s


def chapter(game, number: int) -> Scenario:
    """A chapter laid by hand: 2 with its cards on their spaces, 3 and 4 empty (tokens laid by the test)."""
    s = table(game).set("quest_chapter", number)
    if number == 2:
        quest._lay_calais(s.ctx)
    return s


def at_quest(s: Scenario, *seats: int, space: str | None = None) -> Scenario:
    for seat in seats:
        s.put("quest", common.musketeer_card(s.ctx, seat))
        if space:
            s.set("quest_space", quest.slots(s.ctx)[space], player=seat)
    return s


def act(s: Scenario, seat: int, option: str) -> tuple[bool, bool]:
    assert option in quest.quest_actions(s.ctx, seat), (option, quest.quest_actions(s.ctx, seat))
    s.run(quest.perform_quest(s.ctx, seat, option))
    return s.result


def red_rolls(s: Scenario) -> list:
    return [e for e in s.ctx.log if e.kind == "dice_rolled" and e.dice == "red"]


def blue_rolls(s: Scenario) -> list:
    return [e for e in s.ctx.log if e.kind == "dice_rolled" and e.dice == "blue"]


def watch(s: Scenario, probe) -> list[tuple[str, object]]:
    """Record (prompt, probe()) at every decision asked from now on: what the table looked like when it was asked."""
    seen: list[tuple[str, object]] = []
    original = s.ctx.ask

    def spy(decisions):
        seen.extend((d.prompt, probe()) for d in decisions)
        return (yield from original(decisions))

    s.ctx.ask = spy
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
    assert sorted(s["skill"] for s in skills) == sorted(common.SKILLS)
    assert all(s["difficulty"] == 8 for s in skills)  # FAQ 'Les galeries du Louvre'
    fixed = [game.cards[c].stats["fixed"] for c in tokens(game, "fixed")]
    assert len(fixed) == 8 and len(set(fixed)) == 4 and all(fixed.count(f) == 2 for f in fixed)
    assert all(game.cards[c].stats["dice"] == 0 for c in tokens(game, "fixed"))
    assert len(tokens(game, "red")) + len(tokens(game, "trap")) == 11
    assert all(game.cards[c].stats["dice"] > 0 for c in tokens(game, "red"))
    challenges = [c.stats for c in game.cards.values() if c.kind == "quest_challenge"]
    assert sorted(c["skill"] for c in challenges) == sorted(common.SKILLS)
    assert all(5 <= c["difficulty"] <= 8 for c in challenges)
    assert [c.id for c in game.cards.values() if c.kind == "quest_foe"] == ["quest-wardes"]


def test_quest_content_lints_clean_with_the_game_file_lines(root):
    assert [f"{d.code} {d.message}" for d in lint([root], compile_hook=check_games)] == []


# ------------------------------------------------------------------------------------------------ 1) the inn
def lay_inn_by_hand(s: Scenario, game) -> list[str]:
    pool = tokens(game, "red") + tokens(game, "fixed")
    chosen = pool[:8]
    order = chosen + tokens(game, "decoy")
    s.answer(MYLADY, "quest-pick-inn-tokens", *chosen)
    s.answer(MYLADY, "quest-lay-rooms", *order[0:4])
    s.answer(MYLADY, "quest-lay-stables", *order[4:8])
    s.answer(MYLADY, "quest-lay-cellar", *order[8:12])
    return order


def test_seed000_herberge_vorbereitung_mylady_lays_twelve_face_down(game):
    s = mylady_table(game)
    order = lay_inn_by_hand(s, game)
    s.run(quest.setup_quest(s.ctx))
    assert s.counter("quest_chapter") == 1
    assert sorted(s.zone("quest_facedown")) == sorted(order)  # 8 adversary tokens and the 4 decoys
    assert quest.token_at(s.ctx, "inn_rooms_1") == order[0] and quest.token_at(s.ctx, "inn_cellar_4") == order[11]
    assert len(s.zone("quest_reserve")) == 27 - 12
    assert [p for p, prompt in s.prompts()] == [MYLADY] * 4  # four decisions: the 8 tokens, one per corridor
    # Everyone sees that a token lies on each space, only Mylady which one.
    view = player_view(shim(s, game), DARTAGNAN)
    facedown = view["zones"]["quest_facedown"]
    assert all(c["id"] == HIDDEN for c in facedown)
    assert sorted(c["counters"]["slot"] for c in facedown) == sorted(quest.slots(s.ctx)[sp] for sp in quest.slots(s.ctx) if sp.startswith("inn_"))
    assert isinstance(view["zones"]["quest_reserve"], int)
    assert all(c["id"] != HIDDEN for c in player_view(shim(s, game), MYLADY)["zones"]["quest_facedown"])
    log = redacted_log(shim(s, game), DARTAGNAN)
    assert not any(token in str(entry) for entry in log for token in order)


def test_seed000_herberge_advance_turns_the_token_and_fights(game):
    s = at_quest(inn(game, {"inn_rooms_1": "quest-red-2-1", "inn_rooms_2": "quest-red-3-1", "inn_stables_1": "quest-red-2-2"}), PORTHOS)
    assert quest.quest_actions(s.ctx, PORTHOS) == ["quest:advance:rooms", "quest:advance:stables"]
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    assert act(s, PORTHOS, "quest:advance:rooms") == (True, False)
    assert "quest-red-2-1" in s.zone("removed") and quest.position(s.ctx, PORTHOS) == "inn_rooms_1"
    # Not beaten: the token lies face up on its space, the musketeer stays where he was.
    s2 = at_quest(inn(game, {"inn_rooms_1": "quest-red-2-1"}), PORTHOS)
    s2.force_dice("blue", "lily", "lily", "lily").force_dice("red", "sword", "shield")
    act(s2, PORTHOS, "quest:advance:rooms")
    assert s2.zone("inn_rooms_1") == ["quest-red-2-1"] and quest.position(s2.ctx, PORTHOS) is None
    assert s2.counter("wounds", PORTHOS) == 1


def test_seed000_herberge_decoy_costs_an_action_but_no_fight(game):
    s = at_quest(inn(game, {"inn_stables_1": "quest-decoy-1", "inn_stables_2": "quest-red-2-1"}), PORTHOS)
    assert act(s, PORTHOS, "quest:advance:stables") == (True, False)  # the action is spent
    assert not blue_rolls(s) and not red_rolls(s)
    assert "quest-decoy-1" in s.zone("removed") and quest.position(s.ctx, PORTHOS) == "inn_stables_1"


def test_seed002_faq_auberge_advance_to_last_free_space(game):
    s = at_quest(inn(game, {"inn_cellar_3": "quest-red-2-1", "inn_cellar_4": "quest-red-3-1", "inn_rooms_1": "quest-decoy-1"}), ATHOS)
    assert act(s, ATHOS, "quest:advance:cellar") == (True, False)
    assert quest.position(s.ctx, ATHOS) == "inn_cellar_2"  # cellar 1 and 2 are free: he walks to the last one
    assert not blue_rolls(s) and quest.is_face_down(s.ctx, "quest-red-2-1")
    # In a corridor he goes on along it only.
    assert quest.quest_actions(s.ctx, ATHOS) == ["quest:advance:cellar"]
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    act(s, ATHOS, "quest:advance:cellar")
    assert "quest-red-2-1" in s.zone("removed") and quest.position(s.ctx, ATHOS) == "inn_cellar_3"


def test_seed002_faq_pieges_trap_wounds_through_a_cuirass(game):
    s = at_quest(inn(game, {"inn_rooms_1": "quest-trap-1", "inn_rooms_2": "quest-trap-2", "inn_rooms_3": "quest-red-2-1"},
                     face_up=("inn_rooms_2",)), PORTHOS)
    s.put("gear@4", "eq-cuirass-1")
    assert act(s, PORTHOS, "quest:advance:rooms") == (True, False)
    assert s.counter("wounds", PORTHOS) == 1 and "quest-trap-1" in s.zone("removed") and not blue_rolls(s)
    assert quest.position(s.ctx, PORTHOS) == "inn_rooms_1"
    # A trap already turned still wounds the one who steps on it (FAQ 'ou avance sur un piège ... révélé').
    act(s, PORTHOS, "quest:advance:rooms")
    assert s.counter("wounds", PORTHOS) == 2 and "quest-trap-2" in s.zone("removed")


def test_seed000_herberge_heroism_reveals_three_tokens_of_their_choice(game):
    layout = {"inn_rooms_1": "quest-red-2-1", "inn_rooms_2": "quest-trap-1", "inn_stables_4": "quest-red-4-1",
              "inn_cellar_1": "quest-decoy-1"}
    s = at_quest(inn(game, layout), DARTAGNAN)
    assert "quest:reveal" not in quest.quest_actions(s.ctx, DARTAGNAN)  # no heroism token
    s.set("heroism", 1)
    s.answer(DARTAGNAN, "quest-reveal", "inn_rooms_2", "inn_stables_4", "inn_cellar_1")
    assert act(s, DARTAGNAN, "quest:reveal") == (False, False)  # no action spent
    assert s.counter("heroism") == 0
    assert s.zone("inn_rooms_2") == ["quest-trap-1"] and s.zone("inn_stables_4") == ["quest-red-4-1"]
    assert s.zone("inn_cellar_1") == ["quest-decoy-1"]  # a turned decoy waits for whoever steps on it
    assert quest.is_face_down(s.ctx, "quest-red-2-1")
    options = [o.value for o in s.asked[-1].options]
    assert sorted(options) == sorted(layout)  # spaces, never token ids


def test_seed002_faq_auberge_fin_last_token_of_a_line_ends_the_chapter(game):
    layout = {"inn_stables_4": "quest-red-2-1", "inn_rooms_1": "quest-red-3-1", "inn_cellar_2": "quest-decoy-2"}
    s = at_quest(inn(game, layout), PORTHOS, space="inn_stables_3")
    at_quest(s, ATHOS, space="inn_rooms_1")
    hand = len(common.hand(s.ctx, PORTHOS))
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    act(s, PORTHOS, "quest:advance:stables")
    assert len(common.hand(s.ctx, PORTHOS)) == hand + 2  # the finisher draws 2 adventure cards
    assert {"quest-red-3-1", "quest-decoy-2", "quest-red-2-1"} <= set(s.zone("removed"))  # the rest leave the game
    assert not s.zone("quest_facedown")
    assert s.counter("quest_chapter") == 2
    assert s.counter("quest_space", PORTHOS) == 0 and s.counter("quest_space", ATHOS) == 0
    assert s.zone("calais_wardes") == ["quest-wardes"] and all(s.zone(f"calais_challenge_{n}") for n in range(1, 5))


def test_seed000_herberge_coming_back_starts_in_the_common_room(game):
    s = at_quest(inn(game, {"inn_rooms_3": "quest-red-2-1"}), PORTHOS, space="inn_rooms_2")
    quest.on_musketeer_arrived(s.ctx, PORTHOS, "quest")
    assert quest.position(s.ctx, PORTHOS) is None


def test_seed000_fixed_result_tokens_keep_their_result_and_dice(game):
    # Fixed result 'sword shield': no red die is ever thrown and the token shows the same in every throw, while the
    # musketeer loses a die with each tie ('Außerdem verliert ein solcher Gegner keinen Würfel').
    s = at_quest(inn(game, {"inn_rooms_1": "quest-fixed-a1"}), PORTHOS)
    assert game.cards["quest-fixed-a1"].stats["fixed"] == "sword shield"
    s.force_dice("blue", "shield", "lily", "lily")  # tie: one shield stops the sword, no sword passes the shield
    s.force_dice("blue", "shield", "lily")  # tie again, the token still shows sword and shield
    s.force_dice("blue", "lily")  # the token's sword finds no shield
    act(s, PORTHOS, "quest:advance:rooms")
    assert not red_rolls(s)
    assert [len(e.faces) for e in blue_rolls(s)] == [3, 2, 1]
    assert s.counter("wounds", PORTHOS) == 1 and s.zone("inn_rooms_1") == ["quest-fixed-a1"]


# ------------------------------------------------------------------------------------------------ 2) the crossing
def challenge_space(s: Scenario, card: str) -> int:
    for n in range(1, 5):
        if card in s.zone(f"calais_challenge_{n}"):
            return n
    raise AssertionError(card)


def test_seed000_ueberfahrt_four_challenges_in_any_order_then_wardes(game):
    s = at_quest(chapter(game, 2), PORTHOS)
    assert quest.quest_actions(s.ctx, PORTHOS) == [f"quest:challenge:{n}" for n in range(1, 5)]  # no de Wardes yet
    charm = challenge_space(s, "quest-calais-schiffer")  # charm 5: Porthos has 4 and plays one charm card
    s.put("hand@4", "skill-charm-1", "skill-charm-2")
    s.answer(PORTHOS, "commit-skill-cards", "skill-charm-1")
    assert act(s, PORTHOS, f"quest:challenge:{charm}") == (True, False)
    assert s.card_counter("quest-calais-schiffer", "met") == 1
    assert f"quest:challenge:{charm}" not in quest.quest_actions(s.ctx, PORTHOS)
    for card in ("quest-calais-passierschein", "quest-calais-hafenmeister", "quest-calais-sturm"):
        s.set("met", 1, card=card)  # met by other musketeers (FAQ: 'par plusieurs Mousquetaires différents')
    assert quest.quest_actions(s.ctx, PORTHOS) == ["quest:wardes"]


def test_seed000_ueberfahrt_heroism_lowers_a_challenge_not_for_wardes(game):
    s = at_quest(chapter(game, 2), PORTHOS).set("heroism", 5)
    nobility = challenge_space(s, "quest-calais-hafenmeister")  # nobility 5, Porthos has 2
    s.answer(PORTHOS, "quest-heroism-lower", 3)
    act(s, PORTHOS, f"quest:challenge:{nobility}")
    offered = [o.value for o in next(d for d in s.asked if d.prompt == "quest-heroism-lower").options]
    assert offered == [0, 1, 2, 3]  # never more than the challenge needs
    assert s.card_counter("quest-calais-hafenmeister", "met") == 1 and s.counter("heroism") == 2
    for n in range(1, 5):
        for card in s.zone(f"calais_challenge_{n}"):
            s.set("met", 1, card=card)
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "shield", "shield", "shield", "shield")
    s.force_dice("blue", "lily", "lily").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "lily").force_dice("red", "shield", "shield")
    s.force_dice("red", "shield")
    act(s, PORTHOS, "quest:wardes")
    assert not any(d.prompt.startswith("quest-heroism") for d in s.asked[1:])
    assert s.counter("heroism") == 2 and s.zone("calais_wardes") == ["quest-wardes"]


def test_seed002_faq_calais_wardes_beaten_draws_two_and_the_next_chapter(game):
    s = at_quest(chapter(game, 2), PORTHOS)
    for n in range(1, 5):
        for card in s.zone(f"calais_challenge_{n}"):
            s.set("met", 1, card=card)
    hand = len(common.hand(s.ctx, PORTHOS))
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "sword", "sword", "shield", "shield")
    s.answer(MYLADY, "quest-lay-return", "quest-red-2-1", "quest-trap-1", "quest-fixed-b1")
    act(s, PORTHOS, "quest:wardes")
    assert len(common.hand(s.ctx, PORTHOS)) == hand + 2 and s.counter("wounds", PORTHOS) == 2
    assert s.counter("quest_chapter") == 3 and "quest-wardes" in s.zone("removed")
    assert [quest.token_at(s.ctx, sp) for sp in ("return_a", "return_b", "return_c")] == ["quest-red-2-1", "quest-trap-1", "quest-fixed-b1"]
    assert all(quest.is_face_down(s.ctx, t) for t in ("quest-red-2-1", "quest-trap-1", "quest-fixed-b1"))


# ------------------------------------------------------------------------------------------------ 3) back to Paris
def road(game, a: str, b: str, c: str) -> Scenario:
    s = chapter(game, 3)
    for space, token in zip(("return_a", "return_b", "return_c"), (a, b, c)):
        lay(s, space, token)
    return s


def test_seed000_rueckkehr_cards_committed_blind(game):
    s = at_quest(road(game, "quest-red-3-1", "quest-red-2-1", "quest-red-2-2"), PORTHOS)
    assert quest.quest_actions(s.ctx, PORTHOS) == ["quest:fight"]
    s.put("hand@4", "combat-1", "combat-2")
    s.answer(PORTHOS, "commit-combat-cards", "combat-1")
    s.force_dice("blue", "sword", "sword", "sword", "sword").force_dice("red", "shield", "shield", "shield")
    seen = watch(s, lambda: quest.is_face_down(s.ctx, "quest-red-3-1"))
    act(s, PORTHOS, "quest:fight")
    assert seen == [("commit-combat-cards", True)]  # the cards were chosen while the token lay face down
    assert "quest-red-3-1" in s.zone("removed") and "combat-1" in s.zone("adventure_discard")
    assert quest.quest_actions(s.ctx, PORTHOS) == ["quest:fight"]  # B is next


def test_seed000_rueckkehr_heroism_counts_as_combat_cards_after_the_reveal(game):
    s = at_quest(road(game, "quest-red-4-1", "quest-red-2-1", "quest-red-2-2"), PORTHOS).set("heroism", 2)
    s.answer(PORTHOS, "quest-heroism-dice", 2)
    s.force_dice("blue", "sword", "sword", "sword", "sword", "sword").force_dice("red", "shield", "shield", "shield", "shield")
    seen = watch(s, lambda: quest.is_face_down(s.ctx, "quest-red-4-1"))
    act(s, PORTHOS, "quest:fight")
    assert seen == [("quest-heroism-dice", False)]  # decided once the token lay face up
    assert [len(e.faces) for e in blue_rolls(s)] == [5] and s.counter("heroism") == 0
    assert "quest-red-4-1" in s.zone("removed")


def test_seed000_rueckkehr_a_trap_wounds_and_the_blind_cards_are_lost(game):
    s = at_quest(road(game, "quest-trap-1", "quest-red-2-1", "quest-red-2-2"), DARTAGNAN).set("heroism", 2)
    s.put("hand@1", "combat-1")
    s.answer(DARTAGNAN, "commit-combat-cards", "combat-1")
    act(s, DARTAGNAN, "quest:fight")
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
        quest._discard(s.ctx, quest.token_at(s.ctx, space))
    at_quest(s, PORTHOS)
    s.answer(MYLADY, "quest-lay-challenges", *GALLERY_CHALLENGES)
    s.answer(MYLADY, "quest-lay-antechambers", *GALLERY_FOES)
    s.force_dice("blue", "shield", "shield", "sword")  # fixed-d1 shows sword sword: both parried, one hit
    act(s, PORTHOS, "quest:fight")  # the third foe: the chapter ends, chapter 4 is laid
    assert s.counter("wounds", PORTHOS) == 0 and not s.forced_left("red")
    s.asked.clear()
    return s


def test_seed000_galerien_vorbereitung_first_antechamber_turned(game):
    s = galleries(game)
    assert s.counter("quest_chapter") == 4
    assert s.zone("gallery_1_challenge") == ["quest-skill-charm"]
    assert s.zone("gallery_1_foe_1") == ["quest-red-2-1"] and s.zone("gallery_1_foe_2") == ["quest-red-2-2"]
    assert quest.token_at(s.ctx, "gallery_4_foe_2") == "quest-red-3-2" and quest.is_face_down(s.ctx, "quest-red-3-2")
    assert quest.is_face_down(s.ctx, "quest-skill-bravery")
    assert quest.quest_actions(s.ctx, PORTHOS) == ["quest:gallery-challenge", "quest:gallery-duel:quest-red-2-1",
                                                   "quest:gallery-duel:quest-red-2-2"]


def test_seed002_faq_galeries_challenge_difficulty_eight(game):
    s = galleries(game)
    s.put("hand@4", "skill-charm-1", "skill-charm-2", "skill-charm-3", "skill-charm-4")
    s.answer(PORTHOS, "commit-skill-cards", "skill-charm-1", "skill-charm-2", "skill-charm-3")
    act(s, PORTHOS, "quest:gallery-challenge")  # 4 + 3 = 7: not enough
    assert s.zone("gallery_1_challenge") == ["quest-skill-charm"]
    s.put("hand@4", "skill-charm-5", "skill-charm-6", "skill-charm-1", "skill-charm-2")
    s.answer(PORTHOS, "commit-skill-cards", "skill-charm-5", "skill-charm-6", "skill-charm-1", "skill-charm-2")
    act(s, PORTHOS, "quest:gallery-challenge")  # 4 + 4 = 8
    assert {"quest-skill-charm", "quest-red-2-1", "quest-red-2-2"} <= set(s.zone("removed"))  # unused: out
    assert s.zone("gallery_2_challenge") == ["quest-skill-bravery"] and s.zone("gallery_2_foe_2") == ["quest-trap-1"]


def test_seed002_faq_galeries_mixing_ways(game):
    s = galleries(game)
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    act(s, PORTHOS, "quest:gallery-duel:quest-red-2-1")
    assert "quest-red-2-1" in s.zone("removed") and s.zone("gallery_1_foe_2") == ["quest-red-2-2"]  # not crossed yet
    s.set("heroism", 3)
    assert act(s, PORTHOS, "quest:passage") == (True, False)  # then a secret passage after all
    assert s.counter("heroism") == 0 and quest.antechamber(s.ctx) == 2
    # Two duels the next time: the trap among them is 'fought' by taking its wound, then the other foe.
    act(s, PORTHOS, "quest:gallery-duel:quest-trap-1")
    assert s.counter("wounds", PORTHOS) == 1 and quest.antechamber(s.ctx) == 2
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield", "sword")
    act(s, PORTHOS, "quest:gallery-duel:quest-red-3-1")
    assert quest.antechamber(s.ctx) == 3 and "quest-skill-bravery" in s.zone("removed")


def test_seed000_galerien_secret_passage_three_heroism_one_action(game):
    s = galleries(game).set("heroism", 2)
    assert "quest:passage" not in quest.quest_actions(s.ctx, PORTHOS)
    s.set("heroism", 3)
    assert act(s, PORTHOS, "quest:passage") == (True, False)
    assert s.counter("heroism") == 0 and quest.antechamber(s.ctx) == 2


def test_seed000_galerien_fourth_crossing_wins_at_once(game):
    s = galleries(game)
    for _ in range(3):
        s.set("heroism", 3)
        act(s, PORTHOS, "quest:passage")
    assert quest.antechamber(s.ctx) == 4
    s.set("heroism", 3)
    with pytest.raises(GameOver) as over:
        act(s, PORTHOS, "quest:passage")
    assert over.value.reason == "quest" and over.value.winners == [DARTAGNAN, ARAMIS, ATHOS, PORTHOS]


# ------------------------------------------------------------------------------------------------ Rochefort, heroism
def test_seed000_rochefort_interrupts_at_the_quest_but_never_athos(game):
    s = hide_at_quest(at_quest(inn(game, {"inn_rooms_1": "quest-red-2-1", "inn_stables_1": "quest-decoy-1"}), PORTHOS, ATHOS))
    act(s, PORTHOS, "quest:advance:stables")  # a decoy: nothing to interrupt
    assert s.counter("mylady_revealed") == 0
    # A foe: Mylady shows herself; Rochefort hits, untouched: the action is lost, the token lies face up and
    # Porthos stays in the common room.
    s2 = hide_at_quest(at_quest(inn(game, {"inn_rooms_1": "quest-red-2-1", "inn_rooms_2": "quest-red-3-1"}), PORTHOS, ATHOS))
    s2.force_dice("blue", "lily", "lily", "lily").force_dice("red", "sword", "shield", "shield")
    assert act(s2, PORTHOS, "quest:advance:rooms") == (True, False)
    assert "rochefort" in s2.zone("quest") and s2.counter("wounds", PORTHOS) == 1
    assert s2.zone("shown_location") == ["loc-quest"] and "mylady-figure" in s2.zone("quest")
    assert s2.zone("inn_rooms_1") == ["quest-red-2-1"] and quest.position(s2.ctx, PORTHOS) is None
    # Athos walks past him to the token.
    s2.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    act(s2, ATHOS, "quest:advance:rooms")
    assert "quest-red-2-1" in s2.zone("removed") and s2.card_counter("rochefort", "wounds") == 0


def test_seed000_rochefort_heroism_never_against_him(game):
    s = hide_at_quest(at_quest(road(game, "quest-red-2-1", "quest-red-2-2", "quest-red-2-3"), PORTHOS)).set("heroism", 3)
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "sword", "shield", "shield")
    assert act(s, PORTHOS, "quest:fight") == (True, False)
    assert not any(d.prompt.startswith("quest-heroism") for d in s.asked) and s.counter("heroism") == 3
    assert quest.is_face_down(s.ctx, "quest-red-2-1")  # the action never reached the token
    # Both hit: Rochefort leaves, and only then, against the token, may heroism tokens help.
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "sword", "shield", "shield")
    s.answer(PORTHOS, "quest-heroism-dice", 1)
    s.force_dice("blue", "sword", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    seen = watch(s, lambda: s.ctx.card_zone["rochefort"])
    act(s, PORTHOS, "quest:fight")
    assert seen == [("quest-heroism-dice", "mylady_side")]  # asked only once Rochefort had gone
    assert s.counter("heroism") == 2 and "quest-red-2-1" in s.zone("removed")


def test_seed000_einer_fuer_alle_counts_as_two_heroism_tokens(game):
    s = galleries(game).set("heroism", 1).put("one_for_all", "one-for-all")
    assert "quest:passage" in quest.quest_actions(s.ctx, PORTHOS)
    act(s, PORTHOS, "quest:passage")
    assert s.counter("heroism") == 0 and "one-for-all" in s.zone("removed")
    # Using one of its two tokens, the other goes onto the quest.
    s2 = at_quest(inn(game, {"inn_rooms_1": "quest-red-2-1"}), PORTHOS).put("one_for_all", "one-for-all")
    s2.answer(PORTHOS, "quest-reveal", "inn_rooms_1")
    act(s2, PORTHOS, "quest:reveal")
    assert s2.counter("heroism") == 1 and not s2.zone("one_for_all")


# ------------------------------------------------------------------------------------------------ deadly quest
def test_seed000_toedliche_diamantnadeln_knocked_out_on_the_quest_barred_for_good(game):
    layout = {"inn_rooms_1": "quest-trap-1", "inn_stables_1": "quest-trap-2", "inn_cellar_1": "quest-trap-3",
              "inn_rooms_2": "quest-red-2-1", "inn_stables_2": "quest-red-2-2", "inn_cellar_2": "quest-red-2-3"}
    plain = at_quest(inn(game, layout), ATHOS).set("wounds", 2, player=ATHOS)
    assert act(plain, ATHOS, "quest:advance:rooms") == (True, True)  # knocked out: his turn is over
    assert plain.counter("quest_banned", ATHOS) == 0  # without the variant he may come back
    s = at_quest(inn(game, layout), ATHOS).set("deadly_quest", 1).set("wounds", 2, player=ATHOS)
    act(s, ATHOS, "quest:advance:rooms")
    assert s.counter("quest_banned", ATHOS) == 1 and common.location_of(s.ctx, ATHOS) == "vieux_colombier"
    at_quest(s, ATHOS).set("knocked_out", 0, player=ATHOS).set("wounds", 0, player=ATHOS)
    assert quest.quest_actions(s.ctx, ATHOS) == []
    for seat in (DARTAGNAN, ARAMIS):
        s.set("quest_banned", 1, player=seat)
    at_quest(s, PORTHOS).set("wounds", 4, player=PORTHOS)
    with pytest.raises(GameOver) as over:
        act(s, PORTHOS, "quest:advance:stables")
    assert over.value.reason == "deadly_quest" and over.value.winners == [MYLADY]


# ------------------------------------------------------------------------------------------------ played through
def test_seed000_herberge_played_through(game):
    s = mylady_table(game)
    order = lay_inn_by_hand(s, game)
    s.run(quest.setup_quest(s.ctx))
    at_quest(s, DARTAGNAN, PORTHOS).set("heroism", 1)
    # d'Artagnan spends the heroism token to look into the cellar, sees a decoy first and goes there.
    s.answer(DARTAGNAN, "quest-reveal", "inn_cellar_1", "inn_cellar_2", "inn_cellar_3")
    act(s, DARTAGNAN, "quest:reveal")
    cellar = order[8:12]
    assert [quest.token_at(s.ctx, f"inn_cellar_{n}") for n in (1, 2, 3, 4)] == cellar
    actions = 0
    while s.counter("quest_chapter") == 1:
        target = quest.token_at(s.ctx, quest._next_space(s.ctx, "cellar", quest.position(s.ctx, PORTHOS)))
        if quest.token_kind(s.ctx, target) in ("red", "fixed"):
            s.force_dice("blue", "sword", "sword", "sword", "sword")
            s.force_dice("red", *["shield"] * max(game.cards[target].stats["dice"], 1))
        act(s, PORTHOS, "quest:advance:cellar")
        actions += 1
    assert actions == 4 and s.counter("quest_chapter") == 2
    assert len(s.zone("removed")) >= 12 and not s.zone("quest_facedown")


def test_seed000_ueberfahrt_played_through(game):
    s = at_quest(chapter(game, 2), ATHOS, PORTHOS)
    s.put("hand@3", "skill-education-1", "skill-education-2", "skill-education-3", "skill-education-4")
    s.put("hand@4", "skill-charm-1", "skill-charm-2", "skill-bravery-1", "skill-bravery-2", "skill-bravery-3", "skill-bravery-4")
    s.answer(ATHOS, "commit-skill-cards", "skill-education-1", "skill-education-2", "skill-education-3")
    act(s, ATHOS, f"quest:challenge:{challenge_space(s, 'quest-calais-passierschein')}")  # education 3 + 3 = 6
    act(s, ATHOS, f"quest:challenge:{challenge_space(s, 'quest-calais-hafenmeister')}")  # nobility 4 against 5: fails
    s.set("heroism", 1).answer(ATHOS, "quest-heroism-lower", 1)
    act(s, ATHOS, f"quest:challenge:{challenge_space(s, 'quest-calais-hafenmeister')}")  # 4 against 5 - 1
    s.answer(PORTHOS, "commit-skill-cards", "skill-charm-1")
    act(s, PORTHOS, f"quest:challenge:{challenge_space(s, 'quest-calais-schiffer')}")  # charm 4 + 1 = 5
    s.answer(PORTHOS, "commit-skill-cards", "skill-bravery-1", "skill-bravery-2", "skill-bravery-3")
    act(s, PORTHOS, f"quest:challenge:{challenge_space(s, 'quest-calais-sturm')}")  # bravery 3 + 3 = 6
    assert quest.quest_actions(s.ctx, PORTHOS) == ["quest:wardes"]
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "shield", "shield", "shield", "shield")
    s.force_dice("blue", "lily", "lily").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "lily").force_dice("red", "shield", "shield")
    s.force_dice("red", "shield")
    act(s, PORTHOS, "quest:wardes")  # nobody touched: de Wardes stands
    assert s.counter("quest_chapter") == 2 and not s.forced_left("red")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "sword", "shield", "shield", "sword")
    s.answer(MYLADY, "quest-lay-return", "quest-red-2-1", "quest-red-2-2", "quest-red-3-1")
    act(s, PORTHOS, "quest:wardes")
    assert s.counter("quest_chapter") == 3


def test_seed000_rueckkehr_played_through(game):
    s = at_quest(road(game, "quest-red-2-1", "quest-fixed-c1", "quest-trap-2"), ARAMIS)
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    act(s, ARAMIS, "quest:fight")  # A
    assert quest._first_return_space(s.ctx) == "return_b"
    s.force_dice("blue", "sword", "sword", "sword", "shield")  # against sword shield shield: one sword gets through
    s.put("hand@2", "combat-1")
    s.answer(ARAMIS, "commit-combat-cards", "combat-1")
    act(s, ARAMIS, "quest:fight")  # B
    s.answer(MYLADY, "quest-lay-challenges", *GALLERY_CHALLENGES)
    s.answer(MYLADY, "quest-lay-antechambers", *[t for t in s.zone("quest_reserve") if game.cards[t].stats["token"] not in ("skill", "decoy")][:8])
    hand = len(common.hand(s.ctx, ARAMIS))
    act(s, ARAMIS, "quest:fight")  # C: a trap, the third foe gone
    assert s.counter("wounds", ARAMIS) == 1 and len(common.hand(s.ctx, ARAMIS)) == hand + 2
    assert s.counter("quest_chapter") == 4 and quest.antechamber(s.ctx) == 1


def test_seed000_galerien_played_through(game):
    s = galleries(game)
    at_quest(s, ATHOS)
    # Antechamber 1: both foes beaten.
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    act(s, PORTHOS, "quest:gallery-duel:quest-red-2-1")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    act(s, ATHOS, "quest:gallery-duel:quest-red-2-2")
    # Antechamber 2: the bravery challenge.
    s.put("hand@4", "skill-bravery-1", "skill-bravery-2", "skill-bravery-3", "skill-bravery-4", "skill-bravery-5")
    s.answer(PORTHOS, "commit-skill-cards", "skill-bravery-1", "skill-bravery-2", "skill-bravery-3", "skill-bravery-4", "skill-bravery-5")
    act(s, PORTHOS, "quest:gallery-challenge")
    # Antechamber 3: the nobility challenge for Athos (4 + 4).
    s.put("hand@3", "skill-nobility-1", "skill-nobility-2", "skill-nobility-3", "skill-nobility-4")
    s.answer(ATHOS, "commit-skill-cards", "skill-nobility-1", "skill-nobility-2", "skill-nobility-3", "skill-nobility-4")
    act(s, ATHOS, "quest:gallery-challenge")
    assert quest.antechamber(s.ctx) == 4
    # Antechamber 4: a secret passage ends the game.
    s.set("heroism", 3)
    with pytest.raises(GameOver) as over:
        act(s, ATHOS, "quest:passage")
    assert over.value.reason == "quest"
