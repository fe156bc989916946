# Musketiere : français. Complet ; la référence est en/musketiere.ftl.

musketiere = Mousquetaires
    .summary = De deux à quatre mousquetaires affrontent ensemble les gardes du Cardinal, mais chacun vise la meilleure solde. Avant les neuf duels d'une manche, on pose trois cartes face cachée comme solde ; une pierre précieuse double une carte de solde, une prison l'annule. Le premier à 100 ducats l'emporte.

table = La table

## Zones

zone-musketeer_deck = Pioche des mousquetaires
zone-guard_deck = Pioche des gardes
zone-guard = Garde à battre
zone-beaten = Gardes affrontés
zone-discard = Défausse
zone-hand = Main
zone-pay = Cartes de solde
zone-played = Carte en duel
zone-scored = Solde dévoilée

## Compteurs et réserves

counter-ducats = Ducats
counter-sitting_out = Hors du combat
counter-gems = Pierres précieuses
counter-prisons = Prisons
counter-theft = Vol chez les autres joueurs
counter-gem = Pierre précieuse
counter-prison = Prison

## Questions aux joueurs

prompt-choose-pay = Choisissez trois cartes à poser face cachée : ce sera votre solde pour cette manche.
prompt-choose-duel-card = Choisissez la carte avec laquelle vous affrontez ce garde.
prompt-discard-in-prison = Vos trois cartes de solde sont en prison : jetez une carte de votre main.
prompt-gem-or-free = Duel gagné ! Prenez-vous une pierre précieuse, ou libérez-vous une carte de solde de prison ?
prompt-place-gem = Sur quelle carte de solde posez-vous la pierre ?
prompt-place-prison = Quelle carte de solde va en prison ?
prompt-steal-gem = Il n'y a plus de pierre sur la table : prenez-en une sur la carte d'un autre joueur.
prompt-take-prison-from = Il n'y a plus de prison sur la table : prenez-en une sur la carte d'un autre joueur.
prompt-free-card = Quelle carte de solde sort de prison ?
prompt-return-gem = Toutes vos cartes de solde sont occupées : quelle pierre retourne sur la table ?

## Choix

option-take-gem = Prendre une pierre précieuse
option-free-card = Libérer une carte de prison

## Cartes

guard-04 = Garde du Cardinal 4
    .rules = L'équipe gagne le duel si ses cartes totalisent 4 ou plus.
guard-05 = Garde du Cardinal 5
    .rules = L'équipe gagne le duel si ses cartes totalisent 5 ou plus.
guard-07 = Garde du Cardinal 7
    .rules = L'équipe gagne le duel si ses cartes totalisent 7 ou plus.
guard-08 = Garde du Cardinal 8
    .rules = L'équipe gagne le duel si ses cartes totalisent 8 ou plus.
guard-10 = Garde du Cardinal 10
    .rules = L'équipe gagne le duel si ses cartes totalisent 10 ou plus.
guard-11 = Garde du Cardinal 11
    .rules = L'équipe gagne le duel si ses cartes totalisent 11 ou plus.
guard-12 = Garde du Cardinal 12
    .rules = L'équipe gagne le duel si ses cartes totalisent 12 ou plus.
guard-14 = Garde du Cardinal 14
    .rules = L'équipe gagne le duel si ses cartes totalisent 14 ou plus.
guard-16 = Garde du Cardinal 16
    .rules = L'équipe gagne le duel si ses cartes totalisent 16 ou plus.
guard-18 = Garde du Cardinal 18
    .rules = L'équipe gagne le duel si ses cartes totalisent 18 ou plus.
guard-20 = Garde du Cardinal 20
    .rules = L'équipe gagne le duel si ses cartes totalisent 20 ou plus.
guard-25 = Garde du Cardinal 25
    .rules = L'équipe gagne le duel si ses cartes totalisent 25 ou plus.
guard-30 = Garde du Cardinal 30
    .rules = L'équipe gagne le duel si ses cartes totalisent 30 ou plus.
guard-35 = Garde du Cardinal 35
    .rules = L'équipe gagne le duel si ses cartes totalisent 35 ou plus.
guard-40 = Garde du Cardinal 40
    .rules = L'équipe gagne le duel si ses cartes totalisent 40 ou plus.

