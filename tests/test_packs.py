"""Content packs (issue 12, point 1): a pack lies outside content/, extends one game, is linted against it, and is
played, simulated, recorded, replayed and swept only when asked for. The example pack in examples/ is the subject;
copies of it in a temporary folder are broken on purpose."""
from __future__ import annotations

import json
import shutil
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulekit import catalog
from rulekit.cli import main
from rulekit.errors import ContentError
from rulekit.run.game import Game

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "packs" / "musketiere-cardinal-spy"


def run(*args: str):
    return CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)


@pytest.fixture
def pack_copy(tmp_path) -> Path:
    folder = tmp_path / "spy"
    shutil.copytree(EXAMPLE, folder)
    return folder


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new), encoding="utf-8")


# ------------------------------------------------------------------------------------------------ lint PACK
def test_the_example_pack_lints_clean_against_the_shipped_game():
    result = run("lint", EXAMPLE)
    assert result.exit_code == 0, result.output
    assert "no problems" in result.output.lower()


def test_the_example_pack_needs_only_the_locales_it_declares():
    """The pack declares en and de: no fr, it or pt text is asked for (RK044 only for declared locales)."""
    assert sorted(p.name for p in (EXAMPLE / "locales").iterdir()) == ["de", "en"]
    result = run("lint", EXAMPLE, "--format", "json")
    assert json.loads(result.output) == [] or json.loads(result.output).get("findings", []) == []


def test_a_message_missing_in_a_declared_locale_is_located(pack_copy):
    edit(pack_copy / "locales" / "de" / "cardinal-spy.ftl", "zone-tavern = Wirtshaus\n", "")
    result = run("lint", pack_copy)
    assert result.exit_code == 1
    assert "RK044" in result.output and "tavern" in result.output
    assert "boards/tavern.yaml:" in result.output  # located at the space that needs the message


def test_a_fluent_error_in_a_packs_file_is_reported_in_that_file(pack_copy):
    """Not on pack.yaml "with this pack": annotations in CI must land on the .ftl line."""
    path = pack_copy / "locales" / "de" / "cardinal-spy.ftl"
    lines = path.read_text(encoding="utf-8").count("\n")
    path.write_text(path.read_text(encoding="utf-8") + "broken = {\n", encoding="utf-8")
    result = run("lint", pack_copy, "--format", "json")
    (found,) = [d for d in json.loads(result.output)["diagnostics"] if d["code"] == "RK301"]
    assert found["file"].endswith("locales/de/cardinal-spy.ftl") and found["line"] == lines + 1


def test_linting_one_file_of_a_pack_checks_it_with_its_pack(pack_copy):
    """`rulekit lint PACK/cards/x.yaml` (and the language server, which lints the open file) checks the file with its
    pack against the pack's game: the real finding with its near miss, no false "no game file" (RK026), and nothing
    from the pack's other files."""
    edit(pack_copy / "cards" / "spy.yaml", "deck: guard_deck", "deck: guard_dek")
    edit(pack_copy / "locales" / "de" / "cardinal-spy.ftl", "zone-tavern = Wirtshaus\n", "")
    result = run("lint", pack_copy / "cards" / "spy.yaml", "--format", "json")
    found = [(d["code"], Path(d["file"]).name) for d in json.loads(result.output)["diagnostics"]]
    assert result.exit_code == 1 and found == [("RK024", "spy.yaml")]
    assert "did you mean 'guard_deck'" in run("lint", pack_copy / "cards" / "spy.yaml").output
    assert run("lint", pack_copy / "boards" / "tavern.yaml").exit_code == 1  # the RK044 is at the tavern's space


def test_an_option_label_without_english_text_is_rk302_at_the_option(pack_copy):
    """Lint asks for each `choose` option's text (option-<label>, or the game's own option-<game>-<label>), in the
    pack's files too; without it the table showed another game's message of the same label, or the bare id."""
    edit(pack_copy / "locales" / "en" / "cardinal-spy.ftl", "option-stay-out = Leave them there\n", "")
    result = run("lint", pack_copy, "--format", "json")
    found = [d for d in json.loads(result.output)["diagnostics"] if d["code"] == "RK302"]
    assert result.exit_code == 1 and len(found) == 1 and "'stay-out'" in found[0]["message"]
    assert found[0]["file"].endswith("boards/tavern.yaml") and found[0]["line"] > 18
    edit(pack_copy / "locales" / "en" / "cardinal-spy.ftl", "option-fetch", "option-musketiere-stay-out = Stay\noption-fetch")
    assert run("lint", pack_copy).exit_code == 0  # the game's own form counts too


