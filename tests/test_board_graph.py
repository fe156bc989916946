"""Board graphs: links between spaces (schema, references RK029/RK032, GameDef.links), the Louvre of The Queen's
Pendants (its counts and routes), and the board picture (`board_svg`, `rulekit show GAME BOARD --picture`)."""
from __future__ import annotations

import textwrap
import xml.etree.ElementTree as ET
from collections import deque
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from rulekit.check import check_references
from rulekit.cli import main
from rulekit.compile.game import board_graph, compile_game
from rulekit.compile.model import Link
from rulekit.load import load_content
from rulekit.load.schemas import validate_content
from rulekit.view.board_svg import board_svg
from rulekit.view.i18n import Localizer

ROOT = Path(__file__).resolve().parents[1]
CONTENT = ROOT / "content"
LOUVRE = CONTENT / "boards" / "pendants" / "louvre.yaml"

GAME = """
id: mini
provenance: authored
players: {min: 1, max: 2}
zones:
  deck: {visibility: hidden}
flow:
  phases:
    - id: play
      steps:
        - {id: nothing, do: "shuffle(deck)"}
"""

BOARD = """
id: mini-board
game: mini
provenance: authored
spaces:
  street:
    tags: [quai]
    at: {x: 0, y: 4}
    links:
      - {to: hall, kind: gate, blockable: false}
  hall:
    tags: [room]
    at: {x: 0, y: 2}
    links:
      - {to: study, kind: door}
      - {to: ball, kind: secret}
  study:
    tags: [room]
    at: {x: 2, y: 2}
    links:
      - {to: ball, kind: ballroom, blockable: false, provenance: authored}
  ball:
    tags: [ballroom]
    at: {x: 1, y: 0}
"""


def write(tmp_path, monkeypatch, board: str = BOARD, game: str = GAME):
    monkeypatch.chdir(tmp_path)
    for name, text in {"content/games/mini.yaml": game, "content/boards/mini/board.yaml": board}.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    content, problems = load_content(["content"])
    assert problems == []
    return content


# ------------------------------------------------------------------------------------------------ the engine
def test_links_are_compiled_at_both_ends_with_one_index(tmp_path, monkeypatch):
    content = write(tmp_path, monkeypatch)
    assert validate_content(content) == []
    assert check_references(content) == []
    game = compile_game(content.documents_for("mini"), "mini")
    assert game.links["street"] == (Link("hall", "gate", False, 1),)
    assert game.links["hall"] == (Link("street", "gate", False, 1), Link("study", "door", True, 2),
                                  Link("ball", "secret", False, 3))
    assert game.links["study"] == (Link("hall", "door", True, 2), Link("ball", "ballroom", False, 4))
    assert game.links["ball"] == (Link("hall", "secret", False, 3), Link("study", "ballroom", False, 4))
    assert game.space_at == {"street": (0.0, 4.0), "hall": (0.0, 2.0), "study": (2.0, 2.0), "ball": (1.0, 0.0)}
    assert game.space_tags["ball"] == frozenset({"ballroom"})


def test_a_board_without_links_gives_every_space_no_links(tmp_path, monkeypatch):
    content = write(tmp_path, monkeypatch, board="""
        id: mini-board
        game: mini
        provenance: authored
        spaces:
          a: {tags: [x]}
          b: {}
    """)
    game = compile_game(content.documents_for("mini"), "mini")
    assert game.links == {"a": (), "b": ()}
    assert game.space_at == {}


def test_the_schema_rejects_an_unknown_link_kind_and_key(tmp_path, monkeypatch):
    content = write(tmp_path, monkeypatch, board=BOARD.replace("kind: door}", "kind: window}")
                    .replace("at: {x: 1, y: 0}", "at: {x: 1, y: 0, z: 3}"))
    found = sorted((d.code, d.span.line) for d in validate_content(content))
    assert found == [("RK011", 23), ("RK012", 14)]


def test_a_link_to_an_unknown_space_is_rk029_with_a_suggestion(tmp_path, monkeypatch):
    content = write(tmp_path, monkeypatch, board=BOARD.replace("{to: study, kind: door}", "{to: studdy, kind: door}"))
    found = check_references(content)
    assert [(d.code, d.span.line, d.suggestion) for d in found] == [("RK029", 14, "study")]
    assert "no space 'studdy'" in found[0].message
    # the compiled graph skips it rather than failing
    game = compile_game(content.documents_for("mini"), "mini")
    assert [link.to for link in game.links["hall"]] == ["street", "ball"]


