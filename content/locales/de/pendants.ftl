# Die drei Musketiere: Das Geschmeide der Königin: Deutsch. Vollständig; Referenz ist en/pendants.ftl.
# Begriffe: Schergen, Zugkarte, Aktionspunkte, betäubt, Ausrüstungsplättchen, Truhe, Wappen. seat-dartagnan..,
# zone-gear, zone-removed und counter-wounds stehen schon in mylady.ftl.

pendants = Die drei Musketiere: Das Geschmeide der Königin
    .summary = Richelieu hat der Königin eine Falle gestellt: Auf dem Ball soll sie das Diamantgeschmeide tragen, das sie verschenkt hat. Vier Musketiere schleichen vom Quai in den Louvre, einer von ihnen trägt heimlich das echte Geschmeide, und eilen durch Säle voller Gardisten des Kardinals, Rochefort und Milady zum Ballsaal. Sie gewinnen, wenn der Träger des echten Geschmeides dort ankommt, bevor die Königin das Feld des Königs erreicht; der Kardinal gewinnt, wenn die Zeit abläuft oder seine Leute das echte Geschmeide bei einem betäubten Musketier finden.

## Plätze

seat-cardinal = Kardinal Richelieu

## Zonen

zone-turn_deck = Zugkartenstapel
    .description = Zugkarten, die noch kommen; neu gemischt, sobald alle zwölf gespielt sind.
zone-turn_discard = Gespielte Zugkarten
    .description = Schon gespielte Zugkarten.
zone-turn_card = Geltende Zugkarte
    .description = Die Zugkarte, die gerade gilt.
zone-special_deck = Sonderkartenstapel
    .description = Die Sonderkarten des Kardinals, die er noch ziehen kann.
zone-special_hand = Sonderkarten des Kardinals
    .description = Die Sonderkarten des Kardinals (höchstens drei).
zone-special_discard = Gespielte Sonderkarten
    .description = Gespielte oder abgeworfene Sonderkarten.
zone-reserve = Reserve des Kardinals
    .description = Schergen neben dem Spielplan.
zone-equipment_pool = Verdeckte Ausrüstungsplättchen
    .description = Verdeckte Ausrüstungsplättchen, noch in keiner Truhe und in keiner Hand.
zone-chests = Truhen
    .description = Verdeckte Plättchen in den Truhen; der Kartenzähler slot ist die Nummer des Truhenmarkers.
zone-pendant = Geschmeide
    .description = Das Geschmeide-Plättchen, das ein Musketier trägt: alle Musketiere sehen es.
zone-doorway = Gesperrte Durchgänge
    .description = Die Musketiertür und das Fallgitter, solange sie einen Durchgang sperren (Kartenzähler link).

## Zähler

counter-king_square = Feld des Königs
    .description = Das Feld, auf dem die Königin den König trifft: Erreicht sie es, endet das Spiel (15; 12–14 schwerer).
counter-rochefort_entered = Rochefort ist in diesem Zug erschienen
    .description = 1, sobald Rochefort in diesem Zug den Louvre betreten hat (einmal pro Zug).
counter-seduced = Verführung in dieser Phase versucht
    .description = 1, sobald Milady in dieser Phase eine Verführung versucht hat.
counter-moved = In dieser Phase gegangene Räume
    .description = Räume, die der Musketier in dieser Phase betreten hat (ausrüsten darf er erst nach dem Gehen).
counter-poisoned = Vergiftet
    .description = 1, wenn er in seiner nächsten Phase nur einen Raum weit gehen darf.
counter-out = Im Ballsaal, aus dem Spiel
    .description = 1, wenn er den Ballsaal ohne das echte Geschmeide betreten hat: aus dem Spiel.

## Zugkarten

pen-turn-01 = Zugkarte 1
    .rules = In dieser Reihenfolge: d'Artagnan; der Kardinal mit 2 Aktionspunkten und einer Sonderkarte; Athos; Porthos; Aramis. Danach rückt die Königin 2 Felder auf den König zu.
pen-turn-02 = Zugkarte 2
    .rules = In dieser Reihenfolge: der Kardinal mit 1 Aktionspunkt und einer Sonderkarte; Aramis; Porthos; Athos; d'Artagnan. Danach rückt die Königin 2 Felder auf den König zu.
pen-turn-03 = Zugkarte 3
    .rules = In dieser Reihenfolge: Athos; Aramis; d'Artagnan; der Kardinal mit 1 Aktionspunkt und einer Sonderkarte; Porthos. Danach rückt die Königin 2 Felder auf den König zu.
