# Le texte français du paquet.

mylady-tavern = La taverne de la Pomme de Pin
zone-pomme_de_pin = La Pomme de Pin
    .description = Pour une action et une pistole, un mousquetaire y glane des rumeurs ou s'y repose ; Milady peut empoisonner le vin.

act-pomme-de-pin = Une tournée de vin (1 or)
    .rules = À la Pomme de Pin, pour 1 action et 1 or : écouter les ragots et piocher 2 cartes Aventure, ou se reposer et soigner 1 blessure.
loc-pomme-de-pin = Lieu : la Pomme de Pin
    .rules = Si aucun mousquetaire ne la trouve, Mylady empoisonne le vin à la fin de la phase des mousquetaires : chaque mousquetaire présent dans la taverne subit 1 blessure.

prompt-pomme-de-pin = Une tournée de vin à la Pomme de Pin : que faites-vous ?
option-gossip = Écouter les ragots (piocher 2 cartes Aventure)
option-rest = Se reposer (soigner 1 blessure)
