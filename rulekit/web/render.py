"""What one seat's page shows, rendered from that seat's view only.

`Page(table, token, lang, tables).parts()` returns the HTML of each region of the page (status, board, options,
table, log). Everything comes from `game.view(seat)`, `redacted_log(game, seat)` and the game's static
definition: a card id appears only where the seat may see that card, so a page or a socket message never
carries another seat's hidden cards (tests scan every message for them).
"""
from __future__ import annotations

from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape

from rulekit import catalog
from rulekit.view.board_svg import board_svg
from rulekit.load.cardtext import card_attribute, card_name
from rulekit.view.describe import Describer
from rulekit.view.i18n import Localizer
from rulekit.run.views import HIDDEN, redacted_log

LOG_LINES = 400  # the page keeps this many recent log lines; the full log is a page of its own

ENV = Environment(loader=PackageLoader("rulekit.web", "templates"), autoescape=select_autoescape(["html"]),
                  trim_blocks=True, lstrip_blocks=True)


@lru_cache(maxsize=16)
def localizer(root: str, lang: str) -> Localizer:
    return Localizer(Path(root), lang)


def boards(root: Path, game_id: str) -> list[dict[str, Any]]:
    """The game's board documents that have spaces to draw, in file order."""
    content = catalog.load(str(root))
    return [d.data for d in content.documents_for(game_id) if d.kind == "board" and (d.data.get("spaces"))]


