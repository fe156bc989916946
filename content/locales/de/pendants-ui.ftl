# Das Geschmeide der Königin: was die Regeln während einer Partie fragen, anbieten und melden (Deutsch).
# Referenz: en/pendants-ui.ftl.

## Fragen: die Vorbereitung

prompt-extra-chest-count = Hilfe für die Musketiere: Wie viele zusätzliche Truhen wollt ihr, eine oder zwei?
prompt-extra-chest = Wählt den Raum für jede zusätzliche Truhe.
prompt-extra-crest-count = Hilfe für den Kardinal: Wie viele zusätzliche Wappen willst du, eines oder zwei?
prompt-extra-crest = Wähle den Raum für jedes zusätzliche Wappen.
prompt-carpet-count = Deine Seite nimmt eine Herausforderung an: wie viele Teppiche, einer oder zwei?
prompt-cover-chest = Welche Truhen verschwinden unter einem Teppich?
prompt-cover-crest = Welche Wappen verschwinden unter einem Teppich?
prompt-share-the-fourth = Vier Spieler: Wie teilt ihr euch den vierten Musketier?
prompt-pendant-keeper = Die vier Geschmeide liegen verdeckt: zufällig verteilen oder geheim wählen, wer das echte trägt?

## Fragen: der Kardinal

prompt-cardinal-action = Kardinal, was ist dein nächster Zug?
prompt-duel-order = In mehreren Räumen warten Duelle: Welches wird zuerst ausgefochten?
prompt-discard-special = Du darfst nur drei Sonderkarten behalten: Welche kommt weg?
prompt-special-effect = Diese Karte kann zweierlei: Was willst du?
prompt-secret-passage-link = Welcher Geheimgang öffnet sich in dieser Phase für deine Schergen?
prompt-perfume-target = Mylady trägt ihr unwiderstehliches Parfum: Welcher Musketier erliegt ihm?
prompt-reserve-henchmen = Welche Schergen rufst du in deine Reserve zurück?
prompt-portcullis-link = Welchen Durchgang sperrt das Fallgitter?
prompt-pistol-target = Rochefort zieht die Pistole: Auf welchen Musketier schießt er?
prompt-assign-hits = Die Treffer gehen nicht glatt auf: Wer bekommt einen mehr?

## Fragen: die Musketiere

prompt-musketeer-action = Was tust du als Nächstes in deiner Phase?
prompt-collective-action = Einer für alle! Verschnaufst du oder gehst du in den Nachbarraum?
prompt-before-hits = Gleich treffen dich Hiebe: Trinkst du vorher etwas?
prompt-duel-begins = Gleich beginnt ein Duell: Spielst du eine Karte, bevor gewürfelt wird?
prompt-duel-round = Gleich wird eine Duellrunde gewürfelt: Spielst du vorher eine Karte?
prompt-cape-retreat = In welchen Raum schlüpfst du davon?
prompt-secret-passage = Durch welchen Geheimgang gehst du?
prompt-door-link = Welchen Durchgang sperrt die Musketiertür?
prompt-give-back = Ein Freund hat dir gerade ein Plättchen gegeben: Gibst du ihm eines zurück?
prompt-swap-back = Ein Freund bietet dir ein Plättchen an, aber du trägst schon so viele, wie du darfst: Tauschst du eines deiner Plättchen dafür?
prompt-accept-swap = Ein Freund schlägt vor, die Geschmeide zu tauschen: Bist du einverstanden?

## Optionen

option-pendants-move = Geh nach { $to }
option-pendants-go = { $f } nach { $to } schicken
option-pendants-duel = Das Duell ausfechten
option-pendants-equip = Ein Plättchen aus der Truhe nehmen
option-use = { $t } benutzen
option-drink = { $t } trinken
option-pendants-act = Die Aktion des Raums nutzen: { $a }
option-give = { $t } an { $to } geben
option-swap = { $other } einen Tausch der Geschmeide vorschlagen
option-all-for-one = Einer für alle spielen
option-pendants-end = Die Phase beenden
option-recover = 1 Lebenspunkt zurückgewinnen
option-back = { $b } zurückgeben
option-take-for = { $got } für dein { $b } nehmen
option-no-return = Nichts zurückgeben
option-accept = Einverstanden
option-refuse = Ablehnen
option-at = { $l } sperren
option-to = Nach { $r } entwischen
option-open = { $l } öffnen
option-at-random = Zufällig verteilen
option-keeper = { $k } trägt das echte Geschmeide
option-one-runs-two = Einer von uns führt zwei Musketiere
option-take-turns = Wir führen Athos reihum
option-special = { $c } spielen
option-seduce = Mylady versucht { $m } zu verführen
option-reinforce = { $kind } nach { $room } holen
option-call = Den Ruf des Kardinals spielen
option-secret-passage = Geheimgang
option-move-portcullis = Das Fallgitter versetzen
option-1 = Eins
option-2 = Zwei
option-guard = eine Wache
option-milady = Mylady
option-rochefort = Rochefort

## Schritte

