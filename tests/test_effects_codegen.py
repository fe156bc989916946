"""The effect language compiled to Python source, run through a real `Game`: what each construct does, where a
run-time error points, procedures (results, recursion, asking), `choose`, clones of a paused game, and that nothing
a content file says can reach Python as code."""
from __future__ import annotations

import ast as pyast
import re
import textwrap

import pytest

from rulekit.compile.game import compile_game
from rulekit.errors import ContentError, EffectBudgetError, EffectRuntimeError
from rulekit.load import load_content
from rulekit.run.game import Game

GAME = """
id: lab
provenance: authored
players: {min: 1, max: 3, default: 2}
seats: [north, south, east]
score: points
card_kinds:
  token: {stats: [value, word], counters: [mark]}
zones:
  deck: {visibility: hidden}
  pile: {visibility: public}
  hand: {per_player: true, visibility: owner}
counters:
  total: {initial: 0}
  other: {initial: 0}
player_counters:
  points: {initial: 0}
PROCEDURES
flow:
  round_limit: 1
  phases:
    - id: main
      steps:
        - id: run
          do: |
EFFECT
"""

CARDS = """
game: lab
cards:
  - {id: t1, kind: token, deck: deck, provenance: authored, stats: {value: 1, word: one}}
  - {id: t2, kind: token, deck: deck, provenance: authored, stats: {value: 2, word: two}}
  - {id: t3, kind: token, deck: deck, provenance: authored, stats: {value: 3, word: three}}
"""


def build(tmp_path, effect: str, procedures: str = "") -> object:
    root = tmp_path / "content"
    (root / "games").mkdir(parents=True, exist_ok=True)
    (root / "cards" / "lab").mkdir(parents=True, exist_ok=True)
    body = textwrap.indent(textwrap.dedent(effect).strip("\n"), " " * 12)
    procs = ("procedures:\n" + textwrap.indent(textwrap.dedent(procedures).strip("\n"), "  ")) if procedures else ""
    text = textwrap.dedent(GAME).lstrip("\n").replace("PROCEDURES", procs).replace("EFFECT", body)
    (root / "games" / "lab.yaml").write_text(text, encoding="utf-8")
    (root / "cards" / "lab" / "tokens.yaml").write_text(textwrap.dedent(CARDS).lstrip("\n"), encoding="utf-8")
    content, problems = load_content([root])
    assert [d for d in problems if d.severity == "error"] == []
    return compile_game(content.documents_for("lab"), "lab")


def run(tmp_path, effect: str, procedures: str = "", answers: list | None = None, players: int = 2) -> Game:
    game = Game(build(tmp_path, effect, procedures), players, seed=3)
    for value in answers or []:
        decision = game.pending()[0]
        game.answer(decision.player, [o.value for o in decision.options].index(value))
    return game


def counters(game: Game) -> dict:
    return game.state["counters"]


def line_of(tmp_path, text: str) -> int:
    lines = (tmp_path / "content" / "games" / "lab.yaml").read_text(encoding="utf-8").splitlines()
    return next(number for number, line in enumerate(lines, start=1) if text in line)


# ---------------------------------------------------------------------------------------------------- values


def test_arithmetic_comparisons_and_booleans(tmp_path):
    game = run(tmp_path, """
        total = 7 // 2 * 3 + 10 % 4 - -1
        if 1 < 2 and not (3 <= 2) or false { other = 1 }
        """)
    assert counters(game) == {"total": 12, "other": 1}


def test_lists_where_in_and_the_list_queries(tmp_path):
    game = run(tmp_path, """
        let xs = [5, 1, 4] + [2]
        total = sum(xs where it > 1) + count(xs) * 100 + max(xs) * 1000 + min(xs) * 10000
        if 4 in xs and not (3 in xs) { other = 1 }
        """)
    assert counters(game)["total"] == 11 + 400 + 5000 + 10000 and counters(game)["other"] == 1