def test_a_link_listed_at_both_ends_is_rk032(tmp_path, monkeypatch):
    board = BOARD.replace("""    at: {x: 2, y: 2}
    links:
""", """    at: {x: 2, y: 2}
    links:
      - {to: hall, kind: door}
""")
    content = write(tmp_path, monkeypatch, board=board)
    found = check_references(content)
    assert [(d.code, d.span.line) for d in found] == [("RK032", 20)]
    assert "listed twice" in found[0].message and "boards/mini/board.yaml:14" in found[0].message
    game = compile_game(content.documents_for("mini"), "mini")
    assert [link.index for link in game.links["study"]] == [2, 4]  # the second listing is ignored


def test_a_link_to_its_own_space_is_rk032(tmp_path, monkeypatch):
    content = write(tmp_path, monkeypatch, board=BOARD.replace("{to: study, kind: door}", "{to: hall, kind: door}"))
    assert [d.code for d in check_references(content)] == ["RK032"]


def test_the_codes_are_in_the_table():
    from rulekit.check import CODES

    assert CODES["RK029"].name == "unknown-space"
    assert CODES["RK032"].name == "duplicate-link"


# ------------------------------------------------------------------------------------------------ the Louvre
@pytest.fixture(scope="module")
def louvre():
    return yaml.safe_load(LOUVRE.read_text(encoding="utf-8"))


def tagged(board, tag):
    return {name for name, spec in board["spaces"].items() if tag in (spec.get("tags") or ())}


def test_the_louvre_file_is_valid_and_its_links_resolve():
    content, problems = load_content([CONTENT])
    mine = [d for d in problems if d.span.path.endswith("louvre.yaml")]
    assert mine == []
    docs = [d for d in content.documents if d.kind == "board" and d.data.get("id") == "louvre"]
    assert len(docs) == 1 and docs[0].data["game"] == "pendants"
    assert [d for d in validate_content(content) if d.span.path.endswith("louvre.yaml")] == []
    found = check_references(content)
    assert [d for d in found if d.span.path.endswith("louvre.yaml")] == []


def test_the_louvre_counts(louvre):
    spaces = louvre["spaces"]
    links, at = board_graph([louvre])
    assert tagged(louvre, "quai") == {"quai"}
    assert tagged(louvre, "ballroom") == {"ballroom"}
    assert tagged(louvre, "queen") == {"queen_chamber"}
    assert spaces["queen_chamber"]["tags"] == ["queen", "room"]
    gates = tagged(louvre, "gate")
    assert len(gates) == 6
    assert sorted(link.to for link in links["quai"]) == sorted(gates)
    assert {link.kind for link in links["quai"]} == {"gate"}
    chests, crests = tagged(louvre, "chest"), tagged(louvre, "crest")
    assert len(chests) == 11 and len(crests) == 8 and not chests & crests
    rooms = tagged(louvre, "room")
    assert rooms == set(spaces) - {"quai", "ballroom"}
    assert 34 <= len(rooms) <= 40
    assert chests | crests <= rooms
    into_ballroom = sorted((link.kind, link.to) for link in links["ballroom"])
    assert [kind for kind, _ in into_ballroom] == ["ballroom", "ballroom", "ballroom", "secret"]
    assert "queen_chamber" in {to for kind, to in into_ballroom if kind == "ballroom"}
    all_links = {link.index: (name, link) for name, out in links.items() for link in out}
    kinds = [link.kind for _, link in all_links.values()]
    assert kinds.count("ballroom") == 3 and kinds.count("gate") == 6
    assert kinds.count("secret") >= 3
    for name, link in all_links.values():
        assert link.blockable == (link.kind == "door"), (name, link)
    assert sorted(all_links) == list(range(1, len(all_links) + 1))
    assert set(at) == set(spaces)


def test_the_louvre_is_connected_and_takes_several_turns(louvre):
    links, _ = board_graph([louvre])

    def distances(kinds, avoid=frozenset()):
        seen, queue = {"quai": 0}, deque(["quai"])
        while queue:
            here = queue.popleft()
            for link in links[here]:
                if link.kind in kinds and link.to not in seen and link.to not in avoid:
                    seen[link.to] = seen[here] + 1
                    queue.append(link.to)
        return seen

    walking = distances({"gate", "door", "ballroom"})
    assert set(walking) == set(louvre["spaces"])  # every space without secret passages
    assert walking["ballroom"] >= 12  # six phases of two rooms at least: the Queen's clock matters
    assert distances({"gate", "door", "ballroom", "secret"})["ballroom"] < walking["ballroom"]
    # at the start (a guard on every crest) every way on foot passes a crest: the henchmen can meet the musketeers
    free = distances({"gate", "door", "ballroom"}, avoid=frozenset(tagged(louvre, "crest")))
    assert "ballroom" not in free
    # chests lie on the way, crests towards the ballroom
    chest_depth = sum(walking[c] for c in tagged(louvre, "chest")) / 11
    crest_depth = sum(walking[c] for c in tagged(louvre, "crest")) / 8
    assert chest_depth < crest_depth


