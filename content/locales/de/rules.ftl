# Die Effektsprache in Worten: so beschreiben `rulekit show` und die Kartentexte, was ein Effekt tut.
# Variablen: die Teile der Anweisung, schon in Worten, oder Zahlen. Die Variablen bleiben, die Wortstellung ist frei.

## Anweisungen

words-let = { $name } sei { $value }
words-set = { $target } wird { $value }
words-add = { $value } zu { $target } addieren
words-subtract = { $value } von { $target } abziehen
words-if = wenn { $condition }:
words-elif = sonst, wenn { $condition }:
words-else = sonst:
words-for = für jedes { $name } aus { $items }:
words-repeat = { $count ->
        [one] einmal:
       *[other] { $count }-mal:
    }
words-while = solange { $condition }:
words-choose = { $player } wählt eins:
words-choose-each = jedes { $name } aus { $players } wählt geheim:
words-option-each = (eine für jedes { $name } aus { $items })
words-option-if = (nur wenn { $condition })
words-return = das Ergebnis ist { $value }
words-stop = hier aufhören
words-break = die Schleife verlassen
words-continue = mit dem nächsten weitermachen

## Werte und Operatoren

words-true = ja
words-false = nein
words-none = nichts
words-empty = nichts
words-it = es
words-self = diese Karte
words-of = { $name } von { $owner }
words-plus = { $left } plus { $right }
words-minus = { $left } minus { $right }
words-times = { $left } mal { $right }
words-divided = { $left } geteilt durch { $right } (abgerundet)
words-modulo = der Rest von { $left } geteilt durch { $right }
words-negative = minus { $value }
words-eq = { $left } ist { $right }
words-ne = { $left } ist nicht { $right }
words-lt = { $left } ist kleiner als { $right }
words-le = { $left } ist höchstens { $right }
words-gt = { $left } ist größer als { $right }
words-ge = { $left } ist mindestens { $right }
words-in = { $left } ist eins von { $right }
words-not-in = { $left } ist keins von { $right }
words-and = { $left } und { $right }
words-or = { $left } oder { $right }
words-not = nicht { $value }
words-where = { $items }, bei denen { $condition }

## Aktionen des Kerns

words-call-move = { $cards } nach { $to } legen
words-call-draw = { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } von { $source } nach { $to } ziehen
words-call-shuffle = { $zone } mischen
words-call-signal = { $event } geschieht
words-call-end_game = das Spiel endet
words-call-choose_card = { $player } wählt eine Karte aus { $cards }
words-call-choose_cards = { $player } wählt { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } aus { $cards }
words-call-choose_player = { $player } wählt einen Spieler aus { $among }
words-call-choose_one = { $player } wählt eins aus { $options }
words-call-pick = { $player } wählt { $count } aus { $values }
words-call-secret_pick = { $players } legen je { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } von { $source } verdeckt nach { $to }, geheim
words-call-roll = { $count } { $dice }-Würfel werfen
words-call-reroll = { $which } von { $faces } neu werfen
words-call-random = eine Zufallszahl unter { $bound }
words-call-reveal = { $cards } { $to } zeigen
words-call-respond = alle dürfen auf { $event } antworten
words-call-advance = den Marker der Leiste { $track } { $steps } Felder vorziehen
words-call-take_turn = { $player } ist mit { $points } Aktionspunkten am Zug
words-call-spend = { $points } Aktionspunkte ausgeben
words-call-gain_points = { $points } Aktionspunkte bekommen
words-call-end_turn = der Zug endet
words-call-block = { $link } mit { $by } sperren
words-call-unblock = { $link } wieder öffnen

## Abfragen des Kerns

words-call-count = die Anzahl von { $items }
words-call-sum = die Summe von { $values }
words-call-max = das Größte von { $values }
words-call-min = das Kleinste von { $values }
words-call-top = die oberste Karte von { $zone }
words-call-cards_in = die Karten in { $zone }
words-call-best = die beste von { $cards } nach { $first }
words-call-worst = die schlechteste von { $cards } nach { $first }
words-call-owner = der Besitzer von { $card }
words-call-active_player = der Spieler am Zug
words-call-points_left = die übrigen Aktionspunkte
words-call-players_where_counter = die Spieler, deren { $counter } { $value } ist
words-call-seat_named = der Platz { $name }
words-call-sees = { $player } sieht { $card }
words-call-count_faces = die Würfel von { $faces } mit { $face }
words-call-highest = die { $n } höchsten von { $faces }
words-call-lowest = die { $n } niedrigsten von { $faces }
words-call-sorted_faces = { $faces }, die höchsten zuerst
words-call-compare_pools = { $a } gegen { $b }, Würfel für Würfel
words-call-neighbours = die Felder neben { $space }
words-call-reachable = die Felder bis { $steps } Züge von { $start }
words-call-distance = der Abstand von { $a } nach { $b }
words-call-path = der Weg von { $a } nach { $b }
words-call-links = die Wege aus { $space }
words-call-link_between = der Weg von { $a } nach { $b }
words-call-blocked = { $link } ist gesperrt
words-call-tagged = { $space } ist { $tag }
words-call-spaces_tagged = die Felder { $tag }
words-call-track_value = { $name } auf der Leiste { $track }
words-call-track_end = das letzte Feld der Leiste { $track }