musketeer-00-0 = Mousquetaire 0, sans épée
musketeer-00-1 = Mousquetaire 0, 1 épée
musketeer-00-2 = Mousquetaire 0, 2 épées
musketeer-00-3 = Mousquetaire 0, 3 épées
musketeer-00-4 = Mousquetaire 0, 4 épées
musketeer-01-0 = Mousquetaire 1, sans épée
musketeer-01-1 = Mousquetaire 1, 1 épée
musketeer-01-2 = Mousquetaire 1, 2 épées
musketeer-01-3 = Mousquetaire 1, 3 épées
musketeer-01-4 = Mousquetaire 1, 4 épées
musketeer-02-0 = Mousquetaire 2, sans épée
musketeer-02-1 = Mousquetaire 2, 1 épée
musketeer-02-2 = Mousquetaire 2, 2 épées
musketeer-02-3 = Mousquetaire 2, 3 épées
musketeer-02-4 = Mousquetaire 2, 4 épées
musketeer-03-0 = Mousquetaire 3, sans épée
musketeer-03-1 = Mousquetaire 3, 1 épée
musketeer-03-2 = Mousquetaire 3, 2 épées
musketeer-03-3 = Mousquetaire 3, 3 épées
musketeer-03-4 = Mousquetaire 3, 4 épées
musketeer-04-0 = Mousquetaire 4, sans épée
musketeer-04-1 = Mousquetaire 4, 1 épée
musketeer-04-2 = Mousquetaire 4, 2 épées
musketeer-04-3 = Mousquetaire 4, 3 épées
musketeer-04-4 = Mousquetaire 4, 4 épées
musketeer-05-0 = Mousquetaire 5, sans épée
musketeer-05-1 = Mousquetaire 5, 1 épée
musketeer-05-2 = Mousquetaire 5, 2 épées
musketeer-05-3 = Mousquetaire 5, 3 épées
musketeer-05-4 = Mousquetaire 5, 4 épées
musketeer-06-0 = Mousquetaire 6, sans épée
musketeer-06-1 = Mousquetaire 6, 1 épée
musketeer-06-2 = Mousquetaire 6, 2 épées
musketeer-06-3 = Mousquetaire 6, 3 épées
musketeer-06-4 = Mousquetaire 6, 4 épées
musketeer-07-0 = Mousquetaire 7, sans épée
musketeer-07-1 = Mousquetaire 7, 1 épée
musketeer-07-2 = Mousquetaire 7, 2 épées
musketeer-07-3 = Mousquetaire 7, 3 épées
musketeer-07-4 = Mousquetaire 7, 4 épées
musketeer-08-0 = Mousquetaire 8, sans épée
musketeer-08-1 = Mousquetaire 8, 1 épée
musketeer-08-2 = Mousquetaire 8, 2 épées
musketeer-08-3 = Mousquetaire 8, 3 épées
musketeer-08-4 = Mousquetaire 8, 4 épées
musketeer-09-0 = Mousquetaire 9, sans épée
musketeer-09-1 = Mousquetaire 9, 1 épée
musketeer-09-2 = Mousquetaire 9, 2 épées
musketeer-09-3 = Mousquetaire 9, 3 épées
musketeer-09-4 = Mousquetaire 9, 4 épées
musketeer-10-0 = Mousquetaire 10, sans épée
musketeer-10-1 = Mousquetaire 10, 1 épée
musketeer-10-2 = Mousquetaire 10, 2 épées
musketeer-10-3 = Mousquetaire 10, 3 épées
musketeer-10-4 = Mousquetaire 10, 4 épées
## Étapes de la manche

step-gather = les cartes sont ramassées et mélangées
step-deal_twelve = douze cartes pour chacun
step-choose_pay = chacun cache sa solde
step-duel = un garde s'avance
step-reveal_and_pay = la solde est comptée

## Ce qui se passe

event-duel_won = L'équipe bat le garde ; { $winner } a joué la carte la plus forte.
event-duel_lost = Le garde l'emporte ; { $loser } a joué la carte la plus faible.
event-gem_placed = { $player } pose une pierre précieuse sur { $card }.
event-gem_returned = { $player } rend la pierre de { $card } à la table.
event-prison_placed = { $player } envoie { $card } en prison.
event-prison_removed = { $card } de { $player } sort de prison.

## Pourquoi la partie s'est terminée

end-musketiere-end_condition = Un joueur a 100 ducats ou plus : la partie est finie et le plus riche l'emporte.
end-musketiere-round_limit = La partie a atteint son dernier tour : le joueur le plus riche l'emporte.

## Règles maison

house-rule-musketiere-short-game = Une partie plus courte : elle s'arrête à 50 ducats au lieu de 100.
house-rule-musketiere-no-theft = Pas de vol : quand la réserve est vide, un duel gagné ne prend ni gemme ni prison à un autre joueur.
