# I pendenti della Regina: la plancia del Louvre (stanze, percorso della Regina, legenda del disegno).
# Files: content/locales/<lang>/pendants-board.ftl, kept apart from pendants.ftl (the game's own messages).

louvre = Il Louvre
    .summary = Il palazzo fra il Lungosenna e la sala da ballo: sei cancelli, sette file di stanze, undici scrigni, otto stemmi del Cardinale e passaggi segreti.
counter-queen_track = Il cammino della Regina
    .description = La sua camera (0), poi le caselle da 1 a 15: quando la Regina raggiunge la casella del Re, i moschettieri perdono.

## Spaces (zones)
zone-quai = Lungosenna del Louvre
    .description = La strada lungo la Senna. I moschettieri partono da qui ed entrano nel palazzo da uno dei sei cancelli.
zone-flore = Padiglione di Flora
zone-ecuries = Scuderie
zone-jardin = Giardino dell'Infanta
zone-vestibule = Vestibolo sud
zone-cuisines = Cucine
zone-pavillon_du_roi = Padiglione del Re
zone-bains = Bagni
zone-salle_basse = Sala bassa
zone-librairie = Torre della Biblioteca
zone-cour_carree = Cortile Quadrato
    .description = Il cortile al centro del palazzo: sotto di esso un passaggio segreto porta alla Sala delle Cariatidi.
zone-sept_cheminees = Sala dei Sette Camini
zone-saisons = Sala delle Stagioni
zone-office = Dispensa
zone-grande_galerie = Grande Galleria
zone-petite_galerie = Piccola Galleria
zone-escalier = Scalone di Enrico II
zone-salle_des_gardes = Sala delle Guardie
zone-suisses = Sala degli Svizzeri
zone-armurerie = Armeria
zone-galerie_d_apollon = Galleria d'Apollo
zone-antiques = Sala delle Antichità
zone-conseil = Sala del Consiglio
zone-chapelle = Cappella
zone-medailles = Gabinetto delle Medaglie
zone-horloge = Padiglione dell'Orologio
zone-oratoire = Oratorio
zone-salon_carre = Salone Quadrato
zone-antichambre = Anticamera
    .description = Tra due stanze che danno sulla sala da ballo: vi si trova uno stemma del Cardinale, ma nessuna porta propria verso la sala da ballo.
zone-trone = Sala del Trono
zone-chambre_du_roi = Camera del Re
    .description = Da qui un passaggio segreto conduce alla sala da ballo.
zone-caryatides = Sala delle Cariatidi
zone-bronzes = Sala dei Bronzi
zone-rotonde = Rotonda di Marte
zone-diane = Sala di Diana
zone-henri_ii = Anticamera di Enrico II
zone-cabinet = Gabinetto del Re
zone-queen_chamber = Camera della Regina
    .description = Qui la Regina attende il ballo, prima della casella 1 del suo cammino; una delle tre porte della sala da ballo.
zone-ballroom = Sala da ballo
    .description = La meta. Vi conducono tre porte e un passaggio segreto; chi vi porta il vero pendente salva la Regina.

## Picture legend (rulekit show GAME BOARD --picture)
board-legend-door = porta
board-legend-secret = passaggio segreto
board-legend-gate = cancello
board-legend-ballroom = porta della sala da ballo
board-legend-chest = scrigno
board-legend-crest = stemma del Cardinale
