// The expense assistant's setup script (the module under test).
// Handler scripts receive the agent context, as Yao hooks and tools do.

export interface AgentContext {
  User: { ID: string; Name?: string } | null;
  Team: { ID: string; Name?: string } | null;
  Locale: string;
  Metadata: Record<string, unknown>;
}

/** The system is ready when the call comes from a known user in a team. */
export function SystemReady(ctx: AgentContext): boolean {
  return Boolean(ctx.User?.ID && ctx.Team?.ID);
}

/** Sets up an expense record for the caller. */
export function Setup(ctx: AgentContext, data: { id: number; name: string }) {
  return {
    id: data.id,
    name: data.name,
    owner: ctx.User?.ID ?? null,
    team: ctx.Team?.ID ?? null,
    currency: ctx.Locale === 'zh-cn' ? 'CNY' : 'USD',
  };
}
