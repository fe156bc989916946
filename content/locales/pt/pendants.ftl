# Os Três Mosqueteiros: O Pendente da Rainha: português. Completo; a referência é en/pendants.ftl.
# Termos: lacaios, carta do turno, pontos de ação, atordoado, marcador de equipamento, baú, brasão.

pendants = Os Três Mosqueteiros: O Pendente da Rainha
    .summary = Richelieu armou uma cilada para a Rainha: no baile ela terá de usar o pendente de diamantes que deu de presente. Quatro mosqueteiros entram no Louvre pelo cais, um deles levando em segredo o pendente verdadeiro, e correm para o salão de baile por aposentos cheios de guardas do Cardeal, de Rochefort e de Milady. Vencem se o portador do pendente verdadeiro chegar antes que a Rainha alcance o quadrado do Rei; o Cardeal vence se o tempo acabar ou se a sua gente achar o pendente verdadeiro com um mosqueteiro atordoado.

## Lugares

seat-cardinal = O Cardeal Richelieu
seat-dartagnan = D'Artagnan
seat-athos = Athos
seat-porthos = Porthos
seat-aramis = Aramis

## Zonas

zone-turn_deck = Pilha de cartas do turno
    .description = As cartas do turno que ainda faltam; voltam a ser embaralhadas quando as doze foram usadas.
zone-turn_discard = Cartas do turno usadas
    .description = As cartas do turno já usadas.
zone-turn_card = Carta do turno em vigor
    .description = A carta do turno em vigor.
zone-special_deck = Pilha de cartas especiais
    .description = As cartas especiais que o Cardeal ainda pode comprar.
zone-special_hand = Cartas especiais do Cardeal
    .description = As cartas especiais do Cardeal (no máximo três).
zone-special_discard = Cartas especiais usadas
    .description = As cartas especiais jogadas ou descartadas.
zone-reserve = Reserva do Cardeal
    .description = Os lacaios fora do tabuleiro.
zone-equipment_pool = Marcadores de equipamento virados
    .description = Os marcadores de equipamento virados para baixo, ainda fora dos baús e das mãos.
zone-chests = Baús
    .description = Os marcadores virados para baixo nos baús; o contador de carta slot é o número do marcador do baú.
zone-pendant = Pendente
    .description = O marcador de pendente que um mosqueteiro leva consigo: todos os mosqueteiros o veem.
zone-doorway = Passagens bloqueadas
    .description = A porta dos Mosqueteiros e a porta levadiça enquanto bloqueiam uma passagem (contador de carta link).
zone-gear = Equipamento
    .description = O equipamento que um mosqueteiro possui.
zone-removed = Fora do jogo
    .description = As cartas e os marcadores que saíram do jogo.

## Contadores

counter-king_square = Quadrado do Rei
    .description = O quadrado onde a Rainha encontra o Rei: quando ela o alcança, o jogo termina (15; de 12 a 14 é mais difícil).
counter-rochefort_entered = Rochefort já entrou neste turno
    .description = 1 quando Rochefort já entrou no Louvre neste turno (uma vez por turno).
counter-seduced = Sedução tentada nesta fase
    .description = 1 quando Milady já tentou uma sedução nesta fase.
counter-moved = Aposentos percorridos nesta fase
    .description = Os aposentos em que o mosqueteiro entrou nesta fase (só pode se equipar depois de se mover).
counter-poisoned = Envenenado
    .description = 1 quando na sua próxima fase ele só pode andar um aposento.
counter-out = No salão de baile, fora do jogo
    .description = 1 quando ele entrou no salão de baile sem o pendente verdadeiro: fora do jogo.
counter-wounds = Ferimentos
    .description = Os ferimentos que um mosqueteiro sofreu.

## Cartas do turno

pen-turn-01 = Carta do turno 1
    .rules = Nesta ordem: D'Artagnan; o Cardeal com 2 pontos de ação e uma carta especial; Athos; Porthos; Aramis. Depois a Rainha avança 2 quadrados rumo ao Rei.
