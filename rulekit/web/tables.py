"""Tables of the web server: a game, who sits where, and its save file. No web framework in here.

A table is a `Game` plus its people. Each person plays one group of seats (the player count's `controllers`)
and is either at the host's browser (`here`: hot seat, all such people share the host's link), invited (their
own link) or an agent. Every link carries a secret token; a token gives its holder the view of its own seats and
nothing else.

Each table lives in `<tables dir>/<table id>.json`: the game's record (the format of `rulekit play --save` and
`rulekit record`, so `rulekit replay` and `rulekit play --save` read it too) plus a `table` entry with the people
and their tokens. The file is written atomically after every answer; a server started again over the same
directory finds its tables and continues them by replaying the answers.
"""
from __future__ import annotations

import json
import secrets
import threading
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from rulekit import catalog
from rulekit.agents import available_agents, make_agent
from rulekit.errors import IllegalActionError, RulekitError
from rulekit.run.game import Game, controllers
from rulekit.run.rng import derive_seed
from rulekit.run.undo import undo_blocker

HERE, INVITE = "here", "invite"
MAX_AGENT_STEPS = 100_000


class TableError(RulekitError):
    """An action the table refuses: `code` names a message `web-error-<code>`; nothing changed."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code, self.detail = code, detail


@dataclass
class Person:
    """Who plays one group of seats: `kind` is here, invite or an agent's name."""

    seats: list[int]
    kind: str
    token: str | None = None
    lang: str = "en"

    @property
    def is_agent(self) -> bool:
        return self.kind not in (HERE, INVITE)


@dataclass
class Table:
    id: str
    game: Game
    people: list[Person]
    path: Path
    host: str  # the token of the host's browser (it plays every `here` person)
    lang: str = "en"
    version: int = 0  # goes up with every change, so pages know they are stale
    shown: dict[str, int] = field(default_factory=dict)  # token -> the person index its page last showed
    lock: threading.RLock = field(default_factory=threading.RLock)
    agents: dict[int, Any] = field(default_factory=dict)  # seat -> agent, made on first use
    log_cache: dict[Any, Any] = field(default_factory=dict)  # (seat, lang) -> log lines already formatted

    # ------------------------------------------------------------------ who is who
    def people_of(self, token: str) -> list[int]:
        """Indices of the people a token plays (the host: every `here` person)."""
        if token == self.host:
            return [i for i, p in enumerate(self.people) if p.kind == HERE]
        return [i for i, p in enumerate(self.people) if p.token == token and p.kind == INVITE]

    def seats_of(self, token: str) -> list[int]:
        return sorted(s for i in self.people_of(token) for s in self.people[i].seats)

    def person_of_seat(self, seat: int) -> int:
        return next(i for i, p in enumerate(self.people) if seat in p.seats)

    def current_person(self, token: str) -> int | None:
        """The person a token's page shows now: the first of its people with a decision waiting, else the one it
        showed last, else its first."""
        mine = self.people_of(token)
        if not mine:
            return None
        for decision in self.game.pending():
            person = self.person_of_seat(decision.player)
            if person in mine:
                return person
        last = self.shown.get(token)
        return last if last in mine else mine[0]

    def needs_curtain(self, token: str) -> bool:
        """A hot-seat browser passes between people: the next person's cards stay covered until they say so."""
        person = self.current_person(token)
        return person is not None and len(self.people_of(token)) > 1 and self.shown.get(token) != person

    def reveal(self, token: str) -> None:
        person = self.current_person(token)
        if person is not None:
            self.shown[token] = person

    def seat_for(self, token: str) -> int | None:
        """The seat whose eyes a token's page uses: the waiting seat of its current person, else its first."""
        person = self.current_person(token)
        if person is None:
            return None
        seats = self.people[person].seats
        waiting = [d.player for d in self.game.pending() if d.player in seats]
        return waiting[0] if waiting else seats[0]

    # ------------------------------------------------------------------ acting
    def answer(self, token: str, decision_id: Any, picks: Any) -> None:
        """Answer for the token's person: refuses a wrong seat, a stale decision and options that do not exist,
        with a TableError and no change."""
        with self.lock:
            seat = self._acting_seat(token)
            pending = self.game.pending_for(seat)
            if pending is None:
                raise TableError("not-your-turn")
            if not isinstance(decision_id, int) or isinstance(decision_id, bool) or decision_id != pending.id:
                raise TableError("stale", f"decision {decision_id!r}, the game asks {pending.id}")
            if not isinstance(picks, list) or not all(isinstance(p, int) and not isinstance(p, bool) for p in picks):
                raise TableError("bad-option", repr(picks))
            try:
                self.game.answer(seat, tuple(picks))
            except IllegalActionError as error:
                raise TableError("bad-option", str(error)) from None
            self.run_agents()
            self.changed()

    def _acting_seat(self, token: str) -> int:
        if self.game.over:
            raise TableError("over")
        if self.needs_curtain(token):
            raise TableError("not-your-turn", "reveal first")
        seat = self.seat_for(token)
        if seat is None or self.game.pending_for(seat) is None:
            raise TableError("not-your-turn")
        return seat

    def undo_blocker(self, token: str) -> str | None:
        person = self.current_person(token)
        if person is None:
            return "nothing"
        return undo_blocker(self.game, self.people[person].seats)

    def undo(self, token: str) -> None:
        with self.lock:
            reason = self.undo_blocker(token)
            if reason is not None:
                raise TableError(f"undo-{reason}")
            self.game = self.game.undo()
            self.changed()

    def run_agents(self) -> None:
        """Agents answer every decision of their seats, until a person must decide or the game ends."""
        if not self.agents:
            self.agents = {s: make_agent(p.kind, derive_seed(self.game.seed, s, "web"), self.game.definition.id)
                           for p in self.people if p.is_agent for s in p.seats}
        agents = self.agents
        for _ in range(MAX_AGENT_STEPS):
            waiting = [d for d in self.game.pending() if d.player in agents]
            if not waiting:
                return
            decision = waiting[0]
            view = self.game.view(decision.player)
            asked = next(d for d in view["pending"] if d["id"] == decision.id)
            self.game.answer(decision.player, agents[decision.player].decide(view, asked))
        raise RulekitError(f"table {self.id}: the agents did not stop deciding")

    def changed(self) -> None:
        self.version += 1
        self.save()

    # ------------------------------------------------------------------ saving
    def to_json(self) -> dict[str, Any]:
        record = self.game.record()
        record["table"] = {"id": self.id, "host": self.host, "lang": self.lang,
                           "people": [asdict(p) for p in self.people]}
        return record

    def save(self) -> None:
        from rulekit.cli import write_atomically

        write_atomically(self.path, json.dumps(self.to_json(), indent=1) + "\n")


