"""``from thinkingbox.common import Judge, TestContext`` (see ../__init__.py)."""

from thinkingbox.common.chat_types import TestContext, TestResult
from thinkingbox.common.judge import Judge, JudgeException
from thinkingbox.common.mcp_proxy_client import SessionClientFixture

__all__ = ["TestContext", "Judge", "SessionClientFixture", "TestResult", "JudgeException"]