pen-turn-02 = Carta do turno 2
    .rules = Nesta ordem: o Cardeal com 1 ponto de ação e uma carta especial; Aramis; Porthos; Athos; D'Artagnan. Depois a Rainha avança 2 quadrados rumo ao Rei.
pen-turn-03 = Carta do turno 3
    .rules = Nesta ordem: Athos; Aramis; D'Artagnan; o Cardeal com 1 ponto de ação e uma carta especial; Porthos. Depois a Rainha avança 2 quadrados rumo ao Rei.
pen-turn-04 = Carta do turno 4
    .rules = Nesta ordem: Porthos; o Cardeal com 3 pontos de ação e uma carta especial; D'Artagnan; Aramis; Athos. Depois a Rainha avança 2 quadrados rumo ao Rei.
pen-turn-05 = Carta do turno 5
    .rules = Nesta ordem: Athos; o Cardeal com 1 ponto de ação e uma carta especial; D'Artagnan; Porthos; Aramis. Depois a Rainha avança 2 quadrados rumo ao Rei.
pen-turn-06 = Carta do turno 6
    .rules = Nesta ordem: Aramis; o Cardeal com 1 ponto de ação e uma carta especial; Porthos; Athos; D'Artagnan. Depois a Rainha avança 2 quadrados rumo ao Rei.
pen-turn-07 = Carta do turno 7
    .rules = Nesta ordem: D'Artagnan; Porthos; o Cardeal com 2 pontos de ação e uma carta especial; Aramis; o Cardeal com 1 ponto de ação; Athos. Depois a Rainha avança 2 quadrados rumo ao Rei.
pen-turn-08 = Carta do turno 8
    .rules = Nesta ordem: o Cardeal com 1 ponto de ação e uma carta especial; Porthos; Athos; Aramis; D'Artagnan. Depois a Rainha avança 2 quadrados rumo ao Rei.
pen-turn-09 = Carta do turno 9
    .rules = Nesta ordem: Athos; o Cardeal com 2 pontos de ação e uma carta especial; D'Artagnan; Aramis; o Cardeal com 1 ponto de ação e uma carta especial; Porthos. Depois a Rainha avança 2 quadrados rumo ao Rei.
pen-turn-10 = Carta do turno 10
    .rules = Nesta ordem: Aramis; D'Artagnan; o Cardeal com 1 ponto de ação; Porthos; Athos. Depois a Rainha avança 2 quadrados rumo ao Rei.
pen-turn-11 = Carta do turno 11
    .rules = Nesta ordem: Porthos; o Cardeal com 1 ponto de ação e uma carta especial; Athos; D'Artagnan; Aramis. Depois a Rainha avança 2 quadrados rumo ao Rei.
pen-turn-12 = Carta do turno 12
    .rules = Nesta ordem: D'Artagnan; o Cardeal com 4 pontos de ação e uma carta especial; Aramis; Athos; Porthos. Depois a Rainha avança 1 quadrado rumo ao Rei.

## Cartas especiais do Cardeal

pen-special-secret-passage-1 = Passagem secreta
    .rules = Na sua fase: escolha uma passagem secreta (seta verde); nesta fase os seus lacaios podem usá-la como uma ligação comum entre os dois aposentos, tantos quantos os seus pontos de ação pagarem. Uma só carta especial por fase.
pen-special-passage-or-portcullis-1 = Passagem secreta ou Mover a porta levadiça
    .rules = Escolha um dos dois efeitos, nunca os dois. Passagem secreta: Na sua fase: escolha uma passagem secreta (seta verde); nesta fase os seus lacaios podem usá-la como uma ligação comum entre os dois aposentos, tantos quantos os seus pontos de ação pagarem. Mover a porta levadiça: Na sua fase: tire a porta levadiça da passagem que ela bloqueia, ou da sua frente, e ponha-a noutra passagem. Ela não pode deixar nenhuma figura sem saída (passagens secretas não contam) nem fechar uma porta do salão de baile. Uma só carta especial por fase.
