# The pack's English text (the pack declares en, de and fr).

mylady-tavern = The tavern of the Pomme de Pin
zone-pomme_de_pin = The Pomme de Pin
    .description = For an action and a gold piece a musketeer hears gossip or rests here; Mylady may poison the wine.

act-pomme-de-pin = A round of wine (1 gold)
    .rules = At the Pomme de Pin, for 1 action and 1 gold: hear the gossip and draw 2 adventure cards, or rest and heal 1 wound.
loc-pomme-de-pin = Location: the Pomme de Pin
    .rules = If no musketeer finds her, Mylady poisons the wine at the end of the musketeers' phase: every musketeer in the tavern takes 1 wound.

prompt-pomme-de-pin = A round of wine at the Pomme de Pin: what do you do?
option-gossip = Listen to the gossip (draw 2 adventure cards)
option-rest = Rest (heal 1 wound)