def test_an_option_message_with_a_variable_the_option_lacks_is_rk322_with_the_near_miss(pack_copy):
    edit(pack_copy / "locales" / "de" / "cardinal-spy.ftl", "option-fetch = { $card } holen", "option-fetch = { $crad } holen")
    result = run("lint", pack_copy, "--format", "concise")
    assert result.exit_code == 1 and "RK322" in result.output and "$crad" in result.output
    assert "did you mean '$card'" in result.output and "locales/de/cardinal-spy.ftl:13" in result.output


def test_every_shipped_option_label_has_its_text():
    """Pendants' `take_for` had its text under `option-take_for`, while labels are looked up with hyphens: the
    table showed [option-take-for]."""
    from rulekit.view.i18n import Localizer

    text = Localizer(catalog.default_content_root(), "de")
    assert text.text("option-take-for", got="A", b="B") == "A für dein B nehmen"
    assert "RK302" not in run("lint", "--format", "concise").output


def test_lint_checks_a_packs_card_tests_with_it_and_a_test_file_given_alone(pack_copy, tmp_path):
    """A pack's *.scenario.yaml are checked with it (schema, game), and one given alone is checked as a card-test file,
    not as game content (which gave bogus "unknown key 'players'" findings)."""
    test = pack_copy / "tests" / "spy-and-tavern.scenario.yaml"
    clean = run("lint", pack_copy)
    assert clean.exit_code == 0 and "in 6 files" in clean.output  # the card-test file is one of them
    edit(test, "players: 2\n", "players: 2\ngame: musketeer\n")
    for target in (pack_copy, test):
        found = run("lint", target, "--format", "concise")
        assert found.exit_code == 1 and "RK026 game 'musketeer'" in found.output
        assert "did you mean 'musketiere'" in found.output and "unknown key" not in found.output
    alone = tmp_path / "alone.scenario.yaml"
    alone.write_text("game: musketiere\nplayers: 2\nscenarioz: []\n", encoding="utf-8")
    found = run("lint", alone, "--format", "concise")
    assert found.exit_code == 1 and "RK011 unknown key 'scenarioz' (did you mean 'scenarios'?)" in found.output


def test_lint_inside_a_pack_folder_lints_the_pack_and_packs_says_when_there_is_none(pack_copy, monkeypatch):
    monkeypatch.chdir(pack_copy)
    monkeypatch.delenv("RULEKIT_CONTENT", raising=False)
    result = CliRunner().invoke(main, ["lint"])
    assert result.exit_code == 0 and "no problems in 6 files" in result.output.lower()
    edit(pack_copy / "cards" / "spy.yaml", "deck: guard_deck", "deck: guard_dek")
    assert CliRunner().invoke(main, ["lint"]).exit_code == 1
    listed = CliRunner().invoke(main, ["packs"])
    assert listed.exit_code == 0 and "no content pack installed" in listed.output


def test_a_file_of_another_game_in_a_pack_is_one_finding_not_three(pack_copy):
    """`game: mylady` in a Musketiere pack: RK045 says so once. Before, the file was also checked as part of the
    pack, which gave RK026 "game 'mylady' has no game file" (it has) and an echo on pack.yaml."""
    (card_file,) = (pack_copy / "cards").glob("*.yaml")
    edit(card_file, "game: musketiere", "game: mylady")
    result = run("lint", pack_copy, "--format", "concise")
    assert result.exit_code == 1
    findings = [line for line in result.output.splitlines() if ": RK" in line]
    assert len(findings) == 1 and "RK045 this file is for game 'mylady', but pack" in findings[0], result.output


def test_a_schema_error_in_a_pack_file_is_reported_alone_with_the_near_miss(pack_copy):
    """The file with the error is held back; the names it defines (the tavern, its procedure) are then unknown to the
    pack's other files, and those follow-on findings used to bury the cause."""
    edit(pack_copy / "boards" / "tavern.yaml", "params: {winner: player}", "params: {winner: playr}")
    result = run("lint", pack_copy, "--format", "json")
    found = json.loads(result.output)["diagnostics"]
    assert result.exit_code == 1 and [d["code"] for d in found] == ["RK010"]
    assert "did you mean 'player'" in found[0]["message"] and found[0]["file"].endswith("boards/tavern.yaml")