pen-turn-04 = Zugkarte 4
    .rules = In dieser Reihenfolge: Porthos; der Kardinal mit 3 Aktionspunkten und einer Sonderkarte; d'Artagnan; Aramis; Athos. Danach rückt die Königin 2 Felder auf den König zu.
pen-turn-05 = Zugkarte 5
    .rules = In dieser Reihenfolge: Athos; der Kardinal mit 1 Aktionspunkt und einer Sonderkarte; d'Artagnan; Porthos; Aramis. Danach rückt die Königin 2 Felder auf den König zu.
pen-turn-06 = Zugkarte 6
    .rules = In dieser Reihenfolge: Aramis; der Kardinal mit 1 Aktionspunkt und einer Sonderkarte; Porthos; Athos; d'Artagnan. Danach rückt die Königin 2 Felder auf den König zu.
pen-turn-07 = Zugkarte 7
    .rules = In dieser Reihenfolge: d'Artagnan; Porthos; der Kardinal mit 2 Aktionspunkten und einer Sonderkarte; Aramis; der Kardinal mit 1 Aktionspunkt; Athos. Danach rückt die Königin 2 Felder auf den König zu.
pen-turn-08 = Zugkarte 8
    .rules = In dieser Reihenfolge: der Kardinal mit 1 Aktionspunkt und einer Sonderkarte; Porthos; Athos; Aramis; d'Artagnan. Danach rückt die Königin 2 Felder auf den König zu.
pen-turn-09 = Zugkarte 9
    .rules = In dieser Reihenfolge: Athos; der Kardinal mit 2 Aktionspunkten und einer Sonderkarte; d'Artagnan; Aramis; der Kardinal mit 1 Aktionspunkt und einer Sonderkarte; Porthos. Danach rückt die Königin 2 Felder auf den König zu.
pen-turn-10 = Zugkarte 10
    .rules = In dieser Reihenfolge: Aramis; d'Artagnan; der Kardinal mit 1 Aktionspunkt; Porthos; Athos. Danach rückt die Königin 2 Felder auf den König zu.
pen-turn-11 = Zugkarte 11
    .rules = In dieser Reihenfolge: Porthos; der Kardinal mit 1 Aktionspunkt und einer Sonderkarte; Athos; d'Artagnan; Aramis. Danach rückt die Königin 2 Felder auf den König zu.
pen-turn-12 = Zugkarte 12
    .rules = In dieser Reihenfolge: d'Artagnan; der Kardinal mit 4 Aktionspunkten und einer Sonderkarte; Aramis; Athos; Porthos. Danach rückt die Königin 1 Feld auf den König zu.

## Sonderkarten des Kardinals

pen-special-secret-passage-1 = Geheimgang
    .rules = In deiner Phase: Wähle einen Geheimgang (grüner Pfeil); in dieser Phase dürfen deine Schergen ihn wie einen gewöhnlichen Weg zwischen seinen beiden Räumen benutzen, so viele, wie deine Aktionspunkte bezahlen. Nur eine Sonderkarte pro Phase.
pen-special-passage-or-portcullis-1 = Geheimgang oder Fallgitter versetzen
    .rules = Wähle eine der beiden Wirkungen, nie beide. Geheimgang: In deiner Phase: Wähle einen Geheimgang (grüner Pfeil); in dieser Phase dürfen deine Schergen ihn wie einen gewöhnlichen Weg zwischen seinen beiden Räumen benutzen, so viele, wie deine Aktionspunkte bezahlen. Fallgitter versetzen: In deiner Phase: Nimm das Fallgitter von dem Durchgang, den es sperrt, oder von vor dir, und setze es auf einen anderen Durchgang. Es darf keine Figur ohne Ausweg lassen (Geheimgänge zählen nicht) und nie eine Tür des Ballsaals sperren. Nur eine Sonderkarte pro Phase.
pen-special-move-portcullis-1 = Fallgitter versetzen
    .rules = In deiner Phase: Nimm das Fallgitter von dem Durchgang, den es sperrt, oder von vor dir, und setze es auf einen anderen Durchgang. Es darf keine Figur ohne Ausweg lassen (Geheimgänge zählen nicht) und nie eine Tür des Ballsaals sperren. Nur eine Sonderkarte pro Phase.
pen-special-portcullis-1 = Das Fallgitter des Kardinals
    .rules = In deiner Phase: Setze das Fallgitter auf einen Durchgang; solange es dort steht, kommt niemand hindurch. Es darf keine Figur ohne Ausweg lassen (Geheimgänge zählen nicht) und nie eine der drei Türen des Ballsaals sperren. Nur eine Sonderkarte pro Phase.
