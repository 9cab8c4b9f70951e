import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StaffRole } from '@/core/office/roles';
import { type StaffSession, staffSession } from '../support/office';
import { createTestApp, type TestApp } from './helpers';
import { call, expectOk, JPEG, multipart, type Player, PNG } from './wallet-support';

/** Shared set-up of the office queue suites (tests/api/office-queues*.test.ts). */

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export function queuesApp(): Promise<TestApp> {
  return createTestApp({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'oqueue-')) } });
}

/** One signed-in staff member per role on aurora, and one of lotus only (every aurora path is 404 for them). */
export async function sessionsByRole(t: TestApp) {
  const roles: StaffRole[] = ['owner', 'finance', 'risk', 'support', 'marketing', 'auditor'];
  const entries = await Promise.all(
    roles.map(async (role) => [role, await staffSession(t.app, { aurora: [role] })] as const),
  );
  const byRole = Object.fromEntries(entries) as Record<StaffRole, StaffSession>;
  return { ...byRole, lotusOwner: await staffSession(t.app, { lotus: ['owner'] }) };
}

/**
 * For each role: the expected status of the call (allowed roles answer `allowed`, the others 403); the lotus
 * owner always gets 404 on aurora's path.
 */
export async function matrix(
  sessions: Awaited<ReturnType<typeof sessionsByRole>>,
  request: { method: 'GET' | 'POST'; url: string; body?: unknown },
  allowedRoles: StaffRole[],
  allowed: number,
) {
  const seen: Record<string, number> = {};
  for (const role of ['owner', 'finance', 'risk', 'support', 'marketing', 'auditor'] as StaffRole[]) {
    seen[role] = (await sessions[role].call(request.method, request.url, request.body)).status;
  }
  seen.lotusOwner = (await sessions.lotusOwner.call(request.method, request.url, request.body)).status;
  const expected: Record<string, number> = { lotusOwner: 404 };
  for (const role of Object.keys(seen)) if (role !== 'lotusOwner') expected[role] = 403;
  for (const role of allowedRoles) expected[role] = allowed;
  return { seen, expected };
}

/** A promotion application (aurora's big-win-story, or the brand's own) with one JPEG image. */
export async function applyWithImage(t: TestApp, player: Player, promotion = 'big-win-story') {
  const body = multipart({ comment: 'my big win today' }, [
    { name: 'image', filename: 'win.jpg', contentType: 'image/jpeg', data: JPEG },
  ]);
  return expectOk<{ application: { id: string } }>(
    await call(t, 'POST', `/wps/promotions/${promotion}/apply`, {
      brand: player.brand,
      token: player.token,
      raw: { payload: body.payload, contentType: body.contentType },
    }),
  ).application.id;
}

/** A feedback (a complaint) with one PNG image. */
export async function feedbackWithImage(t: TestApp, player: Player) {
  const body = multipart({ questionType: 'complaint', content: 'my withdrawal is late again' }, [
    { name: 'images', filename: 'receipt.png', contentType: 'image/png', data: PNG },
  ]);
  return expectOk<{ id: string }>(
    await call(t, 'PUT', '/wps/feedback', {
      brand: player.brand,
      token: player.token,
      raw: { payload: body.payload, contentType: body.contentType },
    }),
  ).id;
}

/** A KYC document (id) the player uploads. */
export async function uploadDocument(t: TestApp, player: Player, data: Buffer = PNG) {
  const body = multipart({ kind: 'id' }, [
    { name: 'files', filename: 'id.png', contentType: 'image/png', data },
  ]);
  return expectOk<{ documents: { id: string }[] }>(
    await call(t, 'POST', '/wps/member/kyc/documents', {
      brand: player.brand,
      token: player.token,
      raw: { payload: body.payload, contentType: body.contentType },
    }),
  ).documents[0]!.id;
}
