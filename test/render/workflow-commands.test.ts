/**
 * Agent text never becomes a workflow command: every output that reaches a step log is fed, line by
 * line, to the port of the Actions runner's parser in runner-commands.ts.
 */
import { describe, expect, it } from 'vitest';
import { inert, oneLine } from '../../src/cli/terminal-text.js';
import { mdFence, neutraliseWorkflowCommands, xmlAttr, xmlText } from '../../src/render/escape.js';
import { renderJunit, renderMarkdown } from '../../src/render/index.js';
import { buildReport } from '../fixtures/reports/builder.js';
import { ATTACKS, commandsIn } from './runner-commands.js';

describe('the runner port (the test is real)', () => {
  it('finds every attack in the raw text', () => {
    const lines = ATTACKS.split('\n');
    const found = lines.filter((l) => commandsIn(l).length > 0);
    // `:::error::` is not a command for the runner (the name would be `:error`).
    expect(found).toEqual(lines.filter((l) => !l.startsWith(':::')));
  });

  it("finds the runner's own test lines (ActionCommandL0.cs)", () => {
    expect(commandsIn('##[set-env name=foo;]')).toHaveLength(2);
    expect(commandsIn('::set-env name=foo::bar')).toHaveLength(2);
    expect(commandsIn('   ::debug::message')).toHaveLength(2);
    expect(commandsIn('##[unknown-cmd]x')).toHaveLength(0);
  });

  it('the old leading-space fix was not enough: TrimStart removes it', () => {
    expect(commandsIn(' ::set-output name=x::y')).toHaveLength(2);
  });
});

describe('neutraliseWorkflowCommands', () => {
  it('leaves no command in any line, in both forms and after Unicode whitespace', () => {
    const out = neutraliseWorkflowCommands(ATTACKS);
    expect(commandsIn(out)).toEqual([]);
    // The text reads the same: only zero-width spaces were added.
    expect(out.replace(/\u200B/g, '')).toBe(ATTACKS);
  });

  it('keeps text without commands as it is', () => {
    const plain = 'a: b :: c\nurl https://x.example/a::b\n# [link]';
    expect(neutraliseWorkflowCommands(plain)).toBe(plain);
  });

  it('lines split by \\r and \\r\\n, as ReadLine splits them', () => {
    const out = neutraliseWorkflowCommands('ok\r::error::cr\r\n\u00A0::warning::crlf');
    expect(commandsIn(out)).toEqual([]);
  });
});

describe('every place agent text reaches a log', () => {
  it('terminal text (inert, oneLine)', () => {
    for (const line of ATTACKS.split('\n')) {
      // Printed alone, after indentation (as the final table and merge warnings do), and in a list.
      for (const printed of [inert(line), `  ${inert(line)}`, `\u00A0${inert(line, 40)}`]) {
        expect(commandsIn(printed), JSON.stringify(printed)).toEqual([]);
      }
    }
    expect(commandsIn(inert(ATTACKS))).toEqual([]);
    expect(commandsIn(oneLine({ text: '##[set-output name=x]y' }))).toEqual([]);
  });

  it('a Markdown summary and its code fences, printed to a log', () => {
    expect(commandsIn(mdFence(ATTACKS))).toEqual([]);
    const report = buildReport({
      cases: [
        {
          id: '##[error]id',
          attempts: [{ status: 'failed', output: ATTACKS, error: ATTACKS }],
        },
      ],
    });
    const md = renderMarkdown(report);
    expect(md).toContain('pwned');
    expect(commandsIn(md)).toEqual([]);
  });

  it('JUnit printed with cat: raw text inert, the parsed text unchanged', () => {
    expect(commandsIn(xmlText(ATTACKS))).toEqual([]);
    expect(commandsIn(`<x a="${xmlAttr(ATTACKS)}"/>`)).toEqual([]);
    const report = buildReport({
      cases: [
        {
          id: '##[error]id',
          attempts: [{ status: 'failed', output: ATTACKS, error: ATTACKS }],
        },
      ],
    });
    const xml = renderJunit(report);
    expect(commandsIn(xml)).toEqual([]);
    // Character references decode back to the agent's own text.
    expect(xml).toContain('##&#91;error]id');
  });
});
