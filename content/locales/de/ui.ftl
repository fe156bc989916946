# Meldungen des Terminals und der Ereignisse der Engine, für alle Spiele.

ui-your-turn = Du bist dran.
ui-choose-one = Gib die Nummer deiner Wahl ein:
ui-choose-exactly = { $count ->
    [one] Gib eine Nummer ein:
   *[other] Gib { $count } Nummern ein, durch Kommas getrennt:
}
ui-choose-number = Gib { $min } bis { $max } Nummern ein, durch Kommas getrennt:
ui-invalid-choice = Das steht nicht zur Wahl. Bitte noch einmal.
ui-round = Runde { $round }
ui-step = Runde { $round }: { $step }
ui-winner = Gewonnen hat: { $players }
ui-game-over = Das Spiel ist vorbei.
ui-you-are = Du spielst auf Platz { $seat }.
ui-you = Du (Platz { $seat })
ui-seat = Platz { $seat }
ui-player = Spieler
ui-cards = { $count ->
    [one] eine Karte
   *[other] { $count } Karten
}
ui-face-down = verdeckte Karte ({ $zone })
ui-face-down-card = verdeckte Karte
ui-moved = { $cards } → { $zone }
ui-counter = { $who }: { $counter } { $value }
ui-resumed = Das gespeicherte Spiel in { $path } geht weiter.
ui-elsewhere = { $seat } spielt dieses Spiel am Web-Tisch und ist jetzt am Zug: Das Spiel ist gespeichert, wie es steht. Starte denselben Befehl wieder, sobald dort geantwortet wurde.
ui-quit = Du hast das Spiel verlassen. Mit --save lässt es sich später fortsetzen.
event-round_started = Eine neue Runde beginnt: Runde { $round }.
event-round_ended = Runde { $round } ist vorbei.
ui-not-a-number = „{ $text }“ ist keine Zahl.
ui-no-such-option = Eine Wahl { $number } gibt es nicht: wähle von 1 bis { $max }.
ui-option-twice = Du hast dieselbe Wahl zweimal genannt.
ui-wrong-count = { $min ->
    [one] { $max ->
        [one] Wähle genau eine Möglichkeit, nicht { $count }.
       *[other] Wähle 1 bis { $max } Möglichkeiten, nicht { $count }.
    }
   *[other] Wähle { $min } bis { $max } Möglichkeiten, nicht { $count }.
}
ui-wrong-count-exact = { $wanted ->
    [one] Wähle genau eine Möglichkeit, nicht { $count }.
   *[other] Wähle genau { $wanted } Möglichkeiten, nicht { $count }.
}
ui-you-named = Du ({ $name })
ui-hourglass = Die Sanduhr läuft: noch { $seconds } Sekunden für eure Phase.
ui-the-game = Das Spiel
ui-rolled = { $who } würfelt { $dice }: { $faces }
ui-track = { $track }: { $value }

## Fehler, die Spieler sehen

error-game-over = Das Spiel ist vorbei.
error-game-broken = Ein Fehler hat dieses Spiel angehalten: Setzt es von seinem Spielstand aus fort.
error-no-such-seat = In diesem Spiel mit { $seats } Plätzen gibt es keinen Platz { $seat }.
error-nothing-to-decide = Platz { $seat } hat gerade nichts zu entscheiden.
error-no-such-external = Dieses Spiel kennt keine Eingabe von außen namens „{ $name }“.
error-no-house-rule = Dieses Spiel hat keine Hausregel „{ $rule }“. Es bietet: { $offered }.
error-house-rules-together = Die Hausregeln { $first } und { $second } lassen sich nicht zusammen spielen: Wählt eine.

## Hausregeln

ui-house-rule = Hausregel { $name }: { $text }
ui-house-rule-not-with = Nicht zusammen mit { $rules }.