def test_where_over_a_zone_counted_or_projected_makes_no_list_in_between(tmp_path):
    game = run(tmp_path, """
        move(t2, pile)
        move(t3, pile)
        total = sum((cards_in(pile) where it.value > 2).value) * 100 + count(cards_in(deck) where it.value < 3) * 10
        other = count((players where it.seat > 0).seat)
        """)
    assert counters(game) == {"total": 310, "other": 1}
    source = game.definition.module.source
    # the zone itself, not a copy from cards_in; one comprehension for where + attribute; no _iter of a fresh list
    assert "ctx.cards_of(" not in source
    assert not re.search(r"for (i\d+) in _iter\(ctx, \[", source)
    assert not re.search(r"len\(_iter\(ctx, \[", source)


# A condition that changes the state (it counts its calls in `other`): a `where` must test every item with it.
_MARKED = """
        marked:
          params: {c: card}
          returns: bool
          do: |
            other += 1
            return c.value > 1
        """


def test_first_of_a_where_stops_at_its_first_hit_unless_the_condition_changes_the_state(tmp_path):
    game = run(tmp_path, """
        total = first(cards_in(deck) where it.value > 1).value * 10 + count(cards_in(deck) where marked(it))
        let hit = first(cards_in(deck) where marked(it))
        other = other * 10 + hit.value
        if first(cards_in(deck) where it.value > 5) == none { total = total * 10 }
        """, _MARKED)
    assert counters(game) == {"total": 220, "other": 62}  # the condition that counts ran on every card both times
    assert stopping_searches(game.definition.module.source) == {"generator": 0, "loop": 2}


def test_whether_a_where_counts_any_stops_at_its_first_hit_unless_the_condition_changes_the_state(tmp_path):
    game = run(tmp_path, """
        if count(cards_in(deck) where it.value > 1) > 0 { total += 1 }
        if count(cards_in(deck) where it.value > 5) == 0 { total += 10 }
        if count(cards_in(deck) where it.value == 1) != 0 { total += 100 }
        if count(cards_in(deck) where marked(it)) > 0 { total += 1000 }
        """, _MARKED)
    assert counters(game) == {"total": 1111, "other": 3}  # the condition that counts ran on every card
    assert stopping_searches(game.definition.module.source) == {"generator": 0, "loop": 3}


# a search that stops at its first hit: a generator expression, or a loop before the statement that needs it
_STOPPING_LOOP = re.compile(r"\n *(i\d+) = (?:None|False)\n *for (i\d+) in _iter\(ctx, .*\):\n *if .*:\n"
                            r" *\1 = (?:True|\2)\n *break\n")


def stopping_searches(source: str) -> dict[str, int]:
    return {"generator": source.count("next(("), "loop": len(_STOPPING_LOOP.findall(source))}


def test_card_stats_counters_and_zone_attributes(tmp_path):
    game = run(tmp_path, """
        move(t2, pile)
        move(t3, pile)
        t3.mark = 4
        total = pile.size * 100 + top(pile).value * 10 + t3.mark
        other = sum(pile.value)
        if top(pile).word == "three" and t1.zone == deck { other += 100 }
        """)
    assert counters(game) == {"total": 234, "other": 105}


def test_player_counters_per_player_zones_and_seats(tmp_path):
    game = run(tmp_path, """
        for p in players {
          p.points = p.seat + 10
          move(t1, p.hand)
        }
        total = sum(players.points)
        other = count(cards_in(hand))
        """)
    assert counters(game) == {"total": 21, "other": 1}
    assert game.state["zones"]["hand@1"] == ["t1"]


def test_let_reads_the_outer_value_and_blocks_scope_their_locals(tmp_path):
    game = run(tmp_path, """
        let x = 1
        if true {
          let x = x + 10
          total = x
        }
        other = x
        """)
    assert counters(game) == {"total": 11, "other": 1}


def test_a_for_loop_goes_over_a_snapshot(tmp_path):
    game = run(tmp_path, """
        for c in deck {
          move(c, pile)
          total += 1
        }
        other = deck.size
        """)
    assert counters(game) == {"total": 3, "other": 0}


