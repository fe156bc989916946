# The web table (rulekit serve) and the terminal's commands, shared by every game.

## The start page and a new table

web-title = rulekit: a table for board and card games
web-intro = Choose a game, how many play and in which language; then say who sits where.
web-players = Players
web-language = Language
web-house-rules = House rules
web-choose-seats = Choose the seats
web-saved-tables = Saved tables
web-saved-tables-hint = { $count ->
    [one] One table is saved here; its links stay valid after a restart.
   *[other] { $count } tables are saved here; their links stay valid after a restart.
}
web-packs = Content packs
web-packs-hint = { $count ->
    [one] One content pack was found. Play with it in the terminal: rulekit play GAME --pack ID.
   *[other] { $count } content packs were found. Play with one in the terminal: rulekit play GAME --pack ID.
}
web-seats-intro = For each player: at this browser (players here take turns at one screen), invited with a link of their own, or played by an agent.
web-kind-here = At this browser
web-kind-invite = Invited (own link)
web-kind-agent = Agent: { $agent }
web-seed = Seed
web-seed-random = random
web-seed-alone = only when one person plays, against agents
web-start = Start the game
web-table-ready = The table is ready.
web-invite-hint = Send each invited player their own link. Whoever holds a link sees that seat's cards, so give it to nobody else.
web-play-here = Sit down and play

## A seat's page

web-waiting = Waiting for { $players }.
web-log = What happened
web-filter = Show only
web-all = All
web-confirm = Confirm
web-undo = Take back my last move
web-download-record = Download the record of this game
web-face-down = { $count ->
    [one] one face-down card
   *[other] { $count } face-down cards
}
web-pass-to = Pass the screen to { $person }.
web-reveal = I am { $person }: show my cards

## Errors (nothing changed)

web-error = Something went wrong
web-error-no-table = There is no table for this link. Check the address, or start a new table.
web-error-no-game = There is no game { $game }.
web-error-players = Choose between { $min } and { $max } players.
web-error-bad-request = The request could not be understood: nothing was changed.
web-error-not-your-turn = It is not your turn: nothing was changed.
web-error-stale = The game has moved on since this question was shown: nothing was changed. Here is the current question.
web-error-bad-option = That option does not exist in this question: nothing was changed.
web-error-over = The game is over.
web-error-not-over = The record can be downloaded once the game is over.
web-error-seats = Say for every player who plays them.
web-error-agent = There is no such agent.
web-error-bad-form = The form could not be read: nothing was started or changed.
web-error-bad-message = This message could not be understood: nothing was changed.
web-error-damaged = The saved file of this table is damaged and cannot be continued. It was left as it is: whoever runs the server can check it with rulekit replay.
web-error-elsewhere = The game was continued elsewhere (in a terminal) meanwhile: your move was not saved. Here is the game as it stands.
web-error-seed = A chosen seed tells whoever chose it every hidden card. Choose one only when a single person plays, against agents.
web-error-seed-range = The seed must be a whole number from 0 to { $max }.
web-error-house-rule = This game has no house rule { $name }.
web-error-cannot-start = A table cannot be started with these settings.
web-error-undo-nothing = There is no move of yours to take back.
web-error-undo-over = The game is over: moves cannot be taken back.
web-error-undo-other-seat = Another player has moved since: your move cannot be taken back.
web-error-undo-random = Something was drawn, shuffled or rolled since: your move cannot be taken back.
web-error-undo-revealed = A card was shown to you since: your move cannot be taken back.
web-error-undo-external = Time ran out since: your move cannot be taken back.

## Kinds of options (web and terminal)

ui-kind-move = Move
ui-kind-play = Play
ui-kind-fight = Fight
ui-kind-end = End
ui-kind-other = Other

## The terminal's commands

ui-filter-hint = Type a kind ({ $kinds }) to see only those options, “all” for all of them, “help” for the commands.
ui-help = Type the number of an option (several separated by commas when asked). Commands: help, map (the board), log (the last lines), all (every option), a kind of option (to see only those), undo (take back your last move), q (leave).
# Words typed at the terminal's prompt instead of option numbers (the English ones work in every language)
ui-word-help = help
ui-word-map = map
ui-word-log = log
ui-word-all = all
ui-word-undo = undo
ui-word-quit = quit
ui-map = The board:
ui-no-map = This game has no board of spaces.
ui-undone = Your last move was taken back.
ui-undo-nothing = There is no move of yours to take back.
ui-undo-over = The game is over: moves cannot be taken back.
ui-undo-other-seat = Another player has moved since: your move cannot be taken back.
ui-undo-random = Something was drawn, shuffled or rolled since: your move cannot be taken back.
ui-undo-revealed = A card was shown to you since: your move cannot be taken back.
ui-undo-external = Time ran out since: your move cannot be taken back.

## The end of a game

ui-end-other = The game ended ({ $reason }).
ui-no-winner = Nobody wins.
end-end_condition = The game reached its end.
end-round_limit = The game reached its last round.
side-musketeers = the musketeers
side-mylady = Mylady
side-cardinal = the Cardinal
web-error-time-up = The hourglass has run out: your phase is over.
