# Mylady und die Musketiere: player counts, house rules and their prompts.

counter-start_hand = Starting hand
counter-actions_per_round = Actions per round
counter-draw_each_round = A card each round
step-round_card = a card for the musketeers' shared hand
counter-deadly_quest = Deadly quest
counter-brave_athos = Brave Athos
counter-beggars_on_spot = Beggars paid on the spot
counter-escape_only = Jail: escape only
step-easier = the musketeers take the One-for-all card
counter-solo = Game without Mylady
dice-blue = blue dice
dice-red = red dice
face-sword = sword
face-shield = shield
face-lily = lily

## House rules (`rulekit house-rules mylady`, the start page of the web table)

house-rule-mylady-easier = Easier for the musketeers: they begin with the One-for-all card (rulebook).
house-rule-mylady-deadly-quest = Deadly diamond studs: a musketeer knocked out on the quest cannot return to it; if all are out, Mylady wins (rulebook).
house-rule-mylady-brave-athos = Brave Athos: Athos too must fight Rochefort where Rochefort has already appeared (rulebook).
house-rule-mylady-beggars-on-the-spot = Realism: only a musketeer standing at the beggars' mission can pay them (FAQ).
house-rule-mylady-escape-only = Realism: a musketeer in the Bastille can only try to escape (FAQ).
house-rule-mylady-without-mylady = Without Mylady: 1 to 4 players, solo too, against a Mylady who follows the rules on her own (rulebook).
house-rule-mylady-four-without-dartagnan = Four players: d'Artagnan stays out, not Porthos (the players choose who sits out; rulebook).
house-rule-mylady-four-without-aramis = Four players: Aramis stays out, not Porthos (the players choose who sits out; rulebook).
house-rule-mylady-four-without-athos = Four players: Athos stays out, not Porthos (the players choose who sits out; rulebook).
