"""The quest 'Die Diamantnadeln', the musketeers' only way to win (seed 000 'Die Diamantnadeln', 'Spielende',
'Spielvarianten: Tödliche Diamantnadeln'; FAQ seed 002 'La Quête : l'auberge', 'Calais', 'Les galeries du
Louvre', where the FAQ wins).

Four chapters in turn, each a board of its own (content/boards/mylady/chapter-1.yaml ... chapter-4.yaml) whose space
tags say what every space is. The musketeers' figures stand on the main board's space `quest`; the game counter
`quest_chapter` says which chapter is laid (1-4), the player counter `quest_space` where a musketeer stands in the
inn (0: the common room, else the slot of his space).

Tokens (cards of kind `quest_token`) start in the box; setup_quest takes them behind Mylady's screen
(`quest_reserve`). The chapter-2 cards (kinds `quest_challenge`, `quest_foe`) come from the box onto their spaces
when that chapter begins, and leave the game with it. A token laid face down goes to
the hidden zone `quest_facedown` (Mylady sees it) with the card counter `slot` naming its space: the spaces tagged
`token`, sorted by name, numbered from 1. Everyone sees that a token lies there, only Mylady which one. Turned
face up, a token lies on its space (a public zone); beaten or spent, it leaves the game (`removed`).

Options a musketeer at the quest gets ("verb:detail" like the other actions, all starting with `quest:`):
- chapter 1: `quest:advance:<corridor>` (rooms, stables, cellar), `quest:reveal` (one heroism token: turn 3 tokens);
- chapter 2: `quest:challenge:<n>` (n = 1-4, an open challenge), `quest:wardes` (all four met);
- chapter 3: `quest:fight` (the first token left, A then B then C);
- chapter 4: `quest:gallery-challenge`, `quest:gallery-duel:<token>`, `quest:passage` (three heroism tokens).

Readings where the rules leave a choice (see also docs/games/mylady.md):
- Mylady lays chapter 1 in four decisions: which 8 of her adversary tokens, then per corridor the order of its four
  tokens (first picked = next to the common room) from those 8 and the 4 decoys. Chapter 3: one decision, the
  three tokens in order A, B, C. Chapter 4: the four challenge tokens in order, then the eight others in order,
  two per antechamber.
- The inn (FAQ): from the common room a musketeer steps onto the first space of a corridor; where tokens are gone
  he walks for one action to the last free space, and with the next action steps onto the next token. He goes
  on only along the corridor he is in (to change corridors he leaves the inn and comes back, FAQ 'Quitter
  l'auberge'). Stepping onto a token turns it: a decoy is discarded, a trap wounds (no cuirass) and is discarded,
  a foe is fought; beaten or spent, he stands on its space, otherwise he stays where he was and the token lies
  face up. A token turned by heroism stays where it is (a decoy too: the one who steps on it discards it, as the
  FAQ has the musketeer discard it) until someone steps on it; a turned trap still wounds the one who steps on it
  (FAQ 'Pièges').
- Rochefort (the brief and 000 'Rochefort'): he interrupts challenges and duels on the quest, i.e. after a token
  is turned and shows a foe (chapter 1), before the blind commitment (chapter 3, the action is a duel whatever
  the token), before a challenge or a duel (chapters 2 and 4); never for decoys, traps, walking, revealing with
  heroism or the secret passage. Never against Athos (missions.rochefort_blocks).
- Heroism tokens are the game counter `heroism`; the One-for-all card counts as two more when the musketeers hold
  it ('zu jedem Zeitpunkt zwei Heldenmarken wert'): spending more than the counter plays the card, and a token
  of it left over goes onto the quest. Revealing with heroism (chapter 1) costs no action (the rulebook names an
  action only for the secret passage). Chapter 2: before a challenge the musketeer says how many tokens lower it
  (spent even if he fails). Chapter 3: after the token is turned, each token is one more blue die (six at most).
- Chapter 3: cards committed blind to a token that turns out a trap are discarded all the same; a trap counts as
  a foe overcome (it leaves the game), so the third space emptied ends the chapter.
- Chapter 4: a trap among an antechamber's two foes is 'fought' by taking its wound (no Rochefort), then it is
  gone. The first antechamber is turned when the chapter is laid, the next one when one is crossed.
- Tödliche Diamantnadeln (game counter `deadly_quest`): a musketeer knocked out while he stands on the quest gets
  the player counter `quest_banned` and is offered nothing here any more; when every musketeer is banned Mylady
  wins (`deadly_quest`).
"""
from __future__ import annotations

