"""The `expect:` part of a scenario: every check that does not hold is a FAIL at its own line, expected against
actual, written as the file writes it (seats by name or number from 1, zones as zone@seat)."""
from __future__ import annotations

import json
from collections import Counter
from typing import Any

from rulekit.run.scenario import Scenario, UnansweredDecision
from rulekit.effects.values import Zone, json_default
from rulekit.testing.runner import Answer, Happened, Run, CaseStopped


def show(value: Any) -> str:
    """A value as YAML's flow style would write it (tuples as lists)."""
    return json.dumps(_plain(value), default=json_default, ensure_ascii=False)


def _plain(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, Zone):
        return value.key
    return value


def check_expectations(run: Run, s: Scenario, happened: Happened, answers: list[Answer]) -> None:
    expect = run.case.data.get("expect") or {}
    where = run.case.where("expect")
    _error(run, happened, expect.get("error"), where + ("error",), s, answers)
    if isinstance(happened.error, UnansweredDecision):
        return  # the run stopped half-way: its state says nothing more
    _unused(run, s, answers)
    checks = (("zones", _zones), ("counters", _counters), ("cards", _cards), ("events", _events),
              ("not_events", _not_events), ("prompts", _prompts), ("not_prompts", _not_prompts))
    for key, check in checks:
        if key in expect:
            try:
                check(run, s, happened, expect[key], where + (key,))
            except CaseStopped:
                continue
    if "result" in expect:
        try:
            wanted = run.value("any", expect["result"], where + ("result",))
        except CaseStopped:
            wanted = None
        if _plain(wanted) != _plain(s.result):
            run.fail(f"result: expected {show(expect['result'])}, got {show(s.result)}", where + ("result",))
    if "over" in expect and expect["over"] != happened.over:
        run.fail(f"over: expected the game {'to end' if expect['over'] else 'to go on'}, but it "
                 f"{'ended' if happened.over else 'did not end'}", where + ("over",))


def _unanswered(run: Run, error: UnansweredDecision, s: Scenario, answers: list[Answer]) -> None:
    """A decision with no answer (at `run`, naming the seat, the prompt and its options), or an answer the
    decision refused (at that answer)."""
    if not error.scripted or error.player is None:
        seat = run.seat_text(error.player) if error.player is not None else "?"
        options = str(error).partition("(options ")[2].rpartition(")")[0]
        run.fail(f"the run stopped: seat {seat} was asked {error.prompt!r} and this scenario has no answer for it "
                 f"(options: {options}); add one under `answers`", run.case.where("run"))
        return
    key = (error.player, error.prompt)
    mine = [a for a in answers if (a.seat, a.prompt) == key]
    used = len(mine) - len(s._scripted.get(key, ()))
    where = mine[used - 1].where if 0 < used <= len(mine) else run.case.where("answers")
    spec = run.file.marks
    if (where + ("pick",)) in spec:
        where = where + ("pick",)
    run.fail(f"the run stopped: {error}", where)


def _error(run: Run, happened: Happened, wanted: Any, where: tuple, s: Scenario, answers: list[Answer]) -> None:
    error = happened.error
    if wanted is None:
        if isinstance(error, UnansweredDecision):
            _unanswered(run, error, s, answers)
        elif error is not None:
            run.fail(f"the run stopped with an error: {error}", run.case.where("run"))
        return
    message = wanted if isinstance(wanted, str) else wanted["message"]
    if error is None:
        run.fail(f"error: expected the run to stop with an error containing {message!r}, but it ran to its end", where)
        return
    if message not in str(error):
        run.fail(f"error: expected a message containing {message!r}, got {str(error)!r}", where)
    if isinstance(wanted, dict) and ("line" in wanted or "file" in wanted):
        span = getattr(error, "span", None)
        if span is None:
            run.fail(f"error: expected it at a line of a content file, but it names none ({error})", where)
            return
        if "file" in wanted and not span.path.replace("\\", "/").endswith(wanted["file"]):
            run.fail(f"error: expected it in {wanted['file']!r}, got {span.path}:{span.line}", where + ("file",))
        if "line" in wanted and span.line != wanted["line"]:
            run.fail(f"error: expected it at line {wanted['line']}, got {span.path}:{span.line}", where + ("line",))


