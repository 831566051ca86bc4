import {
  FAULT_KINDS,
  type FaultCount,
  type FaultKind,
  type FaultSummary,
} from '../model/environment-fault.js';
import type { AttemptResult, CaseResult } from '../model/result.js';

/*
 * The run's environment faults counted from its attempts (docs/environment-faults.md): how many
 * attempts hit one, how many tries failed with one (each asked again, none graded), and how many
 * attempts were still failing with one at their deadline (lost: left out of comparisons).
 */

/** Whether an attempt ended lost to the fault it kept hitting. */
function lostToFault(a: Pick<AttemptResult, 'cause'>): boolean {
  return a.cause === 'rate_limited' || a.cause === 'environment_fault';
}

/** The counts over `results`, or undefined when no attempt hit an environment fault. */
export function faultSummary(results: readonly CaseResult[]): FaultSummary | undefined {
  const by = new Map<FaultKind, FaultCount>();
  const total = { attempts: 0, faults: 0, lost: 0 };
  for (const r of results)
    for (const a of r.run_details) {
      const faults = a.environment_faults;
      if (!faults?.length) continue;
      total.attempts++;
      const kinds = new Set<FaultKind>();
      for (const f of faults) {
        const k = by.get(f.kind) ?? { kind: f.kind, attempts: 0, faults: 0, lost: 0 };
        by.set(f.kind, k);
        k.faults += f.times;
        total.faults += f.times;
        if (!kinds.has(f.kind)) k.attempts++;
        kinds.add(f.kind);
      }
      if (lostToFault(a)) {
        total.lost++;
        // The fault it hit last (entries are kept in the order last hit).
        const last = faults[faults.length - 1];
        if (last) (by.get(last.kind) as FaultCount).lost++;
      }
    }
  if (total.attempts === 0) return undefined;
  const by_kind = FAULT_KINDS.map((k) => by.get(k)).filter((k): k is FaultCount => !!k);
  return { ...total, by_kind };
}
