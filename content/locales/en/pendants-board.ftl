# The Queen's Pendants: the Louvre board (content/boards/pendants/louvre.yaml): rooms, track, picture legend.
# Files: content/locales/<lang>/pendants-board.ftl, kept apart from pendants.ftl (the game's own messages).

louvre = The Louvre
    .summary = The palace between the Quai du Louvre and the ballroom: six gates, seven rows of rooms, eleven chests, eight crests of the Cardinal and secret passages.
counter-queen_track = The Queen's march
    .description = Her chamber (0), then squares 1 to 15: when the Queen reaches the King's square, the musketeers lose.

## Spaces (zones)
zone-quai = Quai du Louvre
    .description = The street along the Seine. The musketeers start here and enter the palace by one of the six gates.
zone-flore = Pavillon de Flore
zone-ecuries = Stables
zone-jardin = The Infanta's Garden
zone-vestibule = South Vestibule
zone-cuisines = Kitchens
zone-pavillon_du_roi = King's Pavilion
zone-bains = Baths
zone-salle_basse = Low Hall
zone-librairie = Library Tower
zone-cour_carree = Square Court
    .description = The courtyard in the middle of the palace: a secret passage runs beneath it to the Hall of the Caryatids.
zone-sept_cheminees = Hall of Seven Chimneys
zone-saisons = Hall of the Seasons
zone-office = Pantry
zone-grande_galerie = Grand Gallery
zone-petite_galerie = Little Gallery
zone-escalier = Henri II Staircase
zone-salle_des_gardes = Guards' Hall
zone-suisses = Swiss Guards' Hall
zone-armurerie = Armoury
zone-galerie_d_apollon = Apollo Gallery
zone-antiques = Hall of Antiquities
zone-conseil = Council Chamber
zone-chapelle = Chapel
zone-medailles = Medal Cabinet
zone-horloge = Clock Pavilion
zone-oratoire = Oratory
zone-salon_carre = Square Salon
zone-antichambre = Antechamber
    .description = Between two rooms with a ballroom door: it bears a crest of the Cardinal but has no door of its own into the ballroom.
zone-trone = Throne Room
zone-chambre_du_roi = King's Bedchamber
    .description = A secret passage leads from here into the ballroom.
zone-caryatides = Hall of the Caryatids
zone-bronzes = Bronze Room
zone-rotonde = Rotunda of Mars
zone-diane = Diana's Hall
zone-henri_ii = Henri II Antechamber
zone-cabinet = The King's Cabinet
zone-queen_chamber = Queen's Chamber
    .description = The Queen waits here before the ball, before square 1 of her march; one of the three ballroom doors.
zone-ballroom = Ballroom
    .description = The goal. Three doors and one secret passage lead in; whoever brings the true pendant through one of them saves the Queen.

## Picture legend (rulekit show GAME BOARD --picture)
board-legend-door = door
board-legend-secret = secret passage
board-legend-gate = gate
board-legend-ballroom = ballroom door
board-legend-chest = chest
board-legend-crest = Cardinal's crest