step-variant_rooms = Truhen und Wappen werden auf den Louvre gelegt
step-share_the_fourth = die Musketiere teilen sich den vierten Musketier
step-decks = die Karten werden gemischt
step-pendants = die Geschmeide werden verteilt
step-equipment = die Ausrüstung wird verteilt und die Truhen gefüllt
step-figures = die Figuren werden aufgestellt
step-first_special = der Kardinal zieht seine erste Sonderkarte
step-turn_card = eine Zugkarte wird aufgedeckt
step-phases = die Phasen der Karte werden gespielt
step-queen = die Königin geht auf den König zu

## Ereignisse

event-pendants-turn_card_drawn = { $card } wird aufgedeckt: Jetzt folgen ihre Phasen.
event-pendants-musketeer_moved = { $musketeer } betritt { $room }.
event-pendants-henchman_moved = Der Kardinal schickt { $henchman } nach { $room }.
event-pendants-reinforced = { $henchman } betritt den Louvre in { $room }.
event-pendants-equipped = { $musketeer } nimmt ein Plättchen aus der Truhe.
event-pendants-duel_ended = Das Duell in { $room } ist vorbei.
event-pendants-stunned = { $musketeer } hat kein Leben mehr und liegt betäubt am Boden: Die Königin rückt ein Feld näher an den König.
event-pendants-pendant_revealed = { $true_pendant ->
    [1] { $musketeer } liegt betäubt vor den Leuten des Kardinals, und er trägt das echte Geschmeide!
   *[other] { $musketeer } liegt betäubt vor den Leuten des Kardinals, doch sein Geschmeide ist falsch.
}
event-pendants-pendant_seen = Mylady hat { $musketeer } verführt: Der Kardinal weiß nun, welches Geschmeide er trägt.
event-pendants-seduction_failed = { $musketeer } widersteht Myladys Reizen.
event-pendants-queen_comforted = { $musketeer } erreicht den Ballsaal ohne das echte Geschmeide: Er tröstet die Königin, die zurückweicht, und scheidet aus.
event-pendants-all_for_one = Einer für alle! Die Musketiere handeln gemeinsam in einer zusätzlichen Phase.
event-pendants-cardinals_call = Der Kardinal lässt seinen Ruf erschallen: Seine Schergen bekommen eine zusätzliche Phase.
event-pendants-portrait_drawn = { $squares ->
    [0] Ein Porträtplättchen wird gezogen: Die Königin bleibt stehen.
    [one] Ein Porträtplättchen wird gezogen: Die Königin geht { $squares } Feld.
   *[other] Ein Porträtplättchen wird gezogen: Die Königin geht { $squares } Felder.
}

## Zähler

counter-rooms_per_phase = Räume, die ein Musketier pro Phase geht
    .description = Räume, die ein Musketier in seiner Phase gehen darf („Movimento“).
counter-henchman_rooms = Räume, die ein Scherge für einen Punkt geht
    .description = Räume, die ein Scherge für einen Aktionspunkt geht.
counter-gear_limit = Plättchen, die ein Musketier haben darf
    .description = Ausrüstungsplättchen, die ein Musketier haben darf.
counter-hand_limit = Sonderkarten, die der Kardinal halten darf
    .description = Sonderkarten, die der Kardinal halten darf.
counter-chest_height = Plättchen je Truhe
    .description = Plättchen auf jeder Truhe beim Spielaufbau.
counter-turn_number = Gespielte Züge
    .description = Bisher gespielte Züge.
counter-phase_no = Gespielte Phasen
    .description = Bisher begonnene Phasen: Ein Scherge oder Plättchen mit dieser Nummer hat in dieser Phase gehandelt.
counter-duel_no = Ausgefochtene Duelle
    .description = Bisher begonnene Duelle: Ein Musketier mit dieser Nummer ist in diesem Duell gefallen.
counter-special_used = Sonderkarte in dieser Phase gespielt
    .description = 1, sobald der Kardinal in dieser Phase eine Sonderkarte gespielt hat.
counter-cardinal_acted = Der Kardinal hat in dieser Phase gehandelt
    .description = 1, sobald der Kardinal in dieser Phase gehandelt hat (Verstärkung kommt zuerst).
counter-dueling = In dieser Phase hat ein Duell begonnen
    .description = 1, sobald in dieser Phase des Kardinals ein Duell begonnen hat: Kein Scherge geht mehr.
counter-calling = Der Ruf des Kardinals läuft
    .description = 1 während der Extraphase des Rufs des Kardinals.
counter-duel_bonus_dice = Zusätzliche rote Würfel in dieser Runde
    .description = Würfel, die der Kardinal in der nächsten Duellrunde hinzufügt (Wütende Gardisten).
counter-duel_hit = Trefferwert der Schergen in dieser Runde
    .description = Der Trefferwert der Schergen in der nächsten Duellrunde, 0 für ihren eigenen (Elitegarde).
counter-four_players = Vier Spieler
    .description = 1 bei vier Spielern: Die Musketiere wählen, wie sie sich den vierten Musketier teilen.
counter-shared_turns = Der vierte Musketier wird reihum geführt
    .description = 1, wenn die Musketierspieler den geteilten Musketier reihum führen (vier Spieler).
