# Das Geschmeide der Königin: Fragen, Optionen, Schritte und Ereignisse der Regeln während der Partie (Deutsch).
# Referenz: en/pendants-ui.ftl. step-prepare und event-duel_ended stehen schon in mylady.ftl (ein gemeinsamer
# Namensraum je Sprache) und werden hier nicht wiederholt.

## Fragen: die Varianten vorbereiten

prompt-extra-chest-count = Hilfe für die Musketiere: Wie viele zusätzliche Truhen willst du, eine oder zwei?
prompt-extra-chest = Wähle den Raum für jede zusätzliche Truhe.
prompt-extra-crest-count = Hilfe für den Kardinal: Wie viele zusätzliche Wappen willst du, eines oder zwei?
prompt-extra-crest = Wähle den Raum für jedes zusätzliche Wappen.
prompt-carpet-count = Deine Seite nimmt eine Herausforderung an: Wie viele Teppiche, einer oder zwei?
prompt-cover-chest = Welche Truhen verschwinden unter einem Teppich?
prompt-cover-crest = Welche Wappen verschwinden unter einem Teppich?

## Fragen: der Kardinal

prompt-cardinal-action = Kardinal, was ist dein nächster Zug?
prompt-duel-order = In mehreren Räumen warten Duelle: Welches wird zuerst ausgefochten?
prompt-discard-special = Du darfst nur drei Sonderkarten behalten: Welche muss gehen?
prompt-special-effect = Diese Karte kann zweierlei: Was willst du nutzen?
prompt-secret-passage-link = Welcher Geheimgang öffnet sich in dieser Phase für deine Schergen?
prompt-perfume-target = Milady trägt ihr Unwiderstehliches Parfum: Welcher Musketier erliegt ihm?
prompt-reserve-henchmen = Welche Schergen rufst du in deine Reserve zurück?
prompt-portcullis-link = Welchen Durchgang sperrt das Fallgitter?
prompt-duel-card = Ein Duell beginnt: Spielst du eine Karte für seine erste Runde?
prompt-pistol-target = Rochefort zieht die Pistole: Auf welchen Musketier schießt er?
prompt-assign-hits = Die Treffer lassen sich nicht gleichmäßig verteilen: Wer bekommt einen mehr?

## Fragen: die Musketiere

prompt-musketeer-action = Was tust du als Nächstes in deiner Phase?
prompt-collective-action = Alle für einen! Kommst du wieder zu Atem oder gehst du in den Nachbarraum?
prompt-drink-potion = Die kommenden Hiebe würden dich betäuben: Vorher einen Heiltrank trinken?
prompt-throw-cape = Du wirst angegriffen: Den Umhang werfen und entwischen, bevor gewürfelt wird?
prompt-cape-retreat = In welchen Raum entwischst du?
prompt-secret-strike = Einen Geheimen Fechtstoß setzen und sofort einen Gegner ausschalten?
prompt-door-link = Welchen Durchgang sperrt die Musketiertür?
prompt-give-back = Ein Freund hat dir gerade ein Plättchen gegeben: Gibst du ihm eines von deinen zurück?
prompt-accept-swap = Ein Freund schlägt dir vor, die Geschmeide zu tauschen: Bist du einverstanden?

## Beschriftungen der Optionen

pendants-move = Bewegen
pendants-seduce = Milady versucht zu verführen
pendants-special = Eine Sonderkarte spielen
pendants-reinforce = Aus der Reserve holen
pendants-duel = Das Duell ausfechten
pendants-call = Den Ruf des Kardinals spielen
pendants-end = Die Phase beenden
pendants-equip = Ein Plättchen aus der Truhe nehmen
pendants-use = Einsetzen
pendants-give = Ein Plättchen geben
pendants-swap = Einen Tausch der Geschmeide vorschlagen
pendants-all-for-one = Alle für einen spielen
pendants-heal = 1 Lebenspunkt zurückholen
pendants-one = Eins
pendants-two = Zwei
pendants-yes = Ja
pendants-no = Nein
pendants-none = Nichts
pendants-drink = Austrinken
pendants-cape = Den Umhang werfen
pendants-strike = Zustoßen

## Wirkungen der Sonderkarten

