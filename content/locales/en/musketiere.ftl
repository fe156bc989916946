# Musketiere: English (the reference locale). Card, zone and counter ids come from content/*/musketiere.
# Messages are self-contained; `.rules` and `.summary` attributes hold longer text.

musketiere = Musketeers
    .summary = Two to four musketeers fight the Cardinal's guards side by side, yet each hopes for the richest pay. Before the nine duels of a round you hide three cards as your pay; gems double a pay card, prisons make it worthless. The first to 100 ducats wins.

table = The table

## Zones

zone-musketeer_deck = Musketeer deck
zone-guard_deck = Guard deck
zone-guard = Guard to beat
zone-beaten = Guards fought
zone-discard = Discard pile
zone-hand = Hand
zone-pay = Pay cards
zone-played = Card in the duel
zone-scored = Pay turned up

## Counters and supplies

counter-ducats = Ducats
counter-sitting_out = Sitting out
counter-gems = Gems
counter-prisons = Prisons
counter-theft = Theft from other players
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

## Cards

guard-04 = Cardinal's Guard 4
    .rules = The team wins the duel if its cards add up to 4 or more.
guard-05 = Cardinal's Guard 5
    .rules = The team wins the duel if its cards add up to 5 or more.
guard-07 = Cardinal's Guard 7
    .rules = The team wins the duel if its cards add up to 7 or more.
guard-08 = Cardinal's Guard 8
    .rules = The team wins the duel if its cards add up to 8 or more.
guard-10 = Cardinal's Guard 10
    .rules = The team wins the duel if its cards add up to 10 or more.
guard-11 = Cardinal's Guard 11
    .rules = The team wins the duel if its cards add up to 11 or more.
guard-12 = Cardinal's Guard 12
    .rules = The team wins the duel if its cards add up to 12 or more.
guard-14 = Cardinal's Guard 14
    .rules = The team wins the duel if its cards add up to 14 or more.
guard-16 = Cardinal's Guard 16
    .rules = The team wins the duel if its cards add up to 16 or more.
guard-18 = Cardinal's Guard 18
    .rules = The team wins the duel if its cards add up to 18 or more.
guard-20 = Cardinal's Guard 20
    .rules = The team wins the duel if its cards add up to 20 or more.
guard-25 = Cardinal's Guard 25
    .rules = The team wins the duel if its cards add up to 25 or more.
guard-30 = Cardinal's Guard 30
    .rules = The team wins the duel if its cards add up to 30 or more.
guard-35 = Cardinal's Guard 35
    .rules = The team wins the duel if its cards add up to 35 or more.
guard-40 = Cardinal's Guard 40
    .rules = The team wins the duel if its cards add up to 40 or more.

musketeer-00-0 = Musketeer 0, no swords
musketeer-00-1 = Musketeer 0, 1 sword
musketeer-00-2 = Musketeer 0, 2 swords
musketeer-00-3 = Musketeer 0, 3 swords
musketeer-00-4 = Musketeer 0, 4 swords
musketeer-01-0 = Musketeer 1, no swords
musketeer-01-1 = Musketeer 1, 1 sword
musketeer-01-2 = Musketeer 1, 2 swords
musketeer-01-3 = Musketeer 1, 3 swords
musketeer-01-4 = Musketeer 1, 4 swords
musketeer-02-0 = Musketeer 2, no swords
musketeer-02-1 = Musketeer 2, 1 sword
musketeer-02-2 = Musketeer 2, 2 swords
musketeer-02-3 = Musketeer 2, 3 swords
musketeer-02-4 = Musketeer 2, 4 swords
musketeer-03-0 = Musketeer 3, no swords
musketeer-03-1 = Musketeer 3, 1 sword
musketeer-03-2 = Musketeer 3, 2 swords
musketeer-03-3 = Musketeer 3, 3 swords
musketeer-03-4 = Musketeer 3, 4 swords
musketeer-04-0 = Musketeer 4, no swords
musketeer-04-1 = Musketeer 4, 1 sword
musketeer-04-2 = Musketeer 4, 2 swords
musketeer-04-3 = Musketeer 4, 3 swords
musketeer-04-4 = Musketeer 4, 4 swords
musketeer-05-0 = Musketeer 5, no swords
musketeer-05-1 = Musketeer 5, 1 sword
musketeer-05-2 = Musketeer 5, 2 swords
musketeer-05-3 = Musketeer 5, 3 swords
musketeer-05-4 = Musketeer 5, 4 swords
musketeer-06-0 = Musketeer 6, no swords
musketeer-06-1 = Musketeer 6, 1 sword
musketeer-06-2 = Musketeer 6, 2 swords
musketeer-06-3 = Musketeer 6, 3 swords
musketeer-06-4 = Musketeer 6, 4 swords
musketeer-07-0 = Musketeer 7, no swords
musketeer-07-1 = Musketeer 7, 1 sword
musketeer-07-2 = Musketeer 7, 2 swords
musketeer-07-3 = Musketeer 7, 3 swords
musketeer-07-4 = Musketeer 7, 4 swords
musketeer-08-0 = Musketeer 8, no swords
musketeer-08-1 = Musketeer 8, 1 sword
musketeer-08-2 = Musketeer 8, 2 swords
musketeer-08-3 = Musketeer 8, 3 swords
musketeer-08-4 = Musketeer 8, 4 swords
musketeer-09-0 = Musketeer 9, no swords
musketeer-09-1 = Musketeer 9, 1 sword
musketeer-09-2 = Musketeer 9, 2 swords
musketeer-09-3 = Musketeer 9, 3 swords
musketeer-09-4 = Musketeer 9, 4 swords
musketeer-10-0 = Musketeer 10, no swords
musketeer-10-1 = Musketeer 10, 1 sword
musketeer-10-2 = Musketeer 10, 2 swords
musketeer-10-3 = Musketeer 10, 3 swords
musketeer-10-4 = Musketeer 10, 4 swords

## Why the game ended (the end of a game, in the terminal and the web table)

end-musketiere-end_condition = A player has 100 ducats or more: the game is over and the richest player wins.
end-musketiere-round_limit = The game reached its last round: the richest player wins.

## House rules (`rulekit house-rules musketiere`, the start page of the web table)

house-rule-musketiere-short-game = A shorter game: the first to 50 ducats ends it, not 100.
house-rule-musketiere-no-theft = No theft: when the supply has run out, a won duel takes no gem or prison from another player.
