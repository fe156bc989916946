# Names that recur across the games and their cards, as Fluent terms: write `{ -cardinal }` in any message
# instead of retyping the name, so it is translated once. Terms are never shown alone.

-cardinal = Cardinal
-guard = Cardinal's Guard
-musketeer = Musketeer
-mylady = Mylady
-rochefort = Rochefort
