"""thinkingbox's chat types (thinkingbox/common/chat_types.py), without pydantic."""

import json
import uuid

from thinkingbox.common._model import Model, model


def _new_id():
    return "call_" + uuid.uuid4().hex


@model("T", "metadata", T="Message", metadata=dict)
class Message(Model):
    pass


@model("T", "metadata", "role", "content", T="Text", metadata=dict, content="")
class Text(Message):
    @property
    def tag(self):
        return self.metadata.get("tag", "text")

    @property
    def is_visible(self):
        return self.tag != "think"


@model("T", "metadata", "name", "arguments", "id", T="ToolCall", metadata=dict, arguments=dict, id=_new_id)
class ToolCall(Message):
    pass


@model("T", "metadata", "tool_calls", T="ParallelToolCall", metadata=dict, tool_calls=list)
class ParallelToolCall(Message):
    pass


@model("T", "metadata", "name", "content", "id", T="ToolResponse", metadata=dict, content="", id=_new_id)
class ToolResponse(Message):
    pass


MessageT = (Text, ToolCall, ParallelToolCall, ToolResponse)


@model("tool_call", "tool_response")
class ToolCallResponse(Model):
    pass


@model("name", "description", "input_schema", "direct_response", "is_end_turn", input_schema=dict, is_end_turn=False)
class ToolDef(Model):
    pass


def get_conversation_transcript(messages, limit=0, content_transform_fn=None):
    """The visible user/assistant text, the last ``limit`` assistant messages (0 = all)."""
    if limit < 0:
        raise ValueError("limit must be >= 0")
    lines = []
    assistant_count = 0
    for m in reversed(messages):
        if not (isinstance(m, Text) and m.role in ("user", "assistant")):
            continue
        if not m.is_visible:
            continue
        if m.metadata.get("is_dummy"):
            continue
        if m.role == "assistant":
            assistant_count += 1
        content = m.content
        if content_transform_fn is not None:
            content = content_transform_fn(m.content)
        label = "Assistant" if m.role == "assistant" else "User"
        lines.append("%s: %s" % (label, content))
        if limit > 0 and assistant_count >= limit:
            break
    lines.reverse()
    return "\n\n".join(lines)


@model(
    "response",
    "tool_direct_responses",
    "effects",
    "tool_calls",
    "messages",
    "init_result",
    "session_id",
    "metadata",
    response="",
    tool_direct_responses=list,
    effects=dict,
    tool_calls=list,
    messages=list,
    init_result=dict,
    session_id="00000000-0000-0000-0000-000000000000",
    metadata=dict,
)
class TestContext(Model):
    """``x`` of a test function: the conversation, the servers' effects, the tool calls."""

    __test__ = False

    def transcript(self, limit=0):
        return get_conversation_transcript(self.messages, limit=limit)

    def query(self):
        for m in self.messages:
            if (
                isinstance(m, Text)
                and m.role == "user"
                and not m.metadata.get("is_dummy", False)
                and getattr(m, "tag", None) != "think"
            ):
                return m.content
        raise ValueError("No user message found in messages")


@model(
    "result",
    "reward",
    "is_system_error",
    "tb",
    "prints",
    "lineno",
    "line_content",
    "metadata",
    is_system_error=False,
    tb="",
    prints="",
    lineno=-1,
    line_content="",
    metadata=dict,
)
class TestResult(Model):
    __test__ = False


def _text_of(content):
    if isinstance(content, list):
        return "\n".join(p.get("text", "") for p in content if isinstance(p, dict))
    return content or ""


def messages_from_agentci(messages):
    """agentci's messages (OpenAI-like dicts) as thinkingbox's message objects."""
    out = []
    for m in messages:
        role = m.get("role")
        meta = {"tag": m["tb_tag"]} if m.get("tb_tag") else {}
        if role == "tool":
            out.append(
                ToolResponse(
                    name=m.get("name") or "",
                    content=_text_of(m.get("content")),
                    id=m.get("tool_call_id") or _new_id(),
                )
            )
            continue
        if role not in ("system", "user", "assistant"):
            continue
        if m.get("reasoning"):
            out.append(Text(role="assistant", content=m["reasoning"], metadata={"tag": "think"}))
        text = _text_of(m.get("content"))
        calls = m.get("tool_calls") or []
        if role == "assistant" and not text and not calls:
            # An empty reply ending a turn (after an end-turn tool or at the turn limit), where
            # thinkingbox has no message: a dummy, which transcript() and response skip.
            meta = dict(meta, is_dummy=True)
        if text or not calls:
            out.append(Text(role=role, content=text, metadata=meta))
        if calls:
            tcs = []
            for c in calls:
                fn = c.get("function") or {}
                try:
                    args = json.loads(fn.get("arguments") or "{}")
                except ValueError:
                    args = {}
                tcs.append(ToolCall(name=fn.get("name") or "", arguments=args if isinstance(args, dict) else {}, id=c.get("id") or _new_id()))
            out.append(ParallelToolCall(tool_calls=tcs))
    return out


def tool_calls_from_agentci(calls):
    """agentci's tool calls (id, name, arguments, result) as thinkingbox's ToolCallResponse list."""
    out = []
    for c in calls:
        args = c.get("arguments")
        call_id = c.get("id") or _new_id()
        result = c.get("result")
        if not isinstance(result, str):
            result = json.dumps(result) if result is not None else ""
        out.append(
            ToolCallResponse(
                tool_call=ToolCall(name=c.get("name") or "", arguments=args if isinstance(args, dict) else {}, id=call_id),
                tool_response=ToolResponse(name=c.get("name") or "", content=result, id=call_id),
            )
        )
    return out


def get_last_assistant_text_message_content(messages):
    for msg in messages[::-1]:
        if (
            isinstance(msg, Text)
            and msg.role == "assistant"
            and msg.tag == "text"
            and not msg.metadata.get("is_dummy", False)
        ):
            return msg.content
    return ""


def test_context_from_agentci(data):
    """The ``x`` agentci sends (see src/formats/thinkingbox/judge.ts) as a TestContext; ``response`` is
    the last assistant text message, as thinkingbox's make_test_context finds it."""
    messages = messages_from_agentci(data.get("messages") or [])
    return TestContext(
        response=get_last_assistant_text_message_content(messages) if messages else data.get("response") or "",
        tool_direct_responses=list(data.get("tool_direct_responses") or []),
        effects=data.get("effects") or {},
        tool_calls=tool_calls_from_agentci(data.get("tool_calls") or []),
        messages=messages,
        init_result=data.get("init_result") or {},
        session_id=data.get("session_id") or "00000000-0000-0000-0000-000000000000",
        metadata=dict(data.get("metadata") or {}),
    )
