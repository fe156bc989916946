# Les Trois Mousquetaires : Les Ferrets de la Reine : français. Complet ; la référence est en/pendants.ftl.
# Termes : sbires, carte Tour, points d'action, sonné, jeton Équipement, coffre, blason. seat-dartagnan..,
# zone-gear, zone-removed et counter-wounds sont déjà dans mylady.ftl.

pendants = Les Trois Mousquetaires : Les Ferrets de la Reine
    .summary = Richelieu a tendu un piège à la Reine : au bal, elle devra porter les ferrets de diamants qu'elle a offerts. Quatre mousquetaires se glissent dans le Louvre depuis le quai, l'un d'eux portant en secret le vrai ferret, et foncent vers la salle de bal à travers des salles pleines de gardes du Cardinal, de Rochefort et de Milady. Ils gagnent si le porteur du vrai ferret y arrive avant que la Reine atteigne la case du Roi ; le Cardinal gagne si le temps s'écoule ou si ses gens trouvent le vrai ferret sur un mousquetaire sonné.

## Places

seat-cardinal = Le Cardinal de Richelieu

## Zones

zone-turn_deck = Pioche des cartes Tour
    .description = Les cartes Tour encore à venir ; on les mélange de nouveau une fois les douze utilisées.
zone-turn_discard = Cartes Tour jouées
    .description = Les cartes Tour déjà utilisées.
zone-turn_card = Carte Tour en cours
    .description = La carte Tour en vigueur.
zone-special_deck = Pioche des cartes spéciales
    .description = Les cartes spéciales que le Cardinal peut encore piocher.
zone-special_hand = Cartes spéciales du Cardinal
    .description = Les cartes spéciales du Cardinal (trois au plus).
zone-special_discard = Cartes spéciales jouées
    .description = Les cartes spéciales jouées ou défaussées.
zone-reserve = Réserve du Cardinal
    .description = Les sbires hors du plateau.
zone-equipment_pool = Jetons Équipement face cachée
    .description = Les jetons Équipement face cachée, ni dans un coffre ni dans une main.
zone-chests = Coffres
    .description = Les jetons face cachée dans les coffres ; le compteur de carte slot est le numéro du marqueur de coffre.
zone-pendant = Ferret
    .description = Le jeton ferret que porte un mousquetaire : tous les mousquetaires le voient.
zone-doorway = Passages bloqués
    .description = La porte des Mousquetaires et la herse tant qu'elles bloquent un passage (compteur de carte link).

## Compteurs

counter-king_square = Case du Roi
    .description = La case où la Reine rejoint le Roi : si elle l'atteint, la partie s'arrête (15 ; 12 à 14 plus difficile).
counter-rochefort_entered = Rochefort est entré ce tour
    .description = 1 dès que Rochefort est entré au Louvre pendant ce tour (une fois par tour).
counter-seduced = Séduction tentée dans cette phase
    .description = 1 dès que Milady a tenté une séduction dans cette phase.