from rulekit.games.mylady import combat, common, effects, missions
from rulekit.games.mylady.common import MYLADY
from rulekit.run.primitives import GameOver
from rulekit.effects.values import Zone

QUEST = "quest"
RESERVE = "quest_reserve"  # tokens behind Mylady's screen
FACEDOWN = "quest_facedown"  # tokens lying face down on the chapter; the card counter `slot` names the space
TOKEN, CHALLENGE, FOE = "quest_token", "quest_challenge", "quest_foe"
CORRIDORS = ("rooms", "stables", "cellar")  # B, C, D
INN_TOKENS = 8  # 'Mylady legt 8 Widersacher- und 4 Täuschungsmarken'
CHAPTER_DRAW = 2  # 'zieht 2 Abenteuerkarten'
PASSAGE_COST = 3  # 'Für drei abgeworfene Marken'
REVEAL_COUNT = 3  # 'Für jede ausgegebene Heldenmarke werden 3 Widersachermarken ... aufgedeckt'
LAST_CHAPTER = 4


# ------------------------------------------------------------------------------------------------ reading the state
def chapter(ctx) -> int:
    return int(ctx.state["counters"].get("quest_chapter", 0))


def _player(ctx, seat: int, name: str) -> int:
    return int(ctx.state["players"][seat].get(name, 0))


def _tags(ctx, space: str) -> frozenset[str]:
    return ctx.game.space_tags.get(space, frozenset())


def _cache(ctx) -> dict:
    """Board facts computed once per game (the boards never change while it runs)."""
    cache = ctx.__dict__.get("_quest_cache")
    if cache is None or cache.get("game") is not ctx.game:
        cache = {"game": ctx.game}
        ctx.__dict__["_quest_cache"] = cache
    return cache


def _spaces(ctx, *tags: str) -> list[str]:
    """Board spaces carrying all these tags, in step order (then by name)."""
    cache = _cache(ctx)
    found = cache.get(tags)
    if found is None:
        found = [s for s, t in ctx.game.space_tags.items() if all(tag in t for tag in tags)]
        found = cache[tags] = sorted(found, key=lambda s: (_step(ctx, s), s))
    return list(found)


def _step(ctx, space: str) -> int:
    for tag in _tags(ctx, space):
        if tag.startswith("step-"):
            return int(tag[5:])
    return 0


def slots(ctx) -> dict[str, int]:
    """Space -> slot number: the spaces where tokens lie, sorted by name, numbered from 1."""
    cache = _cache(ctx)
    if "slots" not in cache:
        tokens = sorted(s for s, t in ctx.game.space_tags.items() if "token" in t)
        cache["slots"] = {space: i for i, space in enumerate(tokens, 1)}
        cache["spaces"] = {i: space for space, i in cache["slots"].items()}
    return cache["slots"]


def space_of_slot(ctx, slot: int) -> str | None:
    slots(ctx)
    return _cache(ctx)["spaces"].get(slot)


def token_at(ctx, space: str) -> str | None:
    """The token on a space: face up on it, or face down with its slot."""
    for card in ctx.state["zones"].get(space, ()):
        if ctx.game.cards[card].kind == TOKEN:
            return card
    slot = slots(ctx).get(space)
    if slot is None:
        return None
    for card in ctx.state["zones"][FACEDOWN]:
        if ctx.counter("card", card, "slot") == slot:
            return card
    return None


def is_face_down(ctx, token: str) -> bool:
    return ctx.card_zone.get(token) == FACEDOWN


def token_kind(ctx, token: str) -> str:
    return str(common.stat(ctx, token, "token"))


def corridor_spaces(ctx, corridor: str) -> list[str]:
    return _spaces(ctx, "chapter-1", f"corridor-{corridor}")


def _corridor_of(ctx, space: str) -> str | None:
    for corridor in CORRIDORS:
        if f"corridor-{corridor}" in _tags(ctx, space):
            return corridor
    return None


