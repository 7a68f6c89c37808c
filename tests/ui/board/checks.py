"""Comparing the scene with the engine: every tile where the seat's view says it is."""

from __future__ import annotations

from fengyu.games.sichuan.view import SichuanView
from fengyu.ui.board.model import slots
from fengyu.ui.board.scene import TableScene


def assert_scene_shows(scene: TableScene, view: SichuanView, *, settled: bool = True) -> None:
    """The scene's tiles are exactly the view's, zone by zone, face by face (and in place once settled)."""
    wanted = slots(view, scene.layout)
    zones = {s.zone for s in wanted} | {i.slot.zone for i in scene.tiles}
    for zone in sorted(zones):
        shown = [(i.tile, i.face_up) for i in scene.items_in(*zone)]
        expected = [(s.tile, s.face_up) for s in wanted if s.zone == zone]
        assert shown == expected, f"{zone}: scene {shown} != view {expected}"
    assert len(scene.tiles) == len(wanted)
    if settled:
        for item in scene.tiles:
            place = item.slot.place
            assert abs(item.pos().x() - place.x) < 0.5
            assert abs(item.pos().y() - place.y) < 0.5
            assert item.isVisible()
