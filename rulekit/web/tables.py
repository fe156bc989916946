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
import logging
import re
import secrets
import threading
from dataclasses import asdict, dataclass, field
import time
from pathlib import Path
from typing import Any, Callable

from rulekit import catalog
from rulekit.agents import available_agents, make_agent
from rulekit.errors import IllegalActionError, RulekitError
from rulekit.records import SaveFile, file_stamp, write_atomically
from rulekit.run.game import Game, controllers
from rulekit.run.rng import derive_seed
from rulekit.run.undo import undo_blocker

HERE, INVITE = "here", "invite"
MAX_AGENT_STEPS = 100_000
MAX_SEED = 2**31 - 1  # the seeds the server draws itself
LOG = logging.getLogger("rulekit.web")


class TableError(RulekitError):
    """An action the table refuses: `code` names a message `web-error-<code>`, `values` fill its variables;
    nothing changed. `detail` is for the log, never for a page (it is English, and may name a file)."""

    def __init__(self, code: str, detail: str = "", cause: BaseException | None = None, **values: Any) -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code, self.detail, self.cause = code, detail, cause  # cause: the engine's refusal, said to the player
        self.values = values


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
    clock: Any = None  # the game's real-time clock for people (Mylady's hourglass), a terminal.Clock, or None
    asked_at: float | None = None  # when a person's timed question was put
    stamp: Any = None  # the save file as this table last wrote or read it (records.file_stamp)

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
            if self.check_clock():
                raise TableError("time-up")
            seat = self._acting_seat(token)
            pending = self.game.pending_for(seat)
            if pending is None:
                raise TableError("not-your-turn")
            if not isinstance(decision_id, int) or isinstance(decision_id, bool) or decision_id != pending.id:
                raise TableError("stale", f"decision {decision_id!r}, the game asks {pending.id}")
            if not isinstance(picks, list) or not all(isinstance(p, int) and not isinstance(p, bool) for p in picks):
                raise TableError("bad-option", repr(picks))
            if any(not 0 <= p < 10**6 for p in picks):  # the engine would say it, but cannot word a 400-digit number
                raise TableError("bad-option", "an option number out of range")
            try:
                self.game.verify_answer(seat, tuple(picks))
            except IllegalActionError as error:
                raise TableError("bad-option", str(error), error) from None
            self._charge_clock()
            self.game.answer(seat, tuple(picks))
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
            self._charge_clock()
            self.game = self.game.undo()
            self._start_clock()
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
                self._start_clock()
                return
            decision = waiting[0]
            view = self.game.view(decision.player)
            asked = next(d for d in view["pending"] if d["id"] == decision.id)
            self.game.answer(decision.player, agents[decision.player].decide(view, asked))
            self._start_clock()
        raise RulekitError(f"table {self.id}: the agents did not stop deciding")

    def changed(self) -> None:
        self.version += 1
        self.save()

    # ------------------------------------------------------------------ the hourglass
    def _timed(self) -> Any:
        """The person's decision the clock is running for now, or None."""
        if self.clock is None:
            return None
        for decision in self.game.pending():
            person = self.people[self.person_of_seat(decision.player)]
            if not person.is_agent and self.clock.running(self.game, decision.prompt):
                return decision
        return None

    def _charge_clock(self) -> None:
        """Count the time since the timed question was put against the clock."""
        if self._timed() is not None and self.asked_at is not None:
            self.clock.used += self.clock.now() - self.asked_at
        self.asked_at = None

    def _start_clock(self) -> None:
        if self._timed() is not None and self.asked_at is None:
            self.asked_at = self.clock.now()

    def seconds_left(self) -> int | None:
        """What the hourglass has left for the question now asked, or None when it is not running."""
        if self._timed() is None:
            return None
        running = self.clock.now() - self.asked_at if self.asked_at is not None else 0.0
        return max(0, int(self.clock.left() - running))

    def check_clock(self) -> bool:
        """Once the time is up, answer the timed questions as the game's clock says (the remaining actions are
        lost); True when it did."""
        forced = False
        with self.lock:
            while (decision := self._timed()) is not None:
                self._charge_clock()
                if not self.clock.timed_out(self.game, decision.prompt):
                    break
                asked = next(d for d in self.game.view(decision.player)["pending"] if d["id"] == decision.id)
                picks = self.clock.time_up(self.game, asked)
                if picks is None:
                    break
                self.game.answer(decision.player, picks)
                self.run_agents()
                forced = True
            self._start_clock()
            if forced:
                try:
                    self.changed()
                except TableError:  # the file was continued elsewhere meanwhile: it is read again on the next request
                    return False
        return forced

    # ------------------------------------------------------------------ saving
    def to_json(self) -> dict[str, Any]:
        """The table first: a file cut short by a failing disk still names its links (see Tables._index)."""
        people = {"id": self.id, "host": self.host, "lang": self.lang, "people": [asdict(p) for p in self.people]}
        return {"table": people, **self.game.record()}

    def save(self) -> None:
        """Write the table's file, unless another program (a terminal) wrote it since this table read or wrote it:
        then TableError("elsewhere"), nothing written; the next request reads the file again (Tables.get)."""
        if file_stamp(self.path) != self.stamp:
            raise TableError("elsewhere", f"{self.path} was written by another program meanwhile")
        write_atomically(self.path, json.dumps(self.to_json(), indent=1) + "\n", mode=0o600)  # its links and seed
        self.stamp = file_stamp(self.path)


