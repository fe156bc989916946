# I Tre Moschettieri: I pendenti della Regina: italiano. Completo; il riferimento è en/pendants.ftl.
# Termini: Scagnozzi, carta turno, punti azione, stordito, gettone equipaggiamento, scrigno, stemma.

pendants = I Tre Moschettieri: I pendenti della Regina
    .summary = Richelieu ha teso una trappola alla Regina: al ballo dovrà portare il pendente di diamanti che ha regalato. Quattro moschettieri entrano nel Louvre dal quai, uno di loro con il vero pendente in segreto, e corrono verso la sala da ballo attraverso stanze piene di guardie del Cardinale, di Rochefort e di Milady. Vincono se chi porta il vero pendente arriva prima che la Regina raggiunga la casella del Re; il Cardinale vince se il tempo scade o se i suoi trovano il vero pendente addosso a un moschettiere stordito.

## Posti

seat-cardinal = Il Cardinale Richelieu
seat-dartagnan = d'Artagnan
seat-athos = Athos
seat-porthos = Porthos
seat-aramis = Aramis

## Zone

zone-turn_deck = Mazzo delle carte turno
    .description = Le carte turno ancora da usare; si rimescolano quando sono state usate tutte e dodici.
zone-turn_discard = Carte turno usate
    .description = Le carte turno già usate.
zone-turn_card = Carta turno in vigore
    .description = La carta turno in vigore.
zone-special_deck = Mazzo delle carte speciali
    .description = Le carte speciali che il Cardinale può ancora pescare.
zone-special_hand = Carte speciali del Cardinale
    .description = Le carte speciali del Cardinale (al massimo tre).
zone-special_discard = Carte speciali usate
    .description = Le carte speciali giocate o scartate.
zone-reserve = Riserva del Cardinale
    .description = Gli scagnozzi fuori dal tabellone.
zone-equipment_pool = Gettoni equipaggiamento coperti
    .description = I gettoni equipaggiamento coperti, non ancora in uno scrigno né in mano a qualcuno.
zone-chests = Scrigni
    .description = I gettoni coperti negli scrigni; il contatore di carta slot è il numero del segnalino dello scrigno.
zone-pendant = Pendente
    .description = Il gettone pendente che un moschettiere porta con sé: tutti i moschettieri lo vedono.
zone-doorway = Passaggi bloccati
    .description = La porta dei Moschettieri e la saracinesca finché bloccano un passaggio (contatore di carta link).
zone-gear = Equipaggiamento
    .description = L'equipaggiamento che un moschettiere possiede.
zone-removed = Fuori dal gioco
    .description = Le carte e i gettoni usciti dal gioco.

## Contatori

counter-king_square = Casella del Re
    .description = La casella in cui la Regina incontra il Re: quando la raggiunge la partita finisce (15; da 12 a 14 più difficile).
counter-rochefort_entered = Rochefort è entrato in questo turno
    .description = 1 quando Rochefort è entrato nel Louvre in questo turno (una volta per turno).
counter-seduced = Seduzione tentata in questa fase
    .description = 1 quando Milady ha tentato una seduzione in questa fase.
counter-moved = Stanze percorse in questa fase
    .description = Le stanze in cui il moschettiere è entrato in questa fase (può equipaggiarsi solo dopo essersi mosso).
counter-poisoned = Avvelenato
    .description = 1 quando nella sua prossima fase può muoversi di una sola stanza.
counter-out = Nella sala da ballo, fuori gioco
    .description = 1 quando è entrato nella sala da ballo senza il vero pendente: fuori gioco.
counter-wounds = Ferite
    .description = Le ferite che un moschettiere ha subito.

## Carte turno

pen-turn-01 = Carta turno 1
    .rules = In quest'ordine: d'Artagnan; il Cardinale con 2 punti azione e una carta speciale; Athos; Porthos; Aramis. Poi la Regina avanza di 2 caselle verso il Re.
pen-turn-02 = Carta turno 2
    .rules = In quest'ordine: il Cardinale con 1 punto azione e una carta speciale; Aramis; Porthos; Athos; d'Artagnan. Poi la Regina avanza di 2 caselle verso il Re.
