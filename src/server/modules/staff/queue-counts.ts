import type { Permission } from '@/core/office/roles';
import type { OfficeCall } from './staff.guard';

/**
 * The menu's queue counts (GET /office/api/b/:brand/counts): each module that owns a queue registers how to count
 * what waits in it and the permission that sees it; a staff member is told only the counts their roles may see.
 */
interface QueueCounter {
  permission: Permission;
  count(call: OfficeCall): Promise<number>;
}

const counters = new Map<string, QueueCounter>();

export function registerQueueCount(queue: string, counter: QueueCounter): void {
  counters.set(queue, counter);
}

export async function queueCounts(call: OfficeCall): Promise<Record<string, number>> {
  const visible = [...counters].filter(([, c]) => call.can(c.permission));
  const values = await Promise.all(visible.map(([, c]) => c.count(call)));
  return Object.fromEntries(visible.map(([queue], i) => [queue, values[i] ?? 0]));
}
