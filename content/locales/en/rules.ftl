# The effect language in words: how `rulekit show` and the card texts say what an effect does (rulekit/effects/words.py).
# One message per statement, operator and primitive of the core; a game's own procedures and primitives get theirs
# in the game's file (`words-call-<name>`). Variables: the parts of the statement, already in words, or numbers.
# Keep the variables; the order of the words is yours.

## Statements

words-let = let { $name } be { $value }
words-set = { $target } becomes { $value }
words-add = add { $value } to { $target }
words-subtract = take { $value } from { $target }
words-if = if { $condition }:
words-elif = otherwise, if { $condition }:
words-else = otherwise:
words-for = for each { $name } of { $items }:
words-repeat = { $count ->
        [one] once:
       *[other] { $count } times:
    }
words-while = as long as { $condition }:
words-choose = { $player } chooses one:
words-choose-each = each { $name } of { $players } chooses in secret:
words-option-each = (one for each { $name } of { $items })
words-option-if = (only if { $condition })
words-return = the result is { $value }
words-stop = stop here
words-break = leave the loop
words-continue = go on with the next one

## Values and operators

words-true = yes
words-false = no
words-none = nothing
words-empty = nothing
words-it = it
words-self = this card
words-of = the { $name } of { $owner }
words-plus = { $left } plus { $right }
words-minus = { $left } minus { $right }
words-times = { $left } times { $right }
words-divided = { $left } divided by { $right } (rounded down)
words-modulo = the remainder of { $left } divided by { $right }
words-negative = minus { $value }
words-eq = { $left } is { $right }
words-ne = { $left } is not { $right }
words-lt = { $left } is less than { $right }
words-le = { $left } is at most { $right }
words-gt = { $left } is more than { $right }
words-ge = { $left } is at least { $right }
words-in = { $left } is one of { $right }
words-not-in = { $left } is none of { $right }
words-and = { $left } and { $right }
words-or = { $left } or { $right }
words-not = not { $value }
words-where = { $items } where { $condition }

## Actions of the core

words-call-move = move { $cards } to { $to }
words-call-draw = draw { $count ->
        [one] a card
       *[other] { $count } cards
    } from { $source } to { $to }
words-call-shuffle = shuffle { $zone }
words-call-signal = { $event } happens
words-call-end_game = the game ends
words-call-choose_card = { $player } chooses a card of { $cards }
words-call-choose_cards = { $player } chooses { $count ->
        [one] a card
       *[other] { $count } cards
    } of { $cards }
words-call-choose_player = { $player } chooses a player of { $among }
words-call-choose_one = { $player } chooses one of { $options }
words-call-pick = { $player } picks { $count } of { $values }
words-call-secret_pick = { $players } each put { $count ->
        [one] a card
       *[other] { $count } cards
    } from { $source } face down to { $to }, in secret
words-call-roll = roll { $count } { $dice } dice
words-call-reroll = roll { $which } of { $faces } again
words-call-random = a random number below { $bound }
words-call-reveal = show { $cards } to { $to }
words-call-respond = everyone may answer { $event }
words-call-advance = move the { $track } marker { $steps } squares on
words-call-take_turn = { $player } takes a turn with { $points } action points
words-call-spend = spend { $points } action points
words-call-gain_points = gain { $points } action points
words-call-end_turn = the turn ends
words-call-block = block { $link } with { $by }
words-call-unblock = open { $link } again

## Queries of the core

words-call-count = the number of { $items }
words-call-sum = the sum of { $values }
words-call-max = the largest of { $values }
words-call-min = the smallest of { $values }
words-call-top = the top card of { $zone }
words-call-cards_in = the cards in { $zone }
words-call-best = the best of { $cards } by { $first }
words-call-worst = the worst of { $cards } by { $first }
words-call-owner = the owner of { $card }
words-call-active_player = the active player
words-call-points_left = the action points left
words-call-players_where_counter = the players whose { $counter } is { $value }
words-call-seat_named = the seat { $name }
words-call-sees = { $player } sees { $card }
words-call-count_faces = the dice of { $faces } showing { $face }
words-call-highest = the { $n } highest of { $faces }
words-call-lowest = the { $n } lowest of { $faces }
words-call-sorted_faces = { $faces }, highest first
words-call-compare_pools = { $a } against { $b }, die by die
words-call-neighbours = the spaces next to { $space }
words-call-reachable = the spaces { $steps } moves from { $start }
words-call-distance = the distance from { $a } to { $b }
words-call-path = the way from { $a } to { $b }
words-call-links = the ways out of { $space }
words-call-link_between = the way from { $a } to { $b }
words-call-blocked = { $link } is blocked
words-call-tagged = { $space } is { $tag }
words-call-spaces_tagged = the { $tag } spaces
words-call-track_value = the { $name } on the { $track } track
words-call-track_end = the last square of the { $track } track
