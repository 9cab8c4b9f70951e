import type { APIRequestContext } from '@playwright/test';
import type { E2eStaff } from './office-support';
import { brandHost, LOOPBACK } from './support';

/** Player 360 e2e helpers: the player's own API calls (token, wallet, info) and a player's id by the office search. */

/** A player's password login by API on its brand: the bearer token. */
export async function playerToken(
  request: APIRequestContext,
  brand: string,
  who: { username: string; password: string },
  ip: string,
): Promise<string> {
  const response = await request.post(`${LOOPBACK}wps/session/login`, {
    headers: { host: brandHost(brand), 'x-forwarded-for': ip },
    data: { type: 'username', username: who.username, password: who.password },
  });
  if (!response.ok()) throw new Error(`player login failed: ${await response.text()}`);
  return (await response.json()).value.token as string;
}

/** A player's API call with their token: the status and the envelope's value. */
export async function playerCall(
  request: APIRequestContext,
  brand: string,
  token: string,
  path: string,
  ip: string,
): Promise<{ status: number; value: Record<string, unknown> | null }> {
  const response = await request.get(`${LOOPBACK}${path.replace(/^\//, '')}`, {
    headers: { host: brandHost(brand), authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
  });
  const body = (await response.json().catch(() => null)) as { value?: Record<string, unknown> } | null;
  return { status: response.status(), value: body?.value ?? null };
}

/** The id of a player of the brand, found through the office search (exact username). */
export async function playerId(request: APIRequestContext, staff: E2eStaff, brand: string, username: string) {
  const response = await request.get(
    `${LOOPBACK}office/api/b/${brand}/players?by=username&match=exact&q=${encodeURIComponent(username)}`,
    { headers: { authorization: `Bearer ${staff.token}` } },
  );
  const list = (await response.json()).value.list as { id: string }[];
  if (!list[0]) throw new Error(`no player ${username} on ${brand}`);
  return list[0].id;
}
