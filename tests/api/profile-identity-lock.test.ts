/**
 * The real name, birthday and ID number are locked once KYC verified the identity (issue 27: "real name (locked
 * once verified)"): after staff approve the identity document of the level that asks for it, the player can no
 * longer change them (403 identity_verified_locked) and the profile says why (lockReason identityVerified); before
 * that — while the document waits or after it was rejected — they can, and other fields stay editable.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewDocument } from '@/server/domains/compliance';
import { copyBrandsDir, patchJson, removeTempDirs } from '../support/brand-dirs';
import { createTestApp, type TestApp } from './helpers';
import {
  brandOf,
  call,
  expectError,
  expectOk,
  makePlayer,
  multipart,
  type Player,
  PNG,
} from './wallet-support';

let t: TestApp;
/** A level name in every aurora language (the brand check asks for each). */
const names = (en: string) => ({ en, ty: en, cn: en, tw: en, ko: en, ja: en, es: en });

interface Profile {
  fields: { name: string; value: string | null; locked: boolean; lockReason: string | null }[];
}

beforeAll(async () => {
  // aurora: the real name is not locked merely by being set, so any lock seen here is KYC's; the ID number is asked.
  const brandsDir = copyBrandsDir(['aurora', 'lotus']);
  patchJson(join(brandsDir, 'aurora', 'brand.json'), {
    '/accounts/realNameLockedOnceSet': false,
    '/kyc': {
      levels: [
        { id: 'basic', name: names('Basic'), profile: ['realName'] },
        { id: 'verified', name: names('Verified'), documents: ['id'] },
      ],
    },
  });
  patchJson(join(brandsDir, 'aurora', 'register-fields.json'), { '/fields/idNumber/enabled': true });
  t = await createTestApp({ brandsDir, env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'identity-lock-')) } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  removeTempDirs();
});

const opts = (p: Player) => ({ brand: p.brand, token: p.token, headers: { 'accept-language': 'en' } });
const profile = async (p: Player) => expectOk<Profile>(await call(t, 'GET', '/wps/member/profile', opts(p)));
const save = (p: Player, body: Record<string, string>) =>
  call(t, 'PUT', '/wps/member/profile', { ...opts(p), body });
const field = (value: Profile, name: string) => value.fields.find((f) => f.name === name)!;

async function uploadId(p: Player): Promise<string> {
  const answer = expectOk<{ documents: { id: string }[] }>(
    await call(t, 'POST', '/wps/member/kyc/documents', {
      ...opts(p),
      raw: multipart({ kind: 'id' }, [
        { name: 'files', filename: 'id.png', contentType: 'image/png', data: PNG },
      ]),
    }),
  );
  return answer.documents[0]!.id;
}

const review = (p: Player, id: string, decision: 'approved' | 'rejected') =>
  reviewDocument({ db: t.db, brand: brandOf(t, p.brand) }, { id, decision, by: 'alice', reason: 'checked' });

const IDENTITY = { payeeName: 'Ana Cruz', birthday: '1990-04-12', idNumber: 'P1234567' };

describe('identity fields once KYC verified the identity', () => {
  it('are editable while the document waits, then locked with the reason once it is approved', async () => {
    const p = await makePlayer(t, { payeeName: null });
    expectOk(await save(p, IDENTITY));
    // Not locked by being set (realNameLockedOnceSet is off): a correction goes through.
    expectOk(await save(p, { payeeName: 'Ana Maria Cruz' }));
    const doc = await uploadId(p);
    expectOk(await save(p, { idNumber: 'P7654321' }));
    for (const name of ['payeeName', 'birthday', 'idNumber'])
      expect(field(await profile(p), name)).toMatchObject({ locked: false, lockReason: null });

    await review(p, doc, 'approved');
    const locked = await profile(p);
    expect(field(locked, 'payeeName')).toMatchObject({
      value: 'Ana Maria Cruz',
      locked: true,
      lockReason: 'identityVerified',
    });
    expect(field(locked, 'birthday')).toMatchObject({ value: '1990-04-12', locked: true });
    expect(field(locked, 'idNumber')).toMatchObject({ value: 'P7654321', locked: true });
    expect(field(locked, 'nickname')).toMatchObject({ locked: false, lockReason: null });

    for (const body of <Record<string, string>[]>[
      { payeeName: 'Maria Santos' },
      { payeeName: '' },
      { birthday: '1991-01-01' },
      { idNumber: 'X0000000' },
      // One locked field refuses the whole save: the nickname beside it is not written either.
      { nickname: 'Annie', idNumber: 'X0000000' },
    ]) {
      const refused = expectError(await save(p, body), 403, 'identity_verified_locked');
      expect(refused.message).toMatch(/identity has been verified/);
    }
    const after = await profile(p);
    expect(field(after, 'payeeName').value).toBe('Ana Maria Cruz');
    expect(field(after, 'idNumber').value).toBe('P7654321');
    expect(field(after, 'nickname').value).toBeNull();

    // Sending the same values back is no change; other fields stay editable.
    expectOk(await save(p, { payeeName: 'Ana Maria Cruz', birthday: '1990-04-12', nickname: 'Annie' }));
    expect(field(await profile(p), 'nickname').value).toBe('Annie');
  });

  it('stay editable when the identity document was rejected', async () => {
    const p = await makePlayer(t, { payeeName: null });
    expectOk(await save(p, IDENTITY));
    await review(p, await uploadId(p), 'rejected');
    expect(field(await profile(p), 'payeeName')).toMatchObject({ locked: false, lockReason: null });
    expectOk(await save(p, { payeeName: 'Ana Cruz Reyes', idNumber: 'P1111111' }));
  });

  it('keep the brand rule of a real name locked once set, with its own reason, where KYC verifies nothing', async () => {
    // lotus has no KYC levels and locks a real name once set (the default).
    const p = await makePlayer(t, { brand: 'lotus', payeeName: null });
    expectOk(await save(p, { payeeName: 'Tran Thi Binh' }));
    expect(field(await profile(p), 'payeeName')).toMatchObject({ locked: true, lockReason: 'realNameSet' });
    expectError(await save(p, { payeeName: 'Tran Van Binh' }), 403, 'real_name_locked');
    expect(field(await profile(p), 'birthday')).toMatchObject({ locked: false, lockReason: null });
  });
});
