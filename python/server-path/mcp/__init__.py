"""agentci's stand-in for the ``mcp`` SDK's ``mcp.server.fastmcp``, which some thinkingbox servers
import instead of ``fastmcp`` (thinkingbox-data's airline and email servers). Only
``mcp.server.fastmcp.FastMCP`` and ``Context`` are here, served by agentci's fastmcp stand-in.
When the real ``mcp`` package is installed it is loaded instead of this file.
"""

import importlib.machinery
import importlib.util
import os
import sys

_HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_spec = importlib.machinery.PathFinder.find_spec(
    "mcp", [p for p in sys.path if os.path.abspath(p or ".") != _HERE]
)
if _spec is not None and _spec.origin != os.path.abspath(__file__):
    # The import system returns sys.modules["mcp"] after this file runs: put the real one there.
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["mcp"] = _module
    _spec.loader.exec_module(_module)
