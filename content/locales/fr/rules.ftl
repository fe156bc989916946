# Le langage des effets en mots : ce que `rulekit show` et les textes des cartes disent d'un effet.
# Variables : les parties de l'instruction, déjà en mots, ou des nombres. Gardez les variables ; l'ordre des mots est libre.

## Instructions

words-let = soit { $name } : { $value }
words-set = { $target } devient { $value }
words-add = ajouter { $value } à { $target }
words-subtract = retirer { $value } de { $target }
words-if = si { $condition } :
words-elif = sinon, si { $condition } :
words-else = sinon :
words-for = pour chaque { $name } de { $items } :
words-repeat = { $count ->
        [one] une fois :
       *[other] { $count } fois :
    }
words-while = tant que { $condition } :
words-choose = { $player } choisit :
words-choose-each = chaque { $name } de { $players } choisit en secret :
words-option-each = (une pour chaque { $name } de { $items })
words-option-if = (seulement si { $condition })
words-return = le résultat est { $value }
words-stop = s'arrêter ici
words-break = sortir de la boucle
words-continue = passer au suivant

## Valeurs et opérateurs

words-true = oui
words-false = non
words-none = rien
words-empty = rien
words-it = il
words-self = cette carte
words-of = { $name } de { $owner }
words-plus = { $left } plus { $right }
words-minus = { $left } moins { $right }
words-times = { $left } fois { $right }
words-divided = { $left } divisé par { $right } (arrondi vers le bas)
words-modulo = le reste de { $left } divisé par { $right }
words-negative = moins { $value }
words-eq = { $left } vaut { $right }
words-ne = { $left } ne vaut pas { $right }
words-lt = { $left } est inférieur à { $right }
words-le = { $left } vaut au plus { $right }
words-gt = { $left } est supérieur à { $right }
words-ge = { $left } vaut au moins { $right }
words-in = { $left } est parmi { $right }
words-not-in = { $left } n'est pas parmi { $right }
words-and = { $left } et { $right }
words-or = { $left } ou { $right }
words-not = non { $value }
words-where = { $items } où { $condition }

## Actions du moteur

words-call-move = mettre { $cards } dans { $to }
words-call-draw = piocher { $count ->
        [one] une carte
       *[other] { $count } cartes
    } de { $source } dans { $to }
words-call-shuffle = mélanger { $zone }
words-call-signal = { $event } a lieu
words-call-end_game = la partie se termine
words-call-choose_card = { $player } choisit une carte parmi { $cards }
words-call-choose_cards = { $player } choisit { $count ->
        [one] une carte
       *[other] { $count } cartes
    } parmi { $cards }
words-call-choose_player = { $player } choisit un joueur parmi { $among }
words-call-choose_one = { $player } choisit parmi { $options }
words-call-pick = { $player } prend { $count } parmi { $values }
words-call-secret_pick = { $players } posent chacun { $count ->
        [one] une carte
       *[other] { $count } cartes
    } de { $source } face cachée dans { $to }, en secret
words-call-roll = lancer { $count } dés { $dice }
words-call-reroll = relancer { $which } de { $faces }
words-call-random = un nombre au hasard sous { $bound }
words-call-reveal = montrer { $cards } à { $to }
words-call-respond = chacun peut répondre à { $event }
words-call-advance = avancer le marqueur de { $track } de { $steps } cases
words-call-take_turn = { $player } joue avec { $points } points d'action
words-call-spend = dépenser { $points } points d'action
words-call-gain_points = gagner { $points } points d'action
words-call-end_turn = le tour se termine
words-call-block = bloquer { $link } avec { $by }
words-call-unblock = rouvrir { $link }

## Questions du moteur

words-call-count = le nombre de { $items }
words-call-sum = la somme de { $values }
words-call-max = le plus grand de { $values }
words-call-min = le plus petit de { $values }
words-call-top = la carte du dessus de { $zone }
words-call-cards_in = les cartes de { $zone }
words-call-best = la meilleure de { $cards } selon { $first }
words-call-worst = la moins bonne de { $cards } selon { $first }
words-call-owner = le propriétaire de { $card }
words-call-active_player = le joueur actif
words-call-points_left = les points d'action restants
words-call-players_where_counter = les joueurs dont { $counter } vaut { $value }
words-call-seat_named = la place { $name }
words-call-sees = { $player } voit { $card }
words-call-count_faces = les dés de { $faces } montrant { $face }
words-call-highest = les { $n } plus hauts de { $faces }
words-call-lowest = les { $n } plus bas de { $faces }
words-call-sorted_faces = { $faces }, du plus haut au plus bas
words-call-compare_pools = { $a } contre { $b }, dé par dé
words-call-neighbours = les cases voisines de { $space }
words-call-reachable = les cases à { $steps } pas de { $start }
words-call-distance = la distance de { $a } à { $b }
words-call-path = le chemin de { $a } à { $b }
words-call-links = les passages de { $space }
words-call-link_between = le passage de { $a } à { $b }
words-call-blocked = { $link } est bloqué
words-call-tagged = { $space } est { $tag }
words-call-spaces_tagged = les cases { $tag }
words-call-track_value = { $name } sur la piste { $track }
words-call-track_end = la dernière case de la piste { $track }