class Page:
    """The regions of one token's page, for the seat it shows now."""

    def __init__(self, table: Any, token: str, lang: str, root: Path) -> None:
        self.table, self.token, self.root = table, token, root
        self.text = localizer(str(root), lang)
        self.lang = lang
        self.seat = table.seat_for(token)
        self.game = table.game
        self.say = Describer(self.game, self.seat, self.text)

    def parts(self) -> dict[str, str]:
        if self.table.needs_curtain(self.token):
            return {"status": self.render("curtain.html", person=self.say.seat_name(self.seat, plain=True)),
                    "board": "", "options": "", "table": "", "log": ""}
        view = self.game.view(self.seat)
        return {
            "status": self.render("status.html", view=view, **self.status(view)),
            "board": self.board(view),
            "options": self.render("options.html", **self.options(view)),
            "table": self.render("table.html", **self.zones(view)),
            "log": self.render("log.html", lines=self.log_lines()[-LOG_LINES:]),
        }

    def render(self, name: str, **context: Any) -> str:
        return ENV.get_template(name).render(t=self.text.text, token=self.token, **context)

    # ------------------------------------------------------------------ regions
    def status(self, view: dict[str, Any]) -> dict[str, Any]:
        game, say = self.game, self.say
        step = game.state["step"]
        result = view["result"]
        waiting = [say.seat_name(p) for p in view["waiting_for"]]
        roll = self.last_roll
        dice = roll and {"line": say.dice_line(roll), "faces": [say.face(f) for f in roll["faces"]]}
        return {
            "game_name": self.text.text(game.definition.id),
            "me": say.seat_name(self.seat, plain=True),
            "step": self.text.text(f"step-{step}") if step else "",
            "waiting": ", ".join(waiting),
            "my_turn": bool(view["pending"]),
            "dice": dice,
            "hourglass": self.table.seconds_left(),
            "result": result and {"reason": say.end_reason(result["reason"]), "winners": say.winners(result),
                                  "scores": say.scores(result)},
        }

    @cached_property
    def last_roll(self) -> dict[str, Any] | None:
        """The last dice roll this seat may see (among the recent log), or None; read once per page."""
        log = redacted_log(self.game, self.seat, max(0, len(self.game.log) - 60))
        return next((e for e in reversed(log) if e["kind"] == "dice_rolled"), None)

    def board(self, view: dict[str, Any]) -> str:
        """The game's first board open; its other boards (a quest's chapters) folded unless a card is on them."""
        pictures = []
        for index, data in enumerate(boards(self.root, self.game.definition.id)):
            used = any(view["zones"].get(space) for space in data.get("spaces") or {})
            pictures.append({"svg": board_svg(self.game.definition, data, view, self.text), "open": index == 0 or used,
                             "name": self.text.text(str(data.get("id")))})
        return self.render("board.html", pictures=pictures)

    def options(self, view: dict[str, Any]) -> dict[str, Any]:
        if not view["pending"]:
            return {"decision": None, "undo": self.table.undo_blocker(self.token) is None}
        decision = view["pending"][0]
        counters = self.say.seen_counters(view)
        dice = _dice_targets(decision["options"], self.last_roll)
        groups = []
        for kind, members in self.say.grouped(decision["options"]):
            groups.append({"kind": kind, "name": self.text.text(f"ui-kind-{kind}"), "options": [
                {"index": i, "label": self.say.option_label(o, counters),
                 "targets": " ".join(self.say.targets(o) + dice.get(i, []))}
                for i, o in members]})
        return {"decision": decision, "prompt": self.text.text(f"prompt-{decision['prompt']}"), "groups": groups,
                "single": decision["min"] == decision["max"] == 1,
                "undo": self.table.undo_blocker(self.token) is None}

    def zones(self, view: dict[str, Any]) -> dict[str, Any]:
        """Shared piles and each seat's area: visible cards by name, hidden ones as counts."""
        spaces = self.game.definition.links
        shared, mine = [], {}
        for key, value in view["zones"].items():
            if key in spaces or not value:
                continue
            entry = {"name": self.say.zone(key.partition("@")[0]), "cards": self.cards(value), "count": _count(value)}
            if "@" in key:
                mine.setdefault(int(key.partition("@")[2]), []).append(entry)
            else:
                shared.append(entry)
        settings = {k for rules in self.game.definition.player_counts.values() for k in rules.get("counters", {})}
        counters = [(self.say.counter(n), v) for n, v in view["counters"].items() if v and n not in settings]
        seats = [{"name": self.say.seat_name(s), "me": s == self.seat, "zones": mine.get(s, []),
                  "counters": [(self.say.counter(n), v) for n, v in c.items()]}
                 for s, c in enumerate(view["player_counters"])]
        return {"shared": shared, "seats": seats, "counters": counters}

    def cards(self, value: Any) -> list[dict[str, Any]]:
        """Visible cards one by one; face-down ones as one entry with how many and their marks."""
        if not isinstance(value, list):
            return []
        out, down, marks_down = [], 0, []
        for card in value:
            marks = [self.say.counter(n) for n, v in card["counters"].items() if v]
            if card["id"] == HIDDEN:
                down += 1
                marks_down.extend(m for m in marks if m not in marks_down)
                continue
            definition = self.game.definition
            out.append({"id": card["id"], "name": card_name(self.text, definition, card["id"]), "marks": marks,
                        "rules": card_attribute(self.text, definition, card["id"], "rules") or ""})
        if down:
            out.append({"id": None, "name": self.text.text("web-face-down", count=down), "marks": marks_down, "rules": ""})
        return out

    def log_lines(self) -> list[str]:
        """The seat's log as sentences, formatted once: only entries added since the last page are new work."""
        cache = self.table.log_cache.get((self.seat, self.lang))
        if cache is None or cache[0] is not self.game:
            cache = (self.game, [0], [])
            self.table.log_cache[(self.seat, self.lang)] = cache
        _game, done, lines = cache
        for entry in redacted_log(self.game, self.seat, done[0]):
            line = self.say.log_line(entry)
            if line:
                lines.append(line)
        done[0] = len(self.game.log)
        return lines


def _count(value: Any) -> int:
    return len(value) if isinstance(value, list) else int(value)


def _dice_targets(options: Any, roll: dict[str, Any] | None) -> dict[int, list[str]]:
    """Options that pick among the dice of the last roll ("which dice to roll again?") name the die they stand
    for, so the die itself can be clicked: each option's value is matched, in order, to the next die showing that
    face (a `where` keeps the pool's order). Options that are not all faces of that roll name no die."""
    if not roll or not options:
        return {}
    faces, found, start = list(roll["faces"]), {}, 0
    for index, option in enumerate(options):
        value = option["value"]
        die = next((d for d in range(start, len(faces)) if faces[d] == value), None)
        if die is None:
            return {}
        found[index], start = [f"die:{die}"], die + 1
    return found