def test_while_break_continue_and_repeat(tmp_path):
    game = run(tmp_path, """
        let n = 0
        while true {
          n += 1
          if n % 2 == 0 { continue }
          if n > 7 { break }
          total += n
        }
        repeat 3 { other += 2 }
        """)
    assert counters(game) == {"total": 1 + 3 + 5 + 7, "other": 6}


def test_stop_ends_the_effect(tmp_path):
    game = run(tmp_path, """
        for c in deck {
          total += 1
          if total == 2 { stop }
        }
        other = 1
        """)
    assert counters(game) == {"total": 2, "other": 0}


# ---------------------------------------------------------------------------------------------------- procedures


PROCS = """
double:
  params: {n: int}
  returns: int
  do: "return n * 2"
fact:
  doc: "n! by recursion"
  params: {n: int}
  returns: int
  do: |
    if n <= 1 { return 1 }
    return n * fact(n - 1)
add_to_total:
  params: {n: int, times: "int = 1"}
  do: |
    repeat times { total += n }
ask_number:
  params: {p: player}
  returns: any
  do: |
    let n = choose_one(p, [1, 2, 3], prompt="number")
    return n * 10
"""


def test_procedures_with_results_defaults_and_recursion(tmp_path):
    game = run(tmp_path, """
        total = double(fact(5))
        add_to_total(1)
        add_to_total(2, times=3)
        """, PROCS)
    assert counters(game)["total"] == 240 + 1 + 6


GROWN = """
distinct_values:
  doc: "one token of each value, the first met: a list started empty and grown by cards only"
  returns: cards
  do: |
    let found = []
    for t in cards_in(deck) + cards_in(deck) {
      if count(found where it.value == t.value) == 0 { found = found + [t] }
    }
    return found
mixed:
  doc: "grown by cards and by players: its type stays open"
  returns: any
  do: |
    let found = []
    for t in cards_in(deck) { found = found + [t] }
    found = found + [north]
    return count(found where it.seat == 0)
"""


def _code_after(source: str, comment: str, count: int = 1) -> str:
    """The generated lines (`count` of them) after the comment that quotes a statement."""
    lines = source.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip().startswith("#") and comment in line) + 1
    return "\n".join(lines[start:start + count])


def test_a_list_started_empty_and_grown_by_cards_reads_its_items_as_cards(tmp_path):
    game = run(tmp_path, "total = count(distinct_values()) * 10 + sum(distinct_values().value)", GROWN)
    assert counters(game)["total"] == 3 * 10 + 6
    line = _code_after(game.definition.module.source, "if count(found where it.value == t.value)", 3)  # a loop
    assert "_attr(" not in line and re.search(r"K\d+\[i\d+\] == K\d+\[l\d+\]", line)  # stat tables


def test_a_list_grown_by_two_kinds_of_value_keeps_its_type_open(tmp_path):
    definition = build(tmp_path, "total = mixed()", GROWN)  # (run, it would fail: a card has no seat)
    assert "_attr(ctx, " in _code_after(definition.module.source, "return count(found where it.seat == 0)")


MEMO = """
in_pile:
  returns: int
  do: "return count(cards_in(pile) where it.value > 0)"
in_pile_marked:
  returns: int
  do: |
    other += 1
    return count(cards_in(pile) where it.value > 0)
"""


def test_a_pure_procedure_is_remembered_until_the_state_changes(tmp_path):
    game = run(tmp_path, """
        total = in_pile() + in_pile()
        move(t2, pile)
        total = total * 100 + in_pile() * 10 + in_pile()
        total = total * 100 + in_pile_marked() + in_pile_marked()
        """, MEMO)
    assert counters(game) == {"total": 1102, "other": 2}
    source = game.definition.module.source
    pure = game.definition.module.functions["in_pile"]
    marked = game.definition.module.functions["in_pile_marked"]
    assert f"def _{pure}(ctx" in source and f"def _{marked}(ctx" not in source


def test_a_remembered_result_is_forgotten_when_an_answer_changes_the_state(tmp_path):
    game = run(tmp_path, """
        total = in_pile()
        choose north "act" {
          take(c in deck) { move(c, pile) }
        }
        total = total * 10 + in_pile()
        """, MEMO, answers=[("take", "t3")])
    assert counters(game)["total"] == 1