pen-special-enraged-guards-1 = Wütende Gardisten
    .rules = Im Angriff oder in der Abwehr, auch außerhalb deiner Phase: In der ersten Runde des Duells würfeln deine Schergen zwei Würfel mehr, auch wenn Rochefort dabei ist.
pen-special-enraged-guards-2 = Wütende Gardisten
    .rules = Im Angriff oder in der Abwehr, auch außerhalb deiner Phase: In der ersten Runde des Duells würfeln deine Schergen zwei Würfel mehr, auch wenn Rochefort dabei ist.
pen-special-elite-guards-1 = Elitegarde
    .rules = Im Angriff oder in der Abwehr, auch außerhalb deiner Phase: In der ersten Runde des Duells treffen deine Schergen mit 4, 5 oder 6, auch wenn Rochefort dabei ist.
pen-special-elite-guards-2 = Elitegarde
    .rules = Im Angriff oder in der Abwehr, auch außerhalb deiner Phase: In der ersten Runde des Duells treffen deine Schergen mit 4, 5 oder 6, auch wenn Rochefort dabei ist.
pen-special-perfume-1 = Unwiderstehliches Parfum
    .rules = Wenn Milady mit einem Musketier in einem Raum ist: Ihre Verführung gelingt ohne Wurf, und sie sieht sein Geschmeide an. Das zählt als ihr Verführungsversuch. Nur eine Sonderkarte pro Phase.
pen-special-perfume-2 = Unwiderstehliches Parfum
    .rules = Wenn Milady mit einem Musketier in einem Raum ist: Ihre Verführung gelingt ohne Wurf, und sie sieht sein Geschmeide an. Das zählt als ihr Verführungsversuch. Nur eine Sonderkarte pro Phase.
pen-special-reserve-1 = Rückzug in die Reserve
    .rules = In deiner Phase: Nimm beliebig viele Schergen vom Plan zurück in deine Reserve, auch Milady und Rochefort. Nur eine Sonderkarte pro Phase.
pen-special-reinforcements-2 = Verstärkung +2
    .rules = Sage sie zu Beginn deiner Phase an: Du hast in dieser Phase 2 Aktionspunkte mehr. Nicht in der Zusatzphase des Rufs des Kardinals. Nur eine Sonderkarte pro Phase.
pen-special-reinforcements-3 = Verstärkung +3
    .rules = Sage sie zu Beginn deiner Phase an: Du hast in dieser Phase 3 Aktionspunkte mehr. Nicht in der Zusatzphase des Rufs des Kardinals. Nur eine Sonderkarte pro Phase.
pen-special-reinforcements-4 = Verstärkung +4
    .rules = Sage sie zu Beginn deiner Phase an: Du hast in dieser Phase 4 Aktionspunkte mehr. Nicht in der Zusatzphase des Rufs des Kardinals. Nur eine Sonderkarte pro Phase.
pen-cardinals-call = Der Ruf des Kardinals
    .rules = Einmal im Spiel, zu Beginn oder am Ende einer deiner Phasen: Spiele sofort eine zusätzliche Phase, in der jeder Scherge auf dem Plan in einen Nachbarraum gehen darf, wenn der Weg frei ist. Duelle und Verführungen können folgen; du darfst darin eine Sonderkarte spielen, aber keine Verstärkung.

## Ausrüstungsplättchen

