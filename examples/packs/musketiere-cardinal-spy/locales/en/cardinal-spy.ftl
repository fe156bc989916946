# The example pack's English text (the pack declares en and de).

cardinal-spy = The Cardinal's Spy
    .rules = A guard of value 18. Whoever loses a duel to the spy sends one card of their hand to the tavern and draws another.

tavern = The tavern
zone-tavern = Tavern
    .description = Musketeers lured away by the Cardinal's spy wait here until someone fetches them or the round ends.

prompt-lured-to-tavern = The spy lures one of your musketeers away: which card goes to the tavern?
prompt-visit-tavern = Musketeers wait in the tavern. Fetch one into your hand?

option-fetch = Fetch { $card }
option-stay-out = Leave them there

event-lured = { $player } sends { $card } to the tavern.
