import { execFileSync } from 'node:child_process';
import { createPrivateKey, createSign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's Firebase ID token key set: an RSA key pair with a self-signed X.509 certificate
 * (openssl), a server that publishes the certificates as Google does (a JSON object key id → PEM, with
 * Cache-Control max-age), and tokens signed like Firebase's (RS256, kid header).
 */

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  certificate: string;
}

/** A 2048-bit RSA key and its self-signed certificate, valid from now for `days`. */
export function makeSigningKey(kid: string, days = 2): SigningKey {
  const out = execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      '-',
      '-out',
      '-',
      '-subj',
      `/CN=${kid}.securetoken.test`,
      '-days',
      String(days),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const key = out.match(/-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/)?.[0];
  const certificate = out.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/)?.[0];
  if (!key || !certificate) throw new Error('openssl did not print a key and a certificate');
  return { kid, privateKey: createPrivateKey(key), certificate: `${certificate}\n` };
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT signed RS256 with `key`; the header's kid is the key's unless `header` says otherwise. */
export function signToken(
  key: SigningKey,
  payload: Record<string, unknown>,
  header: Record<string, unknown> = {},
): string {
  const head = part({ alg: 'RS256', kid: key.kid, typ: 'JWT', ...header });
  const body = part(payload);
  const signature = createSign('RSA-SHA256').update(`${head}.${body}`).sign(key.privateKey);
  return `${head}.${body}.${signature.toString('base64url')}`;
}

/** The claims of a Firebase phone sign-in ID token for `projectId`, issued a minute before `now`. */
export function phoneClaims(projectId: string, phoneNumber: string, now = new Date()) {
  const seconds = Math.floor(now.getTime() / 1000);
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: seconds - 60,
    user_id: 'uid-test-1',
    sub: 'uid-test-1',
    iat: seconds - 60,
    exp: seconds + 3540,
    phone_number: phoneNumber,
    firebase: { identities: { phone: [phoneNumber] }, sign_in_provider: 'phone' },
  };
}

export interface KeyServer {
  url: string;
  /** How many times the certificates were fetched. */
  hits(): number;
  close(): Promise<void>;
}

/** Serves `{kid: certificate}` of the keys at /certs with Cache-Control max-age `maxAge` seconds. */
export async function startKeyServer(keys: SigningKey[], maxAge = 3600): Promise<KeyServer> {
  let hits = 0;
  const body = JSON.stringify(Object.fromEntries(keys.map((k) => [k.kid, k.certificate])));
  const server: Server = createServer((request, response) => {
    if (request.url !== '/certs') {
      response.writeHead(404).end();
      return;
    }
    hits += 1;
    response
      .writeHead(200, {
        'content-type': 'application/json; charset=UTF-8',
        'cache-control': `public, max-age=${maxAge}, must-revalidate, no-transform`,
      })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/certs`,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
