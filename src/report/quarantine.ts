import type { QuarantineEntry } from '../model/quarantine.js';
import type { CaseResult } from '../model/result.js';

/** Today's date as the quarantine file writes it (UTC). */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function suiteMatches(entrySuite: string | undefined, suite: string, file?: string): boolean {
  if (entrySuite === undefined) return true;
  const norm = (s: string) => s.replace(/\\/g, '/').replace(/^\.\//, '');
  const e = norm(entrySuite);
  for (const s of [suite, file]) {
    if (s === undefined) continue;
    const n = norm(s);
    if (n === e || n.endsWith(`/${e}`)) return true;
  }
  return false;
}

export type QuarantineMatch = { state: 'active' | 'expired'; entry: QuarantineEntry } | undefined;

/** The entry naming this case, if any: active through its `expires` day, expired after. */
export function quarantineFor(
  entries: readonly QuarantineEntry[],
  c: { id: string; suite: string; file?: string },
  today: string,
): QuarantineMatch {
  const hits = entries.filter((e) => e.id === c.id && suiteMatches(e.suite, c.suite, c.file));
  if (hits.length === 0) return undefined;
  // With several entries for one case, the one lasting longest decides.
  const entry = hits.reduce((a, b) => (b.expires > a.expires ? b : a));
  return { state: entry.expires >= today ? 'active' : 'expired', entry };
}

/**
 * Marks quarantined results (`quarantined: true` and the entry's reason and expiry) and returns the
 * ids whose gates are waived, plus warnings: one per expired entry (the case gates again), and one
 * for entries that match no case (a renamed or deleted case), unless the run is a shard, where most
 * entries are meant for other shards.
 */
export function applyQuarantine(
  results: CaseResult[],
  entries: readonly QuarantineEntry[],
  today: string,
  opts: { sharded?: boolean; file?: string } = {},
): { waived: Set<string>; warnings: string[] } {
  const waived = new Set<string>();
  const warnings: string[] = [];
  const used = new Set<QuarantineEntry>();
  let active = 0;
  for (const r of results) {
    const m = quarantineFor(entries, { id: r.id, suite: r.suite, file: r.file }, today);
    if (!m) continue;
    used.add(m.entry);
    if (m.state === 'active') {
      r.quarantined = true;
      r.quarantine = { reason: m.entry.reason, expires: m.entry.expires };
      waived.add(r.id);
      active++;
    } else {
      warnings.push(
        `quarantine expired: case ${r.id} (${m.entry.reason}) was quarantined until ${m.entry.expires}; it gates again${r.status === 'passed' || r.status === 'skipped' ? '' : ' and it failed'} — fix it, extend the entry, or remove it`,
      );
    }
  }
  if (active > 0) {
    const failing = results.filter(
      (r) => r.quarantined === true && r.status !== 'passed' && r.status !== 'skipped',
    ).length;
    warnings.push(
      `${active} case${active === 1 ? ' is' : 's are'} quarantined${opts.file ? ` (${opts.file})` : ''}: run and reported, not gated${failing ? `; ${failing} of them failed` : ''}`,
    );
  }
  if (!opts.sharded) {
    const unused = entries.filter((e) => !used.has(e));
    if (unused.length)
      warnings.push(
        `${unused.length} quarantine entr${unused.length === 1 ? 'y matches' : 'ies match'} no case in this run: ${unused
          .slice(0, 5)
          .map((e) => e.id)
          .join(', ')}${unused.length > 5 ? ', …' : ''}`,
      );
  }
  return { waived, warnings };
}
