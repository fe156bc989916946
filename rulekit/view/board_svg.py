"""A board as a picture: `board_svg(definition, board_data, state, text)` returns an SVG document.

Spaces are drawn as rounded boxes at their `at` positions (x to the right, y downwards, scaled), named from the
locales (`zone-<space>`, falling back to the id). Links: doors are brown lines numbered with their link index
(the number a blocking token names), gates and ballroom doors are thick marked lines, secret passages dashed green
arrows. Tracks are drawn under the board, one row each, with their markers.

How a game looks comes from its board file's optional `drawing:` section (schemas/board.schema.json), never from
words in this module: `spaces` gives looks by space tag (fill, stroke, an icon, `shape: wide` for a band such as a
street or a hall, `track` to run a track along it, `legend` to explain the icon); `figures` lists which cards stand
on the spaces as coloured discs (by card kind and a stat's value; `label: seat` for the initials of the card's
seat); `faded` names a card counter that draws a figure pale; `blockers` names the zone whose cards lie across a
doorway (a counter naming the link) and their colours by a stat; `goal` a game counter marking a track's goal
square. Without a `drawing:` section spaces are plain boxes and every card standing on a space a grey disc.

Pure string building: no drawing library. The SVG parses as XML; the room names are plain <text> elements.
"""
from __future__ import annotations

import math
from typing import Any, Iterable, Mapping, Sequence
from xml.sax.saxutils import escape

from rulekit.compile.model import Link
from rulekit.load.cardtext import message_of

UNIT = 88.0  # pixels per board unit
BOX_W, BOX_H = 140.0, 64.0
MARGIN = 36.0
TITLE_H = 44.0
LEGEND_H = 40.0
TRACK_ROW = 36.0

INK = "#4a3422"
PAPER = "#efe3c6"
ROOM = "#fffaf0"
DOOR = "#8b6d4a"
SECRET = "#1f8a4c"
GATE = "#35505f"
GOLD = "#c79a1e"
GREY = "#555"
MARKER = "#d4a017"


