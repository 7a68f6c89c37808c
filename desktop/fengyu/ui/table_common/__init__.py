"""What the mahjong board (``fengyu.ui.mahjong``) and the card table (``fengyu.ui.cards``) share.

Both tables keep a scene equal to a seat's view and animate the way there
step by step; the queue of steps, the moves of pieces and the felt are the
same for tiles and for cards, so they live here once.
"""
