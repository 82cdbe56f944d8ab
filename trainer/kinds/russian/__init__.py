"""The question kinds of Russian Poker, one module each, on rounds that ``rounds`` deals
(to order for a cell, ``poker.russian.order``, or as real players play them,
``poker.russian.players``). ``trainer.kinds.KINDS`` lists them with Oasis Poker's."""