counter-moved = Salles parcourues dans cette phase
    .description = Les salles où le mousquetaire est entré dans cette phase (il ne s'équipe qu'après s'être déplacé).
counter-poisoned = Empoisonné
    .description = 1 quand il ne peut avancer que d'une salle à sa prochaine phase.
counter-out = Dans la salle de bal, hors jeu
    .description = 1 quand il est entré dans la salle de bal sans le vrai ferret : hors jeu.

## Cartes Tour

pen-turn-01 = Carte Tour 1
    .rules = Dans cet ordre : d'Artagnan ; le Cardinal avec 2 points d'action et une carte spéciale ; Athos ; Porthos ; Aramis. Puis la Reine avance de 2 cases vers le Roi.
pen-turn-02 = Carte Tour 2
    .rules = Dans cet ordre : le Cardinal avec 1 point d'action et une carte spéciale ; Aramis ; Porthos ; Athos ; d'Artagnan. Puis la Reine avance de 2 cases vers le Roi.
pen-turn-03 = Carte Tour 3
    .rules = Dans cet ordre : Athos ; Aramis ; d'Artagnan ; le Cardinal avec 1 point d'action et une carte spéciale ; Porthos. Puis la Reine avance de 2 cases vers le Roi.
pen-turn-04 = Carte Tour 4
    .rules = Dans cet ordre : Porthos ; le Cardinal avec 3 points d'action et une carte spéciale ; d'Artagnan ; Aramis ; Athos. Puis la Reine avance de 2 cases vers le Roi.
pen-turn-05 = Carte Tour 5
    .rules = Dans cet ordre : Athos ; le Cardinal avec 1 point d'action et une carte spéciale ; d'Artagnan ; Porthos ; Aramis. Puis la Reine avance de 2 cases vers le Roi.
pen-turn-06 = Carte Tour 6
    .rules = Dans cet ordre : Aramis ; le Cardinal avec 1 point d'action et une carte spéciale ; Porthos ; Athos ; d'Artagnan. Puis la Reine avance de 2 cases vers le Roi.
pen-turn-07 = Carte Tour 7
    .rules = Dans cet ordre : d'Artagnan ; Porthos ; le Cardinal avec 2 points d'action et une carte spéciale ; Aramis ; le Cardinal avec 1 point d'action ; Athos. Puis la Reine avance de 2 cases vers le Roi.
pen-turn-08 = Carte Tour 8
    .rules = Dans cet ordre : le Cardinal avec 1 point d'action et une carte spéciale ; Porthos ; Athos ; Aramis ; d'Artagnan. Puis la Reine avance de 2 cases vers le Roi.
pen-turn-09 = Carte Tour 9
    .rules = Dans cet ordre : Athos ; le Cardinal avec 2 points d'action et une carte spéciale ; d'Artagnan ; Aramis ; le Cardinal avec 1 point d'action et une carte spéciale ; Porthos. Puis la Reine avance de 2 cases vers le Roi.
pen-turn-10 = Carte Tour 10
    .rules = Dans cet ordre : Aramis ; d'Artagnan ; le Cardinal avec 1 point d'action ; Porthos ; Athos. Puis la Reine avance de 2 cases vers le Roi.
pen-turn-11 = Carte Tour 11
    .rules = Dans cet ordre : Porthos ; le Cardinal avec 1 point d'action et une carte spéciale ; Athos ; d'Artagnan ; Aramis. Puis la Reine avance de 2 cases vers le Roi.
pen-turn-12 = Carte Tour 12
    .rules = Dans cet ordre : d'Artagnan ; le Cardinal avec 4 points d'action et une carte spéciale ; Aramis ; Athos ; Porthos. Puis la Reine avance d'1 case vers le Roi.

## Cartes spéciales du Cardinal

pen-special-secret-passage-1 = Passage secret
    .rules = Pendant votre phase : choisissez un passage secret (flèche verte) ; pendant cette phase vos sbires peuvent l'emprunter comme un passage ordinaire entre ses deux salles, autant que vos points d'action le permettent. Une seule carte spéciale par phase.
pen-special-passage-or-portcullis-1 = Passage secret ou Déplacer la herse
    .rules = Choisissez l'un des deux effets, jamais les deux. Passage secret : Pendant votre phase : choisissez un passage secret (flèche verte) ; pendant cette phase vos sbires peuvent l'emprunter comme un passage ordinaire entre ses deux salles, autant que vos points d'action le permettent. Déplacer la herse : Pendant votre phase : retirez la herse du passage qu'elle bloque, ou prenez-la devant vous, et posez-la sur un autre passage. Elle ne peut laisser aucune figurine sans issue (les passages secrets ne comptent pas) ni fermer une porte de la salle de bal. Une seule carte spéciale par phase.
pen-special-move-portcullis-1 = Déplacer la herse
    .rules = Pendant votre phase : retirez la herse du passage qu'elle bloque, ou prenez-la devant vous, et posez-la sur un autre passage. Elle ne peut laisser aucune figurine sans issue (les passages secrets ne comptent pas) ni fermer une porte de la salle de bal. Une seule carte spéciale par phase.
pen-special-portcullis-1 = La herse du Cardinal
    .rules = Pendant votre phase : posez la herse sur un passage ; tant qu'elle y reste, personne ne passe. Elle ne peut laisser aucune figurine sans issue (les passages secrets ne comptent pas) ni fermer l'une des trois portes de la salle de bal. Une seule carte spéciale par phase.
pen-special-enraged-guards-1 = Gardes enragés
    .rules = En attaque ou en défense, même hors de votre phase : au premier round du duel vos sbires lancent deux dés de plus, même avec Rochefort parmi eux.
pen-special-enraged-guards-2 = Gardes enragés
    .rules = En attaque ou en défense, même hors de votre phase : au premier round du duel vos sbires lancent deux dés de plus, même avec Rochefort parmi eux.
pen-special-elite-guards-1 = Gardes d'élite
    .rules = En attaque ou en défense, même hors de votre phase : au premier round du duel vos sbires touchent sur 4, 5 ou 6, même avec Rochefort parmi eux.
pen-special-elite-guards-2 = Gardes d'élite
    .rules = En attaque ou en défense, même hors de votre phase : au premier round du duel vos sbires touchent sur 4, 5 ou 6, même avec Rochefort parmi eux.
pen-special-perfume-1 = Parfum irrésistible
    .rules = Quand Milady partage une salle avec un mousquetaire : sa séduction réussit sans lancer de dé et elle regarde son ferret. Cela compte comme sa tentative de séduction. Une seule carte spéciale par phase.
pen-special-perfume-2 = Parfum irrésistible
    .rules = Quand Milady partage une salle avec un mousquetaire : sa séduction réussit sans lancer de dé et elle regarde son ferret. Cela compte comme sa tentative de séduction. Une seule carte spéciale par phase.
pen-special-reserve-1 = Réserve
    .rules = Pendant votre phase : retirez du plateau autant de sbires que vous voulez et remettez-les dans votre réserve, Milady et Rochefort compris. Une seule carte spéciale par phase.
pen-special-reinforcements-2 = Renforts +2
    .rules = Annoncez-la au début de votre phase : vous avez 2 points d'action de plus dans cette phase. Pas dans la phase supplémentaire de l'Appel du Cardinal. Une seule carte spéciale par phase.
pen-special-reinforcements-3 = Renforts +3
    .rules = Annoncez-la au début de votre phase : vous avez 3 points d'action de plus dans cette phase. Pas dans la phase supplémentaire de l'Appel du Cardinal. Une seule carte spéciale par phase.
pen-special-reinforcements-4 = Renforts +4
    .rules = Annoncez-la au début de votre phase : vous avez 4 points d'action de plus dans cette phase. Pas dans la phase supplémentaire de l'Appel du Cardinal. Une seule carte spéciale par phase.
pen-cardinals-call = L'Appel du Cardinal
    .rules = Une fois par partie, au début ou à la fin de l'une de vos phases : jouez aussitôt une phase de plus, dans laquelle chaque sbire sur le plateau peut passer dans une salle voisine si le passage est libre. Des duels et des séductions peuvent suivre ; vous pouvez y jouer une carte spéciale, sauf Renforts.

## Jetons Équipement

pen-eq-potion-1 = Potion
    .rules = Récupérez 1 point de vie, quand vous voulez. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-potion-2 = Potion
    .rules = Récupérez 1 point de vie, quand vous voulez. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-potion-3 = Potion
    .rules = Récupérez 1 point de vie, quand vous voulez. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-potion-4 = Potion
    .rules = Récupérez 1 point de vie, quand vous voulez. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-potion-5 = Potion
    .rules = Récupérez 1 point de vie, quand vous voulez. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-potion-6 = Potion
    .rules = Récupérez 1 point de vie, quand vous voulez. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-potion-7 = Potion
    .rules = Récupérez 1 point de vie, quand vous voulez. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-secret-passage-1 = Passage secret
    .rules = Pendant un déplacement, empruntez un passage secret (flèche verte) d'une de ses salles à l'autre. Le passage compte quand même comme l'un de vos pas. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-secret-passage-2 = Passage secret
    .rules = Pendant un déplacement, empruntez un passage secret (flèche verte) d'une de ses salles à l'autre. Le passage compte quand même comme l'un de vos pas. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-secret-passage-3 = Passage secret
    .rules = Pendant un déplacement, empruntez un passage secret (flèche verte) d'une de ses salles à l'autre. Le passage compte quand même comme l'un de vos pas. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-secret-passage-4 = Passage secret
    .rules = Pendant un déplacement, empruntez un passage secret (flèche verte) d'une de ses salles à l'autre. Le passage compte quand même comme l'un de vos pas. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-charge-1 = Charge
    .rules = Avancez d'une salle de plus dans cette phase. On peut en jouer plusieurs dans la même phase. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-charge-2 = Charge
    .rules = Avancez d'une salle de plus dans cette phase. On peut en jouer plusieurs dans la même phase. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-charge-3 = Charge
    .rules = Avancez d'une salle de plus dans cette phase. On peut en jouer plusieurs dans la même phase. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-charge-4 = Charge
    .rules = Avancez d'une salle de plus dans cette phase. On peut en jouer plusieurs dans la même phase. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-charge-5 = Charge
    .rules = Avancez d'une salle de plus dans cette phase. On peut en jouer plusieurs dans la même phase. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-charge-6 = Charge
    .rules = Avancez d'une salle de plus dans cette phase. On peut en jouer plusieurs dans la même phase. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-charge-7 = Charge
    .rules = Avancez d'une salle de plus dans cette phase. On peut en jouer plusieurs dans la même phase. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-charge-8 = Charge
    .rules = Avancez d'une salle de plus dans cette phase. On peut en jouer plusieurs dans la même phase. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-door-1 = Porte des Mousquetaires
    .rules = Posez la Porte des Mousquetaires sur un passage, ou déplacez-la là depuis l'endroit où elle était ; personne ne la franchit. Elle ne peut laisser aucune figurine sans issue (les passages secrets ne comptent pas) ni fermer une porte de la salle de bal. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-door-2 = Porte des Mousquetaires
    .rules = Posez la Porte des Mousquetaires sur un passage, ou déplacez-la là depuis l'endroit où elle était ; personne ne la franchit. Elle ne peut laisser aucune figurine sans issue (les passages secrets ne comptent pas) ni fermer une porte de la salle de bal. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-door-3 = Porte des Mousquetaires
    .rules = Posez la Porte des Mousquetaires sur un passage, ou déplacez-la là depuis l'endroit où elle était ; personne ne la franchit. Elle ne peut laisser aucune figurine sans issue (les passages secrets ne comptent pas) ni fermer une porte de la salle de bal. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-secret-strike-1 = Botte secrète
    .rules = Dans un duel, en attaque ou en défense : un garde tombe aussitôt, sans lancer de dé. Contre Rochefort seulement s'il ne reste aucun garde dans la salle, et il tombe alors avant de pouvoir tirer. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-secret-strike-2 = Botte secrète
    .rules = Dans un duel, en attaque ou en défense : un garde tombe aussitôt, sans lancer de dé. Contre Rochefort seulement s'il ne reste aucun garde dans la salle, et il tombe alors avant de pouvoir tirer. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-secret-strike-3 = Botte secrète
    .rules = Dans un duel, en attaque ou en défense : un garde tombe aussitôt, sans lancer de dé. Contre Rochefort seulement s'il ne reste aucun garde dans la salle, et il tombe alors avant de pouvoir tirer. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-secret-strike-4 = Botte secrète
    .rules = Dans un duel, en attaque ou en défense : un garde tombe aussitôt, sans lancer de dé. Contre Rochefort seulement s'il ne reste aucun garde dans la salle, et il tombe alors avant de pouvoir tirer. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-secret-strike-5 = Botte secrète
    .rules = Dans un duel, en attaque ou en défense : un garde tombe aussitôt, sans lancer de dé. Contre Rochefort seulement s'il ne reste aucun garde dans la salle, et il tombe alors avant de pouvoir tirer. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-cape-1 = Cape
    .rules = Seulement quand vous êtes attaqué, avant tout lancer : échappez au duel vers une salle voisine, en arrière vers le quai ou sur le côté, jamais vers la salle de bal. Vous pouvez aller d'où venaient les assaillants ou parmi d'autres sbires, mais vous n'y prenez rien dans un coffre. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-cape-2 = Cape
    .rules = Seulement quand vous êtes attaqué, avant tout lancer : échappez au duel vers une salle voisine, en arrière vers le quai ou sur le côté, jamais vers la salle de bal. Vous pouvez aller d'où venaient les assaillants ou parmi d'autres sbires, mais vous n'y prenez rien dans un coffre. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-cape-3 = Cape
    .rules = Seulement quand vous êtes attaqué, avant tout lancer : échappez au duel vers une salle voisine, en arrière vers le quai ou sur le côté, jamais vers la salle de bal. Vous pouvez aller d'où venaient les assaillants ou parmi d'autres sbires, mais vous n'y prenez rien dans un coffre. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-cape-4 = Cape
    .rules = Seulement quand vous êtes attaqué, avant tout lancer : échappez au duel vers une salle voisine, en arrière vers le quai ou sur le côté, jamais vers la salle de bal. Vous pouvez aller d'où venaient les assaillants ou parmi d'autres sbires, mais vous n'y prenez rien dans un coffre. Coin bleu : gardez-le face cachée jusqu'à ce que vous l'utilisiez ; il quitte alors la partie.
pen-eq-booby-trap-1 = Coffre piégé
    .rules = Coin rouge : montrez-le aussitôt. Le coffre explose : perdez 1 point de vie, ce qui peut vous sonner.
pen-eq-booby-trap-2 = Coffre piégé
    .rules = Coin rouge : montrez-le aussitôt. Le coffre explose : perdez 1 point de vie, ce qui peut vous sonner.
pen-eq-booby-trap-3 = Coffre piégé
    .rules = Coin rouge : montrez-le aussitôt. Le coffre explose : perdez 1 point de vie, ce qui peut vous sonner.
pen-eq-poison-1 = Poison
    .rules = Coin rouge : montrez-le aussitôt et gardez-le devant vous. Lors de votre prochaine phase vous n'avancez que d'une salle (les Charges aident encore) ; puis le jeton quitte la partie.
pen-eq-poison-2 = Poison
    .rules = Coin rouge : montrez-le aussitôt et gardez-le devant vous. Lors de votre prochaine phase vous n'avancez que d'une salle (les Charges aident encore) ; puis le jeton quitte la partie.
pen-eq-poison-3 = Poison
    .rules = Coin rouge : montrez-le aussitôt et gardez-le devant vous. Lors de votre prochaine phase vous n'avancez que d'une salle (les Charges aident encore) ; puis le jeton quitte la partie.
pen-eq-gold-charge-1 = Charge
    .rules = Avancez d'une salle de plus dans cette phase. On peut en jouer plusieurs dans la même phase. Coin doré : vient des coffres supplémentaires de la variante Aide aux mousquetaires ; gardez-le face cachée jusqu'à ce que vous l'utilisiez.
pen-eq-gold-charge-2 = Charge
    .rules = Avancez d'une salle de plus dans cette phase. On peut en jouer plusieurs dans la même phase. Coin doré : vient des coffres supplémentaires de la variante Aide aux mousquetaires ; gardez-le face cachée jusqu'à ce que vous l'utilisiez.
pen-eq-gold-potion-1 = Potion
    .rules = Récupérez 1 point de vie, quand vous voulez. Coin doré : vient des coffres supplémentaires de la variante Aide aux mousquetaires ; gardez-le face cachée jusqu'à ce que vous l'utilisiez.
pen-eq-gold-potion-2 = Potion
    .rules = Récupérez 1 point de vie, quand vous voulez. Coin doré : vient des coffres supplémentaires de la variante Aide aux mousquetaires ; gardez-le face cachée jusqu'à ce que vous l'utilisiez.
pen-eq-gold-secret-strike-1 = Botte secrète
    .rules = Dans un duel, en attaque ou en défense : un garde tombe aussitôt, sans lancer de dé. Contre Rochefort seulement s'il ne reste aucun garde dans la salle, et il tombe alors avant de pouvoir tirer. Coin doré : vient des coffres supplémentaires de la variante Aide aux mousquetaires ; gardez-le face cachée jusqu'à ce que vous l'utilisiez.
pen-eq-gold-secret-passage-1 = Passage secret
    .rules = Pendant un déplacement, empruntez un passage secret (flèche verte) d'une de ses salles à l'autre. Le passage compte quand même comme l'un de vos pas. Coin doré : vient des coffres supplémentaires de la variante Aide aux mousquetaires ; gardez-le face cachée jusqu'à ce que vous l'utilisiez.

## Ferrets

pen-pendant-true = Le vrai ferret
    .rules = Le ferret de diamants de la Reine. Si son porteur entre dans la salle de bal, les mousquetaires gagnent aussitôt ; si les gens du Cardinal le voient sur un mousquetaire sonné, le Cardinal gagne.
pen-pendant-false-1 = Faux ferret
    .rules = Un leurre. Son porteur détourne l'attention du Cardinal ; dans la salle de bal il réconforte la Reine, qui recule de 2 cases, mais il est ensuite hors jeu.
pen-pendant-false-2 = Faux ferret
    .rules = Un leurre. Son porteur détourne l'attention du Cardinal ; dans la salle de bal il réconforte la Reine, qui recule de 2 cases, mais il est ensuite hors jeu.
pen-pendant-false-3 = Faux ferret
    .rules = Un leurre. Son porteur détourne l'attention du Cardinal ; dans la salle de bal il réconforte la Reine, qui recule de 2 cases, mais il est ensuite hors jeu.

## Cartes Personnage

pen-char-dartagnan = d'Artagnan
    .rules = Vie 3, 2 dés, touche sur 4-6. Face au nombre : dans un round de duel où il affronte deux sbires ou plus, il lance 4 dés au lieu de 2.
pen-char-athos = Athos
    .rules = Vie 3, 2 dés, touche sur 4-6. Sang-froid : une fois par round de duel, il peut relancer l'un de ses dés manqués.
pen-char-porthos = Porthos
    .rules = Vie 4, 2 dés, touche sur 4-6. Force herculéenne : le seul mousquetaire à quatre cœurs.
pen-char-aramis = Aramis
    .rules = Vie 3, 2 dés, touche sur 4-6. Agile : dans un round de duel où l'un de ses dés montre un 1, aucun coup ne l'atteint.
pen-char-milady = Milady
    .rules = Ne se bat jamais en duel et ne peut être attaquée ; elle n'empêche pas un mousquetaire de passer ni d'ouvrir un coffre. Séduction : une fois par phase, dans une salle avec un mousquetaire, lancez un dé : sur 4-6 elle voit son ferret. Si un mousquetaire est sonné là où elle se tient, elle peut regarder son ferret.
pen-char-rochefort = Rochefort
    .rules = 2 dés, touche sur 5-6. Pistolet : avant chacun de ses duels, qu'il attaque ou soit attaqué, il tire sur un mousquetaire annoncé d'avance : sur 5-6 ce mousquetaire perd 1 point de vie. Toujours le dernier sbire à tomber. Entre au Louvre au plus une fois par tour.
pen-char-guards = Les gardes du Cardinal
    .rules = 1 dé par garde, touchent sur 5-6. Chaque touche des mousquetaires renvoie un garde à la réserve.

## Figurines et jetons de blocage

pen-fig-dartagnan = d'Artagnan
    .rules = La figurine de d'Artagnan : part du quai et entre au Louvre par l'une des six grilles.
pen-fig-athos = Athos
    .rules = La figurine de Athos : part du quai et entre au Louvre par l'une des six grilles.
pen-fig-porthos = Porthos
    .rules = La figurine de Porthos : part du quai et entre au Louvre par l'une des six grilles.
pen-fig-aramis = Aramis
    .rules = La figurine de Aramis : part du quai et entre au Louvre par l'une des six grilles.
pen-queen = La Reine
    .rules = Anne d'Autriche attend dans sa chambre près de la salle de bal ; son pion sur la piste de la salle de bal montre à quel point elle est proche du Roi.
pen-milady = Milady
    .rules = L'espionne du Cardinal : se déplace comme les autres mais passe parmi les mousquetaires et ne se bat jamais.
pen-rochefort = Rochefort
    .rules = Le bras droit du Cardinal, à l'épée et au pistolet.
pen-guard-1 = Garde du Cardinal 1
    .rules = L'un des quatorze gardes : entre au Louvre dans une salle au blason du Cardinal.
pen-guard-2 = Garde du Cardinal 2
    .rules = L'un des quatorze gardes : entre au Louvre dans une salle au blason du Cardinal.
pen-guard-3 = Garde du Cardinal 3
    .rules = L'un des quatorze gardes : entre au Louvre dans une salle au blason du Cardinal.
pen-guard-4 = Garde du Cardinal 4
    .rules = L'un des quatorze gardes : entre au Louvre dans une salle au blason du Cardinal.
pen-guard-5 = Garde du Cardinal 5
    .rules = L'un des quatorze gardes : entre au Louvre dans une salle au blason du Cardinal.
pen-guard-6 = Garde du Cardinal 6
    .rules = L'un des quatorze gardes : entre au Louvre dans une salle au blason du Cardinal.
pen-guard-7 = Garde du Cardinal 7
    .rules = L'un des quatorze gardes : entre au Louvre dans une salle au blason du Cardinal.
pen-guard-8 = Garde du Cardinal 8
    .rules = L'un des quatorze gardes : entre au Louvre dans une salle au blason du Cardinal.
pen-guard-9 = Garde du Cardinal 9
    .rules = L'un des quatorze gardes : entre au Louvre dans une salle au blason du Cardinal.
pen-guard-10 = Garde du Cardinal 10
    .rules = L'un des quatorze gardes : entre au Louvre dans une salle au blason du Cardinal.
pen-guard-11 = Garde du Cardinal 11
    .rules = L'un des quatorze gardes : entre au Louvre dans une salle au blason du Cardinal.
pen-guard-12 = Garde du Cardinal 12
    .rules = L'un des quatorze gardes : entre au Louvre dans une salle au blason du Cardinal.
pen-guard-13 = Garde du Cardinal 13
    .rules = L'un des quatorze gardes : entre au Louvre dans une salle au blason du Cardinal.
pen-guard-14 = Garde du Cardinal 14
    .rules = L'un des quatorze gardes : entre au Louvre dans une salle au blason du Cardinal.
pen-musketeers-door = La Porte des Mousquetaires
    .rules = Le jeton porte : posé sur un passage par un jeton Porte des Mousquetaires, il bloque ce chemin.
pen-portcullis = La herse
    .rules = La herse du Cardinal : posée sur un passage par une carte spéciale, elle bloque ce chemin.

## Zones des règles en données

zone-calls = Cartes d'une fois par partie (pas encore jouées)
    .description = L'Appel du Cardinal et le Un pour tous des mousquetaires tant qu'ils ne sont pas joués.
zone-characters = Cartes personnage des sbires
    .description = Les cartes personnage des sbires (leurs déclencheurs sont des capacités).
zone-character = Carte personnage
    .description = La carte personnage posée devant un mousquetaire (ses déclencheurs sont ses capacités de duel).
zone-markers = Coffres et blasons hors du plateau
    .description = Les marqueurs de coffre et de blason hors du plateau (ceux en plus des variantes).
zone-gold_pool = Jetons à coin doré
    .description = Les jetons à coin doré de la variante « aide aux mousquetaires ».
zone-pendant_pool = Ferrets face cachée
    .description = Les quatre jetons ferret face cachée avant leur distribution.
zone-portraits = Jetons portrait de la Reine
    .description = Les jetons portrait de la Reine de la variante « suspense maximal ».
zone-room_actions = Actions propres aux salles
    .description = Les actions qu'offrent les salles (cartes du genre room_action ; le jeu de base n'en a aucune).

