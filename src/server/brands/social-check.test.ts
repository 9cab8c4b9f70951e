import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '@/core/brand';
import type { SocialProviderConfig } from '@/core/social';
import { resolveSocialProvider } from '@/core/social';
import { safeReturnTo } from '../modules/social/social.service';
import { socialProblems } from './social-check';

const brand = (socialSignIn: SocialProviderConfig[]) => ({ socialSignIn }) as unknown as BrandConfig;
const google: SocialProviderConfig = {
  id: 'google',
  kind: 'google',
  displayName: 'Google',
  clientId: 'c',
  secretEnv: 'GOOGLE_SECRET',
};

describe('brand.json socialSignIn rules', () => {
  it('accepts presets without an issuer and refuses duplicates, an oidc without issuer and a bad Telegram entry', () => {
    expect(socialProblems(brand([google]))).toEqual([]);
    expect(socialProblems(brand([google, google]))).toEqual([
      { pointer: '/socialSignIn/1/id', reason: 'provider google appears twice' },
    ]);
    expect(socialProblems(brand([{ ...google, id: 'corp', kind: 'oidc' }]))[0]?.pointer).toBe(
      '/socialSignIn/0/issuer',
    );
    const telegram = { ...google, id: 'tg', kind: 'telegram' as const, clientId: 'bot', issuer: 'dev' };
    expect(socialProblems(brand([telegram])).map((p) => p.pointer)).toEqual([
      '/socialSignIn/0/issuer',
      '/socialSignIn/0/clientId',
    ]);
  });

  it('fills presets: issuer, scopes with openid, icon', () => {
    expect(resolveSocialProvider(google)).toMatchObject({
      issuer: 'https://accounts.google.com',
      scopes: ['openid', 'email', 'profile'],
      icon: 'google',
      agents: false,
    });
    expect(
      resolveSocialProvider({ ...google, kind: 'oidc', issuer: 'https://id.example', scopes: ['email'] })
        .scopes,
    ).toEqual(['openid', 'email']);
  });
});

describe('the return address of a social sign-in', () => {
  it('is a path of this site, else the home page', () => {
    expect(safeReturnTo('/rng?vassalage=PG')).toBe('/rng?vassalage=PG');
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'rng',
      undefined,
      42,
      '/a b',
    ]) {
      expect(safeReturnTo(bad)).toBe('/');
    }
  });
});