pen-turn-03 = Carta turno 3
    .rules = In quest'ordine: Athos; Aramis; d'Artagnan; il Cardinale con 1 punto azione e una carta speciale; Porthos. Poi la Regina avanza di 2 caselle verso il Re.
pen-turn-04 = Carta turno 4
    .rules = In quest'ordine: Porthos; il Cardinale con 3 punti azione e una carta speciale; d'Artagnan; Aramis; Athos. Poi la Regina avanza di 2 caselle verso il Re.
pen-turn-05 = Carta turno 5
    .rules = In quest'ordine: Athos; il Cardinale con 1 punto azione e una carta speciale; d'Artagnan; Porthos; Aramis. Poi la Regina avanza di 2 caselle verso il Re.
pen-turn-06 = Carta turno 6
    .rules = In quest'ordine: Aramis; il Cardinale con 1 punto azione e una carta speciale; Porthos; Athos; d'Artagnan. Poi la Regina avanza di 2 caselle verso il Re.
pen-turn-07 = Carta turno 7
    .rules = In quest'ordine: d'Artagnan; Porthos; il Cardinale con 2 punti azione e una carta speciale; Aramis; il Cardinale con 1 punto azione; Athos. Poi la Regina avanza di 2 caselle verso il Re.
pen-turn-08 = Carta turno 8
    .rules = In quest'ordine: il Cardinale con 1 punto azione e una carta speciale; Porthos; Athos; Aramis; d'Artagnan. Poi la Regina avanza di 2 caselle verso il Re.
pen-turn-09 = Carta turno 9
    .rules = In quest'ordine: Athos; il Cardinale con 2 punti azione e una carta speciale; d'Artagnan; Aramis; il Cardinale con 1 punto azione e una carta speciale; Porthos. Poi la Regina avanza di 2 caselle verso il Re.
pen-turn-10 = Carta turno 10
    .rules = In quest'ordine: Aramis; d'Artagnan; il Cardinale con 1 punto azione; Porthos; Athos. Poi la Regina avanza di 2 caselle verso il Re.
pen-turn-11 = Carta turno 11
    .rules = In quest'ordine: Porthos; il Cardinale con 1 punto azione e una carta speciale; Athos; d'Artagnan; Aramis. Poi la Regina avanza di 2 caselle verso il Re.
pen-turn-12 = Carta turno 12
    .rules = In quest'ordine: d'Artagnan; il Cardinale con 4 punti azione e una carta speciale; Aramis; Athos; Porthos. Poi la Regina avanza di 1 casella verso il Re.

## Carte speciali del Cardinale

pen-special-secret-passage-1 = Passaggio segreto
    .rules = Nella tua fase: scegli un passaggio segreto (freccia verde); per questa fase i tuoi scagnozzi possono usarlo come un normale collegamento fra le sue due stanze, tanti quanti ne paghi con i punti azione. Una sola carta speciale per fase.
pen-special-passage-or-portcullis-1 = Passaggio segreto o Spostare l'inferriata
    .rules = Scegli uno dei due effetti, mai entrambi. Passaggio segreto: Nella tua fase: scegli un passaggio segreto (freccia verde); per questa fase i tuoi scagnozzi possono usarlo come un normale collegamento fra le sue due stanze, tanti quanti ne paghi con i punti azione. Spostare l'inferriata: Nella tua fase: togli l'inferriata dal passaggio che blocca, o prendila davanti a te, e mettila su un altro passaggio. Non può lasciare una miniatura senza via d'uscita (i passaggi segreti non contano) né chiudere una porta della sala da ballo. Una sola carta speciale per fase.
pen-special-move-portcullis-1 = Spostare l'inferriata
    .rules = Nella tua fase: togli l'inferriata dal passaggio che blocca, o prendila davanti a te, e mettila su un altro passaggio. Non può lasciare una miniatura senza via d'uscita (i passaggi segreti non contano) né chiudere una porta della sala da ballo. Una sola carta speciale per fase.