## Marques sur le Louvre, jetons portrait, Un pour tous

pen-chest-1 = Coffre 1
    .rules = Un coffre : trois jetons Équipement y sont posés face cachée.
pen-chest-2 = Coffre 2
    .rules = Un coffre : trois jetons Équipement y sont posés face cachée.
pen-chest-3 = Coffre 3
    .rules = Un coffre : trois jetons Équipement y sont posés face cachée.
pen-chest-4 = Coffre 4
    .rules = Un coffre : trois jetons Équipement y sont posés face cachée.
pen-chest-5 = Coffre 5
    .rules = Un coffre : trois jetons Équipement y sont posés face cachée.
pen-chest-6 = Coffre 6
    .rules = Un coffre : trois jetons Équipement y sont posés face cachée.
pen-chest-7 = Coffre 7
    .rules = Un coffre : trois jetons Équipement y sont posés face cachée.
pen-chest-8 = Coffre 8
    .rules = Un coffre : trois jetons Équipement y sont posés face cachée.
pen-chest-9 = Coffre 9
    .rules = Un coffre : trois jetons Équipement y sont posés face cachée.
pen-chest-10 = Coffre 10
    .rules = Un coffre : trois jetons Équipement y sont posés face cachée.
pen-chest-11 = Coffre 11
    .rules = Un coffre : trois jetons Équipement y sont posés face cachée.
