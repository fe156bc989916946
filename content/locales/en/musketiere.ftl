# Musketiere: English (the reference locale). Card, zone and counter ids come from content/*/musketiere.
# Messages are self-contained; `.rules` and `.summary` attributes hold longer text.

musketiere = Musketeers
    .summary = Two to four musketeers fight the Cardinal's guards side by side, yet each hopes for the richest pay. Before the nine duels of a round you hide three cards as your pay; gems double a pay card, prisons make it worthless. The first to 100 ducats wins.

table = The table

## Zones

zone-musketeer_deck = Musketeer deck
    .description = The musketeer cards not dealt this round.
zone-guard_deck = Guard deck
    .description = The Cardinal's guards still to come this round.
zone-guard = Guard to beat
    .description = The guard card the team fights now.
zone-beaten = Guards fought
    .description = Guards already fought this round.
zone-discard = Discard pile
    .description = Musketeer cards played in duels or thrown away in prison.
zone-hand = Hand
    .description = The cards a player fights with.
zone-pay = Pay cards
    .description = Three cards face down: the pay a player hopes for.
zone-played = Card in the duel
    .description = The card a player shows in the current duel.
zone-scored = Pay turned up
    .description = Pay cards turned up at the end of the round.

## Counters and supplies

counter-ducats = Ducats
    .description = Ducats earned over all rounds; 100 ends the game.
counter-sitting_out = Sitting out
    .description = 1 while all three pay cards of the player are in prison.
counter-gems = Gems
    .description = Precious stones in the middle of the table.
counter-prisons = Prisons
    .description = Prisons in the middle of the table.
counter-theft = Theft from other players
    .description = 1: with the supply empty, a gem or prison is taken from another player's card (house rule no-theft: 0).
counter-gem = Gem
counter-prison = Prison

## Prompts

prompt-choose-pay = Pick three cards to lay face down as your pay for this round.
prompt-choose-duel-card = Pick the card you fight this guard with.
prompt-discard-in-prison = All three of your pay cards are in prison: throw away one card from your hand.
prompt-gem-or-free = You won the duel. Take a gem, or free one of your pay cards from prison?
prompt-place-gem = Which of your pay cards gets the gem?
prompt-place-prison = Which of your pay cards goes to prison?
prompt-steal-gem = The table has no gems left: take one from another player's card.
prompt-take-prison-from = The table has no prisons left: take one from another player's card.
prompt-free-card = Which of your pay cards leaves prison?
prompt-return-gem = Your pay cards are all taken: which gem goes back to the table?

## Choices

option-take-gem = Take a gem
option-free-card = Free a card from prison

## Steps of the round

step-gather = the cards are gathered and shuffled
step-deal_twelve = twelve cards for each player
step-choose_pay = everyone hides their pay
step-duel = a guard steps forward
step-reveal_and_pay = the pay is counted

## What happens

event-duel_won = The team beats the guard; { $winner } played the strongest card.
event-duel_lost = The guard wins; { $loser } played the weakest card.
event-gem_placed = { $player } puts a gem on { $card }.
event-gem_returned = { $player } gives the gem of { $card } back to the table.
event-prison_placed = { $player } puts { $card } in prison.
event-prison_removed = { $card } of { $player } leaves prison.

## Cards: one message for all cards of a kind; each card's stats are its variables ($value, $swords)

musketiere-guard = { -guard } { $value }
    .rules = The team wins the duel if its cards add up to { $value } or more.
musketiere-musketeer = { -musketeer } { $value }, { $swords ->
        [0] no swords
        [one] { $swords } sword
       *[other] { $swords } swords
    }

## The procedures of the rules in words (rulekit show); $winner, $player... are the arguments, in words

words-call-claim_gem = { $winner } takes a gem or frees a pay card from prison
words-call-take_gem = { $player } puts a gem on one of { $free }
words-call-free_card = { $player } frees one of { $jailed } from prison
words-call-take_prison = { $loser } puts a pay card in prison

## Why the game ended (the end of a game, in the terminal and the web table)

end-musketiere-end_condition = A player has 100 ducats or more: the game is over and the richest player wins.
end-musketiere-round_limit = The game reached its last round: the richest player wins.

## House rules (`rulekit house-rules musketiere`, the start page of the web table)

house-rule-musketiere-short-game = A shorter game: the first to 50 ducats ends it, not 100.
house-rule-musketiere-no-theft = No theft: when the supply has run out, a won duel takes no gem or prison from another player.