pen-special-portcullis-1 = L'inferriata del Cardinale
    .rules = Nella tua fase: metti l'inferriata su un passaggio; finché resta lì nessuno passa. Non può lasciare una miniatura senza via d'uscita (i passaggi segreti non contano) né chiudere una delle tre porte della sala da ballo. Una sola carta speciale per fase.
pen-special-enraged-guards-1 = Guardie infuriate
    .rules = In attacco o in difesa, anche fuori dalla tua fase: nel primo round del duello i tuoi scagnozzi tirano due dadi in più, anche se c'è Rochefort.
pen-special-enraged-guards-2 = Guardie infuriate
    .rules = In attacco o in difesa, anche fuori dalla tua fase: nel primo round del duello i tuoi scagnozzi tirano due dadi in più, anche se c'è Rochefort.
pen-special-elite-guards-1 = Guardie scelte
    .rules = In attacco o in difesa, anche fuori dalla tua fase: nel primo round del duello i tuoi scagnozzi colpiscono con 4, 5 o 6, anche se c'è Rochefort.
pen-special-elite-guards-2 = Guardie scelte
    .rules = In attacco o in difesa, anche fuori dalla tua fase: nel primo round del duello i tuoi scagnozzi colpiscono con 4, 5 o 6, anche se c'è Rochefort.
pen-special-perfume-1 = Profumo irresistibile
    .rules = Quando Milady è in una stanza con un moschettiere: la sua seduzione riesce senza tirare e lei guarda il suo pendente. Vale come il suo tentativo di seduzione. Una sola carta speciale per fase.
pen-special-perfume-2 = Profumo irresistibile
    .rules = Quando Milady è in una stanza con un moschettiere: la sua seduzione riesce senza tirare e lei guarda il suo pendente. Vale come il suo tentativo di seduzione. Una sola carta speciale per fase.
pen-special-reserve-1 = Riserva
    .rules = Nella tua fase: togli dalla plancia quanti scagnozzi vuoi e rimettili nella tua riserva, anche Milady e Rochefort. Una sola carta speciale per fase.
pen-special-reinforcements-2 = Rinforzi +2
    .rules = Annunciala all'inizio della tua fase: hai 2 punti azione in più in questa fase. Non nella fase extra della Chiamata del Cardinale. Una sola carta speciale per fase.
pen-special-reinforcements-3 = Rinforzi +3
    .rules = Annunciala all'inizio della tua fase: hai 3 punti azione in più in questa fase. Non nella fase extra della Chiamata del Cardinale. Una sola carta speciale per fase.
pen-special-reinforcements-4 = Rinforzi +4
    .rules = Annunciala all'inizio della tua fase: hai 4 punti azione in più in questa fase. Non nella fase extra della Chiamata del Cardinale. Una sola carta speciale per fase.
pen-cardinals-call = La chiamata del Cardinale
    .rules = Una volta per partita, all'inizio o alla fine di una tua fase: giochi subito una fase in più, in cui ogni scagnozzo sulla plancia può passare in una stanza vicina se la via è libera. Possono seguirne duelli e seduzioni; puoi giocarvi una carta speciale, ma non Rinforzi.

## Gettoni equipaggiamento

