# Musketiere: Deutsch. Vollständig; Referenz ist en/musketiere.ftl.

musketiere = Musketiere
    .summary = Zwei bis vier Musketiere kämpfen gemeinsam gegen die Garde des Kardinals, doch jeder will den höchsten Sold. Vor den neun Duellen einer Runde legt man drei Karten verdeckt als Sold aus; ein Edelstein verdoppelt eine Soldkarte, ein Gefängnis macht sie wertlos. Wer zuerst 100 Dukaten hat, gewinnt.

table = Der Tisch

## Zonen

zone-musketeer_deck = Musketierstapel
zone-guard_deck = Gardistenstapel
zone-guard = Gardist im Duell
zone-beaten = Bekämpfte Gardisten
zone-discard = Ablagestapel
zone-hand = Hand
zone-pay = Soldkarten
zone-played = Karte im Duell
zone-scored = Aufgedeckter Sold

## Zähler und Vorräte

counter-ducats = Dukaten
counter-sitting_out = Setzt aus
counter-gems = Edelsteine
counter-prisons = Gefängnisse
counter-theft = Diebstahl bei Mitspielern
counter-gem = Edelstein
counter-prison = Gefängnis

## Fragen an die Spieler

prompt-choose-pay = Wähle drei Karten, die du als Sold für diese Runde verdeckt auslegst.
prompt-choose-duel-card = Wähle die Karte, mit der du gegen diesen Gardisten kämpfst.
prompt-discard-in-prison = Alle drei Soldkarten sitzen im Gefängnis: Wirf eine Karte aus deiner Hand ab.
prompt-gem-or-free = Duell gewonnen! Nimmst du einen Edelstein oder befreist du eine Soldkarte aus dem Gefängnis?
prompt-place-gem = Auf welche Soldkarte kommt der Edelstein?
prompt-place-prison = Welche Soldkarte kommt ins Gefängnis?
prompt-steal-gem = Auf dem Tisch liegt kein Edelstein mehr: Nimm einen von der Karte eines Mitspielers.
prompt-take-prison-from = Auf dem Tisch liegt kein Gefängnis mehr: Nimm eines von der Karte eines Mitspielers.
prompt-free-card = Welche Soldkarte kommt aus dem Gefängnis frei?
prompt-return-gem = Alle Soldkarten sind belegt: Welcher Edelstein geht zurück auf den Tisch?

## Wahlmöglichkeiten

option-take-gem = Edelstein nehmen
option-free-card = Karte aus dem Gefängnis befreien

## Karten

guard-04 = Garde des Kardinals 4
    .rules = Das Team gewinnt das Duell, wenn seine Karten zusammen 4 oder mehr ergeben.
guard-05 = Garde des Kardinals 5
    .rules = Das Team gewinnt das Duell, wenn seine Karten zusammen 5 oder mehr ergeben.
guard-07 = Garde des Kardinals 7
    .rules = Das Team gewinnt das Duell, wenn seine Karten zusammen 7 oder mehr ergeben.
guard-08 = Garde des Kardinals 8
    .rules = Das Team gewinnt das Duell, wenn seine Karten zusammen 8 oder mehr ergeben.
guard-10 = Garde des Kardinals 10
    .rules = Das Team gewinnt das Duell, wenn seine Karten zusammen 10 oder mehr ergeben.
guard-11 = Garde des Kardinals 11
    .rules = Das Team gewinnt das Duell, wenn seine Karten zusammen 11 oder mehr ergeben.
guard-12 = Garde des Kardinals 12
    .rules = Das Team gewinnt das Duell, wenn seine Karten zusammen 12 oder mehr ergeben.
guard-14 = Garde des Kardinals 14
    .rules = Das Team gewinnt das Duell, wenn seine Karten zusammen 14 oder mehr ergeben.
guard-16 = Garde des Kardinals 16
    .rules = Das Team gewinnt das Duell, wenn seine Karten zusammen 16 oder mehr ergeben.
guard-18 = Garde des Kardinals 18
    .rules = Das Team gewinnt das Duell, wenn seine Karten zusammen 18 oder mehr ergeben.
guard-20 = Garde des Kardinals 20
    .rules = Das Team gewinnt das Duell, wenn seine Karten zusammen 20 oder mehr ergeben.
guard-25 = Garde des Kardinals 25
    .rules = Das Team gewinnt das Duell, wenn seine Karten zusammen 25 oder mehr ergeben.
guard-30 = Garde des Kardinals 30
    .rules = Das Team gewinnt das Duell, wenn seine Karten zusammen 30 oder mehr ergeben.
guard-35 = Garde des Kardinals 35
    .rules = Das Team gewinnt das Duell, wenn seine Karten zusammen 35 oder mehr ergeben.
guard-40 = Garde des Kardinals 40
    .rules = Das Team gewinnt das Duell, wenn seine Karten zusammen 40 oder mehr ergeben.

