import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DefaultArtifactClient } from '@actions/artifact';
import type { Report } from '../model/index.js';
import { mergeReports } from '../report/merge.js';
import { inTempDir, readReportFile } from './artifact.js';
import type { ActionContext } from './context.js';
import type { ActionInputs } from './inputs.js';

/** The artifact name of shard i of n: unique per matrix job, and found again by its prefix. */
export function shardArtifactName(prefix: string, shard: { index: number; total: number }): string {
  return `${prefix}-${shard.index}-of-${shard.total}`;
}

/** Whether an artifact name is one of `prefix`'s shard artifacts. */
export function isShardArtifact(prefix: string, name: string): boolean {
  return name.startsWith(`${prefix}-`) && /^\d+-of-\d+$/.test(name.slice(prefix.length + 1));
}

/**
 * `merge: true`: downloads every shard artifact of the current run (`<prefix>-<i>-of-<n>`, through
 * the runner's artifact service: no token needed), merges their report.json files, and returns
 * the merged report; missing shards and the like come back as warnings (and in the report).
 * Overlapping shards throw: the step fails rather than count a case twice.
 */
export async function mergeShardArtifacts(
  inputs: Pick<ActionInputs, 'artifactPrefix'>,
  ctx: Pick<ActionContext, 'tempDir'>,
  warn: (message: string) => void,
): Promise<Report> {
  const client = new DefaultArtifactClient();
  const { artifacts } = await client.listArtifacts({ latest: true });
  const shards = artifacts
    .filter((a) => isShardArtifact(inputs.artifactPrefix, a.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  if (shards.length === 0)
    throw new Error(
      `merge: this run has no shard artifacts named "${inputs.artifactPrefix}-<i>-of-<n>" (found: ${artifacts.map((a) => a.name).join(', ') || 'none'}); the shard jobs must run the action with \`shard:\` and the same artifact-name, and the merge job must need them`,
    );
  const inputsRead = await inTempDir(ctx.tempDir, 'agentci-shards-', async (root) => {
    const read = [];
    for (const a of shards) {
      const dir = path.join(root, a.name);
      await mkdir(dir, { recursive: true });
      await client.downloadArtifact(a.id, { path: dir });
      read.push({ file: a.name, report: await readReportFile(dir) });
    }
    return read;
  });
  const merged = mergeReports(inputsRead);
  for (const w of merged.warnings) warn(`agentci merge: ${w}`);
  return merged.report;
}