def test_a_procedure_that_asks_is_resumed_where_it_paused(tmp_path):
    game = run(tmp_path, """
        let got = ask_number(south)
        total = got + double(1)
        """, PROCS)
    assert game.pending()[0].prompt == "number" and counters(game)["total"] == 0
    decision = game.pending()[0]
    game.answer(1, [o.value for o in decision.options].index(3))
    assert counters(game)["total"] == 32


def test_a_procedure_that_calls_itself_forever_stops_with_a_located_budget_error(tmp_path):
    forever = """
    forever:
      params: {n: int}
      returns: int
      do: |
        if n > 0 { return forever(n + 1) }
        return 0
    """  # the condition always holds, which the linter cannot know (RK235 stops only the sure cases)
    definition = build(tmp_path, "total = forever(1)", forever)
    with pytest.raises((EffectBudgetError, EffectRuntimeError)) as error:
        Game(definition, 2, seed=1)
    assert error.value.span.path.endswith("lab.yaml")
    assert error.value.span.line in (line_of(tmp_path, "forever(n + 1)"), line_of(tmp_path, "total = forever(1)"))


@pytest.mark.parametrize("body, at", [
    ("return forever(n + 1)", "forever(n + 1)"),
    ("let m = n + 1\n  total = total + 0\n  forever(m)", "forever(m)"),  # a counter set first: no finding
    ("let m = n + 1\n  forever(max([forever(m), 1]))", "forever(max([forever(m), 1]))"),
])
def test_rk235_a_procedure_that_surely_calls_itself_before_anything_could_end_it(tmp_path, body, at):
    procedures = "forever:\n  params: {n: int}\n  do: |\n    " + body.replace("\n  ", "\n    ")
    if "total = total" in body:  # setting a counter changes the game: the linter cannot say it never ends
        build(tmp_path, "if false { forever(1) }", procedures)
        return
    with pytest.raises(ContentError) as error:
        build(tmp_path, "if false { forever(1) }", procedures)
    (finding,) = [d for d in error.value.diagnostics if d.code == "RK235"]
    assert finding.span.path.endswith("lab.yaml") and finding.span.line == line_of(tmp_path, at)
    text = (tmp_path / "content" / "games" / "lab.yaml").read_text().splitlines()[finding.span.line - 1]
    assert finding.span.column == text.rindex("forever(") + 1  # the call made first; in the file, also on a second line
    assert "procedure 'forever' calls itself here before anything could end it" in finding.message


def test_rk235_spares_recursion_behind_a_condition_a_return_or_a_question(tmp_path):
    procedures = """
    countdown:
      params: {n: int}
      do: |
        if n <= 0 { return }
        countdown(n - 1)
    guarded:
      params: {n: int}
      do: "if n > 0 { guarded(n - 1) }"
    shortcut:
      params: {n: int}
      returns: bool
      do: "return n <= 0 or shortcut(n - 1)"
    """
    game = Game(build(tmp_path, "countdown(3)\nguarded(2)\nif shortcut(2) { total = 5 }", procedures), 2, seed=1)
    assert counters(game)["total"] == 5


def test_an_asking_procedure_that_calls_itself_forever_stops_at_the_budget(tmp_path):
    forever = """
    loop:
      params: {p: player}
      do: |
        if false { choose p { never {} } }
        loop(p)
    """
    definition = build(tmp_path, "loop(north)", forever)
    with pytest.raises(EffectBudgetError) as error:
        Game(definition, 2, seed=1)
    assert error.value.span.path.endswith("lab.yaml")


