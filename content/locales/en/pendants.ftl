# The Three Musketeers: The Queen's Pendants: English (the reference locale). Card, zone, counter and seat ids
# come from content/*/pendants. Shared ids already defined in mylady.ftl (seat-dartagnan.., zone-gear,
# zone-removed, counter-wounds) are reused, not repeated.

pendants = The Three Musketeers: The Queen's Pendants
    .summary = Richelieu has set a trap for the Queen: at the ball she must wear the diamond pendant she gave away. Four musketeers slip into the Louvre from the quai, one of them secretly carrying the true pendant, and race through rooms full of the Cardinal's guards, Rochefort and Milady towards the ballroom. They win if the bearer of the true pendant gets there before the Queen reaches the King's square; the Cardinal wins if time runs out or his people find the true pendant on a stunned musketeer.

## Seats

seat-cardinal = Cardinal Richelieu

## Zones

zone-turn_deck = Turn-order deck
    .description = Turn-order cards still to come; shuffled again once all twelve are used.
zone-turn_discard = Used turn-order cards
    .description = Turn-order cards already used.
zone-turn_card = Turn-order card in force
    .description = The turn-order card in force.
zone-special_deck = Special card deck
    .description = The Cardinal's special cards still to draw.
zone-special_hand = The Cardinal's special cards
    .description = The Cardinal's special cards (at most three).
zone-special_discard = Used special cards
    .description = Special cards played or discarded.
zone-reserve = The Cardinal's reserve
    .description = Henchmen off the board.
zone-equipment_pool = Face-down equipment tokens
    .description = Equipment tokens face down, not yet in a chest or a hand.
zone-chests = Chests
    .description = Tokens lying face down in the chests; card counter slot: the chest marker's number.
zone-pendant = Pendant
    .description = The pendant token a musketeer carries: seen by all the musketeers.
zone-doorway = Blocked doorways
    .description = The Musketeers' Door and the Portcullis while they block a doorway (card counter link).

## Counters

counter-king_square = The King's square
    .description = The square where the Queen meets the King: she reaching it ends the game (15; 12-14 harder).
counter-rochefort_entered = Rochefort has entered this turn
    .description = 1 once Rochefort entered the Louvre this turn (once a turn).
counter-seduced = Seduction tried this phase
    .description = 1 once Milady tried a seduction in this phase.
counter-moved = Rooms moved this phase
    .description = Rooms the musketeer entered this phase (he may equip only after moving).
counter-poisoned = Poisoned
    .description = 1 when he may move only one room in his next phase.
counter-out = In the ballroom, out of play
    .description = 1 when he entered the ballroom without the true pendant: out of the game.

## Turn-order cards

pen-turn-01 = Turn order 1
    .rules = In this order: d'Artagnan; the Cardinal with 2 action points and a special card; Athos; Porthos; Aramis. Then the Queen moves 2 squares towards the King.
pen-turn-02 = Turn order 2
    .rules = In this order: the Cardinal with 1 action point and a special card; Aramis; Porthos; Athos; d'Artagnan. Then the Queen moves 2 squares towards the King.
pen-turn-03 = Turn order 3
    .rules = In this order: Athos; Aramis; d'Artagnan; the Cardinal with 1 action point and a special card; Porthos. Then the Queen moves 2 squares towards the King.
pen-turn-04 = Turn order 4
    .rules = In this order: Porthos; the Cardinal with 3 action points and a special card; d'Artagnan; Aramis; Athos. Then the Queen moves 2 squares towards the King.
pen-turn-05 = Turn order 5
    .rules = In this order: Athos; the Cardinal with 1 action point and a special card; d'Artagnan; Porthos; Aramis. Then the Queen moves 2 squares towards the King.
pen-turn-06 = Turn order 6
    .rules = In this order: Aramis; the Cardinal with 1 action point and a special card; Porthos; Athos; d'Artagnan. Then the Queen moves 2 squares towards the King.
pen-turn-07 = Turn order 7
    .rules = In this order: d'Artagnan; Porthos; the Cardinal with 2 action points and a special card; Aramis; the Cardinal with 1 action point; Athos. Then the Queen moves 2 squares towards the King.
pen-turn-08 = Turn order 8
    .rules = In this order: the Cardinal with 1 action point and a special card; Porthos; Athos; Aramis; d'Artagnan. Then the Queen moves 2 squares towards the King.
