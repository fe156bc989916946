# Les Ferrets de la Reine : le plateau du Louvre (salles, piste de la Reine, légende du dessin).
# Files: content/locales/<lang>/pendants-board.ftl, kept apart from pendants.ftl (the game's own messages).

louvre = Le Louvre
    .summary = Le palais entre le quai et la salle de bal : six grilles, sept rangées de salles, onze coffres, huit blasons du Cardinal et des passages secrets.
counter-queen_track = La marche de la Reine
    .description = Sa chambre (0), puis les cases 1 à 15 : quand la Reine atteint la case du Roi, les mousquetaires ont perdu.

## Spaces (zones)
zone-quai = Quai du Louvre
    .description = La rue le long de la Seine. Les mousquetaires partent d'ici et entrent au palais par l'une des six grilles.
zone-flore = Pavillon de Flore
zone-ecuries = Écuries
zone-jardin = Jardin de l'Infante
zone-vestibule = Vestibule sud
zone-cuisines = Cuisines
zone-pavillon_du_roi = Pavillon du Roi
zone-bains = Bains
zone-salle_basse = Salle basse
zone-librairie = Tour de la Librairie
zone-cour_carree = Cour Carrée
    .description = La cour au cœur du palais : un passage secret court sous elle jusqu'à la salle des Caryatides.
zone-sept_cheminees = Salle des Sept-Cheminées
zone-saisons = Salle des Saisons
zone-office = Office
zone-grande_galerie = Grande Galerie
zone-petite_galerie = Petite Galerie
zone-escalier = Escalier Henri II
zone-salle_des_gardes = Salle des Gardes
zone-suisses = Salle des Suisses
zone-armurerie = Armurerie
zone-galerie_d_apollon = Galerie d'Apollon
zone-antiques = Salle des Antiques
zone-conseil = Salle du Conseil
zone-chapelle = Chapelle
zone-medailles = Cabinet des Médailles
zone-horloge = Pavillon de l'Horloge
zone-oratoire = Oratoire
zone-salon_carre = Salon Carré
zone-antichambre = Antichambre
    .description = Entre deux salles qui donnent sur la salle de bal : elle porte un blason du Cardinal, mais n'a pas de porte à elle vers la salle de bal.
zone-trone = Salle du Trône
zone-chambre_du_roi = Chambre du Roi
    .description = D'ici, un passage secret mène à la salle de bal.
zone-caryatides = Salle des Caryatides
zone-bronzes = Salle des Bronzes
zone-rotonde = Rotonde de Mars
zone-diane = Salle de Diane
zone-henri_ii = Antichambre d'Henri II
zone-cabinet = Cabinet du Roi
zone-queen_chamber = Chambre de la Reine
    .description = La Reine attend ici avant le bal, avant la case 1 de sa marche ; l'une des trois portes de la salle de bal.
zone-ballroom = Salle de bal
    .description = Le but. Trois portes et un passage secret y mènent ; qui y apporte le vrai ferret sauve la Reine.

## Picture legend (rulekit show GAME BOARD --picture)
board-legend-door = porte
board-legend-secret = passage secret
board-legend-gate = grille
board-legend-ballroom = porte de la salle de bal
board-legend-chest = coffre
board-legend-crest = blason du Cardinal
