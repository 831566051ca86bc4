"""agentci's stand-in for ``fastmcp``, so thinkingbox's MCP servers run unchanged.

thinkingbox's servers (``thinkingbox/tools/mcp_*.py`` and those of thinkingbox-data) are FastMCP
scripts: ``mcp = FastMCP(name)``, ``@mcp.tool(name=…, description=…)`` on plain or async functions
with pydantic-annotated parameters, an optional ``ctx: Context`` parameter, and
``mcp.run(transport="stdio")``. agentci starts them as stdio MCP processes with this folder last on
their PYTHONPATH. When the real fastmcp is installed it is loaded instead of this file, so this
stand-in only fills the gap.

What it serves: ``initialize``, ``tools/list`` (input schemas from the signature, as pydantic
builds them), ``tools/call`` (arguments validated by pydantic; a str result is the text, any other
value its JSON, a dict also the structured content; an exception is an ``isError`` result),
``ping`` and empty resource/prompt lists. Needs pydantic, as the servers themselves do.
"""

import importlib.machinery
import importlib.util
import os
import sys

_HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _real_fastmcp():
    """The installed fastmcp's spec, searched on sys.path without this folder."""
    path = [p for p in sys.path if os.path.abspath(p or ".") != _HERE]
    return importlib.machinery.PathFinder.find_spec("fastmcp", path)


_spec = _real_fastmcp()
if _spec is not None and _spec.origin != os.path.abspath(__file__):
    # The import system returns sys.modules["fastmcp"] after this file runs: put the real one there.
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["fastmcp"] = _module
    _spec.loader.exec_module(_module)
else:
    from fastmcp._standin import Context, FastMCP  # noqa: F401

    __all__ = ["FastMCP", "Context"]
