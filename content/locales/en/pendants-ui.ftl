# The Queen's Pendants: what the ruleset asks, offers and announces while a game is played (English, the reference).
# Ids come from rulekit/games/pendants/*.py (prompts, option labels, events) and content/games/pendants.yaml (steps).
# Shared with mylady.ftl and not repeated here: step-prepare and event-duel_ended (message ids are one namespace
# per language).

## Prompts: setting up the variants

prompt-extra-chest-count = Help for the musketeers: how many extra chests do you want, one or two?
prompt-extra-chest = Pick the room for each extra chest.
prompt-extra-crest-count = Help for the Cardinal: how many extra crests do you want, one or two?
prompt-extra-crest = Pick the room for each extra crest.
prompt-carpet-count = Your side takes on a challenge: how many carpets, one or two?
prompt-cover-chest = Which chests disappear under a carpet?
prompt-cover-crest = Which crests disappear under a carpet?

## Prompts: the Cardinal

prompt-cardinal-action = Cardinal, what is your next move?
prompt-duel-order = Duels are waiting in several rooms: which one is fought first?
prompt-discard-special = You may keep only three special cards: which one goes?
prompt-special-effect = This card can do two things: which one do you want?
prompt-secret-passage-link = Which secret passage opens for your henchmen in this phase?
prompt-perfume-target = Milady wears her Irresistible Perfume: which musketeer falls for it?
prompt-reserve-henchmen = Which henchmen do you call back to your reserve?
prompt-portcullis-link = Which doorway does the Portcullis shut?
prompt-duel-card = A duel starts: do you play a card for its first round?
prompt-pistol-target = Rochefort draws his pistol: at which musketeer does he fire?
prompt-assign-hits = The hits do not divide evenly: who takes one more?

## Prompts: the musketeers

prompt-musketeer-action = What do you do next in your phase?
prompt-collective-action = All for one! Do you catch your breath or step into the next room?
prompt-drink-potion = The coming blows would knock you out: drink a Potion first?
prompt-throw-cape = You are attacked: throw your Cape and slip away before any die is rolled?
prompt-cape-retreat = Which room do you slip away into?
prompt-secret-strike = Use a Secret Strike to put one opponent out of the fight now?
prompt-door-link = Which doorway does the Musketeers' Door shut?
prompt-give-back = A friend has just handed you a token: do you hand one back?
prompt-accept-swap = A friend proposes to trade pendants with you: do you agree?

## Option labels

pendants-move = Move
pendants-seduce = Milady tries her charm
pendants-special = Play a special card
pendants-reinforce = Bring in from the reserve
pendants-duel = Fight the duel
pendants-call = Play The Cardinal's Call
pendants-end = End the phase
pendants-equip = Take a token from the chest
pendants-use = Use
pendants-give = Give a token
pendants-swap = Propose a pendant trade
pendants-all-for-one = Play All for one
pendants-heal = Recover 1 life
pendants-one = One
pendants-two = Two
pendants-yes = Yes
pendants-no = No
pendants-none = None
pendants-drink = Drink it
pendants-cape = Throw the Cape
pendants-strike = Strike

## Effects of the special cards

pendants-effect-reinforcements = Reinforcements
pendants-effect-secret_passage = Secret Passage
pendants-effect-perfume = Irresistible Perfume
pendants-effect-reserve = Reserve
pendants-effect-portcullis = The Cardinal's Portcullis
pendants-effect-move_portcullis = Displace the Portcullis
pendants-effect-enraged_guards = Enraged Guards
pendants-effect-elite_guards = Elite Guards

## Steps of the turn

step-turn_card = a turn-order card is turned up
step-phases = the phases on the card are played
step-queen = the Queen walks towards the King

## Events

event-turn_card_drawn = { $card } is turned up: its phases come next.
event-musketeer_moved = { $musketeer } enters { $room }.
event-henchman_moved = The Cardinal sends { $henchman } to { $room }.
event-equipped = { $musketeer } takes a token from the chest.
event-stunned = { $musketeer } has no life left and lies stunned: the Queen moves one square closer to the King.
event-pendant_revealed = { $true_pendant ->
    [1] { $musketeer } lies stunned before the Cardinal's men, and the pendant he carries is the true one!
   *[other] { $musketeer } lies stunned before the Cardinal's men, but the pendant he carries is a fake.
}
event-pendant_seen = Milady has charmed { $musketeer }: the Cardinal now knows which pendant he carries.
event-queen_comforted = { $musketeer } reaches the ballroom without the true pendant: he comforts the Queen, who steps back, and he is out of the game.
event-all_for_one = All for one! The musketeers act together in an extra phase.
event-cardinals_call = The Cardinal sounds his Call: his henchmen get an extra phase.
event-special_played = The Cardinal plays { $card }.
event-portrait_drawn = { $squares ->
    [0] A portrait token is drawn: the Queen stays where she is.
    [one] A portrait token is drawn: the Queen walks { $squares } square.
   *[other] A portrait token is drawn: the Queen walks { $squares } squares.
}

## Counters

counter-pendant_known = Pendant known to the Cardinal (1 false, 2 true)
counter-one_for_all = All for one still unplayed
counter-extra_chests = Variant: extra chests
counter-extra_chest_1 = Extra chest 1 in room no.
counter-extra_chest_2 = Extra chest 2 in room no.
counter-extra_crests = Variant: extra crests
counter-extra_crest_1 = Extra crest 1 in room no.
counter-extra_crest_2 = Extra crest 2 in room no.
counter-covered_chests = Variant: chests under carpets
counter-covered_chest_1 = Carpeted chest 1 in room no.
counter-covered_chest_2 = Carpeted chest 2 in room no.
counter-covered_crests = Variant: crests under carpets
counter-covered_crest_1 = Carpeted crest 1 in room no.
counter-covered_crest_2 = Carpeted crest 2 in room no.
counter-suspense = Variant: maximum suspense

## Marks on figures and blocking tokens (card counters)

counter-stunned = stunned
counter-link = in place

## Dice

dice-d6 = the dice

event-pendants-duel_ended = The duel in { $room } is over.
option-guard = a Guard
option-milady = Milady
option-rochefort = Rochefort
counter-open_secret = Secret passage opened
counter-bonus_steps = Rooms added

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
