# Musketiere : français. Complet ; la référence est en/musketiere.ftl.

musketiere = Mousquetaires
    .summary = De deux à quatre mousquetaires affrontent ensemble les gardes du Cardinal, mais chacun vise la meilleure solde. Avant les neuf duels d'une manche, on pose trois cartes face cachée comme solde ; une pierre précieuse double une carte de solde, une prison l'annule. Le premier à 100 ducats l'emporte.

table = La table

## Zones

zone-musketeer_deck = Pioche des mousquetaires
    .description = Les cartes de mousquetaire non distribuées pendant cette manche.
zone-guard_deck = Pioche des gardes
    .description = Les gardes du Cardinal encore à venir pendant cette manche.
zone-guard = Garde à battre
    .description = Le garde que l'équipe combat en ce moment.
zone-beaten = Gardes affrontés
    .description = Les gardes déjà affrontés pendant cette manche.
zone-discard = Défausse
    .description = Les cartes de mousquetaire jouées en duel ou jetées en prison.
zone-hand = Main
    .description = Les cartes avec lesquelles un joueur se bat.
zone-pay = Cartes de solde
    .description = Trois cartes face cachée : la solde qu'un joueur espère.
zone-played = Carte en duel
    .description = La carte qu'un joueur montre dans le duel en cours.
zone-scored = Solde dévoilée
    .description = Les cartes de solde retournées à la fin de la manche.

## Compteurs et réserves

counter-ducats = Ducats
    .description = Les ducats gagnés sur toutes les manches ; 100 termine la partie.
counter-sitting_out = Hors du combat
    .description = 1 tant que les trois cartes de solde du joueur sont en prison.
counter-gems = Pierres précieuses
    .description = Les pierres précieuses au milieu de la table.
counter-prisons = Prisons
    .description = Les prisons au milieu de la table.
counter-theft = Vol chez les autres joueurs
    .description = 1 : quand la réserve est vide, une pierre ou une prison est prise sur la carte d'un autre joueur (règle maison no-theft : 0).
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

## Cartes : un message pour toutes les cartes d'une sorte ; les valeurs de chaque carte sont ses variables ($value, $swords)

musketiere-guard = { -guard } { $value }
    .rules = L'équipe gagne le duel si ses cartes totalisent { $value } ou plus.
musketiere-musketeer = { -musketeer } { $value }, { $swords ->
        [0] sans épée
        [one] { $swords } épée
       *[other] { $swords } épées
    }

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

## Les procédures des règles en mots (rulekit show) ; $winner, $player... sont les arguments, en mots

words-call-claim_gem = { $winner } prend une pierre précieuse ou libère une carte de solde de prison
words-call-take_gem = { $player } pose une pierre précieuse sur une carte de { $free }
words-call-free_card = { $player } libère une carte de { $jailed } de prison
words-call-take_prison = { $loser } envoie une carte de solde en prison

## Pourquoi la partie s'est terminée

end-musketiere-end_condition = Un joueur a 100 ducats ou plus : la partie est finie et le plus riche l'emporte.
end-musketiere-round_limit = La partie a atteint son dernier tour : le joueur le plus riche l'emporte.

## Règles maison

house-rule-musketiere-short-game = Une partie plus courte : elle s'arrête à 50 ducats au lieu de 100.
house-rule-musketiere-no-theft = Pas de vol : quand la réserve est vide, un duel gagné ne prend ni gemme ni prison à un autre joueur.