class Tables:
    """The tables of one directory, loaded lazily by id or token."""

    def __init__(self, directory: Path, root: Path | None = None) -> None:
        self.directory = Path(directory)
        self.root = root or catalog.default_content_root()
        self.directory.mkdir(parents=True, exist_ok=True)
        self._open: dict[str, Table] = {}
        self._tokens: dict[str, str] = {}  # token -> table id
        self._lock = threading.RLock()
        for path in sorted(self.directory.glob("*.json")):
            self._index(path)

    def _index(self, path: Path) -> None:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))["table"]
        except (OSError, ValueError, KeyError, TypeError):
            return  # not a table of ours: left alone
        for token in [data.get("host")] + [p.get("token") for p in data.get("people", [])]:
            if token:
                self._tokens[token] = path.stem

    def definition(self, game_id: str, house_rules: tuple[str, ...] = ()) -> Any:
        return catalog.game(game_id, house_rules, self.root)

    def create(self, game_id: str, players: int, kinds: list[str], *, lang: str = "en",
               house_rules: tuple[str, ...] = (), seed: int | None = None) -> Table:
        """A new table: `kinds` has one entry per person (here, invite or an agent name)."""
        definition = self.definition(game_id, tuple(house_rules))
        if not definition.min_players <= players <= definition.max_players:
            raise TableError("players", f"{definition.min_players}-{definition.max_players}")
        groups = controllers(definition, players)
        if len(kinds) != len(groups):
            raise TableError("seats", f"{len(groups)} people, {len(kinds)} given")
        agents = available_agents(definition.id)
        for kind in kinds:
            if kind not in (HERE, INVITE) and kind not in agents:
                raise TableError("agent", kind)
        seed = seed if seed is not None else secrets.randbelow(2**31)
        game = Game(definition, players, seed)
        table_id = secrets.token_hex(5)
        people = [Person(list(group), kind, secrets.token_urlsafe(18) if kind == INVITE else None, lang)
                  for group, kind in zip(groups, kinds)]
        table = Table(table_id, game, people, self.directory / f"{table_id}.json", secrets.token_urlsafe(18), lang)
        with table.lock:
            table.run_agents()
            table.save()
        with self._lock:
            self._open[table_id] = table
            for token in [table.host] + [p.token for p in people if p.token]:
                self._tokens[token] = table_id
        return table

    def by_token(self, token: str) -> Table | None:
        with self._lock:
            table_id = self._tokens.get(token)
            return self.get(table_id) if table_id else None

    def get(self, table_id: str) -> Table | None:
        with self._lock:
            if table_id not in self._open:
                path = self.directory / f"{table_id}.json"
                if not path.exists():
                    return None
                self._open[table_id] = self._load(path)
            return self._open[table_id]

    def _load(self, path: Path) -> Table:
        from rulekit.view.terminal import load_saved

        data = json.loads(path.read_text(encoding="utf-8"))
        game = load_saved(path, lambda g, h: self.definition(g, tuple(h)))
        info = data["table"]
        people = [Person(list(p["seats"]), p["kind"], p.get("token"), p.get("lang", "en")) for p in info["people"]]
        table = Table(info["id"], game, people, path, info["host"], info.get("lang", "en"))
        table.run_agents()  # a crash between an answer and the agents' turn
        return table

    def listing(self) -> list[str]:
        return sorted(p.stem for p in self.directory.glob("*.json"))
