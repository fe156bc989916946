# I pendenti della Regina: domande, opzioni, passi ed eventi delle regole durante la partita (italiano).
# Riferimento: en/pendants-ui.ftl.

## Domande: la preparazione

prompt-extra-chest-count = Aiuto ai moschettieri: quanti scrigni in più volete, uno o due?
prompt-extra-chest = Scegliete la stanza di ogni scrigno in più.
prompt-extra-crest-count = Aiuto al Cardinale: quanti stemmi in più vuoi, uno o due?
prompt-extra-crest = Scegli la stanza di ogni stemma in più.
prompt-carpet-count = La tua parte accetta una sfida: quanti tappeti, uno o due?
prompt-cover-chest = Quali scrigni spariscono sotto un tappeto?
prompt-cover-crest = Quali stemmi spariscono sotto un tappeto?
prompt-share-the-fourth = Quattro giocatori: come vi dividete il quarto moschettiere?
prompt-pendant-keeper = I quattro pendenti sono coperti: distribuirli a caso, o scegliere in segreto chi porta quello vero?

## Domande: il Cardinale

prompt-cardinal-action = Cardinale, qual è la tua prossima mossa?
prompt-duel-order = Ci sono duelli in attesa in più stanze: quale si combatte per primo?
prompt-discard-special = Puoi tenere solo tre carte speciali: quale scarti?
prompt-special-effect = Questa carta può fare due cose: quale scegli?
prompt-secret-passage-link = Quale passaggio segreto si apre ai tuoi scagnozzi in questa fase?
prompt-perfume-target = Milady sfoggia il suo Profumo irresistibile: quale moschettiere ci casca?
prompt-reserve-henchmen = Quali scagnozzi richiami nella tua riserva?
prompt-portcullis-link = Quale passaggio chiude l'inferriata?
prompt-pistol-target = Rochefort estrae la pistola: a quale moschettiere spara?
prompt-assign-hits = I colpi non si dividono in parti uguali: chi ne prende uno in più?

## Domande: i moschettieri

prompt-musketeer-action = Che cosa fai adesso nella tua fase?
prompt-collective-action = Tutti per uno! Riprendi fiato o passi nella stanza accanto?
prompt-before-hits = Stanno per arrivarti dei colpi: bevi qualcosa prima?
prompt-duel-begins = Sta per cominciare un duello: giochi una carta prima dei dadi?
prompt-duel-round = Sta per tirarsi un round del duello: giochi prima una carta?
prompt-cape-retreat = In quale stanza sgusci via?
prompt-secret-passage = Per quale passaggio segreto passi?
prompt-door-link = Quale passaggio chiude la Porta dei Moschettieri?
prompt-give-back = Un amico ti ha appena dato un gettone: gliene restituisci uno?
prompt-swap-back = Un amico ti offre un gettone, ma ne porti già quanti puoi: ne scambi uno dei tuoi?
prompt-accept-swap = Un amico ti propone di scambiarvi i pendenti: accetti?

## Opzioni

option-pendants-move = Vai in { $to }
option-pendants-go = Manda { $f } in { $to }
option-pendants-duel = Combatti il duello
option-pendants-equip = Prendi un gettone dallo scrigno
option-use = Usa { $t }
option-drink = Bevi { $t }
option-pendants-act = Fai l'azione della stanza: { $a }
option-give = Dai { $t } a { $to }
option-swap = Proponi a { $other } uno scambio di pendenti
option-all-for-one = Gioca Tutti per uno
option-pendants-end = Termina la fase
option-recover = Recupera 1 punto vita
option-back = Restituisci { $b }
option-take-for = Prendi { $got } in cambio del tuo { $b }
option-no-return = Non restituire nulla
option-accept = Accetta
option-refuse = Rifiuta
option-at = Chiudi { $l }
option-to = Sguscia in { $r }
option-open = Apri { $l }
option-at-random = Distribuiscili a caso
option-keeper = { $k } porta il vero pendente
option-one-runs-two = Uno di noi guida due moschettieri
option-take-turns = Guidiamo Athos a turno
option-special = Gioca { $c }
option-seduce = Milady tenta di sedurre { $m }
option-reinforce = Fai entrare { $kind } in { $room }
option-call = Gioca la Chiamata del Cardinale
option-secret-passage = Passaggio segreto
option-move-portcullis = Spostare l'inferriata
option-1 = Uno
option-2 = Due
option-guard = una Guardia
option-milady = Milady
option-rochefort = Rochefort

## Passi