pen-special-move-portcullis-1 = Mover a porta levadiça
    .rules = Na sua fase: tire a porta levadiça da passagem que ela bloqueia, ou da sua frente, e ponha-a noutra passagem. Ela não pode deixar nenhuma figura sem saída (passagens secretas não contam) nem fechar uma porta do salão de baile. Uma só carta especial por fase.
pen-special-portcullis-1 = A porta levadiça do Cardeal
    .rules = Na sua fase: ponha a porta levadiça numa passagem; enquanto ela estiver ali, ninguém passa. Ela não pode deixar nenhuma figura sem saída (passagens secretas não contam) nem fechar uma das três portas do salão de baile. Uma só carta especial por fase.
pen-special-enraged-guards-1 = Guardas enfurecidos
    .rules = No ataque ou na defesa, mesmo fora da sua fase: no primeiro round do duelo os seus lacaios rolam dois dados a mais, mesmo com Rochefort entre eles.
pen-special-enraged-guards-2 = Guardas enfurecidos
    .rules = No ataque ou na defesa, mesmo fora da sua fase: no primeiro round do duelo os seus lacaios rolam dois dados a mais, mesmo com Rochefort entre eles.
pen-special-elite-guards-1 = Guarda de elite
    .rules = No ataque ou na defesa, mesmo fora da sua fase: no primeiro round do duelo os seus lacaios acertam com 4, 5 ou 6, mesmo com Rochefort entre eles.
pen-special-elite-guards-2 = Guarda de elite
    .rules = No ataque ou na defesa, mesmo fora da sua fase: no primeiro round do duelo os seus lacaios acertam com 4, 5 ou 6, mesmo com Rochefort entre eles.
pen-special-perfume-1 = Perfume irresistível
    .rules = Quando Milady está num aposento com um mosqueteiro: a sedução dela dá certo sem rolar e ela vê o pendente dele. Conta como a tentativa de sedução dela. Uma só carta especial por fase.
pen-special-perfume-2 = Perfume irresistível
    .rules = Quando Milady está num aposento com um mosqueteiro: a sedução dela dá certo sem rolar e ela vê o pendente dele. Conta como a tentativa de sedução dela. Uma só carta especial por fase.
pen-special-reserve-1 = Reserva
    .rules = Na sua fase: tire do tabuleiro quantos lacaios quiser e devolva-os à sua reserva, inclusive Milady e Rochefort. Uma só carta especial por fase.
pen-special-reinforcements-2 = Reforços +2
    .rules = Anuncie-a no começo da sua fase: você ganha 2 pontos de ação a mais nesta fase. Não vale na fase extra da Chamada do Cardeal. Uma só carta especial por fase.
pen-special-reinforcements-3 = Reforços +3
    .rules = Anuncie-a no começo da sua fase: você ganha 3 pontos de ação a mais nesta fase. Não vale na fase extra da Chamada do Cardeal. Uma só carta especial por fase.
pen-special-reinforcements-4 = Reforços +4
    .rules = Anuncie-a no começo da sua fase: você ganha 4 pontos de ação a mais nesta fase. Não vale na fase extra da Chamada do Cardeal. Uma só carta especial por fase.
pen-cardinals-call = A Chamada do Cardeal
    .rules = Uma vez por jogo, no começo ou no fim de uma das suas fases: jogue logo uma fase extra, na qual cada lacaio no tabuleiro pode passar para um aposento vizinho se o caminho estiver livre. Podem seguir-se duelos e seduções; você pode jogar nela uma carta especial, mas não Reforços.

## Marcadores de equipamento

