/** The action's entry point (bundled to dist/index.js): nothing but the call. */
import { run } from './main.js';

void run();
