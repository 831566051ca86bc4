import { restoreJsonText } from '../lib/json.js';
import { AttemptResultSchema, type AttemptResult } from '../model/result.js';
import { ReportSchema, type Report } from '../model/report.js';
import { aggregateCase, buildReport, type CaseIdentity } from './aggregate.js';
import { applyGate } from './gate.js';

interface StreamRecords {
  start?: Record<string, unknown>;
  summary?: Record<string, unknown>;
  /** The attempts of each case, by suite and id (see caseKey). */
  attempts: Map<string, AttemptResult[]>;
  warnings: string[];
}

const caseKey = (suite: string, id: string) => `${suite}\u0000${id}`;

/** The stream's records, line by line; a line that is no record is a warning. */
function readRecords(text: string, file: string): StreamRecords {
  const lines = text.split('\n');
  const out: StreamRecords = { attempts: new Map(), warnings: [] };
  lines.forEach((line, idx) => {
    if (line.trim() === '') return;
    let obj: Record<string, unknown>;
    try {
      obj = JSON.parse(restoreJsonText(line)) as Record<string, unknown>;
    } catch {
      const last = lines.slice(idx + 1).every((l) => l.trim() === '');
      out.warnings.push(
        last
          ? `${file}:${idx + 1}: the last line is incomplete (the run was cut off); it was ignored`
          : `${file}:${idx + 1}: not valid JSON; the line was ignored`,
      );
      return;
    }
    if (obj.type === 'start') out.start = obj;
    else if (obj.type === 'summary') out.summary = obj;
    else if (obj.type === 'result') {
      const { type: _t, ...rest } = obj;
      const r = AttemptResultSchema.safeParse(rest);
      if (!r.success) {
        out.warnings.push(`${file}:${idx + 1}: not a result record; ignored`);
        return;
      }
      const k = caseKey(r.data.suite, r.data.id);
      out.attempts.set(k, [...(out.attempts.get(k) ?? []), r.data]);
    }
  });
  return out;
}

/**
 * Rebuilds a Report from a JSONL results stream, including one cut off by a crash or SIGKILL:
 * every complete line counts, an incomplete last line is ignored (and said so in warnings).
 */
export function reportFromStream(text: string, file: string): Report {
  const { start, summary, attempts, warnings } = readRecords(text, file);
  if (!start) throw new Error(`${file}: not an agentci results stream (no "start" line)`);
  const options = (start.options ?? {}) as Record<string, unknown>;
  const identities = (start.cases ?? []) as CaseIdentity[];
  const threshold = typeof options.threshold === 'number' ? options.threshold : 1;
  const caseThreshold = typeof options.case_threshold === 'number' ? options.case_threshold : 1;
  const results = identities.map((id) => {
    const list = attempts.get(caseKey(id.suite, id.id)) ?? [];
    const r = aggregateCase(id, list);
    if (list.length === 0 && !id.skipReason)
      r.skip_reason = 'not run: the run ended before this case started';
    return r;
  });
  const interrupted = !summary;
  if (interrupted)
    warnings.push(
      'the run did not finish (no summary line): the report covers the attempts that completed',
    );
  const startedAt = String(start.timestamp ?? new Date(0).toISOString());
  const meta = (summary?.metadata ?? {}) as Record<string, unknown>;
  const lastEnd = [...attempts.values()].flat().reduce((m, a) => {
    const t = a.started_at ? Date.parse(a.started_at) + a.duration_ms : 0;
    return Math.max(m, t);
  }, Date.parse(startedAt));
  const env = (summary?.environment ?? {
    user_id: 'test-user',
    team_id: 'test-team',
    locale: 'en-us',
  }) as Report['environment'];
  const gate = applyGate(
    { results },
    {
      threshold,
      caseThreshold,
      runtimeError: interrupted
        ? 'the run did not finish; results cover what completed'
        : undefined,
    },
  );
  return ReportSchema.parse(
    buildReport({
      results,
      environment: env,
      metadata: {
        started_at: startedAt,
        completed_at:
          typeof meta.completed_at === 'string'
            ? meta.completed_at
            : new Date(lastEnd).toISOString(),
        version: String(start.version ?? 'unknown'),
        // A shard's stream records its slice in options (`"2/4"`): keep it, so merge can find missing shards.
        ...(typeof options.shard === 'string' && /^\d+\/\d+$/.test(options.shard)
          ? {
              shard: {
                index: Number(options.shard.split('/')[0]),
                total: Number(options.shard.split('/')[1]),
              },
            }
          : {}),
        options,
        ...(interrupted ? { interrupted: true } : {}),
      },
      gate,
      runsPerCase: typeof start.runs_per_case === 'number' ? start.runs_per_case : 1,
      agentId: typeof start.agent_id === 'string' ? start.agent_id : undefined,
      noAssertionCases: identities.filter((i) => i.assertsNothing).length,
      warnings: [...((summary?.warnings as string[] | undefined) ?? []), ...warnings],
    }),
  );
}