pen-eq-potion-1 = Heiltrank
    .rules = Erhalte 1 Lebenspunkt zurück, wann immer du willst. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-potion-2 = Heiltrank
    .rules = Erhalte 1 Lebenspunkt zurück, wann immer du willst. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-potion-3 = Heiltrank
    .rules = Erhalte 1 Lebenspunkt zurück, wann immer du willst. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-potion-4 = Heiltrank
    .rules = Erhalte 1 Lebenspunkt zurück, wann immer du willst. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-potion-5 = Heiltrank
    .rules = Erhalte 1 Lebenspunkt zurück, wann immer du willst. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-potion-6 = Heiltrank
    .rules = Erhalte 1 Lebenspunkt zurück, wann immer du willst. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-potion-7 = Heiltrank
    .rules = Erhalte 1 Lebenspunkt zurück, wann immer du willst. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-secret-passage-1 = Geheimgang
    .rules = Gehe beim Ziehen durch einen Geheimgang (grüner Pfeil) von einem seiner Räume zum anderen. Der Gang zählt trotzdem als einer deiner Schritte. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-secret-passage-2 = Geheimgang
    .rules = Gehe beim Ziehen durch einen Geheimgang (grüner Pfeil) von einem seiner Räume zum anderen. Der Gang zählt trotzdem als einer deiner Schritte. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-secret-passage-3 = Geheimgang
    .rules = Gehe beim Ziehen durch einen Geheimgang (grüner Pfeil) von einem seiner Räume zum anderen. Der Gang zählt trotzdem als einer deiner Schritte. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-secret-passage-4 = Geheimgang
    .rules = Gehe beim Ziehen durch einen Geheimgang (grüner Pfeil) von einem seiner Räume zum anderen. Der Gang zählt trotzdem als einer deiner Schritte. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-charge-1 = Sturmlauf
    .rules = Gehe in dieser Phase einen Raum weiter. Mehrere dürfen in derselben Phase gespielt werden. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-charge-2 = Sturmlauf
    .rules = Gehe in dieser Phase einen Raum weiter. Mehrere dürfen in derselben Phase gespielt werden. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-charge-3 = Sturmlauf
    .rules = Gehe in dieser Phase einen Raum weiter. Mehrere dürfen in derselben Phase gespielt werden. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-charge-4 = Sturmlauf
    .rules = Gehe in dieser Phase einen Raum weiter. Mehrere dürfen in derselben Phase gespielt werden. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-charge-5 = Sturmlauf
    .rules = Gehe in dieser Phase einen Raum weiter. Mehrere dürfen in derselben Phase gespielt werden. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-charge-6 = Sturmlauf
    .rules = Gehe in dieser Phase einen Raum weiter. Mehrere dürfen in derselben Phase gespielt werden. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-charge-7 = Sturmlauf
    .rules = Gehe in dieser Phase einen Raum weiter. Mehrere dürfen in derselben Phase gespielt werden. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-charge-8 = Sturmlauf
    .rules = Gehe in dieser Phase einen Raum weiter. Mehrere dürfen in derselben Phase gespielt werden. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-door-1 = Musketiertür
    .rules = Setze die Musketiertür auf einen Durchgang oder versetze sie dorthin; niemand kommt hindurch. Sie darf keine Figur ohne Ausweg lassen (Geheimgänge zählen nicht) und nie eine Tür des Ballsaals sperren. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-door-2 = Musketiertür
    .rules = Setze die Musketiertür auf einen Durchgang oder versetze sie dorthin; niemand kommt hindurch. Sie darf keine Figur ohne Ausweg lassen (Geheimgänge zählen nicht) und nie eine Tür des Ballsaals sperren. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-door-3 = Musketiertür
    .rules = Setze die Musketiertür auf einen Durchgang oder versetze sie dorthin; niemand kommt hindurch. Sie darf keine Figur ohne Ausweg lassen (Geheimgänge zählen nicht) und nie eine Tür des Ballsaals sperren. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-secret-strike-1 = Geheimer Fechtstoß
    .rules = Im Duell, im Angriff oder in der Abwehr: Ein Gardist fällt sofort, ohne Wurf. Gegen Rochefort nur, wenn kein Gardist mehr im Raum ist; dann fällt er, bevor er schießen kann. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-secret-strike-2 = Geheimer Fechtstoß
    .rules = Im Duell, im Angriff oder in der Abwehr: Ein Gardist fällt sofort, ohne Wurf. Gegen Rochefort nur, wenn kein Gardist mehr im Raum ist; dann fällt er, bevor er schießen kann. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-secret-strike-3 = Geheimer Fechtstoß
    .rules = Im Duell, im Angriff oder in der Abwehr: Ein Gardist fällt sofort, ohne Wurf. Gegen Rochefort nur, wenn kein Gardist mehr im Raum ist; dann fällt er, bevor er schießen kann. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-secret-strike-4 = Geheimer Fechtstoß
    .rules = Im Duell, im Angriff oder in der Abwehr: Ein Gardist fällt sofort, ohne Wurf. Gegen Rochefort nur, wenn kein Gardist mehr im Raum ist; dann fällt er, bevor er schießen kann. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-secret-strike-5 = Geheimer Fechtstoß
    .rules = Im Duell, im Angriff oder in der Abwehr: Ein Gardist fällt sofort, ohne Wurf. Gegen Rochefort nur, wenn kein Gardist mehr im Raum ist; dann fällt er, bevor er schießen kann. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-cape-1 = Umhang
    .rules = Nur wenn du angegriffen wirst, bevor gewürfelt wird: Entkomme dem Duell in einen Nachbarraum, zurück zum Quai oder zur Seite, nie zum Ballsaal hin. Du darfst dorthin, woher die Angreifer kamen, oder zu anderen Schergen, nimmst dort aber nichts aus einer Truhe. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-cape-2 = Umhang
    .rules = Nur wenn du angegriffen wirst, bevor gewürfelt wird: Entkomme dem Duell in einen Nachbarraum, zurück zum Quai oder zur Seite, nie zum Ballsaal hin. Du darfst dorthin, woher die Angreifer kamen, oder zu anderen Schergen, nimmst dort aber nichts aus einer Truhe. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-cape-3 = Umhang
    .rules = Nur wenn du angegriffen wirst, bevor gewürfelt wird: Entkomme dem Duell in einen Nachbarraum, zurück zum Quai oder zur Seite, nie zum Ballsaal hin. Du darfst dorthin, woher die Angreifer kamen, oder zu anderen Schergen, nimmst dort aber nichts aus einer Truhe. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-cape-4 = Umhang
    .rules = Nur wenn du angegriffen wirst, bevor gewürfelt wird: Entkomme dem Duell in einen Nachbarraum, zurück zum Quai oder zur Seite, nie zum Ballsaal hin. Du darfst dorthin, woher die Angreifer kamen, oder zu anderen Schergen, nimmst dort aber nichts aus einer Truhe. Blauer Rand: Halte es verdeckt, bis du es einsetzt; dann kommt es aus dem Spiel.