def test_a_broken_pack_yaml_sends_every_command_to_lint(pack_copy):
    edit(pack_copy / "pack.yaml", "game: musketiere", "game: {musketiere")
    played = CliRunner().invoke(main, ["simulate", "musketiere", "--pack", str(pack_copy), "--games", "1"])
    assert played.exit_code == 1 and "names no game or does not read" in " ".join(played.output.split())
    assert "extends game ''" not in played.output
    tested = CliRunner().invoke(main, ["test", str(pack_copy)])
    assert tested.exit_code == 1 and "pack.yaml has an error" in " ".join(tested.output.split())
    linted = run("lint", pack_copy, "--format", "concise")
    assert "pack.yaml:7:8: RK001" in linted.output and "begun at line 6" in linted.output


def test_a_card_id_the_game_already_has_is_defined_twice(pack_copy):
    edit(pack_copy / "cards" / "spy.yaml", "{id: cardinal-spy,", "{id: guard-16,")
    result = run("lint", pack_copy)
    assert result.exit_code == 1
    assert "RK042" in result.output and "guard-16" in result.output
    assert "cards/spy.yaml:7:10: RK042" in result.output


def test_removing_a_card_the_game_does_not_have_gets_the_near_miss(pack_copy):
    edit(pack_copy / "pack.yaml", "locales: [en, de]\n", "locales: [en, de]\nremoves:\n  cards: [guard-166]\n")
    result = run("lint", pack_copy)
    assert result.exit_code == 1
    assert "RK041" in result.output and "guard-16" in result.output  # the near miss
    assert "pack.yaml:" in result.output


def test_a_pack_of_another_game_is_refused_by_simulate():
    result = CliRunner().invoke(main, ["simulate", "pendants", "--pack", str(EXAMPLE), "--games", "1"])
    assert result.exit_code != 0
    assert "musketiere" in result.output


def test_an_unknown_pack_is_a_usage_error():
    result = CliRunner().invoke(main, ["simulate", "musketiere", "--pack", "no-such-pack", "--games", "1"])
    assert result.exit_code == 2
    assert "no pack 'no-such-pack'" in result.output


def test_show_shows_a_packs_card_board_and_text_with_pack(tmp_path):
    """`rulekit show --pack` shows what a pack adds, in the pack's own language files; without it, the card is
    unknown and the message says how to see it."""
    shown = run("show", "musketiere", "cardinal-spy", "--pack", EXAMPLE, "--lang", "de")
    assert shown.exit_code == 0 and "Garde des Kardinals 18" in shown.output and "musketiere-cardinal-spy" in shown.output
    board = run("show", "musketiere", "tavern", "--pack", EXAMPLE, "--picture", tmp_path / "tavern.svg")
    assert board.exit_code == 0 and (tmp_path / "tavern.svg").read_text(encoding="utf-8").startswith("<svg")
    python = run("show", "musketiere", "--python", "all", "--pack", EXAMPLE)
    assert python.exit_code == 0 and "def " in python.output
    without = CliRunner().invoke(main, ["show", "musketiere", "cardinal-spy"])
    assert without.exit_code == 1 and "--pack" in without.output


# ------------------------------------------------------------------------------------------------ shipped content untouched
def test_the_shipped_game_has_no_pack_card_unless_asked():
    base = catalog.game("musketiere")
    with_pack = catalog.game("musketiere", packs=catalog.pack_folders([str(EXAMPLE)]))
    assert "cardinal-spy" not in base.cards and "tavern" not in base.zones
    assert "cardinal-spy" in with_pack.cards and "tavern" in with_pack.zones
    assert with_pack.packs == (("musketiere-cardinal-spy", "1.0.0"),)
    assert set(base.cards) < set(with_pack.cards)


def test_adding_a_card_to_a_pack_changes_no_shipped_game(pack_copy, tmp_path):
    """What a modder does: one more card in their pack. The shipped game compiles to the same cards and a golden
    replay of it stays identical; only the game with the pack sees the card."""
    (pack_copy / "cards" / "spy.yaml").write_text((pack_copy / "cards" / "spy.yaml").read_text().replace(
        "cards:\n", "cards:\n  - {id: cardinal-spy-2, kind: guard, deck: guard_deck, stats: {value: 17}, provenance: authored}\n"))
    for lang in ("en", "de"):
        ftl = pack_copy / "locales" / lang / "cardinal-spy.ftl"
        ftl.write_text(ftl.read_text() + "\ncardinal-spy-2 = Spy 2\n    .rules = A guard of value 17.\n")
    assert run("lint", pack_copy).exit_code == 0
    golden = json.loads((ROOT / "tests" / "golden" / "musketiere-3p-seed11.json").read_text())
    replayed = Game.replay(catalog.game("musketiere"), golden["players"], golden["seed"], golden["choices"])
    assert replayed.digest() == golden["digest"]
    with_pack = catalog.game("musketiere", packs=catalog.pack_folders([str(pack_copy)]))
    assert {"cardinal-spy", "cardinal-spy-2"} <= set(with_pack.cards)
    assert "cardinal-spy-2" not in catalog.game("musketiere").cards
    assert run("lint", ROOT / "content").exit_code == 0  # the project's own gate does not look into packs