pen-turn-09 = Turn order 9
    .rules = In this order: Athos; the Cardinal with 2 action points and a special card; d'Artagnan; Aramis; the Cardinal with 1 action point and a special card; Porthos. Then the Queen moves 2 squares towards the King.
pen-turn-10 = Turn order 10
    .rules = In this order: Aramis; d'Artagnan; the Cardinal with 1 action point; Porthos; Athos. Then the Queen moves 2 squares towards the King.
pen-turn-11 = Turn order 11
    .rules = In this order: Porthos; the Cardinal with 1 action point and a special card; Athos; d'Artagnan; Aramis. Then the Queen moves 2 squares towards the King.
pen-turn-12 = Turn order 12
    .rules = In this order: d'Artagnan; the Cardinal with 4 action points and a special card; Aramis; Athos; Porthos. Then the Queen moves 1 square towards the King.

## The Cardinal's special cards

pen-special-secret-passage-1 = Secret Passage
    .rules = In your phase: pick one secret passage (green arrow); this phase your henchmen may use it like an ordinary way between its two rooms, as many of them as your action points pay for. One special card per phase.
pen-special-passage-or-portcullis-1 = Secret Passage or Displace the Portcullis
    .rules = Choose one of the two effects, never both. Secret Passage: In your phase: pick one secret passage (green arrow); this phase your henchmen may use it like an ordinary way between its two rooms, as many of them as your action points pay for. Displace the Portcullis: In your phase: take the Portcullis from the doorway it blocks, or from in front of you, and set it on another doorway. It may not leave any figure without a way out (secret passages do not count) and never closes a ballroom door. One special card per phase.
pen-special-move-portcullis-1 = Displace the Portcullis
    .rules = In your phase: take the Portcullis from the doorway it blocks, or from in front of you, and set it on another doorway. It may not leave any figure without a way out (secret passages do not count) and never closes a ballroom door. One special card per phase.
pen-special-portcullis-1 = The Cardinal's Portcullis
    .rules = In your phase: set the Portcullis on a doorway; nobody passes there while it stands. It may not leave any figure without a way out (secret passages do not count) and never closes one of the three ballroom doors. One special card per phase.
pen-special-enraged-guards-1 = Enraged Guards
    .rules = In attack or in defence, even outside your phase: in the first round of the duel your henchmen roll two extra dice, even with Rochefort among them.
pen-special-enraged-guards-2 = Enraged Guards
    .rules = In attack or in defence, even outside your phase: in the first round of the duel your henchmen roll two extra dice, even with Rochefort among them.
pen-special-elite-guards-1 = Elite Guards
    .rules = In attack or in defence, even outside your phase: in the first round of the duel your henchmen hit on 4, 5 or 6, even with Rochefort among them.
pen-special-elite-guards-2 = Elite Guards
    .rules = In attack or in defence, even outside your phase: in the first round of the duel your henchmen hit on 4, 5 or 6, even with Rochefort among them.
pen-special-perfume-1 = Irresistible Perfume
    .rules = When Milady shares a room with a musketeer: her seduction works without a roll and she looks at his pendant. It counts as her seduction attempt. One special card per phase.
pen-special-perfume-2 = Irresistible Perfume
    .rules = When Milady shares a room with a musketeer: her seduction works without a roll and she looks at his pendant. It counts as her seduction attempt. One special card per phase.
pen-special-reserve-1 = Reserve
    .rules = In your phase: take as many henchmen as you like off the board and back into your reserve, Milady and Rochefort too. One special card per phase.
pen-special-reinforcements-2 = Reinforcements +2
    .rules = Announce it when your phase begins: you get 2 more action points in this phase. Not in the extra phase of The Cardinal's Call. One special card per phase.
pen-special-reinforcements-3 = Reinforcements +3
    .rules = Announce it when your phase begins: you get 3 more action points in this phase. Not in the extra phase of The Cardinal's Call. One special card per phase.
pen-special-reinforcements-4 = Reinforcements +4
    .rules = Announce it when your phase begins: you get 4 more action points in this phase. Not in the extra phase of The Cardinal's Call. One special card per phase.
