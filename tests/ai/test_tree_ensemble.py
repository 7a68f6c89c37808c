"""The plain-Python tree ensemble: it walks each tree as LightGBM would and refuses a file it cannot trust."""

from __future__ import annotations

import pytest

from fengyu.ai.tree_ensemble import TreeEnsemble

# Two trees on features (a, b). Tree 1: a <= 0.5 ? (b <= 2 ? 1.0 : 2.0) : 3.0. Tree 2: a single leaf 0.25.
DATA = {
    "features": ["a", "b"],
    "trees": [
        {"split": [0, 1], "threshold": [0.5, 2.0], "left": [1, -1], "right": [-3, -2], "leaf": [1.0, 2.0, 3.0]},
        {"split": [], "threshold": [], "left": [], "right": [], "leaf": [0.25]},
    ],
}


@pytest.mark.parametrize(
    ("row", "expected"),
    [((0.0, 2.0), 1.25), ((0.5, 2.5), 2.25), ((0.6, 0.0), 3.25), ((-1.0, -1.0), 1.25)],
)
def test_each_row_follows_its_branches_to_a_leaf_in_every_tree(row: tuple[float, float], expected: float) -> None:
    assert TreeEnsemble.from_json(DATA, ("a", "b")).predict(row) == expected


def test_a_model_trained_on_other_features_is_refused() -> None:
    with pytest.raises(ValueError, match="other features"):
        TreeEnsemble.from_json(DATA, ("a", "c"))


def test_a_split_on_an_unlisted_feature_is_refused() -> None:
    bad = {**DATA, "trees": [{"split": [2], "threshold": [0.0], "left": [-1], "right": [-2], "leaf": [0.0, 1.0]}]}
    with pytest.raises(ValueError, match="does not list"):
        TreeEnsemble.from_json(bad, ("a", "b"))


def test_a_row_of_the_wrong_length_is_refused() -> None:
    with pytest.raises(ValueError, match="2 features"):
        TreeEnsemble.from_json(DATA, ("a", "b")).predict((1.0,))