pen-eq-potion-1 = Poção
    .rules = Recupere 1 ponto de vida, quando quiser. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-potion-2 = Poção
    .rules = Recupere 1 ponto de vida, quando quiser. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-potion-3 = Poção
    .rules = Recupere 1 ponto de vida, quando quiser. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-potion-4 = Poção
    .rules = Recupere 1 ponto de vida, quando quiser. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-potion-5 = Poção
    .rules = Recupere 1 ponto de vida, quando quiser. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-potion-6 = Poção
    .rules = Recupere 1 ponto de vida, quando quiser. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-potion-7 = Poção
    .rules = Recupere 1 ponto de vida, quando quiser. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-secret-passage-1 = Passagem secreta
    .rules = Durante o movimento, atravesse uma passagem secreta (seta verde) de um dos seus aposentos ao outro. A passagem conta como um dos seus passos. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-secret-passage-2 = Passagem secreta
    .rules = Durante o movimento, atravesse uma passagem secreta (seta verde) de um dos seus aposentos ao outro. A passagem conta como um dos seus passos. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-secret-passage-3 = Passagem secreta
    .rules = Durante o movimento, atravesse uma passagem secreta (seta verde) de um dos seus aposentos ao outro. A passagem conta como um dos seus passos. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-secret-passage-4 = Passagem secreta
    .rules = Durante o movimento, atravesse uma passagem secreta (seta verde) de um dos seus aposentos ao outro. A passagem conta como um dos seus passos. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-charge-1 = Investida
    .rules = Mova-se um aposento a mais nesta fase. Pode jogar várias na mesma fase. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-charge-2 = Investida
    .rules = Mova-se um aposento a mais nesta fase. Pode jogar várias na mesma fase. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-charge-3 = Investida
    .rules = Mova-se um aposento a mais nesta fase. Pode jogar várias na mesma fase. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-charge-4 = Investida
    .rules = Mova-se um aposento a mais nesta fase. Pode jogar várias na mesma fase. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-charge-5 = Investida
    .rules = Mova-se um aposento a mais nesta fase. Pode jogar várias na mesma fase. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-charge-6 = Investida
    .rules = Mova-se um aposento a mais nesta fase. Pode jogar várias na mesma fase. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-charge-7 = Investida
    .rules = Mova-se um aposento a mais nesta fase. Pode jogar várias na mesma fase. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-charge-8 = Investida
    .rules = Mova-se um aposento a mais nesta fase. Pode jogar várias na mesma fase. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-door-1 = Porta dos Mosqueteiros
    .rules = Ponha a Porta dos Mosqueteiros numa passagem, ou mude-a para lá de onde estava; ninguém a atravessa. Ela não pode deixar nenhuma figura sem saída (passagens secretas não contam) nem fechar uma porta do salão de baile. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-door-2 = Porta dos Mosqueteiros
    .rules = Ponha a Porta dos Mosqueteiros numa passagem, ou mude-a para lá de onde estava; ninguém a atravessa. Ela não pode deixar nenhuma figura sem saída (passagens secretas não contam) nem fechar uma porta do salão de baile. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-door-3 = Porta dos Mosqueteiros
    .rules = Ponha a Porta dos Mosqueteiros numa passagem, ou mude-a para lá de onde estava; ninguém a atravessa. Ela não pode deixar nenhuma figura sem saída (passagens secretas não contam) nem fechar uma porta do salão de baile. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-secret-strike-1 = Golpe secreto
    .rules = Num duelo, atacando ou defendendo: um guarda cai na hora, sem rolar dados. Contra Rochefort só quando não resta nenhum guarda no aposento, e então ele cai antes de poder atirar. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-secret-strike-2 = Golpe secreto
    .rules = Num duelo, atacando ou defendendo: um guarda cai na hora, sem rolar dados. Contra Rochefort só quando não resta nenhum guarda no aposento, e então ele cai antes de poder atirar. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-secret-strike-3 = Golpe secreto
    .rules = Num duelo, atacando ou defendendo: um guarda cai na hora, sem rolar dados. Contra Rochefort só quando não resta nenhum guarda no aposento, e então ele cai antes de poder atirar. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-secret-strike-4 = Golpe secreto
    .rules = Num duelo, atacando ou defendendo: um guarda cai na hora, sem rolar dados. Contra Rochefort só quando não resta nenhum guarda no aposento, e então ele cai antes de poder atirar. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-secret-strike-5 = Golpe secreto
    .rules = Num duelo, atacando ou defendendo: um guarda cai na hora, sem rolar dados. Contra Rochefort só quando não resta nenhum guarda no aposento, e então ele cai antes de poder atirar. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-cape-1 = Capa
    .rules = Só quando atacado, antes de rolar os dados: escape do duelo para um aposento vizinho, de volta para o cais ou para o lado, nunca rumo ao salão de baile. Pode ir para onde vieram os atacantes ou para junto de outros lacaios, mas ali não pega nada de um baú. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-cape-2 = Capa
    .rules = Só quando atacado, antes de rolar os dados: escape do duelo para um aposento vizinho, de volta para o cais ou para o lado, nunca rumo ao salão de baile. Pode ir para onde vieram os atacantes ou para junto de outros lacaios, mas ali não pega nada de um baú. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-cape-3 = Capa
    .rules = Só quando atacado, antes de rolar os dados: escape do duelo para um aposento vizinho, de volta para o cais ou para o lado, nunca rumo ao salão de baile. Pode ir para onde vieram os atacantes ou para junto de outros lacaios, mas ali não pega nada de um baú. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-cape-4 = Capa
    .rules = Só quando atacado, antes de rolar os dados: escape do duelo para um aposento vizinho, de volta para o cais ou para o lado, nunca rumo ao salão de baile. Pode ir para onde vieram os atacantes ou para junto de outros lacaios, mas ali não pega nada de um baú. Canto azul: mantenha-o virado até usá-lo; depois sai do jogo.