def check_chosen_seed(seed: int, kinds: list[str]) -> None:
    """Whoever chooses the seed can work out every shuffle, so every hidden card: a seed is for one person playing
    against agents (to play a game again), never for a table where another person's cards are secret."""
    if not 0 <= seed <= MAX_SEED:
        raise TableError("seed-range", str(seed)[:40], max=MAX_SEED)
    if sum(kind in (HERE, INVITE) for kind in kinds) > 1:
        raise TableError("seed", "a chosen seed with more than one person")


class Tables:
    """The tables of one directory, loaded lazily by id or token."""

    def __init__(self, directory: Path, root: Path | None = None, now: Callable[[], float] = time.monotonic) -> None:
        self.now = now
        self.directory = Path(directory)
        self.root = root or catalog.default_content_root()
        if not self.directory.exists():
            self.directory.mkdir(parents=True, mode=0o700)  # its files are the links and the seeds: the owner's only
        elif self.directory.stat().st_mode & 0o077:
            LOG.warning("the tables directory %s can be read by other users: its files are the tables' links and "
                        "seeds; make it private with `chmod 700 %s`", self.directory, self.directory)
        self._open: dict[str, Table] = {}
        self._tokens: dict[str, str] = {}  # token -> table id
        self._langs: dict[str, str] = {}  # token -> its person's language, for a page about a damaged file
        self._lock = threading.RLock()
        for path in sorted(self.directory.glob("*.json")):
            self._index(path)

    def _index(self, path: Path) -> None:
        """Map the file's tokens to its table (and make the file private: it holds the links). A damaged file's
        tokens are looked for in its text, so that its links lead to a page saying the table is damaged rather than
        to "no such table"."""
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return
        try:
            path.chmod(0o600)
        except OSError:
            pass  # not ours to change: served all the same
        try:
            data = json.loads(text)["table"]
            tokens = [(data.get("host"), data.get("lang"))]
            tokens += [(p.get("token"), p.get("lang")) for p in data.get("people", [])]
        except (ValueError, KeyError, TypeError, AttributeError, RecursionError):
            lang = re.search(r'"lang": *"([A-Za-z-]{2,12})"', text)
            tokens = [(t, lang.group(1) if lang else None)
                      for t in re.findall(r'"(?:host|token)": *"([A-Za-z0-9_-]{16,})"', text)]
        for token, lang in tokens:
            if isinstance(token, str) and token:
                self._tokens[token] = path.stem
                if isinstance(lang, str):
                    self._langs[token] = lang

    def lang_of(self, token: str) -> str | None:
        """The language of the person a token belongs to, as its table's file last said (also when damaged)."""
        return self._langs.get(token)

    @staticmethod
    def draw_seed() -> int:
        """A seed nobody chose (tests that need one game replace it on their Tables)."""
        return secrets.randbelow(MAX_SEED + 1)

    def definition(self, game_id: str, house_rules: tuple[str, ...] = ()) -> Any:
        return catalog.game(game_id, house_rules, self.root)

    def create(self, game_id: str, players: int, kinds: list[str], *, lang: str = "en",
               house_rules: tuple[str, ...] = (), seed: int | None = None) -> Table:
        """A new table: `kinds` has one entry per person (here, invite or an agent name)."""
        definition = self.definition(game_id, tuple(house_rules))
        if not definition.min_players <= players <= definition.max_players:
            raise TableError("players", f"{definition.min_players}-{definition.max_players}",
                             min=definition.min_players, max=definition.max_players)
        groups = controllers(definition, players)
        if len(kinds) != len(groups):
            raise TableError("seats", f"{len(groups)} people, {len(kinds)} given")
        agents = available_agents(definition.id)
        for kind in kinds:
            if kind not in (HERE, INVITE) and kind not in agents:
                raise TableError("agent", kind)
        if seed is not None:
            check_chosen_seed(seed, kinds)
        seed = seed if seed is not None else self.draw_seed()
        game = Game(definition, players, seed)
        table_id = secrets.token_hex(5)
        people = [Person(list(group), kind, secrets.token_urlsafe(18) if kind == INVITE else None, lang)
                  for group, kind in zip(groups, kinds)]
        table = Table(table_id, game, people, self.directory / f"{table_id}.json", secrets.token_urlsafe(18), lang,
                      clock=self.clock_for(definition.id))
        with table.lock:
            table.run_agents()
            table.save()
        with self._lock:
            self._open[table_id] = table
            for token, person_lang in [(table.host, lang)] + [(p.token, p.lang) for p in people if p.token]:
                self._tokens[token] = table_id
                self._langs[token] = person_lang
        return table

    def by_token(self, token: str) -> Table | None:
        with self._lock:
            table_id = self._tokens.get(token)
            return self.get(table_id) if table_id else None

    def get(self, table_id: str) -> Table | None:
        """The table, read from its file when it is not open or when another program (`rulekit play --save` on
        it) wrote the file since; None when there is no such file. A file that cannot be continued is a
        TableError("damaged"), logged with its reason, and the file is left as it is."""
        with self._lock:
            path = self.directory / f"{table_id}.json"
            table = self._open.get(table_id)
            stamp = file_stamp(path)
            if table is not None and stamp == table.stamp:
                return table
            if stamp is None:  # no file (or deleted: the table was closed): no table, not one written back
                self._open.pop(table_id, None)
                return None
            try:
                self._open[table_id] = self._load(path)
                if table is not None:  # pages that show the old one are stale
                    self._open[table_id].version = table.version + 1
            except (RulekitError, ValueError, KeyError, TypeError, AttributeError, StopIteration) as error:
                self._open.pop(table_id, None)
                LOG.warning("table %s cannot be loaded: %s", path, error)
                raise TableError("damaged", str(error)) from None
            return self._open[table_id]

    def _load(self, path: Path) -> Table:
        saved = SaveFile(path)  # its stamp taken before it is read: a write meanwhile shows, and it is read again
        game = saved.load(lambda g, h: self.definition(g, tuple(h)))
        info = saved.beside.get("table")
        if not isinstance(info, dict) or not isinstance(info.get("host"), str) or not isinstance(info.get("people"), list):
            raise TableError("damaged", f"{path}: its `table` entry needs a host and people")
        people = [Person(list(p["seats"]), str(p["kind"]), p.get("token"), str(p.get("lang", "en")))
                  for p in info["people"]]
        seated = sorted(s for person in people for s in person.seats)
        if seated != list(range(game.players)):
            raise TableError("damaged", f"{path}: its people do not sit every seat once")
        agents = available_agents(game.definition.id)
        unknown = [p.kind for p in people if p.kind not in (HERE, INVITE) and p.kind not in agents]
        if unknown:
            raise TableError("damaged", f"{path}: no agent {unknown[0]!r}")
        table = Table(str(info.get("id", path.stem)), game, people, path, info["host"], str(info.get("lang", "en")),
                      clock=self.clock_for(game.definition.id))
        table.stamp = saved.stamp
        answered = len(game.choices)
        table.run_agents()  # a crash between an answer and the agents' turn
        if len(table.game.choices) != answered:
            try:
                table.save()
            except TableError:  # written meanwhile by another program: read again on the next request
                pass
        return table

    def clock_for(self, game_id: str) -> Any:
        """The game's clock for people (the `rulekit_play_clock` hook), or None."""
        from rulekit import plugins
        from rulekit.view.terminal import Clock

        clocks = plugins.call(plugins.default_plugin_manager(), "rulekit_play_clock", game=game_id)
        return Clock(clocks[0], self.now) if clocks and clocks[0] else None

    def listing(self) -> list[str]:
        return sorted(p.stem for p in self.directory.glob("*.json"))
