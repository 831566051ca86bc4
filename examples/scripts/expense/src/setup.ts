// The expense assistant's setup script (the module under test).
// Handler scripts receive the agent context, as Yao hooks and tools do.

export interface AgentContext {
  authorized: { user_id?: string; team_id?: string } | null;
  locale: string;
  metadata: Record<string, unknown>;
}

/** The system is ready when the call comes from a known user in a team. */
export function SystemReady(ctx: AgentContext): boolean {
  return Boolean(ctx.authorized?.user_id && ctx.authorized?.team_id);
}

/** Sets up an expense record for the caller. */
export function Setup(ctx: AgentContext, data: { id: number; name: string }) {
  return {
    id: data.id,
    name: data.name,
    owner: ctx.authorized?.user_id ?? null,
    team: ctx.authorized?.team_id ?? null,
    currency: ctx.locale === 'zh-cn' ? 'CNY' : 'USD',
  };
}
