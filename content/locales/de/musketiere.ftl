# Musketiere: Deutsch. Vollständig; Referenz ist en/musketiere.ftl.

musketiere = Musketiere
    .summary = Zwei bis vier Musketiere kämpfen gemeinsam gegen die Garde des Kardinals, doch jeder will den höchsten Sold. Vor den neun Duellen einer Runde legt man drei Karten verdeckt als Sold aus; ein Edelstein verdoppelt eine Soldkarte, ein Gefängnis macht sie wertlos. Wer zuerst 100 Dukaten hat, gewinnt.

table = Der Tisch

## Zonen

zone-musketeer_deck = Musketierstapel
    .description = Die Musketierkarten, die in dieser Runde nicht ausgeteilt wurden.
zone-guard_deck = Gardistenstapel
    .description = Die Gardisten des Kardinals, die in dieser Runde noch kommen.
zone-guard = Gardist im Duell
    .description = Der Gardist, gegen den das Team gerade kämpft.
zone-beaten = Bekämpfte Gardisten
    .description = Gardisten, gegen die in dieser Runde schon gekämpft wurde.
zone-discard = Ablagestapel
    .description = Musketierkarten, die in Duellen gespielt oder im Gefängnis abgeworfen wurden.
zone-hand = Hand
    .description = Die Karten, mit denen ein Spieler kämpft.
zone-pay = Soldkarten
    .description = Drei verdeckte Karten: der Sold, auf den ein Spieler hofft.
zone-played = Karte im Duell
    .description = Die Karte, die ein Spieler im laufenden Duell zeigt.
zone-scored = Aufgedeckter Sold
    .description = Am Ende der Runde aufgedeckte Soldkarten.

## Zähler und Vorräte

counter-ducats = Dukaten
    .description = Dukaten aus allen Runden; bei 100 endet das Spiel.
counter-sitting_out = Setzt aus
    .description = 1, solange alle drei Soldkarten des Spielers im Gefängnis sind.
counter-gems = Edelsteine
    .description = Edelsteine in der Tischmitte.
counter-prisons = Gefängnisse
    .description = Gefängnisse in der Tischmitte.
counter-theft = Diebstahl bei Mitspielern
    .description = 1: Ist der Vorrat leer, wird ein Edelstein oder Gefängnis von der Karte eines Mitspielers genommen (Hausregel no-theft: 0).
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

## Karten: eine Nachricht für alle Karten einer Art; die Werte jeder Karte sind ihre Variablen ($value, $swords)

musketiere-guard = { -guard } { $value }
    .rules = Das Team gewinnt das Duell, wenn seine Karten zusammen { $value } oder mehr ergeben.
musketiere-musketeer = { -musketeer } { $value }, { $swords ->
        [0] ohne Degen
       *[other] { $swords } Degen
    }

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

## Die Abläufe der Regeln in Worten (rulekit show); $winner, $player ... sind die Argumente, in Worten

words-call-claim_gem = { $winner } nimmt einen Edelstein oder befreit eine Soldkarte aus dem Gefängnis
words-call-take_gem = { $player } legt einen Edelstein auf eine von { $free }
words-call-free_card = { $player } befreit eine von { $jailed } aus dem Gefängnis
words-call-take_prison = { $loser } bringt eine Soldkarte ins Gefängnis

## Warum das Spiel endete

end-musketiere-end_condition = Ein Spieler hat 100 Dukaten oder mehr: Das Spiel ist aus, der reichste Spieler gewinnt.
end-musketiere-round_limit = Das Spiel hat seine letzte Runde erreicht: Der reichste Spieler gewinnt.

## Hausregeln

house-rule-musketiere-short-game = Ein kürzeres Spiel: Es endet schon bei 50 Dukaten statt bei 100.
house-rule-musketiere-no-theft = Kein Diebstahl: Ist der Vorrat leer, nimmt ein gewonnenes Duell keinem anderen Spieler einen Edelstein oder ein Gefängnis weg.