pen-cardinals-call = The Cardinal's Call
    .rules = Once in the game, at the start or the end of one of your phases: play an extra phase at once, in which every henchman on the board may step into a neighbouring room if the way is open. Duels and seductions may follow; you may play a special card in it, but not Reinforcements.

## Equipment tokens

pen-eq-potion-1 = Potion
    .rules = Get back 1 life point, whenever you like. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-potion-2 = Potion
    .rules = Get back 1 life point, whenever you like. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-potion-3 = Potion
    .rules = Get back 1 life point, whenever you like. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-potion-4 = Potion
    .rules = Get back 1 life point, whenever you like. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-potion-5 = Potion
    .rules = Get back 1 life point, whenever you like. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-potion-6 = Potion
    .rules = Get back 1 life point, whenever you like. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-potion-7 = Potion
    .rules = Get back 1 life point, whenever you like. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-secret-passage-1 = Secret Passage
    .rules = While moving, go through one secret passage (green arrow) from one of its rooms to the other. The passage still counts as one of your steps. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-secret-passage-2 = Secret Passage
    .rules = While moving, go through one secret passage (green arrow) from one of its rooms to the other. The passage still counts as one of your steps. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-secret-passage-3 = Secret Passage
    .rules = While moving, go through one secret passage (green arrow) from one of its rooms to the other. The passage still counts as one of your steps. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-secret-passage-4 = Secret Passage
    .rules = While moving, go through one secret passage (green arrow) from one of its rooms to the other. The passage still counts as one of your steps. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-charge-1 = Charge
    .rules = Move one room further in this phase. Several may be played in the same phase. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-charge-2 = Charge
    .rules = Move one room further in this phase. Several may be played in the same phase. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-charge-3 = Charge
    .rules = Move one room further in this phase. Several may be played in the same phase. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-charge-4 = Charge
    .rules = Move one room further in this phase. Several may be played in the same phase. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-charge-5 = Charge
    .rules = Move one room further in this phase. Several may be played in the same phase. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-charge-6 = Charge
    .rules = Move one room further in this phase. Several may be played in the same phase. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-charge-7 = Charge
    .rules = Move one room further in this phase. Several may be played in the same phase. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-charge-8 = Charge
    .rules = Move one room further in this phase. Several may be played in the same phase. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-door-1 = Musketeers' Door
    .rules = Set the Musketeers' Door on a doorway, or move it there from where it stood; nobody passes it. It may not leave any figure without a way out (secret passages do not count) and never closes a ballroom door. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-door-2 = Musketeers' Door
    .rules = Set the Musketeers' Door on a doorway, or move it there from where it stood; nobody passes it. It may not leave any figure without a way out (secret passages do not count) and never closes a ballroom door. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-door-3 = Musketeers' Door
    .rules = Set the Musketeers' Door on a doorway, or move it there from where it stood; nobody passes it. It may not leave any figure without a way out (secret passages do not count) and never closes a ballroom door. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-secret-strike-1 = Secret Strike
    .rules = In a duel, attacking or defending: one guard falls at once, with no roll. Against Rochefort only when no guard is left in the room, and then he falls before he can fire. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-secret-strike-2 = Secret Strike
    .rules = In a duel, attacking or defending: one guard falls at once, with no roll. Against Rochefort only when no guard is left in the room, and then he falls before he can fire. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-secret-strike-3 = Secret Strike
    .rules = In a duel, attacking or defending: one guard falls at once, with no roll. Against Rochefort only when no guard is left in the room, and then he falls before he can fire. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-secret-strike-4 = Secret Strike
    .rules = In a duel, attacking or defending: one guard falls at once, with no roll. Against Rochefort only when no guard is left in the room, and then he falls before he can fire. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-secret-strike-5 = Secret Strike
    .rules = In a duel, attacking or defending: one guard falls at once, with no roll. Against Rochefort only when no guard is left in the room, and then he falls before he can fire. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-cape-1 = Cape
    .rules = Only when attacked, before any dice are rolled: slip out of the duel into a neighbouring room, back towards the quai or to the side, never towards the ballroom. You may go where the attackers came from or among other henchmen, but you take nothing from a chest there. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-cape-2 = Cape
    .rules = Only when attacked, before any dice are rolled: slip out of the duel into a neighbouring room, back towards the quai or to the side, never towards the ballroom. You may go where the attackers came from or among other henchmen, but you take nothing from a chest there. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-cape-3 = Cape
    .rules = Only when attacked, before any dice are rolled: slip out of the duel into a neighbouring room, back towards the quai or to the side, never towards the ballroom. You may go where the attackers came from or among other henchmen, but you take nothing from a chest there. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-cape-4 = Cape
    .rules = Only when attacked, before any dice are rolled: slip out of the duel into a neighbouring room, back towards the quai or to the side, never towards the ballroom. You may go where the attackers came from or among other henchmen, but you take nothing from a chest there. Blue corner: keep it face down until you use it; it then leaves the game.
