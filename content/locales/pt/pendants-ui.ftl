# O Pendente da Rainha: o que as regras perguntam, oferecem e anunciam durante a partida (português).
# Referência: en/pendants-ui.ftl.

## Perguntas: a preparação

prompt-extra-chest-count = Ajuda para os Mosqueteiros: quantos baús a mais querem, um ou dois?
prompt-extra-chest = Escolham o aposento de cada baú a mais.
prompt-extra-crest-count = Ajuda para o Cardeal: quantos brasões a mais quer, um ou dois?
prompt-extra-crest = Escolha o aposento de cada brasão a mais.
prompt-carpet-count = O seu lado aceita um desafio: quantos tapetes, um ou dois?
prompt-cover-chest = Quais baús somem sob um tapete?
prompt-cover-crest = Quais brasões somem sob um tapete?
prompt-share-the-fourth = Quatro jogadores: como dividem o quarto mosqueteiro?
prompt-pendant-keeper = Os quatro pendentes estão virados: distribuí-los ao acaso, ou escolher em segredo quem leva o verdadeiro?

## Perguntas: o Cardeal

prompt-cardinal-action = Cardeal, qual é o seu próximo lance?
prompt-duel-order = Há duelos à espera em vários aposentos: qual é lutado primeiro?
prompt-discard-special = Você só pode ficar com três cartas especiais: qual descarta?
prompt-special-effect = Esta carta tem dois efeitos: qual você escolhe?
prompt-secret-passage-link = Qual passagem secreta se abre para os seus lacaios nesta fase?
prompt-perfume-target = Milady usa o seu Perfume irresistível: qual mosqueteiro cai nele?
prompt-reserve-henchmen = Quais lacaios você chama de volta à reserva?
prompt-portcullis-link = Qual passagem a Porta levadiça fecha?
prompt-pistol-target = Rochefort saca a pistola: em qual mosqueteiro atira?
prompt-assign-hits = Os golpes não se dividem igualmente: quem leva um a mais?

## Perguntas: os mosqueteiros

prompt-musketeer-action = O que você faz agora na sua fase?
prompt-collective-action = Um por todos! Você recupera o fôlego ou passa ao aposento ao lado?
prompt-before-hits = Golpes vão atingi-lo: bebe algo antes?
prompt-duel-begins = Um duelo vai começar: joga uma carta antes dos dados?
prompt-duel-round = Uma rodada do duelo vai ser rolada: joga uma carta antes?
prompt-cape-retreat = Para qual aposento você escapa?
prompt-secret-passage = Por qual passagem secreta você vai?
prompt-door-link = Qual passagem a Porta dos Mosqueteiros fecha?
prompt-give-back = Um amigo acabou de lhe dar um marcador: você devolve um?
prompt-swap-back = Um amigo lhe oferece um marcador, mas você já carrega o máximo permitido: troca um dos seus por ele?
prompt-accept-swap = Um amigo propõe trocar de pendente com você: aceita?

## Opções

option-pendants-move = Ir para { $to }
option-pendants-go = Mandar { $f } para { $to }
option-pendants-duel = Lutar o duelo
option-pendants-equip = Pegar um marcador do baú
option-use = Usar { $t }
option-drink = Beber { $t }
option-pendants-act = Fazer a ação do aposento: { $a }
option-give = Dar { $t } a { $to }
option-swap = Propor a { $other } uma troca de pendentes
option-all-for-one = Jogar Um por todos
option-pendants-end = Encerrar a fase
option-recover = Recuperar 1 ponto de vida
option-back = Devolver { $b }
option-take-for = Pegar { $got } em troca do seu { $b }
option-no-return = Não devolver nada
option-accept = Aceitar
option-refuse = Recusar
option-at = Fechar { $l }
option-to = Escapar para { $r }
option-open = Abrir { $l }
option-at-random = Distribuí-los ao acaso
option-keeper = { $k } leva o pendente verdadeiro
option-one-runs-two = Um de nós conduz dois mosqueteiros
option-take-turns = Conduzimos Athos alternadamente
option-special = Jogar { $c }
option-seduce = Milady tenta seduzir { $m }
option-reinforce = Trazer { $kind } para { $room }
option-call = Jogar a Chamada do Cardeal
option-secret-passage = Passagem secreta
option-move-portcullis = Remover a Porta levadiça
option-1 = Um
option-2 = Dois
option-guard = um Guarda
option-milady = Milady
option-rochefort = Rochefort

## Passos