pen-eq-booby-trap-1 = Baú armadilhado
    .rules = Canto vermelho: mostre-o na hora. O baú explode: perca 1 ponto de vida, o que pode atordoá-lo.
pen-eq-booby-trap-2 = Baú armadilhado
    .rules = Canto vermelho: mostre-o na hora. O baú explode: perca 1 ponto de vida, o que pode atordoá-lo.
pen-eq-booby-trap-3 = Baú armadilhado
    .rules = Canto vermelho: mostre-o na hora. O baú explode: perca 1 ponto de vida, o que pode atordoá-lo.
pen-eq-poison-1 = Veneno
    .rules = Canto vermelho: mostre-o na hora e deixe-o à sua frente. Na sua próxima fase você se move só um aposento (Investidas ainda ajudam); depois o marcador sai do jogo.
pen-eq-poison-2 = Veneno
    .rules = Canto vermelho: mostre-o na hora e deixe-o à sua frente. Na sua próxima fase você se move só um aposento (Investidas ainda ajudam); depois o marcador sai do jogo.
pen-eq-poison-3 = Veneno
    .rules = Canto vermelho: mostre-o na hora e deixe-o à sua frente. Na sua próxima fase você se move só um aposento (Investidas ainda ajudam); depois o marcador sai do jogo.
pen-eq-gold-charge-1 = Investida
    .rules = Mova-se um aposento a mais nesta fase. Pode jogar várias na mesma fase. Canto dourado: vem dos baús extras da variante Ajuda para os Mosqueteiros; mantenha-o virado até usá-lo.
pen-eq-gold-charge-2 = Investida
    .rules = Mova-se um aposento a mais nesta fase. Pode jogar várias na mesma fase. Canto dourado: vem dos baús extras da variante Ajuda para os Mosqueteiros; mantenha-o virado até usá-lo.
pen-eq-gold-potion-1 = Poção
    .rules = Recupere 1 ponto de vida, quando quiser. Canto dourado: vem dos baús extras da variante Ajuda para os Mosqueteiros; mantenha-o virado até usá-lo.
pen-eq-gold-potion-2 = Poção
    .rules = Recupere 1 ponto de vida, quando quiser. Canto dourado: vem dos baús extras da variante Ajuda para os Mosqueteiros; mantenha-o virado até usá-lo.
pen-eq-gold-secret-strike-1 = Golpe secreto
    .rules = Num duelo, atacando ou defendendo: um guarda cai na hora, sem rolar dados. Contra Rochefort só quando não resta nenhum guarda no aposento, e então ele cai antes de poder atirar. Canto dourado: vem dos baús extras da variante Ajuda para os Mosqueteiros; mantenha-o virado até usá-lo.
