"""Comparing the scene with the engine: every tile where the seat's view says it is, wild marks included."""

from __future__ import annotations

from typing import Any

from fengyu.games.paofeng.view import PaofengView
from fengyu.ui.mahjong.model import slots
from fengyu.ui.mahjong.scene import TableScene


def assert_scene_shows(scene: TableScene, view: Any, *, settled: bool = True) -> None:
    """The scene's tiles are exactly the view's, zone by zone, face by face (and in place once settled); in
    Paofeng every face-up wild carries its mark, and the wild's corner names the indicator and the wild."""
    wanted = slots(view, scene.layout)
    zones = {s.zone for s in wanted} | {i.slot.zone for i in scene.tiles}
    for zone in sorted(zones):
        shown = [(i.tile, i.face_up, i.wild) for i in scene.items_in(*zone)]
        expected = [(s.tile, s.face_up, s.wild) for s in wanted if s.zone == zone]
        assert shown == expected, f"{zone}: scene {shown} != view {expected}"
    assert len(scene.tiles) == len(wanted)
    lit = sorted((s.zone, s.index) for s in wanted if s.won)
    assert sorted((i.slot.zone, i.slot.index) for i in scene.tiles if i.state == "win") == lit
    if settled:
        for item in scene.tiles:
            place = item.slot.place
            assert abs(item.pos().x() - place.x) <= 0.5
            assert abs(item.pos().y() - place.y) <= 0.5
            assert item.isVisible()
    if isinstance(view, PaofengView):
        marked = [i for i in scene.tiles if i.wild]
        assert all(i.tile == view.wild and i.face_up for i in marked)
        assert sum(1 for i in scene.tiles if i.face_up and i.tile == view.wild) == len(marked)
        assert scene.indicator.isVisible()
        assert (scene.indicator.info.indicator, scene.indicator.info.wild) == (view.indicator, view.wild)
        for seat in range(4):
            assert tuple(i.tile for i in scene.items_in("flower", seat)) == view.flowers[seat]
    else:
        assert not scene.indicator.isVisible()