def position(ctx, seat: int) -> str | None:
    """The inn space the musketeer stands on; None for the common room."""
    slot = _player(ctx, seat, "quest_space")
    return space_of_slot(ctx, slot) if slot else None


def antechamber(ctx) -> int:
    """The antechamber of the Louvre to cross now: the first one with tokens left (0 if none)."""
    for n in range(1, 5):
        if any(token_at(ctx, s) for s in _spaces(ctx, "chapter-4", f"antechamber-{n}")):
            return n
    return 0


def heroism_available(ctx) -> int:
    """Heroism tokens on the quest, plus two for the One-for-all card if the musketeers hold it."""
    return ctx.counter("game", None, "heroism") + (2 if effects.one_for_all_holder(ctx) else 0)


def spend_heroism(ctx, count: int) -> None:
    """Take `count` heroism tokens; beyond the counter the One-for-all card is played as two tokens and a token of
    it left over goes onto the quest ('Karte Einer für alle': 2 Heldenmarken)."""
    have = ctx.counter("game", None, "heroism")
    if count <= have:
        ctx.set_counter("game", None, "heroism", have - count)
        return
    card = effects.one_for_all_holder(ctx)
    if card is None or count > have + 2:
        raise ValueError(f"{count} heroism tokens asked, {heroism_available(ctx)} there")
    ctx.move([card], Zone("removed"))
    ctx.set_counter("game", None, "heroism", have + 2 - count)


# ------------------------------------------------------------------------------------------------ laying the chapters
def _lay(ctx, token: str, space: str) -> None:
    ctx.move([token], Zone(FACEDOWN))
    ctx.set_counter("card", token, "slot", slots(ctx)[space])


def _turn(ctx, token: str) -> None:
    """Turn a face-down token face up on its space."""
    if is_face_down(ctx, token):
        space = space_of_slot(ctx, ctx.counter("card", token, "slot"))
        ctx.move([token], Zone(space))


def _discard(ctx, token: str) -> None:
    ctx.set_counter("card", token, "wounds", 0)
    ctx.move([token], Zone("removed"))


def _reserve(ctx, *kinds: str) -> list[str]:
    return [c for c in ctx.state["zones"][RESERVE] if token_kind(ctx, c) in kinds]


def setup_quest(ctx):
    """Set-up: Mylady takes her 27 tokens behind her screen and lays chapter 1, the inn: she picks 8 adversary
    tokens, then for each corridor the order of its four tokens among those and the 4 decoys ('Die Diamantnadeln
    1) Vorbereitung')."""
    tokens = [c.id for c in ctx.game.cards.values() if c.kind == TOKEN and ctx.card_zone.get(c.id) == "box"]
    ctx.move(tokens, Zone(RESERVE))
    ctx.set_counter("game", None, "quest_chapter", 1)
    yield from _lay_inn(ctx)


def _lay_inn(ctx):
    pool = _reserve(ctx, "red", "fixed", "trap")
    chosen = yield from ctx.choose(MYLADY, pool, "quest-pick-inn-tokens", count=INN_TOKENS)
    laying = list(chosen) + _reserve(ctx, "decoy")
    for corridor in CORRIDORS:
        spaces = corridor_spaces(ctx, corridor)
        order = yield from ctx.choose(MYLADY, laying, f"quest-lay-{corridor}", count=len(spaces))
        for token, space in zip(order, spaces):
            _lay(ctx, token, space)
        laying = [t for t in laying if t not in order]


def _lay_calais(ctx) -> None:
    """Chapter 2 needs no preparation from Mylady: its four challenges and de Wardes are laid face up."""
    challenges = [c.id for c in ctx.game.cards.values() if c.kind == CHALLENGE]
    for card, space in zip(challenges, _spaces(ctx, "chapter-2", "challenge")):
        ctx.set_counter("card", card, "met", 0)
        ctx.move([card], Zone(space))
    foes = [c.id for c in ctx.game.cards.values() if c.kind == FOE]
    wardes_space = _spaces(ctx, "chapter-2", "foe")
    if foes and wardes_space:
        ctx.set_counter("card", foes[0], "wounds", 0)
        ctx.move([foes[0]], Zone(wardes_space[0]))