# ------------------------------------------------------------------------------------------------ simulate, record, replay
def test_simulate_with_the_pack_names_it_in_the_summary(tmp_path):
    out = tmp_path / "summary.json"
    result = run("simulate", "musketiere", "--pack", EXAMPLE, "--games", "4", "--players", "2", "--jobs", "1",
                 "--quiet", "--out", out)
    assert result.exit_code == 0, result.output
    summary = json.loads(out.read_text())
    assert summary["packs"] == [{"id": "musketiere-cardinal-spy", "version": "1.0.0"}]
    assert summary["games"] == 4
    assert "pack musketiere-cardinal-spy 1.0.0" in " ".join(result.output.split())


def test_a_record_played_with_a_pack_replays_only_with_it(tmp_path, pack_copy):
    out = tmp_path / "game.json"
    assert run("record", "musketiere", "--pack", EXAMPLE, "--seed", "3", "--players", "2", "--agents", "greedy",
               "--out", out).exit_code == 0
    record = json.loads(out.read_text())
    assert record["packs"] == [{"id": "musketiere-cardinal-spy", "version": "1.0.0"}]
    assert "identical" in run("replay", out, "--pack", EXAMPLE).output
    missing = CliRunner().invoke(main, ["replay", str(out)])
    assert missing.exit_code != 0 and "give it with --pack" in missing.output
    edit(pack_copy / "pack.yaml", "version: 1.0.0", "version: 1.1.0")
    other = CliRunner().invoke(main, ["replay", str(out), "--pack", str(pack_copy)])
    assert other.exit_code != 0 and "is version 1.1.0" in " ".join(other.output.split())


# ------------------------------------------------------------------------------------------------ sweeps
def test_a_sweep_variant_merges_a_pack_and_removes_cards_from_it(tmp_path):
    from rulekit.sim.parallel import backend
    from rulekit.sim.sweep import load_sweep, run_sweep

    sweep_file = tmp_path / "sweep.yaml"
    sweep_file.write_text(textwrap.dedent(f"""\
        game: musketiere
        games: 2
        axes:
          players: [2]
          agents: [greedy]
          cards:
            - {{name: base}}
            - {{name: spy, packs: ["{EXAMPLE}"]}}
            - {{name: spy-not-16, packs: ["{EXAMPLE}"], remove: [guard-16]}}
        """), encoding="utf-8")
    sweep = load_sweep(sweep_file)
    assert [c.packs for c in sweep.cells] == [(), (("musketiere-cardinal-spy", "1.0.0"),)] * 1 + [
        (("musketiere-cardinal-spy", "1.0.0"),)]
    with backend(1) as runner:
        assert run_sweep(sweep, tmp_path / "out", runner)["failed"] == 0
    manifest = json.loads((tmp_path / "out" / "sweep.json").read_text())
    assert [c.get("packs") for c in manifest["cells"]] == [None, ["musketiere-cardinal-spy 1.0.0"]] * 1 + [
        ["musketiere-cardinal-spy 1.0.0"]]


