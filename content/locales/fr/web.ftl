# La table dans le navigateur (rulekit serve) et les commandes du terminal, pour tous les jeux.

## La page d'accueil et une nouvelle table

web-title = rulekit : une table pour jeux de plateau et de cartes
web-intro = Choisissez un jeu, le nombre de joueurs et la langue ; puis qui s'assied où.
web-players = Joueurs
web-language = Langue
web-house-rules = Règles maison
web-choose-seats = Choisir les places
web-saved-tables = Tables enregistrées
web-saved-tables-hint = { $count ->
    [one] Une table est enregistrée ici ; ses liens restent valables après un redémarrage.
   *[other] { $count } tables sont enregistrées ici ; leurs liens restent valables après un redémarrage.
}
web-packs = Extensions de contenu
web-packs-hint = { $count ->
    [one] Une extension de contenu a été trouvée. Pour jouer avec dans le terminal : rulekit play JEU --pack ID.
   *[other] { $count } extensions de contenu ont été trouvées. Pour jouer avec l’une d’elles dans le terminal : rulekit play JEU --pack ID.
}
web-seats-intro = Pour chaque joueur : à ce navigateur (les joueurs d'ici se relaient devant un seul écran), invité avec son propre lien, ou joué par un agent.
web-kind-here = À ce navigateur
web-kind-invite = Invité (lien personnel)
web-kind-agent = Agent : { $agent }
web-seed = Graine
web-seed-random = au hasard
web-seed-alone = seulement si une seule personne joue, contre des agents
web-start = Commencer la partie
web-table-ready = La table est prête.
web-invite-hint = Envoyez à chaque invité son propre lien. Qui détient un lien voit les cartes de cette place : ne le donnez à personne d'autre.
web-play-here = S'asseoir et jouer

## La page d'une place

web-waiting = En attente de { $players }.
web-log = Ce qui s'est passé
web-filter = Afficher seulement
web-all = Tout
web-confirm = Valider
web-undo = Reprendre mon dernier coup
web-download-record = Télécharger l'enregistrement de cette partie
web-face-down = { $count ->
    [one] une carte face cachée
   *[other] { $count } cartes face cachée
}
web-pass-to = Passez l'écran à { $person }.
web-reveal = Je suis { $person } : montrer mes cartes

## Erreurs (rien n'a changé)

web-error = Un problème est survenu
web-error-no-table = Il n'y a pas de table pour ce lien. Vérifiez l'adresse ou commencez une nouvelle table.
web-error-no-game = Il n'y a pas de jeu { $game }.
web-error-players = Choisissez entre { $min } et { $max } joueurs.
web-error-bad-request = La demande n'a pas pu être comprise : rien n'a changé.
web-error-not-your-turn = Ce n'est pas votre tour : rien n'a changé.
web-error-stale = La partie a avancé depuis cette question : rien n'a changé. Voici la question actuelle.
web-error-bad-option = Ce choix n'existe pas dans cette question : rien n'a changé.
web-error-over = La partie est terminée.
web-error-not-over = L'enregistrement peut être téléchargé une fois la partie terminée.
web-error-seats = Indiquez pour chaque joueur qui le joue.
web-error-agent = Cet agent n'existe pas.
web-error-bad-form = Le formulaire n'a pas pu être lu : rien n'a été commencé ni changé.
web-error-bad-message = Ce message n'a pas pu être compris : rien n'a changé.
web-error-damaged = Le fichier enregistré de cette table est endommagé et la partie ne peut pas continuer. Il est resté tel quel : la personne qui fait tourner le serveur peut le vérifier avec rulekit replay.
web-error-elsewhere = La partie a été poursuivie ailleurs (dans un terminal) entre-temps : votre coup n'a pas été enregistré. Voici la partie telle qu'elle est.
web-error-seed = Qui choisit la graine connaît toutes les cartes cachées. Choisissez-en une seulement si une seule personne joue, contre des agents.
web-error-seed-range = La graine doit être un nombre entier de 0 à { $max }.
web-error-house-rule = Ce jeu n'a pas de règle maison { $name }.
web-error-cannot-start = Impossible d'ouvrir une table avec ces réglages.
web-error-undo-nothing = Vous n'avez aucun coup à reprendre.
web-error-undo-over = La partie est terminée : les coups ne peuvent plus être repris.
web-error-undo-other-seat = Un autre joueur a joué depuis : votre coup ne peut plus être repris.
web-error-undo-random = Depuis, on a pioché, mélangé ou lancé les dés : votre coup ne peut plus être repris.
web-error-undo-revealed = Une carte vous a été montrée depuis : votre coup ne peut plus être repris.
web-error-undo-external = Le temps s'est écoulé depuis : votre coup ne peut plus être repris.

## Sortes de choix (navigateur et terminal)

ui-kind-move = Se déplacer
ui-kind-play = Jouer
ui-kind-fight = Combattre
ui-kind-end = Terminer
ui-kind-other = Autre

## Les commandes du terminal

ui-filter-hint = Tapez une sorte ({ $kinds }) pour ne voir que ces choix, « tout » pour tous, « aide » pour les commandes.
ui-help = Tapez le numéro d'un choix (plusieurs séparés par des virgules quand on vous le demande). Commandes : aide, plan (le plateau), journal (les dernières lignes), tout (tous les choix), une sorte de choix (ne voir que ceux-là), annuler (reprendre votre dernier coup), quitter. Les commandes anglaises marchent aussi.
# Words typed at the terminal's prompt instead of option numbers (the English ones work in every language)
ui-word-help = aide
ui-word-map = plan
ui-word-log = journal
ui-word-all = tout
ui-word-undo = annuler
ui-word-quit = quitter
ui-map = Le plateau :
ui-no-map = Ce jeu n'a pas de plateau à cases.
ui-undone = Votre dernier coup a été repris.
ui-undo-nothing = Vous n'avez aucun coup à reprendre.
ui-undo-over = La partie est terminée : les coups ne peuvent plus être repris.
ui-undo-other-seat = Un autre joueur a joué depuis : votre coup ne peut plus être repris.
ui-undo-random = Depuis, on a pioché, mélangé ou lancé les dés : votre coup ne peut plus être repris.
ui-undo-revealed = Une carte vous a été montrée depuis : votre coup ne peut plus être repris.
ui-undo-external = Le temps s'est écoulé depuis : votre coup ne peut plus être repris.

## La fin d'une partie

ui-end-other = La partie est terminée ({ $reason }).
ui-no-winner = Personne ne gagne.
end-end_condition = La partie a atteint sa fin.
end-round_limit = La partie a atteint son dernier tour.
side-musketeers = les mousquetaires
side-mylady = Mylady
side-cardinal = le Cardinal
web-error-time-up = Le sablier est écoulé : votre phase est terminée.