def _lay_return(ctx):
    """Chapter 3: Mylady lays one token face down on each of A, B, C (one decision: the three in order)."""
    spaces = _spaces(ctx, "chapter-3", "token")
    pool = _reserve(ctx, "red", "fixed", "trap")
    order = yield from ctx.choose(MYLADY, pool, "quest-lay-return", count=len(spaces))
    for token, space in zip(order, spaces):
        _lay(ctx, token, space)


def _lay_galleries(ctx):
    """Chapter 4: the four challenge tokens in the order of her choice on the upper row, the eight other tokens two
    to an antechamber; then she turns the first antechamber's three tokens."""
    challenge_spaces = sorted(_spaces(ctx, "chapter-4", "challenge"), key=lambda s: (_antechamber_of(ctx, s), s))
    order = yield from ctx.choose(MYLADY, _reserve(ctx, "skill"), "quest-lay-challenges", count=len(challenge_spaces))
    for token, space in zip(order, challenge_spaces):
        _lay(ctx, token, space)
    foe_spaces = sorted(_spaces(ctx, "chapter-4", "foe"), key=lambda s: (_antechamber_of(ctx, s), s))
    pool = _reserve(ctx, "red", "fixed", "trap")
    order = yield from ctx.choose(MYLADY, pool, "quest-lay-antechambers", count=len(foe_spaces))
    for token, space in zip(order, foe_spaces):
        _lay(ctx, token, space)
    _turn_antechamber(ctx, 1)


def _antechamber_of(ctx, space: str) -> int:
    for tag in _tags(ctx, space):
        if tag.startswith("antechamber-"):
            return int(tag.split("-")[1])
    return 0


def _turn_antechamber(ctx, n: int) -> None:
    for space in _spaces(ctx, "chapter-4", f"antechamber-{n}"):
        token = token_at(ctx, space)
        if token:
            _turn(ctx, token)


def _clear_chapter(ctx, number: int) -> None:
    """Whatever is left on a finished chapter is turned and leaves the game (FAQ 'Fin': Mylady cannot use it)."""
    for space in _spaces(ctx, f"chapter-{number}"):
        token = token_at(ctx, space)
        if token:
            _turn(ctx, token)
            _discard(ctx, token)
        for card in list(ctx.state["zones"].get(space, ())):
            if ctx.game.cards[card].kind in (CHALLENGE, FOE, TOKEN):
                ctx.set_counter("card", card, "wounds", 0)
                ctx.move([card], Zone("removed"))


def finish_chapter(ctx, seat: int):
    """The musketeer who finished a chapter draws 2 adventure cards; the leftovers leave the game and the next chapter
    is laid. Crossing the fourth chapter wins the game for the musketeers at once ('Spielende')."""
    number = chapter(ctx)
    if number >= LAST_CHAPTER:
        raise GameOver("quest", common.musketeers(ctx))
    common.draw_adventure(ctx, seat, CHAPTER_DRAW)
    _clear_chapter(ctx, number)
    for other in common.musketeers(ctx):
        if _player(ctx, other, "quest_space"):
            ctx.set_counter("player", other, "quest_space", 0)
    ctx.set_counter("game", None, "quest_chapter", number + 1)
    if number + 1 == 2:
        _lay_calais(ctx)
    elif number + 1 == 3:
        yield from _lay_return(ctx)
    else:
        yield from _lay_galleries(ctx)


# ------------------------------------------------------------------------------------------------ what may be done
def quest_actions(ctx, seat: int) -> list[str]:
    """The quest options of a musketeer standing at the quest, for the current chapter (empty if none)."""
    if common.location_of(ctx, seat) != QUEST or ctx.counter("player", seat, "knocked_out"):
        return []
    if _player(ctx, seat, "quest_banned"):
        return []
    number = chapter(ctx)
    options: list[str] = []
    if number == 1:
        here = position(ctx, seat)
        mine = _corridor_of(ctx, here) if here else None
        for corridor in CORRIDORS:
            if (here is None or corridor == mine) and _next_space(ctx, corridor, here) is not None:
                options.append(f"quest:advance:{corridor}")
        if heroism_available(ctx) >= 1 and _face_down_on(ctx, 1):
            options.append("quest:reveal")
    elif number == 2:
        open_ = _open_challenges(ctx)
        options.extend(f"quest:challenge:{n}" for n, _ in open_)
        if not open_ and _wardes(ctx):
            options.append("quest:wardes")
    elif number == 3:
        if _first_return_space(ctx):
            options.append("quest:fight")
    elif number == 4:
        room = antechamber(ctx)
        if room:
            challenge = _room_token(ctx, room, "challenge")
            if challenge:
                options.append("quest:gallery-challenge")
            for space in _spaces(ctx, "chapter-4", f"antechamber-{room}", "foe"):
                token = token_at(ctx, space)
                if token:
                    options.append(f"quest:gallery-duel:{token}")
            if heroism_available(ctx) >= PASSAGE_COST:
                options.append("quest:passage")
    return options


