/**
 * Announcement HTML cannot load outside resources (issue 9 item 4): the page CSP allows images only from the
 * server and the brand's own image CDNs (brand.json cdn.images).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './accounts-support';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('page CSP img-src', () => {
  it.each([
    ['aurora.localhost', 'https://img1.aurora.marquee.games'],
    ['lotus.localhost', 'https://cdn.lotusclub.vn'],
    ['siam.localhost', 'https://static.siamfortune.co.th'],
  ])('on %s allows only the server, inline data and %s', async (host, cdn) => {
    const response = await call(t, 'GET', '/', { host });
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    const imgSrc = policy.split('; ').find((directive) => directive.startsWith('img-src '));
    expect(imgSrc).toBe(`img-src 'self' data: blob: ${cdn}`);
  });
});
