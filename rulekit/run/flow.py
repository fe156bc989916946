"""The engine's own resumable procedures: the flow of a game (set-up, rounds, phases, steps), a signal running its
triggers, a track paying its rewards.

They follow the protocol of rulekit.run.machine, written by hand: `fn(ctx, fr)` with the position in `fr.pc` and
their locals in `fr.v`, so a game paused anywhere in them can be copied like one paused in generated code.
"""
from __future__ import annotations

from typing import Any

from rulekit.effects.registry import Unwind
from rulekit.errors import EffectRuntimeError, PluginError, RulekitError
from rulekit.run import events as ev
from rulekit.run.machine import Frame, generator_frame
from rulekit.run.memo import note as memo_note

MAX_SIGNAL_DEPTH = 40
_NEW_STEP = ev.maker(ev.StepStarted)
_NEW_SIGNALLED = ev.maker(ev.Signalled)


# ---------------------------------------------------------------------------------------------------- code units


class Code:
    """A compiled step, trigger, reward, condition or procedure.

    fn: a plain function — (ctx, env) for effects and conditions, (ctx, *args) for procedures — or, when `asks`,
    a resumable function (ctx, fr). `run` and `eval` keep the old generator/closure interface for Python callers.
    """

    __slots__ = ("key", "fn", "asks", "slots", "span", "node", "source")

    def __init__(self, key: str, fn: Any, asks: bool, slots: int, span: Any, node: Any) -> None:
        self.key, self.fn, self.asks, self.slots, self.span, self.node = key, fn, asks, slots, span, node

    def frame(self, env: dict) -> Frame:
        return Frame(self.fn, [None] * self.slots, env)

    def eval(self, ctx: Any, env: dict) -> Any:
        return self.fn(ctx, env)

    def run(self, ctx: Any, env: dict):
        """Run from Python generator code (old-style rulesets, scenarios): `yield from code.run(ctx, env)`."""
        from rulekit.run.machine import drive

        if self.asks:
            return (yield from drive(ctx, self.frame(env)))
        self.fn(ctx, env)

    def __repr__(self) -> str:
        return f"<Code {self.key}>"


def call_effect(ctx: Any, code: Code, env: dict) -> Frame | None:
    """Run a plain effect now, or return the frame that runs an asking one."""
    if code.asks:
        return code.frame(env)
    code.fn(ctx, env)
    return None


# ---------------------------------------------------------------------------------------------------- the flow


def flow_frame() -> Frame:
    # v: [setup index, the round's (phase id, step) in order, index of the next of them, round number]
    return Frame(_flow, [0, (), 0, 0])


def _flow(ctx: Any, fr: Frame) -> Any:
    """The set-up steps, then rounds of phases and steps until the game ends. A step or signal that cannot ask runs
    here at once (no frame of its own); one that can is returned, for the machine to run first."""
    game, v = ctx.game, fr.v
    while True:
        pc = fr.pc
        callee = None
        if pc == 0:  # set-up steps
            if v[0] < len(game.setup):
                v[0] += 1
                callee = enter_step(ctx, game.setup[v[0] - 1], 0, "setup")
            else:
                fr.pc = 1
        elif pc == 1:  # a round begins
            ctx.tick(game.flow_span)  # rounds share the budget of the decision
            v[1] = ctx.derived("flow-round-steps", _round_steps)
            v[2] = 0
            v[3] = ctx.state["round"] + 1
            fr.pc = 2
            callee = ctx.signal_frame("round_started", {"round": v[3]})
        elif pc == 2:  # its phases' steps
            if v[2] < len(v[1]):
                phase, step = v[1][v[2]]
                v[2] += 1
                callee = enter_step(ctx, step, v[3], phase)
            else:
                fr.pc = 3
                callee = ctx.signal_frame("round_ended", {"round": v[3]})
        elif pc == 3:  # the end of a round
            if game.end_when is not None and game.end_when.fn(ctx, {}):
                ctx.finish("end_condition")
                return None
            if v[3] >= game.round_limit:
                ctx.finish("round_limit")
                return None
            fr.pc = 1
        if callee is not None:
            return callee


def _round_steps(game: Any) -> tuple[tuple[str, Any], ...]:
    """The steps of a round, phase after phase: (phase id, step) each."""
    return tuple((phase.id, step) for phase in game.phases for step in phase.steps)


