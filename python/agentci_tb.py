#!/usr/bin/env python3
r'''agentci's helper for thinkingbox Python test files (shipped with agentci, run with python3).

Two commands, both speaking JSON so the TypeScript side stays in charge of everything else:

  parse <display-name>   the test file's source on stdin; prints one JSON object describing the
                         ``"""!`` YAML blocks and the functions, found with Python's own ``ast``.
                         The YAML itself is parsed by agentci (python3 may lack PyYAML).
  run                    runs one test function. The first stdin line is the request
                         ``{file, test_code, function, context}``. stdout is a JSON-lines channel:
                         ``{"type": "judge", "id", "method": "complete", "messages"}`` asks
                         agentci's judge model for one completion, answered on stdin with
                         ``{"id", "text": str}`` or ``{"id", "error": str}``; the last line is
                         ``{"type": "result", "status", "reward", "message", "line", "traceback",
                         "logs", "metadata"}``. The test function gets thinkingbox's own objects
                         (python/thinkingbox/): ``fn(x=TestContext, judge=Judge)``. ``print`` output of the test goes into ``logs``, never into the
                         channel.

Only the standard library is used, and Python >= 3.8 (``end_lineno``).
'''

import ast
import asyncio
import inspect
import io
import json
import linecache
import math
import os
import sys
import threading
import traceback

PROTOCOL_VERSION = 1
MAX_LOG_CHARS = 256 * 1024


# --------------------------------------------------------------------------------------------
# parse


def _yaml_string(node):
    """The text after the '!' when node is a string statement starting with '!', else None."""
    if not isinstance(node, ast.Expr):
        return None
    value = node.value
    if isinstance(value, ast.Constant) and isinstance(value.value, str) and value.value.startswith("!"):
        return value.value[1:]
    return None


def parse(display, source):
    try:
        tree = ast.parse(source, filename=display)
    except SyntaxError as e:
        return {"ok": False, "error": {"line": e.lineno or 0, "message": "Python syntax error: %s" % e.msg}}
    items = []
    errors = []
    last_end = -1
    for node in tree.body:
        # thinkingbox cuts the file by lines, so it rejects two statements on one line.
        if node.lineno <= last_end:
            errors.append({
                "line": node.lineno,
                "message": "multiple statements overlap or are on the same line in the global scope",
            })
        last_end = node.end_lineno
        text = _yaml_string(node)
        if text is not None:
            items.append({"kind": "block", "line": node.lineno, "text": text})
            continue
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            own_text = _yaml_string(first) if first is not None else None
            own = {"line": first.lineno, "text": own_text} if own_text is not None else None
            start = min([node.lineno] + [d.lineno for d in node.decorator_list])
            for inner in ast.walk(node):
                if inner is first or _yaml_string(inner) is None:
                    continue
                errors.append({
                    "line": inner.lineno,
                    "message": 'a """! block inside function %s must be its first statement' % node.name,
                })
            params = [a.arg for a in node.args.posonlyargs + node.args.args]
            items.append({
                "kind": "function",
                "name": node.name,
                "line": node.lineno,
                "start": start,
                "end": node.end_lineno,
                "params": params,
                "is_async": isinstance(node, ast.AsyncFunctionDef),
                "block": own,
            })
            continue
        # Anything else at module level (classes, if-blocks…) may not hide a block.
        for inner in ast.walk(node):
            if _yaml_string(inner) is not None:
                errors.append({
                    "line": inner.lineno,
                    "message": 'a """! block must be at module level or the first statement of a test function',
                })
    return {"ok": True, "items": items, "errors": errors}


# --------------------------------------------------------------------------------------------
# run: the objects a test function receives are thinkingbox's own (python/thinkingbox/), so
# ``from thinkingbox.common import Judge, TestContext`` works in the test file.


class JudgeError(RuntimeError):
    """The judge model could not answer (not configured, provider failure): a system error."""


class _ChannelLLM:
    """The judge's LLM session: each completion is asked of agentci's judge model."""

    def __init__(self, channel):
        self._channel = channel

    def get_completion_sync(self, conversation, update_conversation=False):
        from thinkingbox.common.chat_types import Text

        messages = [{"role": m.role, "content": m.content} for m in conversation]
        reply = self._channel.ask({"method": "complete", "messages": messages})
        if "error" in reply:
            raise JudgeError(reply["error"])
        return [Text(role="assistant", content=reply.get("text") or "")]