pen-eq-booby-trap-1 = Sprengfalle
    .rules = Roter Rand: Zeige es sofort. Die Truhe fliegt in die Luft: Verliere 1 Lebenspunkt, was dich betäuben kann.
pen-eq-booby-trap-2 = Sprengfalle
    .rules = Roter Rand: Zeige es sofort. Die Truhe fliegt in die Luft: Verliere 1 Lebenspunkt, was dich betäuben kann.
pen-eq-booby-trap-3 = Sprengfalle
    .rules = Roter Rand: Zeige es sofort. Die Truhe fliegt in die Luft: Verliere 1 Lebenspunkt, was dich betäuben kann.
pen-eq-poison-1 = Gift
    .rules = Roter Rand: Zeige es sofort und lege es vor dich. In deiner nächsten Phase gehst du nur einen Raum weit (Sturmläufe helfen noch); danach kommt das Plättchen aus dem Spiel.
pen-eq-poison-2 = Gift
    .rules = Roter Rand: Zeige es sofort und lege es vor dich. In deiner nächsten Phase gehst du nur einen Raum weit (Sturmläufe helfen noch); danach kommt das Plättchen aus dem Spiel.
pen-eq-poison-3 = Gift
    .rules = Roter Rand: Zeige es sofort und lege es vor dich. In deiner nächsten Phase gehst du nur einen Raum weit (Sturmläufe helfen noch); danach kommt das Plättchen aus dem Spiel.
pen-eq-gold-charge-1 = Sturmlauf
    .rules = Gehe in dieser Phase einen Raum weiter. Mehrere dürfen in derselben Phase gespielt werden. Goldener Rand: aus den zusätzlichen Truhen der Variante Hilfe für die Musketiere; halte es verdeckt, bis du es einsetzt.
pen-eq-gold-charge-2 = Sturmlauf
    .rules = Gehe in dieser Phase einen Raum weiter. Mehrere dürfen in derselben Phase gespielt werden. Goldener Rand: aus den zusätzlichen Truhen der Variante Hilfe für die Musketiere; halte es verdeckt, bis du es einsetzt.
pen-eq-gold-potion-1 = Heiltrank
    .rules = Erhalte 1 Lebenspunkt zurück, wann immer du willst. Goldener Rand: aus den zusätzlichen Truhen der Variante Hilfe für die Musketiere; halte es verdeckt, bis du es einsetzt.
pen-eq-gold-potion-2 = Heiltrank
    .rules = Erhalte 1 Lebenspunkt zurück, wann immer du willst. Goldener Rand: aus den zusätzlichen Truhen der Variante Hilfe für die Musketiere; halte es verdeckt, bis du es einsetzt.
pen-eq-gold-secret-strike-1 = Geheimer Fechtstoß
    .rules = Im Duell, im Angriff oder in der Abwehr: Ein Gardist fällt sofort, ohne Wurf. Gegen Rochefort nur, wenn kein Gardist mehr im Raum ist; dann fällt er, bevor er schießen kann. Goldener Rand: aus den zusätzlichen Truhen der Variante Hilfe für die Musketiere; halte es verdeckt, bis du es einsetzt.