step-variant_rooms = scrigni e stemmi vengono posati sul Louvre
step-share_the_fourth = i moschettieri si dividono il quarto moschettiere
step-decks = si mescolano le carte
step-pendants = si distribuiscono i pendenti
step-equipment = si distribuisce l'equipaggiamento e si riempiono gli scrigni
step-figures = le miniature prendono posto
step-first_special = il Cardinale pesca la sua prima carta speciale
step-turn_card = si scopre una carta turno
step-phases = si giocano le fasi della carta
step-queen = la Regina avanza verso il Re

## Eventi

event-pendants-turn_card_drawn = Si scopre { $card }: ora tocca alle sue fasi.
event-pendants-musketeer_moved = { $musketeer } entra in { $room }.
event-pendants-henchman_moved = Il Cardinale manda { $henchman } in { $room }.
event-pendants-reinforced = { $henchman } entra nel Louvre in { $room }.
event-pendants-equipped = { $musketeer } prende un gettone dallo scrigno.
event-pendants-duel_ended = Il duello in { $room } è finito.
event-pendants-stunned = { $musketeer } ha perso l'ultimo punto vita e resta stordito: la Regina si avvicina al Re di una casella.
event-pendants-pendant_revealed = { $true_pendant ->
    [1] { $musketeer } giace stordito davanti agli uomini del Cardinale, e il pendente che porta è quello vero!
   *[other] { $musketeer } giace stordito davanti agli uomini del Cardinale, ma il pendente che porta è falso.
}
event-pendants-pendant_seen = Milady ha sedotto { $musketeer }: ora il Cardinale sa quale pendente porta.
event-pendants-seduction_failed = { $musketeer } resiste al fascino di Milady.
event-pendants-queen_comforted = { $musketeer } arriva nella sala da ballo senza il vero pendente: consola la Regina, che arretra, ed esce dal gioco.
event-pendants-all_for_one = Tutti per uno! I moschettieri agiscono insieme in una fase extra.
event-pendants-cardinals_call = Il Cardinale lancia la sua Chiamata: i suoi scagnozzi hanno una fase extra.
event-pendants-portrait_drawn = { $squares ->
    [0] Si pesca un gettone ritratto: la Regina resta dov'è.
    [one] Si pesca un gettone ritratto: la Regina avanza di { $squares } casella.
   *[other] Si pesca un gettone ritratto: la Regina avanza di { $squares } caselle.
}

## Contatori

counter-rooms_per_phase = Stanze che un moschettiere percorre in una fase
    .description = Le stanze che un moschettiere può percorrere nella sua fase («Movimento»).
counter-henchman_rooms = Stanze che uno scagnozzo percorre per un punto
    .description = Le stanze che uno scagnozzo percorre per un punto azione.
counter-gear_limit = Gettoni che un moschettiere può avere
    .description = I gettoni equipaggiamento che un moschettiere può avere.
counter-hand_limit = Carte speciali che il Cardinale può tenere
    .description = Le carte speciali che il Cardinale può tenere in mano.
counter-chest_height = Gettoni su ogni scrigno
    .description = I gettoni su ogni scrigno alla preparazione.
counter-turn_number = Turni giocati
    .description = I turni giocati finora.
counter-phase_no = Fasi giocate
    .description = Le fasi iniziate finora: uno scagnozzo o un gettone segnato con questo numero ha agito in questa fase.
counter-duel_no = Duelli combattuti
    .description = I duelli iniziati finora: un moschettiere segnato con questo numero è caduto in questo duello.
counter-special_used = Carta speciale giocata in questa fase
    .description = 1 quando il Cardinale ha giocato una carta speciale in questa fase.
counter-cardinal_acted = Il Cardinale ha agito in questa fase
    .description = 1 quando il Cardinale ha agito in questa fase (i Rinforzi vengono per primi).
counter-dueling = In questa fase è iniziato un duello
    .description = 1 quando in questa fase del Cardinale è iniziato un duello: nessuno scagnozzo si muove più.
counter-calling = La Chiamata del Cardinale è in corso
    .description = 1 durante la fase in più della chiamata del Cardinale.
counter-duel_bonus_dice = Dadi rossi in più in questo round
    .description = I dadi che il Cardinale aggiunge nel prossimo round di duello (Guardie infuriate).
counter-duel_hit = Valore di colpo degli scagnozzi in questo round
    .description = Il valore di colpo degli scagnozzi nel prossimo round di duello, 0 per il loro solito (Guardie scelte).
counter-four_players = Quattro giocatori
    .description = 1 con quattro giocatori: i moschettieri scelgono come dividersi il quarto moschettiere.
counter-shared_turns = Il quarto moschettiere è guidato a turno
    .description = 1 quando i giocatori moschettieri guidano a turno il moschettiere condiviso (quattro giocatori).
