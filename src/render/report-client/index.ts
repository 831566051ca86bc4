/// <reference lib="dom" />
/**
 * The HTML report's page script (bundled by src/program-source.ts into one classic script that
 * templates/report.html.hbs inlines): reads the data block `#agentci-data` and renders it.
 */
import { decodeDataBlock } from './page-data.js';
import { renderPage } from './page.js';

const block = document.getElementById('agentci-data');
decodeDataBlock(block?.textContent ?? '', block?.getAttribute('data-encoding') ?? null).then(
  renderPage,
  (e: unknown) => {
    const p = document.createElement('p');
    p.className = 'banner fail';
    p.textContent = `This report could not be read: ${e instanceof Error ? e.message : String(e)}`;
    document.querySelector('main')?.prepend(p);
    throw e;
  },
);