pen-eq-booby-trap-1 = Booby-trapped Chest
    .rules = Red corner: show it at once. The chest blows up: lose 1 life point, which may stun you.
pen-eq-booby-trap-2 = Booby-trapped Chest
    .rules = Red corner: show it at once. The chest blows up: lose 1 life point, which may stun you.
pen-eq-booby-trap-3 = Booby-trapped Chest
    .rules = Red corner: show it at once. The chest blows up: lose 1 life point, which may stun you.
pen-eq-poison-1 = Poison
    .rules = Red corner: show it at once and keep it before you. In your next phase you move only one room (Charges still help); then the token leaves the game.
pen-eq-poison-2 = Poison
    .rules = Red corner: show it at once and keep it before you. In your next phase you move only one room (Charges still help); then the token leaves the game.
pen-eq-poison-3 = Poison
    .rules = Red corner: show it at once and keep it before you. In your next phase you move only one room (Charges still help); then the token leaves the game.
pen-eq-gold-charge-1 = Charge
    .rules = Move one room further in this phase. Several may be played in the same phase. Gold corner: from the extra chests of the variant Help for the musketeers; keep it face down until you use it.
pen-eq-gold-charge-2 = Charge
    .rules = Move one room further in this phase. Several may be played in the same phase. Gold corner: from the extra chests of the variant Help for the musketeers; keep it face down until you use it.
pen-eq-gold-potion-1 = Potion
    .rules = Get back 1 life point, whenever you like. Gold corner: from the extra chests of the variant Help for the musketeers; keep it face down until you use it.
pen-eq-gold-potion-2 = Potion
    .rules = Get back 1 life point, whenever you like. Gold corner: from the extra chests of the variant Help for the musketeers; keep it face down until you use it.
pen-eq-gold-secret-strike-1 = Secret Strike
    .rules = In a duel, attacking or defending: one guard falls at once, with no roll. Against Rochefort only when no guard is left in the room, and then he falls before he can fire. Gold corner: from the extra chests of the variant Help for the musketeers; keep it face down until you use it.
pen-eq-gold-secret-passage-1 = Secret Passage
    .rules = While moving, go through one secret passage (green arrow) from one of its rooms to the other. The passage still counts as one of your steps. Gold corner: from the extra chests of the variant Help for the musketeers; keep it face down until you use it.

## Pendants

pen-pendant-true = The true pendant
    .rules = The Queen's own diamond pendant. If its bearer enters the ballroom the musketeers win at once; if the Cardinal's people see it on a stunned musketeer, the Cardinal wins.
pen-pendant-false-1 = False pendant
    .rules = A decoy. Its bearer draws the Cardinal's attention away; in the ballroom he comforts the Queen, who steps back 2 squares, but he is then out of play.
pen-pendant-false-2 = False pendant
    .rules = A decoy. Its bearer draws the Cardinal's attention away; in the ballroom he comforts the Queen, who steps back 2 squares, but he is then out of play.
pen-pendant-false-3 = False pendant
    .rules = A decoy. Its bearer draws the Cardinal's attention away; in the ballroom he comforts the Queen, who steps back 2 squares, but he is then out of play.

## Character cards

pen-char-dartagnan = d'Artagnan
    .rules = Life 3, 2 dice, hits on 4-6. Against the crowd: in a duel round in which he faces two or more henchmen he rolls 4 dice instead of 2.
pen-char-athos = Athos
    .rules = Life 3, 2 dice, hits on 4-6. Cool head: once in each duel round he may roll one of his missed dice again.
pen-char-porthos = Porthos
    .rules = Life 4, 2 dice, hits on 4-6. Herculean: the only musketeer with four hearts.
