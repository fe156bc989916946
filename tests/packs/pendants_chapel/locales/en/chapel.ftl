# The pack's English text (the pack declares en, de and fr).

louvre_confessional = The confessional off the Salle basse
zone-confessional = Confessional
    .description = A narrow room off the Salle basse with a prie-dieu, where a wounded musketeer may kneel and pray.

pack-pray = Pray
    .rules = In a room with a prie-dieu, once in each of your phases and each time you enter the room: if you are wounded, get back every life point you lost.
