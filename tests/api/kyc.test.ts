import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycFilesIn, pendingDocuments, reviewDocument } from '@/server/domains/compliance';
import { promoteToAgent } from '@/server/modules/agent/agent-promote.service';
import { copyBrandsDir, patchJson } from '../support/brand-dirs';
import { runScript } from '../support/scripts';
import { createTestApp, type TestApp } from './helpers';
import {
  brandOf,
  call,
  expectError,
  expectOk,
  fund,
  JPEG,
  key,
  makePlayer,
  multipart,
  PAY_PASSWORD,
  type Player,
  PNG,
} from './wallet-support';

/**
 * KYC (issue 27, docs/kyc.md): upload validation (kind, type by content, size, count, pending limit), statuses
 * and the level the player sees, staff review as a service call (approve, reject with reason; inbox message and
 * ops_action), the withdrawal gate above the brand's amount and the agent gate, and isolation (another player's
 * or brand's document is never readable).
 */

let t: TestApp;
let brandsDir: string;
const dataDir = mkdtempSync(join(tmpdir(), 'kyc-data-'));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface Doc {
  id: string;
  kind: string;
  status: string;
  reason: string | null;
  contentType: string;
}
interface Status {
  level: { id: string; name: string } | null;
  levels: {
    id: string;
    reached: boolean;
    documents: { kind: string; status: string }[];
    unlocks: { withdrawalAbove: string | null; agent: boolean };
  }[];
  kinds: string[];
  documents: Doc[];
}

const upload = (player: Player, kind: string | undefined, files: { data: Buffer; name?: string }[]) =>
  call(t, 'POST', '/wps/member/kyc/documents', {
    ...player,
    raw: multipart(
      kind === undefined ? {} : { kind },
      files.map((f, i) => ({
        name: f.name ?? 'files',
        filename: `f${i}.png`,
        contentType: 'image/png',
        data: f.data,
      })),
    ),
  });

const status = async (player: Player) => expectOk<Status>(await call(t, 'GET', '/wps/member/kyc', player));
const review = (brand: string, id: string, decision: 'approved' | 'rejected', reason: unknown) =>
  reviewDocument({ db: t.db, brand: brandOf(t, brand) }, { id, decision, by: 'alice', reason });

async function uploadOk(player: Player, kind: string, data = PNG) {
  return expectOk<{ documents: Doc[] }>(await upload(player, kind, [{ data }])).documents[0]!;
}

beforeAll(async () => {
  // aurora is made a strict brand: withdrawals above 500.00 and promotion to agent need documents.
  brandsDir = copyBrandsDir(['aurora', 'lotus']);
  patchJson(join(brandsDir, 'aurora', 'brand.json'), {
    '/kyc': {
      levels: [
        {
          id: 'basic',
          name: { en: 'Basic', ty: 'B', cn: 'B', tw: 'B', ko: 'B', ja: 'B', es: 'Básico' },
          profile: ['realName'],
        },
        {
          id: 'verified',
          name: { en: 'Verified', ty: 'V', cn: 'V', tw: 'V', ko: 'V', ja: 'V', es: 'Verificado' },
          documents: ['id', 'selfie'],
        },
      ],
      withdrawal: { above: 50_000, level: 'verified' },
      agentLevel: 'verified',
    },
  });
  t = await createTestApp({ brandsDir, env: { DATA_DIR: dataDir } });
}, 60_000);
afterAll(async () => t?.close());