musketeer-00-0 = Musketier 0, ohne Degen
musketeer-00-1 = Musketier 0, 1 Degen
musketeer-00-2 = Musketier 0, 2 Degen
musketeer-00-3 = Musketier 0, 3 Degen
musketeer-00-4 = Musketier 0, 4 Degen
musketeer-01-0 = Musketier 1, ohne Degen
musketeer-01-1 = Musketier 1, 1 Degen
musketeer-01-2 = Musketier 1, 2 Degen
musketeer-01-3 = Musketier 1, 3 Degen
musketeer-01-4 = Musketier 1, 4 Degen
musketeer-02-0 = Musketier 2, ohne Degen
musketeer-02-1 = Musketier 2, 1 Degen
musketeer-02-2 = Musketier 2, 2 Degen
musketeer-02-3 = Musketier 2, 3 Degen
musketeer-02-4 = Musketier 2, 4 Degen
musketeer-03-0 = Musketier 3, ohne Degen
musketeer-03-1 = Musketier 3, 1 Degen
musketeer-03-2 = Musketier 3, 2 Degen
musketeer-03-3 = Musketier 3, 3 Degen
musketeer-03-4 = Musketier 3, 4 Degen
musketeer-04-0 = Musketier 4, ohne Degen
musketeer-04-1 = Musketier 4, 1 Degen
musketeer-04-2 = Musketier 4, 2 Degen
musketeer-04-3 = Musketier 4, 3 Degen
musketeer-04-4 = Musketier 4, 4 Degen
musketeer-05-0 = Musketier 5, ohne Degen
musketeer-05-1 = Musketier 5, 1 Degen
musketeer-05-2 = Musketier 5, 2 Degen
musketeer-05-3 = Musketier 5, 3 Degen
musketeer-05-4 = Musketier 5, 4 Degen
musketeer-06-0 = Musketier 6, ohne Degen
musketeer-06-1 = Musketier 6, 1 Degen
musketeer-06-2 = Musketier 6, 2 Degen
musketeer-06-3 = Musketier 6, 3 Degen
musketeer-06-4 = Musketier 6, 4 Degen
musketeer-07-0 = Musketier 7, ohne Degen
musketeer-07-1 = Musketier 7, 1 Degen
musketeer-07-2 = Musketier 7, 2 Degen
musketeer-07-3 = Musketier 7, 3 Degen
musketeer-07-4 = Musketier 7, 4 Degen
musketeer-08-0 = Musketier 8, ohne Degen
musketeer-08-1 = Musketier 8, 1 Degen
musketeer-08-2 = Musketier 8, 2 Degen
musketeer-08-3 = Musketier 8, 3 Degen
musketeer-08-4 = Musketier 8, 4 Degen
musketeer-09-0 = Musketier 9, ohne Degen
musketeer-09-1 = Musketier 9, 1 Degen
musketeer-09-2 = Musketier 9, 2 Degen
musketeer-09-3 = Musketier 9, 3 Degen
musketeer-09-4 = Musketier 9, 4 Degen
musketeer-10-0 = Musketier 10, ohne Degen
musketeer-10-1 = Musketier 10, 1 Degen
musketeer-10-2 = Musketier 10, 2 Degen
musketeer-10-3 = Musketier 10, 3 Degen
musketeer-10-4 = Musketier 10, 4 Degen
## Schritte der Runde

step-gather = Die Karten werden eingesammelt und gemischt
step-deal_twelve = Zwölf Karten für jeden
step-choose_pay = Alle verdecken ihren Sold
step-duel = Ein Gardist tritt vor
step-reveal_and_pay = Der Sold wird ausgezahlt

## Was geschieht

event-duel_won = Das Team besiegt den Gardisten; { $winner } spielte die stärkste Karte.
event-duel_lost = Der Gardist siegt; { $loser } spielte die schwächste Karte.
event-gem_placed = { $player } legt einen Edelstein auf { $card }.
event-gem_returned = { $player } gibt den Edelstein von { $card } an den Tisch zurück.
event-prison_placed = { $player } schickt { $card } ins Gefängnis.
event-prison_removed = { $card } von { $player } kommt aus dem Gefängnis frei.

## Warum das Spiel endete

end-musketiere-end_condition = Ein Spieler hat 100 Dukaten oder mehr: Das Spiel ist aus, der reichste Spieler gewinnt.
end-musketiere-round_limit = Das Spiel hat seine letzte Runde erreicht: Der reichste Spieler gewinnt.

## Hausregeln

house-rule-musketiere-short-game = Ein kürzeres Spiel: Es endet schon bei 50 Dukaten statt bei 100.
house-rule-musketiere-no-theft = Kein Diebstahl: Ist der Vorrat leer, nimmt ein gewonnenes Duell keinem anderen Spieler einen Edelstein oder ein Gefängnis weg.
