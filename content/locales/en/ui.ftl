# Messages of the terminal and of the engine's own events, shared by every game.

ui-your-turn = Your turn.
ui-choose-one = Enter the number of your choice:
ui-choose-exactly = { $count ->
    [one] Enter one number:
   *[other] Enter { $count } numbers, separated by commas:
}
ui-choose-number = Enter { $min } to { $max } numbers, separated by commas:
ui-invalid-choice = That is not one of the choices. Try again.
ui-round = Round { $round }
ui-step = Round { $round }: { $step }
ui-winner = Winner: { $players }
ui-game-over = The game is over.
ui-you-are = You play seat { $seat }.
ui-you = You (seat { $seat })
ui-seat = Seat { $seat }
ui-player = Player
ui-cards = { $count ->
    [one] one card
   *[other] { $count } cards
}
ui-face-down = face-down card ({ $zone })
ui-face-down-card = face-down card
ui-moved = { $cards } → { $zone }
ui-counter = { $who }: { $counter } { $value }
ui-resumed = Continuing the saved game in { $path }.
ui-elsewhere = { $seat } plays this game at the web table and must answer now: the game is saved as it stands. Run the same command again once they have.
ui-quit = You left the game. With --save it can be continued later.
event-round_started = A new round begins: round { $round }.
event-round_ended = Round { $round } is over.
ui-not-a-number = “{ $text }” is not a number.
ui-no-such-option = There is no option { $number }: choose from 1 to { $max }.
ui-option-twice = You named the same option twice.
ui-wrong-count = { $min ->
    [one] { $max ->
        [one] Choose exactly one option, not { $count }.
       *[other] Choose 1 to { $max } options, not { $count }.
    }
   *[other] Choose { $min } to { $max } options, not { $count }.
}
ui-wrong-count-exact = { $wanted ->
    [one] Choose exactly one option, not { $count }.
   *[other] Choose exactly { $wanted } options, not { $count }.
}
ui-you-named = You ({ $name })
ui-hourglass = The hourglass runs: { $seconds } seconds left for your phase.
ui-the-game = The game
ui-rolled = { $who } rolls { $dice }: { $faces }
ui-track = { $track }: { $value }

## Errors a player can see: an answer the engine refuses, house rules that do not go together

error-game-over = The game is over.
error-game-broken = An error stopped this game: continue it from its save.
error-no-such-seat = There is no seat { $seat } in this game of { $seats } seats.
error-nothing-to-decide = Seat { $seat } has nothing to decide now.
error-no-such-external = This game takes no outside input “{ $name }”.
error-no-house-rule = This game has no house rule “{ $rule }”. It offers: { $offered }.
error-house-rules-together = The house rules { $first } and { $second } cannot be played together: choose one.

## House rules, as the terminal and the start page of the web table show them

ui-house-rule = House rule { $name }: { $text }
ui-house-rule-not-with = Not with: { $rules }.