def test_seed001_per_iniziare_0_the_queen_starts_in_her_chamber_before_square_1(louvre):
    track = louvre["tracks"]["queen_track"]
    assert track["length"] == 16 and track["start"] == 0  # 0 is her chamber, then the printed squares 1..15


def test_every_louvre_space_has_a_name_in_five_languages(louvre):
    for lang in ("en", "it", "pt", "fr", "de"):
        text = Localizer(CONTENT, lang)
        for name in louvre["spaces"]:
            assert text.has(f"zone-{name}"), (lang, name)
        assert text.has("louvre") and text.has("counter-queen_track")


# ------------------------------------------------------------------------------------------------ the picture
def test_the_picture_parses_and_names_every_room(louvre):
    links, at = board_graph([louvre])
    text = Localizer(CONTENT, "en")
    svg = board_svg(None, louvre, None, text)
    tree = ET.fromstring(svg)
    assert tree.tag.endswith("svg")
    words = " ".join(" ".join(e.itertext()) for e in tree.iter() if e.tag.endswith("text"))
    for name in louvre["spaces"]:
        label = text.text(f"zone-{name}")
        assert all(part in words for part in label.split()), label
    assert svg.count("<title>secret") == sum(1 for out in links.values() for link in out if link.kind == "secret") // 2


def test_the_picture_without_messages_uses_the_ids(tmp_path, monkeypatch):
    content = write(tmp_path, monkeypatch)
    game = compile_game(content.documents_for("mini"), "mini")
    board = next(d for d in content.documents if d.kind == "board").data
    svg = board_svg(game, board)
    ET.fromstring(svg)
    for name in ("street", "hall", "study", "ball"):
        assert f">{name}<" in svg


def test_the_picture_shows_figures_and_blockers(louvre):
    class Definition:
        links, space_at = board_graph([louvre])
        seats = ("cardinal", "dartagnan", "athos", "porthos", "aramis")
        counters = {"king_square": 15}
        card_facts = {
            "fig-athos": {"kind": "figure", "stats": {"role": "musketeer", "seat": "athos"}},
            "fig-aramis": {"kind": "figure", "stats": {"role": "musketeer", "seat": "aramis"}},
            "guard-1": {"kind": "figure", "stats": {"role": "guard", "seat": 0}},
            "milady": {"kind": "figure", "stats": {"role": "milady", "seat": 0}},
            "door": {"kind": "blocker", "stats": {"by": "musketeers"}},
        }

    door = Definition.links["cour_carree"][0].index
    state = {"zones": {"cour_carree": ["fig-athos", "guard-1"], "quai": ["fig-aramis"], "reserve": ["milady"],
                       "doorway": ["door"]},
             "counters": {"queen_track": 4}, "card_counters": {"door": {"link": door}, "fig-athos": {"stunned": 1}}}
    svg = board_svg(Definition(), louvre, state, None)
    ET.fromstring(svg)
    assert "<title>fig-athos (stunned)</title>" in svg and "<title>guard-1</title>" in svg
    assert "<title>fig-aramis</title>" in svg and "milady" not in svg  # in the reserve, off the board
    assert "<title>door</title>" in svg  # the blocking card, by its name (none given here: its id)
    assert "<title>king_square</title>" in svg  # the goal square, named by its counter (`drawing.goal`)


def test_rulekit_show_draws_the_louvre(tmp_path):
    target = tmp_path / "louvre.svg"
    result = CliRunner().invoke(main, ["show", "pendants", "louvre", "--picture", str(target)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert str(target) in result.output
    ET.parse(target)
    assert "Queen's Chamber" in target.read_text(encoding="utf-8")


def test_rulekit_show_picture_of_no_board_is_an_error(tmp_path):
    result = CliRunner().invoke(main, ["show", "pendants", "quai", "--picture", str(tmp_path / "x.svg")])
    assert result.exit_code != 0
    assert "boards" in result.output and "louvre" in result.output
