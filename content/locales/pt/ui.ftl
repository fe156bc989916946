# Mensagens do terminal e dos eventos do motor, comuns a todos os jogos.

ui-your-turn = É a sua vez.
ui-choose-one = Escreva o número da sua escolha:
ui-choose-exactly = { $count ->
    [one] Escreva um número:
   *[other] Escreva { $count } números, separados por vírgulas:
}
ui-choose-number = Escreva de { $min } a { $max } números, separados por vírgulas:
ui-invalid-choice = Essa escolha não é possível. Tente de novo.
ui-round = Turno { $round }
ui-step = Turno { $round }: { $step }
ui-winner = Vence: { $players }
ui-game-over = O jogo terminou.
ui-you-are = Você joga no lugar { $seat }.
ui-you = Você (lugar { $seat })
ui-seat = Lugar { $seat }
ui-player = Jogador
ui-cards = { $count ->
    [one] uma carta
   *[other] { $count } cartas
}
ui-face-down = carta virada para baixo ({ $zone })
ui-face-down-card = carta virada para baixo
ui-moved = { $cards } → { $zone }
ui-counter = { $who }: { $counter } { $value }
ui-resumed = O jogo salvo em { $path } continua.
ui-elsewhere = { $seat } joga esta partida na mesa web e deve responder agora: o jogo está salvo como está. Rode o mesmo comando de novo quando houver resposta.
ui-quit = Você saiu do jogo. Com --save ele pode continuar mais tarde.
event-round_started = Começa um novo turno: turno { $round }.
event-round_ended = O turno { $round } terminou.
ui-not-a-number = “{ $text }” não é um número.
ui-no-such-option = Não existe a escolha { $number }: escolha de 1 a { $max }.
ui-option-twice = Você indicou a mesma escolha duas vezes.
ui-wrong-count = { $min ->
    [one] { $max ->
        [one] Escolha exatamente uma opção, não { $count }.
       *[other] Escolha de 1 a { $max } opções, não { $count }.
    }
   *[other] Escolha de { $min } a { $max } opções, não { $count }.
}
ui-wrong-count-exact = { $wanted ->
    [one] Escolha exatamente uma opção, não { $count }.
   *[other] Escolha exatamente { $wanted } opções, não { $count }.
}
ui-you-named = Você ({ $name })
ui-hourglass = A ampulheta corre: restam { $seconds } segundos para a sua fase.
ui-the-game = O jogo
ui-rolled = { $who } rola { $dice }: { $faces }
ui-track = { $track }: { $value }

## Erros que os jogadores veem

error-game-over = A partida terminou.
error-game-broken = Um erro parou esta partida: continuem-na a partir do seu ficheiro guardado.
error-no-such-seat = Não há o lugar { $seat } nesta partida de { $seats } lugares.
error-nothing-to-decide = O lugar { $seat } não tem nada a decidir agora.
error-no-such-external = Este jogo não conhece nenhuma entrada externa «{ $name }».
error-no-house-rule = Este jogo não tem a regra da casa «{ $rule }». Oferece: { $offered }.
error-house-rules-together = As regras da casa { $first } e { $second } não se jogam juntas: escolham uma.

## Regras da casa

ui-house-rule = Regra da casa { $name }: { $text }
ui-house-rule-not-with = Não com { $rules }.