def _next_space(ctx, corridor: str, here: str | None) -> str | None:
    """The next space of the corridor from where the musketeer stands (None: the corridor is done)."""
    spaces = corridor_spaces(ctx, corridor)
    index = spaces.index(here) if here in spaces else -1
    if index + 1 >= len(spaces) or not any(token_at(ctx, s) for s in spaces[index + 1:]):
        return None
    return spaces[index + 1]


def _face_down_on(ctx, number: int) -> list[str]:
    """The spaces of chapter `number` where a token lies face down."""
    return [s for s in _spaces(ctx, f"chapter-{number}", "token") if (t := token_at(ctx, s)) and is_face_down(ctx, t)]


def _open_challenges(ctx) -> list[tuple[int, str]]:
    found = []
    for n, space in enumerate(_spaces(ctx, "chapter-2", "challenge"), 1):
        for card in ctx.state["zones"][space]:
            if ctx.game.cards[card].kind == CHALLENGE and not ctx.counter("card", card, "met"):
                found.append((n, card))
    return found


def _wardes(ctx) -> str | None:
    for space in _spaces(ctx, "chapter-2", "foe"):
        for card in ctx.state["zones"][space]:
            if ctx.game.cards[card].kind == FOE:
                return card
    return None


def _first_return_space(ctx) -> str | None:
    for space in _spaces(ctx, "chapter-3", "token"):
        if token_at(ctx, space):
            return space
    return None


def _room_token(ctx, room: int, what: str) -> str | None:
    for space in _spaces(ctx, "chapter-4", f"antechamber-{room}", what):
        token = token_at(ctx, space)
        if token:
            return token
    return None


# ------------------------------------------------------------------------------------------------ doing it
def perform_quest(ctx, seat: int, choice: str):
    """Carry out one quest option; returns (an action was spent, the turn is over)."""
    parts = choice.split(":")
    if parts[0] != "quest" or len(parts) < 2:
        raise ValueError(f"not a quest option: {choice!r}")
    verb, detail = parts[1], ":".join(parts[2:])
    if verb == "reveal":  # heroism in the inn: no action
        yield from _reveal(ctx, seat)
        return False, False
    if verb == "advance":
        yield from _advance(ctx, seat, detail)
    elif verb == "challenge":
        yield from _calais_challenge(ctx, seat, int(detail))
    elif verb == "wardes":
        yield from _calais_wardes(ctx, seat)
    elif verb == "fight":
        yield from _return_fight(ctx, seat)
    elif verb == "gallery-challenge":
        yield from _gallery_challenge(ctx, seat)
    elif verb == "gallery-duel":
        yield from _gallery_duel(ctx, seat, detail)
    elif verb == "passage":
        spend_heroism(ctx, PASSAGE_COST)
        yield from _cross(ctx, seat)
    else:
        raise ValueError(f"unknown quest option {choice!r}")
    over = yield from _after(ctx, seat)
    return True, over


def _after(ctx, seat: int):
    """After a quest action: a musketeer knocked out on the quest is out of it (deadly quest: for good)."""
    if not ctx.counter("player", seat, "knocked_out"):
        return False
    yield from note_knockout(ctx, seat)
    return True


def note_knockout(ctx, seat: int):
    """A musketeer was knocked out while standing on the quest: he starts again from the chapter's entrance; with
    the deadly quest he may never come back, and when none may Mylady wins ('Tödliche Diamantnadeln')."""
    if _player(ctx, seat, "quest_space"):
        ctx.set_counter("player", seat, "quest_space", 0)
    if not ctx.state["counters"].get("deadly_quest", 0):
        return
    ctx.set_counter("player", seat, "quest_banned", 1)
    if all(_player(ctx, s, "quest_banned") for s in common.musketeers(ctx)):
        yield from effects.mylady_wins(ctx, "deadly_quest")


