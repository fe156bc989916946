"""Which pure procedures the generated code remembers (`codegen` with `analysis.worth_remembering`): one whose work
shows only in its types, an attribute read of every item of a list, is remembered like a `where`; one that only
reads a counter is not (a lookup costs as much as the reading)."""
from __future__ import annotations

from test_effects_codegen import build, counters, run

PROCEDURES = """
hand_value:
  params: {p: player}
  returns: int
  do: "return sum(p.hand.value) + p.points"
hand_value_where:
  params: {p: player}
  returns: int
  do: "return sum((p.hand where it.value > 0).value) + p.points"
points_plus:
  params: {p: player}
  returns: int
  do: "return p.points + 1"
"""


def remembered(definition) -> set[str]:
    functions = definition.module.functions
    return {name for name in ("hand_value", "hand_value_where", "points_plus")
            if f"def _{functions[name]}(ctx" in definition.module.source}


def test_a_procedure_reading_an_attribute_of_every_card_of_a_zone_is_remembered(tmp_path):
    definition = build(tmp_path, "total = hand_value(north)", PROCEDURES)
    assert remembered(definition) == {"hand_value", "hand_value_where"}
    plan = definition.module.memo_plan  # and forgotten when the points it reads change
    assert int(definition.module.functions["hand_value"][1:]) in plan["player:points"]


def test_the_remembered_projection_gives_what_computing_it_gives(tmp_path):
    game = run(tmp_path, """
        total = hand_value(north) * 100 + hand_value_where(north)
        move(t2, north.hand)
        move(t3, north.hand)
        other = hand_value(north) * 100 + hand_value_where(north)
        north.points = 4
        other = other * 100 + hand_value(north)
        """, PROCEDURES)
    assert counters(game)["total"] == 0 and counters(game)["other"] == 50509