pendants-effect-reinforcements = Verstärkung
pendants-effect-secret_passage = Geheimgang
pendants-effect-perfume = Unwiderstehliches Parfum
pendants-effect-reserve = Rückzug in die Reserve
pendants-effect-portcullis = Das Fallgitter des Kardinals
pendants-effect-move_portcullis = Fallgitter versetzen
pendants-effect-enraged_guards = Wütende Gardisten
pendants-effect-elite_guards = Elitegarde

## Schritte des Zuges

step-turn_card = eine Zugkarte wird aufgedeckt
step-phases = die Phasen der Karte werden gespielt
step-queen = die Königin geht auf den König zu

## Ereignisse

event-turn_card_drawn = { $card } wird aufgedeckt: Jetzt folgen ihre Phasen.
event-musketeer_moved = { $musketeer } betritt einen neuen Raum: { $room }.
event-henchman_moved = Der Kardinal versetzt { $henchman }: { $room }.
event-equipped = { $musketeer } nimmt ein Plättchen aus der Truhe.
event-stunned = { $musketeer } hat seinen letzten Lebenspunkt verloren und liegt betäubt da: Die Königin rückt dem König ein Feld näher.
event-pendant_revealed = { $true_pendant ->
    [1] { $musketeer } liegt betäubt vor den Männern des Kardinals, und sein Geschmeide ist das echte!
   *[other] { $musketeer } liegt betäubt vor den Männern des Kardinals, doch sein Geschmeide ist falsch.
}
event-pendant_seen = Milady hat { $musketeer } verführt: Der Kardinal weiß jetzt, welches Geschmeide er trägt.
event-queen_comforted = { $musketeer } erreicht den Ballsaal ohne das echte Geschmeide: Er tröstet die Königin, die zurückweicht, und scheidet aus.
event-all_for_one = Alle für einen! Die Musketiere handeln gemeinsam in einer Zusatzphase.
event-cardinals_call = Der Kardinal lässt seinen Ruf ertönen: Seine Schergen bekommen eine Zusatzphase.
event-special_played = Der Kardinal spielt { $card }.
event-portrait_drawn = { $squares ->
    [0] Ein Porträtplättchen wird gezogen: Die Königin bleibt, wo sie ist.
    [one] Ein Porträtplättchen wird gezogen: Die Königin geht { $squares } Feld weiter.
   *[other] Ein Porträtplättchen wird gezogen: Die Königin geht { $squares } Felder weiter.
}

## Zähler

counter-pendant_known = Geschmeide dem Kardinal bekannt (1 falsch, 2 echt)
counter-one_for_all = Alle für einen noch nicht gespielt
counter-extra_chests = Variante: zusätzliche Truhen
counter-extra_chest_1 = Zusätzliche Truhe 1 in Raum Nr.
counter-extra_chest_2 = Zusätzliche Truhe 2 in Raum Nr.
counter-extra_crests = Variante: zusätzliche Wappen
counter-extra_crest_1 = Zusätzliches Wappen 1 in Raum Nr.
counter-extra_crest_2 = Zusätzliches Wappen 2 in Raum Nr.
counter-covered_chests = Variante: Truhen unter Teppichen
counter-covered_chest_1 = Bedeckte Truhe 1 in Raum Nr.
counter-covered_chest_2 = Bedeckte Truhe 2 in Raum Nr.
counter-covered_crests = Variante: Wappen unter Teppichen
counter-covered_crest_1 = Bedecktes Wappen 1 in Raum Nr.
counter-covered_crest_2 = Bedecktes Wappen 2 in Raum Nr.
counter-suspense = Variante: höchste Spannung

## Markierungen auf Figuren und Sperrplättchen (Kartenzähler)

counter-stunned = betäubt
counter-link = gesetzt

## Würfel

dice-d6 = W6

event-pendants-duel_ended = Das Duell in { $room } ist vorbei.
option-guard = ein Gardist
option-milady = Mylady
option-rochefort = Rochefort
counter-open_secret = Geöffneter Geheimgang
counter-bonus_steps = Zusätzliche Räume

## Warum das Spiel endete

end-pendants-pendant_returned = Ein Musketier hat mit dem echten Geschmeide den Ballsaal erreicht: Die Musketiere gewinnen.
end-pendants-queen_meets_king = Die Königin hat den König ohne ihr Geschmeide erreicht: Der Kardinal gewinnt.
end-pendants-true_pendant_revealed = Das echte Geschmeide ist dem Kardinal in die Hände gefallen: Der Kardinal gewinnt.
end-pendants-round_limit = Das Spiel hat seine letzte Runde ohne Sieger erreicht.

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