pen-eq-potion-1 = Pozione
    .rules = Recuperi 1 punto vita, quando vuoi. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-potion-2 = Pozione
    .rules = Recuperi 1 punto vita, quando vuoi. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-potion-3 = Pozione
    .rules = Recuperi 1 punto vita, quando vuoi. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-potion-4 = Pozione
    .rules = Recuperi 1 punto vita, quando vuoi. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-potion-5 = Pozione
    .rules = Recuperi 1 punto vita, quando vuoi. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-potion-6 = Pozione
    .rules = Recuperi 1 punto vita, quando vuoi. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-potion-7 = Pozione
    .rules = Recuperi 1 punto vita, quando vuoi. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-secret-passage-1 = Passaggio segreto
    .rules = Durante il movimento attraversi un passaggio segreto (freccia verde) da una delle sue stanze all'altra. Il passaggio conta comunque come uno dei tuoi spostamenti. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-secret-passage-2 = Passaggio segreto
    .rules = Durante il movimento attraversi un passaggio segreto (freccia verde) da una delle sue stanze all'altra. Il passaggio conta comunque come uno dei tuoi spostamenti. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-secret-passage-3 = Passaggio segreto
    .rules = Durante il movimento attraversi un passaggio segreto (freccia verde) da una delle sue stanze all'altra. Il passaggio conta comunque come uno dei tuoi spostamenti. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-secret-passage-4 = Passaggio segreto
    .rules = Durante il movimento attraversi un passaggio segreto (freccia verde) da una delle sue stanze all'altra. Il passaggio conta comunque come uno dei tuoi spostamenti. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-charge-1 = Carica
    .rules = Ti sposti di una stanza in più in questa fase. Se ne possono giocare diverse nella stessa fase. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-charge-2 = Carica
    .rules = Ti sposti di una stanza in più in questa fase. Se ne possono giocare diverse nella stessa fase. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-charge-3 = Carica
    .rules = Ti sposti di una stanza in più in questa fase. Se ne possono giocare diverse nella stessa fase. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-charge-4 = Carica
    .rules = Ti sposti di una stanza in più in questa fase. Se ne possono giocare diverse nella stessa fase. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-charge-5 = Carica
    .rules = Ti sposti di una stanza in più in questa fase. Se ne possono giocare diverse nella stessa fase. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-charge-6 = Carica
    .rules = Ti sposti di una stanza in più in questa fase. Se ne possono giocare diverse nella stessa fase. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-charge-7 = Carica
    .rules = Ti sposti di una stanza in più in questa fase. Se ne possono giocare diverse nella stessa fase. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-charge-8 = Carica
    .rules = Ti sposti di una stanza in più in questa fase. Se ne possono giocare diverse nella stessa fase. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-door-1 = Porta dei Moschettieri
    .rules = Metti la Porta dei Moschettieri su un passaggio, o spostala lì da dove si trovava; nessuno la attraversa. Non può lasciare una miniatura senza via d'uscita (i passaggi segreti non contano) né chiudere una porta della sala da ballo. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-door-2 = Porta dei Moschettieri
    .rules = Metti la Porta dei Moschettieri su un passaggio, o spostala lì da dove si trovava; nessuno la attraversa. Non può lasciare una miniatura senza via d'uscita (i passaggi segreti non contano) né chiudere una porta della sala da ballo. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-door-3 = Porta dei Moschettieri
    .rules = Metti la Porta dei Moschettieri su un passaggio, o spostala lì da dove si trovava; nessuno la attraversa. Non può lasciare una miniatura senza via d'uscita (i passaggi segreti non contano) né chiudere una porta della sala da ballo. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-secret-strike-1 = Colpo segreto
    .rules = In un duello, in attacco o in difesa: una guardia cade subito, senza tirare. Contro Rochefort solo se nella stanza non restano guardie, e allora cade prima di poter sparare. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-secret-strike-2 = Colpo segreto
    .rules = In un duello, in attacco o in difesa: una guardia cade subito, senza tirare. Contro Rochefort solo se nella stanza non restano guardie, e allora cade prima di poter sparare. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-secret-strike-3 = Colpo segreto
    .rules = In un duello, in attacco o in difesa: una guardia cade subito, senza tirare. Contro Rochefort solo se nella stanza non restano guardie, e allora cade prima di poter sparare. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-secret-strike-4 = Colpo segreto
    .rules = In un duello, in attacco o in difesa: una guardia cade subito, senza tirare. Contro Rochefort solo se nella stanza non restano guardie, e allora cade prima di poter sparare. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-secret-strike-5 = Colpo segreto
    .rules = In un duello, in attacco o in difesa: una guardia cade subito, senza tirare. Contro Rochefort solo se nella stanza non restano guardie, e allora cade prima di poter sparare. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-cape-1 = Mantello
    .rules = Solo quando sei attaccato, prima di tirare i dadi: sfuggi al duello in una stanza vicina, indietro verso il quai o di lato, mai verso la sala da ballo. Puoi andare da dove sono venuti gli assalitori o fra altri scagnozzi, ma lì non prendi nulla da uno scrigno. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-cape-2 = Mantello
    .rules = Solo quando sei attaccato, prima di tirare i dadi: sfuggi al duello in una stanza vicina, indietro verso il quai o di lato, mai verso la sala da ballo. Puoi andare da dove sono venuti gli assalitori o fra altri scagnozzi, ma lì non prendi nulla da uno scrigno. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-cape-3 = Mantello
    .rules = Solo quando sei attaccato, prima di tirare i dadi: sfuggi al duello in una stanza vicina, indietro verso il quai o di lato, mai verso la sala da ballo. Puoi andare da dove sono venuti gli assalitori o fra altri scagnozzi, ma lì non prendi nulla da uno scrigno. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-cape-4 = Mantello
    .rules = Solo quando sei attaccato, prima di tirare i dadi: sfuggi al duello in una stanza vicina, indietro verso il quai o di lato, mai verso la sala da ballo. Puoi andare da dove sono venuti gli assalitori o fra altri scagnozzi, ma lì non prendi nulla da uno scrigno. Angolo blu: tienilo coperto finché non lo usi; poi esce dal gioco.
