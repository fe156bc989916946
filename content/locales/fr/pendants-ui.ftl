# Les Ferrets de la Reine : questions, options, étapes et événements des règles pendant la partie (français).
# Référence : en/pendants-ui.ftl. step-prepare et event-duel_ended sont déjà dans mylady.ftl (un seul espace
# d'identifiants par langue) : ils ne sont pas répétés ici.

## Questions : mise en place des variantes

prompt-extra-chest-count = Aide aux mousquetaires : combien de coffres en plus voulez-vous, un ou deux ?
prompt-extra-chest = Choisissez la salle de chaque coffre en plus.
prompt-extra-crest-count = Aide au Cardinal : combien de blasons en plus voulez-vous, un ou deux ?
prompt-extra-crest = Choisissez la salle de chaque blason en plus.
prompt-carpet-count = Votre camp relève un défi : combien de tapis, un ou deux ?
prompt-cover-chest = Quels coffres disparaissent sous un tapis ?
prompt-cover-crest = Quels blasons disparaissent sous un tapis ?

## Questions : le Cardinal

prompt-cardinal-action = Cardinal, quel est votre prochain coup ?
prompt-duel-order = Des duels attendent dans plusieurs salles : lequel se livre en premier ?
prompt-discard-special = Vous ne pouvez garder que trois cartes spéciales : laquelle s'en va ?
prompt-special-effect = Cette carte peut faire deux choses : laquelle choisissez-vous ?
prompt-secret-passage-link = Quel passage secret s'ouvre à vos sbires dans cette phase ?
prompt-perfume-target = Milady porte son Parfum irrésistible : quel mousquetaire y succombe ?
prompt-reserve-henchmen = Quels sbires rappelez-vous dans votre réserve ?
prompt-portcullis-link = Quel passage la herse ferme-t-elle ?
prompt-duel-card = Un duel commence : jouez-vous une carte pour son premier round ?
prompt-pistol-target = Rochefort sort son pistolet : sur quel mousquetaire tire-t-il ?
prompt-assign-hits = Les touches ne se partagent pas également : qui en reçoit une de plus ?

## Questions : les mousquetaires

prompt-musketeer-action = Que faites-vous maintenant dans votre phase ?
prompt-collective-action = Tous pour un ! Reprenez-vous votre souffle ou passez-vous dans la salle voisine ?
prompt-drink-potion = Les coups qui arrivent vous sonneraient : boire d'abord une Potion ?
prompt-throw-cape = Vous êtes attaqué : lancer votre Cape et filer avant que les dés roulent ?
prompt-cape-retreat = Dans quelle salle filez-vous ?
prompt-secret-strike = Porter une Botte secrète pour mettre tout de suite un adversaire hors de combat ?
prompt-door-link = Quel passage la Porte des Mousquetaires ferme-t-elle ?
prompt-give-back = Un ami vient de vous remettre un jeton : lui en rendez-vous un des vôtres ?
prompt-accept-swap = Un ami vous propose d'échanger vos ferrets : acceptez-vous ?

## Libellés des options

pendants-move = Déplacer
pendants-seduce = Milady tente de séduire
pendants-special = Jouer une carte spéciale
pendants-reinforce = Faire entrer depuis la réserve
pendants-duel = Livrer le duel
pendants-call = Jouer l'Appel du Cardinal
pendants-end = Finir la phase
pendants-equip = Prendre un jeton dans le coffre
pendants-use = Utiliser
pendants-give = Donner un jeton
pendants-swap = Proposer un échange de ferrets
pendants-all-for-one = Jouer Tous pour un
pendants-heal = Récupérer 1 point de vie
pendants-one = Un
pendants-two = Deux
pendants-yes = Oui
pendants-no = Non
pendants-none = Rien
pendants-drink = La boire
pendants-cape = Lancer la Cape
pendants-strike = Frapper

## Effets des cartes spéciales

pendants-effect-reinforcements = Renforts
pendants-effect-secret_passage = Passage secret
pendants-effect-perfume = Parfum irrésistible
pendants-effect-reserve = Réserve
pendants-effect-portcullis = La herse du Cardinal
pendants-effect-move_portcullis = Déplacer la herse
pendants-effect-enraged_guards = Gardes enragés
pendants-effect-elite_guards = Gardes d'élite

## Étapes du tour

step-turn_card = une carte Tour est retournée
step-phases = les phases de la carte se jouent
step-queen = la Reine avance vers le Roi

## Événements

