// The worker thread behind xmllint() in test/render/helpers.ts: runs libxml2's xmllint from the npm
// package xmllint-wasm (compiled to WebAssembly) on files handed over in memory, and answers on the
// port it was given, then wakes the caller, which waits on `flag` (so xmllint() can stay
// synchronous, as the program it replaces was).
import { workerData } from 'node:worker_threads';
import xmllintWasm from 'xmllint-wasm';

const { validateXML, memoryPages } = xmllintWasm;
const { port, flag } = workerData;

port.on('message', async ({ files, args }) => {
  let reply;
  try {
    const r = await validateXML({
      xml: files,
      // The 10,000-case reports need more than the default 32 MiB.
      maxMemoryPages: memoryPages.GiB,
      modifyArguments: () => args,
    });
    // xmllint-wasm resolves for status 0 and for 3/4 (a document that does not parse or validate).
    reply = { status: r.valid ? 0 : 3, stdout: r.normalized, stderr: r.rawOutput };
  } catch (e) {
    // Any other status (an XPath error, an empty XPath result…) rejects with xmllint's stderr.
    reply = { status: typeof e?.code === 'number' ? e.code : 1, stdout: '', stderr: String(e?.message ?? e) };
  }
  port.postMessage(reply);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