class _Channel:
    def __init__(self, out, inp):
        self._out = out
        self._in = inp
        self._next = 0
        self._lock = threading.Lock()

    def send(self, obj):
        self._out.write(json.dumps(obj) + "\n")
        self._out.flush()

    def ask(self, req):
        # RubricJudge asks from several threads: one question at a time on the channel.
        with self._lock:
            self._next += 1
            msg = dict({"type": "judge"}, **req)
            msg["id"] = self._next
            self.send(msg)
            line = self._in.readline()
            if not line:
                raise JudgeError("agentci closed the judge channel")
            return json.loads(line)


class _Capture(io.TextIOBase):
    """print() target: keeps what the test prints, bounded."""

    def __init__(self):
        self.parts = []
        self.size = 0
        self.cut = False

    def writable(self):
        return True

    def write(self, s):
        if self.size < MAX_LOG_CHARS:
            self.parts.append(s[: MAX_LOG_CHARS - self.size])
            self.size += len(s)
        else:
            self.cut = True
        return len(s)

    def lines(self):
        text = "".join(self.parts)
        out = text.split("\n")
        if out and out[-1] == "":
            out.pop()
        if self.cut or self.size > MAX_LOG_CHARS:
            out.append("[print output cut at %d characters]" % MAX_LOG_CHARS)
        return out


def _test_frames(tb, file):
    return [f for f in traceback.extract_tb(tb) if f.filename == file]


def _format_traceback(e, file):
    te = traceback.TracebackException(type(e), e, e.__traceback__)
    # Frames of this helper are noise to the test's author.
    te.stack = traceback.StackSummary.from_list([f for f in te.stack if f.filename != __file__])
    return "".join(te.format())


def _classify(call, file):
    """Runs ``call()`` (the test function as thinkingbox calls it, ``fn(x=…, judge=…, **fixtures)``,
    inside its fixtures' context); returns the result dict (without logs)."""
    try:
        value = call()
    except AssertionError as e:
        frames = _test_frames(e.__traceback__, file)
        line = frames[-1].lineno if frames else None
        message = str(e)
        if not message:
            src = (frames[-1].line or "").strip() if frames else ""
            message = "assertion failed: %s" % src if src else "assertion failed"
        return {"status": "failed", "reward": 0.0, "message": message, "line": line}
    except BaseException as e:  # noqa: B036 — SystemExit and friends are errors of the test too
        frames = _test_frames(e.__traceback__, file)
        message = "%s: %s" % (type(e).__name__, e)
        # A fixture error wraps its cause (fixtures_context): name it, it is what to fix.
        if e.__cause__ is not None:
            message += " (%s: %s)" % (type(e.__cause__).__name__, e.__cause__)
        return {
            "status": "error",
            "reward": 0.0,
            "message": message,
            "line": frames[-1].lineno if frames else None,
            "traceback": _format_traceback(e, file),
        }
    if value is None:
        return {"status": "passed", "reward": 1.0}
    # thinkingbox puts the value in TestResult.reward (pydantic float: True → 1.0, "0.7" → 0.7).
    try:
        if isinstance(value, (bytes, bytearray, dict, list, tuple, set)):
            raise TypeError
        reward = float(value)
    except (TypeError, ValueError):
        return {
            "status": "error",
            "reward": 0.0,
            "message": "the test function returned %r (%s); return nothing, or a number between 0 and 1 as the reward"
            % (value, type(value).__name__),
        }
    if math.isnan(reward) or reward < 0 or reward > 1:
        return {
            "status": "error",
            "reward": 0.0,
            "message": "the test function returned %r; a reward must be between 0 and 1" % value,
        }
    return {"status": "passed", "reward": reward}