def enter_step(ctx: Any, step: Any, number: int, phase: str) -> Frame | None:
    """A step whose effect cannot ask runs now (None); one whose effect can gets its frame: the effect's own when
    it runs at most once (most steps: no step frame waits under it to count repetitions)."""
    effect = step.effect
    if effect.asks:
        if step.repeat is None and step.while_ is None:  # runs once if its `if` holds: what _step would do
            if _step_times(ctx, step) and _repeats(ctx, step, number, phase):
                return effect.frame({})
            return None
        return step_frame(step, number, phase)
    times = _step_times(ctx, step)
    done = 0
    while done < times and _repeats(ctx, step, number, phase):
        done += 1
        step.effect.fn(ctx, {})
    return None


def step_frame(step: Any, number: int, phase: str) -> Frame:
    # v: [step, round, phase, times, done]
    return Frame(_step, [step, number, phase, 0, 0])


def _step(ctx: Any, fr: Frame) -> Any:
    """One step: skipped unless its `if` holds; run `repeat` times while its `while` holds."""
    v = fr.v
    step = v[0]
    if fr.pc == 0:
        v[3] = _step_times(ctx, step)
        fr.pc = 1
    effect = step.effect
    while v[4] < v[3]:
        if not _repeats(ctx, step, v[1], v[2]):
            return None
        v[4] += 1
        if effect.asks:
            return effect.frame({})
        effect.fn(ctx, {})
    return None


def _step_times(ctx: Any, step: Any) -> int:
    """How many times the step runs at most: 0 unless its `if` holds, else its `repeat` (1 without)."""
    if step.if_ is not None and not step.if_.fn(ctx, {}):
        return 0
    repeat = step.repeat
    times = 1 if repeat is None else repeat if repeat.__class__ is int else repeat.fn(ctx, {})
    if times.__class__ is not int:
        raise EffectRuntimeError(f"step {step.id!r}: 'repeat' needs a whole number, got {times!r}", step.span)
    return times


def _repeats(ctx: Any, step: Any, number: int, phase: str) -> bool:
    """Whether the step runs once more (its `while` holds); if so, its start is counted and logged."""
    if step.while_ is not None and not step.while_.fn(ctx, {}):
        return False
    if ctx.steps >= ctx.budget:  # repetitions share the budget of the decision, like the effect's own steps
        ctx.tick(step.span)  # (which raises)
    ctx.steps += 1
    # the step's start changes only where the game stands: what emit and events.apply do, without their calls
    state = ctx.state
    state["round"], state["phase"], state["step"] = number, phase, step.id
    event = _NEW_STEP((number, phase, step.id))
    ctx.log.append(event)
    if ctx.memo[0]:  # results remembered (run.memo)
        memo_note(ctx.memo, event)
    return True


# ---------------------------------------------------------------------------------------------------- signals


RULE, CARD, PLUGIN = 0, 1, 2


def signal_frame(event: str, payload: dict) -> Frame:
    # v: [event, payload, handlers, next index, a firing trigger's frame to run first]
    return Frame(_signal, [event, payload, None, 0, None])


def start_signal(ctx: Any, event: str, payload: dict) -> Frame | None:
    """A signal whose triggers may ask: its handlers run now up to the first that must run on the machine (a
    trigger that fires and asks, a plugin's generator); a frame goes on from there. None when all ran: most signals
    need no frame."""
    _enter_signal(ctx, event, payload)
    handlers = ctx.game.handlers.get(event, ())
    index, first = _run_handlers(ctx, event, payload, handlers, 0)
    if first is None:
        ctx.signal_depth -= 1
        return None
    frame = Frame(_signal, [event, payload, handlers, index, first])
    frame.pc = 1  # entered already
    return frame


def _signal(ctx: Any, fr: Frame) -> Any:
    v = fr.v
    if fr.pc == 0:
        _enter_signal(ctx, v[0], v[1])
        v[2] = ctx.game.handlers.get(v[0], ())
        fr.pc = 1
    elif v[4] is not None:  # a handler that start_signal found must run on the machine: it runs first
        first, v[4] = v[4], None
        return first
    v[3], callee = _run_handlers(ctx, v[0], v[1], v[2], v[3])
    if callee is not None:
        return callee
    ctx.signal_depth -= 1
    return None


def _run_handlers(ctx: Any, event: str, payload: dict, handlers: Any, index: int) -> tuple[int, Frame | None]:
    """Run the handlers from `index` on until one must run on the machine (a trigger that fires and asks, a
    plugin's generator): the index after it and its frame; (the number of handlers, None) when all ran."""
    while index < len(handlers):
        kind, handler = handlers[index]
        index += 1
        if kind == PLUGIN:
            result = run_handler(handler, ctx, event, payload)
            if hasattr(result, "send"):
                return index, generator_frame(_guarded(result, handler, event))
            continue
        if kind == RULE:  # a rule's trigger: _trigger_env's case without a card, written in (no call)
            if handler.condition is not None and not handler.condition.fn(ctx, payload):
                continue
            key = (handler.card, handler.id)
            ctx.fired[key] = ctx.fired.get(key, 0) + 1  # for rulekit.sim.cardstats; not part of the game's state
            env = payload
        else:
            env = _trigger_env(ctx, kind, handler, payload)
            if env is None:
                continue
        if handler.effect.asks:
            return index, handler.effect.frame(env)
        handler.effect.fn(ctx, env)
    return index, None