pen-eq-booby-trap-1 = Scrigno trappola
    .rules = Angolo rosso: mostralo subito. Lo scrigno esplode: perdi 1 punto vita, e puoi restare stordito.
pen-eq-booby-trap-2 = Scrigno trappola
    .rules = Angolo rosso: mostralo subito. Lo scrigno esplode: perdi 1 punto vita, e puoi restare stordito.
pen-eq-booby-trap-3 = Scrigno trappola
    .rules = Angolo rosso: mostralo subito. Lo scrigno esplode: perdi 1 punto vita, e puoi restare stordito.
pen-eq-poison-1 = Veleno
    .rules = Angolo rosso: mostralo subito e tienilo davanti a te. Nella tua prossima fase ti sposti di una sola stanza (le Cariche aiutano ancora); poi il gettone esce dal gioco.
pen-eq-poison-2 = Veleno
    .rules = Angolo rosso: mostralo subito e tienilo davanti a te. Nella tua prossima fase ti sposti di una sola stanza (le Cariche aiutano ancora); poi il gettone esce dal gioco.
pen-eq-poison-3 = Veleno
    .rules = Angolo rosso: mostralo subito e tienilo davanti a te. Nella tua prossima fase ti sposti di una sola stanza (le Cariche aiutano ancora); poi il gettone esce dal gioco.
pen-eq-gold-charge-1 = Carica
    .rules = Ti sposti di una stanza in più in questa fase. Se ne possono giocare diverse nella stessa fase. Angolo d'oro: viene dagli scrigni extra della variante Aiuto per i moschettieri; tienilo coperto finché non lo usi.
pen-eq-gold-charge-2 = Carica
    .rules = Ti sposti di una stanza in più in questa fase. Se ne possono giocare diverse nella stessa fase. Angolo d'oro: viene dagli scrigni extra della variante Aiuto per i moschettieri; tienilo coperto finché non lo usi.
pen-eq-gold-potion-1 = Pozione
    .rules = Recuperi 1 punto vita, quando vuoi. Angolo d'oro: viene dagli scrigni extra della variante Aiuto per i moschettieri; tienilo coperto finché non lo usi.
pen-eq-gold-potion-2 = Pozione
    .rules = Recuperi 1 punto vita, quando vuoi. Angolo d'oro: viene dagli scrigni extra della variante Aiuto per i moschettieri; tienilo coperto finché non lo usi.
pen-eq-gold-secret-strike-1 = Colpo segreto
    .rules = In un duello, in attacco o in difesa: una guardia cade subito, senza tirare. Contro Rochefort solo se nella stanza non restano guardie, e allora cade prima di poter sparare. Angolo d'oro: viene dagli scrigni extra della variante Aiuto per i moschettieri; tienilo coperto finché non lo usi.
pen-eq-gold-secret-passage-1 = Passaggio segreto
    .rules = Durante il movimento attraversi un passaggio segreto (freccia verde) da una delle sue stanze all'altra. Il passaggio conta comunque come uno dei tuoi spostamenti. Angolo d'oro: viene dagli scrigni extra della variante Aiuto per i moschettieri; tienilo coperto finché non lo usi.

## Pendenti