def _unused(run: Run, s: Scenario, answers: list[Answer]) -> None:
    """An answer scripted but never asked for fails the scenario: the rules did not ask what the test thought."""
    left = Counter({key: len(queue) for key, queue in s._scripted.items() if queue})
    for answer in reversed(answers):
        key = (answer.seat, answer.prompt)
        if left[key] > 0:
            left[key] -= 1
            run.fail(f"this answer was never asked for: seat {run.seat_text(answer.seat)} was not asked "
                     f"{answer.prompt!r} {'again' if _asked(s, key) else 'at all'}", answer.where)


def _asked(s: Scenario, key: tuple[int, str]) -> bool:
    return key in s.prompts()


def _zones(run: Run, s: Scenario, happened: Happened, zones: dict, where: tuple) -> None:
    for key, wanted in zones.items():
        here = where + (key,)
        try:
            actual = s.zone(run.zone(key, here))
        except CaseStopped:
            continue
        if isinstance(wanted, list):
            if actual != wanted:
                run.fail(f"zones.{key}: expected {show(wanted)}, got {show(actual)}", here)
            continue
        if "count" in wanted and len(actual) != wanted["count"]:
            run.fail(f"zones.{key}: expected {wanted['count']} card(s), got {len(actual)}: {show(actual)}", here + ("count",))
        missing = [c for c in wanted.get("contains") or () if c not in actual]
        if missing:
            run.fail(f"zones.{key}: expected it to hold {show(missing)}, it holds {show(actual)}", here + ("contains",))
        present = [c for c in wanted.get("lacks") or () if c in actual]
        if present:
            run.fail(f"zones.{key}: expected it not to hold {show(present)}, it does", here + ("lacks",))
        if "top" in wanted and (actual[-1] if actual else None) != wanted["top"]:
            run.fail(f"zones.{key}: expected {show(wanted['top'])} on top, got {show(actual[-1] if actual else None)}",
                     here + ("top",))


def _counters(run: Run, s: Scenario, happened: Happened, counters: dict, where: tuple) -> None:
    for key, wanted in counters.items():
        try:
            name, seat = run.counter(key, where + (key,))
        except CaseStopped:
            continue
        actual = s.counter(name, seat)
        if actual != wanted:
            run.fail(f"counters.{key}: expected {wanted}, got {actual}", where + (key,))


def _cards(run: Run, s: Scenario, happened: Happened, cards: dict, where: tuple) -> None:
    for card, checks in cards.items():
        try:
            run.card(card, where + (card,))
        except CaseStopped:
            continue
        for name, wanted in checks.items():
            here = where + (card, name)
            if name == "zone":
                try:
                    key = run.zone(str(wanted), here)
                except CaseStopped:
                    continue
                actual = next((z for z, held in s.state["zones"].items() if card in held), None)
                if actual != key:
                    run.fail(f"cards.{card}.zone: expected {wanted}, got {_zone_shown(run, actual)}", here)
            elif name not in run.definition.card_counters:
                run.error(f"{run.definition.id} has no card counter {name!r} (or write `zone`)", here)
            elif s.card_counter(card, name) != wanted:
                run.fail(f"cards.{card}.{name}: expected {wanted}, got {s.card_counter(card, name)}", here)


def _zone_shown(run: Run, key: str | None) -> str:
    if key is None or "@" not in key:
        return str(key)
    name, _, seat = key.partition("@")
    return f"{name}@{run.seat_text(int(seat))}"


def _log(s: Scenario, happened: Happened) -> list[Any]:
    return s.ctx.log[happened.start:]


