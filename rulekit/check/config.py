"""Lint configuration: ``[tool.rulekit.lint]`` in pyproject.toml, or ``[lint]`` in a rulekit.toml.

A content repository that is not a Python project keeps a ``rulekit.toml``; the nearest file at or above the
first path wins (in one directory rulekit.toml before pyproject.toml; a pyproject.toml without a
``[tool.rulekit]`` table is passed over). Keys, as in ruff:

    select = ["RK0", "RK3"]                 # code prefixes to report (default: all)
    ignore = ["RK303"]                      # code prefixes to drop
    [tool.rulekit.lint.per-file-ignores]    # [lint.per-file-ignores] in rulekit.toml
    "cards/legacy/**" = ["RK022"]           # globs relative to the config file's directory

A code that matches no rule is a usage error (exit 2) with the near miss, whether it comes from the command line
or a config file: a typo must not silently select nothing.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Sequence

from rulekit.check.codes import unknown_codes
from rulekit.errors import RulekitError, did_you_mean

try:
    import tomllib
except ImportError:  # pragma: no cover - Python 3.10
    try:
        import tomli as tomllib  # type: ignore[no-redef]
    except ImportError:
        tomllib = None  # type: ignore[assignment]

KEYS = ("select", "ignore", "per-file-ignores")


class LintConfigError(RulekitError):
    """A bad selection or configuration (a usage error: exit code 2)."""


@dataclass
class LintConfig:
    select: list[str] = field(default_factory=list)
    ignore: list[str] = field(default_factory=list)
    per_file_ignores: list[tuple[re.Pattern[str], bool, tuple[str, ...]]] = field(default_factory=list)
    base: Path | None = None  # directory the per-file globs are relative to
    source: str = ""

    def ignored_in(self, path: str) -> tuple[str, ...]:
        """Code prefixes the per-file ignores drop for a file (a display path)."""
        if not self.per_file_ignores or self.base is None:
            return ()
        absolute = Path(os.path.abspath(path))
        try:
            relative = absolute.relative_to(self.base).as_posix()
        except ValueError:
            relative = absolute.as_posix()
        codes: list[str] = []
        for pattern, by_name, ignored in self.per_file_ignores:
            if pattern.fullmatch(absolute.name if by_name else relative):
                codes.extend(ignored)
        return tuple(codes)


def check_codes(prefixes: Iterable[str], where: str) -> None:
    """LintConfigError naming the first selector that matches no code, with its near miss."""
    for prefix, hint in unknown_codes(prefixes):
        raise LintConfigError(f"{where}: {prefix!r} is no rule code or prefix" + (f" (did you mean {hint!r}?)" if hint else "")
                              + "; `rulekit rule --all` lists them")


def find_config(start: str | Path) -> LintConfig:
    """The configuration of the nearest rulekit.toml or pyproject.toml (with [tool.rulekit]) at or above start."""
    path = Path(os.path.abspath(start))
    directory = path if path.is_dir() else path.parent
    for candidate in (directory, *directory.parents):
        own = candidate / "rulekit.toml"
        if own.is_file():
            return read_config(own)
        pyproject = candidate / "pyproject.toml"
        if pyproject.is_file() and "rulekit" in _load(pyproject).get("tool", {}):
            return read_config(pyproject)
    return LintConfig()


def _load(path: Path) -> dict[str, Any]:
    if tomllib is None:  # pragma: no cover
        return {}
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise LintConfigError(f"{path}: cannot read: {exc}") from exc


def read_config(path: Path) -> LintConfig:
    data = _load(path)
    if path.name == "rulekit.toml":
        table, name = data.get("lint", {}), "[lint]"
        others = [key for key in data if key != "lint"]
        if others:  # `[tool.rulekit.lint]` copied from a pyproject.toml would otherwise be ignored without a word
            raise LintConfigError(f"{path}: unknown table {others[0]!r}; a rulekit.toml holds [lint] "
                                  "(and [lint.per-file-ignores])")
    else:
        table, name = data.get("tool", {}).get("rulekit", {}).get("lint", {}), "[tool.rulekit.lint]"
    where = f"{path}: {name}"
    if not isinstance(table, dict):
        raise LintConfigError(f"{where} must be a table")
    config = LintConfig(base=path.parent, source=str(path))
    for key, value in table.items():
        if key not in KEYS:
            hint = did_you_mean(key, KEYS)
            raise LintConfigError(f"{where}: unknown key {key!r}" + (f" (did you mean {hint!r}?)" if hint else "")
                                  + f"; use {', '.join(KEYS)}")
        if key == "per-file-ignores":
            config.per_file_ignores = _per_file(value, where)
        else:
            config.__setattr__(key, _code_list(value, f"{where} {key}"))
    return config


def _code_list(value: Any, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise LintConfigError(f"{where} must be a list of code prefixes")
    value = code_prefixes(value)
    check_codes(value, where)
    return value


def code_prefixes(values: Iterable[str]) -> list[str]:
    """Selectors as given on the command line or in a config file, in one form: comma lists split (`RK3,RK008`, as
    ruff takes them), blanks dropped, any case (`rk303`, `all`)."""
    return [part.strip().upper() for value in values for part in value.split(",") if part.strip()]


def _per_file(value: Any, where: str) -> list[tuple[re.Pattern[str], bool, tuple[str, ...]]]:
    if not isinstance(value, dict):
        raise LintConfigError(f"{where} per-file-ignores must be a table of glob = [codes]")
    out = []
    for glob, codes in value.items():
        codes = _code_list(codes, f"{where} per-file-ignores {glob!r}")
        out.append((glob_pattern(glob), "/" not in glob, tuple(codes)))
    return out


def glob_pattern(glob: str) -> re.Pattern[str]:
    """A compiled glob: `*` and `?` within one path part, `**` across parts (as in .gitignore and ruff)."""
    out = []
    index = 0
    glob = glob[2:] if glob.startswith("./") else glob
    while index < len(glob):
        if glob.startswith("**/", index):
            out.append("(?:.*/)?")
            index += 3
        elif glob.startswith("**", index):
            out.append(".*")
            index += 2
        elif glob[index] == "*":
            out.append("[^/]*")
            index += 1
        elif glob[index] == "?":
            out.append("[^/]")
            index += 1
        else:
            out.append(re.escape(glob[index]))
            index += 1
    return re.compile("".join(out))


def selected(code: str, select: Sequence[str], ignore: Sequence[str]) -> bool:
    """Whether a code is reported: the longest matching select prefix must beat the longest matching ignore."""
    chosen = max((0 if p == "ALL" else len(p) for p in select if p == "ALL" or code.startswith(p)),
                 default=-1) if select else 0
    dropped = max((0 if p == "ALL" else len(p) for p in ignore if p == "ALL" or code.startswith(p)), default=-1)
    return chosen >= 0 and chosen > dropped
