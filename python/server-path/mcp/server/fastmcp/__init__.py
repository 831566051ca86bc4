"""``from mcp.server.fastmcp import FastMCP`` (see ../../__init__.py)."""

from fastmcp._standin import Context, FastMCP as _FastMCP


class FastMCP(_FastMCP):
    # The mcp SDK writes a non-text result as JSON indented by 2 (pydantic_core.to_json(indent=2)).
    json_indent = 2
    error_format = "Error executing tool {name}: {error}"


__all__ = ["FastMCP", "Context"]
