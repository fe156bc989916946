"""Decisions: what the engine asks a player, and how an answer is checked.

An effect that needs a choice yields an `Ask` holding one decision per player who must answer. Several at once
is a simultaneous secret choice (every player picks a card, then all are revealed). The game stays paused until
every decision of the Ask is answered; an illegal answer raises IllegalActionError and changes nothing.

An answer is a tuple of option indices (a single int is accepted for one pick), with between `min` and `max`
entries and no index twice. The order is the player's: picking several cards in an order means that order.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, NamedTuple, Sequence

from rulekit.errors import IllegalActionError


class Option(NamedTuple):
    """One legal choice. `value` is what the effect receives (a card id, a seat, a keyword); `label` is a message id
    for the text shown to people, `args` its variables."""

    value: Any
    label: str = ""
    args: tuple[tuple[str, Any], ...] = ()


make_option = partial(tuple.__new__, Option)  # make_option((value, label, args)): an Option, made fast


class Decision:
    """A question to one player: options to pick between `min` and `max` of. Read-only once made (its JSON form,
    which every view of it shares, is made once).

    The options are kept as parallel tuples (`choices`: the values; labels and args only when some option has
    one); `options` makes Option records of them on first use, so a decision nobody looks at in detail (a random
    agent's) costs no record per option. A `choose`'s decision makes even its values only when they are read
    (`size` counts the options; `values(picks)` makes only the picked ones)."""

    __slots__ = ("id", "player", "prompt", "_choices", "size", "_labels", "_arguments", "_gathered", "min", "max",
                 "secret", "prefer", "zone_key", "_json", "_options")

    def __init__(self, id: int, player: int, prompt: str, options: Sequence[Any] = (), min: int = 1, max: int = 1,
                 secret: bool = False, prefer: str = "", *, choices: tuple | None = None,
                 labels: tuple[str, ...] | None = None, arguments: tuple | None = None,
                 gathered: tuple | None = None, zone_key: str = "") -> None:
        self.id = id
        self.player = player
        self.prompt = prompt
        if choices is None and gathered is None:
            options = tuple(o if isinstance(o, Option) else Option(o) for o in options)
            choices = tuple([o[0] for o in options])
            labels = tuple([o[1] for o in options]) if any(o[1] for o in options) else None
            self._arguments = tuple([o[2] for o in options]) if any(o[2] for o in options) else None
            self._options = options
        else:
            self._arguments = arguments
            self._options = None
        # a `choose`'s options as gathered ((number, values) each, message ids, names, option labels): the values,
        # labels and arguments are made from them when first read, so a decision nobody reads in detail (a random
        # agent's) costs none; `size` is the number of options
        self._choices = choices
        self.size = len(choices) if choices is not None else len(gathered[0])
        self._labels = labels
        self._gathered = gathered
        self.min = min
        self.max = max
        self.secret = secret
        self.prefer = prefer  # a card stat a greedy agent maximises ("-stat" minimises); empty: no hint
        # the key of the zone holding every option's card, where the asker knows it ("": not known): cards do not
        # move while a decision waits, so a view asks who sees that zone, not where each card lies
        self.zone_key = zone_key
        self._json: dict[str, Any] | None = None

    @property
    def choices(self) -> tuple:
        """Each option's value (for a `choose`: its label, or (label, *bound values) when it binds some)."""
        if self._choices is None:
            self._choices = self._gathered_values()
        return self._choices

    def _gathered_values(self) -> tuple:
        options, labels = self._gathered[0], self._gathered[3]
        return tuple([_value(labels, option) for option in options])

    def gathered(self) -> tuple[tuple[tuple[int, tuple], ...], tuple[Any, ...]]:
        """(options, labels): each option as (the number of its label in `labels`, the values it binds), so that its
        value is `labels[number]` when it binds none, else (labels[number], *values) (see `_value`). A `choose`'s
        decision gives what it gathered (without making its values); any other's are made from its values, a
        value that is a label with values being a non-empty tuple or list (a label alone in one reads as the
        label: what `Options.labelled` wants of it)."""
        if self._choices is None:
            return self._gathered[0], self._gathered[3]
        heads, options = [], []
        for number, item in enumerate(self._choices):
            if (item.__class__ is tuple or item.__class__ is list) and item:
                heads.append(item[0])
                options.append((number, tuple(item[1:])))
            else:
                heads.append(item)
                options.append((number, ()))
        return tuple(options), tuple(heads)

    @choices.setter
    def choices(self, value: tuple) -> None:
        self._choices, self.size = value, len(value)

    @property
    def labels(self) -> tuple[str, ...] | None:
        """Each option's message id (None: no option has one)."""
        if self._gathered is not None:
            self._ungather()
        return self._labels

    @labels.setter
    def labels(self, value: tuple[str, ...] | None) -> None:
        if self._gathered is not None:
            self._ungather()
        self._labels = value

    @property
    def arguments(self) -> tuple | None:
        """Each option's message variables as ((name, value), ...) (None: no option has any)."""
        if self._gathered is not None:
            self._ungather()
        return self._arguments

    @arguments.setter
    def arguments(self, value: tuple | None) -> None:
        if self._gathered is not None:
            self._ungather()
        self._arguments = value

    def _ungather(self) -> None:
        options, messages, names, _ = self._gathered
        if self._choices is None:  # made from what is dropped here
            self._choices = self._gathered_values()
        self._gathered = None
        self._labels = tuple([messages[number] for number, _ in options])
        if any(given for _, given in options):
            self._arguments = tuple([tuple(zip(names[number], given)) for number, given in options])

    @property
    def options(self) -> tuple[Option, ...]:
        if self._options is None:
            labels, args = self.labels, self.arguments
            self._options = tuple(Option(v, labels[i] if labels else "", args[i] if args else ())
                                  for i, v in enumerate(self.choices))
        return self._options

    def option(self, index: int) -> tuple[Any, str, tuple]:
        """(value, label, args) of one option, without making the others."""
        return (self.choices[index], self.labels[index] if self.labels else "",
                self.arguments[index] if self.arguments else ())

    def _key(self) -> tuple:
        return (self.id, self.player, self.prompt, self.choices, self.labels, self.arguments, self.min, self.max,
                self.secret, self.prefer)

    def __eq__(self, other: object) -> bool:
        return other.__class__ is Decision and self._key() == other._key()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((self.id, self.player, self.prompt))

    def __repr__(self) -> str:
        return f"Decision({self.id}, player={self.player}, prompt={self.prompt!r}, {len(self.options)} options)"

    def normalize(self, answer: int | Sequence[int]) -> tuple[int, ...]:
        """The answer as a tuple of indices, or IllegalActionError saying what is wrong."""
        if answer.__class__ is tuple and self.min <= len(answer) <= self.max:
            size = self.size
            if len(answer) == 1:
                pick = answer[0]
                if pick.__class__ is int and 0 <= pick < size:
                    return answer  # the common case, checked fast
            elif all(i.__class__ is int and 0 <= i < size for i in answer) and len(set(answer)) == len(answer):
                return answer
        if isinstance(answer, bool):
            raise IllegalActionError(f"decision {self.id} ({self.prompt}): answer {answer!r} is not an option number",
                                     message_id="ui-not-a-number", text=str(answer))
        picks = (answer,) if isinstance(answer, int) else tuple(answer)
        if not all(isinstance(i, int) and not isinstance(i, bool) for i in picks):
            raise IllegalActionError(f"decision {self.id} ({self.prompt}): answer {answer!r} must be option numbers",
                                     message_id="ui-not-a-number", text=str(answer))
        if not self.min <= len(picks) <= self.max:
            wanted = str(self.min) if self.min == self.max else f"{self.min} to {self.max}"
            counts = {"count": len(picks), "min": self.min, "max": self.max, "wanted": self.min}
            raise IllegalActionError(
                f"decision {self.id} ({self.prompt}): choose {wanted} option(s), not {len(picks)}",
                message_id="ui-wrong-count-exact" if self.min == self.max else "ui-wrong-count", **counts)
        if len(set(picks)) != len(picks):
            raise IllegalActionError(f"decision {self.id} ({self.prompt}): an option was chosen twice in {answer!r}",
                                     message_id="ui-option-twice")
        for i in picks:
            if not 0 <= i < self.size:
                raise IllegalActionError(  # players count options from 1
                    f"decision {self.id} ({self.prompt}): option {i} does not exist (0 to {self.size - 1})",
                    message_id="ui-no-such-option", number=i + 1, max=self.size)
        return picks

    def values(self, picks: tuple[int, ...]) -> tuple[Any, ...]:
        """The values of the options picked, in the order picked (without making the others')."""
        if self._choices is None:
            options, labels = self._gathered[0], self._gathered[3]
            return tuple([_value(labels, options[i]) for i in picks])
        choices = self._choices
        if len(picks) == 1:
            return (choices[picks[0]],)
        return tuple([choices[i] for i in picks])

    def to_json(self, options: bool = True) -> dict[str, Any]:
        """The decision as plain data (shared: treat it as read-only); without its options on request."""
        if not options:
            return {"id": self.id, "player": self.player, "prompt": self.prompt, "min": self.min, "max": self.max,
                    "secret": self.secret, "prefer": self.prefer}
        if self._json is None:
            self._json = {
                "id": self.id,
                "player": self.player,
                "prompt": self.prompt,
                "options": [{"value": v, "label": label, "args": dict(args) if args else {}}
                            for v, label, args in (self.option(i) for i in range(self.size))],
                "min": self.min,
                "max": self.max,
                "secret": self.secret,
                "prefer": self.prefer,
            }
        return self._json


def _value(labels: tuple[str, ...], option: tuple[int, tuple]) -> Any:
    """A gathered option's value: its label, or (label, *values) when it binds some."""
    number, given = option
    return (labels[number],) + given if given else labels[number]


@dataclass(frozen=True, slots=True)
class Ask:
    """What an effect yields: these decisions, answered in any order; the effect resumes with
    {player: chosen values} once all are in."""

    decisions: tuple[Decision, ...]
