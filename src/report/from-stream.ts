import { restoreJsonText } from '../lib/json.js';
import {
  AttemptResultSchema,
  CaseResultSchema,
  type AttemptResult,
  type CaseResult,
} from '../model/result.js';
import {
  GateResultSchema,
  MetadataSchema,
  ReportSchema,
  type GateResult,
  type Metadata,
  type Report,
} from '../model/report.js';
import { aggregateCase, buildReport, type CaseIdentity } from './aggregate.js';
import { reportMinRuns } from './evidence.js';
import { applyGate } from './gate.js';

interface StreamRecords {
  start?: Record<string, unknown>;
  summary?: Record<string, unknown>;
  /** The attempts of each case, by suite and id (see caseKey). */
  attempts: Map<string, AttemptResult[]>;
  /** What each finished case's `case` line adds to its attempts, by suite and id. */
  finished: Map<string, CaseMarks>;
  warnings: string[];
}

/**
 * What the runner decides about a case once its attempts are in, which the attempts alone do not
 * say: its quarantine (the gate waives it), and with adaptive runs why it ran so often and whether
 * it ended inconclusive. The `case` line records them.
 */
const CaseMarksSchema = CaseResultSchema.pick({
  verdict: true,
  runs_reason: true,
  quarantined: true,
  quarantine: true,
}).partial();
type CaseMarks = Partial<
  Pick<CaseResult, 'verdict' | 'runs_reason' | 'quarantined' | 'quarantine'>
>;

const caseKey = (suite: string, id: string) => `${suite}\u0000${id}`;

/** The stream's records, line by line; a line that is no record is a warning. */
function readRecords(text: string, file: string): StreamRecords {
  const lines = text.split('\n');
  const out: StreamRecords = { attempts: new Map(), finished: new Map(), warnings: [] };
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
    } else if (obj.type === 'case' && typeof obj.suite === 'string' && typeof obj.id === 'string') {
      const m = CaseMarksSchema.safeParse(obj);
      if (!m.success) {
        out.warnings.push(`${file}:${idx + 1}: not a case record; ignored`);
        return;
      }
      out.finished.set(caseKey(obj.suite, obj.id), m.data);
    }
  });
  return out;
}

/** The summary line's record of a field, when it is there and well formed; else a warning. */
function recorded<T>(
  summary: Record<string, unknown> | undefined,
  field: string,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  file: string,
  warnings: string[],
): T | undefined {
  if (!summary || summary[field] === undefined) return undefined;
  const r = schema.safeParse(summary[field]);
  if (r.success) return r.data;
  warnings.push(
    `${file}: the summary line's "${field}" is not readable; it was rebuilt from the results`,
  );
  return undefined;
}

/**
 * Rebuilds a Report from a JSONL results stream, including one cut off by a crash or SIGKILL:
 * every complete line counts, an incomplete last line is ignored (and said so in warnings).
 *
 * A stream that ends with its summary line reads as the run's report.json does: the gate is the
 * one the run saved there (an interrupted run, a run stopped by a full disk and every other gate
 * keep their failure and exit code, whatever the attempts alone would say), and so is the
 * metadata. A stream without one did not finish (a killed runner): it never reads as a pass; the
 * gate is applied to what completed and fails as a runtime failure (exit 3).
 */
export function reportFromStream(text: string, file: string): Report {
  const { start, summary, attempts, finished, warnings } = readRecords(text, file);
  if (!start) throw new Error(`${file}: not an agentci results stream (no "start" line)`);
  const options = (start.options ?? {}) as Record<string, unknown>;
  const identities = (start.cases ?? []) as CaseIdentity[];
  const results = identities.map((id) => {
    const list = attempts.get(caseKey(id.suite, id.id)) ?? [];
    const r = aggregateCase(id, list);
    if (list.length === 0 && !id.skipReason)
      r.skip_reason = 'not run: the run ended before this case started';
    return { ...r, ...finished.get(caseKey(id.suite, id.id)) };
  });
  const interrupted = !summary;
  if (interrupted)
    warnings.push(
      'the run did not finish (no summary line): the report covers the attempts that completed',
    );
  const savedGate = recorded<GateResult>(summary, 'gate', GateResultSchema, file, warnings);
  const savedMeta = recorded<Metadata>(summary, 'metadata', MetadataSchema, file, warnings);
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
  // Without a saved gate (no summary line, or one that is not readable), the gates the start line
  // records are applied again; a run that did not finish fails them as a runtime failure.
  const gate =
    savedGate ??
    applyGate(
      { results },
      {
        threshold: typeof options.threshold === 'number' ? options.threshold : 1,
        caseThreshold: typeof options.case_threshold === 'number' ? options.case_threshold : 1,
        minRuns: reportMinRuns(options),
        waived: new Set(results.filter((r) => r.quarantined === true).map((r) => r.id)),
        runtimeError: interrupted
          ? 'the run did not finish (the results stream has no summary line); results cover what completed'
          : undefined,
      },
    );
  return ReportSchema.parse(
    buildReport({
      results,
      environment: env,
      metadata: savedMeta ?? {
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
