# Mylady und die Musketiere : nombre de joueurs, règles maison et leurs questions.

counter-start_hand = Main de départ
    .description = Les cartes Aventure de chaque main au départ (cinq joueurs : 5).
counter-actions_per_round = Actions par manche
    .description = Les actions d'un mousquetaire à chaque manche (cinq joueurs : 3).
counter-draw_each_round = Une carte par manche
    .description = 1 : la main des mousquetaires pioche une carte au début de chaque manche (deux joueurs).
step-round_card = une carte pour la main commune des mousquetaires
counter-deadly_quest = Quête mortelle
    .description = Règle maison Quête mortelle : 1 quand un mousquetaire mis hors de combat pendant la Quête ne peut pas y retourner.
counter-brave_athos = Athos le brave
    .description = Règle maison Athos le brave : 1 quand Athos doit combattre un Rochefort déjà révélé.
counter-beggars_on_spot = Mendiants payés sur place
    .description = Règle maison Mendiants payés sur place : 1 quand les mendiants ne se paient qu'à leur mission.
counter-escape_only = Bastille : évasion seulement
    .description = Règle maison Bastille : évasion seulement : 1 quand un mousquetaire emprisonné ne peut que tenter l'évasion.
step-easier = les mousquetaires prennent la carte Un pour tous
counter-solo = Partie sans Mylady
    .description = Règle maison Partie sans Milady : 1 quand les règles jouent Milady.
dice-blue = dés bleus
dice-red = dés rouges
face-sword = épée
face-shield = bouclier
face-lily = lys

## Règles maison

house-rule-mylady-easier = Plus facile pour les mousquetaires : ils commencent avec la carte Un pour tous (règle).
house-rule-mylady-first-game = Première partie : sans sablier ; les deux cartes Urgence quittent la pioche Perfidie (conseil de la règle).
house-rule-mylady-deadly-quest = Ferrets mortels : un mousquetaire mis hors de combat pendant la quête ne peut pas y revenir ; s'ils le sont tous, Mylady gagne (règle).
house-rule-mylady-brave-athos = Athos le brave : là où Rochefort s'est déjà montré, Athos doit lui aussi le combattre (règle).
house-rule-mylady-beggars-on-the-spot = Réalisme : seul un mousquetaire présent à la mission des mendiants peut les payer (FAQ).
house-rule-mylady-escape-only = Réalisme : un mousquetaire à la Bastille ne peut que tenter de s'évader (FAQ).
house-rule-mylady-without-mylady = Partie sans Mylady : de 1 à 4 joueurs, seul aussi, contre une Mylady qui suit ses propres règles (règle).
house-rule-mylady-four-without-dartagnan = Quatre joueurs : d'Artagnan reste à l'écart au lieu de Porthos (les joueurs choisissent qui ne joue pas ; règle).
house-rule-mylady-four-without-aramis = Quatre joueurs : Aramis reste à l'écart au lieu de Porthos (les joueurs choisissent qui ne joue pas ; règle).
house-rule-mylady-four-without-athos = Quatre joueurs : Athos reste à l'écart au lieu de Porthos (les joueurs choisissent qui ne joue pas ; règle).
