# Der deutsche Text des Beispielpakets.

cardinal-spy = Der Spion des Kardinals
    .rules = Eine Wache mit dem Wert 18. Wer ein Duell gegen den Spion verliert, schickt eine Karte seiner Hand ins Wirtshaus und zieht eine neue.

tavern = Das Wirtshaus
zone-tavern = Wirtshaus
    .description = Vom Spion des Kardinals fortgelockte Musketiere warten hier, bis jemand sie holt oder die Runde endet.

prompt-lured-to-tavern = Der Spion lockt einen deiner Musketiere fort: Welche Karte geht ins Wirtshaus?
prompt-visit-tavern = Im Wirtshaus warten Musketiere. Holst du einen auf die Hand?

option-fetch = { $card } holen
option-stay-out = Dort lassen

event-lured = { $player } schickt { $card } ins Wirtshaus.
