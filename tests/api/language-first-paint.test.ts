import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** GET a page over real HTTP (Node's fetch replaces the Host header): the brand comes from Host. */
function page(host: string, headers: Record<string, string> = {}, path = '/'): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The lang and dir the server wrote on <html>, and the language the boot data carries. */
async function painted(host: string, headers: Record<string, string> = {}) {
  const html = await page(host, headers);
  const tag = /<html lang="([^"]+)" dir="(ltr|rtl)"/.exec(html);
  const boot = /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(html);
  return {
    lang: tag?.[1],
    dir: tag?.[2],
    language: boot ? (JSON.parse(boot[1]!) as { language: string }).language : undefined,
  };
}

describe('first paint: <html lang dir> for the request language', () => {
  it('uses the brand default with nothing asked: Arabic right to left on oasis, English on aurora', async () => {
    expect(await painted('oasis.localhost')).toEqual({ lang: 'ar', dir: 'rtl', language: 'ar' });
    expect(await painted('aurora.localhost')).toEqual({ lang: 'en', dir: 'ltr', language: 'en' });
    expect(await painted('siam.localhost')).toEqual({ lang: 'th', dir: 'ltr', language: 'th' });
  });

  it('follows Accept-Language among the languages the brand offers, by BCP 47 tag', async () => {
    expect(await painted('oasis.localhost', { 'accept-language': 'en-GB,en;q=0.9' })).toMatchObject({
      lang: 'en',
      dir: 'ltr',
    });
    expect(await painted('oasis.localhost', { 'accept-language': 'fa-IR' })).toMatchObject({
      lang: 'fa',
      dir: 'rtl',
    });
    expect(await painted('aurora.localhost', { 'accept-language': 'zh-Hant-HK,zh;q=0.8' })).toEqual({
      lang: 'zh-TW',
      dir: 'ltr',
      language: 'tw',
    });
    expect(await painted('aurora.localhost', { 'accept-language': 'fil-PH' })).toMatchObject({ lang: 'fil' });
  });

  it('answers a garbage or foreign Accept-Language with the brand default', async () => {
    for (const header of ['%%%;q=x,,', 'de-DE,fr;q=0.5', 'ty', '*;q=1'])
      expect(await painted('oasis.localhost', { 'accept-language': header })).toMatchObject({
        lang: 'ar',
        dir: 'rtl',
      });
  });

  it('prefers the lang cookie (the web app choice) over Accept-Language', async () => {
    expect(await painted('oasis.localhost', { cookie: 'lang=ur', 'accept-language': 'en' })).toEqual({
      lang: 'ur',
      dir: 'rtl',
      language: 'ur',
    });
    expect(await painted('oasis.localhost', { cookie: 'other=1; lang=en', 'accept-language': 'ar' })).toEqual(
      {
        lang: 'en',
        dir: 'ltr',
        language: 'en',
      },
    );
  });

  it('resets a stored language the brand does not offer to the brand default (spec §4)', async () => {
    for (const cookie of ['lang=th', 'lang=de', 'lang=%3Cscript%3E'])
      expect(await painted('oasis.localhost', { cookie, 'accept-language': 'en' })).toEqual({
        lang: 'ar',
        dir: 'rtl',
        language: 'ar',
      });
    expect(await painted('lotus.localhost', { cookie: 'lang=ar' })).toMatchObject({ lang: 'vi', dir: 'ltr' });
  });

  it('writes lang and dir on the page for a host of no brand too', async () => {
    const html = await page('nobody.example', { 'accept-language': 'ar' });
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
  });
});
