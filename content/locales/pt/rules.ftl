# A linguagem dos efeitos em palavras: o que `rulekit show` e os textos das cartas dizem de um efeito.
# Variáveis: as partes da instrução, já em palavras, ou números. Mantenha as variáveis; a ordem das palavras é livre.

## Instruções

words-let = seja { $name }: { $value }
words-set = { $target } passa a ser { $value }
words-add = somar { $value } a { $target }
words-subtract = tirar { $value } de { $target }
words-if = se { $condition }:
words-elif = senão, se { $condition }:
words-else = senão:
words-for = para cada { $name } de { $items }:
words-repeat = { $count ->
        [one] uma vez:
       *[other] { $count } vezes:
    }
words-while = enquanto { $condition }:
words-choose = { $player } escolhe:
words-choose-each = cada { $name } de { $players } escolhe em segredo:
words-option-each = (uma para cada { $name } de { $items })
words-option-if = (só se { $condition })
words-return = o resultado é { $value }
words-stop = parar aqui
words-break = sair do ciclo
words-continue = passar ao seguinte

## Valores e operadores

words-true = sim
words-false = não
words-none = nada
words-empty = nada
words-it = ele
words-self = esta carta
words-of = { $name } de { $owner }
words-plus = { $left } mais { $right }
words-minus = { $left } menos { $right }
words-times = { $left } vezes { $right }
words-divided = { $left } dividido por { $right } (arredondado para baixo)
words-modulo = o resto de { $left } dividido por { $right }
words-negative = menos { $value }
words-eq = { $left } é { $right }
words-ne = { $left } não é { $right }
words-lt = { $left } é menor que { $right }
words-le = { $left } é no máximo { $right }
words-gt = { $left } é maior que { $right }
words-ge = { $left } é pelo menos { $right }
words-in = { $left } está entre { $right }
words-not-in = { $left } não está entre { $right }
words-and = { $left } e { $right }
words-or = { $left } ou { $right }
words-not = não { $value }
words-where = { $items } em que { $condition }

## Ações do motor

words-call-move = pôr { $cards } em { $to }
words-call-draw = comprar { $count ->
        [one] uma carta
       *[other] { $count } cartas
    } de { $source } para { $to }
words-call-shuffle = baralhar { $zone }
words-call-signal = acontece { $event }
words-call-end_game = o jogo termina
words-call-choose_card = { $player } escolhe uma carta de { $cards }
words-call-choose_cards = { $player } escolhe { $count ->
        [one] uma carta
       *[other] { $count } cartas
    } de { $cards }
words-call-choose_player = { $player } escolhe um jogador de { $among }
words-call-choose_one = { $player } escolhe entre { $options }
words-call-pick = { $player } escolhe { $count } de { $values }
words-call-secret_pick = { $players } põem cada um { $count ->
        [one] uma carta
       *[other] { $count } cartas
    } de { $source } viradas para baixo em { $to }, em segredo
words-call-roll = lançar { $count } dados { $dice }
words-call-reroll = relançar { $which } de { $faces }
words-call-random = um número ao acaso abaixo de { $bound }
words-call-reveal = mostrar { $cards } a { $to }
words-call-respond = todos podem responder a { $event }
words-call-advance = avançar o marcador de { $track } { $steps } casas
words-call-take_turn = { $player } joga com { $points } pontos de ação
words-call-spend = gastar { $points } pontos de ação
words-call-gain_points = ganhar { $points } pontos de ação
words-call-end_turn = o turno termina
words-call-block = bloquear { $link } com { $by }
words-call-unblock = reabrir { $link }

## Perguntas do motor

words-call-count = o número de { $items }
words-call-sum = a soma de { $values }
words-call-max = o maior de { $values }
words-call-min = o menor de { $values }
words-call-top = a carta do topo de { $zone }
words-call-cards_in = as cartas em { $zone }
words-call-best = a melhor de { $cards } por { $first }
words-call-worst = a pior de { $cards } por { $first }
words-call-owner = o dono de { $card }
words-call-active_player = o jogador ativo
words-call-points_left = os pontos de ação restantes
words-call-players_where_counter = os jogadores com { $counter } igual a { $value }
words-call-seat_named = o lugar { $name }
words-call-sees = { $player } vê { $card }
words-call-count_faces = os dados de { $faces } que mostram { $face }
words-call-highest = os { $n } mais altos de { $faces }
words-call-lowest = os { $n } mais baixos de { $faces }
words-call-sorted_faces = { $faces }, do mais alto
words-call-compare_pools = { $a } contra { $b }, dado a dado
words-call-neighbours = os espaços vizinhos de { $space }
words-call-reachable = os espaços a até { $steps } passos de { $start }
words-call-distance = a distância de { $a } a { $b }
words-call-path = o caminho de { $a } a { $b }
words-call-links = as passagens de { $space }
words-call-link_between = a passagem de { $a } a { $b }
words-call-blocked = { $link } está bloqueado
words-call-tagged = { $space } é { $tag }
words-call-spaces_tagged = os espaços { $tag }
words-call-track_value = { $name } na trilha { $track }
words-call-track_end = a última casa da trilha { $track }
