# Les Ferrets de la Reine : ce que les règles demandent, proposent et annoncent pendant une partie (français).
# Référence : en/pendants-ui.ftl.

## Questions : la mise en place

prompt-extra-chest-count = Aide aux mousquetaires : combien de coffres en plus voulez-vous, un ou deux ?
prompt-extra-chest = Choisissez la salle de chaque coffre en plus.
prompt-extra-crest-count = Aide au Cardinal : combien de blasons en plus voulez-vous, un ou deux ?
prompt-extra-crest = Choisissez la salle de chaque blason en plus.
prompt-carpet-count = Votre camp relève un défi : combien de tapis, un ou deux ?
prompt-cover-chest = Quels coffres disparaissent sous un tapis ?
prompt-cover-crest = Quels blasons disparaissent sous un tapis ?
prompt-share-the-fourth = Quatre joueurs : comment partagez-vous le quatrième mousquetaire ?
prompt-pendant-keeper = Les quatre ferrets sont face cachée : les distribuer au hasard, ou choisir en secret qui porte le vrai ?

## Questions : le Cardinal

prompt-cardinal-action = Cardinal, quelle est votre prochaine action ?
prompt-duel-order = Des duels attendent dans plusieurs salles : lequel se livre d'abord ?
prompt-discard-special = Vous ne pouvez garder que trois cartes spéciales : laquelle défaussez-vous ?
prompt-special-effect = Cette carte a deux effets : lequel choisissez-vous ?
prompt-secret-passage-link = Quel passage secret s'ouvre à vos sbires pendant cette phase ?
prompt-perfume-target = Milady porte son Parfum irrésistible : quel mousquetaire y succombe ?
prompt-reserve-henchmen = Quels sbires rappelez-vous dans votre réserve ?
prompt-portcullis-link = Quel passage la Herse ferme-t-elle ?
prompt-pistol-target = Rochefort dégaine son pistolet : sur quel mousquetaire tire-t-il ?
prompt-assign-hits = Les touches ne se partagent pas également : qui en prend une de plus ?

## Questions : les mousquetaires

prompt-musketeer-action = Que faites-vous maintenant dans votre phase ?
prompt-collective-action = Un pour tous ! Reprenez-vous votre souffle ou passez-vous dans la salle voisine ?
prompt-before-hits = Des coups vont vous atteindre : buvez-vous quelque chose avant ?
prompt-duel-begins = Un duel va commencer : jouez-vous une carte avant tout lancer ?
prompt-duel-round = Un round de duel va être lancé : jouez-vous une carte avant ?
prompt-cape-retreat = Dans quelle salle vous échappez-vous ?
prompt-secret-passage = Par quel passage secret passez-vous ?
prompt-door-link = Quel passage la Porte des Mousquetaires ferme-t-elle ?
prompt-give-back = Un ami vient de vous donner un jeton : lui en rendez-vous un ?
prompt-swap-back = Un ami vous offre un jeton, mais vous en portez déjà autant que permis : en échangez-vous un des vôtres contre lui ?
prompt-accept-swap = Un ami propose d'échanger vos ferrets : acceptez-vous ?

## Options

option-pendants-move = Aller dans { $to }
option-pendants-go = Envoyer { $f } dans { $to }
option-pendants-duel = Livrer le duel
option-pendants-equip = Prendre un jeton dans le coffre
option-use = Utiliser { $t }
option-drink = Boire { $t }
option-pendants-act = Faire l'action de la salle : { $a }
option-give = Donner { $t } à { $to }
option-swap = Proposer un échange de ferrets à { $other }
option-all-for-one = Jouer Un pour tous
option-pendants-end = Finir la phase
option-recover = Récupérer 1 point de vie
option-back = Rendre { $b }
option-take-for = Prendre { $got } contre votre { $b }
option-no-return = Ne rien rendre
option-accept = Accepter
option-refuse = Refuser
option-at = Fermer { $l }
option-to = Se réfugier dans { $r }
option-open = Ouvrir { $l }
option-at-random = Les distribuer au hasard
option-keeper = { $k } porte le vrai ferret
option-one-runs-two = L'un de nous mène deux mousquetaires
option-take-turns = Nous jouons Athos à tour de rôle
option-special = Jouer { $c }
option-seduce = Milady tente de séduire { $m }
option-reinforce = Faire entrer { $kind } dans { $room }
option-call = Jouer l'Appel du Cardinal
option-secret-passage = Passage secret
option-move-portcullis = Déplacer la Herse
option-1 = Un
option-2 = Deux
option-guard = un Garde
option-milady = Milady
option-rochefort = Rochefort