def _events(run: Run, s: Scenario, happened: Happened, events: list, where: tuple) -> None:
    log = _log(s, happened)
    position = 0
    for index, wanted in enumerate(events):
        here = where + (index,)
        try:
            match = _matcher(run, wanted, here)
        except CaseStopped:
            continue
        found = next((i for i in range(position, len(log)) if match(log[i])), None)
        if found is None:
            name = wanted.get("event") or wanted.get("kind")
            seen = [_event_shown(run, e) for e in log if _name(e) == name]
            after = " after the events matched before it" if position else ""
            run.fail(f"events[{index}]: expected {show(wanted)}{after}, got "
                     + (f"{name}: {'; '.join(seen)}" if seen else f"no {name} event (events: "
                        f"{', '.join(dict.fromkeys(_name(e) for e in log)) or 'none'})"), here)
            continue
        position = found + 1


def _name(event: Any) -> str:
    return event.event if event.kind == "signalled" else event.kind


def _event_shown(run: Run, event: Any) -> str:
    """An event's fields as a scenario writes them (seats by name or number from 1)."""
    if event.kind == "signalled":
        spec = run.definition.registry.events.get(event.event)
        types = {p.name: p.type for p in spec.payload} if spec else {}
        return show({k: _as_written(run, types.get(k), v) for k, v in event.payload})
    fields = event.to_json()
    fields.pop("kind", None)
    return show(fields)


def _as_written(run: Run, type_name: str | None, value: Any) -> Any:
    if type_name == "player" and isinstance(value, int):
        return run.seat_text(value) if value < len(run.definition.seats) else value + 1
    if type_name == "players" and isinstance(value, (list, tuple)):
        return [_as_written(run, "player", v) for v in value]
    if isinstance(value, Zone):
        return _zone_shown(run, value.key)
    return value


def _matcher(run: Run, wanted: dict, where: tuple) -> Any:
    given = wanted.get("with") or {}
    if "event" in wanted:
        spec = run.definition.registry.events.get(wanted["event"])
        if spec is None:
            run.error(f"{run.definition.id} has no event {wanted['event']!r}", where + ("event",))
            raise CaseStopped
        types = {p.name: p.type for p in spec.payload}
        fields = {}
        for name, raw in given.items():
            if name not in types:
                run.error(f"event {spec.name!r} carries no {name!r} (it carries: {', '.join(types) or 'nothing'})",
                          where + ("with", name))
                raise CaseStopped
            fields[name] = _plain(run.value(types[name], raw, where + ("with", name)))
        return lambda e: e.kind == "signalled" and e.event == spec.name and all(
            _plain(dict(e.payload).get(k)) == v for k, v in fields.items())
    fields = {name: _plain(run.value("any", raw, where + ("with", name))) for name, raw in given.items()}
    return lambda e: e.kind == wanted["kind"] and all(
        json.loads(json.dumps(_plain(e.to_json().get(k)), default=json_default)) == v for k, v in fields.items())


def _not_events(run: Run, s: Scenario, happened: Happened, names: list, where: tuple) -> None:
    log = _log(s, happened)
    for index, name in enumerate(names):
        seen = [_event_shown(run, e) for e in log if _name(e) == name]
        if seen:
            run.fail(f"not_events: {name} happened: {'; '.join(seen)}", where + (index,))


def _prompts(run: Run, s: Scenario, happened: Happened, prompts: list, where: tuple) -> None:
    asked = s.prompts()[happened.asked_before:]
    wanted = []
    for index, item in enumerate(prompts):
        try:
            wanted.append((run.seat(item["seat"], where + (index, "seat")), item["prompt"]))
        except CaseStopped:
            return
    if asked != wanted:
        text = lambda pairs: show([{"seat": run.seat_text(p), "prompt": q} for p, q in pairs])  # noqa: E731
        run.fail(f"prompts: expected {text(wanted)}, asked {text(asked)}", where)


def _not_prompts(run: Run, s: Scenario, happened: Happened, names: list, where: tuple) -> None:
    asked = s.prompts()[happened.asked_before:]
    for index, name in enumerate(names):
        seats = [run.seat_text(p) for p, q in asked if q == name]
        if seats:
            run.fail(f"not_prompts: {name!r} was asked (seat {', '.join(seats)})", where + (index,))


__all__ = ["check_expectations", "show"]