pen-pendant-true = Il vero pendente
    .rules = Il pendente di diamanti della Regina. Se chi lo porta entra nella sala da ballo i moschettieri vincono subito; se gli uomini del Cardinale lo vedono addosso a un moschettiere stordito, vince il Cardinale.
pen-pendant-false-1 = Pendente falso
    .rules = Un'esca. Chi lo porta distoglie l'attenzione del Cardinale; nella sala da ballo conforta la Regina, che arretra di 2 caselle, ma poi è fuori gioco.
pen-pendant-false-2 = Pendente falso
    .rules = Un'esca. Chi lo porta distoglie l'attenzione del Cardinale; nella sala da ballo conforta la Regina, che arretra di 2 caselle, ma poi è fuori gioco.
pen-pendant-false-3 = Pendente falso
    .rules = Un'esca. Chi lo porta distoglie l'attenzione del Cardinale; nella sala da ballo conforta la Regina, che arretra di 2 caselle, ma poi è fuori gioco.

## Carte personaggio

pen-char-dartagnan = d'Artagnan
    .rules = Vita 3, 2 dadi, colpisce con 4-6. Contro la folla: in un round di duello in cui affronta due o più scagnozzi tira 4 dadi invece di 2.
pen-char-athos = Athos
    .rules = Vita 3, 2 dadi, colpisce con 4-6. Sangue freddo: una volta per round di duello può ritirare uno dei suoi dadi andati a vuoto.
pen-char-porthos = Porthos
    .rules = Vita 4, 2 dadi, colpisce con 4-6. Forza erculea: l'unico moschettiere con quattro cuori.
pen-char-aramis = Aramis
    .rules = Vita 3, 2 dadi, colpisce con 4-6. Agile: in un round di duello in cui uno dei suoi dadi mostra 1, nessun colpo lo raggiunge.
pen-char-milady = Milady
    .rules = Non duella mai e non può essere attaccata; non impedisce a un moschettiere di passare né di aprire uno scrigno. Seduzione: una volta per fase, in una stanza con un moschettiere, tira un dado: con 4-6 vede il suo pendente. Se un moschettiere resta stordito dove si trova lei, può guardarne il pendente.
pen-char-rochefort = Rochefort
    .rules = 2 dadi, colpisce con 5-6. Pistola: prima di ogni suo duello, in attacco o in difesa, spara a un moschettiere indicato prima: con 5-6 quel moschettiere perde 1 punto vita. È sempre l'ultimo scagnozzo a cadere. Entra nel Louvre al massimo una volta per turno.
pen-char-guards = Le guardie del Cardinale
    .rules = 1 dado per guardia, colpiscono con 5-6. Ogni colpo dei moschettieri rimanda una guardia nella riserva.

## Miniature e gettoni di blocco

pen-fig-dartagnan = d'Artagnan
    .rules = La miniatura di d'Artagnan: parte dal quai ed entra nel Louvre da uno dei sei cancelli.
pen-fig-athos = Athos
    .rules = La miniatura di Athos: parte dal quai ed entra nel Louvre da uno dei sei cancelli.
pen-fig-porthos = Porthos
    .rules = La miniatura di Porthos: parte dal quai ed entra nel Louvre da uno dei sei cancelli.
pen-fig-aramis = Aramis
    .rules = La miniatura di Aramis: parte dal quai ed entra nel Louvre da uno dei sei cancelli.
pen-queen = La Regina
    .rules = Anna d'Austria attende nella sua stanza accanto alla sala da ballo; il suo segnalino sul percorso della sala da ballo mostra quanto è vicina al Re.
pen-milady = Milady
    .rules = La spia del Cardinale: si muove come gli altri ma passa fra i moschettieri e non combatte mai.
pen-rochefort = Rochefort
    .rules = Il braccio destro del Cardinale, con spada e pistola.
pen-guard-1 = Guardia del Cardinale 1
    .rules = Una delle quattordici guardie: entra nel Louvre in una stanza con lo stemma del Cardinale.
pen-guard-2 = Guardia del Cardinale 2
    .rules = Una delle quattordici guardie: entra nel Louvre in una stanza con lo stemma del Cardinale.