describe('upload', () => {
  it('stores png, jpg and pdf as pending and shows them with the level reached', async () => {
    const player = await makePlayer(t);
    const before = await status(player);
    expect(before.level?.id).toBe('basic');
    expect(before.kinds).toEqual(['id', 'selfie']);
    expect(before.levels[1]).toMatchObject({
      id: 'verified',
      reached: false,
      documents: [
        { kind: 'id', status: 'missing' },
        { kind: 'selfie', status: 'missing' },
      ],
      unlocks: { withdrawalAbove: '500.00', agent: true },
    });
    const answer = expectOk<{ documents: Doc[] }>(await upload(player, 'id', [{ data: PNG }, { data: PDF }]));
    expect(answer.documents.map((d) => [d.status, d.contentType])).toEqual([
      ['pending', 'image/png'],
      ['pending', 'application/pdf'],
    ]);
    await uploadOk(player, 'selfie', JPEG);
    const after = await status(player);
    expect(after.documents).toHaveLength(3);
    expect(after.levels[1]!.documents).toEqual([
      { kind: 'id', status: 'pending' },
      { kind: 'selfie', status: 'pending' },
    ]);
    // The owner reads the file back, byte for byte, never cached by shared caches.
    const file = await call(t, 'GET', `/wps/member/kyc/documents/${answer.documents[1]!.id}`, player);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toContain('private');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a wrong kind, a non-document, a big file, too many files, no file, and pending past the limit', async () => {
    const player = await makePlayer(t);
    expectError(await upload(player, 'passport', [{ data: PNG }]), 400, 'kyc_kind_invalid');
    expectError(await upload(player, undefined, [{ data: PNG }]), 400, 'kyc_kind_invalid');
    // address is a kind of the platform but not one this brand asks for.
    expectError(await upload(player, 'address', [{ data: PNG }]), 400, 'kyc_kind_invalid');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expectError(await upload(player, 'id', [{ data: html }]), 400, 'kyc_file_type');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = expectError(await upload(player, 'id', [{ data: big }]), 400, 'kyc_file_too_large');
    expect(tooLarge.message).toContain('5');
    const four = [PNG, PNG, PNG, PNG].map((data) => ({ data }));
    expectError(await upload(player, 'id', four), 400, 'kyc_too_many_files');
    expectError(await upload(player, 'id', []), 400, 'kyc_file_required');
    expectError(await upload(player, 'id', [{ data: PNG, name: 'image' }]), 400, 'invalid_request');
    expectError(
      await call(t, 'POST', '/wps/member/kyc/documents', { ...player, body: { kind: 'id' } }),
      400,
      'invalid_request',
    );
    // Nothing half-written: every refusal above left no row and no file.
    expect((await status(player)).documents).toEqual([]);
    expectOk(await upload(player, 'id', [{ data: PNG }, { data: PNG }]));
    expectOk(await upload(player, 'id', [{ data: PNG }]));
    expectError(await upload(player, 'id', [{ data: PNG }]), 409, 'kyc_too_many_pending');
    expect((await status(player)).documents).toHaveLength(3);
  });

  it('needs a session and answers in the caller’s language', async () => {
    expectError(await call(t, 'GET', '/wps/member/kyc'), 401, 'unauthorized');
    const player = await makePlayer(t);
    const refused = expectError(
      await call(t, 'POST', '/wps/member/kyc/documents', {
        ...player,
        raw: multipart({ kind: 'id' }, [
          { name: 'files', filename: 'x.png', contentType: 'image/png', data: Buffer.from('nope') },
        ]),
        headers: { 'accept-language': 'es' },
      }),
      400,
      'kyc_file_type',
    );
    expect(refused.message).toBe('Solo se pueden subir archivos PNG, JPG o PDF');
  });
});

describe('review', () => {
  it('approves and rejects with a reason: statuses, inbox messages, ops_action, never twice', async () => {
    const player = await makePlayer(t);
    const id = await uploadOk(player, 'id');
    const selfie = await uploadOk(player, 'selfie');
    const pending = await pendingDocuments({ db: t.db, brand: brandOf(t, 'aurora') });
    expect(pending.map((p) => p.id)).toEqual(expect.arrayContaining([id.id, selfie.id]));
    await expect(review('aurora', id.id, 'approved', '')).rejects.toMatchObject({ code: 'invalid_request' });
    await review('aurora', id.id, 'approved', 'matches the register name');
    await review('aurora', selfie.id, 'rejected', 'face not visible');
    await expect(review('aurora', id.id, 'rejected', 'again')).rejects.toMatchObject({
      code: 'kyc_already_decided',
    });
    // Another brand's staff context does not find it.
    await expect(review('lotus', selfie.id, 'approved', 'x')).rejects.toMatchObject({
      code: 'kyc_document_not_found',
    });
    const seen = await status(player);
    const byId = new Map(seen.documents.map((d) => [d.id, d]));
    expect(byId.get(id.id)).toMatchObject({ status: 'approved', reason: null });
    expect(byId.get(selfie.id)).toMatchObject({ status: 'rejected', reason: 'face not visible' });
    expect(seen.level?.id).toBe('basic');
    expect(seen.levels[1]!.documents).toEqual([
      { kind: 'id', status: 'approved' },
      { kind: 'selfie', status: 'rejected' },
    ]);
    // An approved kind takes no more uploads; a rejected one does.
    expectError(await upload(player, 'id', [{ data: PNG }]), 409, 'kyc_already_approved');
    const again = await uploadOk(player, 'selfie');
    await review('aurora', again.id, 'approved', 'clear now');
    expect((await status(player)).level?.id).toBe('verified');

    const messages = expectOk<{ content: { kind: string; title: string; content: string }[] }>(
      await call(t, 'GET', '/wps/member/messages', player),
    ).content;
    expect(messages.map((m) => m.kind)).toEqual(['kyc_approved', 'kyc_rejected', 'kyc_approved']);
    expect(messages[1]!.content).toContain('face not visible');
    expect(messages[1]!.content).toContain('selfie');
    expect(messages[2]!.content).toContain('identity document');
    const { rows } = await sql<{ actor: string; action: string; reason: string }>`
      select actor, action, reason from ops_action where target = ${`kyc_document:${selfie.id}`}`.execute(
      t.db,
    );
    expect(rows).toEqual([{ actor: 'alice', action: 'kyc-reject', reason: 'face not visible' }]);
  });
});

