# The Queen's Pendants: what the rules ask, offer and announce while a game is played (English, the reference).
# Ids come from content/games/pendants.yaml and content/cards/pendants/: prompts (`choose p "x"`, `prompt="x"`),
# option labels (`option-<label>`), steps, events (`event-pendants-<event>`, so no other game's wording is taken),
# counters.

## Prompts: setting up

prompt-extra-chest-count = Help for the musketeers: how many extra chests do you want, one or two?
prompt-extra-chest = Pick the room for each extra chest.
prompt-extra-crest-count = Help for the Cardinal: how many extra crests do you want, one or two?
prompt-extra-crest = Pick the room for each extra crest.
prompt-carpet-count = Your side takes on a challenge: how many carpets, one or two?
prompt-cover-chest = Which chests disappear under a carpet?
prompt-cover-crest = Which crests disappear under a carpet?
prompt-share-the-fourth = Four players: how do you share the fourth musketeer?
prompt-pendant-keeper = The four pendants lie face down: deal them at random, or choose in secret who carries the true one?

## Prompts: the Cardinal

prompt-cardinal-action = Cardinal, what is your next move?
prompt-duel-order = Duels are waiting in several rooms: which one is fought first?
prompt-discard-special = You may keep only three special cards: which one goes?
prompt-special-effect = This card can do two things: which one do you want?
prompt-secret-passage-link = Which secret passage opens for your henchmen in this phase?
prompt-perfume-target = Milady wears her Irresistible Perfume: which musketeer falls for it?
prompt-reserve-henchmen = Which henchmen do you call back to your reserve?
prompt-portcullis-link = Which doorway does the Portcullis shut?
prompt-pistol-target = Rochefort draws his pistol: at which musketeer does he fire?
prompt-assign-hits = The hits do not divide evenly: who takes one more?

## Prompts: the musketeers

prompt-musketeer-action = What do you do next in your phase?
prompt-collective-action = All for one! Do you catch your breath or step into the next room?
prompt-before-hits = Blows are about to land on you: drink something first?
prompt-duel-begins = A duel is about to begin: play a card before any die is rolled?
prompt-duel-round = A duel round is about to be rolled: play a card first?
prompt-cape-retreat = Which room do you slip away into?
prompt-secret-passage = Through which secret passage do you go?
prompt-door-link = Which doorway does the Musketeers' Door shut?
prompt-give-back = A friend has just handed you a token: do you hand one back?
prompt-swap-back = A friend offers you a token, but you carry all you may: trade one of yours for it?
prompt-accept-swap = A friend proposes to trade pendants with you: do you agree?

## Options

option-pendants-move = Go to { $to }
option-pendants-go = Send { $f } to { $to }
option-pendants-duel = Fight the duel
option-pendants-equip = Take a token from the chest
option-use = Use { $t }
option-drink = Drink { $t }
option-pendants-act = Take the room's action: { $a }
option-give = Give { $t } to { $to }
option-swap = Propose a pendant trade to { $other }
option-all-for-one = Play All for one
option-pendants-end = End the phase
option-recover = Recover 1 life
option-back = Hand { $b } back
option-take-for = Take { $got } for your { $b }
option-no-return = Hand nothing back
option-accept = Agree
option-refuse = Refuse
option-at = Shut { $l }
option-to = Slip into { $r }
option-open = Open { $l }
option-at-random = Deal them at random
option-keeper = { $k } carries the true pendant
option-one-runs-two = One of us runs two musketeers
option-take-turns = We take turns with Athos
option-special = Play { $c }
option-seduce = Milady tries her charm on { $m }
option-reinforce = Bring { $kind } into { $room }
option-call = Play The Cardinal's Call
option-secret-passage = Secret Passage
option-move-portcullis = Displace the Portcullis
option-1 = One
option-2 = Two
option-guard = a Guard
option-milady = Milady
option-rochefort = Rochefort

## Steps

step-variant_rooms = the chests and crests are laid on the Louvre
step-share_the_fourth = the musketeers share out the fourth musketeer
step-decks = the cards are shuffled
step-pendants = the pendants are handed out
step-equipment = the equipment is handed out and the chests filled
step-figures = the figures take their places
step-first_special = the Cardinal draws his first special card
step-turn_card = a turn-order card is turned up
step-phases = the phases on the card are played
step-queen = the Queen walks towards the King

## Events

event-pendants-turn_card_drawn = { $card } is turned up: its phases come next.
event-pendants-musketeer_moved = { $musketeer } enters { $room }.
event-pendants-henchman_moved = The Cardinal sends { $henchman } to { $room }.
event-pendants-reinforced = { $henchman } enters the Louvre in { $room }.
event-pendants-equipped = { $musketeer } takes a token from the chest.
event-pendants-duel_ended = The duel in { $room } is over.
event-pendants-stunned = { $musketeer } has no life left and lies stunned: the Queen moves one square closer to the King.
event-pendants-pendant_revealed = { $true_pendant ->
    [1] { $musketeer } lies stunned before the Cardinal's men, and the pendant he carries is the true one!
   *[other] { $musketeer } lies stunned before the Cardinal's men, but the pendant he carries is a fake.
}
event-pendants-pendant_seen = Milady has charmed { $musketeer }: the Cardinal now knows which pendant he carries.
event-pendants-seduction_failed = { $musketeer } resists Milady's charm.
event-pendants-queen_comforted = { $musketeer } reaches the ballroom without the true pendant: he comforts the Queen, who steps back, and he is out of the game.
event-pendants-all_for_one = All for one! The musketeers act together in an extra phase.
event-pendants-cardinals_call = The Cardinal sounds his Call: his henchmen get an extra phase.
event-pendants-portrait_drawn = { $squares ->
    [0] A portrait token is drawn: the Queen stays where she is.
    [one] A portrait token is drawn: the Queen walks { $squares } square.
   *[other] A portrait token is drawn: the Queen walks { $squares } squares.
}

