# thinkingbox Python test cases (see README "thinkingbox Python test files"); they import
# thinkingbox.common as in thinkingbox, which agentci provides.
#   npx agentci run examples/thinkingbox
#   npx agentci thinkingbox dump-tests examples/thinkingbox --name test_cloud_drive.py
from thinkingbox.common import Judge, TestContext

# Global, applies to all test cases unless overridden
"""!
# scenario name
scenario: cloud_drive
tags: [cloud_drive]
"""


# This function is not a test case, because it does not have a YAML string
def check_file_content(x: TestContext, filename: str, expected_text: str):
    found = False
    for f in x.effects["cloud_drive"]["files"]:
        if f["path"] == filename:
            found = True
            text = f["text_content"]
            assert text == expected_text, (
                f"File content, expected: {expected_text!r}, found {text!r}"
            )
            break
    assert found, f"File was not found: {filename}"


# This function is a test case
def test_append_ok(x: TestContext, judge: Judge):
    # The following only applies to this test case
    """!
    # scenario name. This was already defined above,
    # it can be omitted, unless the test needs a different one.
    scenario: cloud_drive

    # User query (str)
    query: |
        Find a file named more.txt, then append the following to its contents on a new line: 'END'

    # User context (str, optional), used to prompt the User simulator
    # model with additional context or instructions
    user_context: "If asked to confirm anything, confirm"

    # Bot instructions (str, optional), if present they're appended to the
    # scenario's bot instructions
    bot_instructions: "Current date: 2025-06-22"

    # Maximum user simulator turns (int, default: 10)
    max_user_sim_turns: 2

    # Maximum agent actions over the whole conversation (int, default: unlimited)
    # Each action = one visible assistant message or one set of tool calls
    max_agent_sim_turns: 10

    # Additional initialization for the MCP servers. If present, this
    # is merged recursively into the scenario's world_state
    init:
        cloud_drive:
            files:
            -   path: Documents/more.txt
                text_content: "more text"
    tags: [append]
    """
    check_file_content(x, "Documents/more.txt", "more text\nEND")
    # The scenario's own file is untouched.
    check_file_content(x, "Documents/file.txt", "some text\nsome more text")
    assert judge.text_yesno(
        x.response, "Does the message confirm that more.txt was modified?"
    )