def test_a_sweep_naming_a_missing_pack_is_located(tmp_path):
    from rulekit.sim.sweep import load_sweep

    sweep_file = tmp_path / "sweep.yaml"
    sweep_file.write_text("game: musketiere\ngames: 1\naxes:\n  cards:\n    - {name: base}\n"
                          "    - {name: spy, packs: [no/such/pack]}\n", encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_sweep(sweep_file)
    text = str(caught.value)
    assert "sweep.yaml:6:" in text and "no/such/pack" in text


def test_the_spy_never_leaves_a_hand_short_of_cards_for_the_rounds_duels():
    """Found by simulating the pack: a lured card that is not replaced left a two-player game with no card to
    play (seed 4, greedy agents), and the duel had no loser. The lure now draws a replacement."""
    from rulekit.sim.simulate import play_game

    definition = catalog.game("musketiere", packs=catalog.pack_folders([str(EXAMPLE)]))
    for seed in range(8):
        game = play_game(definition, 2, seed, ["greedy", "greedy"], keep=True)
        assert game.over


# ------------------------------------------------------------------------------------------------ play, installed packs
def test_play_with_the_pack_to_the_end_in_german(tmp_path):
    """A person plays a whole game with the pack in a language the pack declares; the save names the pack."""
    save = tmp_path / "game.json"
    result = CliRunner().invoke(main, ["play", "musketiere", "--pack", str(EXAMPLE), "--lang", "de", "--seed", "5",
                                       "--players", "2", "--save", str(save)], input="1,2,3\n1\n" * 2000)
    assert result.exit_code == 0, result.output[-2000:]
    record = json.loads(save.read_text())
    assert record["result"] and record["packs"] == [{"id": "musketiere-cardinal-spy", "version": "1.0.0"}]


def test_a_pack_installed_by_entry_point_is_found_by_its_name(tmp_path, monkeypatch):
    """A Python distribution offers the pack in the entry-point group rulekit.packs; --pack takes its name."""
    import sys

    from rulekit.load.packs import find_pack, installed_packs

    site = tmp_path / "site"
    shutil.copytree(EXAMPLE, site / "spy_pack")
    (site / "spy_pack" / "__init__.py").write_text("")
    info = site / "spy_pack-1.0.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: spy-pack\nVersion: 1.0.0\n")
    (info / "entry_points.txt").write_text("[rulekit.packs]\ncardinal-spy = spy_pack\n")
    monkeypatch.syspath_prepend(str(site))
    for cached in (installed_packs, find_pack):
        getattr(cached, "cache_clear", lambda: None)()
    pack = installed_packs()["cardinal-spy"]
    assert pack.id == "musketiere-cardinal-spy" and pack.folder == site / "spy_pack"
    assert "spy-pack" in pack.origin
    definition = catalog.game("musketiere", packs=catalog.pack_folders(["cardinal-spy"]))
    assert "cardinal-spy" in definition.cards
    listed = CliRunner().invoke(main, ["packs", "--plain"])
    assert "cardinal-spy" in listed.output
    sys.modules.pop("spy_pack", None)


def test_a_pack_replaces_and_removes_what_it_names(pack_copy):
    edit(pack_copy / "pack.yaml", "locales: [en, de]\n",
         "locales: [en, de]\nreplaces:\n  cards: [guard-16]\nremoves:\n  cards: [guard-20]\n")
    edit(pack_copy / "cards" / "spy.yaml", "cards:\n",
         "cards:\n  - {id: guard-16, kind: guard, deck: guard_deck, stats: {value: 15}, provenance: authored}\n")
    result = run("lint", pack_copy)
    assert result.exit_code == 0, result.output
    base = catalog.game("musketiere")
    changed = catalog.game("musketiere", packs=catalog.pack_folders([str(pack_copy)]))
    assert base.cards["guard-16"].stats["value"] == 16 and changed.cards["guard-16"].stats["value"] == 15
    assert "guard-20" in base.cards and "guard-20" not in changed.cards
    edit(pack_copy / "cards" / "spy.yaml", "cards:\n",
         "cards:\n  - {id: guard-18, kind: guard, deck: guard_deck, stats: {value: 1}, provenance: authored}\n")
    clash = run("lint", pack_copy)
    assert clash.exit_code == 1 and "RK042" in clash.output and "guard-18" in clash.output


def test_schemas_for_a_pack_know_its_spaces_and_its_files_validate(tmp_path):
    """`rulekit schemas --pack`: the pack's game as it is with the pack, so an editor offers the pack's own spaces
    (the tavern is a deck and a link's end), and the pack's files pass the schemas written for them."""
    import jsonschema

    from rulekit.load.yamlnodes import parse_yaml

    pack = tmp_path / "tavern"
    shutil.copytree(ROOT / "tests" / "packs" / "mylady_tavern", pack)
    result = run("schemas", "--pack", pack)
    assert result.exit_code == 0 and "cards.schema.json: updated" in result.output
    cards = json.loads((pack / "schemas" / "cards.schema.json").read_text())
    shipped = json.loads((ROOT / "schemas" / "games" / "mylady" / "cards.schema.json").read_text())
    assert "pomme_de_pin" in json.dumps(cards) and "pomme_de_pin" not in json.dumps(shipped)
    for kind, folder in (("cards", "cards"), ("board", "boards")):
        schema = json.loads((pack / "schemas" / f"{kind}.schema.json").read_text())
        for path in (pack / folder).glob("*.yaml"):
            jsonschema.Draft7Validator(schema).validate(parse_yaml(path.read_text(), str(path)).data)
    assert run("schemas", "--pack", pack, "--check").exit_code == 0
    (pack / "schemas" / "board.schema.json").write_text("{}")
    assert run("schemas", "--pack", pack, "--check").exit_code == 1
    assert run("schemas", "mylady", "--pack", pack).exit_code == 2
    assert run("schemas", "--pack", pack, "--pack", ROOT / "tests" / "packs" / "pendants_chapel").exit_code == 2