## Étapes

step-variant_rooms = les coffres et les blasons sont posés sur le Louvre
step-share_the_fourth = les mousquetaires se partagent le quatrième mousquetaire
step-decks = les cartes sont mélangées
step-pendants = les ferrets sont distribués
step-equipment = l'équipement est distribué et les coffres remplis
step-figures = les figurines prennent place
step-first_special = le Cardinal pioche sa première carte spéciale
step-turn_card = une carte Tour est retournée
step-phases = les phases de la carte sont jouées
step-queen = la Reine avance vers le Roi

## Événements

event-pendants-turn_card_drawn = { $card } est retournée : ses phases suivent.
event-pendants-musketeer_moved = { $musketeer } entre dans { $room }.
event-pendants-henchman_moved = Le Cardinal envoie { $henchman } dans { $room }.
event-pendants-reinforced = { $henchman } entre au Louvre dans { $room }.
event-pendants-equipped = { $musketeer } prend un jeton dans le coffre.
event-pendants-duel_ended = Le duel dans { $room } est terminé.
event-pendants-stunned = { $musketeer } n'a plus de vie et gît étourdi : la Reine se rapproche du Roi d'une case.
event-pendants-pendant_revealed = { $true_pendant ->
    [1] { $musketeer } gît étourdi devant les hommes du Cardinal, et il porte le vrai ferret !
   *[other] { $musketeer } gît étourdi devant les hommes du Cardinal, mais son ferret est un faux.
}
event-pendants-pendant_seen = Milady a séduit { $musketeer } : le Cardinal sait maintenant quel ferret il porte.
event-pendants-seduction_failed = { $musketeer } résiste au charme de Milady.
event-pendants-queen_comforted = { $musketeer } atteint la salle de bal sans le vrai ferret : il réconforte la Reine, qui recule, et quitte la partie.
event-pendants-all_for_one = Un pour tous ! Les mousquetaires agissent ensemble dans une phase en plus.
event-pendants-cardinals_call = Le Cardinal lance son Appel : ses sbires ont une phase en plus.
event-pendants-portrait_drawn = { $squares ->
    [0] Un jeton portrait est tiré : la Reine reste où elle est.
    [one] Un jeton portrait est tiré : la Reine avance de { $squares } case.
   *[other] Un jeton portrait est tiré : la Reine avance de { $squares } cases.
}

## Compteurs

counter-rooms_per_phase = Salles parcourues par un mousquetaire par phase
    .description = Les salles qu'un mousquetaire peut parcourir pendant sa phase (« Movimento »).
counter-henchman_rooms = Salles parcourues par un sbire pour un point
    .description = Les salles qu'un sbire parcourt pour un point d'action.
counter-gear_limit = Jetons qu'un mousquetaire peut avoir
    .description = Les jetons Équipement qu'un mousquetaire peut avoir.
counter-hand_limit = Cartes spéciales que le Cardinal peut garder
    .description = Les cartes spéciales que le Cardinal peut garder en main.
counter-chest_height = Jetons par coffre
    .description = Les jetons posés sur chaque coffre à la mise en place.
counter-turn_number = Tours joués
    .description = Les tours joués jusqu'ici.
counter-phase_no = Phases jouées
    .description = Les phases commencées jusqu'ici : un sbire ou un jeton marqué de ce numéro a agi dans cette phase.
counter-duel_no = Duels livrés
    .description = Les duels commencés jusqu'ici : un mousquetaire marqué de ce numéro est tombé dans ce duel.
counter-special_used = Carte spéciale jouée dans cette phase
    .description = 1 dès que le Cardinal a joué une carte spéciale dans cette phase.
