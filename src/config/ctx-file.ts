import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { TestEnv } from '../model/case.js';
import type { Problem } from '../lib/problems.js';
import { describeIssues, formatPath } from '../lib/zod-problems.js';

/** Yao's `--ctx` context file. */
export const CtxFileSchema = z.looseObject({
  authorized: z
    .looseObject({
      sub: z.string().optional(),
      user_id: z.string().optional(),
      team_id: z.string().optional(),
      tenant_id: z.string().optional(),
    })
    .optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  client: z.record(z.string(), z.unknown()).optional(),
  locale: z.string().optional(),
  referer: z.string().optional(),
});
export type CtxFile = z.infer<typeof CtxFileSchema>;

export async function readCtxFile(
  cwd: string,
  file: string,
): Promise<{ ctx?: CtxFile; problems: Problem[] }> {
  let text: string;
  try {
    text = await readFile(path.resolve(cwd, file), 'utf8');
  } catch {
    return { problems: [{ file, line: 0, field: '', message: 'context file not found' }] };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return {
      problems: [{ file, line: 1, field: '', message: `not valid JSON: ${(e as Error).message}` }],
    };
  }
  const res = CtxFileSchema.safeParse(json);
  if (!res.success)
    return {
      problems: describeIssues(CtxFileSchema, json, res.error.issues).map((i) => ({
        file,
        line: 1,
        field: formatPath(i.path),
        message: i.message,
      })),
    };
  return { ctx: res.data, problems: [] };
}

export interface EnvLayers {
  flags: { user?: string; team?: string; locale?: string };
  ctx?: CtxFile;
  config?: { user?: string; team?: string; locale?: string };
}

/**
 * The environment of one case with the precedence of DESIGN §4: CLI flags > case fields >
 * `--ctx` file > config > defaults. Script tests pass `ctxWins` (the Yao seed: for script tests
 * the context file wins over flags).
 */
export function resolveEnv(
  layers: EnvLayers,
  caseFields: { user?: string; team?: string; metadata?: Record<string, unknown> },
  opts: { ctxWins?: boolean } = {},
): TestEnv {
  const auth = layers.ctx?.authorized;
  const ctxUser = auth?.user_id;
  // NewEnvironmentWithContext: team_id, else tenant_id, is the team (types.go).
  const ctxTeam = auth?.team_id || auth?.tenant_id || undefined;
  // Yao sets a value only when it is not "" (types.go GetEnvironment: `if tc.UserID != ""`).
  const set = (v?: string) => (v === '' ? undefined : v);
  const pick = (flag?: string, field?: string, ctx?: string, conf?: string, def?: string) =>
    (opts.ctxWins
      ? (set(ctx) ?? set(flag) ?? set(field))
      : (set(flag) ?? set(field) ?? set(ctx))) ??
    set(conf) ??
    def ??
    '';
  return {
    user: pick(layers.flags.user, caseFields.user, ctxUser, layers.config?.user, 'test-user'),
    team: pick(layers.flags.team, caseFields.team, ctxTeam, layers.config?.team, 'test-team'),
    locale: pick(
      layers.flags.locale,
      undefined,
      layers.ctx?.locale,
      layers.config?.locale,
      'en-us',
    ),
    metadata: { ...(layers.ctx?.metadata ?? {}), ...(caseFields.metadata ?? {}) },
    ...(layers.ctx?.client ? { client: layers.ctx.client } : {}),
    ...(layers.ctx?.referer ? { referer: layers.ctx.referer } : {}),
    ...(layers.ctx?.authorized ? { authorized: layers.ctx.authorized } : {}),
  };
}