pen-char-aramis = Aramis
    .rules = Life 3, 2 dice, hits on 4-6. Nimble: in a duel round in which one of his dice shows a 1, no hit reaches him.
pen-char-milady = Milady
    .rules = Never duels and can't be attacked; she does not stop a musketeer from passing or from opening a chest. Seduction: once a phase, in a room with a musketeer, roll a die: on 4-6 she sees his pendant. If a musketeer is stunned where she stands, she may look at his pendant.
pen-char-rochefort = Rochefort
    .rules = 2 dice, hits on 5-6. Pistol: before every duel he is in, attacking or attacked, he fires at a musketeer named first: on 5-6 that musketeer loses 1 life. Always the last henchman to fall. Enters the Louvre at most once a turn.
pen-char-guards = The Cardinal's guards
    .rules = 1 die per guard, hits on 5-6. Each hit the musketeers score sends one guard back to the reserve.

## Figures and blocking tokens

pen-fig-dartagnan = d'Artagnan
    .rules = The figure of d'Artagnan: starts on the quai and enters the Louvre by one of the six gates.
pen-fig-athos = Athos
    .rules = The figure of Athos: starts on the quai and enters the Louvre by one of the six gates.
pen-fig-porthos = Porthos
    .rules = The figure of Porthos: starts on the quai and enters the Louvre by one of the six gates.
pen-fig-aramis = Aramis
    .rules = The figure of Aramis: starts on the quai and enters the Louvre by one of the six gates.
pen-queen = The Queen
    .rules = Anne of Austria waits in her chamber by the ballroom; her marker on the ballroom track shows how close she is to the King.
pen-milady = Milady
    .rules = The Cardinal's spy: moves like the others but passes through musketeers and never fights.
pen-rochefort = Rochefort
    .rules = The Cardinal's right hand, with sword and pistol.
pen-guard-1 = Cardinal's guard 1
    .rules = One of the fourteen guards: enters the Louvre on a room with the Cardinal's crest.
pen-guard-2 = Cardinal's guard 2
    .rules = One of the fourteen guards: enters the Louvre on a room with the Cardinal's crest.
pen-guard-3 = Cardinal's guard 3
    .rules = One of the fourteen guards: enters the Louvre on a room with the Cardinal's crest.
pen-guard-4 = Cardinal's guard 4
    .rules = One of the fourteen guards: enters the Louvre on a room with the Cardinal's crest.
pen-guard-5 = Cardinal's guard 5
    .rules = One of the fourteen guards: enters the Louvre on a room with the Cardinal's crest.
pen-guard-6 = Cardinal's guard 6
    .rules = One of the fourteen guards: enters the Louvre on a room with the Cardinal's crest.
pen-guard-7 = Cardinal's guard 7
    .rules = One of the fourteen guards: enters the Louvre on a room with the Cardinal's crest.
pen-guard-8 = Cardinal's guard 8
    .rules = One of the fourteen guards: enters the Louvre on a room with the Cardinal's crest.
pen-guard-9 = Cardinal's guard 9
    .rules = One of the fourteen guards: enters the Louvre on a room with the Cardinal's crest.
pen-guard-10 = Cardinal's guard 10
    .rules = One of the fourteen guards: enters the Louvre on a room with the Cardinal's crest.
pen-guard-11 = Cardinal's guard 11
    .rules = One of the fourteen guards: enters the Louvre on a room with the Cardinal's crest.
pen-guard-12 = Cardinal's guard 12
    .rules = One of the fourteen guards: enters the Louvre on a room with the Cardinal's crest.
pen-guard-13 = Cardinal's guard 13
    .rules = One of the fourteen guards: enters the Louvre on a room with the Cardinal's crest.
pen-guard-14 = Cardinal's guard 14
    .rules = One of the fourteen guards: enters the Louvre on a room with the Cardinal's crest.
pen-musketeers-door = The Musketeers' Door
    .rules = The door token: set on a doorway by a Musketeers' Door token, it blocks that way.
pen-portcullis = The Portcullis
    .rules = The Cardinal's portcullis: set on a doorway by a special card, it blocks that way.

## Zones of the rules as data

zone-calls = The once-a-game cards (not yet played)
    .description = The Cardinal's Call and the musketeers' All for one until played.
zone-characters = The henchmen's character cards
    .description = The henchmen's character cards (their triggers are abilities).
