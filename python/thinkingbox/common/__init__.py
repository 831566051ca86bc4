"""``from thinkingbox.common import Judge, TestContext`` (see ../__init__.py)."""

from thinkingbox.common.chat_types import TestContext, TestResult
from thinkingbox.common.judge import Judge, JudgeException


class SessionClientFixture:
    """thinkingbox's MCP session-proxy fixture; agentci has no session proxy."""

    def __init__(self, *args, **kwargs):
        raise NotImplementedError(
            "SessionClientFixture needs thinkingbox's MCP session proxy, which agentci does not run; "
            "read the servers' state from x.effects instead"
        )


__all__ = ["TestContext", "Judge", "SessionClientFixture", "TestResult", "JudgeException"]
