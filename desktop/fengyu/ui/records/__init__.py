"""Statistics (战绩) and hand replays (牌谱) on screen."""
