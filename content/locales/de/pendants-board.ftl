# Die Anhänger der Königin: der Louvre-Spielplan (Säle, Weg der Königin, Legende des Bildes).
# Files: content/locales/<lang>/pendants-board.ftl, kept apart from pendants.ftl (the game's own messages).

louvre = Der Louvre
    .summary = Der Palast zwischen dem Kai und dem Ballsaal: sechs Tore, sieben Reihen von Sälen, elf Truhen, acht Wappen des Kardinals und Geheimgänge.
counter-queen_track = Der Weg der Königin
    .description = Ihr Gemach (0), dann die Felder 1 bis 15: Erreicht die Königin das Feld des Königs, verlieren die Musketiere.

## Spaces (zones)
zone-quai = Louvre-Kai
    .description = Die Straße an der Seine. Die Musketiere beginnen hier und betreten den Palast durch eines der sechs Tore.
zone-flore = Flora-Pavillon
zone-ecuries = Stallungen
zone-jardin = Garten der Infantin
zone-vestibule = Südliches Vestibül
zone-cuisines = Küchen
zone-pavillon_du_roi = Pavillon des Königs
zone-bains = Bäder
zone-salle_basse = Untere Halle
zone-librairie = Bibliotheksturm
zone-cour_carree = Quadratischer Hof
    .description = Der Hof in der Mitte des Palastes: Unter ihm verläuft ein Geheimgang zum Karyatidensaal.
zone-sept_cheminees = Saal der sieben Kamine
zone-saisons = Saal der Jahreszeiten
zone-office = Anrichte
zone-grande_galerie = Große Galerie
zone-petite_galerie = Kleine Galerie
zone-escalier = Treppe Heinrichs II.
zone-salle_des_gardes = Wachsaal
zone-suisses = Saal der Schweizer
zone-armurerie = Rüstkammer
zone-galerie_d_apollon = Apollogalerie
zone-antiques = Antikensaal
zone-conseil = Ratssaal
zone-chapelle = Kapelle
zone-medailles = Münzkabinett
zone-horloge = Uhrpavillon
zone-oratoire = Betkapelle
zone-salon_carre = Quadratischer Salon
zone-antichambre = Vorzimmer
    .description = Zwischen zwei Räumen mit einer Tür zum Ballsaal: Hier hängt ein Wappen des Kardinals, aber eine eigene Tür zum Ballsaal gibt es nicht.
zone-trone = Thronsaal
zone-chambre_du_roi = Schlafgemach des Königs
    .description = Von hier führt ein Geheimgang in den Ballsaal.
zone-caryatides = Karyatidensaal
zone-bronzes = Bronzesaal
zone-rotonde = Rotunde des Mars
zone-diane = Dianasaal
zone-henri_ii = Vorzimmer Heinrichs II.
zone-cabinet = Kabinett des Königs
zone-queen_chamber = Gemach der Königin
    .description = Hier wartet die Königin vor dem Ball, vor Feld 1 ihres Wegs; eine der drei Türen zum Ballsaal.
zone-ballroom = Ballsaal
    .description = Das Ziel. Drei Türen und ein Geheimgang führen hinein; wer den echten Anhänger hindurchbringt, rettet die Königin.

## Picture legend (rulekit show GAME BOARD --picture)
board-legend-door = Tür
board-legend-secret = Geheimgang
board-legend-gate = Tor
board-legend-ballroom = Tür zum Ballsaal
board-legend-chest = Truhe
board-legend-crest = Wappen des Kardinals
