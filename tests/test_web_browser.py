"""The web table in a real browser: headless Chromium (Debian's package) driven by Playwright, two seats in two
browser contexts, against `rulekit serve`'s app on a loopback port.

A whole game of Musketiere and the first round of each board game are played by clicking, as people would;
a screenshot of each game's table is written to build/screenshots/ (or $RULEKIT_SCREENSHOTS) to look at.
Skipped where no Chromium is installed (apt-get install chromium) or without the browser extra
(python3 -m pip install -e '.[browser]'). Playwright downloads no browser: it starts the system's.
"""
from __future__ import annotations

import os
import shutil
import socket
import threading
import time
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="the web table needs the web extra: python3 -m pip install -e '.[web]'")
uvicorn = pytest.importorskip("uvicorn", reason="the web table needs the web extra: python3 -m pip install -e '.[web]'")
sync_api = pytest.importorskip("playwright.sync_api",
                               reason="browser tests need the browser extra: python3 -m pip install -e '.[browser]'")

from rulekit.web.app import create_app  # noqa: E402
from web_helpers import hidden_from, leaks  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("RULEKIT_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
if not CHROMIUM:
    pytest.skip("no Chromium found: install one with `apt-get install chromium` (Debian) or set RULEKIT_CHROMIUM "
                "to a Chromium binary", allow_module_level=True)
WAIT_MS = 90_000  # a wait fails only after this long: a loaded 2-core CI machine can take Playwright's 30 s
SHOTS = Path(os.environ.get("RULEKIT_SCREENSHOTS") or ROOT / "build" / "screenshots")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--disable-sync", "--no-first-run", "--disable-quic", "--disable-dev-shm-usage"]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The app served by uvicorn on 127.0.0.1 in a thread of this process (so tests can read its tables)."""
    app = create_app(tmp_path_factory.mktemp("tables"))
    port = _free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    for _ in range(200):
        if server.started:
            break
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}", app.state.server
    server.should_exit = True
    thread.join(10)


@pytest.fixture(scope="module")
def browser():
    # Playwright gives every launch a fresh, empty profile; the flags keep Chromium off the (closed) network
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield launched
        launched.close()


def open_table(browser, site, game, players, kinds, lang="en", seed=3):
    """Start a table from the start page as a person would; the host's page and the invited player's page, each
    in its own browser context (separate cookies and storage: two people)."""
    base, _server = site
    host_context = browser.new_context(viewport={"width": 1400, "height": 1000})
    host_context.set_default_timeout(WAIT_MS)
    host = host_context.new_page()
    host.goto(f"{base}/?lang={lang}")
    host.locator(f"#game-{game} select[name=players]").select_option(str(players))
    host.locator(f"#game-{game} select[name=lang]").select_option(lang)
    host.locator(f"#game-{game} button.go").click()
    for index, kind in enumerate(kinds):
        host.locator(f"select[name=person-{index}]").select_option(kind)
    if sum(kind in ("here", "invite") for kind in kinds) > 1:  # the form takes a seed only when one person plays
        _server.tables.draw_seed = lambda: seed
    else:
        host.locator("input[name=seed]").fill(str(seed))
    host.locator("#new-table button.go").click()
    invite_link = host.locator("a.invite").first.get_attribute("href") if "invite" in kinds else None
    host.locator("#play-here").click()
    guest = None
    if invite_link:
        guest_context = browser.new_context(viewport={"width": 1400, "height": 1000})
        guest_context.set_default_timeout(WAIT_MS)
        guest = guest_context.new_page()
        guest.goto(invite_link)
    for page in (host, guest):
        if page is not None:
            page.wait_for_function("document.getElementById('page').dataset.connected === '1'")
    return host, guest