event-turn_card_drawn = { $card } est retournée : ses phases suivent.
event-musketeer_moved = { $musketeer } passe dans une autre salle : { $room }.
event-henchman_moved = Le Cardinal déplace { $henchman } : { $room }.
event-equipped = { $musketeer } prend un jeton dans le coffre.
event-stunned = { $musketeer } a perdu son dernier point de vie et reste sonné : la Reine se rapproche du Roi d'une case.
event-pendant_revealed = { $true_pendant ->
    [1] { $musketeer } gît sonné sous les yeux des hommes du Cardinal, et le ferret qu'il porte est le vrai !
   *[other] { $musketeer } gît sonné sous les yeux des hommes du Cardinal, mais le ferret qu'il porte est faux.
}
event-pendant_seen = Milady a séduit { $musketeer } : le Cardinal sait désormais quel ferret il porte.
event-queen_comforted = { $musketeer } atteint la salle de bal sans le vrai ferret : il réconforte la Reine, qui recule, et quitte la partie.
event-all_for_one = Tous pour un ! Les mousquetaires agissent ensemble dans une phase supplémentaire.
event-cardinals_call = Le Cardinal lance son Appel : ses sbires ont une phase supplémentaire.
event-special_played = Le Cardinal joue { $card }.
event-portrait_drawn = { $squares ->
    [0] Un jeton portrait est tiré : la Reine reste où elle est.
    [1] Un jeton portrait est tiré : la Reine avance de { $squares } case.
   *[other] Un jeton portrait est tiré : la Reine avance de { $squares } cases.
}

## Compteurs

counter-pendant_known = Ferret connu du Cardinal (1 faux, 2 vrai)
counter-one_for_all = Tous pour un pas encore joué
counter-extra_chests = Variante : coffres en plus
counter-extra_chest_1 = Coffre en plus 1 dans la salle n°
counter-extra_chest_2 = Coffre en plus 2 dans la salle n°
counter-extra_crests = Variante : blasons en plus
counter-extra_crest_1 = Blason en plus 1 dans la salle n°
counter-extra_crest_2 = Blason en plus 2 dans la salle n°
counter-covered_chests = Variante : coffres sous des tapis
counter-covered_chest_1 = Coffre couvert 1 dans la salle n°
counter-covered_chest_2 = Coffre couvert 2 dans la salle n°
counter-covered_crests = Variante : blasons sous des tapis
counter-covered_crest_1 = Blason couvert 1 dans la salle n°
counter-covered_crest_2 = Blason couvert 2 dans la salle n°
counter-suspense = Variante : suspense maximal

## Marques sur les figurines et les jetons de blocage (compteurs des cartes)

counter-stunned = sonné
counter-link = en place

## Dés

dice-d6 = les dés

event-pendants-duel_ended = Le duel dans { $room } est terminé.
option-guard = un Garde
option-milady = Milady
option-rochefort = Rochefort
counter-open_secret = Passage secret ouvert
counter-bonus_steps = Salles ajoutées

## Pourquoi la partie s'est terminée

end-pendants-pendant_returned = Un mousquetaire a atteint la salle de bal avec le vrai ferret : les mousquetaires l'emportent.
end-pendants-queen_meets_king = La Reine a rejoint le Roi sans ses ferrets : le Cardinal l'emporte.
end-pendants-true_pendant_revealed = Le vrai ferret est tombé entre les mains du Cardinal : le Cardinal l'emporte.
end-pendants-round_limit = La partie a atteint son dernier tour sans vainqueur.

## Règles maison

house-rule-pendants-musketeers-help = Aide aux mousquetaires : un ou deux coffres de plus, aux jetons à coins dorés, placés par les mousquetaires (règle).
house-rule-pendants-cardinal-help = Aide au Cardinal : un ou deux blasons de plus par où entrent les sbires, chacun avec un garde (règle).
house-rule-pendants-musketeers-challenge = Défi pour les mousquetaires : un ou deux coffres sous des tapis, chacun avec trois jetons de moins (règle).
house-rule-pendants-cardinal-challenge = Défi pour le Cardinal : un ou deux blasons sous des tapis, chacun avec un garde de moins (règle).
house-rule-pendants-maximum-suspense = Suspense maximal : un jeton portrait tiré au hasard (0, 1 ou 2), et non la carte, dit de combien la Reine avance (règle).
house-rule-pendants-open-draw = Pioche ouverte : les mousquetaires montrent au Cardinal chaque jeton d'équipement qu'ils prennent (règle).
house-rule-pendants-king-14 = Le Roi attend sur la case 14 : plus dur pour les mousquetaires (règle).
house-rule-pendants-king-13 = Le Roi attend sur la case 13 : plus dur encore (règle).
house-rule-pendants-king-12 = Le Roi attend sur la case 12 : pour les plus audacieux (règle).
