"""What equipment tokens and the Cardinal's special cards do, as primitives their triggers call.

The ruleset decides *when* a token or card may be used (its `item`/`effect` stat); *what* it does is written in
the card's YAML as a trigger on `token_used`, `token_drawn` or `special_played`, calling these primitives or
setting counters. Effects inside duels (Secret Strike, Cape, a Potion drunk in a duel, Enraged and Elite Guards)
belong to the duel procedure and are not here.
"""
from __future__ import annotations

from rulekit.games.pendants import cardinal, duels, graph, musketeers
from rulekit.games.pendants.cardinal import CARDINAL
from rulekit.effects.values import Zone


def register_cards(registry) -> None:
    r = registry

    @r.action(ranges={"amount": (1, None)})
    def heal(ctx, musketeer: "player", amount: "int" = 1) -> "none":
        """Pendants: the musketeer gets `amount` life points back (never above his card's life)."""
        duels.heal(ctx, musketeer, amount)

    @r.action(ranges={"amount": (1, None)})
    def hurt(ctx, musketeer: "player", amount: "int" = 1) -> "none":
        """Pendants: the musketeer loses life outside a duel; at none left he is stunned, as after a lost duel."""
        yield from duels.wound_outside_duel(ctx, musketeer, amount)

    @r.action(name="place_door")
    def place_door_(ctx, musketeer: "player") -> "none":
        """Pendants: the musketeer puts the Musketeers' Door on a doorway of his choice (or moves it there)."""
        yield from musketeers.place_door(ctx, musketeer)

    @r.action
    def open_secret_passage(ctx) -> "none":
        """Pendants: the Cardinal opens one secret passage to his henchmen for this phase."""
        choices = cardinal.secret_links(ctx)
        if not choices:
            return
        names = [graph.link_name(ctx, i) for i in choices]
        (picked,) = yield from ctx.choose(CARDINAL, names, "secret-passage-link")
        ctx.set_counter("game", None, "open_secret", choices[names.index(picked)])

    @r.action
    def perfume(ctx) -> "none":
        """Pendants: Milady seduces a musketeer in her room without a die."""
        targets = cardinal.seduction_targets(ctx)
        if not targets:
            return
        (seat,) = yield from ctx.choose(CARDINAL, targets, "perfume-target")
        yield from cardinal.seduce(ctx, seat, perfume=True)

    @r.action
    def recall_henchmen(ctx) -> "none":
        """Pendants: the Cardinal calls any of his henchmen on the board back to the reserve."""
        board = graph.henchmen_on_board(ctx)
        picked = yield from ctx.choose(CARDINAL, board, "reserve-henchmen", count=len(board), exactly=False)
        if picked:
            ctx.move(list(picked), Zone(graph.RESERVE))

    @r.action
    def place_portcullis(ctx) -> "none":
        """Pendants: the Cardinal lowers the Portcullis on a doorway of his choice (or moves it there)."""
        portcullis = graph.blocker_card(ctx, "cardinal")
        choices = cardinal.portcullis_links(ctx)
        if not choices:
            return
        names = [graph.link_name(ctx, i) for i in choices]
        (picked,) = yield from ctx.choose(CARDINAL, names, "portcullis-link")
        graph.place_blocker(ctx, portcullis, choices[names.index(picked)])