counter-extra_chests = Variante: scrigni in più
    .description = Variante «aiuto ai moschettieri»: 1 se scelta.
counter-extra_crests = Variante: stemmi in più
    .description = Variante «aiuto al Cardinale»: 1 se scelta.
counter-covered_chests = Variante: scrigni sotto i tappeti
    .description = Variante «sfida per i moschettieri»: 1 se scelta.
counter-covered_crests = Variante: stemmi sotto i tappeti
    .description = Variante «sfida per il Cardinale»: 1 se scelta.
counter-suspense = Variante: suspense massima
    .description = Variante «suspense massima»: 1 se scelta.
counter-open_draw = Variante: pesca scoperta
    .description = Variante «pesca scoperta»: 1 se scelta.
counter-open_secret = Passaggio segreto aperto
    .description = Il passaggio segreto (numero del collegamento) che una carta speciale ha aperto agli scagnozzi in questa fase; 0 nessuno.
counter-steps = Stanze ancora da percorrere
    .description = Le stanze che il moschettiere può ancora percorrere in questa fase.
counter-equipped_here = Si è equipaggiato in questa stanza
    .description = 1 quando si è equipaggiato nella stanza in cui si trova.
counter-acted_room = Ha fatto l'azione di questa stanza
    .description = 1 quando ha fatto l'azione propria della stanza da quando vi è entrato.
counter-recovering = Si sta rialzando
    .description = 1 nella fase in cui un moschettiere stordito si rialza: niente movimento, niente equipaggiamento.
counter-acted = Ha agito in questa fase
    .description = 1 quando ha fatto qualcosa nella sua fase (Tutti per uno allora la chiude).
counter-swapped = Ha scambiato il pendente in questa fase
    .description = 1 quando ha scambiato pendenti in questa fase.
counter-incoming = Colpi in arrivo
    .description = I colpi che stanno per raggiungerlo in questo round di duello.
counter-dodging = Schiva in questo round
    .description = 1 quando nessun colpo lo raggiunge in questo round di duello (Aramis).
counter-extra_dice = Dadi in più in questo round
    .description = I dadi che aggiunge in questo round di duello (d'Artagnan).
counter-duel_hits = Colpi messi a segno in questo round
    .description = I colpi che mette a segno in questo round di duello.
counter-fell = Caduto nel duello n.
    .description = Il duello (duel_no) in cui ha perso la sua ultima vita.
counter-stunned = stordito
counter-link = in posizione
counter-moved_in = mosso
counter-entered_by = entrato
counter-handed = passato
counter-seen = visto dal Cardinale

## Dadi

dice-d6 = i dadi

## Perché la partita è finita

end-pendants-pendant_returned = Un moschettiere ha raggiunto la sala da ballo con il vero pendente: vincono i moschettieri.
end-pendants-queen_meets_king = La Regina ha raggiunto il Re senza i suoi pendenti: vince il Cardinale.
end-pendants-true_pendant_revealed = Il vero pendente è caduto nelle mani del Cardinale: vince il Cardinale.
end-pendants-round_limit = La partita ha raggiunto l'ultimo turno senza vincitori.

## Regole della casa

house-rule-pendants-musketeers-help = Aiuto ai moschettieri: uno o due forzieri in più con segnalini dagli angoli dorati, piazzati dai moschettieri (regolamento).
house-rule-pendants-cardinal-help = Aiuto al Cardinale: uno o due stemmi in più da cui entrano gli sgherri, ciascuno con una guardia (regolamento).
house-rule-pendants-musketeers-challenge = Sfida per i moschettieri: uno o due forzieri sotto i tappeti, ciascuno con tre segnalini in meno (regolamento).
house-rule-pendants-cardinal-challenge = Sfida per il Cardinale: uno o due stemmi sotto i tappeti, ciascuno con una guardia in meno (regolamento).
house-rule-pendants-maximum-suspense = Massima suspense: un segnalino ritratto pescato a caso (0, 1 o 2), non la carta, dice di quanto avanza la Regina (regolamento).
house-rule-pendants-open-draw = Pesca scoperta: i moschettieri mostrano al Cardinale ogni segnalino equipaggiamento che prendono (regolamento).
house-rule-pendants-king-14 = Il Re aspetta sulla casella 14: più difficile per i moschettieri (regolamento).
house-rule-pendants-king-13 = Il Re aspetta sulla casella 13: ancora più difficile (regolamento).
house-rule-pendants-king-12 = Il Re aspetta sulla casella 12: per i più audaci (regolamento).
