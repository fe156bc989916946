"""Reading content files as untrusted input: regular files only, a size cap, no way out of the content root.

A content pack may come from anyone (a pull request, a downloaded mod), so reading it must never hang, never
exhaust memory and never show what lies outside it:

- a symbolic link whose target is outside the content root is RK005 and is never opened, so nothing of the
  target reaches a finding, a source line or a CI annotation;
- a FIFO, device or socket, a symlink loop or a dangling link is RK006 and is never read (opening a FIFO would
  block for ever);
- a file over ``MAX_FILE_BYTES`` is RK007; bytes that are not UTF-8 are RK002 with the line of the first bad byte.

Files are opened non-blocking and checked with fstat on the open descriptor, so a file swapped for a FIFO between
the check and the read cannot hang the reader either.
"""
from __future__ import annotations

import errno
import os
import stat
import traceback
from functools import lru_cache
from pathlib import Path

from rulekit.errors import Diagnostic, Span

MAX_FILE_BYTES = 8 * 1024 * 1024
INTERNAL = "RK000"


def internal_error(path: str, stage: str, error: BaseException) -> Diagnostic:
    """RK000 for an exception no check expected; the last frame says where rulekit failed."""
    frame = traceback.extract_tb(error.__traceback__)[-1:] if error.__traceback__ else []
    where = f" at {frame[0].filename.rsplit('rulekit', 1)[-1].lstrip('/')}:{frame[0].lineno}" if frame else ""
    return Diagnostic(INTERNAL, f"internal error while checking {stage}: {type(error).__name__}: {error}{where}",
                      Span(path))


def located(path: Path) -> Path:
    """The absolute path with every directory resolved but the last part kept as named (a link stays a link)."""
    directory, name = os.path.split(os.path.abspath(path))
    return _real_directory(directory) / name


@lru_cache(maxsize=4096)
def _real_directory(directory: str) -> Path:
    # one realpath per directory, not per file: a tree of 10,000 cards has a handful of directories
    return Path(os.path.realpath(directory))


def inside(path: Path, boundary: Path) -> bool:
    return path == boundary or boundary in path.parents


def escapes(path: Path, boundary: Path) -> bool:
    """Whether path is a symbolic link (or lies under one) whose target leaves boundary (a resolved directory)."""
    return not inside(Path(os.path.realpath(path)), boundary)


def check_entry(path: Path, display: str, boundary: Path) -> Diagnostic | None:
    """The finding that keeps a file out (RK005, RK006), or None when it may be read."""
    try:
        info = os.lstat(path)
    except OSError as exc:
        return Diagnostic("RK002", f"cannot read file: {exc.strerror or exc}", Span(display))
    if stat.S_ISLNK(info.st_mode):
        if escapes(path, boundary):
            return Diagnostic("RK005", "symbolic link leads outside the content root; not read", Span(display))
        try:
            info = os.stat(path)
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                return Diagnostic("RK006", "symbolic link loop; not read", Span(display))
            return Diagnostic("RK006", "symbolic link to nothing (its target does not exist); not read",
                              Span(display))
    if not stat.S_ISREG(info.st_mode) and not stat.S_ISDIR(info.st_mode):
        return Diagnostic("RK006", f"not a regular file ({_kind(info.st_mode)}); not read", Span(display))
    return None


def read_text(path: Path, display: str) -> tuple[str | None, Diagnostic | None]:
    """A regular file's text (UTF-8, a leading BOM dropped), or the finding saying why it was not read."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(os.path.realpath(path), flags)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return None, Diagnostic("RK006", "symbolic link loop; not read", Span(display))
        return None, Diagnostic("RK002", f"cannot read file: {exc.strerror or exc}", Span(display))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return None, Diagnostic("RK006", f"not a regular file ({_kind(info.st_mode)}); not read", Span(display))
        if info.st_size > MAX_FILE_BYTES:
            return None, _too_large(info.st_size, display)
        chunks = []
        size = 0
        while size <= MAX_FILE_BYTES:
            chunk = os.read(fd, min(1 << 20, MAX_FILE_BYTES + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > MAX_FILE_BYTES:
            return None, _too_large(size, display)
    except OSError as exc:
        return None, Diagnostic("RK002", f"cannot read file: {exc.strerror or exc}", Span(display))
    finally:
        os.close(fd)
    return _decode(b"".join(chunks), display)


def _decode(data: bytes, display: str) -> tuple[str | None, Diagnostic | None]:
    try:
        return data.decode("utf-8-sig"), None
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        return None, Diagnostic("RK002", f"cannot read file: byte 0x{data[exc.start]:02x} is not UTF-8 text",
                                Span(display, line, column))


def _too_large(size: int, display: str) -> Diagnostic:
    return Diagnostic("RK007", f"file of {size:,} bytes is over the limit of {MAX_FILE_BYTES:,} bytes; not read",
                      Span(display))


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a file"
