"""Discovery: a hosted table is announced with mDNS and found by the browser; junk announcements are ignored.

Multicast on loopback works in this test environment, so the first test runs a
real python-zeroconf announcement and browser; the others test the TXT record
and the browser's handling of what it resolves without the network.
"""

from __future__ import annotations

import asyncio
import dataclasses

import pytest

from fengyu.games.sichuan.rules import SichuanRules
from fengyu.net.client import BotClient, Credentials
from fengyu.net.discovery import (
    BONJOUR_SERVICE,
    SERVICE_TYPE,
    Announcer,
    TableAd,
    TableBrowser,
    advert,
    choose_interface,
    interfaces,
    preset_of,
    ws_url,
)
from fengyu.net.host import Host, HostOptions
from fengyu.net.protocol import PROTOCOL_VERSION
from tests.net.support import run

AD = TableAd("Ann's table", "192.168.1.20", 47000, "sichuan", "standard", 3, 4, True, False)


def test_a_hosted_table_is_found_and_its_free_seats_follow_the_lobby() -> None:
    async def scenario() -> tuple[int, TableAd, TableAd]:
        host = Host(HostOptions(password="pw", table_name="Ann's table"))
        port = await host.start()
        announcer = Announcer(host, "127.0.0.1")
        await announcer.start()
        seen: list[TableAd] = []  # ours, as each change found it (other tables may be on the network)
        changed = asyncio.Event()

        def found(tables: list[TableAd]) -> None:
            seen.extend(t for t in tables if t.port == port)
            changed.set()

        browser = TableBrowser(found)
        await browser.start()
        try:
            while not seen:
                changed.clear()
                await asyncio.wait_for(changed.wait(), 10)
            first = seen[-1]
            player = BotClient(Credentials(f"ws://127.0.0.1:{port}", "p", "pw"))
            joined = asyncio.create_task(player.run())
            while seen[-1].free != 3:
                changed.clear()
                await asyncio.wait_for(changed.wait(), 10)
            joined.cancel()
            return port, first, seen[-1]
        finally:
            await browser.stop()
            await announcer.stop()
            await host.close()

    port, first, later = run(scenario())
    assert (first.name, first.address, first.port, first.game, first.free, first.password) == (
        "Ann's table",
        "127.0.0.1",
        port,
        "sichuan",
        4,
        True,
    )
    assert first.preset == "standard"
    assert first.joinable
    assert later.free == 3


def test_the_txt_record_round_trips() -> None:
    properties = {k.encode(): v.encode() for k, v in AD.properties().items()}
    assert TableAd.from_properties(properties, AD.address, AD.port) == AD
    assert AD.url == "ws://192.168.1.20:47000"


def test_tables_of_the_versions_a_client_speaks_are_joinable() -> None:
    """A client joins a host of the previous protocol too (it says hello in the host's version), not an older one."""
    assert dataclasses.replace(AD, version=3).joinable and AD.joinable
    assert not dataclasses.replace(AD, version=2).joinable
    assert not dataclasses.replace(AD, version=PROTOCOL_VERSION + 1).joinable


def test_ipv6_addresses_are_written_in_brackets() -> None:
    assert ws_url("fe80::1", 47474) == "ws://[fe80::1]:47474"
    assert ws_url("192.168.1.20", 47474) == "ws://192.168.1.20:47474"
    assert TableAd("t", "fd00::2", 47474, "sichuan", "standard", 1, 4, False, False).url == "ws://[fd00::2]:47474"


def test_a_host_chooses_one_interface_by_name_or_address() -> None:
    found = interfaces()
    assert all(i.address not in ("127.0.0.1", "::1") and not i.address.startswith("fe80") for i in found)
    chosen = choose_interface()
    assert chosen in found or chosen.address == "127.0.0.1"
    for interface in found:
        assert choose_interface(interface.address) == interface
        assert choose_interface(interface.name).name == interface.name
    with pytest.raises(ValueError, match="no network interface 'nowhere0' here; interfaces:"):
        choose_interface("nowhere0")


def test_unsound_announcements_are_ignored() -> None:
    good = {k.encode(): v.encode() for k, v in AD.properties().items()}
    for broken in (
        {k: v for k, v in good.items() if k != b"game"},
        {**good, b"free": b"many"},
        {**good, b"free": b"9"},
        {**good, b"name": b"\xff\xfe"},
        {**good, b"v": None},
    ):
        assert TableAd.from_properties(broken, "10.0.0.1", 1234) is None
    assert TableAd.from_properties(good, "10.0.0.1", 0) is None


def test_the_browser_keeps_sound_tables_and_drops_broken_ones() -> None:
    lists: list[list[TableAd]] = []
    browser = TableBrowser(lists.append)
    good = {k.encode(): v.encode() for k, v in AD.properties().items()}
    browser.found("a._fengyu._tcp.local.", good, ["10.0.0.2"], 5000)
    browser.found("b._fengyu._tcp.local.", {b"junk": b"1"}, ["10.0.0.3"], 5000)
    assert [t.address for t in lists[-1]] == ["10.0.0.2"]
    browser.found("a._fengyu._tcp.local.", {**good, b"free": b"0"}, ["10.0.0.2"], 5000)
    assert lists[-1][0].free == 0
    assert not lists[-1][0].joinable


def test_presets_are_named_and_changes_make_custom_rules() -> None:
    assert preset_of(SichuanRules, SichuanRules().to_json()) in SichuanRules.PRESETS
    assert preset_of(SichuanRules, {**SichuanRules().to_json(), "turn_seconds": 7}) == "custom"


def test_the_service_type_is_the_one_macos_must_list() -> None:
    assert SERVICE_TYPE == BONJOUR_SERVICE + ".local."


def test_the_macos_bundle_keys_name_the_service() -> None:
    from fengyu.net.discovery import INFO_PLIST

    assert INFO_PLIST["NSBonjourServices"] == ["_fengyu._tcp"]
    assert INFO_PLIST["NSLocalNetworkUsageDescription"]


@pytest.mark.parametrize("game", ["paofeng", "guafeng"])
def test_a_table_of_another_game_is_announced_with_its_game_and_rules(game: str) -> None:
    host = Host(HostOptions(game=game, table_name="Bo"))
    rules_class = host.kind.rules_class
    preset = preset_of(rules_class, host.rules)
    ad = advert("Bo", host.lobby(), "10.0.0.7", 47000, preset)
    properties = {k.encode(): v.encode() for k, v in ad.properties().items()}
    assert TableAd.from_properties(properties, ad.address, ad.port) == ad
    assert (ad.game, ad.free, ad.seats) == (game, 4, 4)
    assert preset == (next(iter(rules_class.PRESETS)) if rules_class.PRESETS else "default")
    changed = {**host.rules, "reveal_kitty": False} if game == "guafeng" else {**host.rules, "di_hua": 2}
    assert preset_of(rules_class, changed) == "custom"