@pytest.mark.parametrize("effect, code, text", [
    ("total = nosuch(1)", "RK202", "unknown primitive or procedure 'nosuch'"),
    ("total = double(1, 2)", "RK203", "double() takes 1 argument"),
    ('total = double("x")', "RK204", "argument 'n' of double() must be a number"),
    ("add_to_total(double(1))\ntotal = add_to_total(1)", "RK230", "gives no result"),
    ("total = 1 + ask_number(north)", "RK206", "asks players for decisions"),
    ("return 3", "RK231", "only a procedure returns a value"),
    ("break", "RK232", "only allowed inside a for, repeat or while"),
])
def test_bad_calls_of_procedures_are_located_findings(tmp_path, effect, code, text):
    with pytest.raises(ContentError) as error:
        build(tmp_path, effect, PROCS)
    found = [d for d in error.value.diagnostics if d.code == code]
    assert found, error.value.diagnostics
    assert text in found[0].message and found[0].span.path.endswith("lab.yaml") and found[0].span.line > 1


def test_a_misspelt_procedure_is_named_with_the_near_miss(tmp_path):
    with pytest.raises(ContentError) as error:
        build(tmp_path, "total = dubble(1)", PROCS)
    (finding,) = error.value.diagnostics
    assert finding.code == "RK202" and finding.suggestion == "double"


@pytest.mark.parametrize("procedures, text", [
    ("move:\n  do: 'total = 1'", "has the name of a primitive"),
    ("p:\n  params: {n: integer}\n  do: 'total = 1'", "is not a type"),
    ("p:\n  params: {n: 'int = total'}\n  do: 'total = 1'", "must be a number, a string"),
    ("p:\n  returns: number\n  do: 'return 1'", "returns 'number', which is not a type"),
])
def test_bad_procedure_definitions(tmp_path, procedures, text):
    with pytest.raises(ContentError) as error:
        build(tmp_path, "total = 1", procedures)
    assert any(d.code == "RK233" and text in d.message for d in error.value.diagnostics), error.value.diagnostics


# ---------------------------------------------------------------------------------------------------- choose


CHOOSE = """
let rounds = 0
while rounds < 5 {
  rounds += 1
  choose north "act" {
    add(n in [1, 2, 3]) if n != 2 { total += n }
    take(c in deck) { move(c, pile) }
    `end-now` if total > 0 { break }
  }
}
other = rounds
"""


def test_choose_offers_each_combination_whose_condition_holds(tmp_path):
    game = run(tmp_path, CHOOSE)
    (decision,) = game.pending()
    values = [o.value for o in decision.options]
    assert values == [("add", 1), ("add", 3), ("take", "t1"), ("take", "t2"), ("take", "t3")]
    assert decision.options[0].label == "option-add" and dict(decision.options[0].args) == {"n": 1}
    game.answer(0, values.index(("add", 3)))
    values = [o.value for o in game.pending()[0].options]
    assert values[-1] == "end-now" and counters(game)["total"] == 3


GUARDED = """
in_pile:
  returns: cards
  do: "return cards_in(pile) where it.value > 0"
counted:
  returns: cards
  do: |
    other += 1
    return cards_in(deck)
"""


def test_an_option_condition_that_needs_no_binding_is_tested_before_its_values_are_listed(tmp_path):
    effect = """
        choose north "act" {
          pure_skip(c in in_pile(), n in [1, 2]) if total > 0 and c.value > n {}
          counted_kept(c in counted()) if total > 0 {}
          pure_kept(c in in_pile()) if total == 0 {}
          take(c in deck) if c.value > 1 and total == 0 { total = 5 }
        }
        """
    game = run(tmp_path, effect, GUARDED)
    (decision,) = game.pending()
    assert [o.value for o in decision.options] == [("take", "t2"), ("take", "t3")]
    assert counters(game)["other"] == 1  # a procedure that changes the state still runs where it stood
    source = game.definition.module.source
    pure = game.definition.module.functions["in_pile"]
    counted = game.definition.module.functions["counted"]
    listing = source[source.index("choose north"):]
    # the pure option's test comes before the loop over its values; the impure one's stays inside
    assert listing.index("if (GC['total'] > 0):") < listing.index(f"{pure}(ctx)")
    assert re.search(rf"for \S+ in _iter\(ctx, {counted}\(ctx\)\):\n\s+if \(GC\['total'\] > 0\)", listing)
    # a later term that needs a binding stays in the loop, after the terms before it
    assert re.search(r"if \(K\d+\[i\d+\] > 1\) and \(GC\['total'\] == 0\): i\d+\.append", listing)
    game.answer(0, 0)
    assert counters(game)["total"] == 5