step-variant_rooms = baús e brasões são postos no Louvre
step-share_the_fourth = os mosqueteiros dividem o quarto mosqueteiro
step-decks = as cartas são embaralhadas
step-pendants = os pendentes são distribuídos
step-equipment = o equipamento é distribuído e os baús enchidos
step-figures = as figuras tomam os seus lugares
step-first_special = o Cardeal compra a primeira carta especial
step-turn_card = uma carta do turno é revelada
step-phases = as fases da carta são jogadas
step-queen = a Rainha avança rumo ao Rei

## Eventos

event-pendants-turn_card_drawn = { $card } é revelada: agora vêm as suas fases.
event-pendants-musketeer_moved = { $musketeer } entra em { $room }.
event-pendants-henchman_moved = O Cardeal manda { $henchman } para { $room }.
event-pendants-reinforced = { $henchman } entra no Louvre em { $room }.
event-pendants-equipped = { $musketeer } pega um marcador do baú.
event-pendants-duel_ended = O duelo em { $room } terminou.
event-pendants-stunned = { $musketeer } ficou sem vida e está atordoado: a Rainha avança um quadrado rumo ao Rei.
event-pendants-pendant_revealed = { $true_pendant ->
    [1] { $musketeer } está atordoado diante dos homens do Cardeal, e leva o pendente verdadeiro!
   *[other] { $musketeer } está atordoado diante dos homens do Cardeal, mas o seu pendente é falso.
}
event-pendants-pendant_seen = Milady seduziu { $musketeer }: agora o Cardeal sabe que pendente ele leva.
event-pendants-seduction_failed = { $musketeer } resiste ao charme de Milady.
event-pendants-queen_comforted = { $musketeer } chega ao salão de baile sem o pendente verdadeiro: conforta a Rainha, que recua, e sai do jogo.
event-pendants-all_for_one = Um por todos! Os mosqueteiros agem juntos numa fase extra.
event-pendants-cardinals_call = O Cardeal lança a sua Chamada: os seus lacaios ganham uma fase extra.
event-pendants-portrait_drawn = { $squares ->
    [0] Um marcador de retrato é comprado: a Rainha fica onde está.
    [one] Um marcador de retrato é comprado: a Rainha avança { $squares } quadrado.
   *[other] Um marcador de retrato é comprado: a Rainha avança { $squares } quadrados.
}

## Contadores

counter-rooms_per_phase = Aposentos que um mosqueteiro percorre por fase
    .description = Os aposentos que um mosqueteiro pode percorrer na sua fase («Movimento»).
counter-henchman_rooms = Aposentos que um lacaio percorre por um ponto
    .description = Os aposentos que um lacaio percorre por um ponto de ação.
counter-gear_limit = Marcadores que um mosqueteiro pode ter
    .description = Os marcadores de equipamento que um mosqueteiro pode ter.
counter-hand_limit = Cartas especiais que o Cardeal pode ter
    .description = As cartas especiais que o Cardeal pode ter na mão.
counter-chest_height = Marcadores em cada baú
    .description = Os marcadores em cada baú na preparação.
counter-turn_number = Turnos jogados
    .description = Os turnos jogados até agora.
counter-phase_no = Fases jogadas
    .description = As fases iniciadas até agora: um lacaio ou marcador carimbado com este número agiu nesta fase.
counter-duel_no = Duelos lutados
    .description = Os duelos iniciados até agora: um mosqueteiro carimbado com este número caiu neste duelo.
counter-special_used = Carta especial jogada nesta fase
    .description = 1 quando o Cardeal já jogou uma carta especial nesta fase.
counter-cardinal_acted = O Cardeal já agiu nesta fase
    .description = 1 quando o Cardeal já agiu nesta fase (os Reforços vêm primeiro).
counter-dueling = Um duelo começou nesta fase
    .description = 1 quando um duelo começou nesta fase do Cardeal: nenhum lacaio se move mais.
counter-calling = A Chamada do Cardeal está em curso
    .description = 1 durante a fase extra da Chamada do Cardeal.
counter-duel_bonus_dice = Dados vermelhos a mais nesta rodada
    .description = Os dados que o Cardeal acrescenta na próxima rodada do duelo (Guardas enfurecidos).
counter-duel_hit = Valor de golpe dos lacaios nesta rodada
    .description = O valor de golpe dos lacaios na próxima rodada do duelo, 0 para o deles mesmos (Guarda de elite).
counter-four_players = Quatro jogadores
    .description = 1 com quatro jogadores: os mosqueteiros escolhem como partilhar o quarto mosqueteiro.
