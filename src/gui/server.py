"""The local web server of ``santorini gui``: the page's files and one websocket per tab.

It listens on the loopback interface only unless ``--host`` says otherwise (the page can
start processes, so it is not for a network), serves ``static/`` from the package, and
relays between each tab and that tab's own engine process (:class:`Session`).
"""

from __future__ import annotations

import argparse
import asyncio
import shlex
import socket
import sys
import webbrowser
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from santorini.gui.engine import DEFAULT_ENGINE
from santorini.gui.session import Session

STATIC = Path(__file__).resolve().parent / "static"
#: The largest websocket message read: a records file or a long game fits easily.
MAX_MESSAGE = 4 * 1024 * 1024

ENGINE_COMMAND = web.AppKey("engine_command", list)
SESSIONS = web.AppKey("sessions", set)


async def _index(request: web.Request) -> web.FileResponse:
    return web.FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-store"})


async def _websocket(request: web.Request) -> web.WebSocketResponse:
    ws = web.WebSocketResponse(max_msg_size=MAX_MESSAGE, heartbeat=30)
    await ws.prepare(request)

    async def send(message: dict[str, Any]) -> None:
        if not ws.closed:
            try:
                await ws.send_json(message)
            except ConnectionError:
                pass  # the tab went away; the session ends with the loop below

    session = Session(request.app[ENGINE_COMMAND], send)
    request.app[SESSIONS].add(session)
    try:
        await session.open()
        async for message in ws:
            if message.type == WSMsgType.TEXT:
                await session.receive(message.data)
            elif message.type == WSMsgType.BINARY:
                await send({"type": "error", "code": "bad-json", "message": "binary messages are not understood", "request": None})
    finally:
        request.app[SESSIONS].discard(session)
        await session.close()
    return ws


async def _close_sessions(app: web.Application) -> None:
    for session in list(app[SESSIONS]):
        await session.close()


def make_app(engine_command: Sequence[str] = DEFAULT_ENGINE) -> web.Application:
    """The aiohttp application: ``/`` the page, ``/static/`` its files, ``/ws`` the websocket."""
    app = web.Application()
    app[ENGINE_COMMAND] = list(engine_command)
    app[SESSIONS] = set()
    app.router.add_get("/", _index)
    app.router.add_get("/ws", _websocket)
    app.router.add_static("/static/", STATIC)
    app.on_shutdown.append(_close_sessions)
    return app


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="santorini gui", description="Play and analyse in the browser against a USP engine.")
    parser.add_argument("--host", default="127.0.0.1", help="interface to listen on (default: loopback only)")
    parser.add_argument("--port", type=int, default=0, help="port (default: a free one)")
    parser.add_argument("--engine", help="the USP engine command (default: this package's santorini-engine)")
    parser.add_argument("--no-browser", action="store_true", help="print the address but open no browser")
    return parser


async def _serve(app: web.Application, host: str, port: int, open_browser: bool) -> None:
    runner = web.AppRunner(app)
    await runner.setup()
    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    site = web.SockSite(runner, sock)
    await site.start()
    bound = sock.getsockname()[1]
    shown = f"[{host}]" if ":" in host else host
    url = f"http://{shown}:{bound}/"
    print(f"santorini gui: {url}", flush=True)
    if open_browser:
        webbrowser.open(url)
    try:
        await asyncio.Event().wait()
    finally:
        await runner.cleanup()


def main(argv: Sequence[str] | None = None) -> int:
    """``santorini gui``: serve the page until interrupted."""
    args = _parser().parse_args(argv)
    command = shlex.split(args.engine) if args.engine else list(DEFAULT_ENGINE)
    try:
        asyncio.run(_serve(make_app(command), args.host, args.port, not args.no_browser))
    except KeyboardInterrupt:
        pass
    except OSError as error:
        print(f"santorini gui: {error}", file=sys.stderr)
        return 1
    return 0