counter-extra_chests = Variante: zusätzliche Truhen
    .description = Variante „Hilfe für die Musketiere“: 1, wenn gewählt.
counter-extra_crests = Variante: zusätzliche Wappen
    .description = Variante „Hilfe für den Kardinal“: 1, wenn gewählt.
counter-covered_chests = Variante: Truhen unter Teppichen
    .description = Variante „Herausforderung für die Musketiere“: 1, wenn gewählt.
counter-covered_crests = Variante: Wappen unter Teppichen
    .description = Variante „Herausforderung für den Kardinal“: 1, wenn gewählt.
counter-suspense = Variante: höchste Spannung
    .description = Variante „höchste Spannung“: 1, wenn gewählt.
counter-open_draw = Variante: offenes Ziehen
    .description = Variante „offenes Ziehen“: 1, wenn gewählt.
counter-open_secret = Geheimgang geöffnet
    .description = Der Geheimgang (Nummer der Verbindung), den eine Sonderkarte den Schergen in dieser Phase geöffnet hat; 0 keiner.
counter-steps = Noch zu gehende Räume
    .description = Räume, die der Musketier in dieser Phase noch gehen darf.
counter-equipped_here = Hat in diesem Raum Ausrüstung genommen
    .description = 1, sobald er sich in dem Raum, in dem er steht, ausgerüstet hat.
counter-acted_room = Hat die Aktion dieses Raums genutzt
    .description = 1, sobald er die eigene Aktion des Raums genutzt hat, seit er ihn betrat.
counter-recovering = Steht gerade auf
    .description = 1 in der Phase, in der ein betäubter Musketier aufsteht: kein Gehen, kein Ausrüsten.
counter-acted = Hat in dieser Phase gehandelt
    .description = 1, sobald er in seiner Phase etwas getan hat („Einer für alle“ beendet sie dann).
counter-swapped = Hat in dieser Phase Geschmeide getauscht
    .description = 1, sobald er in dieser Phase Geschmeide getauscht hat.
counter-incoming = Bevorstehende Treffer
    .description = Treffer, die ihn in dieser Duellrunde gleich erreichen.
counter-dodging = Weicht in dieser Runde aus
    .description = 1, wenn ihn in dieser Duellrunde kein Treffer erreicht (Aramis).
counter-extra_dice = Zusätzliche Würfel in dieser Runde
    .description = Würfel, die er in dieser Duellrunde hinzufügt (d'Artagnan).
counter-duel_hits = Treffer in dieser Runde
    .description = Treffer, die er in dieser Duellrunde erzielt.
counter-fell = Gefallen im Duell Nr.
    .description = Das Duell (duel_no), in dem er sein letztes Leben verlor.
counter-stunned = betäubt
counter-link = liegt
counter-moved_in = bewegt
counter-entered_by = hereingekommen
counter-handed = übergeben
counter-seen = vom Kardinal gesehen

## Würfel

dice-d6 = die Würfel

## Warum die Partie endete

end-pendants-pendant_returned = Ein Musketier hat den Ballsaal mit dem echten Geschmeide erreicht: Die Musketiere gewinnen.
end-pendants-queen_meets_king = Die Königin hat den König ohne ihr Geschmeide erreicht: Der Kardinal gewinnt.
end-pendants-true_pendant_revealed = Das echte Geschmeide ist dem Kardinal in die Hände gefallen: Der Kardinal gewinnt.
end-pendants-round_limit = Die Partie hat ihre letzte Runde ohne Sieger erreicht.

## Hausregeln

house-rule-pendants-musketeers-help = Hilfe für die Musketiere: eine oder zwei zusätzliche Truhen mit Plättchen mit Goldecken, von den Musketieren aufgestellt (Regelheft).
house-rule-pendants-cardinal-help = Hilfe für den Kardinal: ein oder zwei zusätzliche Wappen, an denen Schergen hereinkommen, jedes mit einer Wache (Regelheft).
house-rule-pendants-musketeers-challenge = Herausforderung für die Musketiere: eine oder zwei Truhen unter Teppichen, jede mit drei Plättchen weniger (Regelheft).
house-rule-pendants-cardinal-challenge = Herausforderung für den Kardinal: ein oder zwei Wappen unter Teppichen, jedes mit einer Wache weniger (Regelheft).
house-rule-pendants-maximum-suspense = Höchste Spannung: Ein zufällig gezogenes Porträtplättchen (0, 1 oder 2), nicht die Karte, bestimmt, wie weit die Königin geht (Regelheft).
house-rule-pendants-open-draw = Offenes Ziehen: Die Musketiere zeigen dem Kardinal jedes Ausrüstungsplättchen, das sie nehmen (Regelheft).
house-rule-pendants-king-14 = Der König wartet auf Feld 14: schwerer für die Musketiere (Regelheft).
house-rule-pendants-king-13 = Der König wartet auf Feld 13: noch schwerer (Regelheft).
house-rule-pendants-king-12 = Der König wartet auf Feld 12: für die Kühnsten (Regelheft).