zone-character = Character card
    .description = A musketeer's character card in front of him (its triggers are his duel abilities).
zone-markers = Chests and crests not on the board
    .description = Chest and crest markers not on the board (the variants' extra ones).
zone-gold_pool = Gold-cornered tokens
    .description = The gold-cornered tokens of the variant 'help for the musketeers'.
zone-pendant_pool = Face-down pendants
    .description = The four pendant tokens face down before they are handed out.
zone-portraits = The Queen's portrait tokens
    .description = The Queen's portrait tokens of the variant 'maximum suspense'.
zone-room_actions = The rooms' own actions
    .description = Actions rooms offer (cards of kind room_action; the base game has none).

## Marks on the Louvre, portrait tokens, All for one

pen-chest-1 = Chest 1
    .rules = A chest: three equipment tokens lie face down on it.
pen-chest-2 = Chest 2
    .rules = A chest: three equipment tokens lie face down on it.
pen-chest-3 = Chest 3
    .rules = A chest: three equipment tokens lie face down on it.
pen-chest-4 = Chest 4
    .rules = A chest: three equipment tokens lie face down on it.
pen-chest-5 = Chest 5
    .rules = A chest: three equipment tokens lie face down on it.
pen-chest-6 = Chest 6
    .rules = A chest: three equipment tokens lie face down on it.
pen-chest-7 = Chest 7
    .rules = A chest: three equipment tokens lie face down on it.
pen-chest-8 = Chest 8
    .rules = A chest: three equipment tokens lie face down on it.
pen-chest-9 = Chest 9
    .rules = A chest: three equipment tokens lie face down on it.
pen-chest-10 = Chest 10
    .rules = A chest: three equipment tokens lie face down on it.
pen-chest-11 = Chest 11
    .rules = A chest: three equipment tokens lie face down on it.
pen-chest-12 = Chest 12
    .rules = A chest: three equipment tokens lie face down on it.
pen-chest-13 = Chest 13
    .rules = A chest: three equipment tokens lie face down on it.
pen-crest-1 = Cardinal's crest 1
    .rules = The Cardinal's crest: his henchmen enter the Louvre here, unless a standing musketeer blocks it.
pen-crest-2 = Cardinal's crest 2
    .rules = The Cardinal's crest: his henchmen enter the Louvre here, unless a standing musketeer blocks it.
pen-crest-3 = Cardinal's crest 3
    .rules = The Cardinal's crest: his henchmen enter the Louvre here, unless a standing musketeer blocks it.
pen-crest-4 = Cardinal's crest 4
    .rules = The Cardinal's crest: his henchmen enter the Louvre here, unless a standing musketeer blocks it.
pen-crest-5 = Cardinal's crest 5
    .rules = The Cardinal's crest: his henchmen enter the Louvre here, unless a standing musketeer blocks it.
pen-crest-6 = Cardinal's crest 6
    .rules = The Cardinal's crest: his henchmen enter the Louvre here, unless a standing musketeer blocks it.
pen-crest-7 = Cardinal's crest 7
    .rules = The Cardinal's crest: his henchmen enter the Louvre here, unless a standing musketeer blocks it.
pen-crest-8 = Cardinal's crest 8
    .rules = The Cardinal's crest: his henchmen enter the Louvre here, unless a standing musketeer blocks it.
pen-crest-9 = Cardinal's crest 9
    .rules = The Cardinal's crest: his henchmen enter the Louvre here, unless a standing musketeer blocks it.
pen-crest-10 = Cardinal's crest 10
    .rules = The Cardinal's crest: his henchmen enter the Louvre here, unless a standing musketeer blocks it.
pen-portrait-0 = The Queen's portrait: 0
    .rules = Maximum suspense: drawn at the end of a turn, the Queen walks 0 squares.
pen-portrait-1 = The Queen's portrait: 1
    .rules = Maximum suspense: drawn at the end of a turn, the Queen walks 1 squares.
pen-portrait-2 = The Queen's portrait: 2
    .rules = Maximum suspense: drawn at the end of a turn, the Queen walks 2 squares.
pen-all-for-one = All for one, one for all!
    .rules = Once in the game, at the start or the end of a musketeer's phase: a collective phase; each musketeer on his feet recovers 1 life or steps into a neighbouring room, then may equip, use equipment, give, trade and duel.
