# Der deutsche Text des Pakets.

mylady-tavern = Das Wirtshaus Zum Pinienzapfen
zone-pomme_de_pin = Zum Pinienzapfen
    .description = Für eine Aktion und ein Goldstück hört ein Musketier hier Gerüchte oder ruht sich aus; Mylady kann den Wein vergiften.

act-pomme-de-pin = Eine Runde Wein (1 Gold)
    .rules = Im Pinienzapfen, für 1 Aktion und 1 Gold: dem Klatsch lauschen und 2 Abenteuerkarten ziehen, oder ausruhen und 1 Wunde heilen.
loc-pomme-de-pin = Ort: Zum Pinienzapfen
    .rules = Findet sie kein Musketier, vergiftet Mylady am Ende der Musketierphase den Wein: Jeder Musketier im Wirtshaus erleidet 1 Wunde.

prompt-pomme-de-pin = Eine Runde Wein im Pinienzapfen: Was tust du?
option-gossip = Dem Klatsch lauschen (2 Abenteuerkarten ziehen)
option-rest = Ausruhen (1 Wunde heilen)
