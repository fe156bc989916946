# Mylady und die Musketiere: Spielerzahlen, Hausregeln und ihre Fragen.

counter-start_hand = Starthand
counter-actions_per_round = Aktionen pro Runde
counter-draw_each_round = Eine Karte pro Runde
step-round_card = eine Karte für die gemeinsame Hand der Musketiere
counter-deadly_quest = Tödliche Diamantnadeln
counter-brave_athos = Tapferer Athos
counter-beggars_on_spot = Bettler nur vor Ort bezahlen
counter-escape_only = Bastille: nur Ausbruch
step-easier = die Musketiere nehmen die Karte Einer für alle
counter-solo = Spiel ohne Mylady
dice-blue = blaue Würfel
dice-red = rote Würfel
face-sword = Degen
face-shield = Schild
face-lily = Lilie

## Hausregeln

house-rule-mylady-easier = Leichter für die Musketiere: Sie beginnen mit der Karte Einer für alle (Regelheft).
house-rule-mylady-deadly-quest = Tödliche Diamantnadeln: Ein auf der Suche ausgeschalteter Musketier darf nicht zu ihr zurück; sind alle ausgeschaltet, gewinnt Mylady (Regelheft).
house-rule-mylady-brave-athos = Tapferer Athos: Wo Rochefort sich schon gezeigt hat, muss auch Athos gegen ihn kämpfen (Regelheft).
house-rule-mylady-beggars-on-the-spot = Realismus: Die Bettler kann nur ein Musketier bezahlen, der bei ihrer Mission steht (FAQ).
house-rule-mylady-escape-only = Realismus: Ein Musketier in der Bastille kann nur versuchen zu fliehen (FAQ).
house-rule-mylady-without-mylady = Spiel ohne Mylady: 1 bis 4 Spieler, auch allein, gegen eine Mylady, die nach festen Regeln spielt (Regelheft).
house-rule-mylady-four-without-dartagnan = Vier Spieler: d'Artagnan setzt aus statt Porthos (die Spieler wählen, wer aussetzt; Regelheft).
house-rule-mylady-four-without-aramis = Vier Spieler: Aramis setzt aus statt Porthos (die Spieler wählen, wer aussetzt; Regelheft).
house-rule-mylady-four-without-athos = Vier Spieler: Athos setzt aus statt Porthos (die Spieler wählen, wer aussetzt; Regelheft).
