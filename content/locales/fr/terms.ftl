# Noms qui reviennent dans plusieurs jeux et cartes, en termes Fluent : `{ -cardinal }` au lieu du nom.

-cardinal = Cardinal
-guard = Garde du Cardinal
-musketeer = Mousquetaire
-mylady = Milady
-rochefort = Rochefort
