"""The mahjong table on screen: layout, the scene of tiles, the director of animations, the controls."""
