# A mesa no navegador (rulekit serve) e os comandos do terminal, para todos os jogos.

## A página inicial e uma mesa nova

web-title = rulekit: uma mesa para jogos de tabuleiro e de cartas
web-intro = Escolha um jogo, quantos jogam e em que língua; depois quem se senta onde.
web-players = Jogadores
web-language = Língua
web-house-rules = Regras da casa
web-choose-seats = Escolher os lugares
web-saved-tables = Mesas guardadas
web-saved-tables-hint = { $count ->
    [one] Há uma mesa guardada aqui; as suas ligações continuam válidas depois de um reinício.
   *[other] Há { $count } mesas guardadas aqui; as suas ligações continuam válidas depois de um reinício.
}
web-packs = Pacotes de conteúdo
web-packs-hint = { $count ->
    [one] Foi encontrado um pacote de conteúdo. Para jogar com ele no terminal: rulekit play JOGO --pack ID.
   *[other] Foram encontrados { $count } pacotes de conteúdo. Para jogar com um deles no terminal: rulekit play JOGO --pack ID.
}
web-seats-intro = Para cada jogador: neste navegador (quem joga aqui reveza-se num único ecrã), convidado com uma ligação própria, ou jogado por um agente.
web-kind-here = Neste navegador
web-kind-invite = Convidado (ligação própria)
web-kind-agent = Agente: { $agent }
web-seed = Semente
web-seed-random = ao acaso
web-seed-alone = só quando uma única pessoa joga, contra agentes
web-start = Começar a partida
web-table-ready = A mesa está pronta.
web-invite-hint = Envie a cada convidado a sua própria ligação. Quem tem uma ligação vê as cartas desse lugar: não a dê a mais ninguém.
web-play-here = Sentar e jogar

## A página de um lugar

web-waiting = À espera de { $players }.
web-log = O que aconteceu
web-filter = Mostrar só
web-all = Tudo
web-confirm = Confirmar
web-undo = Desfazer a minha última jogada
web-download-record = Descarregar o registo desta partida
web-face-down = { $count ->
    [one] uma carta virada para baixo
   *[other] { $count } cartas viradas para baixo
}
web-pass-to = Passe o ecrã a { $person }.
web-reveal = Sou { $person }: mostrar as minhas cartas

## Erros (nada mudou)

web-error = Algo correu mal
web-error-no-table = Não há nenhuma mesa para esta ligação. Verifique o endereço ou comece uma mesa nova.
web-error-no-game = Não existe o jogo { $game }.
web-error-players = Escolha entre { $min } e { $max } jogadores.
web-error-bad-request = Não foi possível entender o pedido: nada foi alterado.
web-error-not-your-turn = Não é a sua vez: nada mudou.
web-error-stale = A partida avançou desde esta pergunta: nada mudou. Eis a pergunta atual.
web-error-bad-option = Essa escolha não existe nesta pergunta: nada mudou.
web-error-over = A partida terminou.
web-error-not-over = O registo pode ser descarregado quando a partida terminar.
web-error-seats = Indique para cada jogador quem o joga.
web-error-agent = Esse agente não existe.
web-error-bad-form = Não foi possível ler o formulário: nada foi iniciado nem alterado.
web-error-bad-message = Não foi possível entender esta mensagem: nada foi alterado.
web-error-damaged = O arquivo salvo desta mesa está danificado e o jogo não pode continuar. Ele ficou como estava: quem roda o servidor pode verificá-lo com rulekit replay.
web-error-elsewhere = O jogo foi continuado em outro lugar (num terminal) enquanto isso: a sua jogada não foi salva. Eis o jogo como está agora.
web-error-seed = Quem escolhe a semente conhece todas as cartas ocultas. Escolha uma só quando uma única pessoa joga, contra agentes.
web-error-seed-range = A semente deve ser um número inteiro de 0 a { $max }.
web-error-house-rule = Este jogo não tem a regra da casa { $name }.
web-error-cannot-start = Não é possível abrir uma mesa com estas configurações.
web-error-undo-nothing = Não tem nenhuma jogada para desfazer.
web-error-undo-over = A partida terminou: as jogadas já não podem ser desfeitas.
web-error-undo-other-seat = Outro jogador jogou entretanto: a sua jogada já não pode ser desfeita.
web-error-undo-random = Entretanto tirou-se uma carta, baralhou-se ou lançaram-se dados: a sua jogada já não pode ser desfeita.
web-error-undo-revealed = Entretanto foi-lhe mostrada uma carta: a sua jogada já não pode ser desfeita.
web-error-undo-external = Entretanto o tempo esgotou-se: a sua jogada já não pode ser desfeita.

## Tipos de escolhas (navegador e terminal)

ui-kind-move = Mover
ui-kind-play = Jogar
ui-kind-fight = Combater
ui-kind-end = Terminar
ui-kind-other = Outro

## Os comandos do terminal

ui-filter-hint = Escreva um tipo ({ $kinds }) para ver só essas escolhas, «tudo» para todas, «ajuda» para os comandos.
ui-help = Escreva o número de uma escolha (vários separados por vírgulas quando pedido). Comandos: ajuda, mapa (o tabuleiro), registro (as últimas linhas), tudo (todas as escolhas), um tipo de escolha (só essas), desfazer (desfazer a sua última jogada), sair. Os comandos em inglês também valem.
# Words typed at the terminal's prompt instead of option numbers (the English ones work in every language)
ui-word-help = ajuda
ui-word-map = mapa
ui-word-log = registro
ui-word-all = tudo
ui-word-undo = desfazer
ui-word-quit = sair
ui-map = O tabuleiro:
ui-no-map = Este jogo não tem um tabuleiro de casas.
ui-undone = A sua última jogada foi desfeita.
ui-undo-nothing = Não tem nenhuma jogada para desfazer.
ui-undo-over = A partida terminou: as jogadas já não podem ser desfeitas.
ui-undo-other-seat = Outro jogador jogou entretanto: a sua jogada já não pode ser desfeita.
ui-undo-random = Entretanto tirou-se uma carta, baralhou-se ou lançaram-se dados: a sua jogada já não pode ser desfeita.
ui-undo-revealed = Entretanto foi-lhe mostrada uma carta: a sua jogada já não pode ser desfeita.
ui-undo-external = Entretanto o tempo esgotou-se: a sua jogada já não pode ser desfeita.

## O fim de uma partida

ui-end-other = A partida terminou ({ $reason }).
ui-no-winner = Ninguém ganha.
end-end_condition = A partida chegou ao fim.
end-round_limit = A partida chegou à última ronda.
side-musketeers = os mosqueteiros
side-mylady = Milady
side-cardinal = o Cardeal
web-error-time-up = A ampulheta esgotou-se: a sua fase terminou.
