"""``thinkingbox.common.SessionClientFixture`` (thinkingbox/common/mcp_proxy_client.py): a test
fixture that calls a tool of one of the session's servers while the test runs
(``__reserved__server_tool``). thinkingbox posts to its session proxy at ``endpoint``; agentci
runs no proxy, so the call goes to the attempt's still-open servers through agentci's channel
(the configured ``endpoint`` is kept but not dialled)."""

import json

# Set by agentci_tb.run: the JSON-lines channel to agentci.
_agentci_channel = None


class SessionClientFixture:
    def __init__(self, endpoint, timeout=120.0):
        """Synchronous client to be used as fixture"""
        self.endpoint = endpoint
        self.session_id = None
        self.timeout = timeout

    def set_session(self, session_id):
        self.session_id = session_id

    def call_tool(self, server_name, tool_name, arguments):
        """Call a tool and return the response string"""
        if self.session_id is None:
            raise RuntimeError("SessionClientFixture: Session ID was not set")
        if _agentci_channel is None:
            raise RuntimeError("SessionClientFixture: no agentci session channel")
        reply = _agentci_channel.ask(
            {
                "type": "server_tool",
                "server_name": server_name,
                "tool_name": tool_name,
                "arguments": arguments,
            }
        )
        if "error" in reply:
            # thinkingbox: the proxy's HTTP error (raise_for_status_with_error).
            raise RuntimeError("SessionClientFixture: %s.%s failed: %s" % (server_name, tool_name, reply["error"]))
        return reply.get("text") or ""

    def call_json_tool(self, server_name, tool_name, arguments):
        """Call a tool and return the response parsed as JSON"""
        result = self.call_tool(server_name=server_name, tool_name=tool_name, arguments=arguments)
        out = json.loads(result)
        if not isinstance(out, (list, dict)):
            raise ValueError(f"Result is not dict or list: {result!r}")
        return out