pen-eq-gold-secret-passage-1 = Geheimgang
    .rules = Gehe beim Ziehen durch einen Geheimgang (grüner Pfeil) von einem seiner Räume zum anderen. Der Gang zählt trotzdem als einer deiner Schritte. Goldener Rand: aus den zusätzlichen Truhen der Variante Hilfe für die Musketiere; halte es verdeckt, bis du es einsetzt.

## Geschmeide

pen-pendant-true = Das echte Geschmeide
    .rules = Das Diamantgeschmeide der Königin. Betritt sein Träger den Ballsaal, gewinnen die Musketiere sofort; sehen die Leute des Kardinals es bei einem betäubten Musketier, gewinnt der Kardinal.
pen-pendant-false-1 = Falsches Geschmeide
    .rules = Ein Köder. Sein Träger lenkt den Kardinal ab; im Ballsaal tröstet er die Königin, die 2 Felder zurückgeht, ist danach aber aus dem Spiel.
pen-pendant-false-2 = Falsches Geschmeide
    .rules = Ein Köder. Sein Träger lenkt den Kardinal ab; im Ballsaal tröstet er die Königin, die 2 Felder zurückgeht, ist danach aber aus dem Spiel.
pen-pendant-false-3 = Falsches Geschmeide
    .rules = Ein Köder. Sein Träger lenkt den Kardinal ab; im Ballsaal tröstet er die Königin, die 2 Felder zurückgeht, ist danach aber aus dem Spiel.

## Charakterkarten

pen-char-dartagnan = d'Artagnan
    .rules = Leben 3, 2 Würfel, trifft mit 4-6. Gegen die Übermacht: In einer Duellrunde gegen zwei oder mehr Schergen würfelt er 4 Würfel statt 2.
pen-char-athos = Athos
    .rules = Leben 3, 2 Würfel, trifft mit 4-6. Kühler Kopf: Einmal in jeder Duellrunde darf er einen seiner Fehlwürfe neu würfeln.
pen-char-porthos = Porthos
    .rules = Leben 4, 2 Würfel, trifft mit 4-6. Herkulisch: der einzige Musketier mit vier Herzen.
pen-char-aramis = Aramis
    .rules = Leben 3, 2 Würfel, trifft mit 4-6. Gewandt: In einer Duellrunde, in der einer seiner Würfel eine 1 zeigt, trifft ihn kein Treffer.
pen-char-milady = Milady
    .rules = Kämpft nie im Duell und kann nicht angegriffen werden; sie hält keinen Musketier auf und hindert ihn nicht, eine Truhe zu öffnen. Verführung: einmal pro Phase, in einem Raum mit einem Musketier, einen Würfel werfen: bei 4-6 sieht sie sein Geschmeide. Wird ein Musketier dort betäubt, wo sie steht, darf sie sein Geschmeide ansehen.
pen-char-rochefort = Rochefort
    .rules = 2 Würfel, trifft mit 5-6. Pistole: Vor jedem seiner Duelle, ob er angreift oder angegriffen wird, schießt er auf einen vorher genannten Musketier: bei 5-6 verliert dieser 1 Lebenspunkt. Fällt immer als letzter Scherge. Betritt den Louvre höchstens einmal pro Zug.
pen-char-guards = Die Gardisten des Kardinals
    .rules = 1 Würfel pro Gardist, treffen mit 5-6. Jeder Treffer der Musketiere schickt einen Gardisten in die Reserve zurück.

## Figuren und Sperrplättchen

pen-fig-dartagnan = d'Artagnan
    .rules = Die Figur von d'Artagnan: beginnt auf dem Quai und betritt den Louvre durch eines der sechs Tore.
pen-fig-athos = Athos
    .rules = Die Figur von Athos: beginnt auf dem Quai und betritt den Louvre durch eines der sechs Tore.
pen-fig-porthos = Porthos
    .rules = Die Figur von Porthos: beginnt auf dem Quai und betritt den Louvre durch eines der sechs Tore.
pen-fig-aramis = Aramis
    .rules = Die Figur von Aramis: beginnt auf dem Quai und betritt den Louvre durch eines der sechs Tore.
pen-queen = Die Königin
    .rules = Anna von Österreich wartet in ihrem Gemach am Ballsaal; ihr Marker auf der Ballsaalleiste zeigt, wie nah sie dem König ist.
pen-milady = Milady
    .rules = Die Spionin des Kardinals: zieht wie die anderen, geht aber an Musketieren vorbei und kämpft nie.
