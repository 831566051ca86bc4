import { it } from 'vitest';
import { Session } from 'node:inspector/promises';
import { renderHtml, renderJunit, renderMarkdown } from '../../src/render/index.js';
import { buildHugeReport } from '../fixtures/reports/builder.js';
it('prof', async () => {
  const r = buildHugeReport();
  const s = new Session(); s.connect();
  await s.post('Profiler.enable'); await s.post('Profiler.start');
  renderJunit(r); renderMarkdown(r); renderHtml(r);
  const { profile } = await s.post('Profiler.stop') as { profile: { nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }> } };
  const by = new Map<string, number>();
  let total = 0;
  for (const n of profile.nodes) { const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`; by.set(k, (by.get(k) ?? 0) + (n.hitCount ?? 0)); total += n.hitCount ?? 0; }
  console.log([...by].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${(100 * v / total).toFixed(1)}% ${k}`).join('\n'));
});
