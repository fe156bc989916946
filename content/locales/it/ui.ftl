# Messaggi del terminale e degli eventi del motore, comuni a tutti i giochi.

ui-your-turn = Tocca a te.
ui-choose-one = Scrivi il numero della tua scelta:
ui-choose-exactly = { $count ->
    [one] Scrivi un numero:
   *[other] Scrivi { $count } numeri, separati da virgole:
}
ui-choose-number = Scrivi da { $min } a { $max } numeri, separati da virgole:
ui-invalid-choice = Questa scelta non è possibile. Riprova.
ui-round = Turno { $round }
ui-step = Turno { $round }: { $step }
ui-winner = Vince: { $players }
ui-game-over = La partita è finita.
ui-you-are = Giochi al posto { $seat }.
ui-you = Tu (posto { $seat })
ui-seat = Posto { $seat }
ui-player = Giocatore
ui-cards = { $count ->
    [one] una carta
   *[other] { $count } carte
}
ui-face-down = carta coperta ({ $zone })
ui-face-down-card = carta coperta
ui-moved = { $cards } → { $zone }
ui-counter = { $who }: { $counter } { $value }
ui-resumed = Si riprende la partita salvata in { $path }.
ui-elsewhere = { $seat } gioca questa partita al tavolo web e deve rispondere ora: la partita è salvata così com'è. Lancia di nuovo lo stesso comando quando avrà risposto.
ui-quit = Hai lasciato la partita. Con --save la si può riprendere più tardi.
event-round_started = Comincia un nuovo turno: turno { $round }.
event-round_ended = Il turno { $round } è finito.
ui-not-a-number = «{ $text }» non è un numero.
ui-no-such-option = Non c'è la scelta { $number }: scegli da 1 a { $max }.
ui-option-twice = Hai indicato due volte la stessa scelta.
ui-wrong-count = { $min ->
    [one] { $max ->
        [one] Scegli esattamente una possibilità, non { $count }.
       *[other] Scegli da 1 a { $max } possibilità, non { $count }.
    }
   *[other] Scegli da { $min } a { $max } possibilità, non { $count }.
}
ui-wrong-count-exact = { $wanted ->
    [one] Scegli esattamente una possibilità, non { $count }.
   *[other] Scegli esattamente { $wanted } possibilità, non { $count }.
}
ui-you-named = Tu ({ $name })
ui-hourglass = La clessidra scorre: restano { $seconds } secondi per la vostra fase.
ui-the-game = Il gioco
ui-rolled = { $who } tira { $dice }: { $faces }
ui-track = { $track }: { $value }

## Errori che vedono i giocatori

error-game-over = La partita è finita.
error-game-broken = Un errore ha fermato questa partita: riprendetela dal suo salvataggio.
error-no-such-seat = In questa partita da { $seats } posti non c'è il posto { $seat }.
error-nothing-to-decide = Il posto { $seat } non ha niente da decidere ora.
error-no-such-external = Questo gioco non conosce nessun ingresso esterno «{ $name }».
error-no-house-rule = Questo gioco non ha la regola della casa «{ $rule }». Offre: { $offered }.
error-house-rules-together = Le regole della casa { $first } e { $second } non si giocano insieme: sceglietene una.

## Regole della casa

ui-house-rule = Regola della casa { $name }: { $text }
ui-house-rule-not-with = Non con { $rules }.
