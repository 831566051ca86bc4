#!/usr/bin/env python3
r'''agentci's helper for thinkingbox Python test files (shipped with agentci, run with python3).

Two commands, both speaking JSON so the TypeScript side stays in charge of everything else:

  parse <display-name>   the test file's source on stdin; prints one JSON object describing the
                         ``"""!`` YAML blocks and the functions, found with Python's own ``ast``.
                         The YAML itself is parsed by agentci (python3 may lack PyYAML).
  run                    runs one test function. The first stdin line is the request
                         ``{file, test_code, function, context}``. stdout is a JSON-lines channel:
                         ``{"type": "judge", "id", "method": "text_yesno", "text", "question"}``
                         asks agentci, which answers on stdin with ``{"id", "answer": bool}`` or
                         ``{"id", "error": str}``; the last line is
                         ``{"type": "result", "status", "reward", "message", "line", "traceback",
                         "logs"}``. ``print`` output of the test goes into ``logs``, never into the
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
    for node in tree.body:
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
# run: the objects a test function receives


class JudgeError(RuntimeError):
    """The judge model could not answer (not configured, provider failure): a system error."""


class TestContext:
    """What the test function sees of the attempt: ``x`` in ``def test_x(x, judge)``."""

    def __init__(self, data):
        self.response = data.get("response") or ""
        self.messages = data.get("messages") or []
        self.tool_calls = data.get("tool_calls") or []
        self.effects = data.get("effects") or {}
        self.metadata = data.get("metadata") or {}
        self.finish_reason = data.get("finish_reason")

    def transcript(self):
        """The conversation as plain text, one block per message (for judges and prints)."""
        out = []
        for m in self.messages:
            role = m.get("role", "?")
            content = m.get("content")
            if isinstance(content, list):
                content = "\n".join(p.get("text", "") for p in content if isinstance(p, dict))
            line = "%s: %s" % (role, content or "")
            for call in m.get("tool_calls") or []:
                fn = call.get("function") or {}
                line += "\n  -> %s(%s)" % (fn.get("name"), fn.get("arguments"))
            out.append(line)
        return "\n".join(out)


class Judge:
    """``judge`` in ``def test_x(x, judge)``: questions answered by agentci's judge model."""

    def __init__(self, channel):
        self._channel = channel

    def text_yesno(self, text, question):
        """Asks the judge model a yes/no question about ``text``; returns a bool."""
        if not isinstance(text, str):
            raise TypeError("judge.text_yesno: text must be a str, got %s" % type(text).__name__)
        if not isinstance(question, str):
            raise TypeError("judge.text_yesno: question must be a str, got %s" % type(question).__name__)
        reply = self._channel.ask({"method": "text_yesno", "text": text, "question": question})
        if "error" in reply:
            raise JudgeError("judge.text_yesno: %s" % reply["error"])
        return bool(reply.get("answer"))


class _Channel:
    def __init__(self, out, inp):
        self._out = out
        self._in = inp
        self._next = 0

    def send(self, obj):
        self._out.write(json.dumps(obj) + "\n")
        self._out.flush()

    def ask(self, req):
        self._next += 1
        msg = dict(req, type="judge", id=self._next)
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


def _classify(fn, args, file):
    """Runs the test function; returns the result dict (without logs)."""
    try:
        value = fn(*args)
        if inspect.iscoroutine(value):
            value = asyncio.run(value)
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
        return {
            "status": "error",
            "reward": 0.0,
            "message": "%s: %s" % (type(e).__name__, e),
            "line": frames[-1].lineno if frames else None,
            "traceback": _format_traceback(e, file),
        }
    if value is None:
        return {"status": "passed", "reward": 1.0}
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return {
            "status": "error",
            "reward": 0.0,
            "message": "the test function returned %r (%s); return nothing, or a number between 0 and 1 as the reward"
            % (value, type(value).__name__),
        }
    reward = float(value)
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
    sys.path.insert(0, os.path.dirname(file))
    sys.stdout = capture
    sys.stdin = io.StringIO("")
    ns = {
        "__name__": "__agentci_test__",
        "__file__": file,
        "__builtins__": __builtins__,
        "TestContext": TestContext,
        "Judge": Judge,
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
    if not callable(fn):
        finish({"status": "error", "reward": 0.0, "message": "no function %s in %s" % (name, file)})
        return
    x = TestContext(req.get("context") or {})
    judge = Judge(channel)
    try:
        params = [
            p
            for p in inspect.signature(fn).parameters.values()
            if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
        ]
    except (TypeError, ValueError):
        params = []
    if len(params) > 2:
        finish({
            "status": "error",
            "reward": 0.0,
            "message": "test function %s takes %d parameters; expected (x: TestContext, judge: Judge)" % (name, len(params)),
        })
        return
    result = _classify(fn, [x, judge][: len(params)], file)
    sys.stdout = sys.__stdout__
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