def test_a_card_named_twice_in_a_move_moves_once(tmp_path):
    game = run(tmp_path, """
        move(t1, pile)
        move([t1, t2, t1], pile)
        move(cards_in(pile) + [t2], deck)
        """)
    assert game.state["zones"]["pile"] == [] and sorted(game.state["zones"]["deck"]) == ["t1", "t2", "t3"]


def test_break_inside_an_option_leaves_the_enclosing_loop(tmp_path):
    game = run(tmp_path, CHOOSE, answers=[("add", 1), ("take", "t2"), "end-now"])
    assert game.over and counters(game) == {"total": 1, "other": 3}
    assert game.state["zones"]["pile"] == ["t2"]


def test_choose_each_asks_everyone_at_once_in_secret_and_runs_the_blocks_in_order(tmp_path):
    game = run(tmp_path, """
        choose each p in players "bid" {
          low { p.points += 1; total = total * 10 + p.seat }
          high(n in [5, 6]) { p.points += n; total = total * 10 + p.seat }
        }
        """, players=3)
    pending = game.pending()
    assert [d.player for d in pending] == [0, 1, 2] and all(d.secret for d in pending)
    for decision in reversed(pending):  # answered in any order
        game.answer(decision.player, decision.player % 2)
    assert [p["points"] for p in game.state["players"]] == [1, 5, 1]
    assert counters(game)["total"] == 12  # seat 0, then 1, then 2: 0 -> 1 -> 12


def test_a_choose_with_no_legal_option_is_skipped(tmp_path):
    game = run(tmp_path, """
        choose north { never if false {} }
        total = 1
        """)
    assert game.over and counters(game)["total"] == 1


def test_a_game_paused_in_a_choose_clones_and_both_copies_go_on_alike(tmp_path):
    game = run(tmp_path, CHOOSE, answers=[("add", 1)])
    twin = game.clone()
    for g in (game, twin):
        g.answer(0, [o.value for o in g.pending()[0].options].index(("take", "t3")))
        g.answer(0, [o.value for o in g.pending()[0].options].index("end-now"))
    assert game.state == twin.state and game.digest() == twin.digest()
    twin_other = run(tmp_path, CHOOSE, answers=[("add", 1)]).clone()
    twin_other.answer(0, 0)
    assert twin_other.state != game.state  # copies are independent


# ---------------------------------------------------------------------------------------------------- run-time errors


@pytest.mark.parametrize("effect, line_text, message", [
    ("let x = none\ntotal = x + 1", "total = x + 1", "cannot apply '+' to none and a number"),
    ("let c = top(pile)\ntotal = c.value", "total = c.value", "has no such attribute"),
    ("total = deck.size // 0", "deck.size // 0", "'//' by zero"),
    ("total = hand.size", "total = hand.size", "one zone per player"),
    ("let n = 1\nrepeat 70 { n = n * 3 }", "n = n * 3", "too large"),
])
def test_run_time_errors_name_the_yaml_line(tmp_path, effect, line_text, message):
    definition = build(tmp_path, effect)
    with pytest.raises(EffectRuntimeError) as error:
        Game(definition, 2, seed=1)
    assert message in str(error.value)
    assert error.value.span.path.endswith("lab.yaml") and error.value.span.line == line_of(tmp_path, line_text)


# ---------------------------------------------------------------------------------------------------- nothing reaches Python


HOSTILE = r'''
let s = "\"; import os; os.system('echo pwned') #"
let t = '\\" + __import__("os").getcwd() + "\n'
let class = 1
let def = class + 1
let lambda = [s, t, "\n\\n''"]
total = def + count(lambda)
if s == "\"; import os; os.system('echo pwned') #" { other = 1 }
'''

ALLOWED = re.compile(r"^(ctx|fr|v|env|pc|ZS|GC|PC|CC|EMPTY|CONTROL|Frame|BUDGET|MISSING|Link|len|list|tuple|range|"
                     r"[lipnfruc]\d+|K\d+|a\d+|_[a-z_]+)$")


