# O Pendente da Rainha: perguntas, opções, passos e eventos das regras durante a partida (português).
# Referência: en/pendants-ui.ftl. step-prepare fica aqui porque o português não tem mylady.ftl (em inglês está lá);
# event-duel_ended falta: o id já é de mylady.ftl em inglês, com outras variáveis.

## Perguntas: preparar as variantes

prompt-extra-chest-count = Ajuda aos mosqueteiros: quantos baús a mais você quer, um ou dois?
prompt-extra-chest = Escolha o aposento de cada baú a mais.
prompt-extra-crest-count = Ajuda ao Cardeal: quantos brasões a mais você quer, um ou dois?
prompt-extra-crest = Escolha o aposento de cada brasão a mais.
prompt-carpet-count = O seu lado aceita um desafio: quantos tapetes, um ou dois?
prompt-cover-chest = Quais baús somem debaixo de um tapete?
prompt-cover-crest = Quais brasões somem debaixo de um tapete?

## Perguntas: o Cardeal

prompt-cardinal-action = Cardeal, qual é o seu próximo lance?
prompt-duel-order = Há duelos à espera em vários aposentos: qual é travado primeiro?
prompt-discard-special = Você só pode ficar com três cartas especiais: qual sai?
prompt-special-effect = Esta carta pode fazer duas coisas: qual você quer?
prompt-secret-passage-link = Que passagem secreta se abre para os seus lacaios nesta fase?
prompt-perfume-target = Milady usa o seu Perfume irresistível: que mosqueteiro cai no encanto?
prompt-reserve-henchmen = Que lacaios você chama de volta para a reserva?
prompt-portcullis-link = Que passagem a porta levadiça fecha?
prompt-duel-card = Começa um duelo: você joga uma carta para o primeiro round?
prompt-pistol-target = Rochefort saca a pistola: em que mosqueteiro ele atira?
prompt-assign-hits = Os acertos não se dividem por igual: quem leva um a mais?

## Perguntas: os mosqueteiros

prompt-musketeer-action = O que você faz agora na sua fase?
prompt-collective-action = Todos por um! Você recupera o fôlego ou passa para o aposento ao lado?
prompt-drink-potion = Os golpes que vêm aí o deixariam atordoado: beber uma Poção antes?
prompt-throw-cape = Você está sendo atacado: jogar a Capa e escapulir antes que rolem os dados?
prompt-cape-retreat = Para que aposento você escapole?
prompt-secret-strike = Usar um Golpe secreto para tirar já um adversário da luta?
prompt-door-link = Que passagem a Porta dos Mosqueteiros fecha?
prompt-give-back = Um amigo acabou de lhe dar um marcador: você devolve um dos seus?
prompt-accept-swap = Um amigo propõe trocar de pendente com você: aceita?

## Rótulos das opções

pendants-move = Mover
pendants-seduce = Milady tenta seduzir
pendants-special = Jogar uma carta especial
pendants-reinforce = Trazer da reserva
pendants-duel = Travar o duelo
pendants-call = Jogar a Chamada do Cardeal
pendants-end = Encerrar a fase
pendants-equip = Pegar um marcador do baú
pendants-use = Usar
pendants-give = Dar um marcador
pendants-swap = Propor uma troca de pendentes
pendants-all-for-one = Jogar Todos por um
pendants-heal = Recuperar 1 ponto de vida
pendants-one = Um
pendants-two = Dois
pendants-yes = Sim
pendants-no = Não
pendants-none = Nada
pendants-drink = Beber
pendants-cape = Jogar a Capa
pendants-strike = Golpear

## Efeitos das cartas especiais

pendants-effect-reinforcements = Reforços
pendants-effect-secret_passage = Passagem secreta
pendants-effect-perfume = Perfume irresistível
pendants-effect-reserve = Reserva
pendants-effect-portcullis = A porta levadiça do Cardeal
pendants-effect-move_portcullis = Mover a porta levadiça
pendants-effect-enraged_guards = Guardas enfurecidos
pendants-effect-elite_guards = Guarda de elite

## Passos do turno

step-prepare = a partida é preparada
step-turn_card = uma carta do turno é revelada
step-phases = as fases da carta são jogadas
step-queen = a Rainha avança rumo ao Rei

## Eventos

event-turn_card_drawn = { $card } é revelada: agora vêm as suas fases.
event-musketeer_moved = { $musketeer } entra em { $room }.
event-henchman_moved = O Cardeal manda { $henchman } para { $room }.
event-equipped = { $musketeer } pega um marcador do baú.
event-stunned = { $musketeer } perdeu o último ponto de vida e fica atordoado: a Rainha chega um quadrado mais perto do Rei.
event-pendant_revealed = { $true_pendant ->
    [1] { $musketeer } jaz atordoado diante dos homens do Cardeal, e o pendente que ele leva é o verdadeiro!
   *[other] { $musketeer } jaz atordoado diante dos homens do Cardeal, mas o pendente que ele leva é falso.
}
event-pendant_seen = Milady seduziu { $musketeer }: agora o Cardeal sabe que pendente ele leva.
event-queen_comforted = { $musketeer } chega ao salão de baile sem o pendente verdadeiro: consola a Rainha, que recua, e sai do jogo.
event-all_for_one = Todos por um! Os mosqueteiros agem juntos numa fase extra.
event-cardinals_call = O Cardeal faz a sua Chamada: os seus lacaios ganham uma fase extra.
event-special_played = O Cardeal joga { $card }.
event-portrait_drawn = { $squares ->
    [0] Sai um marcador de retrato: a Rainha fica onde está.
    [one] Sai um marcador de retrato: a Rainha avança { $squares } quadrado.
   *[other] Sai um marcador de retrato: a Rainha avança { $squares } quadrados.
}

## Contadores

counter-pendant_known = Pendente conhecido pelo Cardeal (1 falso, 2 verdadeiro)
counter-one_for_all = Todos por um ainda não jogado
counter-extra_chests = Variante: baús a mais
counter-extra_chest_1 = Baú a mais 1 no aposento n.º
counter-extra_chest_2 = Baú a mais 2 no aposento n.º
counter-extra_crests = Variante: brasões a mais
counter-extra_crest_1 = Brasão a mais 1 no aposento n.º
counter-extra_crest_2 = Brasão a mais 2 no aposento n.º
counter-covered_chests = Variante: baús sob tapetes
counter-covered_chest_1 = Baú coberto 1 no aposento n.º
counter-covered_chest_2 = Baú coberto 2 no aposento n.º
counter-covered_crests = Variante: brasões sob tapetes
counter-covered_crest_1 = Brasão coberto 1 no aposento n.º
counter-covered_crest_2 = Brasão coberto 2 no aposento n.º
counter-suspense = Variante: suspense máximo

## Marcas em figuras e marcadores de bloqueio (contadores das cartas)

counter-stunned = atordoado
counter-link = no lugar

## Dados

dice-d6 = os dados

event-pendants-duel_ended = O duelo em { $room } terminou.
option-guard = um Guarda
option-milady = Milady
option-rochefort = Rochefort
counter-open_secret = Passagem secreta aberta
counter-bonus_steps = Aposentos adicionados

## Porque terminou a partida

end-pendants-pendant_returned = Um mosqueteiro chegou ao salão de baile com o pendente verdadeiro: os mosqueteiros vencem.
end-pendants-queen_meets_king = A Rainha chegou ao Rei sem os seus pendentes: o Cardeal vence.
end-pendants-true_pendant_revealed = O pendente verdadeiro caiu nas mãos do Cardeal: o Cardeal vence.
end-pendants-round_limit = A partida chegou à última ronda sem vencedor.

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
