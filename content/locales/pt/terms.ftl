# Nomes que se repetem em vários jogos e cartas, como termos Fluent: `{ -cardinal }` em vez do nome.

-cardinal = Cardeal
-guard = Guarda do Cardeal
-musketeer = Mosqueteiro
-mylady = Milady
-rochefort = Rochefort
