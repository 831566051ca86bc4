import { it } from 'vitest';
import { renderHtml, renderJunit, renderMarkdown } from '../../src/render/index.js';
import { buildHugeReport } from '../fixtures/reports/builder.js';
it('prof', () => {
  let t = process.cpuUsage().user / 1000;
  const r = buildHugeReport();
  const lap = (n: string) => { const x = process.cpuUsage().user / 1000; console.log(n, Math.round(x - t)); t = x; };
  lap('build');
  renderJunit(r); lap('junit');
  const md = renderMarkdown(r); lap('md ' + md.length);
  renderMarkdown(r, { maxBytes: 65536 }); lap('md64k');
  const h = renderHtml(r); lap('html ' + h.length);
  renderHtml(r); lap('html2');
});
