# Il tavolo nel browser (rulekit serve) e i comandi del terminale, per tutti i giochi.

## La pagina iniziale e un nuovo tavolo

web-title = rulekit: un tavolo per giochi da tavolo e di carte
web-intro = Scegli un gioco, quanti giocano e in quale lingua; poi chi siede dove.
web-players = Giocatori
web-language = Lingua
web-house-rules = Regole della casa
web-choose-seats = Scegli i posti
web-saved-tables = Tavoli salvati
web-saved-tables-hint = { $count ->
    [one] Qui è salvato un tavolo; i suoi link restano validi dopo un riavvio.
   *[other] Qui sono salvati { $count } tavoli; i loro link restano validi dopo un riavvio.
}
web-packs = Pacchetti di contenuti
web-packs-hint = { $count ->
    [one] È stato trovato un pacchetto di contenuti. Per giocarci nel terminale: rulekit play GIOCO --pack ID.
   *[other] Sono stati trovati { $count } pacchetti di contenuti. Per giocare con uno di essi nel terminale: rulekit play GIOCO --pack ID.
}
web-seats-intro = Per ogni giocatore: a questo browser (chi gioca qui si alterna davanti a un unico schermo), invitato con un link proprio, oppure giocato da un agente.
web-kind-here = A questo browser
web-kind-invite = Invitato (link proprio)
web-kind-agent = Agente: { $agent }
web-seed = Seme
web-seed-random = a caso
web-seed-alone = solo quando gioca una sola persona, contro agenti
web-start = Inizia la partita
web-table-ready = Il tavolo è pronto.
web-invite-hint = Manda a ogni invitato il suo link. Chi ha un link vede le carte di quel posto: non darlo a nessun altro.
web-play-here = Siediti e gioca

## La pagina di un posto

web-waiting = In attesa di { $players }.
web-log = Cosa è successo
web-filter = Mostra solo
web-all = Tutto
web-confirm = Conferma
web-undo = Annulla la mia ultima mossa
web-download-record = Scarica la registrazione di questa partita
web-face-down = { $count ->
    [one] una carta coperta
   *[other] { $count } carte coperte
}
web-pass-to = Passa lo schermo a { $person }.
web-reveal = Sono { $person }: mostra le mie carte

## Errori (non è cambiato nulla)

web-error = Qualcosa è andato storto
web-error-no-table = Non c'è nessun tavolo per questo link. Controlla l'indirizzo o inizia un nuovo tavolo.
web-error-no-game = Non esiste il gioco { $game }.
web-error-players = Scegli tra { $min } e { $max } giocatori.
web-error-bad-request = Non è stato possibile capire la richiesta: non è cambiato nulla.
web-error-not-your-turn = Non è il tuo turno: non è cambiato nulla.
web-error-stale = La partita è andata avanti da questa domanda: non è cambiato nulla. Ecco la domanda attuale.
web-error-bad-option = Questa scelta non esiste in questa domanda: non è cambiato nulla.
web-error-over = La partita è finita.
web-error-not-over = La registrazione si può scaricare a partita finita.
web-error-seats = Indica per ogni giocatore chi lo gioca.
web-error-agent = Questo agente non esiste.
web-error-bad-form = Non è stato possibile leggere il modulo: non è iniziato né cambiato nulla.
web-error-bad-message = Non è stato possibile capire questo messaggio: non è cambiato nulla.
web-error-damaged = Il file salvato di questo tavolo è danneggiato e la partita non può continuare. È rimasto com'era: chi gestisce il server può controllarlo con rulekit replay.
web-error-elsewhere = Nel frattempo la partita è stata continuata altrove (in un terminale): la tua mossa non è stata salvata. Ecco la partita com'è ora.
web-error-seed = Chi sceglie il seme conosce ogni carta nascosta. Sceglilo solo quando gioca una sola persona, contro agenti.
web-error-seed-range = Il seme deve essere un numero intero da 0 a { $max }.
web-error-house-rule = Questo gioco non ha la regola della casa { $name }.
web-error-cannot-start = Non si può aprire un tavolo con queste impostazioni.
web-error-undo-nothing = Non hai nessuna mossa da annullare.
web-error-undo-over = La partita è finita: le mosse non si possono più annullare.
web-error-undo-other-seat = Da allora un altro giocatore ha mosso: la tua mossa non si può più annullare.
web-error-undo-random = Da allora si è pescato, mescolato o tirato i dadi: la tua mossa non si può più annullare.
web-error-undo-revealed = Da allora ti è stata mostrata una carta: la tua mossa non si può più annullare.
web-error-undo-external = Nel frattempo il tempo è scaduto: la tua mossa non si può più annullare.

## Tipi di scelte (browser e terminale)

ui-kind-move = Muovere
ui-kind-play = Giocare
ui-kind-fight = Combattere
ui-kind-end = Finire
ui-kind-other = Altro

## I comandi del terminale

ui-filter-hint = Scrivi un tipo ({ $kinds }) per vedere solo quelle scelte, «tutto» per tutte, «aiuto» per i comandi.
ui-help = Scrivi il numero di una scelta (più numeri separati da virgole quando richiesto). Comandi: aiuto, mappa (il tabellone), registro (le ultime righe), tutto (tutte le scelte), un tipo di scelta (solo quelle), annulla (annulla la tua ultima mossa), esci. Valgono anche i comandi inglesi.
# Words typed at the terminal's prompt instead of option numbers (the English ones work in every language)
ui-word-help = aiuto
ui-word-map = mappa
ui-word-log = registro
ui-word-all = tutto
ui-word-undo = annulla
ui-word-quit = esci
ui-map = Il tabellone:
ui-no-map = Questo gioco non ha un tabellone a caselle.
ui-undone = La tua ultima mossa è stata annullata.
ui-undo-nothing = Non hai nessuna mossa da annullare.
ui-undo-over = La partita è finita: le mosse non si possono più annullare.
ui-undo-other-seat = Da allora un altro giocatore ha mosso: la tua mossa non si può più annullare.
ui-undo-random = Da allora si è pescato, mescolato o tirato i dadi: la tua mossa non si può più annullare.
ui-undo-revealed = Da allora ti è stata mostrata una carta: la tua mossa non si può più annullare.
ui-undo-external = Nel frattempo il tempo è scaduto: la tua mossa non si può più annullare.

## La fine di una partita

ui-end-other = La partita è finita ({ $reason }).
ui-no-winner = Non vince nessuno.
end-end_condition = La partita è giunta alla fine.
end-round_limit = La partita ha raggiunto l'ultimo turno.
side-musketeers = i moschettieri
side-mylady = Milady
side-cardinal = il Cardinale
web-error-time-up = La clessidra si è esaurita: la tua fase è finita.
