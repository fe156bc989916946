# Messages du terminal et des événements du moteur, communs à tous les jeux.

ui-your-turn = À vous de jouer.
ui-choose-one = Entrez le numéro de votre choix :
ui-choose-exactly = { $count ->
    [one] Entrez un numéro :
   *[other] Entrez { $count } numéros, séparés par des virgules :
}
ui-choose-number = Entrez de { $min } à { $max } numéros, séparés par des virgules :
ui-invalid-choice = Ce choix n'est pas possible. Réessayez.
ui-round = Manche { $round }
ui-step = Manche { $round } : { $step }
ui-winner = Victoire : { $players }
ui-game-over = La partie est terminée.
ui-you-are = Vous jouez à la place { $seat }.
ui-you = Vous (place { $seat })
ui-seat = Place { $seat }
ui-player = Joueur
ui-cards = { $count ->
    [one] une carte
   *[other] { $count } cartes
}
ui-face-down = carte face cachée ({ $zone })
ui-face-down-card = carte face cachée
ui-moved = { $cards } → { $zone }
ui-counter = { $who } : { $counter } { $value }
ui-resumed = La partie enregistrée dans { $path } reprend.
ui-elsewhere = { $seat } joue cette partie à la table web et doit répondre maintenant : la partie est enregistrée telle quelle. Relancez la même commande une fois la réponse donnée.
ui-quit = Vous avez quitté la partie. Avec --save, elle pourra reprendre plus tard.
event-round_started = Une nouvelle manche commence : manche { $round }.
event-round_ended = La manche { $round } est terminée.
ui-not-a-number = « { $text } » n'est pas un nombre.
ui-no-such-option = Il n'y a pas de choix { $number } : choisissez de 1 à { $max }.
ui-option-twice = Vous avez indiqué deux fois le même choix.
ui-wrong-count = { $min ->
    [one] { $max ->
        [one] Choisissez exactement une possibilité, pas { $count }.
       *[other] Choisissez de 1 à { $max } possibilités, pas { $count }.
    }
   *[other] Choisissez de { $min } à { $max } possibilités, pas { $count }.
}
ui-wrong-count-exact = { $wanted ->
    [one] Choisissez exactement une possibilité, pas { $count }.
   *[other] Choisissez exactement { $wanted } possibilités, pas { $count }.
}
ui-you-named = Vous ({ $name })
ui-hourglass = Le sablier s'écoule : encore { $seconds } secondes pour votre phase.
ui-the-game = Le jeu
ui-rolled = { $who } lance { $dice } : { $faces }
ui-track = { $track } : { $value }

## Erreurs que voient les joueurs

error-game-over = La partie est finie.
error-game-broken = Une erreur a arrêté cette partie : reprenez-la depuis sa sauvegarde.
error-no-such-seat = Il n'y a pas de place { $seat } dans cette partie à { $seats } places.
error-nothing-to-decide = La place { $seat } n'a rien à décider pour l'instant.
error-no-such-external = Ce jeu ne connaît aucune entrée extérieure « { $name } ».
error-no-house-rule = Ce jeu n'a pas de règle maison « { $rule } ». Il propose : { $offered }.
error-house-rules-together = Les règles maison { $first } et { $second } ne se jouent pas ensemble : choisissez-en une.

## Règles maison

ui-house-rule = Règle maison { $name } : { $text }
ui-house-rule-not-with = Pas avec { $rules }.
