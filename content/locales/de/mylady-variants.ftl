# Mylady und die Musketiere: Spielerzahlen, Hausregeln und ihre Fragen.

counter-start_hand = Starthand
    .description = Abenteuerkarten, mit denen jede Hand beginnt (fünf Spieler: 5).
counter-actions_per_round = Aktionen pro Runde
    .description = Aktionen eines Musketiers in jeder Runde (fünf Spieler: 3).
counter-draw_each_round = Eine Karte pro Runde
    .description = 1: Die Hand der Musketiere zieht zu Beginn jeder Runde eine Karte (zwei Spieler).
step-round_card = eine Karte für die gemeinsame Hand der Musketiere
counter-deadly_quest = Tödliche Diamantnadeln
    .description = Hausregel tödliche Diamantnadeln: 1, wenn ein auf der Suche kampfunfähig gewordener Musketier nicht zu ihr zurück darf.
counter-brave_athos = Tapferer Athos
    .description = Hausregel tapferer Athos: 1, wenn Athos gegen einen schon gezeigten Rochefort kämpfen muss.
counter-beggars_on_spot = Bettler nur vor Ort bezahlen
    .description = Hausregel Bettler vor Ort: 1, wenn die Bettler nur bei ihrer Mission bezahlt werden.
counter-escape_only = Bastille: nur Ausbruch
    .description = Hausregel nur Ausbruch: 1, wenn ein eingekerkerter Musketier nur den Ausbruch versuchen darf.
step-easier = die Musketiere nehmen die Karte Einer für alle
counter-solo = Spiel ohne Mylady
    .description = Hausregel ohne Mylady: 1, wenn die Regeln Mylady spielen.
dice-blue = blaue Würfel
dice-red = rote Würfel
face-sword = Degen
face-shield = Schild
face-lily = Lilie

## Hausregeln

house-rule-mylady-easier = Leichter für die Musketiere: Sie beginnen mit der Karte Einer für alle (Regelheft).
house-rule-mylady-first-game = Erstes Spiel: ohne Sanduhr; die beiden Karten Beeilung! kommen aus dem Arglist-Stapel (Tipp des Regelhefts).
house-rule-mylady-deadly-quest = Tödliche Diamantnadeln: Ein auf der Suche ausgeschalteter Musketier darf nicht zu ihr zurück; sind alle ausgeschaltet, gewinnt Mylady (Regelheft).
house-rule-mylady-brave-athos = Tapferer Athos: Wo Rochefort sich schon gezeigt hat, muss auch Athos gegen ihn kämpfen (Regelheft).
house-rule-mylady-beggars-on-the-spot = Realismus: Die Bettler kann nur ein Musketier bezahlen, der bei ihrer Mission steht (FAQ).
house-rule-mylady-escape-only = Realismus: Ein Musketier in der Bastille kann nur versuchen zu fliehen (FAQ).
house-rule-mylady-without-mylady = Spiel ohne Mylady: 1 bis 4 Spieler, auch allein, gegen eine Mylady, die nach festen Regeln spielt (Regelheft).
house-rule-mylady-four-without-dartagnan = Vier Spieler: d'Artagnan setzt aus statt Porthos (die Spieler wählen, wer aussetzt; Regelheft).
house-rule-mylady-four-without-aramis = Vier Spieler: Aramis setzt aus statt Porthos (die Spieler wählen, wer aussetzt; Regelheft).
house-rule-mylady-four-without-athos = Vier Spieler: Athos setzt aus statt Porthos (die Spieler wählen, wer aussetzt; Regelheft).
