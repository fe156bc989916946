# Namen, die in mehreren Spielen und Karten vorkommen, als Fluent-Terme: `{ -cardinal }` statt des Namens.

-cardinal = Kardinal
-guard = Garde des Kardinals
-musketeer = Musketier
-mylady = Mylady
-rochefort = Rochefort