## Counters

counter-rooms_per_phase = Rooms a musketeer moves in a phase
    .description = Rooms a musketeer may move in his phase ('Movimento').
counter-henchman_rooms = Rooms a henchman moves for one point
    .description = Rooms a henchman moves for one action point.
counter-gear_limit = Tokens a musketeer may hold
    .description = Equipment tokens a musketeer may hold.
counter-hand_limit = Special cards the Cardinal may hold
    .description = Special cards the Cardinal may hold.
counter-chest_height = Tokens on each chest
    .description = Tokens on each chest at set-up.
counter-turn_number = Turns played
    .description = Turns played so far.
counter-phase_no = Phases played
    .description = Phases begun so far: a henchman or token stamped with it acted in this phase.
counter-duel_no = Duels fought
    .description = Duels begun so far: a musketeer stamped with it fell in this duel.
counter-special_used = Special card played this phase
    .description = 1 once the Cardinal played a special card in this phase.
counter-cardinal_acted = The Cardinal has acted this phase
    .description = 1 once the Cardinal acted in this phase (Reinforcements come first).
counter-dueling = A duel has begun this phase
    .description = 1 once a duel began in this Cardinal phase: no henchman moves any more.
counter-calling = The Cardinal's Call is under way
    .description = 1 during the extra phase of The Cardinal's Call.
counter-duel_bonus_dice = Extra red dice this round
    .description = Dice the Cardinal adds in the next duel round (Enraged Guards).
counter-duel_hit = The henchmen's hit value this round
    .description = The henchmen's hit value in the next duel round, 0 for their own (Elite Guards).
counter-four_players = Four players
    .description = 1 with four players: the musketeers choose how they share the fourth musketeer.
counter-shared_turns = The fourth musketeer is played in turn
    .description = 1 when the musketeer players take turns with the shared musketeer (four players).
counter-extra_chests = Variant: extra chests
    .description = Variant 'help for the musketeers': 1 when chosen.
counter-extra_crests = Variant: extra crests
    .description = Variant 'help for the Cardinal': 1 when chosen.
counter-covered_chests = Variant: chests under carpets
    .description = Variant 'challenge for the musketeers': 1 when chosen.
counter-covered_crests = Variant: crests under carpets
    .description = Variant 'challenge for the Cardinal': 1 when chosen.
counter-suspense = Variant: maximum suspense
    .description = Variant 'maximum suspense': 1 when chosen.
counter-open_draw = Variant: open draw
    .description = Variant 'open draw': 1 when chosen.
counter-open_secret = Secret passage opened
    .description = The secret passage (link number) a special card opened to the henchmen this phase; 0 none.
counter-steps = Rooms left to move
    .description = Rooms the musketeer may still move in this phase.
counter-equipped_here = Has equipped in this room
    .description = 1 once he equipped in the room he stands in.
counter-acted_room = Has taken this room's action
    .description = 1 once he took the room's own action since entering it.
counter-recovering = Getting up
    .description = 1 in the phase a stunned musketeer gets up: no move, no equipping.
counter-acted = Has acted this phase
    .description = 1 once he did something in his phase (All for one then ends it).
counter-swapped = Has traded pendants this phase
    .description = 1 once he traded pendants in this phase.
counter-incoming = Hits about to land
    .description = Hits about to land on him in this duel round.
counter-dodging = Dodges this round
    .description = 1 when no hit lands on him in this duel round (Aramis).
counter-extra_dice = Extra dice this round
    .description = Dice he adds in this duel round (d'Artagnan).
counter-duel_hits = Hits scored this round
    .description = Hits he scores in this duel round.
counter-fell = Fell in duel no.
    .description = The duel (duel_no) in which he lost his last life.
counter-stunned = stunned
counter-link = in place
counter-moved_in = moved
counter-entered_by = came in
counter-handed = handed over
counter-seen = seen by the Cardinal

## Dice

dice-d6 = the dice

## Why the game ended

end-pendants-pendant_returned = A musketeer reached the ballroom with the true pendant: the musketeers win.
end-pendants-queen_meets_king = The Queen reached the King without her pendants: the Cardinal wins.
end-pendants-true_pendant_revealed = The true pendant fell into the Cardinal's hands: the Cardinal wins.
end-pendants-round_limit = The game reached its last round without a winner.

## House rules (`rulekit house-rules pendants`, the start page of the web table)

house-rule-pendants-musketeers-help = Help for the musketeers: one or two extra chests of gold-cornered tokens, placed by the musketeers (rulebook).
house-rule-pendants-cardinal-help = Help for the Cardinal: one or two extra crests where henchmen come in, each with a guard (rulebook).
house-rule-pendants-musketeers-challenge = A challenge for the musketeers: one or two chests under carpets, each with three tokens fewer (rulebook).
house-rule-pendants-cardinal-challenge = A challenge for the Cardinal: one or two crests under carpets, each with one guard fewer (rulebook).
house-rule-pendants-maximum-suspense = Maximum suspense: a portrait token drawn at random (0, 1 or 2), not the card, says how far the Queen walks (rulebook).
house-rule-pendants-open-draw = Open draw: the musketeers show the Cardinal every equipment token they take (rulebook).
house-rule-pendants-king-14 = The King waits on square 14: harder for the musketeers (rulebook).
house-rule-pendants-king-13 = The King waits on square 13: harder still (rulebook).
house-rule-pendants-king-12 = The King waits on square 12: for the boldest (rulebook).
