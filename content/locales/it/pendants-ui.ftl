# I pendenti della Regina: domande, opzioni, passi ed eventi del regolamento durante la partita (italiano).
# Riferimento: en/pendants-ui.ftl. step-prepare è qui perché l'italiano non ha mylady.ftl (in inglese è lì);
# event-duel_ended manca: l'id è già di mylady.ftl in inglese, con altre variabili.

## Domande: preparare le varianti

prompt-extra-chest-count = Aiuto ai moschettieri: quanti scrigni in più vuoi, uno o due?
prompt-extra-chest = Scegli la stanza di ogni scrigno in più.
prompt-extra-crest-count = Aiuto al Cardinale: quanti stemmi in più vuoi, uno o due?
prompt-extra-crest = Scegli la stanza di ogni stemma in più.
prompt-carpet-count = La tua parte accetta una sfida: quanti tappeti, uno o due?
prompt-cover-chest = Quali scrigni spariscono sotto un tappeto?
prompt-cover-crest = Quali stemmi spariscono sotto un tappeto?

## Domande: il Cardinale

prompt-cardinal-action = Cardinale, qual è la tua prossima mossa?
prompt-duel-order = Ci sono duelli in attesa in più stanze: quale si combatte per primo?
prompt-discard-special = Puoi tenere solo tre carte speciali: quale scarti?
prompt-special-effect = Questa carta può fare due cose: quale scegli?
prompt-secret-passage-link = Quale passaggio segreto si apre ai tuoi scagnozzi in questa fase?
prompt-perfume-target = Milady sfoggia il suo Profumo irresistibile: quale moschettiere ci casca?
prompt-reserve-henchmen = Quali scagnozzi richiami nella tua riserva?
prompt-portcullis-link = Quale passaggio chiude l'inferriata?
prompt-duel-card = Comincia un duello: giochi una carta per il suo primo round?
prompt-pistol-target = Rochefort estrae la pistola: a quale moschettiere spara?
prompt-assign-hits = I colpi non si dividono in parti uguali: chi ne prende uno in più?

## Domande: i moschettieri

prompt-musketeer-action = Che cosa fai adesso nella tua fase?
prompt-collective-action = Tutti per uno! Riprendi fiato o passi nella stanza accanto?
prompt-drink-potion = I colpi in arrivo ti stordirebbero: bevi prima una Pozione?
prompt-throw-cape = Sei attaccato: getti il Mantello e sgusci via prima che si tirino i dadi?
prompt-cape-retreat = In quale stanza sgusci via?
prompt-secret-strike = Usi un Colpo segreto per mettere subito fuori combattimento un avversario?
prompt-door-link = Quale passaggio chiude la Porta dei Moschettieri?
prompt-give-back = Un amico ti ha appena dato un gettone: gliene restituisci uno dei tuoi?
prompt-accept-swap = Un amico ti propone di scambiarvi i pendenti: accetti?

## Etichette delle opzioni

pendants-move = Muovi
pendants-seduce = Milady tenta la seduzione
pendants-special = Gioca una carta speciale
pendants-reinforce = Fai entrare dalla riserva
pendants-duel = Combatti il duello
pendants-call = Gioca la Chiamata del Cardinale
pendants-end = Termina la fase
pendants-equip = Prendi un gettone dallo scrigno
pendants-use = Usa
pendants-give = Dai un gettone
pendants-swap = Proponi uno scambio di pendenti
pendants-all-for-one = Gioca Tutti per uno
pendants-heal = Recupera 1 punto vita
pendants-one = Uno
pendants-two = Due
pendants-yes = Sì
pendants-no = No
pendants-none = Niente
pendants-drink = Bevila
pendants-cape = Getta il Mantello
pendants-strike = Colpisci

## Effetti delle carte speciali

pendants-effect-reinforcements = Rinforzi
pendants-effect-secret_passage = Passaggio segreto
pendants-effect-perfume = Profumo irresistibile
pendants-effect-reserve = Riserva
pendants-effect-portcullis = L'inferriata del Cardinale
pendants-effect-move_portcullis = Spostare l'inferriata
pendants-effect-enraged_guards = Guardie infuriate
pendants-effect-elite_guards = Guardie scelte

## Passi del turno

step-prepare = si prepara la partita
step-turn_card = si scopre una carta turno
step-phases = si giocano le fasi della carta
step-queen = la Regina avanza verso il Re

## Eventi

event-turn_card_drawn = Si scopre { $card }: ora tocca alle sue fasi.
event-musketeer_moved = { $musketeer } entra in { $room }.
event-henchman_moved = Il Cardinale manda { $henchman } in { $room }.
event-equipped = { $musketeer } prende un gettone dallo scrigno.
event-stunned = { $musketeer } ha perso l'ultimo punto vita e resta stordito: la Regina si avvicina al Re di una casella.
event-pendant_revealed = { $true_pendant ->
    [1] { $musketeer } giace stordito davanti agli uomini del Cardinale, e il pendente che porta è quello vero!
   *[other] { $musketeer } giace stordito davanti agli uomini del Cardinale, ma il pendente che porta è falso.
}
event-pendant_seen = Milady ha sedotto { $musketeer }: ora il Cardinale sa quale pendente porta.
event-queen_comforted = { $musketeer } arriva nella sala da ballo senza il vero pendente: consola la Regina, che arretra, ed esce dal gioco.
event-all_for_one = Tutti per uno! I moschettieri agiscono insieme in una fase extra.
event-cardinals_call = Il Cardinale lancia la sua Chiamata: i suoi scagnozzi hanno una fase extra.
event-special_played = Il Cardinale gioca { $card }.
event-portrait_drawn = { $squares ->
    [0] Si pesca un gettone ritratto: la Regina resta dov'è.
    [one] Si pesca un gettone ritratto: la Regina avanza di { $squares } casella.
   *[other] Si pesca un gettone ritratto: la Regina avanza di { $squares } caselle.
}

## Contatori

counter-pendant_known = Pendente noto al Cardinale (1 falso, 2 vero)
counter-one_for_all = Tutti per uno ancora da giocare
counter-extra_chests = Variante: scrigni in più
counter-extra_chest_1 = Scrigno in più 1 nella stanza n.
counter-extra_chest_2 = Scrigno in più 2 nella stanza n.
counter-extra_crests = Variante: stemmi in più
counter-extra_crest_1 = Stemma in più 1 nella stanza n.
counter-extra_crest_2 = Stemma in più 2 nella stanza n.
counter-covered_chests = Variante: scrigni sotto i tappeti
counter-covered_chest_1 = Scrigno coperto 1 nella stanza n.
counter-covered_chest_2 = Scrigno coperto 2 nella stanza n.
counter-covered_crests = Variante: stemmi sotto i tappeti
counter-covered_crest_1 = Stemma coperto 1 nella stanza n.
counter-covered_crest_2 = Stemma coperto 2 nella stanza n.
counter-suspense = Variante: suspense massima

## Segni su miniature e gettoni di blocco (contatori delle carte)

counter-stunned = stordito
counter-link = in posizione

## Dadi

dice-d6 = i dadi

event-pendants-duel_ended = Il duello in { $room } è finito.
option-guard = una Guardia
option-milady = Milady
option-rochefort = Rochefort
counter-open_secret = Passaggio segreto aperto
counter-bonus_steps = Stanze aggiunte

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