pen-chest-12 = Coffre 12
    .rules = Un coffre : trois jetons Équipement y sont posés face cachée.
pen-chest-13 = Coffre 13
    .rules = Un coffre : trois jetons Équipement y sont posés face cachée.
pen-crest-1 = Blason du Cardinal 1
    .rules = Le blason du Cardinal : ses sbires entrent au Louvre ici, sauf si un mousquetaire debout le bloque.
pen-crest-2 = Blason du Cardinal 2
    .rules = Le blason du Cardinal : ses sbires entrent au Louvre ici, sauf si un mousquetaire debout le bloque.
pen-crest-3 = Blason du Cardinal 3
    .rules = Le blason du Cardinal : ses sbires entrent au Louvre ici, sauf si un mousquetaire debout le bloque.
pen-crest-4 = Blason du Cardinal 4
    .rules = Le blason du Cardinal : ses sbires entrent au Louvre ici, sauf si un mousquetaire debout le bloque.
pen-crest-5 = Blason du Cardinal 5
    .rules = Le blason du Cardinal : ses sbires entrent au Louvre ici, sauf si un mousquetaire debout le bloque.
pen-crest-6 = Blason du Cardinal 6
    .rules = Le blason du Cardinal : ses sbires entrent au Louvre ici, sauf si un mousquetaire debout le bloque.
