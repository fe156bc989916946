"""The web table as a Starlette application: pages, form posts and one WebSocket per open page.

    app = create_app(tables_dir, content_root)      # uvicorn.run(app, host="127.0.0.1")

Every page and socket of a seat carries that seat's secret token in its address. What the server sends on them
is rendered from that seat's view alone (rulekit/web/render.py). An answer names the decision it answers and
the option numbers; a stale decision, a seat that is not asked, or an option that does not exist gets a message
in the seat's language and changes nothing. Pages work without JavaScript (plain forms); with it, the socket
keeps every page of a table up to date after each change.
"""
from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from rulekit import catalog, plugins
from rulekit.agents import available_agents
from rulekit.compile.house_rules import listing as house_rule_listing
from rulekit.errors import RulekitError
from rulekit.l10n.languages import PSEUDO
from rulekit.run.game import controllers
from rulekit.web.render import ENV, Page, localizer
from rulekit.web.tables import HERE, INVITE, MAX_SEED, TableError, Tables

LOG = logging.getLogger("rulekit.web")


class Server:
    """The tables of one directory and the sockets open on them."""

    def __init__(self, tables_dir: Path, root: Path | None = None, default_lang: str = "en", packs: Any = ()) -> None:
        self.root = Path(root or catalog.default_content_root())
        self.packs = tuple(packs)
        self.tables = Tables(Path(tables_dir), self.root)
        self.default_lang = default_lang
        self.sockets: dict[str, set[tuple[WebSocket, str, str]]] = {}  # table id -> (socket, token, lang)

    def text(self, lang: str) -> Any:
        return localizer(str(self.root), lang)

    def languages(self) -> list[str]:
        return self.text("en").available_languages()

    def lang_of(self, request: Request, fallback: str | None = None) -> str:
        lang = request.query_params.get("lang") or fallback or self.default_lang
        return lang if lang in self.languages() or lang == PSEUDO else "en"  # pseudo: for layout tests, not listed

    def page(self, name: str, lang: str, status: int = 200, **context: Any) -> HTMLResponse:
        text = self.text(lang)
        body = ENV.get_template(name).render(t=text.text, lang=lang, languages=self.languages(), **context)
        return HTMLResponse(body, status_code=status)

    def error(self, lang: str, code: str, status: int = 400, cause: BaseException | None = None, **args: Any) -> HTMLResponse:
        message = self.message(lang, code, cause, **args)
        return self.page("error.html", lang, status, title=message, message=message)

    def message(self, lang: str, code: str, cause: BaseException | None = None, **args: Any) -> str:
        """`web-error-<code>`, or what the engine's refusal (`cause`) says in the language when it names a message."""
        text = self.text(lang)
        if cause is not None and getattr(cause, "message_id", None) and text.has(cause.message_id):
            return text.error(cause)
        return text.text(f"web-error-{code}", **args)

    @staticmethod
    async def form(request: Request) -> Any:
        """The posted form, or None when Starlette refuses it (too big, too many fields, not a form)."""
        try:
            return await request.form()
        except (HTTPException, AssertionError, ValueError):
            return None

    def refused_house_rule(self, game_id: str, house_rules: tuple[str, ...], lang: str) -> HTMLResponse | None:
        offered = catalog.game(game_id, (), self.root).house_rules_offered
        unknown = [rule for rule in house_rules if rule not in offered]
        return self.error(lang, "house-rule", name=unknown[0]) if unknown else None

    def cannot_start(self, lang: str, error: RulekitError) -> HTMLResponse:
        """A game the engine will not start (house rules that exclude each other, a broken plugin): its reason in
        the player's language when it names a message, else a general one; the English detail goes to the log."""
        LOG.warning("table not started: %s", error)
        text = self.text(lang)
        if getattr(error, "message_id", None) and text.has(error.message_id):
            return self.page("error.html", lang, 400, title=text.error(error), message=text.error(error))
        return self.error(lang, "cannot-start")

    def opened(self, request: Request, token: str) -> tuple[Any, HTMLResponse | None]:
        """(the table a token opens, None), or (None, the page saying why not: no such table, or a damaged file in
        the language of the token's person)."""
        try:
            table = self.seat_table(token)
        except TableError as error:
            return None, self.error(self.lang_of(request, self.tables.lang_of(token)), error.code, 500)
        if table is None:
            return None, self.error(self.lang_of(request, self.tables.lang_of(token)), "no-table", 404)
        return table, None

    def seat_table(self, token: str) -> Any:
        """The table a token opens, or None; TableError("damaged") when its file cannot be continued."""
        table = self.tables.by_token(token)
        return table if table is not None and table.people_of(token) else None

    # ------------------------------------------------------------------ pages
    async def index(self, request: Request) -> Response:
        lang = self.lang_of(request)
        text = self.text(lang)
        wanted = request.path_params.get("game") or request.query_params.get("game")
        games = []
        for game_id in catalog.games(self.root):
            if wanted and game_id != wanted:
                continue
            definition = catalog.game(game_id, (), self.root)
            doc = catalog.game_content(str(self.root), game_id).game_document(game_id)
            rules = house_rule_listing(doc, game_id, plugins.default_plugin_manager())
            games.append({"id": game_id, "name": text.text(game_id),
                          "summary": text.attribute_or_none(game_id, "summary") or "",
                          "players": range(definition.min_players, definition.max_players + 1),
                          "default": definition.default_players,
                          "house_rules": sorted((rule.name, text.house_rule(rule)) for rule in rules)})
        return self.page("index.html", lang, title=text.text("web-title"), games=games, tables=self.tables.listing(),
                         packs=self.packs_found(wanted))

    def packs_found(self, wanted: str | None) -> list[dict[str, str]]:
        """The content packs found (given to `rulekit serve --pack`, then installed ones) for the start page."""
        from rulekit.load.packs import installed_packs

        found = {pack.id: pack for pack in self.packs}
        for pack in installed_packs().values():
            found.setdefault(pack.id, pack)
        return [{"id": p.id, "game": p.game, "version": p.version, "description": p.description,
                 "origin": p.origin} for p in found.values() if not wanted or p.game == wanted]

    async def new(self, request: Request) -> Response:
        lang = self.lang_of(request)
        params = request.query_params
        game_id = params.get("game", "")
        if game_id not in catalog.games(self.root):
            return self.error(lang, "no-game", 404, game=game_id)
        house_rules = tuple(params.getlist("house_rule"))
        refused = self.refused_house_rule(game_id, house_rules, lang)
        if refused is not None:
            return refused
        try:
            definition = catalog.game(game_id, house_rules, self.root)
            players = int(params.get("players") or definition.default_players)
        except ValueError:
            return self.error(lang, "bad-form")
        except RulekitError as error:
            return self.cannot_start(lang, error)
        if not definition.min_players <= players <= definition.max_players:
            return self.error(lang, "players", min=definition.min_players, max=definition.max_players)
        text = self.text(lang)
        say = _seat_names(definition, text)
        people = [{"names": ", ".join(say(s) for s in group), "first": i == 0}
                  for i, group in enumerate(controllers(definition, players))]
        agents = list(available_agents(game_id))
        default_agent = next((a for a in agents if a not in ("random", "greedy")), "greedy")
        return self.page("new.html", lang, title=text.text(game_id), game_name=text.text(game_id), game_id=game_id,
                         players=players, house_rules=house_rules, people=people, agents=agents,
                         default_agent=default_agent, max_seed=MAX_SEED)

    async def create(self, request: Request) -> Response:
        form = await self.form(request)
        lang = (form.get("lang") if form is not None else None) or self.default_lang
        lang = lang if lang in self.languages() or lang == PSEUDO else "en"
        if form is None:
            return self.error(lang, "bad-form")
        game_id = str(form.get("game", ""))
        if not game_id:
            return self.error(lang, "bad-form")
        if game_id not in catalog.games(self.root):
            return self.error(lang, "no-game", 404, game=game_id)
        house_rules = tuple(str(r) for r in form.getlist("house_rule"))
        refused = self.refused_house_rule(game_id, house_rules, lang)
        if refused is not None:
            return refused
        try:
            players = int(str(form.get("players", "")))
            seed = int(str(form["seed"])) if form.get("seed") else None
            count = len([k for k in form if k.startswith("person-")])
            kinds = [str(form[f"person-{i}"]) for i in range(count)]
        except (ValueError, KeyError):
            return self.error(lang, "bad-form")
        try:
            table = await run_in_threadpool(self.tables.create, game_id, players, kinds, lang=lang,
                                            house_rules=house_rules, seed=seed)
        except TableError as error:
            return self.error(lang, error.code, **error.values)
        except RulekitError as error:
            return self.cannot_start(lang, error)
        text = self.text(lang)
        say = _seat_names(table.game.definition, text)
        base = str(request.base_url).rstrip("/")
        invites = [(", ".join(say(s) for s in p.seats), f"{base}/play/{p.token}") for p in table.people if p.kind == INVITE]
        host = f"/play/{table.host}" if any(p.kind == HERE for p in table.people) else ""
        return self.page("created.html", lang, title=text.text(table.game.definition.id),
                         game_name=text.text(table.game.definition.id), invites=invites, host=host)

    async def play(self, request: Request, notice: str = "", status: int = 200) -> Response:
        """A seat's page; `notice`: why the answer just posted was refused (shown above the current question)."""
        token = request.path_params["token"]
        table, refused = self.opened(request, token)
        if refused is not None:
            return refused
        lang = self.lang_of(request, self._token_lang(table, token))
        for index in table.people_of(token):
            table.people[index].lang = lang
        if await run_in_threadpool(table.check_clock):
            await self.broadcast(table)
        page = Page(table, token, lang, self.root)
        parts = await run_in_threadpool(page.parts)
        return self.page("play.html", lang, status, title=page.text.text(table.game.definition.id), token=token,
                         game_name=page.text.text(table.game.definition.id), parts=parts, version=table.version,
                         notice=notice)

    @staticmethod
    def _token_lang(table: Any, token: str) -> str:
        people = table.people_of(token)
        return table.people[people[0]].lang if people else table.lang

    async def post_action(self, request: Request) -> Response:
        """The forms of a page without JavaScript: answer, undo, reveal; then back to the page. A refused one shows
        the page again, the reason above the current question."""
        token, action = request.path_params["token"], request.path_params["action"]
        table, refused = self.opened(request, token)
        if refused is not None:
            return refused
        lang = self.lang_of(request, self._token_lang(table, token))
        if action not in ("answer", "undo", "reveal"):
            return self.error(lang, "bad-request", 404)
        form = await self.form(request)
        try:
            if form is None:
                raise TableError("bad-form")
            if action == "answer":
                picks = [int(str(p)) for p in form.getlist("pick")]
                await run_in_threadpool(table.answer, token, int(str(form.get("decision", "-1"))), picks)
            elif action == "undo":
                await run_in_threadpool(table.undo, token)
            else:
                table.reveal(token)
        except ValueError:
            return await self.play(request, self.message(lang, "bad-option"), 400)
        except TableError as error:
            return await self.play(request, self.message(lang, error.code, error.cause, **error.values), 409)
        await self.broadcast(table)
        return RedirectResponse(f"/play/{token}", status_code=303)

    async def record(self, request: Request) -> Response:
        """A finished game's record, for `rulekit replay` (only once the game is over: it holds every answer)."""
        token = request.path_params["token"]
        table, refused = self.opened(request, token)
        if refused is not None:
            return refused
        lang = self.lang_of(request)
        if not table.game.over:
            return self.error(lang, "not-over", 409)
        name = f"{table.game.definition.id}-{table.id}.json"
        return JSONResponse(table.game.record(), headers={"Content-Disposition": f'attachment; filename="{name}"'})

    # ------------------------------------------------------------------ sockets
    async def socket(self, websocket: WebSocket) -> None:
        token = websocket.path_params["token"]
        await websocket.accept()
        asked = websocket.query_params.get("lang") or ""
        try:
            table, code = self.seat_table(token), "no-table"
        except TableError as error:
            table, code = None, error.code
        if table is None:
            text = self.text(asked if asked in self.languages() else self.tables.lang_of(token) or "en")
            await websocket.send_json({"type": "error", "code": code, "message": text.text(f"web-error-{code}")})
            await websocket.close(code=4404)
            return
        # no ?lang=: the seat's language (the table's), as its page
        lang = asked if asked in self.languages() or asked == PSEUDO else self._token_lang(table, token)
        entry = (websocket, token, lang)
        self.sockets.setdefault(table.id, set()).add(entry)
        try:
            await self.send_update(table, entry)
            while True:
                received = await websocket.receive()
                if received.get("type") == "websocket.disconnect":
                    raise WebSocketDisconnect(received.get("code", 1000))
                message = received.get("text")
                if message is None:  # a binary frame: bad input like any other, the socket stays open
                    await self.send_error(entry, "bad-message")
                    continue
                try:  # again for each message: the file may have been continued elsewhere and read again
                    table = self.seat_table(token) or table
                except TableError as error:  # damaged since: nothing is answered, the file is left as it is
                    await self.send_error(entry, error.code)
                    continue
                await self.handle(table, entry, message)
        except WebSocketDisconnect:
            pass
        finally:
            self.sockets.get(table.id, set()).discard(entry)

    async def handle(self, table: Any, entry: tuple[WebSocket, str, str], message: str) -> None:
        websocket, token, lang = entry
        try:
            try:
                data = json.loads(message)
            except RecursionError:  # "[[[[...": deeper than the parser goes; bad input like any other
                raise ValueError("too deeply nested") from None
            kind = data.get("type") if isinstance(data, dict) else None
            if kind == "answer":
                if "decision" not in data or "picks" not in data:  # not a stale answer: no answer at all
                    raise ValueError("an answer needs its decision and picks")
                await run_in_threadpool(table.answer, token, data["decision"], data["picks"])
            elif kind == "undo":
                await run_in_threadpool(table.undo, token)
            elif kind == "reveal":
                table.reveal(token)
                await self.send_update(table, entry)
                return
            elif kind == "tick":  # the page's hourglass ran out: the server decides whether time is up
                if not await run_in_threadpool(table.check_clock):
                    await self.send_update(table, entry)
                    return
            else:
                raise ValueError(f"no request {kind!r}")
        except (ValueError, TypeError):
            await self.send_error(entry, "bad-message")
            return
        except TableError as error:
            await self.send_error(entry, error.code, error.cause, **error.values)
            try:  # the table as it is now (read again when another program wrote its file meanwhile)
                table = self.seat_table(token) or table
            except TableError:
                return
            await self.send_update(table, entry)
            return
        await self.broadcast(table)

    async def send_error(self, entry: tuple[WebSocket, str, str], code: str, cause: BaseException | None = None,
                         **values: Any) -> None:
        websocket, _token, lang = entry
        await websocket.send_json({"type": "error", "code": code, "message": self.message(lang, code, cause, **values)})

    async def send_update(self, table: Any, entry: tuple[WebSocket, str, str]) -> None:
        websocket, token, lang = entry
        page = Page(table, token, lang, self.root)
        parts = await run_in_threadpool(page.parts)
        await websocket.send_json({"type": "update", "version": table.version, "parts": parts})

    async def broadcast(self, table: Any) -> None:
        """Every open page of the table gets its own seat's new rendering."""
        entries = list(self.sockets.get(table.id, ()))
        results = await asyncio.gather(*(self.send_update(table, e) for e in entries), return_exceptions=True)
        for entry, result in zip(entries, results):
            if isinstance(result, Exception):
                self.sockets.get(table.id, set()).discard(entry)


def _seat_names(definition: Any, text: Any) -> Any:
    def name(seat: int) -> str:
        seats = definition.seats
        if seats and seat < len(seats) and text.has(f"seat-{seats[seat]}"):
            return text.text(f"seat-{seats[seat]}")
        return text.text("ui-seat", seat=seat + 1)
    return name


def create_app(tables_dir: Path, root: Path | None = None, default_lang: str = "en", packs: Any = ()) -> Starlette:
    """`packs`: content packs to list on the start page besides the installed ones (rulekit.load.packs.Pack)."""
    server = Server(tables_dir, root, default_lang, packs)
    routes = [
        Route("/", server.index),
        Route("/game/{game}", server.index),
        Route("/new", server.new),
        Route("/tables", server.create, methods=["POST"]),
        Route("/play/{token}", server.play),
        Route("/play/{token}/record.json", server.record),
        Route("/play/{token}/{action:str}", server.post_action, methods=["POST"]),
        WebSocketRoute("/ws/{token}", server.socket),
        Mount("/static", StaticFiles(packages=[("rulekit.web", "static")]), name="static"),
    ]
    app = Starlette(routes=routes)
    app.state.server = server
    return app
