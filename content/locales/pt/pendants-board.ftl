# Os Pendentes da Rainha: o tabuleiro do Louvre (salas, trilha da Rainha, legenda da imagem).
# Files: content/locales/<lang>/pendants-board.ftl, kept apart from pendants.ftl (the game's own messages).

louvre = O Louvre
    .summary = O palácio entre o cais e o salão de baile: seis portões, sete fileiras de salas, onze baús, oito brasões do Cardeal e passagens secretas.
counter-queen_track = A marcha da Rainha
    .description = O seu quarto (0), depois as casas de 1 a 15: quando a Rainha chega à casa do Rei, os mosqueteiros perdem.

## Spaces (zones)
zone-quai = Cais do Louvre
    .description = A rua ao longo do Sena. Os mosqueteiros começam aqui e entram no palácio por um dos seis portões.
zone-flore = Pavilhão de Flora
zone-ecuries = Estrebarias
zone-jardin = Jardim da Infanta
zone-vestibule = Vestíbulo sul
zone-cuisines = Cozinhas
zone-pavillon_du_roi = Pavilhão do Rei
zone-bains = Banhos
zone-salle_basse = Sala baixa
zone-librairie = Torre da Livraria
zone-cour_carree = Pátio Quadrado
    .description = O pátio no centro do palácio: por baixo dele, uma passagem secreta leva à Sala das Cariátides.
zone-sept_cheminees = Sala das Sete Lareiras
zone-saisons = Sala das Estações
zone-office = Copa
zone-grande_galerie = Grande Galeria
zone-petite_galerie = Pequena Galeria
zone-escalier = Escadaria de Henrique II
zone-salle_des_gardes = Sala da Guarda
zone-suisses = Sala dos Suíços
zone-armurerie = Armaria
zone-galerie_d_apollon = Galeria de Apolo
zone-antiques = Sala das Antiguidades
zone-conseil = Sala do Conselho
zone-chapelle = Capela
zone-medailles = Gabinete das Medalhas
zone-horloge = Pavilhão do Relógio
zone-oratoire = Oratório
zone-salon_carre = Salão Quadrado
zone-antichambre = Antecâmara
    .description = Entre duas salas com porta para o salão de baile: tem um brasão do Cardeal, mas nenhuma porta própria para o salão de baile.
zone-trone = Sala do Trono
zone-chambre_du_roi = Quarto do Rei
    .description = Daqui, uma passagem secreta leva ao salão de baile.
zone-caryatides = Sala das Cariátides
zone-bronzes = Sala dos Bronzes
zone-rotonde = Rotunda de Marte
zone-diane = Sala de Diana
zone-henri_ii = Antecâmara de Henrique II
zone-cabinet = Gabinete do Rei
zone-queen_chamber = Quarto da Rainha
    .description = Aqui a Rainha espera o baile, antes do quadrado 1 da sua marcha; uma das três portas do salão de baile.
zone-ballroom = Salão de baile
    .description = O objetivo. Três portas e uma passagem secreta levam até aqui; quem trouxer o verdadeiro pendente salva a Rainha.

## Picture legend (rulekit show GAME BOARD --picture)
board-legend-door = porta
board-legend-secret = passagem secreta
board-legend-gate = portão
board-legend-ballroom = porta do salão de baile
board-legend-chest = baú
board-legend-crest = brasão do Cardeal
