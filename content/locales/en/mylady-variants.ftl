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