def _looks(board_data: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """space -> its look: the looks of its tags merged in the order `drawing.spaces` lists them."""
    by_tag = ((board_data.get("drawing") or {}).get("spaces") or {})
    looks = {}
    for name, spec in (board_data.get("spaces") or {}).items():
        tags = set((spec or {}).get("tags") or ())
        look: dict[str, Any] = {"icons": []}
        for tag, style in by_tag.items():
            if tag in tags:
                look.update({k: v for k, v in style.items() if k != "icon"})
                if style.get("icon"):
                    look["icons"].append((style["icon"], style.get("corner", "right"), tag))
        looks[name] = look
    return looks


def _text_of(lang_text: Any, msg_id: str, fallback: str) -> str:
    if lang_text is None:
        return fallback
    try:
        if hasattr(lang_text, "has"):  # a Localizer: pseudo text is in brackets too, so ask rather than guess
            return (lang_text.text(msg_id) or fallback) if lang_text.has(msg_id) else fallback
        value = lang_text.text(msg_id)
    except Exception:  # noqa: BLE001 - a picture never fails over a message
        return fallback
    return fallback if not value or value.startswith("[") else value


def _wrap(text: str, width: int = 17, lines: int = 3) -> list[str]:
    words, out, line = text.split(), [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    if line:
        out.append(line)
    if len(out) > lines:
        out = out[: lines - 1] + [" ".join(out[lines - 1 :])]
    return out


def _num(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


class _Rect:
    def __init__(self, cx: float, cy: float, w: float, h: float) -> None:
        self.cx, self.cy, self.w, self.h = cx, cy, w, h

    @property
    def left(self) -> float:
        return self.cx - self.w / 2

    @property
    def right(self) -> float:
        return self.cx + self.w / 2

    @property
    def top(self) -> float:
        return self.cy - self.h / 2

    @property
    def bottom(self) -> float:
        return self.cy + self.h / 2

    def toward(self, x: float, y: float) -> tuple[float, float]:
        """Where the segment from the centre to (x, y) leaves the box."""
        dx, dy = x - self.cx, y - self.cy
        if dx == 0 and dy == 0:
            return self.cx, self.cy
        t = min((self.w / 2) / abs(dx) if dx else math.inf, (self.h / 2) / abs(dy) if dy else math.inf)
        return self.cx + dx * t, self.cy + dy * t


def _graph(definition: Any, board_data: Mapping[str, Any]) -> tuple[dict[str, tuple[Link, ...]], dict[str, tuple[float, float]]]:
    spaces = board_data.get("spaces") or {}
    links = dict(getattr(definition, "links", {}) or {})
    space_at = dict(getattr(definition, "space_at", {}) or {})
    if not all(name in links for name in spaces) or not all(name in space_at for name in spaces if (spaces[name] or {}).get("at")):
        from rulekit.compile.game import board_graph

        links, space_at = board_graph([board_data])
    return links, space_at


def _layout(spaces: Mapping[str, Any], space_at: Mapping[str, tuple[float, float]],
            looks: Mapping[str, Mapping[str, Any]]) -> dict[str, _Rect]:
    if not spaces:
        return {}
    placed = {name: space_at[name] for name in spaces if name in space_at}
    # spaces without a position go in a row under the others
    if placed:
        low = max(y for _, y in placed.values()) + 2
    else:
        low = 0
    for column, name in enumerate(n for n in spaces if n not in placed):
        placed[name] = (column * 2.0, low)
    xs = [x for x, _ in placed.values()]
    min_x, max_x = min(xs), max(xs)
    min_y = min(y for _, y in placed.values())
    rects: dict[str, _Rect] = {}
    for name, (x, y) in placed.items():
        cx = MARGIN + BOX_W / 2 + (x - min_x) * UNIT
        cy = MARGIN + TITLE_H + BOX_H / 2 + (y - min_y) * UNIT
        rects[name] = _Rect(cx, cy, BOX_W, BOX_H)
    full_left, full_right = MARGIN, MARGIN + BOX_W + (max_x - min_x) * UNIT
    for name in spaces:
        if looks[name].get("shape") != "wide":
            continue
        rect = rects[name]
        same_row = [r for n, r in rects.items() if n != name and abs(r.cy - rect.cy) < BOX_H]
        left = max([r.right + 44 for r in same_row if r.cx < rect.cx], default=full_left)
        right = min([r.left - 44 for r in same_row if r.cx > rect.cx], default=full_right)
        height = BOX_H * (1.35 if looks[name].get("track") else 0.9)
        rects[name] = _Rect((left + right) / 2, rect.cy, right - left, height)
    return rects


def _figure_rule(rules: Sequence[Mapping[str, Any]], fact: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The first `drawing.figures` rule a card matches (its kind, and a stat's value when the rule names one);
    without rules every card on a space is a figure."""
    if not rules:
        return {}
    stats = fact.get("stats") or {}
    for rule in rules:
        if rule.get("kind") not in (None, fact.get("kind")):
            continue
        if rule.get("stat") and stats.get(rule["stat"]) != rule.get("is"):
            continue
        return rule
    return None


def _figures(definition: Any, state: Mapping[str, Any] | None, spaces: Iterable[str], lang_text: Any,
             drawing: Mapping[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """space -> the figures standing there: card, colour, label, faded."""
    if not state:
        return {}
    facts = dict(getattr(definition, "card_facts", {}) or {})
    facts.update(state.get("cards") or {})  # a player's view lists the cards it shows
    rules = drawing.get("figures") or ()
    faded = drawing.get("faded")
    labels = _seat_labels(facts, rules, tuple(getattr(definition, "seats", ()) or ()), lang_text)
    counters_all = state.get("card_counters") or {}
    zones = state.get("zones") or {}
    out: dict[str, list[dict[str, Any]]] = {}
    for space in spaces:
        entries = zones.get(space)
        for entry in entries if isinstance(entries, list) else ():
            card, counters = (entry.get("id"), entry.get("counters") or {}) if isinstance(entry, dict) else (entry, counters_all.get(entry, {}))
            rule = _figure_rule(rules, facts.get(card) or {})
            if rule is None or card not in facts:
                continue
            named = message_of(definition, str(card)) if definition is not None else str(card)  # copies share one
            label = labels.get(card) or str(rule.get("label") or _text_of(lang_text, named, str(card))[:1]).upper()
            out.setdefault(space, []).append({"card": card, "name": _text_of(lang_text, named, str(card)),
                                              "colour": rule.get("colour", GREY), "label": label,
                                              "faded": faded if faded and counters.get(faded) else ""})
    return out


def _seat_labels(facts: Mapping[str, Any], rules: Sequence[Mapping[str, Any]], seats: Sequence[str],
                 lang_text: Any) -> dict[str, str]:
    """Labels of figures whose rule says `label: seat`: the first letter of their seat's name (`seat-<name>`),
    two letters when that one is taken; handed out in seat order, so a figure keeps its label wherever it
    stands."""
    found = []
    for card, fact in facts.items():
        rule = _figure_rule(rules, fact) if rules else None
        if not rule or rule.get("label") != "seat":
            continue
        seat = (fact.get("stats") or {}).get("seat")
        if isinstance(seat, int) and 0 <= seat < len(seats):
            seat = seats[seat]
        order = seats.index(seat) if seat in seats else len(seats)
        found.append((order, str(card), _text_of(lang_text, f"seat-{seat}", str(seat))))
    labels: dict[str, str] = {}
    for _, card, name in sorted(found):
        letters = [c for c in name if c.isalpha()]
        label = "".join(letters[:1]).upper() or "?"
        if label in labels.values():
            label = label + "".join(letters[1:2])
        labels[card] = label
    return labels


def _blockers(definition: Any, state: Mapping[str, Any] | None, spec: Mapping[str, Any]) -> list[tuple[int, str, str]]:
    """(link index, by, card) for every card lying in the blockers' zone with a counter naming a link."""
    if not state or not spec.get("zone"):
        return []
    facts = getattr(definition, "card_facts", {}) or {}
    counters_all = state.get("card_counters") or {}
    found = []
    for entry in (state.get("zones") or {}).get(spec["zone"]) or ():
        card, counters = (entry.get("id"), entry.get("counters") or {}) if isinstance(entry, dict) else (entry, counters_all.get(entry, {}))
        index = int(counters.get(spec.get("counter", "link"), 0) or 0)
        if index:
            by = ((facts.get(card) or {}).get("stats") or {}).get(spec.get("stat", "by"), "")
            found.append((index, str(by), str(card)))
    return found


def board_svg(definition: Any, board_data: Mapping[str, Any], state: Mapping[str, Any] | None = None,
              lang_text: Any = None) -> str:
    """The board as an SVG document (a string). `definition`: the compiled GameDef (its links, card facts and seat
    names; None draws the board from its data alone); `board_data`: the board document's data; `state`: a game
    state or a player's view (figures, blockers, track markers); `lang_text`: a Localizer for the names.
    Spaces are `<g data-space="...">` and figures `<g data-card="...">`, so a page can make them clickable."""
    drawing = board_data.get("drawing") or {}
    spaces: Mapping[str, Any] = board_data.get("spaces") or {}
    links, space_at = _graph(definition, board_data)
    looks = _looks(board_data)
    rects = _layout(spaces, space_at, looks)
    tracks = board_data.get("tracks") or {}
    hall = next((n for n in rects if looks[n].get("track") in tracks), None)
    below = [t for t in tracks if not hall or t != looks[hall]["track"]]  # tracks under the board, one row each
    kinds = {link.kind for out in links.values() for link in out}
    shown = {(tag, icon) for look in looks.values() for icon, _corner, tag in look["icons"]
             if (drawing.get("spaces") or {})[tag].get("legend")}
    legend = [k for k in ("door", "secret", "gate", "ballroom") if k in kinds] + sorted(shown)
    width = max((r.right for r in rects.values()), default=400) + MARGIN
    rooms_bottom = max((r.bottom for r in rects.values()), default=300)
    height = rooms_bottom + MARGIN + (TRACK_ROW * len(below) + 14 if below else 0) + (LEGEND_H if legend else 0)
    board_id = str(board_data.get("id", "board"))
    parts: list[str] = [_frame(width, height, _text_of(lang_text, board_id, board_id))]
    add = parts.append
    inner = [r for n, r in rects.items() if looks[n].get("shape") != "wide"]
    if inner:
        add(_walls(inner))
    midpoints = _links(parts, links, rects, lang_text)
    for name, rect in rects.items():
        add(_space(name, rect, looks[name], _text_of(lang_text, f"zone-{name}", name), lang_text))
    _tracks(parts, tracks, below, rects.get(hall) if hall else None, (rooms_bottom, width),
            _counters(definition, state), drawing, lang_text)
    for space, figures in _figures(definition, state, rects, lang_text, drawing).items():
        add(_figure_row(rects[space], figures))
    blockers = drawing.get("blockers") or {}
    for index, by, card in _blockers(definition, state, blockers):
        if index in midpoints:
            add(_blocker(*midpoints[index], by, blockers, _text_of(lang_text, card, card)))
    if legend:
        add(_legend(MARGIN, height - MARGIN / 2 - 12, legend, lang_text))
    add("</svg>")
    return "\n".join(parts) + "\n"


def _counters(definition: Any, state: Mapping[str, Any] | None) -> dict[str, Any]:
    counters = dict(getattr(definition, "counters", {}) or {})
    counters.update((state or {}).get("counters") or {})
    return counters


def _tracks(parts: list[str], tracks: Mapping[str, Any], below: Sequence[str], hall: _Rect | None,
            size: tuple[float, float], counters: Mapping[str, Any], drawing: Mapping[str, Any], lang_text: Any) -> None:
    """The track along the hall (with the goal square, when the drawing names one), the others under the board
    with their names."""
    rooms_bottom, width = size
    goal = None
    if drawing.get("goal") in counters:  # (square, name) of the goal: the counter's name in the locales
        goal = (counters[drawing["goal"]], _text_of(lang_text, f"counter-{drawing['goal']}", drawing["goal"]))
    for track, spec in tracks.items():
        if track not in below and hall is not None:
            parts.append(_track(track, spec, counters, (hall.left + 16, hall.top + 12, hall.w - 32, 30.0), lang_text, goal))
            continue
        y = rooms_bottom + 30 + TRACK_ROW * below.index(track)
        parts.append(f'<text x="{_num(MARGIN)}" y="{_num(y + 17)}" font-size="12" font-weight="bold" fill="{INK}">'
                     f'{escape(_text_of(lang_text, f"counter-{track}", track))}</text>')
        parts.append(_track(track, spec, counters, (MARGIN + 170, y, width - 2 * MARGIN - 170, 26.0), lang_text, None))


def _frame(width: float, height: float, title: str) -> str:
    return "".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_num(width)}" height="{_num(height)}" '
        f'viewBox="0 0 {_num(width)} {_num(height)}" font-family="Georgia, \'DejaVu Serif\', serif">',
        f"<title>{escape(title)}</title>",
        "<defs>"
        f'<marker id="secret-head" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">'
        f'<path d="M0,0 L10,5 L0,10 z" fill="{SECRET}"/></marker>'
        '<pattern id="water" width="24" height="10" patternUnits="userSpaceOnUse">'
        '<path d="M0,5 q6,-5 12,0 t12,0" fill="none" stroke="#9cc3d9" stroke-width="1.2"/></pattern>'
        "</defs>",
        f'<rect x="0" y="0" width="{_num(width)}" height="{_num(height)}" fill="{PAPER}"/>',
        f'<rect x="6" y="6" width="{_num(width - 12)}" height="{_num(height - 12)}" fill="none" stroke="{INK}" '
        'stroke-width="2" rx="6"/>',
        f'<text x="{_num(width / 2)}" y="{_num(MARGIN + 14)}" text-anchor="middle" font-size="24" '
        f'font-weight="bold" fill="{INK}">{escape(title)}</text>'])


def _walls(inner: Sequence[_Rect]) -> str:
    """The walls behind the ordinary spaces (the wide ones, a street or a hall, lie outside)."""
    left, right = min(r.left for r in inner) - 16, max(r.right for r in inner) + 16
    top, bottom = min(r.top for r in inner) - 16, max(r.bottom for r in inner) + 16
    return (f'<rect x="{_num(left)}" y="{_num(top)}" width="{_num(right - left)}" height="{_num(bottom - top)}" rx="18" '
            f'fill="#e0cfa6" stroke="#8a7350" stroke-width="5"/>'
            f'<rect x="{_num(left + 7)}" y="{_num(top + 7)}" width="{_num(right - left - 14)}" height="{_num(bottom - top - 14)}" '
            f'rx="13" fill="none" stroke="#b09a70" stroke-width="1.5"/>')


def _links(parts: list[str], links: Mapping[str, Sequence[Link]], rects: Mapping[str, _Rect],
           lang_text: Any = None) -> dict[int, tuple[float, float, float]]:
    """Draw every link once, under the spaces; where each one's middle is (index -> x, y, angle)."""
    add = parts.append
    say = {kind: escape(_text_of(lang_text, f"board-legend-{kind}", kind)) for kind in ("secret", "gate", "ballroom")}
    centre = ((min(r.left for r in rects.values()) + max(r.right for r in rects.values())) / 2,
              (min(r.top for r in rects.values()) + max(r.bottom for r in rects.values())) / 2) if rects else (0.0, 0.0)
    midpoints: dict[int, tuple[float, float, float]] = {}  # index -> x, y, angle of the link there
    drawn: set[int] = set()
    for name, out in links.items():
        for link in out:
            if link.index in drawn or name not in rects or link.to not in rects:
                continue
            drawn.add(link.index)
            a, b = rects[name], rects[link.to]
            if a.w > b.w:  # draw from the ordinary room towards the wide band
                a, b = b, a
            (ax, ay), (bx, by) = _ends(a, b)
            angle = math.degrees(math.atan2(by - ay, bx - ax))
            if link.kind == "secret":
                cx, cy = _bend(ax, ay, bx, by, [r for n, r in rects.items() if n not in (name, link.to)], centre)
                add(f'<path d="M{_num(ax)},{_num(ay)} Q{_num(cx)},{_num(cy)} {_num(bx)},{_num(by)}" fill="none" '
                    f'stroke="{SECRET}" stroke-width="3" stroke-dasharray="9 6" marker-start="url(#secret-head)" '
                    f'marker-end="url(#secret-head)"><title>{say["secret"]} {link.index}</title></path>')
                midpoints[link.index] = ((ax + 2 * cx + bx) / 4, (ay + 2 * cy + by) / 4, angle)
                continue
            mx, my = (ax + bx) / 2, (ay + by) / 2
            midpoints[link.index] = (mx, my, angle)
            if link.kind == "gate":
                add(f'<line x1="{_num(ax)}" y1="{_num(ay)}" x2="{_num(bx)}" y2="{_num(by)}" stroke="{GATE}" stroke-width="7"/>')
                add(_gate_icon(mx, my, say["gate"]))
            elif link.kind == "ballroom":
                add(f'<line x1="{_num(ax)}" y1="{_num(ay)}" x2="{_num(bx)}" y2="{_num(by)}" stroke="{GOLD}" stroke-width="8"/>')
                add(_double_door(mx, my, angle, say["ballroom"]))
            else:
                add(f'<line x1="{_num(ax)}" y1="{_num(ay)}" x2="{_num(bx)}" y2="{_num(by)}" stroke="{DOOR}" stroke-width="4"/>')
                add(f'<circle cx="{_num(mx)}" cy="{_num(my)}" r="8" fill="{ROOM}" stroke="{DOOR}" stroke-width="1.2"/>')
                add(f'<text x="{_num(mx)}" y="{_num(my + 3.5)}" text-anchor="middle" font-size="9.5" '
                    f'fill="{INK}">{link.index}</text>')

    return midpoints


def _space(name: str, rect: _Rect, look: Mapping[str, Any], label: str, lang_text: Any = None) -> str:
    """One space in its look: a wide band (with its name centred, or at the bottom when a track runs along it)
    or a box with its icons."""
    fill, stroke = look.get("fill", ROOM), look.get("stroke", INK)
    parts = [f'<g class="space" data-space="{escape(name)}">']
    add = parts.append
    if look.get("shape") == "wide":
        add(f'<rect x="{_num(rect.left)}" y="{_num(rect.top)}" width="{_num(rect.w)}" height="{_num(rect.h)}" '
            f'rx="{14 if look.get("track") else 8}" fill="{fill}" stroke="{stroke}" stroke-width="{3 if look.get("track") else 2}"/>')
        if look.get("pattern") == "water":
            add(f'<rect x="{_num(rect.left + 4)}" y="{_num(rect.top + 4)}" width="{_num(rect.w - 8)}" '
                f'height="{_num(rect.h - 8)}" rx="6" fill="url(#water)"/>')
        if look.get("track"):
            add(f'<rect x="{_num(rect.left + 5)}" y="{_num(rect.top + 5)}" width="{_num(rect.w - 10)}" '
                f'height="{_num(rect.h - 10)}" rx="10" fill="none" stroke="{stroke}" stroke-width="1" stroke-dasharray="2 3"/>')
            add(_label(rect.cx, rect.bottom - 12, [label], 16, bold=True))
        else:
            add(_label(rect.cx, rect.cy + 6, [label], 17, bold=True))
    else:
        add(f'<rect x="{_num(rect.left)}" y="{_num(rect.top)}" width="{_num(rect.w)}" height="{_num(rect.h)}" '
            f'rx="10" fill="{fill}" stroke="{stroke}" stroke-width="2"/>')
        lines = _wrap(label, 15)
        add(_label(rect.cx, rect.cy + 1 - (len(lines) - 1) * 9, lines, 11.5))
        for icon, corner, tag in look["icons"]:
            x = rect.right - 17 if corner == "right" else rect.left + 15
            add(ICONS.get(icon, _dot_icon)(x, rect.top + 12, escape(_text_of(lang_text, f"board-legend-{tag}", label))))
    add("</g>")
    return "".join(parts)


def _ends(a: _Rect, b: _Rect) -> tuple[tuple[float, float], tuple[float, float]]:
    """Where a link between two boxes leaves each (b may be a wide band: then the link meets it squarely)."""
    if b.w > 2.5 * BOX_W:
        if b.top - 4 < a.cy < b.bottom + 4:  # beside the band, in the same row
            if a.cx < b.cx:
                return (a.right, a.cy), (b.left, a.cy)
            return (a.left, a.cy), (b.right, a.cy)
        bx = min(max(a.cx, b.left + 20), b.right - 20)
        by = b.top if a.cy < b.cy else b.bottom
        return a.toward(bx, by), (bx, by)
    return a.toward(b.cx, b.cy), b.toward(a.cx, a.cy)


def _bend(ax: float, ay: float, bx: float, by: float, others: Sequence[_Rect], centre: tuple[float, float]) -> tuple[float, float]:
    """The control point of a secret passage's curve: the smallest bend that keeps it off the other boxes
    (outwards from the board's centre when both sides do), or the one crossing the fewest."""
    length = math.hypot(bx - ax, by - ay) or 1.0
    nx, ny = -(by - ay) / length, (bx - ax) / length
    mx, my = (ax + bx) / 2, (ay + by) / 2
    outward = 1.0 if (mx - centre[0]) * nx + (my - centre[1]) * ny >= 0 else -1.0
    best: tuple[int, float, float, float] | None = None
    for step in range(0, 13):
        for sign in ((outward, -outward) if step else (1.0,)):
            k = sign * step * 0.05
            cx, cy = mx + nx * k * length, my + ny * k * length
            hits = 0
            for i in range(1, 40):
                t = i / 40
                px = (1 - t) ** 2 * ax + 2 * (1 - t) * t * cx + t * t * bx
                py = (1 - t) ** 2 * ay + 2 * (1 - t) * t * cy + t * t * by
                hits += any(r.left - 5 <= px <= r.right + 5 and r.top - 5 <= py <= r.bottom + 5 for r in others)
            if hits == 0:
                return cx, cy
            if best is None or hits < best[0]:
                best = (hits, abs(k), cx, cy)
    assert best is not None
    return best[2], best[3]


def _label(x: float, y: float, lines: Sequence[str], size: float, bold: bool = False) -> str:
    weight = ' font-weight="bold"' if bold else ""
    spans = "".join(f'<tspan x="{_num(x)}" dy="{0 if i == 0 else _num(size * 1.15)}">{escape(line)}</tspan>'
                    for i, line in enumerate(lines))
    return f'<text x="{_num(x)}" y="{_num(y)}" text-anchor="middle" font-size="{_num(size)}"{weight} fill="{INK}">{spans}</text>'


def _chest_icon(x: float, y: float, title: str = "chest") -> str:
    return (f'<g><title>{title}</title><rect x="{_num(x - 10)}" y="{_num(y - 5)}" width="20" height="13" rx="2" fill="#a0652a" '
            f'stroke="#4a2a10" stroke-width="1.2"/><path d="M{_num(x - 10)},{_num(y - 1)} h20" stroke="#4a2a10" stroke-width="1.2"/>'
            f'<rect x="{_num(x - 2)}" y="{_num(y - 2)}" width="4" height="5" fill="{GOLD}"/></g>')


def _crest_icon(x: float, y: float, title: str = "crest") -> str:
    return (f'<g><title>{title}</title><path d="M{_num(x - 8)},{_num(y - 8)} h16 v7 q0,8 -8,11 q-8,-3 -8,-11 z" fill="#b71c1c" '
            f'stroke="#4a0a0a" stroke-width="1.2"/><text x="{_num(x)}" y="{_num(y + 3)}" text-anchor="middle" font-size="9" '
            f'font-weight="bold" fill="#fff">C</text></g>')


def _crown_icon(x: float, y: float, title: str = "crown") -> str:
    return (f'<g><title>{title}</title><path d="M{_num(x - 9)},{_num(y + 5)} l-1,-10 l5,5 l5,-8 l5,8 l5,-5 l-1,10 z" fill="{GOLD}" '
            f'stroke="#7a5a00" stroke-width="1"/></g>')


def _gate_icon(x: float, y: float, title: str = "gate") -> str:
    return (f'<g><title>{title}</title><path d="M{_num(x - 9)},{_num(y + 8)} v-9 a9,9 0 0 1 18,0 v9 z" fill="{GATE}" stroke="#fff" stroke-width="1.2"/>'
            + "".join(f'<line x1="{_num(x + dx)}" y1="{_num(y - 6)}" x2="{_num(x + dx)}" y2="{_num(y + 8)}" stroke="#fff" stroke-width="1"/>'
                      for dx in (-4.5, 0, 4.5))
            + "</g>")


def _double_door(x: float, y: float, angle: float, title: str = "ballroom door") -> str:
    return (f'<g transform="translate({_num(x)},{_num(y)})"><title>{title}</title>'
            f'<rect x="-11" y="-8" width="22" height="16" rx="2" fill="#fff6d8" stroke="#7a5a00" stroke-width="1.5"/>'
            '<line x1="0" y1="-8" x2="0" y2="8" stroke="#7a5a00" stroke-width="1.5"/>'
            '<circle cx="-2.5" cy="1" r="1.2" fill="#7a5a00"/><circle cx="2.5" cy="1" r="1.2" fill="#7a5a00"/></g>')


def _track(track: str, spec: Mapping[str, Any], counters: Mapping[str, Any], area: tuple[float, float, float, float],
           lang_text: Any, goal: Any) -> str:
    """A track's squares with its marker; `goal` (square, name), or None, is drawn as the goal with a crown."""
    length = int(spec.get("length", 2))
    start = int(spec.get("start", 0))
    first = 1 if start >= 1 and length > 2 and start == 1 else 0  # a track printed from 1: square 0 is not drawn
    squares = list(range(first, length))
    x0, y0, w, h = area
    size = w / max(len(squares), 1)
    marker = int(counters.get(track, start) or 0)
    parts = [f'<g><title>{escape(_text_of(lang_text, f"counter-{track}", track))}</title>']
    for i, square in enumerate(squares):
        x = x0 + i * size
        is_goal = goal is not None and int(goal[0]) == square
        fill = "#fff2c4" if not is_goal else "#e9c46a"
        parts.append(f'<rect x="{_num(x + 1.5)}" y="{_num(y0)}" width="{_num(size - 3)}" height="{_num(h)}" rx="4" fill="{fill}" '
                     f'stroke="#7a5a00" stroke-width="1"/>')
        parts.append(f'<text x="{_num(x + size / 2)}" y="{_num(y0 + h / 2 + 4)}" text-anchor="middle" font-size="11" '
                     f'fill="{INK}">{square}</text>')
        if is_goal:
            parts.append(_crown_icon(x + size - 9, y0 + 2, escape(goal[1])))
        if square == marker:
            parts.append(f'<circle cx="{_num(x + size / 2)}" cy="{_num(y0 + h / 2)}" r="{_num(min(h, size) / 2 - 2)}" '
                         f'fill="none" stroke="{MARKER}" stroke-width="3"/>')
    parts.append("</g>")
    return "".join(parts)


def _figure_row(rect: _Rect, figures: list[dict[str, Any]]) -> str:
    radius = 9.0 if len(figures) <= 6 else 7.0
    per_row = max(1, int((rect.w - 12) // (2 * radius + 3)))
    wide = rect.w > 2.5 * BOX_W
    if wide:  # a street, a hall: figures stand at the left end, clear of the name and the track
        y0 = rect.bottom - radius - 8
        per_row = min(per_row, 10)
    else:
        y0 = rect.bottom - radius - 4
    parts = ["<g>"]
    rows = [figures[i : i + per_row] for i in range(0, len(figures), per_row)]
    for r, row in enumerate(rows):
        y = y0 - r * (2 * radius + 2)
        total = len(row) * (2 * radius + 3) - 3
        x = rect.left + 24 + radius if wide else rect.cx - total / 2 + radius
        for figure in row:
            opacity = "0.45" if figure["faded"] else "1"
            note = f' ({escape(figure["faded"])})' if figure["faded"] else ""
            parts.append(f'<g class="figure" data-card="{escape(figure["card"])}" opacity="{opacity}"><title>{escape(figure["name"])}{note}</title>'
                         f'<circle cx="{_num(x)}" cy="{_num(y)}" r="{_num(radius)}" fill="{escape(figure["colour"])}" stroke="#fff" stroke-width="1.5"/>'
                         f'<text x="{_num(x)}" y="{_num(y + 3.5)}" text-anchor="middle" font-size="{_num(radius + 0.5)}" '
                         f'font-weight="bold" fill="#fff">{escape(figure["label"])}</text></g>')
            x += 2 * radius + 3
    parts.append("</g>")
    return "".join(parts)


def _blocker(x: float, y: float, angle: float, by: str, spec: Mapping[str, Any], name: str) -> str:
    """A blocking token across its doorway, in the colour of who laid it (striped for those the board says)."""
    colour = (spec.get("colours") or {}).get(by, GREY)
    pattern = "" if by not in (spec.get("striped") or ()) else "".join(
        f'<line x1="{dx}" y1="-6" x2="{dx}" y2="6" stroke="#fff" stroke-width="1"/>' for dx in (-8, -4, 0, 4, 8))
    return (f'<g transform="translate({_num(x)},{_num(y)}) rotate({_num(angle + 90)})"><title>{escape(name)}</title>'
            f'<rect x="-13" y="-6" width="26" height="12" rx="2" fill="{escape(colour)}" stroke="#000" stroke-width="1"/>{pattern}</g>')


def _legend(x: float, y: float, keys: Sequence[Any], lang_text: Any) -> str:
    """Link kinds (words) and space icons ((tag, icon) pairs) with their names (`board-legend-<kind or tag>`)."""
    lines = {
        "door": f'<line x1="0" y1="0" x2="26" y2="0" stroke="{DOOR}" stroke-width="4"/>',
        "secret": f'<line x1="0" y1="0" x2="26" y2="0" stroke="{SECRET}" stroke-width="3" stroke-dasharray="7 4"/>',
        "gate": f'<line x1="0" y1="0" x2="26" y2="0" stroke="{GATE}" stroke-width="7"/>',
        "ballroom": f'<line x1="0" y1="0" x2="26" y2="0" stroke="{GOLD}" stroke-width="8"/>',
    }
    parts = [f'<g transform="translate({_num(x)},{_num(y)})" font-size="12" fill="{INK}">']
    offset = 0.0
    for key in keys:
        name = key if isinstance(key, str) else key[0]
        label = _text_of(lang_text, f"board-legend-{name}", name)
        key, icon = (key, lines[key]) if isinstance(key, str) else (name, ICONS.get(key[1], _dot_icon)(13, 0, escape(label)))
        parts.append(f'<g transform="translate({_num(offset)},0)">{icon}'
                     f'<text x="34" y="4">{escape(label)}</text></g>')
        offset += 44 + 7.5 * len(label)
    parts.append("</g>")
    return "".join(parts)


def _dot_icon(x: float, y: float, title: str = "") -> str:
    tip = f"<title>{title}</title>" if title else ""
    return f'<circle cx="{_num(x)}" cy="{_num(y)}" r="5" fill="{INK}">{tip}</circle>'


ICONS = {"chest": _chest_icon, "crest": _crest_icon, "crown": _crown_icon}  # the icons a board's `drawing` may name
