# The pack's names (English, the reference locale).
louvre_confessional = The Confessional (a pack)
zone-confessional = Confessional
pack-pray = Pray
    .rules = In a room with a prie-dieu, once per visit: get back every life point you lost.
