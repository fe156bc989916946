"""Every game can be played to its end at the web table in English, German and French, and The Queen's Pendants
in Italian and Portuguese too: the person's seat answers through the table as the server does, every page along
the way has every message in that language (no message id shown instead of text), and the end says who won
and why."""
from __future__ import annotations

import pytest

pytest.importorskip("jinja2", reason="the web table needs the web extra: python3 -m pip install -e '.[web]'")

from rulekit import catalog  # noqa: E402
from rulekit.run.game import controllers  # noqa: E402
from rulekit.web.render import Page, localizer  # noqa: E402
from rulekit.web.tables import Tables  # noqa: E402
from web_helpers import FALLBACK, first_answer  # noqa: E402

CASES = [(game, lang) for game in ("musketiere", "mylady", "pendants") for lang in ("en", "de", "fr")] + \
        [("pendants", "it"), ("pendants", "pt")]
ENDINGS = {"en": "Winner", "de": "Gewonnen hat", "fr": "Victoire", "it": "Vince", "pt": "Vence"}


@pytest.mark.parametrize("game_id, lang", CASES)
def test_every_game_can_be_played_to_the_end_in_its_languages(tmp_path, game_id, lang):
    tables = Tables(tmp_path)
    people = len(controllers(catalog.game(game_id), 2))
    # the person plays the side with most to decide: Musketiere seat 1, the musketeers of the board games
    kinds = ["here", "random"] if game_id == "musketiere" else ["random"] * (people - 1) + ["here"]
    table = tables.create(game_id, 2, kinds, lang=lang, seed=3)
    missing: set[str] = set()
    steps = 0
    while not table.game.over:
        page = Page(table, table.host, lang, tables.root)
        parts = page.parts() if steps % 5 == 0 else {"options": page.render("options.html", **page.options(
            table.game.view(page.seat)))}
        missing.update(FALLBACK.findall("".join(parts.values())))
        decision, picks = first_answer(parts["options"])
        table.answer(table.host, decision, picks)
        steps += 1
    status = Page(table, table.host, lang, tables.root).parts()["status"]
    missing.update(FALLBACK.findall(status))
    assert not missing, f"messages missing in {lang}: {sorted(missing)}"
    reason = table.game.result["reason"]
    text = localizer(str(tables.root), lang)
    said = next(m for m in (f"end-{game_id}-{reason}", f"end-{reason}", "ui-end-other") if text.has(m))
    assert said != "ui-end-other", f"no words for the end {reason!r}"
    assert text.text(said) in status.replace("&#39;", "'")
    assert ENDINGS[lang] in status or table.game.result["winners"] == []
