# Mylady und die Musketiere : nombre de joueurs, règles maison et leurs questions.

counter-start_hand = Main de départ
counter-actions_per_round = Actions par manche
counter-draw_each_round = Une carte par manche
step-round_card = une carte pour la main commune des mousquetaires
counter-deadly_quest = Quête mortelle
counter-brave_athos = Athos le brave
counter-beggars_on_spot = Mendiants payés sur place
counter-escape_only = Bastille : évasion seulement
step-easier = les mousquetaires prennent la carte Un pour tous
counter-solo = Partie sans Mylady
dice-blue = dés bleus
dice-red = dés rouges
face-sword = épée
face-shield = bouclier
face-lily = lys
