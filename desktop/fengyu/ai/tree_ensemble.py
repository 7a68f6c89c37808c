"""A gradient-boosted tree ensemble, evaluated in plain Python from a JSON file.

Why plain Python: the app ships no numerical library, and a bot must run the
same in the app, the arena, the LAN host and a worker process. A few hundred
small trees cost a fraction of a millisecond per row, which is what a bot's
decision can afford.

The file holds the feature names the trees were trained on (checked against
the code that computes them, so training and play can never disagree) and
each tree as parallel lists: for internal node ``i`` the feature index, the
threshold and the two children (a child ``c < 0`` is leaf ``-c - 1``; the
left child is taken when the feature is at most the threshold). It is written
by the training tool from a LightGBM model (``tools/train_sichuan_discards.py``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

Node = tuple[int, float, int, int]


@dataclass(frozen=True, slots=True)
class Tree:
    nodes: tuple[Node, ...]
    """Internal nodes: (feature, threshold, left child, right child)."""
    leaves: tuple[float, ...]

    def value(self, row: Sequence[float]) -> float:
        nodes = self.nodes
        if not nodes:
            return self.leaves[0]
        i = 0
        while i >= 0:
            feature, threshold, left, right = nodes[i]
            i = left if row[feature] <= threshold else right
        return self.leaves[-i - 1]


@dataclass(frozen=True, slots=True)
class TreeEnsemble:
    features: tuple[str, ...]
    trees: tuple[Tree, ...]

    @classmethod
    def from_json(cls, data: Mapping[str, Any], features: Sequence[str]) -> TreeEnsemble:
        """The ensemble in ``data``; refused unless it was trained on exactly ``features``."""
        if tuple(data["features"]) != tuple(features):
            raise ValueError("the model was trained on other features than the code computes; rerun its training tool")
        trees = []
        for tree in data["trees"]:
            nodes = tuple(
                (int(f), float(t), int(left), int(right))
                for f, t, left, right in zip(tree["split"], tree["threshold"], tree["left"], tree["right"], strict=True)
            )
            if any(not 0 <= f < len(features) for f, _, _, _ in nodes):
                raise ValueError("the model splits on a feature it does not list")
            trees.append(Tree(nodes, tuple(float(v) for v in tree["leaf"])))
        return cls(tuple(features), tuple(trees))

    def predict(self, row: Sequence[float]) -> float:
        """The ensemble's output for one row of features (in ``features`` order)."""
        if len(row) != len(self.features):
            raise ValueError(f"a row has {len(self.features)} features, not {len(row)}")
        return sum(tree.value(row) for tree in self.trees)