describe('isolation', () => {
  it('never serves another player’s or another brand’s document', async () => {
    const owner = await makePlayer(t);
    const other = await makePlayer(t);
    const lotus = await makePlayer(t, { brand: 'lotus' });
    const doc = await uploadOk(owner, 'id');
    const url = `/wps/member/kyc/documents/${doc.id}`;
    expectError(await call(t, 'GET', url, other), 404, 'not_found');
    expectError(await call(t, 'GET', url, lotus), 404, 'not_found');
    expect((await call(t, 'GET', url, owner)).statusCode).toBe(200);
    expect((await status(other)).documents).toEqual([]);
    expectError(await call(t, 'GET', '/wps/member/kyc/documents/not-a-uuid', owner), 400, 'invalid_request');
    // The files sit under the brand's folder with a random name, not in any public folder.
    const bytes = await kycFilesIn(t.config.dataDir).read('aurora', doc.id);
    expect(bytes.equals(PNG)).toBe(true);
  });
});

describe('gates', () => {
  async function readyPlayer() {
    const player = await makePlayer(t);
    await fund(t, player, 200_000n);
    const payee = expectOk<{ id: string }>(
      await call(t, 'POST', '/wps/member/bankAccounts', {
        ...player,
        body: { bankCode: 'BDO', accountNo: '001234567890', holderName: 'Juan Dela Cruz' },
      }),
    );
    return { player, payee };
  }
  const withdraw = (player: Player, payee: string, amount: string) =>
    call(t, 'POST', '/wps/cashier/withdraw', {
      ...player,
      body: { amount, payeeAccountId: payee, paymentPassword: PAY_PASSWORD, idempotencyKey: key() },
    });

  it('refuses a withdrawal above the unverified amount until the level is reached', async () => {
    const { player, payee } = await readyPlayer();
    expectOk(await withdraw(player, payee.id, '500'));
    const refused = expectError(await withdraw(player, payee.id, '500.01'), 403, 'kyc_level_required');
    expect(refused.message).toContain('Verified');
    expect(refused.message).toContain('500.00');
    for (const kind of ['id', 'selfie']) {
      const doc = await uploadOk(player, kind);
      await review('aurora', doc.id, 'approved', 'ok');
    }
    expect(expectOk<{ status: string }>(await withdraw(player, payee.id, '500.01')).status).toBe('pending');
  });

  it('needs the agent level to promote a player to agent', async () => {
    const senior = await makePlayer(t, { type: 2 });
    const member = await makePlayer(t, { uplineId: senior.id });
    const promote = () =>
      promoteToAgent(t.db, {
        brand: brandOf(t, 'aurora'),
        member: member.username,
        reason: 'good team',
        by: { ops: 'alice' },
      });
    await expect(promote()).rejects.toMatchObject({ code: 'kyc_agent_level_required' });
    for (const kind of ['id', 'selfie']) {
      const doc = await uploadOk(member, kind);
      await review('aurora', doc.id, 'approved', 'ok');
    }
    await expect(promote()).resolves.toMatchObject({ kind: 'agent' });
  });
});

/** Runs `npm run ops -- …` on the test's database, brands and data folder. */
function ops(args: string[]): Promise<{ status: number | null; output: string }> {
  return runScript('scripts/ops.ts', args, {
    env: { ...process.env, DATABASE_URL: t.config.databaseUrl, BRANDS_DIR: brandsDir, DATA_DIR: dataDir },
  });
}

describe('npm run ops', () => {
  it('lists pending documents, writes a file out, rejects with who and why', async () => {
    const player = await makePlayer(t);
    const doc = await uploadOk(player, 'id', JPEG);
    const pending = await ops(['kyc-pending', '--brand', 'aurora']);
    expect(pending.status, pending.output).toBe(0);
    expect(pending.output).toContain(doc.id);
    expect(pending.output).toContain(player.username);
    const out = join(dataDir, 'out.jpg');
    const shown = await ops(['kyc-show', doc.id, '--brand', 'aurora', '--out', out]);
    expect(shown.status, shown.output).toBe(0);
    expect(readFileSync(out).equals(JPEG)).toBe(true);
    const rejected = await ops([
      'kyc-reject',
      doc.id,
      '--brand',
      'aurora',
      '--by',
      'bob',
      '--reason',
      'expired ID',
    ]);
    expect(rejected.status, rejected.output).toBe(0);
    const seen = await status(player);
    expect(seen.documents[0]).toMatchObject({ id: doc.id, status: 'rejected', reason: 'expired ID' });
    const { rows } = await sql<{ actor: string; reason: string }>`
      select actor, reason from ops_action where target = ${`kyc_document:${doc.id}`}`.execute(t.db);
    expect(rows).toEqual([{ actor: 'bob', reason: 'expired ID' }]);
  }, 240_000);
});