def on_musketeer_arrived(ctx, musketeer: int, place) -> None:
    """Handler for the event musketeer_arrived: a musketeer coming to the quest starts in the common room."""
    name = getattr(place, "name", place)
    if name == QUEST and _player(ctx, musketeer, "quest_space"):
        ctx.set_counter("player", musketeer, "quest_space", 0)


def _rochefort(ctx, seat: int):
    """Rochefort's interruption before a challenge or a duel on the quest; True if the action is lost."""
    lost = yield from missions.rochefort_blocks(ctx, seat, QUEST)
    return bool(lost) or bool(ctx.counter("player", seat, "knocked_out"))


# ---- chapter 1: the inn
def _stand(ctx, seat: int, space: str | None) -> None:
    slot = slots(ctx)[space] if space else 0
    if _player(ctx, seat, "quest_space") != slot:
        ctx.set_counter("player", seat, "quest_space", slot)


def _advance(ctx, seat: int, corridor: str):
    """One step along a corridor: onto the next token (turning it), or through the free spaces up to the last free
    one ('Die Herberge', FAQ 'La Quête : l'auberge')."""
    here = position(ctx, seat)
    target = _next_space(ctx, corridor, here)
    if target is None:
        return
    token = token_at(ctx, target)
    if token is None:  # free spaces ahead: walk up to the last free one before the next token
        spaces = corridor_spaces(ctx, corridor)
        index = spaces.index(target)
        while index + 1 < len(spaces) and token_at(ctx, spaces[index + 1]) is None:
            index += 1
        _stand(ctx, seat, spaces[index])
        return
    _turn(ctx, token)
    passed = yield from _meet(ctx, seat, token)
    if passed and not ctx.counter("player", seat, "knocked_out"):
        _stand(ctx, seat, target)
    if passed and not any(token_at(ctx, s) for s in corridor_spaces(ctx, corridor)):
        yield from finish_chapter(ctx, seat)


def _meet(ctx, seat: int, token: str):
    """Face a turned token: a decoy is discarded, a trap wounds (no cuirass) and is discarded, a foe is fought (after
    Rochefort). True if the token is gone."""
    kind = token_kind(ctx, token)
    if kind == "decoy":
        _discard(ctx, token)
        return True
    if kind == "trap":
        common.wound(ctx, seat, 1)  # 'kann auch mit einem Kürass nicht verhindert werden'
        _discard(ctx, token)
        return True
    if (yield from _rochefort(ctx, seat)):
        return False
    beaten = yield from combat.fight(ctx, seat, token)
    if beaten:
        _discard(ctx, token)
    return beaten


def _reveal(ctx, seat: int):
    """One heroism token turns three tokens of the musketeers' choice."""
    hidden = _face_down_on(ctx, 1)
    if not hidden or heroism_available(ctx) < 1:
        return
    spend_heroism(ctx, 1)
    picked = yield from ctx.choose(seat, hidden, "quest-reveal", count=REVEAL_COUNT)
    for space in picked:
        _turn(ctx, token_at(ctx, space))


# ---- chapter 2: the crossing to England
def _heroism_for_challenge(ctx, seat: int, skill: str, difficulty: int):
    """How many heroism tokens lower this challenge (each by 1); they are spent at once."""
    room = max(0, difficulty - common.skill_value(ctx, seat, skill))
    most = min(heroism_available(ctx), room)
    if most <= 0:
        return 0
    (count,) = yield from ctx.choose(seat, list(range(most + 1)), "quest-heroism-lower")
    if count:
        spend_heroism(ctx, count)
    return count


def _calais_challenge(ctx, seat: int, n: int):
    card = dict(_open_challenges(ctx)).get(n)
    if card is None or (yield from _rochefort(ctx, seat)):
        return
    skill, difficulty = str(common.stat(ctx, card, "skill")), int(common.stat(ctx, card, "difficulty"))
    lowered = yield from _heroism_for_challenge(ctx, seat, skill, difficulty)
    met = yield from combat.challenge(ctx, seat, skill, difficulty - lowered)
    if met:
        ctx.set_counter("card", card, "met", 1)
        yield from ctx.signal("challenge_met", {"musketeer": seat, "mission": card})