pen-crest-7 = Blason du Cardinal 7
    .rules = Le blason du Cardinal : ses sbires entrent au Louvre ici, sauf si un mousquetaire debout le bloque.
pen-crest-8 = Blason du Cardinal 8
    .rules = Le blason du Cardinal : ses sbires entrent au Louvre ici, sauf si un mousquetaire debout le bloque.
pen-crest-9 = Blason du Cardinal 9
    .rules = Le blason du Cardinal : ses sbires entrent au Louvre ici, sauf si un mousquetaire debout le bloque.
pen-crest-10 = Blason du Cardinal 10
    .rules = Le blason du Cardinal : ses sbires entrent au Louvre ici, sauf si un mousquetaire debout le bloque.
pen-portrait-0 = Portrait de la Reine : 0
    .rules = Suspense maximal : tiré en fin de tour, la Reine avance de 0 cases.
pen-portrait-1 = Portrait de la Reine : 1
    .rules = Suspense maximal : tiré en fin de tour, la Reine avance de 1 cases.
pen-portrait-2 = Portrait de la Reine : 2
    .rules = Suspense maximal : tiré en fin de tour, la Reine avance de 2 cases.
pen-all-for-one = Un pour tous, tous pour un !
    .rules = Une fois par partie, au début ou à la fin de la phase d'un mousquetaire : une phase collective ; chaque mousquetaire debout récupère 1 point de vie ou passe dans une salle voisine, puis peut s'équiper, utiliser son équipement, donner, échanger et se battre.