def test_strings_and_names_from_content_come_out_inert(tmp_path, capfd):
    definition = build(tmp_path, HOSTILE)
    game = Game(definition, 2, seed=1)
    assert counters(game) == {"total": 5, "other": 1}
    assert "pwned" not in capfd.readouterr().out
    tree = pyast.parse(definition.module.source)
    identifiers = {node.id for node in pyast.walk(tree) if isinstance(node, pyast.Name)}
    identifiers |= {node.arg for node in pyast.walk(tree) if isinstance(node, pyast.arg)}
    identifiers |= {node.name for node in pyast.walk(tree) if isinstance(node, pyast.FunctionDef)}
    assert all(ALLOWED.match(name) for name in identifiers), sorted(n for n in identifiers if not ALLOWED.match(n))
    assert not any(isinstance(node, (pyast.Import, pyast.ImportFrom)) for node in pyast.walk(tree))


def test_generated_code_sees_no_dangerous_builtins(tmp_path):
    definition = build(tmp_path, "total = 1")
    function = definition.phases[0].steps[0].effect.fn
    builtins = function.__globals__["__builtins__"]
    assert set(builtins) == {"len", "list", "tuple", "range", "next"}


def test_the_generated_source_names_its_yaml_lines(tmp_path):
    definition = build(tmp_path, "total = 1\nother = total + 1")
    module = definition.module
    number = next(i for i, line in enumerate(module.lines, start=1) if "set_game('other'" in line)
    span = module.span_of_line(number)
    assert span.path.endswith("lab.yaml") and span.line == line_of(tmp_path, "other = total + 1")


def test_a_carriage_return_in_a_string_cannot_end_a_comment_of_the_generated_code(tmp_path):
    definition = build(tmp_path, 'let s = "x\\rtotal_was_set = 1\\u2028other = 2"\ntotal = 1')
    source = definition.module.source
    assert "\r" not in source and "\u2028" not in source
    assert Game(definition, 2, seed=1).state["counters"] == {"total": 1, "other": 0}


def test_show_prints_a_procedure_in_the_effect_language_and_its_python(tmp_path):
    from click.testing import CliRunner

    from rulekit.cli import main

    root = str(tmp_path / "content")
    build(tmp_path, "total = double(2)", PROCS)
    shown = CliRunner(env={"COLUMNS": "300"}).invoke(main, ["--content", root, "show", "lab", "fact"])
    assert shown.exit_code == 0, shown.output
    assert "fact(n: int) -> int" in shown.output and "return n * fact(n - 1)" in shown.output
    assert "lab.yaml" in shown.output
    python = CliRunner().invoke(main, ["--content", root, "show", "lab", "--python", "fact"])
    assert python.exit_code == 0 and "def p" in python.output and "return n * fact(n - 1)" in python.output
    missing = CliRunner().invoke(main, ["--content", root, "show", "lab", "--python", "facts"])
    assert missing.exit_code != 0 and "did you mean 'fact'" in missing.output


def test_a_scenario_calls_a_procedure_and_answers_from_its_script(tmp_path):
    from rulekit.run.scenario import Scenario

    s = Scenario(build(tmp_path, "total = 1", PROCS), 2)
    assert s.call("fact", 5).result == 120
    s.answer(1, "number", 3)
    assert s.call("ask_number", "south").result == 30
    assert s.prompts() == [(1, "number")]


def test_rk235_two_procedures_that_surely_call_each_other(tmp_path):
    procedures = """
    ping:
      params: {n: int}
      do: "pong(n + 1)"
    pong:
      params: {n: int}
      do: |
        let m = n
        ping(m)
    """
    with pytest.raises(ContentError) as error:
        build(tmp_path, "if false { ping(1) }", procedures)
    found = sorted((d.span.line, d.message) for d in error.value.diagnostics if d.code == "RK235")
    assert [line for line, _ in found] == [line_of(tmp_path, '"pong(n + 1)"'), line_of(tmp_path, "ping(m)")]
    assert "procedure 'ping' calls itself (through pong) here" in found[0][1]
