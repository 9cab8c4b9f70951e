import { localized } from '@/core/brand';
import { safeHtml } from '@/server/brands/brand-html';
import { AppError } from '@/server/errors';
import type { Paging } from './agent.query';
import type { AgentCtx } from './agent.service';

/**
 * Agent notices (content/announcements.json `agents`, simple HTML checked when the brand loads and
 * sanitised by the brand allowlist before it is served; the SPA sanitises again before rendering) in the caller's language, newest first, with the caller's read state.
 */

function notices(ctx: AgentCtx) {
  return [...(ctx.brand.announcements.agents ?? [])].sort(
    (a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || a.id.localeCompare(b.id),
  );
}

async function readIds(ctx: AgentCtx): Promise<Set<string>> {
  const rows = await ctx.db
    .selectFrom('agent_announcement_read')
    .select('announcement_id')
    .where('account_id', '=', ctx.agent.id)
    .execute();
  return new Set(rows.map((r) => r.announcement_id));
}

export async function agentAnnouncements(ctx: AgentCtx, paging: Paging) {
  const all = notices(ctx);
  const read = await readIds(ctx);
  const fallback = ctx.brand.config.languages.default;
  return {
    list: all.slice(paging.offset, paging.offset + paging.pageSize).map((n) => ({
      id: n.id,
      title: localized(n.title, ctx.language, fallback),
      content: safeHtml(ctx.brand, localized(n.content, ctx.language, fallback)),
      publishedAt: new Date(n.publishedAt).toISOString(),
      read: read.has(n.id),
    })),
    unread: all.filter((n) => !read.has(n.id)).length,
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    total: all.length,
  };
}

/** Marks notices read (ids of this brand's agent notices; unknown ids are refused, nothing written). */
export async function markAnnouncementsRead(ctx: AgentCtx, ids: unknown) {
  const known = new Set(notices(ctx).map((n) => n.id));
  if (
    !Array.isArray(ids) ||
    ids.length === 0 ||
    ids.length > 200 ||
    !ids.every((id) => typeof id === 'string' && known.has(id))
  ) {
    throw new AppError('invalid_request', { field: 'ids', detail: 'ids of agent announcements' });
  }
  await ctx.db
    .insertInto('agent_announcement_read')
    .values([...new Set(ids as string[])].map((id) => ({ account_id: ctx.agent.id, announcement_id: id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const read = await readIds(ctx);
  return { unread: [...known].filter((id) => !read.has(id)).length };
}
