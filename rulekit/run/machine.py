"""The machine that runs compiled effects: a stack of frames, paused whenever a decision is asked.

A resumable function (generated from an effect that may ask, or written by hand for the engine's own procedures:
the flow of rounds, a signal, a track's rewards) runs over a `Frame`: `fn(ctx, fr)` reads its locals from `fr.v`,
starts at `fr.pc`, and returns
- None when it is done (its value in `fr.result`),
- a `Frame` to run first (a call; the callee's result arrives in the caller's `fr.ret`),
- an `Asking`: the machine pauses with the decisions; `answer` puts what the asker receives in its `fr.ret` and the
  machine goes on from there.

Because a paused game is a stack of frames holding plain values, it can be copied (search agents clone games)
and it never depends on Python generator state. One exception stays for Python code written as generators (a
ruleset's old-style primitives): it runs in a `GenFrame`, and a game paused inside one cannot be cloned.
"""
from __future__ import annotations

from typing import Any, Callable, Generator, Sequence

from rulekit.errors import RulekitError


class Frame:
    """One running function: its code, where it stands, its locals, the value of its last call, its result."""

    __slots__ = ("fn", "pc", "v", "ret", "result")

    def __init__(self, fn: Callable[[Any, "Frame"], Any], v: list[Any], ret: Any = None) -> None:
        self.fn = fn
        self.pc = 0
        self.v = v
        self.ret = ret
        self.result = None

    def copy(self) -> "Frame":
        """A frame to go on with in a cloned game. Locals are values the language never changes in place (numbers,
        ids, lists it rebuilds), so a shallow copy of the slots is a full copy."""
        twin = Frame(self.fn, list(self.v), self.ret)
        twin.pc = self.pc
        twin.result = self.result
        return twin

    def __repr__(self) -> str:
        return f"<Frame {getattr(self.fn, '__name__', self.fn)} pc={self.pc}>"


class Asking:
    """Decisions to ask now. `then(ctx, answers)` turns the answers ({seat: option indices}) into the value the
    asker receives; without `then` it receives the answers themselves."""

    __slots__ = ("decisions", "then")

    def __init__(self, decisions: Sequence[Any], then: Callable[[Any, dict], Any] | None = None) -> None:
        self.decisions = tuple(decisions)
        self.then = then


class NotClonable(RulekitError):
    """The game is paused inside Python generator code, which cannot be copied."""


def answer(ctx: Any, stack: list[Frame], asking: Asking, answers: dict) -> None:
    """Hand the answers ({seat: option indices}) to the frame that asked, as what it receives."""
    stack[-1].ret = asking.then(ctx, answers) if asking.then is not None else answers


class GenFrame(Frame):
    """A Python generator on the stack (old-style ruleset code): not clonable."""

    __slots__ = ()

    def copy(self) -> "Frame":
        raise NotClonable("the game is paused inside ruleset code written as a Python generator; it cannot be cloned")


def _generator(ctx: Any, fr: Frame) -> Any:
    from rulekit.run.decisions import Ask

    try:
        out = fr.v[0].send(fr.ret)
    except StopIteration as stop:
        fr.result = stop.value
        return None
    fr.ret = None
    if out.__class__ is Asking:
        return out
    if isinstance(out, Ask):  # old-style: the generator wants {seat: chosen values}
        return Asking(out.decisions, _values_of(out.decisions))
    raise RulekitError(f"ruleset code yielded {out!r}; only decisions may be yielded")


def _values_of(decisions: Sequence[Any]) -> Callable[[Any, dict], dict]:
    by_player = {d.player: d for d in decisions}

    def then(ctx: Any, answers: dict) -> dict:
        return {player: by_player[player].values(picks) for player, picks in answers.items()}

    return then


def generator_frame(gen: Generator) -> GenFrame:
    return GenFrame(_generator, [gen])


CONTROL = frozenset({Frame, GenFrame, Asking})


def run(ctx: Any, stack: list[Frame]) -> Asking | None:
    """Run until the stack is empty (None) or a frame asks (the Asking; that frame stays on top, ready to resume
    where it asked once `answer` gave it the answers)."""
    if not stack:
        return None
    fr = stack[-1]  # the frame on top, kept in hand: a frame's code changes the stack only through what it returns
    while True:
        out = fr.fn(ctx, fr)
        if out is None:
            stack.pop()
            if not stack:
                return None
            caller = stack[-1]
            caller.ret = fr.result
            fr = caller
        elif out.__class__ is Asking:
            return out
        else:
            stack.append(out)
            fr = out


def drive(ctx: Any, frame: Frame) -> Generator[Any, Any, Any]:
    """Run a frame to its end from Python generator code (old-style rulesets, scenarios): every decision is passed
    up as an `Asking` without `then`, so the answers come back as option indices; returns the frame's result."""
    stack = [frame]
    while True:
        asking = run(ctx, stack)
        if asking is None:
            return frame.result
        answers = yield Asking(asking.decisions)
        answer(ctx, stack, asking, answers)


def copy_stack(stack: Sequence[Frame]) -> list[Frame]:
    return [frame.copy() for frame in stack]
