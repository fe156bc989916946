"""Saved games and records on disk: files written whole or not at all, and read back with a clear error.

The CLI (`play --save`, `record`, `replay`), the terminal, the web table and the balance lab's sweeps all keep
their files through these two functions, so a crash mid-write never leaves a half file where a good one was.
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any, Callable

from rulekit.errors import SaveError


def write_atomically(path: Path, text: str, mode: int | None = None) -> None:
    """Write a whole file or nothing: a temporary file in the same folder, flushed to disk, renamed over it.
    `mode`: its permissions (default 0o644: saves, records and results are for reading; a web table's file, which
    holds its links and seed, is 0o600)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, 0o644 if mode is None else mode)  # mkstemp makes it private
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


RECORD_FIELDS = ("game", "house_rules", "players", "seed", "choices", "result", "digest", "externals", "packs")


def read_record(path: Path) -> dict[str, Any]:
    """A record or saved game as plain data, or a SaveError saying what is wrong with the file (which entry)."""
    try:
        record = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        raise SaveError(f"{path}: cannot read it ({error})") from None
    except (ValueError, RecursionError) as error:
        raise SaveError(f"{path}: not a rulekit saved game or record (not complete JSON: {error})") from None
    if not isinstance(record, dict) or not {"game", "players", "seed", "choices"} <= set(record):
        raise SaveError(f"{path}: not a rulekit saved game or record (it needs game, players, seed and choices)")
    wrong = _wrong_entry(record)
    if wrong:
        raise SaveError(f"{path}: not a rulekit saved game or record: {wrong}")
    return record


def _wrong_entry(record: dict[str, Any]) -> str | None:
    """What is wrong with the record's entries, by name, or None: checked before any of it reaches the engine."""
    def whole(value: Any) -> bool:
        return isinstance(value, int) and not isinstance(value, bool)

    def shown(value: Any) -> str:
        text = json.dumps(value)
        return text if len(text) <= 40 else text[:37] + "..."

    wanted = [("game", isinstance(record["game"], str), "a game's id"),
              ("players", whole(record["players"]), "a whole number"),
              ("seed", whole(record["seed"]), "a whole number"),
              ("choices", isinstance(record["choices"], list), "a list of answers"),
              ("house_rules", isinstance(record.get("house_rules", []), list)
               and all(isinstance(r, str) for r in record.get("house_rules", [])), "a list of names"),
              ("digest", isinstance(record.get("digest", ""), str), "a text"),
              ("externals", isinstance(record.get("externals", []), list), "a list")]
    for name, fine, what in wanted:
        if not fine:
            return f"its `{name}` must be {what}, not {shown(record[name])}"
    for index, choice in enumerate(record["choices"]):
        if not (isinstance(choice, list) and len(choice) == 4 and whole(choice[0]) and whole(choice[1])
                and isinstance(choice[2], list) and all(whole(pick) for pick in choice[2]) and whole(choice[3])):
            return (f"its `choices[{index}]` must be [seat, decision, [option numbers], number of options], "
                    f"not {shown(choice)}")
    return None


def load_game(path: Path, definition_for: Callable[[str, tuple[str, ...]], Any], *, as_saved: bool = True,
              record: dict[str, Any] | None = None) -> Any:
    """The game a saved file holds, replayed from its answers. `as_saved`: refuse (SaveError) when the replay is
    not the game the file saved (its digest differs: the file was edited, or the game's rules changed since), so
    that continuing it never quietly plays another game. `rulekit replay` passes False and reports the difference."""
    from rulekit.errors import IllegalActionError, RulekitError
    from rulekit.run.game import Game

    record = record if record is not None else read_record(path)
    try:
        game = Game.from_record(definition_for(record["game"], tuple(record.get("house_rules", ()))), record)
    except IllegalActionError as error:
        raise SaveError(f"{path}: the saved answers no longer fit the game's rules ({error})") from None
    except SaveError:
        raise
    except RulekitError as error:
        raise SaveError(f"{path}: {error}") from None
    except (ValueError, KeyError, TypeError, IndexError) as error:
        raise SaveError(f"{path}: not a rulekit saved game ({error})") from None
    if as_saved and "digest" not in record:
        raise SaveError(f"{path}: it has no `digest`, so nothing shows that its answers are the game it saved (every "
                        "save and record rulekit writes has one); it was left unchanged. `rulekit replay "
                        f"{path}` replays it without continuing it.")
    if as_saved and record.get("digest") != game.digest():
        raise SaveError(f"{path}: replaying its answers gives another game than the one it saved (the file was "
                        "edited, or the game's rules changed since it was saved); it was left unchanged. "
                        f"`rulekit replay {path}` compares the two.")
    return game


class SaveFile:
    """A saved game's file as this program last read or wrote it. Entries beside the record (a web table's people
    and links) are kept when the game is written again, and a file another program changed in the meantime (the
    web server, a second terminal) is never overwritten."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.beside: dict[str, Any] = {}
        self.stamp: tuple[int, ...] | None = None
        self.mode: int | None = None  # the file's permissions, kept when it is written again

    def load(self, definition_for: Callable[[str, tuple[str, ...]], Any]) -> Any:
        """The game the file holds. The stamp is taken before the file is read (once): a write by another program
        during a long replay then shows as a change, and the next answer here is refused, not written over it."""
        self.stamp = file_stamp(self.path)
        record = read_record(self.path)
        game = load_game(self.path, definition_for, record=record)
        self.beside = {k: v for k, v in record.items() if k not in RECORD_FIELDS}
        self.mode = _mode_of(self.path)
        return game

    def changed_elsewhere(self) -> bool:
        now = file_stamp(self.path)
        return self.stamp is not None and now is not None and now != self.stamp  # deleted: written anew

    def write(self, record: dict[str, Any]) -> None:
        if self.changed_elsewhere():
            raise SaveError(f"{self.path} was changed by another program since this game was read from it (a web "
                            "table, or another terminal): this answer was not saved, and the file keeps what that "
                            "program wrote. Run the same command again to continue from there.")
        # the web table's entry first, as the server writes it (a file cut short still names its links)
        write_atomically(self.path, json.dumps({**self.beside, **record}, indent=1) + "\n", mode=self.mode)
        self.stamp = file_stamp(self.path)


def _mode_of(path: Path) -> int | None:
    try:
        return os.stat(path).st_mode & 0o777
    except OSError:
        return None


def file_stamp(path: Path) -> tuple[int, ...] | None:
    """Changes whenever the file is written again (an atomic write is a new file: a new inode), else None."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_ino, info.st_mtime_ns, info.st_size)