def _calais_wardes(ctx, seat: int):
    """De Wardes, once the four challenges are met: an ordinary duel, no heroism tokens."""
    wardes = _wardes(ctx)
    if wardes is None or _open_challenges(ctx) or (yield from _rochefort(ctx, seat)):
        return
    beaten = yield from combat.fight(ctx, seat, wardes)
    ctx.set_counter("card", wardes, "wounds", 0)
    if beaten:
        yield from finish_chapter(ctx, seat)


# ---- chapter 3: the return to Paris
def _return_fight(ctx, seat: int):
    """The first token left: combat cards committed blind, then it is turned, then heroism tokens as extra dice."""
    space = _first_return_space(ctx)
    if space is None or (yield from _rochefort(ctx, seat)):
        return
    committed, dice = yield from combat.commit_combat_cards(ctx, seat)
    token = token_at(ctx, space)
    _turn(ctx, token)
    kind = token_kind(ctx, token)
    if kind in ("decoy", "trap"):
        ctx.move(committed, Zone("adventure_discard"))
        gone = yield from _meet(ctx, seat, token)
    else:
        room = min(heroism_available(ctx), combat.MAX_BLUE_DICE - dice)
        if room > 0:
            (extra,) = yield from ctx.choose(seat, list(range(room + 1)), "quest-heroism-dice")
            if extra:
                spend_heroism(ctx, extra)
                dice += extra
        gone = yield from _duel(ctx, seat, token, committed, dice)
        if gone:
            _discard(ctx, token)
    if gone and _first_return_space(ctx) is None:
        yield from finish_chapter(ctx, seat)


def _duel(ctx, seat: int, foe: str, committed: list[str], dice: int):
    """combat.fight after the commitment: the duel, the cards discarded, wounds on both sides."""
    outcome = yield from combat.resolve_duel(ctx, seat, combat.musketeer_side(ctx, seat, dice), combat.foe_side(ctx, foe))
    ctx.move(list(committed), Zone("adventure_discard"))
    common.wound(ctx, seat, outcome.musketeer_wounds)
    beaten = combat.wound_foe(ctx, foe, outcome.foe_wounds)
    yield from ctx.signal("duel_ended", {"musketeer": seat, "foe": foe, "beaten": beaten})
    return beaten


# ---- chapter 4: the galleries of the Louvre
def _gallery_challenge(ctx, seat: int):
    room = antechamber(ctx)
    token = _room_token(ctx, room, "challenge") if room else None
    if token is None or (yield from _rochefort(ctx, seat)):
        return
    met = yield from combat.challenge(ctx, seat, str(common.stat(ctx, token, "skill")), int(common.stat(ctx, token, "difficulty")))
    if met:
        yield from _cross(ctx, seat)


def _gallery_duel(ctx, seat: int, token: str):
    room = antechamber(ctx)
    foes = [token_at(ctx, s) for s in _spaces(ctx, "chapter-4", f"antechamber-{room}", "foe")] if room else []
    if token not in foes:
        return
    gone = yield from _meet(ctx, seat, token)
    if gone and not any(token_at(ctx, s) for s in _spaces(ctx, "chapter-4", f"antechamber-{room}", "foe")):
        yield from _cross(ctx, seat)


def _cross(ctx, seat: int):
    """An antechamber is crossed: its other tokens leave the game and Mylady turns the next one's; after the fourth
    the musketeers win at once."""
    room = antechamber(ctx)
    for space in _spaces(ctx, "chapter-4", f"antechamber-{room}"):
        token = token_at(ctx, space)
        if token:
            _turn(ctx, token)
            _discard(ctx, token)
    if room >= 4 or antechamber(ctx) == 0:
        yield from finish_chapter(ctx, seat)
        return
    _turn_antechamber(ctx, antechamber(ctx))


def option_label(option: str) -> str:
    """The locale message naming a quest option ("quest:advance:rooms" -> "action-quest-advance")."""
    parts = option.split(":")
    return f"action-quest-{parts[1]}" if len(parts) > 1 else "action-quest"