def act(page) -> bool:
    """Answer the page's question by clicking: the first option, or the first few boxes and Confirm. False when
    the page asks nothing."""
    asked = page.evaluate("""() => {
        const form = document.querySelector('#options form.decision');
        return form && {single: form.dataset.single === '1', min: parseInt(form.dataset.min, 10),
                        version: document.getElementById('page').dataset.version};
    }""")
    if not asked:
        return False
    if asked["single"]:
        page.locator("#options button.option").first.click()
    else:
        boxes = page.locator("#options input[name=pick]")
        for index in range(max(asked["min"], 1)):
            boxes.nth(index).check()
        page.locator("#submit-picks").click()
    page.wait_for_function(f"document.getElementById('page').dataset.version !== '{asked['version']}' || "
                           "document.getElementById('message').textContent !== ''")
    return True


def play(pages, until, limit=2000):
    """Take turns clicking until `until()` holds; a page with nothing to do waits for the other."""
    for _ in range(limit):
        if until():
            return
        acted = False
        for page in pages:
            if until():
                return
            acted = act(page) or acted
        if not acted:
            time.sleep(0.05)
    pytest.fail("the game did not get there by clicking")


def synced(page, table):
    """Wait until the page shows the table as it is now (its update may still be on its way), so what the page
    holds can be compared with what the seat may see now."""
    page.wait_for_function(f"document.getElementById('page').dataset.version === '{table.version}'")


def shoot(page, name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def test_a_whole_game_of_musketiere_in_two_browsers(browser, site):
    host, guest = open_table(browser, site, "musketiere", 2, ["here", "invite"], seed=4)
    table = site[1].tables.by_token(host.url.rsplit("/", 1)[1])
    checks = []

    def over():
        if len(checks) % 4 == 0 or table.game.over:  # every fourth turn: the whole page of seat 2, read back
            synced(guest, table)
            checks.append(not leaks(hidden_from(table.game, 1), guest.content()))
        else:
            checks.append(True)
        return table.game.over

    play([host, guest], over)
    for page in (host, guest):
        page.wait_for_selector("#status .result")
    assert all(checks), "seat 2's page showed a card it may not see"
    assert "Winner" in host.locator("#status").inner_text()
    shoot(host, "musketiere-seat-1")
    shoot(guest, "musketiere-seat-2")
    with host.expect_download() as download:
        host.locator("#status a[download]").click()
    assert download.value.suggested_filename.endswith(".json")


@pytest.mark.parametrize("game, kinds", [("mylady", ["here", "invite"]), ("pendants", ["here", "invite"])])
def test_the_first_round_of_each_board_game_in_two_browsers(browser, site, game, kinds):
    host, guest = open_table(browser, site, game, 2, kinds, seed=3)
    table = site[1].tables.by_token(host.url.rsplit("/", 1)[1])
    shoot(host, f"{game}-start")
    play([host, guest], lambda: table.game.over or table.game.state["round"] >= 2)
    assert host.locator("#board svg").count() >= 1 and host.locator("#log li").count() > 5
    synced(host, table)
    synced(guest, table)
    guest_seats = table.seats_of(guest.url.rsplit("/", 1)[1])  # one person may play several seats
    assert not leaks(hidden_from(table.game, *table.seats_of(table.host)), host.content())
    assert not leaks(hidden_from(table.game, *guest_seats), guest.content())
    shoot(host, f"{game}-round-2-seat-1")
    shoot(guest, f"{game}-round-2-seat-2")


def test_clicking_the_board_answers_where_the_option_is(browser, site):
    """The Cardinal moves a henchman by clicking the figure and then the room, not the list."""
    host, _ = open_table(browser, site, "pendants", 2, ["here", "heuristic"], seed=3)
    for _ in range(60):
        moves = host.locator("#options button.option[data-targets*='space:'][data-targets*='card:']")
        if moves.count():
            break
        act(host)
    else:
        pytest.skip("no move of a figure was offered in the first questions")
    targets = moves.first.get_attribute("data-targets").split()
    card = next(t for t in targets if t.startswith("card:"))[5:]
    space = next(t for t in targets if t.startswith("space:"))[6:]
    version = host.locator("#page").get_attribute("data-version")
    host.locator(f"#board g[data-card='{card}']").first.click()
    host.locator(f"#board g[data-space='{space}']").first.click(position={"x": 10, "y": 10})
    host.wait_for_function(f"document.getElementById('page').dataset.version !== '{version}'")
    shoot(host, "pendants-after-a-click-on-the-board")