counter-cardinal_acted = Le Cardinal a agi dans cette phase
    .description = 1 dès que le Cardinal a agi dans cette phase (les Renforts passent en premier).
counter-dueling = Un duel a commencé dans cette phase
    .description = 1 dès qu'un duel a commencé dans cette phase du Cardinal : plus aucun sbire ne se déplace.
counter-calling = L'Appel du Cardinal est en cours
    .description = 1 pendant la phase supplémentaire de L'Appel du Cardinal.
counter-duel_bonus_dice = Dés rouges en plus ce round
    .description = Les dés que le Cardinal ajoute au prochain round de duel (Gardes enragés).
counter-duel_hit = Valeur de touche des sbires ce round
    .description = La valeur de touche des sbires au prochain round de duel, 0 pour la leur (Gardes d'élite).
counter-four_players = Quatre joueurs
    .description = 1 à quatre joueurs : les mousquetaires choisissent comment se partager le quatrième mousquetaire.
counter-shared_turns = Le quatrième mousquetaire est joué à tour de rôle
    .description = 1 quand les joueurs mousquetaires mènent à tour de rôle le mousquetaire partagé (quatre joueurs).
counter-extra_chests = Variante : coffres en plus
    .description = Variante « aide aux mousquetaires » : 1 si elle est choisie.
counter-extra_crests = Variante : blasons en plus
    .description = Variante « aide au Cardinal » : 1 si elle est choisie.
counter-covered_chests = Variante : coffres sous des tapis
    .description = Variante « défi pour les mousquetaires » : 1 si elle est choisie.
counter-covered_crests = Variante : blasons sous des tapis
    .description = Variante « défi pour le Cardinal » : 1 si elle est choisie.
counter-suspense = Variante : suspense maximal
    .description = Variante « suspense maximal » : 1 si elle est choisie.
counter-open_draw = Variante : pioche à découvert
    .description = Variante « pioche à découvert » : 1 si elle est choisie.
counter-open_secret = Passage secret ouvert
    .description = Le passage secret (numéro du lien) qu'une carte spéciale a ouvert aux sbires dans cette phase ; 0 aucun.
counter-steps = Salles encore à parcourir
    .description = Les salles que le mousquetaire peut encore parcourir dans cette phase.
counter-equipped_here = S'est équipé dans cette salle
    .description = 1 dès qu'il s'est équipé dans la salle où il se trouve.
counter-acted_room = A fait l'action de cette salle
    .description = 1 dès qu'il a fait l'action propre à la salle depuis qu'il y est entré.
counter-recovering = Se relève
    .description = 1 pendant la phase où un mousquetaire sonné se relève : ni déplacement, ni équipement.
counter-acted = A agi dans cette phase
    .description = 1 dès qu'il a fait quelque chose pendant sa phase (Un pour tous y met alors fin).
counter-swapped = A échangé son ferret dans cette phase
    .description = 1 dès qu'il a échangé des ferrets dans cette phase.
counter-incoming = Touches sur le point de porter
    .description = Les touches sur le point de l'atteindre dans ce round de duel.
counter-dodging = Esquive ce round
    .description = 1 quand aucune touche ne l'atteint dans ce round de duel (Aramis).
counter-extra_dice = Dés en plus ce round
    .description = Les dés qu'il ajoute dans ce round de duel (d'Artagnan).
counter-duel_hits = Touches ce round
    .description = Les touches qu'il marque dans ce round de duel.
counter-fell = Tombé au duel n°
    .description = Le duel (duel_no) où il a perdu sa dernière vie.
counter-stunned = étourdi
counter-link = en place
counter-moved_in = déplacé
counter-entered_by = entré
counter-handed = donné
counter-seen = vu par le Cardinal

## Dés

dice-d6 = les dés

## Pourquoi la partie s'est terminée

end-pendants-pendant_returned = Un mousquetaire a atteint la salle de bal avec le vrai ferret : les mousquetaires gagnent.
end-pendants-queen_meets_king = La Reine a rejoint le Roi sans ses ferrets : le Cardinal gagne.
end-pendants-true_pendant_revealed = Le vrai ferret est tombé entre les mains du Cardinal : le Cardinal gagne.
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
