"""Finding tables on the local network: the host announces itself with mDNS/DNS-SD, the join dialog browses.

The announcement is a DNS-SD service of type ``SERVICE_TYPE`` whose TXT record
says what a player choosing a table wants to know before connecting: the game,
the rule preset, free seats, whether a password is needed, the protocol
version. ``TableAd`` is that record; it is decoded defensively (anyone on the
network can announce anything), and a record that does not fit is ignored.

macOS (14+) asks the user before an app uses the local network: the app
bundle's Info.plist must carry ``NSLocalNetworkUsageDescription`` and list
``SERVICE_TYPE`` (without ``.local.``) under ``NSBonjourServices``;
``BONJOUR_SERVICE`` is that form, for the packaging script.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import socket
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import ifaddr
from zeroconf import IPVersion, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from fengyu.core.rules import GameRules
from fengyu.net.protocol import PROTOCOL_VERSION, SPOKEN_VERSIONS, Lobby

SERVICE_TYPE = "_fengyu._tcp.local."
"""The DNS-SD service type of a Fengyu table."""

BONJOUR_SERVICE = "_fengyu._tcp"
"""``SERVICE_TYPE`` as macOS's ``NSBonjourServices`` lists it."""

INFO_PLIST: dict[str, object] = {
    "NSLocalNetworkUsageDescription": "Fengyu finds and hosts game tables on your local network.",
    "NSBonjourServices": [BONJOUR_SERVICE],
}
"""What the macOS app bundle's Info.plist needs for LAN play (merge it into ``BUNDLE(info_plist=...)``)."""


@dataclass(frozen=True, slots=True)
class TableAd:
    """One announced table: where it is and what it offers."""

    name: str
    address: str
    port: int
    game: str
    preset: str
    free: int
    seats: int
    password: bool
    started: bool
    version: int = PROTOCOL_VERSION

    @property
    def url(self) -> str:
        return ws_url(self.address, self.port)

    @property
    def joinable(self) -> bool:
        return self.version in SPOKEN_VERSIONS and self.free > 0 and not self.started

    def properties(self) -> dict[str, str]:
        """The TXT record (the address and port travel in the service's own records)."""
        return {
            "v": str(self.version),
            "name": self.name[:40],
            "game": self.game,
            "preset": self.preset,
            "free": str(self.free),
            "seats": str(self.seats),
            "pw": "1" if self.password else "0",
            "started": "1" if self.started else "0",
        }

    @classmethod
    def from_properties(cls, properties: Mapping[bytes, bytes | None], address: str, port: int) -> TableAd | None:
        """The table a TXT record describes, or None if the record is not a sound Fengyu announcement."""
        try:
            text = {k.decode("utf-8"): (v or b"").decode("utf-8") for k, v in properties.items()}
            ad = cls(
                name=text["name"][:40],
                address=address,
                port=int(port),
                game=text["game"][:32],
                preset=text.get("preset", "")[:32],
                free=int(text["free"]),
                seats=int(text["seats"]),
                password=text["pw"] == "1",
                started=text.get("started") == "1",
                version=int(text["v"]),
            )
        except (KeyError, ValueError, UnicodeDecodeError):
            return None
        if not (0 <= ad.free <= ad.seats <= 8 and 0 < ad.port < 65536 and ad.game):
            return None
        return ad


def ws_url(address: str, port: int) -> str:
    """The WebSocket URL of ``address:port`` (an IPv6 address in brackets, RFC 3986)."""
    return f"ws://[{address}]:{port}" if ":" in address else f"ws://{address}:{port}"


@dataclass(frozen=True, slots=True)
class Interface:
    """A network interface of this machine and the address it has there."""

    name: str
    address: str


def interfaces() -> list[Interface]:
    """This machine's interfaces with an address other players can reach (IPv4 first; no loopback, no link-local)."""
    found: list[Interface] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            text = ip.ip if isinstance(ip.ip, str) else ip.ip[0]
            try:
                parsed = ipaddress.ip_address(text)
            except ValueError:
                continue
            if not (parsed.is_loopback or parsed.is_link_local or parsed.is_unspecified):
                found.append(Interface(str(adapter.nice_name), text))
    return sorted(found, key=lambda i: (":" in i.address, i.name))


def choose_interface(wanted: str = "") -> Interface:
    """The interface to host on: ``wanted`` (a name or an address), else the one the LAN route leaves by.

    ``ValueError`` names the choices when ``wanted`` is none of them.
    """
    found = interfaces()
    if wanted:
        for interface in found:
            if wanted in (interface.name, interface.address):
                return interface
        choices = ", ".join(f"{i.name} ({i.address})" for i in found) or "none"
        raise ValueError(f"no network interface {wanted!r} here; interfaces: {choices}")
    routed = local_address()
    return next((i for i in found if i.address == routed), found[0] if found else Interface("lo", "127.0.0.1"))