def run_signal_now(ctx: Any, event: str, payload: dict) -> None:
    """A signal none of whose triggers asks: run them all at once."""
    _enter_signal(ctx, event, payload)
    for kind, handler in ctx.game.handlers.get(event, ()):
        if kind == PLUGIN:
            run_handler(handler, ctx, event, payload)
            continue
        env = _trigger_env(ctx, kind, handler, payload)
        if env is not None:
            handler.effect.fn(ctx, env)
    ctx.signal_depth -= 1


def run_handler(handler: Any, ctx: Any, event: str, payload: dict) -> Any:
    """A plugin's Python handler; an exception it did not mean (not rulekit's, not an Unwind) is a PluginError
    naming the handler and the event."""
    try:
        return handler(ctx, **payload)
    except (RulekitError, Unwind):
        raise
    except Exception as error:
        raise _handler_error(handler, event, error) from error


def _guarded(gen: Any, handler: Any, event: str) -> Any:
    try:
        return (yield from gen)
    except (RulekitError, Unwind):
        raise
    except Exception as error:
        raise _handler_error(handler, event, error) from error


def _handler_error(handler: Any, event: str, error: Exception) -> PluginError:
    name = f"{getattr(handler, '__module__', '?')}.{getattr(handler, '__qualname__', repr(handler))}"
    return PluginError(f"plugin handler {name} failed on event {event!r} ({type(error).__name__}: {error})")


def _enter_signal(ctx: Any, event: str, payload: dict) -> None:
    # a signal changes no state, so its event goes straight to the log (what emit would do, without two calls)
    ctx.log.append(_NEW_SIGNALLED((event, tuple(sorted(payload.items())))))
    ctx.signal_depth += 1
    if ctx.signal_depth > MAX_SIGNAL_DEPTH:
        raise EffectRuntimeError(f"event {event!r} set off more than {MAX_SIGNAL_DEPTH} nested events")


def _trigger_env(ctx: Any, kind: int, trigger: Any, payload: dict) -> dict | None:
    """The variables a trigger runs with, or None when it does not fire (its card is not in an active zone, or its
    condition does not hold)."""
    if kind == CARD:
        key = ctx.card_zone.get(trigger.card)
        if key is None or not ctx.active_zones.get(key.partition("@")[0], False):
            return None
        env = dict(payload)
        env["self"] = trigger.card
        env["owner"] = ctx.owner_of(trigger.card)
    else:
        env = payload
    if trigger.condition is not None and not trigger.condition.fn(ctx, env):
        return None
    key = (trigger.card, trigger.id)
    ctx.fired[key] = ctx.fired.get(key, 0) + 1  # for rulekit.sim.cardstats; not part of the game's state
    return env


# ---------------------------------------------------------------------------------------------------- tracks


def advance_frame(track: str, squares: list[int]) -> Frame:
    # v: [track, squares passed, square index, reward index]
    return Frame(_advance, [track, squares, 0, 0])


def _advance(ctx: Any, fr: Frame) -> Any:
    v = fr.v
    spec = ctx.game.tracks[v[0]]
    while v[2] < len(v[1]):
        square = v[1][v[2]]
        rewards = spec.rewards
        while v[3] < len(rewards):
            reward = rewards[v[3]]
            v[3] += 1
            if reward.at != square or not _pay(ctx, v[0], square, reward):
                continue
            if reward.effect.asks:
                return reward.effect.frame({})
            reward.effect.fn(ctx, {})
        v[2] += 1
        v[3] = 0
    return None


def _pay(ctx: Any, track: str, square: int, reward: Any) -> bool:
    """Whether the reward pays now (a once-only reward pays the first time only; the payment is recorded)."""
    if reward.once:
        key = f"{track}:{square}"
        if key in ctx.state["paid"]:
            return False
        ctx.emit(ev.RewardPaid(track, square))
    return True


def pay_rewards_now(ctx: Any, track: str, squares: list[int]) -> None:
    """A track none of whose rewards asks: pay them at once."""
    spec = ctx.game.tracks[track]
    for square in squares:
        for reward in spec.rewards:
            if reward.at == square and _pay(ctx, track, square, reward):
                reward.effect.fn(ctx, {})
