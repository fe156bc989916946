# Nomi che ricorrono in più giochi e carte, come termini Fluent: `{ -cardinal }` invece del nome.

-cardinal = Cardinale
-guard = Guardia del Cardinale
-musketeer = Moschettiere
-mylady = Milady
-rochefort = Rochefort