counter-shared_turns = O quarto mosqueteiro é conduzido alternadamente
    .description = 1 quando os jogadores mosqueteiros conduzem o mosqueteiro partilhado alternadamente (quatro jogadores).
counter-extra_chests = Variante: baús a mais
    .description = Variante «ajuda aos mosqueteiros»: 1 se escolhida.
counter-extra_crests = Variante: brasões a mais
    .description = Variante «ajuda ao Cardeal»: 1 se escolhida.
counter-covered_chests = Variante: baús sob tapetes
    .description = Variante «desafio para os mosqueteiros»: 1 se escolhida.
counter-covered_crests = Variante: brasões sob tapetes
    .description = Variante «desafio para o Cardeal»: 1 se escolhida.
counter-suspense = Variante: suspense máximo
    .description = Variante «suspense máximo»: 1 se escolhida.
counter-open_draw = Variante: compra visível
    .description = Variante «compra visível»: 1 se escolhida.
counter-open_secret = Passagem secreta aberta
    .description = A passagem secreta (número da ligação) que uma carta especial abriu aos lacaios nesta fase; 0 nenhuma.
counter-steps = Aposentos ainda por percorrer
    .description = Os aposentos que o mosqueteiro ainda pode percorrer nesta fase.
counter-equipped_here = Já se equipou neste aposento
    .description = 1 quando ele já se equipou no aposento em que está.
counter-acted_room = Já fez a ação deste aposento
    .description = 1 quando ele já fez a ação própria do aposento desde que entrou nele.
counter-recovering = Está se levantando
    .description = 1 na fase em que um mosqueteiro atordoado se levanta: sem movimento, sem equipamento.
counter-acted = Já agiu nesta fase
    .description = 1 quando ele já fez algo na sua fase (o Um por todos então a encerra).
counter-swapped = Já trocou de pendente nesta fase
    .description = 1 quando ele já trocou de pendente nesta fase.
counter-incoming = Golpes a caminho
    .description = Os golpes prestes a atingi-lo nesta rodada do duelo.
counter-dodging = Esquiva nesta rodada
    .description = 1 quando nenhum golpe o atinge nesta rodada do duelo (Aramis).
counter-extra_dice = Dados a mais nesta rodada
    .description = Os dados que ele acrescenta nesta rodada do duelo (d'Artagnan).
counter-duel_hits = Golpes acertados nesta rodada
    .description = Os golpes que ele acerta nesta rodada do duelo.
counter-fell = Caiu no duelo n.º
    .description = O duelo (duel_no) em que ele perdeu a sua última vida.
counter-stunned = atordoado
counter-link = em posição
counter-moved_in = movido
counter-entered_by = entrou
counter-handed = passado
counter-seen = visto pelo Cardeal

## Dados

dice-d6 = os dados

## Por que a partida terminou

end-pendants-pendant_returned = Um mosqueteiro chegou ao salão de baile com o pendente verdadeiro: os mosqueteiros vencem.
end-pendants-queen_meets_king = A Rainha chegou ao Rei sem o seu pendente: o Cardeal vence.
end-pendants-true_pendant_revealed = O pendente verdadeiro caiu nas mãos do Cardeal: o Cardeal vence.
end-pendants-round_limit = A partida chegou à última rodada sem vencedor.

## Regras da casa

house-rule-pendants-musketeers-help = Ajuda aos mosqueteiros: um ou dois baús a mais com fichas de cantos dourados, colocados pelos mosqueteiros (regras).
house-rule-pendants-cardinal-help = Ajuda ao Cardeal: um ou dois brasões a mais por onde entram os capangas, cada um com um guarda (regras).
house-rule-pendants-musketeers-challenge = Desafio para os mosqueteiros: um ou dois baús debaixo de tapetes, cada um com três fichas a menos (regras).
house-rule-pendants-cardinal-challenge = Desafio para o Cardeal: um ou dois brasões debaixo de tapetes, cada um com um guarda a menos (regras).
house-rule-pendants-maximum-suspense = Suspense máximo: uma ficha de retrato tirada ao acaso (0, 1 ou 2), e não a carta, diz quanto a Rainha avança (regras).
house-rule-pendants-open-draw = Compra aberta: os mosqueteiros mostram ao Cardeal cada ficha de equipamento que tiram (regras).
house-rule-pendants-king-14 = O Rei espera na casa 14: mais difícil para os mosqueteiros (regras).
house-rule-pendants-king-13 = O Rei espera na casa 13: ainda mais difícil (regras).
house-rule-pendants-king-12 = O Rei espera na casa 12: para os mais ousados (regras).