pen-rochefort = Rochefort
    .rules = Die rechte Hand des Kardinals, mit Degen und Pistole.
pen-guard-1 = Gardist des Kardinals 1
    .rules = Einer der vierzehn Gardisten: betritt den Louvre in einem Raum mit dem Wappen des Kardinals.
pen-guard-2 = Gardist des Kardinals 2
    .rules = Einer der vierzehn Gardisten: betritt den Louvre in einem Raum mit dem Wappen des Kardinals.
pen-guard-3 = Gardist des Kardinals 3
    .rules = Einer der vierzehn Gardisten: betritt den Louvre in einem Raum mit dem Wappen des Kardinals.
pen-guard-4 = Gardist des Kardinals 4
    .rules = Einer der vierzehn Gardisten: betritt den Louvre in einem Raum mit dem Wappen des Kardinals.
pen-guard-5 = Gardist des Kardinals 5
    .rules = Einer der vierzehn Gardisten: betritt den Louvre in einem Raum mit dem Wappen des Kardinals.
pen-guard-6 = Gardist des Kardinals 6
    .rules = Einer der vierzehn Gardisten: betritt den Louvre in einem Raum mit dem Wappen des Kardinals.
pen-guard-7 = Gardist des Kardinals 7
    .rules = Einer der vierzehn Gardisten: betritt den Louvre in einem Raum mit dem Wappen des Kardinals.
pen-guard-8 = Gardist des Kardinals 8
    .rules = Einer der vierzehn Gardisten: betritt den Louvre in einem Raum mit dem Wappen des Kardinals.
pen-guard-9 = Gardist des Kardinals 9
    .rules = Einer der vierzehn Gardisten: betritt den Louvre in einem Raum mit dem Wappen des Kardinals.
pen-guard-10 = Gardist des Kardinals 10
    .rules = Einer der vierzehn Gardisten: betritt den Louvre in einem Raum mit dem Wappen des Kardinals.
pen-guard-11 = Gardist des Kardinals 11
    .rules = Einer der vierzehn Gardisten: betritt den Louvre in einem Raum mit dem Wappen des Kardinals.
pen-guard-12 = Gardist des Kardinals 12
    .rules = Einer der vierzehn Gardisten: betritt den Louvre in einem Raum mit dem Wappen des Kardinals.
pen-guard-13 = Gardist des Kardinals 13
    .rules = Einer der vierzehn Gardisten: betritt den Louvre in einem Raum mit dem Wappen des Kardinals.
pen-guard-14 = Gardist des Kardinals 14
    .rules = Einer der vierzehn Gardisten: betritt den Louvre in einem Raum mit dem Wappen des Kardinals.
pen-musketeers-door = Die Musketiertür
    .rules = Das Türplättchen: von einem Musketiertür-Plättchen auf einen Durchgang gesetzt, sperrt es diesen Weg.
pen-portcullis = Das Fallgitter
    .rules = Das Fallgitter des Kardinals: von einer Sonderkarte auf einen Durchgang gesetzt, sperrt es diesen Weg.

## Zonen der Regeln als Daten

zone-calls = Karten für einmal im Spiel (noch nicht gespielt)
    .description = Der Ruf des Kardinals und „Einer für alle“ der Musketiere, bis sie gespielt sind.
zone-characters = Charakterkarten der Schergen
    .description = Die Charakterkarten der Schergen (ihre Auslöser sind Fähigkeiten).
zone-character = Charakterkarte
    .description = Die Charakterkarte eines Musketiers vor ihm (ihre Auslöser sind seine Duellfähigkeiten).
zone-markers = Truhen und Wappen neben dem Spielplan
    .description = Truhen- und Wappenmarker, die nicht auf dem Spielplan liegen (die zusätzlichen der Varianten).
zone-gold_pool = Plättchen mit goldener Ecke
    .description = Die Plättchen mit goldener Ecke der Variante „Hilfe für die Musketiere“.
zone-pendant_pool = Verdeckte Geschmeide
    .description = Die vier Geschmeide-Plättchen, verdeckt, bevor sie verteilt werden.
zone-portraits = Porträtplättchen der Königin
    .description = Die Porträtplättchen der Königin der Variante „höchste Spannung“.
zone-room_actions = Eigene Aktionen der Räume
    .description = Aktionen, die Räume anbieten (Karten der Art room_action; das Grundspiel hat keine).

## Marken auf dem Louvre, Porträtplättchen, Einer für alle

pen-chest-1 = Truhe 1
    .rules = Eine Truhe: Drei Ausrüstungsplättchen liegen verdeckt darauf.
