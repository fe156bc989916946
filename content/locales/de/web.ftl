# Der Spieltisch im Browser (rulekit serve) und die Befehle im Terminal, für alle Spiele.

## Die Startseite und ein neuer Tisch

web-title = rulekit: ein Tisch für Brett- und Kartenspiele
web-intro = Wähle ein Spiel, wie viele mitspielen und in welcher Sprache; dann, wer wo sitzt.
web-players = Mitspieler
web-language = Sprache
web-house-rules = Hausregeln
web-choose-seats = Plätze wählen
web-saved-tables = Gespeicherte Tische
web-saved-tables-hint = { $count ->
    [one] Hier ist ein Tisch gespeichert; seine Links gelten auch nach einem Neustart.
   *[other] Hier sind { $count } Tische gespeichert; ihre Links gelten auch nach einem Neustart.
}
web-packs = Inhaltspakete
web-packs-hint = { $count ->
    [one] Ein Inhaltspaket wurde gefunden. Im Terminal damit spielen: rulekit play SPIEL --pack ID.
   *[other] { $count } Inhaltspakete wurden gefunden. Im Terminal damit spielen: rulekit play SPIEL --pack ID.
}
web-seats-intro = Für jeden Mitspieler: an diesem Browser (wer hier spielt, wechselt sich an einem Bildschirm ab), mit einem eigenen Link eingeladen oder von einem Agenten gespielt.
web-kind-here = An diesem Browser
web-kind-invite = Eingeladen (eigener Link)
web-kind-agent = Agent: { $agent }
web-seed = Startwert
web-seed-random = zufällig
web-seed-alone = nur wenn eine Person allein gegen Agenten spielt
web-start = Spiel beginnen
web-table-ready = Der Tisch ist bereit.
web-invite-hint = Schicke jedem Eingeladenen seinen eigenen Link. Wer einen Link hat, sieht die Karten dieses Platzes: Gib ihn niemand anderem.
web-play-here = Hinsetzen und spielen

## Die Seite eines Platzes

web-waiting = Warten auf { $players }.
web-log = Was geschah
web-filter = Nur zeigen
web-all = Alle
web-confirm = Bestätigen
web-undo = Meinen letzten Zug zurücknehmen
web-download-record = Die Aufzeichnung dieses Spiels herunterladen
web-face-down = { $count ->
    [one] eine verdeckte Karte
   *[other] { $count } verdeckte Karten
}
web-pass-to = Gib den Bildschirm an { $person } weiter.
web-reveal = Ich bin { $person }: meine Karten zeigen

## Fehler (nichts wurde geändert)

web-error = Etwas ist schiefgegangen
web-error-no-table = Zu diesem Link gibt es keinen Tisch. Prüfe die Adresse oder beginne einen neuen Tisch.
web-error-no-game = Es gibt kein Spiel { $game }.
web-error-players = Wähle zwischen { $min } und { $max } Mitspielern.
web-error-bad-request = Die Anfrage war nicht zu verstehen: Es wurde nichts geändert.
web-error-not-your-turn = Du bist nicht am Zug: Nichts wurde geändert.
web-error-stale = Das Spiel ist seit dieser Frage weitergegangen: Nichts wurde geändert. Hier ist die aktuelle Frage.
web-error-bad-option = Diese Wahl gibt es bei dieser Frage nicht: Nichts wurde geändert.
web-error-over = Das Spiel ist vorbei.
web-error-not-over = Die Aufzeichnung lässt sich herunterladen, sobald das Spiel vorbei ist.
web-error-seats = Sag für jeden Mitspieler, wer ihn spielt.
web-error-agent = Diesen Agenten gibt es nicht.
web-error-bad-form = Das Formular war nicht zu lesen: Es wurde nichts begonnen oder geändert.
web-error-bad-message = Diese Nachricht war nicht zu verstehen: Es wurde nichts geändert.
web-error-damaged = Die gespeicherte Datei dieses Tisches ist beschädigt, das Spiel kann nicht weitergehen. Sie bleibt, wie sie ist: Wer den Server betreibt, kann sie mit rulekit replay prüfen.
web-error-elsewhere = Das Spiel wurde inzwischen anderswo (in einem Terminal) fortgesetzt: Dein Zug wurde nicht gespeichert. Hier ist das Spiel, wie es jetzt steht.
web-error-seed = Wer den Startwert wählt, kennt damit jede verdeckte Karte. Wähle ihn nur, wenn eine einzige Person gegen Agenten spielt.
web-error-seed-range = Der Startwert muss eine ganze Zahl von 0 bis { $max } sein.
web-error-house-rule = Dieses Spiel hat keine Hausregel { $name }.
web-error-cannot-start = Mit diesen Einstellungen lässt sich kein Tisch eröffnen.
web-error-undo-nothing = Es gibt keinen Zug von dir, den du zurücknehmen könntest.
web-error-undo-over = Das Spiel ist vorbei: Züge lassen sich nicht mehr zurücknehmen.
web-error-undo-other-seat = Seitdem hat ein anderer Spieler gezogen: Dein Zug lässt sich nicht mehr zurücknehmen.
web-error-undo-random = Seitdem wurde gezogen, gemischt oder gewürfelt: Dein Zug lässt sich nicht mehr zurücknehmen.
web-error-undo-revealed = Seitdem wurde dir eine Karte gezeigt: Dein Zug lässt sich nicht mehr zurücknehmen.
web-error-undo-external = Inzwischen ist die Zeit abgelaufen: Dein Zug lässt sich nicht mehr zurücknehmen.