pen-eq-gold-secret-passage-1 = Passagem secreta
    .rules = Durante o movimento, atravesse uma passagem secreta (seta verde) de um dos seus aposentos ao outro. A passagem conta como um dos seus passos. Canto dourado: vem dos baús extras da variante Ajuda para os Mosqueteiros; mantenha-o virado até usá-lo.

## Pendentes

pen-pendant-true = O pendente verdadeiro
    .rules = O pendente de diamantes da Rainha. Se o portador entrar no salão de baile, os mosqueteiros vencem na hora; se a gente do Cardeal o vir com um mosqueteiro atordoado, vence o Cardeal.
pen-pendant-false-1 = Pendente falso
    .rules = Uma isca. O portador desvia a atenção do Cardeal; no salão de baile ele conforta a Rainha, que recua 2 quadrados, mas depois fica fora do jogo.
pen-pendant-false-2 = Pendente falso
    .rules = Uma isca. O portador desvia a atenção do Cardeal; no salão de baile ele conforta a Rainha, que recua 2 quadrados, mas depois fica fora do jogo.
pen-pendant-false-3 = Pendente falso
    .rules = Uma isca. O portador desvia a atenção do Cardeal; no salão de baile ele conforta a Rainha, que recua 2 quadrados, mas depois fica fora do jogo.

## Cartas de personagem

pen-char-dartagnan = D'Artagnan
    .rules = Vida 3, 2 dados, acerta com 4-6. Contra muitos: num round de duelo em que enfrenta dois ou mais lacaios, rola 4 dados em vez de 2.
pen-char-athos = Athos
    .rules = Vida 3, 2 dados, acerta com 4-6. Sangue-frio: uma vez em cada round de duelo pode rolar de novo um dos seus dados que erraram.
pen-char-porthos = Porthos
    .rules = Vida 4, 2 dados, acerta com 4-6. Força hercúlea: o único mosqueteiro com quatro corações.
pen-char-aramis = Aramis
    .rules = Vida 3, 2 dados, acerta com 4-6. Ágil: num round de duelo em que um dos seus dados mostra 1, nenhum golpe o atinge.
pen-char-milady = Milady
    .rules = Nunca duela e não pode ser atacada; não impede um mosqueteiro de passar nem de abrir um baú. Sedução: uma vez por fase, num aposento com um mosqueteiro, role um dado: com 4-6 ela vê o pendente dele. Se um mosqueteiro ficar atordoado onde ela está, ela pode olhar o pendente dele.
pen-char-rochefort = Rochefort
    .rules = 2 dados, acerta com 5-6. Pistola: antes de cada duelo em que está, atacando ou atacado, ele atira num mosqueteiro anunciado antes: com 5-6 esse mosqueteiro perde 1 ponto de vida. É sempre o último lacaio a cair. Entra no Louvre no máximo uma vez por turno.
pen-char-guards = Os guardas do Cardeal
    .rules = 1 dado por guarda, acertam com 5-6. Cada golpe dos mosqueteiros manda um guarda de volta à reserva.

## Figuras e marcadores de bloqueio

pen-fig-dartagnan = D'Artagnan
    .rules = A figura de D'Artagnan: começa no cais e entra no Louvre por um dos seis portões.
pen-fig-athos = Athos
    .rules = A figura de Athos: começa no cais e entra no Louvre por um dos seis portões.
pen-fig-porthos = Porthos
    .rules = A figura de Porthos: começa no cais e entra no Louvre por um dos seis portões.
pen-fig-aramis = Aramis
    .rules = A figura de Aramis: começa no cais e entra no Louvre por um dos seis portões.
pen-queen = A Rainha
    .rules = Ana d'Áustria espera na sua câmara junto ao salão de baile; o seu marcador na trilha do salão mostra quão perto ela está do Rei.
pen-milady = Milady
    .rules = A espiã do Cardeal: move-se como os outros, mas passa entre os mosqueteiros e nunca luta.
pen-rochefort = Rochefort
    .rules = O braço direito do Cardeal, de espada e pistola.