pen-chest-2 = Truhe 2
    .rules = Eine Truhe: Drei Ausrüstungsplättchen liegen verdeckt darauf.
pen-chest-3 = Truhe 3
    .rules = Eine Truhe: Drei Ausrüstungsplättchen liegen verdeckt darauf.
pen-chest-4 = Truhe 4
    .rules = Eine Truhe: Drei Ausrüstungsplättchen liegen verdeckt darauf.
pen-chest-5 = Truhe 5
    .rules = Eine Truhe: Drei Ausrüstungsplättchen liegen verdeckt darauf.
pen-chest-6 = Truhe 6
    .rules = Eine Truhe: Drei Ausrüstungsplättchen liegen verdeckt darauf.
pen-chest-7 = Truhe 7
    .rules = Eine Truhe: Drei Ausrüstungsplättchen liegen verdeckt darauf.
pen-chest-8 = Truhe 8
    .rules = Eine Truhe: Drei Ausrüstungsplättchen liegen verdeckt darauf.
pen-chest-9 = Truhe 9
    .rules = Eine Truhe: Drei Ausrüstungsplättchen liegen verdeckt darauf.
pen-chest-10 = Truhe 10
    .rules = Eine Truhe: Drei Ausrüstungsplättchen liegen verdeckt darauf.
pen-chest-11 = Truhe 11
    .rules = Eine Truhe: Drei Ausrüstungsplättchen liegen verdeckt darauf.
pen-chest-12 = Truhe 12
    .rules = Eine Truhe: Drei Ausrüstungsplättchen liegen verdeckt darauf.
pen-chest-13 = Truhe 13
    .rules = Eine Truhe: Drei Ausrüstungsplättchen liegen verdeckt darauf.
pen-crest-1 = Wappen des Kardinals 1
    .rules = Das Wappen des Kardinals: Hier betreten seine Schergen den Louvre, außer ein stehender Musketier versperrt es.
pen-crest-2 = Wappen des Kardinals 2
    .rules = Das Wappen des Kardinals: Hier betreten seine Schergen den Louvre, außer ein stehender Musketier versperrt es.
pen-crest-3 = Wappen des Kardinals 3
    .rules = Das Wappen des Kardinals: Hier betreten seine Schergen den Louvre, außer ein stehender Musketier versperrt es.
pen-crest-4 = Wappen des Kardinals 4
    .rules = Das Wappen des Kardinals: Hier betreten seine Schergen den Louvre, außer ein stehender Musketier versperrt es.
pen-crest-5 = Wappen des Kardinals 5
    .rules = Das Wappen des Kardinals: Hier betreten seine Schergen den Louvre, außer ein stehender Musketier versperrt es.
pen-crest-6 = Wappen des Kardinals 6
    .rules = Das Wappen des Kardinals: Hier betreten seine Schergen den Louvre, außer ein stehender Musketier versperrt es.
pen-crest-7 = Wappen des Kardinals 7
    .rules = Das Wappen des Kardinals: Hier betreten seine Schergen den Louvre, außer ein stehender Musketier versperrt es.
pen-crest-8 = Wappen des Kardinals 8
    .rules = Das Wappen des Kardinals: Hier betreten seine Schergen den Louvre, außer ein stehender Musketier versperrt es.
pen-crest-9 = Wappen des Kardinals 9
    .rules = Das Wappen des Kardinals: Hier betreten seine Schergen den Louvre, außer ein stehender Musketier versperrt es.
pen-crest-10 = Wappen des Kardinals 10
    .rules = Das Wappen des Kardinals: Hier betreten seine Schergen den Louvre, außer ein stehender Musketier versperrt es.
pen-portrait-0 = Porträt der Königin: 0
    .rules = Höchste Spannung: Am Ende eines Zuges gezogen, geht die Königin 0 Felder.
pen-portrait-1 = Porträt der Königin: 1
    .rules = Höchste Spannung: Am Ende eines Zuges gezogen, geht die Königin 1 Felder.
pen-portrait-2 = Porträt der Königin: 2
    .rules = Höchste Spannung: Am Ende eines Zuges gezogen, geht die Königin 2 Felder.
pen-all-for-one = Einer für alle, alle für einen!
    .rules = Einmal im Spiel, zu Beginn oder am Ende der Phase eines Musketiers: eine gemeinsame Phase; jeder stehende Musketier gewinnt 1 Leben zurück oder geht in einen Nachbarraum, dann darf er sich ausrüsten, Ausrüstung benutzen, geben, tauschen und sich duellieren.