def local_address() -> str:
    """This machine's address on the local network (the one other players connect to), else loopback."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: nothing is sent, the OS only picks a route
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def advert(name: str, lobby: Lobby, address: str, port: int, preset: str) -> TableAd:
    """The announcement of a table whose lobby is ``lobby``."""
    free = sum(1 for seat in lobby.seats if seat.state == "open")
    return TableAd(name, address, port, lobby.game, preset, free, len(lobby.seats), lobby.password, lobby.started)


def preset_of(rules_class: type[GameRules], rules: Mapping[str, object]) -> str:
    """The name of the preset ``rules`` are exactly, else ``default`` (the defaults of a game without presets,
    as Guafeng's), else ``custom``."""
    for name in rules_class.PRESETS:
        if rules_class.preset(name).to_json() == dict(rules):
            return name
    return "default" if rules_class().to_json() == dict(rules) else "custom"


class Announcer:
    """Announces a ``Host`` on the local network and keeps the announcement current as seats fill."""

    def __init__(self, host, address: str) -> None:  # type: ignore[no-untyped-def]  # a fengyu.net.host.Host
        self.host = host
        self.address = address
        self._zeroconf: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None
        self._refresh: asyncio.Task[None] | None = None

    def _service(self, name: str | None = None) -> AsyncServiceInfo:
        """The service record as the lobby stands (``name``: the one registered, kept on updates)."""
        lobby = self.host.lobby()
        ad = advert(self.host.options.table_name, lobby, self.address, self.host.port, self._preset(lobby))
        instance = f"{ad.name} {self.host.port}".replace(".", " ")
        family = socket.AF_INET6 if ":" in self.address else socket.AF_INET
        return AsyncServiceInfo(
            SERVICE_TYPE,
            name or f"{instance}.{SERVICE_TYPE}",
            addresses=[socket.inet_pton(family, self.address)],
            port=self.host.port,
            properties=ad.properties(),
            server=f"fengyu-{self.host.port}.local.",
        )

    def _preset(self, lobby: Lobby) -> str:
        return preset_of(self.host.kind.rules_class, lobby.rules)

    async def start(self) -> None:
        """Register the service (failures — no multicast here — only mean nobody finds the table by name)."""
        try:
            version = IPVersion.V6Only if ":" in self.address else IPVersion.V4Only
            self._zeroconf = AsyncZeroconf(ip_version=version, interfaces=[self.address])
            self._info = self._service()
            await self._zeroconf.async_register_service(self._info, allow_name_change=True)
        except (OSError, RuntimeError) as error:
            import logging  # noqa: PLC0415

            logging.getLogger(__name__).warning("the table is not announced on the network: %s", error)
            await self.stop()
            return
        self.host.on_lobby = self._changed

    def _changed(self, _lobby: Lobby) -> None:
        if self._refresh is None or self._refresh.done():
            self._refresh = asyncio.get_running_loop().create_task(self._update())

    async def _update(self) -> None:
        if self._zeroconf is None or self._info is None:
            return
        self._info = self._service(self._info.name)
        with contextlib.suppress(OSError, RuntimeError):
            await self._zeroconf.async_update_service(self._info)

    async def stop(self) -> None:
        self.host.on_lobby = None
        if self._zeroconf is not None:
            with contextlib.suppress(OSError, RuntimeError):
                if self._info is not None:
                    await self._zeroconf.async_unregister_service(self._info)
                await self._zeroconf.async_close()
            self._zeroconf = None


class TableBrowser:
    """Lists the tables announced on the local network; ``on_change`` gets the whole list after each change."""

    def __init__(self, on_change: Callable[[list[TableAd]], None]) -> None:
        self.on_change = on_change
        self.tables: dict[str, TableAd] = {}
        self._zeroconf: AsyncZeroconf | None = None
        self._browser: AsyncServiceBrowser | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self) -> None:
        self._zeroconf = AsyncZeroconf(ip_version=IPVersion.V4Only)
        self._browser = AsyncServiceBrowser(self._zeroconf.zeroconf, [SERVICE_TYPE], handlers=[self._on_state])

    def _on_state(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Removed:
            if self.tables.pop(name, None) is not None:
                self.on_change(sorted(self.tables.values(), key=lambda t: t.name))
            return
        task = asyncio.get_running_loop().create_task(self._resolve(zeroconf, service_type, name))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _resolve(self, zeroconf: Zeroconf, service_type: str, name: str) -> None:
        info = AsyncServiceInfo(service_type, name)
        if not await info.async_request(zeroconf, 3000):
            return
        self.found(name, info.properties, info.parsed_addresses(), info.port)

    def found(
        self, name: str, properties: Mapping[bytes, bytes | None], addresses: list[str], port: int | None
    ) -> None:
        """A service was resolved: keep it if it is a sound Fengyu table."""
        ad = TableAd.from_properties(properties, addresses[0], port or 0) if addresses else None
        if ad is None:
            self.tables.pop(name, None)
        else:
            self.tables[name] = ad
        self.on_change(sorted(self.tables.values(), key=lambda t: t.name))

    async def stop(self) -> None:
        if self._browser is not None:
            await self._browser.async_cancel()
        if self._zeroconf is not None:
            await self._zeroconf.async_close()
        self._browser = self._zeroconf = None
