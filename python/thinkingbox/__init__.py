"""agentci's stand-in for the ``thinkingbox`` package, so thinkingbox test files run unchanged.

Only what test files use is here (``thinkingbox.common``: TestContext, Judge, TestResult, the
message types, RubricJudge), written with the standard library alone. The behaviour follows
microsoft/thinkingbox (MIT License, Copyright (c) Microsoft Corporation); the judge's prompts and
answer parsing are thinkingbox's own. The judge model is agentci's ``judge:`` model.
"""
