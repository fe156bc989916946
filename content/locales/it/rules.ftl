# Il linguaggio degli effetti a parole: ciò che `rulekit show` e i testi delle carte dicono di un effetto.
# Variabili: le parti dell'istruzione, già a parole, o numeri. Tenete le variabili; l'ordine delle parole è libero.

## Istruzioni

words-let = sia { $name }: { $value }
words-set = { $target } diventa { $value }
words-add = aggiungere { $value } a { $target }
words-subtract = togliere { $value } da { $target }
words-if = se { $condition }:
words-elif = altrimenti, se { $condition }:
words-else = altrimenti:
words-for = per ogni { $name } di { $items }:
words-repeat = { $count ->
        [one] una volta:
       *[other] { $count } volte:
    }
words-while = finché { $condition }:
words-choose = { $player } sceglie:
words-choose-each = ogni { $name } di { $players } sceglie in segreto:
words-option-each = (una per ogni { $name } di { $items })
words-option-if = (solo se { $condition })
words-return = il risultato è { $value }
words-stop = fermarsi qui
words-break = uscire dal ciclo
words-continue = passare al successivo

## Valori e operatori

words-true = sì
words-false = no
words-none = niente
words-empty = niente
words-it = esso
words-self = questa carta
words-of = { $name } di { $owner }
words-plus = { $left } più { $right }
words-minus = { $left } meno { $right }
words-times = { $left } per { $right }
words-divided = { $left } diviso { $right } (arrotondato per difetto)
words-modulo = il resto di { $left } diviso { $right }
words-negative = meno { $value }
words-eq = { $left } è { $right }
words-ne = { $left } non è { $right }
words-lt = { $left } è minore di { $right }
words-le = { $left } è al massimo { $right }
words-gt = { $left } è maggiore di { $right }
words-ge = { $left } è almeno { $right }
words-in = { $left } è tra { $right }
words-not-in = { $left } non è tra { $right }
words-and = { $left } e { $right }
words-or = { $left } o { $right }
words-not = non { $value }
words-where = { $items } dove { $condition }

## Azioni del motore

words-call-move = mettere { $cards } in { $to }
words-call-draw = pescare { $count ->
        [one] una carta
       *[other] { $count } carte
    } da { $source } in { $to }
words-call-shuffle = mescolare { $zone }
words-call-signal = avviene { $event }
words-call-end_game = la partita finisce
words-call-choose_card = { $player } sceglie una carta tra { $cards }
words-call-choose_cards = { $player } sceglie { $count ->
        [one] una carta
       *[other] { $count } carte
    } tra { $cards }
words-call-choose_player = { $player } sceglie un giocatore tra { $among }
words-call-choose_one = { $player } sceglie tra { $options }
words-call-pick = { $player } prende { $count } tra { $values }
words-call-secret_pick = { $players } mettono ciascuno { $count ->
        [one] una carta
       *[other] { $count } carte
    } da { $source } coperte in { $to }, in segreto
words-call-roll = tirare { $count } dadi { $dice }
words-call-reroll = ritirare { $which } di { $faces }
words-call-random = un numero a caso sotto { $bound }
words-call-reveal = mostrare { $cards } a { $to }
words-call-respond = tutti possono rispondere a { $event }
words-call-advance = avanzare il segnalino di { $track } di { $steps } caselle
words-call-take_turn = { $player } gioca con { $points } punti azione
words-call-spend = spendere { $points } punti azione
words-call-gain_points = guadagnare { $points } punti azione
words-call-end_turn = il turno finisce
words-call-block = bloccare { $link } con { $by }
words-call-unblock = riaprire { $link }

## Domande del motore

words-call-count = il numero di { $items }
words-call-sum = la somma di { $values }
words-call-max = il più grande di { $values }
words-call-min = il più piccolo di { $values }
words-call-top = la carta in cima a { $zone }
words-call-cards_in = le carte in { $zone }
words-call-best = la migliore di { $cards } per { $first }
words-call-worst = la peggiore di { $cards } per { $first }
words-call-owner = il proprietario di { $card }
words-call-active_player = il giocatore di turno
words-call-points_left = i punti azione rimasti
words-call-players_where_counter = i giocatori con { $counter } pari a { $value }
words-call-seat_named = il posto { $name }
words-call-sees = { $player } vede { $card }
words-call-count_faces = i dadi di { $faces } che mostrano { $face }
words-call-highest = i { $n } più alti di { $faces }
words-call-lowest = i { $n } più bassi di { $faces }
words-call-sorted_faces = { $faces }, dal più alto
words-call-compare_pools = { $a } contro { $b }, dado per dado
words-call-neighbours = gli spazi vicini a { $space }
words-call-reachable = gli spazi entro { $steps } passi da { $start }
words-call-distance = la distanza da { $a } a { $b }
words-call-path = il percorso da { $a } a { $b }
words-call-links = i passaggi di { $space }
words-call-link_between = il passaggio da { $a } a { $b }
words-call-blocked = { $link } è bloccato
words-call-tagged = { $space } è { $tag }
words-call-spaces_tagged = gli spazi { $tag }
words-call-track_value = { $name } sul percorso { $track }
words-call-track_end = l'ultima casella del percorso { $track }
