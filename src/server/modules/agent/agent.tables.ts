import type { ColumnType, Generated } from 'kysely';

/** Tables of the agent's working tools (migration 0029_agent_work; docs/agent-api.md). */

type CreatedAt = ColumnType<Date, never, never>;
type Ref = ColumnType<bigint, bigint | number | string, bigint | number | string>;

/** A marketing link of an agent: its own invitation code and campaign name. */
export interface AgentLinkTable {
  id: Generated<bigint>;
  brand_code: string;
  agent_id: Ref;
  code: string;
  campaign: string;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

/** Clicks of a marketing link per business day (brand zone). */
export interface AgentLinkClickDayTable {
  link_id: Ref;
  day: ColumnType<string, string, string>;
  clicks: Generated<number>;
}

/** An agent's private note on a member of its team. */
export interface AgentDownlineNoteTable {
  agent_id: Ref;
  account_id: Ref;
  note: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A lock an agent put on a team member (operators' locks have none, so agents cannot lift them). */
export interface DownlineLockTable {
  account_id: Ref;
  locked_by: Ref;
  reason: string;
  locked_at: ColumnType<Date, Date | undefined, Date>;
}
