# Mylady und die Musketiere: player counts, house rules and their prompts.

counter-start_hand = Starting hand
    .description = Adventure cards each hand starts with (five players: 5).
counter-actions_per_round = Actions per round
    .description = Actions of a musketeer each round (five players: 3).
counter-draw_each_round = A card each round
    .description = 1: the musketeers' hand draws a card at the start of every round (two players).
step-round_card = a card for the musketeers' shared hand
counter-deadly_quest = Deadly quest
    .description = House rule deadly-quest: 1 when a musketeer knocked out on the quest may not return to it.
counter-brave_athos = Brave Athos
    .description = House rule brave-athos: 1 when Athos must fight a Rochefort already shown.
counter-beggars_on_spot = Beggars paid on the spot
    .description = House rule beggars-on-the-spot: 1 when the beggars are paid only at their mission.
counter-escape_only = Jail: escape only
    .description = House rule escape-only: 1 when a jailed musketeer may only try to escape.
step-easier = the musketeers take the One-for-all card
counter-solo = Game without Mylady
    .description = House rule without-mylady: 1 when the rules play Mylady.
dice-blue = blue dice
dice-red = red dice
face-sword = sword
face-shield = shield
face-lily = lily

## House rules (`rulekit house-rules mylady`, the start page of the web table)

house-rule-mylady-easier = Easier for the musketeers: they begin with the One-for-all card (rulebook).
house-rule-mylady-first-game = First game: no hourglass, and the two Hurry! cards leave the treachery deck (rulebook tip).
house-rule-mylady-deadly-quest = Deadly diamond studs: a musketeer knocked out on the quest cannot return to it; if all are out, Mylady wins (rulebook).
house-rule-mylady-brave-athos = Brave Athos: Athos too must fight Rochefort where Rochefort has already appeared (rulebook).
house-rule-mylady-beggars-on-the-spot = Realism: only a musketeer standing at the beggars' mission can pay them (FAQ).
house-rule-mylady-escape-only = Realism: a musketeer in the Bastille can only try to escape (FAQ).
house-rule-mylady-without-mylady = Without Mylady: 1 to 4 players, solo too, against a Mylady who follows the rules on her own (rulebook).
house-rule-mylady-four-without-dartagnan = Four players: d'Artagnan stays out, not Porthos (the players choose who sits out; rulebook).
house-rule-mylady-four-without-aramis = Four players: Aramis stays out, not Porthos (the players choose who sits out; rulebook).
house-rule-mylady-four-without-athos = Four players: Athos stays out, not Porthos (the players choose who sits out; rulebook).
