import { it } from 'vitest';
import { benchRender } from '../../bench/render.js';
it('bench', async () => { console.log(JSON.stringify(await benchRender(), null, 1)); }, 300_000);
