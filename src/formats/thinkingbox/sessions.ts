/*
 * thinkingbox sessions kept open for the test function (session_proxy.py: the session stays
 * active while the test runs, so `thinkingbox.common.SessionClientFixture` can call the servers'
 * tools through `__reserved__server_tool`). A case whose fixtures name SessionClientFixture keeps
 * its servers running after the conversation; the judge uses the session, then closes it
 * (teardown, servers stopped). A session nobody closes (the attempt was cancelled between the two)
 * is closed after a while.
 */

/** One open session: call a server's tool, close the session. */
export interface LiveTbSession {
  callServerTool(server: string, tool: string, args: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

const sessions = new Map<string, LiveTbSession>();
const ORPHAN_MS = 10 * 60_000;

/** Keeps a session open under its id until `take` (or the orphan timer) closes it. */
export function keepSession(id: string, s: LiveTbSession): void {
  sessions.set(id, s);
  const t = setTimeout(() => void takeSession(id)?.close(), ORPHAN_MS);
  t.unref();
}

/** Removes and returns the session of `id` (the caller closes it). */
export function takeSession(id: string | undefined): LiveTbSession | undefined {
  if (id === undefined) return undefined;
  const s = sessions.get(id);
  sessions.delete(id);
  return s;
}

/** Does a case need its session during the test (a SessionClientFixture fixture)? */
export function needsLiveSession(fixtures: Record<string, { type?: unknown }>): boolean {
  return Object.values(fixtures).some(
    (f) => typeof f.type === 'string' && /(^|\.)SessionClientFixture$/.test(f.type),
  );
}
