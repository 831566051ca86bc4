"""The stdio MCP server behind agentci's fastmcp stand-in (see __init__.py)."""

import asyncio
import inspect
import json
import sys
import traceback
import typing
import uuid

PROTOCOL_VERSION = "2025-06-18"


class Context:
    """What a tool's ``ctx: Context`` parameter receives: the MCP session of this connection."""

    def __init__(self, session_id):
        self.session_id = session_id

    async def info(self, message, **_):
        sys.stderr.write("%s\n" % message)

    debug = warning = error = info


def _is_context(annotation):
    return annotation is Context or (isinstance(annotation, str) and annotation.split(".")[-1] == "Context")


class _Tool:
    def __init__(self, fn, name, description):
        import pydantic

        self.fn = fn
        self.name = name
        self.description = description if description is not None else inspect.getdoc(fn) or ""
        try:
            hints = typing.get_type_hints(fn, include_extras=True)
        except Exception:  # noqa: BLE001 — unresolvable annotations: fall back to the raw ones
            hints = {}
        fields = {}
        self.context_params = []
        for pname, param in inspect.signature(fn).parameters.items():
            if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
                continue
            annotation = hints.get(pname, param.annotation)
            if _is_context(annotation):
                self.context_params.append(pname)
                continue
            if annotation is inspect.Parameter.empty:
                annotation = typing.Any
            default = ... if param.default is inspect.Parameter.empty else param.default
            fields[pname] = (annotation, default)
        self.model = pydantic.create_model("%sArguments" % name, **fields)
        schema = self.model.model_json_schema()
        schema.pop("title", None)
        for prop in schema.get("properties", {}).values():
            prop.pop("title", None)
        self.input_schema = schema

    def describe(self):
        return {"name": self.name, "description": self.description, "inputSchema": self.input_schema}

    async def call(self, arguments, ctx):
        validated = self.model.model_validate(arguments or {})
        kwargs = {k: getattr(validated, k) for k in self.model.model_fields}
        for pname in self.context_params:
            kwargs[pname] = ctx
        value = self.fn(**kwargs)
        if inspect.isawaitable(value):
            value = await value
        return value


def _result(value, indent=None):
    """A tool's return value → an MCP CallToolResult, as fastmcp converts it."""
    from pydantic_core import to_jsonable_python

    if value is None:
        return {"content": [], "isError": False}
    if isinstance(value, str):
        return {"content": [{"type": "text", "text": value}], "isError": False}
    obj = to_jsonable_python(value, fallback=str)
    out = {"content": [{"type": "text", "text": json.dumps(obj, indent=indent)}], "isError": False}
    if isinstance(obj, dict):
        out["structuredContent"] = obj
    return out


class FastMCP:
    json_indent = None
    # How a tool's exception reaches the client (fastmcp's wording).
    error_format = "Error calling tool '{name}': {error}"

    def __init__(self, name="FastMCP", instructions=None, **_settings):
        self.name = name
        self.instructions = instructions
        self._tools = {}

    def tool(self, name_or_fn=None, *, name=None, description=None, **_options):
        """``@mcp.tool``, ``@mcp.tool()`` and ``@mcp.tool(name=…, description=…)``."""
        if callable(name_or_fn):
            self._add(name_or_fn, name, description)
            return name_or_fn
        if isinstance(name_or_fn, str):
            name = name_or_fn

        def decorate(fn):
            self._add(fn, name, description)
            return fn

        return decorate

    def _add(self, fn, name, description):
        tool = _Tool(fn, name or fn.__name__, description)
        self._tools[tool.name] = tool

    def add_middleware(self, _middleware):
        pass

    def run(self, transport="stdio", **_options):
        if transport != "stdio":
            raise SystemExit("agentci's fastmcp stand-in serves stdio only, not %r" % transport)
        # The protocol owns stdout: whatever the tools print goes to stderr.
        channel = sys.stdout
        sys.stdout = sys.stderr
        loop = asyncio.new_event_loop()
        ctx = Context(str(uuid.uuid4()))
        for line in sys.stdin:
            line = line.strip()
            if not line:
                continue
            try:
                msg = json.loads(line)
            except ValueError:
                continue
            if "id" not in msg:
                continue  # a notification
            reply = {"jsonrpc": "2.0", "id": msg["id"]}
            try:
                reply["result"] = loop.run_until_complete(self._handle(msg, ctx))
            except _RpcError as e:
                reply["error"] = {"code": e.code, "message": str(e)}
            channel.write(json.dumps(reply) + "\n")
            channel.flush()

    async def _handle(self, msg, ctx):
        method = msg.get("method")
        params = msg.get("params") or {}
        if method == "initialize":
            return {
                "protocolVersion": params.get("protocolVersion") or PROTOCOL_VERSION,
                "capabilities": {"tools": {"listChanged": False}},
                "serverInfo": {"name": self.name, "version": "agentci-standin"},
                **({"instructions": self.instructions} if self.instructions else {}),
            }
        if method == "ping":
            return {}
        if method == "tools/list":
            return {"tools": [t.describe() for t in self._tools.values()]}
        if method in ("resources/list", "resources/templates/list", "prompts/list"):
            return {method.split("/")[0] if method != "resources/templates/list" else "resourceTemplates": []}
        if method == "tools/call":
            tool = self._tools.get(params.get("name"))
            if tool is None:
                return {"content": [{"type": "text", "text": "Unknown tool: %s" % params.get("name")}], "isError": True}
            try:
                return _result(await tool.call(params.get("arguments"), ctx), self.json_indent)
            except Exception as e:  # noqa: BLE001 — a failing tool is an isError result, as in fastmcp
                traceback.print_exc()
                return {
                    "content": [{"type": "text", "text": self.error_format.format(name=tool.name, error=e)}],
                    "isError": True,
                }
        raise _RpcError(-32601, "Method not found: %s" % method)


class _RpcError(Exception):
    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
