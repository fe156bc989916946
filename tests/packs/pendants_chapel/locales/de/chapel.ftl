# Der deutsche Text des Pakets.

louvre_confessional = Die Beichtkapelle an der Unteren Halle
zone-confessional = Beichtkapelle
    .description = Ein schmaler Raum neben der Unteren Halle mit einem Betstuhl, an dem ein verwundeter Musketier niederknien und beten darf.

pack-pray = Beten
    .rules = In einem Raum mit Betstuhl, einmal in jeder deiner Phasen und jedes Mal, wenn du den Raum betrittst: Bist du verwundet, erhältst du alle verlorenen Lebenspunkte zurück.
