"""Taking back one's own last decision, for as long as nothing new was learned since.

A person may undo their last answer while the game has revealed nothing after it: no random draw, shuffle or
dice roll, no card newly shown to them, no decision of another seat (its answer is another player's move, and an
automated seat draws from the game's random stream), and no external input (a clock that ran out stays run out).
The judgement reads only the event log after that answer,
so it holds for every game and every front end (terminal, web table) alike.

    reason = undo_blocker(game, seats=(2,))   # None: allowed; else a reason word
    game = undo(game, seats=(2,))             # the game as it was before that answer (or IllegalActionError)

`seats` are the seats one person plays (a person may play several seats; their own moves never block them).
Reason words, each with the messages `ui-undo-<word>` and `web-error-undo-<word>`: nothing, over, other-seat,
random, revealed, external.
"""
from __future__ import annotations

from typing import Any, Collection

from rulekit.errors import IllegalActionError
from rulekit.run import events as ev

REASONS = ("nothing", "over", "other-seat", "random", "revealed", "external")
MESSAGE_IDS = ("ui-undo-nothing", "ui-undo-over", "ui-undo-other-seat", "ui-undo-random", "ui-undo-revealed",
               "ui-undo-external", "web-error-undo-nothing", "web-error-undo-over", "web-error-undo-other-seat",
               "web-error-undo-random", "web-error-undo-revealed", "web-error-undo-external")  # what each reason says (the terminal, the web table): see rulekit.l10n.usage
_RANDOM = (ev.Shuffled, ev.DiceRolled, ev.RandomDrawn)


def undo_blocker(game: Any, seats: Collection[int]) -> str | None:
    """Why the person playing `seats` may not take back their last answer now, or None when they may."""
    mine = set(seats)
    if game.over:
        return "over"
    if not any(choice.player in mine for choice in game.choices):
        return "nothing"  # they never answered anything: there is nothing of theirs to take back
    last = game.choices[-1]
    if last.player not in mine:
        return "other-seat"
    if game.externals and game.externals[-1][0] == len(game.choices):
        return "external"  # given after that answer: taking it back would take the input back too
    start = _answer_index(game.log, last.decision, last.player)
    if start is None:
        return "nothing"
    ctx = game.ctx
    for event in game.log[start + 1:]:
        if isinstance(event, _RANDOM):
            return "random"
        if isinstance(event, ev.DecisionAnswered) and event.player not in mine:
            return "other-seat"
        if isinstance(event, ev.CardsMoved) and _reveals(ctx, event, mine):
            return "revealed"
        if isinstance(event, ev.GameEnded):
            return "over"
    return None


def can_undo(game: Any, seats: Collection[int]) -> bool:
    return undo_blocker(game, seats) is None


def undo(game: Any, seats: Collection[int]) -> Any:
    """The game as it was before the last answer of `seats` (a new Game); IllegalActionError naming the reason
    when it may not be taken back."""
    reason = undo_blocker(game, seats)
    if reason is not None:
        raise IllegalActionError(f"the last answer cannot be taken back ({reason})", message_id=f"ui-undo-{reason}")
    return game.undo()


def _answer_index(log: list[ev.Event], decision: int, player: int) -> int | None:
    for index in range(len(log) - 1, -1, -1):
        event = log[index]
        if isinstance(event, ev.DecisionAnswered) and event.decision == decision and event.player == player:
            return index
    return None


def _reveals(ctx: Any, event: ev.CardsMoved, seats: set[int]) -> bool:
    """A card comes from where none of `seats` could see it to where one of them can."""
    for source in event.sources:
        if any(ctx.visible_to(source, seat) for seat in seats):
            continue
        if any(ctx.visible_to(event.to, seat) for seat in seats):
            return True
    return False
