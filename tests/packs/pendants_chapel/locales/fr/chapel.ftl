# Le texte français du paquet.

louvre_confessional = Le confessionnal de la Salle basse
zone-confessional = Confessionnal
    .description = Une pièce étroite attenante à la Salle basse, avec un prie-Dieu où un mousquetaire blessé peut s'agenouiller et prier.

pack-pray = Prier
    .rules = Dans une salle pourvue d'un prie-Dieu, une fois à chacune de vos phases et à chaque fois que vous y entrez : si vous êtes blessé, récupérez tous les points de vie perdus.