## Arten von Wahlmöglichkeiten (Browser und Terminal)

ui-kind-move = Bewegen
ui-kind-play = Spielen
ui-kind-fight = Kämpfen
ui-kind-end = Beenden
ui-kind-other = Anderes

## Die Befehle im Terminal

ui-filter-hint = Gib eine Art ein ({ $kinds }), um nur diese Wahlmöglichkeiten zu sehen, „alle“ für alle, „hilfe“ für die Befehle.
ui-help = Gib die Nummer einer Wahl ein (mehrere durch Kommas getrennt, wenn verlangt). Befehle: hilfe, plan (der Spielplan), protokoll (die letzten Zeilen), alle (alle Wahlmöglichkeiten), eine Art von Wahl (nur diese zeigen), zurück (den letzten Zug zurücknehmen), verlassen (das Spiel verlassen). Die englischen Befehle gelten auch.
# Words typed at the terminal's prompt instead of option numbers (the English ones work in every language)
ui-word-help = hilfe
ui-word-map = plan
ui-word-log = protokoll
ui-word-all = alle
ui-word-undo = zurück
ui-word-quit = verlassen
ui-map = Der Spielplan:
ui-no-map = Dieses Spiel hat keinen Plan mit Feldern.
ui-undone = Dein letzter Zug wurde zurückgenommen.
ui-undo-nothing = Es gibt keinen Zug von dir, den du zurücknehmen könntest.
ui-undo-over = Das Spiel ist vorbei: Züge lassen sich nicht mehr zurücknehmen.
ui-undo-other-seat = Seitdem hat ein anderer Spieler gezogen: Dein Zug lässt sich nicht mehr zurücknehmen.
ui-undo-random = Seitdem wurde gezogen, gemischt oder gewürfelt: Dein Zug lässt sich nicht mehr zurücknehmen.
ui-undo-revealed = Seitdem wurde dir eine Karte gezeigt: Dein Zug lässt sich nicht mehr zurücknehmen.
ui-undo-external = Inzwischen ist die Zeit abgelaufen: Dein Zug lässt sich nicht mehr zurücknehmen.

## Das Ende eines Spiels

ui-end-other = Das Spiel ist zu Ende ({ $reason }).
ui-no-winner = Niemand gewinnt.
end-end_condition = Das Spiel hat sein Ende erreicht.
end-round_limit = Das Spiel hat seine letzte Runde erreicht.
side-musketeers = die Musketiere
side-mylady = Mylady
side-cardinal = der Kardinal
web-error-time-up = Die Sanduhr ist abgelaufen: Deine Phase ist vorbei.
