"""Combat's deck builder (ids ``combat.decks.*``): ``/combat deck build|show|list|delete``,
every refusal of a deck that breaks R4 or D20, and a deck's cards. Card names
(``combat.card.*``), the starter decks' names and themes (``combat.deck.*``,
``combat.deck_theme.*``) and a card's steps in short (``combat.summary.*``) are the other
Combat catalogs'."""

MESSAGES: dict[str, str] = {
    # build
    "combat.decks.build.saved": "Saved your Combat deck **{name}**. It is offered at the deck "
                                "choice of your next matches.",
    "combat.decks.build.replaced": "Replaced your Combat deck **{name}** with this one. It is "
                                   "offered at the deck choice of your next matches.",
    "combat.decks.build.refused": "Deck **{name}** was not saved: "
                                  "{n:plural:one problem|# problems}.",
    "combat.decks.bullet": "• {line}",
    # R4, D20: one line per problem
    "combat.decks.problem.size": "It has {n:plural:# card|# cards}: a deck has exactly {size}.",
    "combat.decks.problem.lambda": "It has {n:plural:# lambda card|# lambda cards}: a deck has "
                                   "exactly {lambdas} lambda cards and {others} others.",
    "combat.decks.problem.copies": "{card} is there {n} times: a lambda card may be there at "
                                   "most {copies} times.",
    "combat.decks.problem.repeat": "{card} is there {n} times: a card that is not lambda may "
                                   "be there only once.",
    "combat.decks.problem.unknown": "“{entry}” is not a Combat card.",
    "combat.decks.problem.unknown.close": "“{entry}” is not a Combat card. Did you mean "
                                          "{close}?",
    "combat.decks.problem.count": "“{entry}”: a count goes from 1 to {most}.",
    "combat.decks.problem.empty": "No card was named. Write the cards separated by commas, "
                                  "with counts: frappe x3, 2 choc, météorite, ...",
    # refusals that are not about the cards
    "combat.decks.error.name_empty": "Give the deck a name.",
    "combat.decks.error.name_long": "A deck's name has at most {most} characters.",
    "combat.decks.error.name_starter": "**{name}** is a starter deck's name: choose another "
                                       "name for yours.",
    "combat.decks.error.limit": "You already keep {n} Combat decks, the most there can be. "
                                "Delete one first with `/combat deck delete`, or save over "
                                "one of their names.",
    "combat.decks.error.no_deck": "You have no Combat deck named **{name}**, and no starter "
                                  "deck has that name. `/combat deck list` shows them all.",
    "combat.decks.error.no_saved": "You have no Combat deck named **{name}**. "
                                   "`/combat deck list` shows yours.",
    # show
    "combat.decks.show.saved": "Your deck **{name}**, saved {when}:",
    "combat.decks.show.starter": "Starter deck **{name}** ({theme}):",
    "combat.decks.show.lambda": "**Lambda cards ({n})**",
    "combat.decks.show.others": "**Other cards ({n})**",
    "combat.decks.show.card": "{n} × **{card}**: {steps}",
    # list
    "combat.decks.list.mine": "**Your Combat decks** ({n} of {most}):",
    "combat.decks.list.none": "You have no saved Combat deck yet. Build one with "
                              "`/combat deck build`: 20 cards, exactly 10 of them lambda (at "
                              "most 3 copies of each), and 10 other cards, all different.",
    "combat.decks.list.saved": "• **{name}** (saved {when})",
    "combat.decks.list.starters": "**Starter decks** (everyone has them):",
    "combat.decks.list.starter": "• **{name}**: {theme}",
    # delete
    "combat.decks.deleted": "Deleted your Combat deck **{name}**.",
    # autocomplete
    "combat.decks.choice.saved": "{name} (your deck)",
    "combat.decks.choice.starter": "{name} (starter deck)",
}