pen-guard-1 = Guarda do Cardeal 1
    .rules = Um dos catorze guardas: entra no Louvre num aposento com o brasão do Cardeal.
pen-guard-2 = Guarda do Cardeal 2
    .rules = Um dos catorze guardas: entra no Louvre num aposento com o brasão do Cardeal.
pen-guard-3 = Guarda do Cardeal 3
    .rules = Um dos catorze guardas: entra no Louvre num aposento com o brasão do Cardeal.
pen-guard-4 = Guarda do Cardeal 4
    .rules = Um dos catorze guardas: entra no Louvre num aposento com o brasão do Cardeal.
pen-guard-5 = Guarda do Cardeal 5
    .rules = Um dos catorze guardas: entra no Louvre num aposento com o brasão do Cardeal.
pen-guard-6 = Guarda do Cardeal 6
    .rules = Um dos catorze guardas: entra no Louvre num aposento com o brasão do Cardeal.
pen-guard-7 = Guarda do Cardeal 7
    .rules = Um dos catorze guardas: entra no Louvre num aposento com o brasão do Cardeal.
pen-guard-8 = Guarda do Cardeal 8
    .rules = Um dos catorze guardas: entra no Louvre num aposento com o brasão do Cardeal.
pen-guard-9 = Guarda do Cardeal 9
    .rules = Um dos catorze guardas: entra no Louvre num aposento com o brasão do Cardeal.
pen-guard-10 = Guarda do Cardeal 10
    .rules = Um dos catorze guardas: entra no Louvre num aposento com o brasão do Cardeal.
pen-guard-11 = Guarda do Cardeal 11
    .rules = Um dos catorze guardas: entra no Louvre num aposento com o brasão do Cardeal.
pen-guard-12 = Guarda do Cardeal 12
    .rules = Um dos catorze guardas: entra no Louvre num aposento com o brasão do Cardeal.
pen-guard-13 = Guarda do Cardeal 13
    .rules = Um dos catorze guardas: entra no Louvre num aposento com o brasão do Cardeal.
pen-guard-14 = Guarda do Cardeal 14
    .rules = Um dos catorze guardas: entra no Louvre num aposento com o brasão do Cardeal.
pen-musketeers-door = A Porta dos Mosqueteiros
    .rules = O marcador de porta: posto numa passagem por um marcador Porta dos Mosqueteiros, bloqueia esse caminho.
pen-portcullis = A porta levadiça
    .rules = A porta levadiça do Cardeal: posta numa passagem por uma carta especial, bloqueia esse caminho.

## Zonas das regras como dados

zone-calls = Cartas de uma vez por partida (ainda não jogadas)
    .description = A Chamada do Cardeal e o Um por todos dos mosqueteiros enquanto não forem jogados.
zone-characters = Cartas de personagem dos lacaios
    .description = As cartas de personagem dos lacaios (os seus gatilhos são habilidades).
zone-character = Carta de personagem
    .description = A carta de personagem diante de um mosqueteiro (os seus gatilhos são as habilidades dele em duelo).
zone-markers = Baús e brasões fora do tabuleiro
    .description = Os marcadores de baú e de brasão fora do tabuleiro (os extras das variantes).
zone-gold_pool = Marcadores de borda dourada
    .description = Os marcadores de borda dourada da variante «ajuda aos mosqueteiros».
zone-pendant_pool = Pendentes virados
    .description = Os quatro marcadores de pendente virados para baixo antes de serem distribuídos.
zone-portraits = Marcadores de retrato da Rainha
    .description = Os marcadores de retrato da Rainha da variante «suspense máximo».
zone-room_actions = Ações próprias dos aposentos
    .description = As ações que os aposentos oferecem (cartas do tipo room_action; o jogo básico não tem nenhuma).

## Marcas no Louvre, marcadores de retrato, Um por todos

pen-chest-1 = Baú 1
    .rules = Um baú: três marcadores de equipamento estão virados sobre ele.
pen-chest-2 = Baú 2
    .rules = Um baú: três marcadores de equipamento estão virados sobre ele.
