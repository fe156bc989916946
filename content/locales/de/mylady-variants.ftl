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