def run():
    # The channel is a private copy of fd 1; fd 1 itself now points at stderr, so nothing the
    # test (or a library it calls) writes can corrupt the channel.
    channel_out = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    os.dup2(2, 1)
    channel_in = sys.stdin
    channel = _Channel(channel_out, channel_in)
    capture = _Capture()

    def finish(result):
        result["type"] = "result"
        result["logs"] = capture.lines()
        channel.send(result)

    req = json.loads(channel_in.readline())
    file = req["file"]
    source = req["test_code"]
    name = req["function"]
    linecache.cache[file] = (len(source), None, source.splitlines(True), file)
    sys.modules.setdefault("agentci_tb", sys.modules[__name__])
    # agentci's thinkingbox package, unless the real one is installed.
    here = os.path.dirname(os.path.abspath(__file__))
    try:
        import thinkingbox.common  # noqa: F401
    except ImportError:
        sys.modules.pop("thinkingbox", None)
        sys.path.insert(0, here)
    from thinkingbox.common import Judge
    from thinkingbox.common.chat_types import TestContext, test_context_from_agentci

    sys.path.insert(0, os.path.dirname(file))
    sys.stdout = capture
    sys.stdin = io.StringIO("")
    ns = {
        "__name__": "__agentci_test__",
        "__file__": file,
        "__builtins__": __builtins__,
    }
    try:
        exec(compile(source, file, "exec"), ns)
    except BaseException as e:  # noqa: B036
        frames = _test_frames(e.__traceback__, file)
        finish({
            "status": "error",
            "reward": 0.0,
            "message": "loading the test file failed: %s: %s" % (type(e).__name__, e),
            "line": frames[-1].lineno if frames else getattr(e, "lineno", None),
            "traceback": _format_traceback(e, file),
        })
        return
    fn = ns.get(name)
    if not source.strip():
        # thinkingbox runs no test for an empty test_code, and counts the case as not correct.
        finish({"status": "failed", "reward": 0.0, "message": "the case has no test_code: thinkingbox counts it as not correct"})
        return
    if not callable(fn):
        finish({"status": "error", "reward": 0.0, "message": "no function %s in %s" % (name, file)})
        return
    x = test_context_from_agentci(req.get("context") or {})
    given = json.dumps(x.metadata, sort_keys=True, default=repr)
    given_meta = json.loads(given)
    judge = Judge(_ChannelLLM(channel), judge_type=req.get("judge_type") or "legacy")
    # SessionClientFixture reaches the attempt's open session through the same channel.
    from thinkingbox.common import mcp_proxy_client

    mcp_proxy_client._agentci_channel = channel
    from thinkingbox.common.fixtures import build_fixtures, fixtures_context_for_test_fn

    def call():
        # testrunner.py TestScript.evaluate_sync: the fixtures the test function's parameters
        # name (besides x and judge) are built from conftest.yaml and the scenario's fixtures:,
        # with judge and x injectable into them; a fixture error is a system error.
        with fixtures_context_for_test_fn(
            build_fixtures(req.get("fixtures") or {}),
            source,
            function_name="__tb_test_fn" if "__tb_test_fn" in source else name,
            test_name=req.get("uid") or name,
            runtime_context={"judge": judge, "x": x},
        ) as fixture_instances:
            value = fn(**{"x": x, "judge": judge, **fixture_instances})
            if inspect.iscoroutine(value):
                value = asyncio.run(value)
            return value

    result = _classify(call, file)
    sys.stdout = sys.__stdout__
    # What the test (or RubricJudge) wrote into x.metadata (agentci's own keys left out unless
    # changed), and the judge's motivations.
    metadata = {}
    if isinstance(x.metadata, dict):
        for k, v in x.metadata.items():
            if k not in given_meta or json.dumps(v, sort_keys=True, default=repr) != json.dumps(given_meta[k], sort_keys=True, default=repr):
                metadata[k] = v
    decisions = judge.drain_decisions()
    if decisions:
        metadata["judge_motivation"] = decisions
    try:
        json.dumps(metadata)
    except (TypeError, ValueError):
        metadata = json.loads(json.dumps(metadata, default=repr))
    result["metadata"] = metadata
    finish(result)


def main(argv):
    if sys.version_info < (3, 8):
        sys.stderr.write("agentci: python3 >= 3.8 is needed, this is %s\n" % sys.version.split()[0])
        return 2
    if len(argv) >= 2 and argv[1] == "parse":
        display = argv[2] if len(argv) > 2 else "<stdin>"
        source = sys.stdin.buffer.read().decode("utf-8")
        sys.stdout.write(json.dumps(parse(display, source)))
        return 0
    if len(argv) >= 2 and argv[1] == "run":
        run()
        return 0
    if len(argv) >= 2 and argv[1] == "version":
        sys.stdout.write(json.dumps({"protocol": PROTOCOL_VERSION, "python": sys.version.split()[0]}))
        return 0
    sys.stderr.write("usage: agentci_tb.py parse <name> < file.py | run | version\n")
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