pen-chest-3 = Baú 3
    .rules = Um baú: três marcadores de equipamento estão virados sobre ele.
pen-chest-4 = Baú 4
    .rules = Um baú: três marcadores de equipamento estão virados sobre ele.
pen-chest-5 = Baú 5
    .rules = Um baú: três marcadores de equipamento estão virados sobre ele.
pen-chest-6 = Baú 6
    .rules = Um baú: três marcadores de equipamento estão virados sobre ele.
pen-chest-7 = Baú 7
    .rules = Um baú: três marcadores de equipamento estão virados sobre ele.
pen-chest-8 = Baú 8
    .rules = Um baú: três marcadores de equipamento estão virados sobre ele.
pen-chest-9 = Baú 9
    .rules = Um baú: três marcadores de equipamento estão virados sobre ele.
pen-chest-10 = Baú 10
    .rules = Um baú: três marcadores de equipamento estão virados sobre ele.
pen-chest-11 = Baú 11
    .rules = Um baú: três marcadores de equipamento estão virados sobre ele.
pen-chest-12 = Baú 12
    .rules = Um baú: três marcadores de equipamento estão virados sobre ele.
pen-chest-13 = Baú 13
    .rules = Um baú: três marcadores de equipamento estão virados sobre ele.
pen-crest-1 = Brasão do Cardeal 1
    .rules = O brasão do Cardeal: os seus lacaios entram no Louvre aqui, a menos que um mosqueteiro de pé o bloqueie.
pen-crest-2 = Brasão do Cardeal 2
    .rules = O brasão do Cardeal: os seus lacaios entram no Louvre aqui, a menos que um mosqueteiro de pé o bloqueie.
pen-crest-3 = Brasão do Cardeal 3
    .rules = O brasão do Cardeal: os seus lacaios entram no Louvre aqui, a menos que um mosqueteiro de pé o bloqueie.
pen-crest-4 = Brasão do Cardeal 4
    .rules = O brasão do Cardeal: os seus lacaios entram no Louvre aqui, a menos que um mosqueteiro de pé o bloqueie.
pen-crest-5 = Brasão do Cardeal 5
    .rules = O brasão do Cardeal: os seus lacaios entram no Louvre aqui, a menos que um mosqueteiro de pé o bloqueie.
pen-crest-6 = Brasão do Cardeal 6
    .rules = O brasão do Cardeal: os seus lacaios entram no Louvre aqui, a menos que um mosqueteiro de pé o bloqueie.
pen-crest-7 = Brasão do Cardeal 7
    .rules = O brasão do Cardeal: os seus lacaios entram no Louvre aqui, a menos que um mosqueteiro de pé o bloqueie.
pen-crest-8 = Brasão do Cardeal 8
    .rules = O brasão do Cardeal: os seus lacaios entram no Louvre aqui, a menos que um mosqueteiro de pé o bloqueie.
pen-crest-9 = Brasão do Cardeal 9
    .rules = O brasão do Cardeal: os seus lacaios entram no Louvre aqui, a menos que um mosqueteiro de pé o bloqueie.
pen-crest-10 = Brasão do Cardeal 10
    .rules = O brasão do Cardeal: os seus lacaios entram no Louvre aqui, a menos que um mosqueteiro de pé o bloqueie.
pen-portrait-0 = Retrato da Rainha: 0
    .rules = Suspense máximo: comprado no fim do turno, a Rainha avança 0 quadrados.
pen-portrait-1 = Retrato da Rainha: 1
    .rules = Suspense máximo: comprado no fim do turno, a Rainha avança 1 quadrados.
pen-portrait-2 = Retrato da Rainha: 2
    .rules = Suspense máximo: comprado no fim do turno, a Rainha avança 2 quadrados.
pen-all-for-one = Um por todos, todos por um!
    .rules = Uma vez por partida, no início ou no fim da fase de um mosqueteiro: uma fase coletiva; cada mosqueteiro de pé recupera 1 ponto de vida ou passa a um aposento vizinho, e depois pode equipar-se, usar equipamento, dar, trocar e duelar.