pen-guard-3 = Guardia del Cardinale 3
    .rules = Una delle quattordici guardie: entra nel Louvre in una stanza con lo stemma del Cardinale.
pen-guard-4 = Guardia del Cardinale 4
    .rules = Una delle quattordici guardie: entra nel Louvre in una stanza con lo stemma del Cardinale.
pen-guard-5 = Guardia del Cardinale 5
    .rules = Una delle quattordici guardie: entra nel Louvre in una stanza con lo stemma del Cardinale.
pen-guard-6 = Guardia del Cardinale 6
    .rules = Una delle quattordici guardie: entra nel Louvre in una stanza con lo stemma del Cardinale.
pen-guard-7 = Guardia del Cardinale 7
    .rules = Una delle quattordici guardie: entra nel Louvre in una stanza con lo stemma del Cardinale.
pen-guard-8 = Guardia del Cardinale 8
    .rules = Una delle quattordici guardie: entra nel Louvre in una stanza con lo stemma del Cardinale.
pen-guard-9 = Guardia del Cardinale 9
    .rules = Una delle quattordici guardie: entra nel Louvre in una stanza con lo stemma del Cardinale.
pen-guard-10 = Guardia del Cardinale 10
    .rules = Una delle quattordici guardie: entra nel Louvre in una stanza con lo stemma del Cardinale.
pen-guard-11 = Guardia del Cardinale 11
    .rules = Una delle quattordici guardie: entra nel Louvre in una stanza con lo stemma del Cardinale.
pen-guard-12 = Guardia del Cardinale 12
    .rules = Una delle quattordici guardie: entra nel Louvre in una stanza con lo stemma del Cardinale.
pen-guard-13 = Guardia del Cardinale 13
    .rules = Una delle quattordici guardie: entra nel Louvre in una stanza con lo stemma del Cardinale.
pen-guard-14 = Guardia del Cardinale 14
    .rules = Una delle quattordici guardie: entra nel Louvre in una stanza con lo stemma del Cardinale.
pen-musketeers-door = La Porta dei Moschettieri
    .rules = Il gettone porta: messo su un passaggio da un gettone Porta dei Moschettieri, blocca quella via.
pen-portcullis = L'inferriata
    .rules = L'inferriata del Cardinale: messa su un passaggio da una carta speciale, blocca quella via.

## Zone delle regole come dati

zone-calls = Carte da una volta a partita (non ancora giocate)
    .description = La chiamata del Cardinale e il Tutti per uno dei moschettieri finché non sono giocati.
zone-characters = Carte personaggio degli scagnozzi
    .description = Le carte personaggio degli scagnozzi (i loro inneschi sono abilità).
zone-character = Carta personaggio
    .description = La carta personaggio davanti a un moschettiere (i suoi inneschi sono le sue abilità in duello).
zone-markers = Scrigni e stemmi fuori dal tabellone
    .description = I segnalini di scrigno e di stemma fuori dal tabellone (quelli in più delle varianti).
zone-gold_pool = Gettoni con l'angolo d'oro
    .description = I gettoni con l'angolo d'oro della variante «aiuto ai moschettieri».
zone-pendant_pool = Pendenti coperti
    .description = I quattro gettoni pendente coperti prima di essere distribuiti.
zone-portraits = Gettoni ritratto della Regina
    .description = I gettoni ritratto della Regina della variante «suspense massima».
zone-room_actions = Azioni proprie delle stanze
    .description = Le azioni offerte dalle stanze (carte del tipo room_action; il gioco base non ne ha).

## Segni sul Louvre, gettoni ritratto, Tutti per uno

pen-chest-1 = Scrigno 1
    .rules = Uno scrigno: vi sono posati coperti tre gettoni equipaggiamento.
pen-chest-2 = Scrigno 2
    .rules = Uno scrigno: vi sono posati coperti tre gettoni equipaggiamento.
pen-chest-3 = Scrigno 3
    .rules = Uno scrigno: vi sono posati coperti tre gettoni equipaggiamento.
pen-chest-4 = Scrigno 4
    .rules = Uno scrigno: vi sono posati coperti tre gettoni equipaggiamento.
