"""``fengyu host``: host a LAN table without a window; ``fengyu bot-client``: join one as a network bot.

``host`` prints the address to join as its first line (``ws://HOST:PORT``).
With ``--hands N`` it ends after N hands and prints the match result as JSON
on its last line; without, the match is open-ended (Ctrl-C ends it, and
``--save`` + ``--resume`` continues it later). It listens on one LAN
interface (``--interface``, default the one the local route leaves by) and on
this machine's loopback — not on every interface — and announces that
address on the local network unless ``--no-announce``; stderr says which
interface friends should use, and any save problem while the match goes on.
``bot-client`` plays one seat with a bot of ``--level`` and exits when the
match ends, printing the result.

Bad options are refused with one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the network stack loads only when hosting
    from fengyu.net.host import HostOptions


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    host = sub.add_parser("host", help="host a LAN table (headless); prints its address, then the result")
    host.add_argument("--game", default="sichuan", help="the game (default sichuan)")
    host.add_argument("--port", type=int, default=0, help="TCP port 0-65535 (default 0: any free one)")
    host.add_argument(
        "--interface", default="", help="the LAN interface to host on and announce: a name or address (default: routed)"
    )
    host.add_argument("--bind", help="listen on this address only instead (127.0.0.1: this machine)")
    host.add_argument("--headless", action="store_true", help="run without a window (required here)")
    host.add_argument("--seats", help="comma-separated 'remote' or 'bot:LEVEL' per seat (default: all remote)")
    host.add_argument("--password", default="", help="a room password players must give")
    host.add_argument("--hands", type=int, default=0, help="end after N hands and print the result (0: open-ended)")
    host.add_argument("--rules", help='rules as JSON: field overrides and an optional "preset"')
    host.add_argument("--seed", type=int, help="the match seed (default: random)")
    host.add_argument("--level", default="normal", help="level of the bots that fill seats (default normal)")
    host.add_argument("--save", type=Path, help="autosave the match here (with --resume: continue it)")
    host.add_argument("--resume", action="store_true", help="continue the hosted match saved at --save")
    host.add_argument("--resume-grace", type=float, default=30.0, help="seconds a resumed match waits for players")
    host.add_argument("--name", default="Fengyu", help="the table's name on the network")
    host.add_argument("--no-announce", action="store_true", help="do not announce the table with mDNS")
    host.add_argument(
        "--clock", type=float, default=30.0, help="seconds per decision where the rules set none (0: off)"
    )
    host.add_argument(
        "--ready-timeout", type=float, default=60.0, help="seconds between hands before dealing without idle players"
    )
    host.add_argument(
        "--think-pause",
        type=_pause,
        help="seconds LOW,HIGH the table pauses after each discard or deal, claimable or not (default 0.4,1.2)",
    )
    host.set_defaults(run=run_host)

    client = sub.add_parser("bot-client", help="join a LAN table as a network bot; exits when the match ends")
    client.add_argument("--url", required=True, help="the host's address, ws://HOST:PORT")
    client.add_argument("--level", default="normal", help="the bot's level (default normal)")
    client.add_argument("--password", default="", help="the room password, if the table has one")
    client.add_argument("--name", default="bot", help="the name shown at the table")
    client.add_argument("--seed", type=int, default=0, help="the bot's own random seed")
    client.set_defaults(run=run_bot_client)


def _pause(text: str) -> tuple[float, float]:
    """``LOW,HIGH`` (or one number) as the bounds of the thinking pause; argparse says so if it is not."""
    try:
        values = [float(part) for part in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not LOW,HIGH in seconds") from None
    if len(values) not in (1, 2):
        raise argparse.ArgumentTypeError(f"{text!r} is not LOW,HIGH in seconds")
    return values[0], values[-1]


def run_host(args: argparse.Namespace) -> int:
    from fengyu.net.host import THINK_PAUSE, HostOptions  # noqa: PLC0415 - the network stack only when hosting
    from fengyu.table.save import SaveError  # noqa: PLC0415

    if not args.headless:
        print(
            "fengyu host runs headless (--headless); to host with a window use the app's Network menu", file=sys.stderr
        )
        return 2
    if args.resume and args.save is None:
        print("--resume needs --save PATH", file=sys.stderr)
        return 2
    if not 0 <= args.port <= 65535:
        print(f"cannot host: --port is a TCP port from 0 to 65535 (0: any free one), not {args.port}", file=sys.stderr)
        return 2
    try:
        options = HostOptions(
            game=args.game,
            rules=json.loads(args.rules) if args.rules else {},
            hands=args.hands,
            seats=tuple(args.seats.split(",")) if args.seats else (),
            password=args.password,
            bot_level=args.level,
            seed=args.seed,
            autosave=args.save,
            resume_grace=args.resume_grace,
            table_name=args.name,
            clock=args.clock,
            ready_seconds=args.ready_timeout,
            think_pause=args.think_pause or THINK_PAUSE,
        )
        return asyncio.run(_serve(options, args))
    except (ValueError, SaveError, OSError, RecursionError) as error:
        print(f"cannot host: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


async def _serve(options: HostOptions, args: argparse.Namespace) -> int:
    from fengyu.net.discovery import Announcer, choose_interface, ws_url  # noqa: PLC0415
    from fengyu.net.host import Host  # noqa: PLC0415

    host = Host.resume(options) if args.resume else Host(options)
    host.on_notice = lambda notice: print(f"fengyu host: {notice.message}", file=sys.stderr, flush=True)
    if args.bind:
        address, where, binds = args.bind, f"address {args.bind}", [args.bind]
    else:
        interface = choose_interface(args.interface)
        address, where = interface.address, f"interface {interface.name} ({interface.address})"
        binds = [interface.address, "::1" if ":" in interface.address else "127.0.0.1"]
    port = await host.start(binds, args.port)
    print(ws_url(address, port), flush=True)
    print(f"fengyu host: listening on {where}; players join at {ws_url(address, port)}", file=sys.stderr, flush=True)
    announcer = None
    if not args.no_announce:
        announcer = Announcer(host, address)
        await announcer.start()
    try:
        result = await host.run_until_finished()
    finally:
        if announcer is not None:
            await announcer.stop()
        await host.close()
    print(json.dumps(result), flush=True)
    return 0


def run_bot_client(args: argparse.Namespace) -> int:
    from fengyu.net.client import BotClient, Credentials, HostLostError, JoinRefusedError, check_url  # noqa: PLC0415

    try:
        check_url(args.url)
    except ValueError as error:
        print(f"cannot play: {error}", file=sys.stderr)
        return 2
    client = BotClient(Credentials(args.url, args.name, args.password), args.level, args.seed)
    try:
        end = asyncio.run(client.run())
    except (HostLostError, JoinRefusedError) as error:
        print(f"cannot play: {error}", file=sys.stderr)
        return 1
    print(json.dumps({"seat": client.state.seat, "totals": end.totals, "coins": end.coins, "hands": end.hands}))
    return 0