pen-chest-5 = Scrigno 5
    .rules = Uno scrigno: vi sono posati coperti tre gettoni equipaggiamento.
pen-chest-6 = Scrigno 6
    .rules = Uno scrigno: vi sono posati coperti tre gettoni equipaggiamento.
pen-chest-7 = Scrigno 7
    .rules = Uno scrigno: vi sono posati coperti tre gettoni equipaggiamento.
pen-chest-8 = Scrigno 8
    .rules = Uno scrigno: vi sono posati coperti tre gettoni equipaggiamento.
pen-chest-9 = Scrigno 9
    .rules = Uno scrigno: vi sono posati coperti tre gettoni equipaggiamento.
pen-chest-10 = Scrigno 10
    .rules = Uno scrigno: vi sono posati coperti tre gettoni equipaggiamento.
pen-chest-11 = Scrigno 11
    .rules = Uno scrigno: vi sono posati coperti tre gettoni equipaggiamento.
pen-chest-12 = Scrigno 12
    .rules = Uno scrigno: vi sono posati coperti tre gettoni equipaggiamento.
pen-chest-13 = Scrigno 13
    .rules = Uno scrigno: vi sono posati coperti tre gettoni equipaggiamento.
pen-crest-1 = Stemma del Cardinale 1
    .rules = Lo stemma del Cardinale: qui i suoi scagnozzi entrano nel Louvre, a meno che un moschettiere in piedi lo blocchi.
pen-crest-2 = Stemma del Cardinale 2
    .rules = Lo stemma del Cardinale: qui i suoi scagnozzi entrano nel Louvre, a meno che un moschettiere in piedi lo blocchi.
pen-crest-3 = Stemma del Cardinale 3
    .rules = Lo stemma del Cardinale: qui i suoi scagnozzi entrano nel Louvre, a meno che un moschettiere in piedi lo blocchi.
pen-crest-4 = Stemma del Cardinale 4
    .rules = Lo stemma del Cardinale: qui i suoi scagnozzi entrano nel Louvre, a meno che un moschettiere in piedi lo blocchi.
pen-crest-5 = Stemma del Cardinale 5
    .rules = Lo stemma del Cardinale: qui i suoi scagnozzi entrano nel Louvre, a meno che un moschettiere in piedi lo blocchi.
pen-crest-6 = Stemma del Cardinale 6
    .rules = Lo stemma del Cardinale: qui i suoi scagnozzi entrano nel Louvre, a meno che un moschettiere in piedi lo blocchi.
pen-crest-7 = Stemma del Cardinale 7
    .rules = Lo stemma del Cardinale: qui i suoi scagnozzi entrano nel Louvre, a meno che un moschettiere in piedi lo blocchi.
pen-crest-8 = Stemma del Cardinale 8
    .rules = Lo stemma del Cardinale: qui i suoi scagnozzi entrano nel Louvre, a meno che un moschettiere in piedi lo blocchi.
pen-crest-9 = Stemma del Cardinale 9
    .rules = Lo stemma del Cardinale: qui i suoi scagnozzi entrano nel Louvre, a meno che un moschettiere in piedi lo blocchi.
pen-crest-10 = Stemma del Cardinale 10
    .rules = Lo stemma del Cardinale: qui i suoi scagnozzi entrano nel Louvre, a meno che un moschettiere in piedi lo blocchi.
pen-portrait-0 = Ritratto della Regina: 0
    .rules = Suspense massima: pescato a fine turno, la Regina avanza di 0 caselle.
pen-portrait-1 = Ritratto della Regina: 1
    .rules = Suspense massima: pescato a fine turno, la Regina avanza di 1 caselle.
pen-portrait-2 = Ritratto della Regina: 2
    .rules = Suspense massima: pescato a fine turno, la Regina avanza di 2 caselle.
pen-all-for-one = Tutti per uno, uno per tutti!
    .rules = Una volta a partita, all'inizio o alla fine della fase di un moschettiere: una fase collettiva; ogni moschettiere in piedi recupera 1 punto vita o passa in una stanza vicina, poi può equipaggiarsi, usare l'equipaggiamento, dare, scambiare e duellare.
