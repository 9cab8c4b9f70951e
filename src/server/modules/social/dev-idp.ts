import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JWK } from 'jose';
import type { ClientMetadata } from 'oidc-provider';
import type { Brand } from '@/core/brand';
import { DEV_ISSUER, resolveSocialProvider } from '@/core/social';

/**
 * The development identity provider (docs/social-sign-in.md): oidc-provider, the certified OpenID Connect
 * server implementation, on its own port, so "Continue with Google" on a demo brand completes a real
 * authorization-code + PKCE round trip on this machine. Never started in production. Its sign-in page lists a
 * few test identities (one with an unverified email), takes any other test name, and can be cancelled.
 */

export interface DevIdentity {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name: string;
  username: string;
}

export const DEV_IDENTITIES: DevIdentity[] = [
  {
    sub: 'dev-alice',
    email: 'alice@dev-idp.test',
    emailVerified: true,
    name: 'Alice Santos',
    username: 'alice',
  },
  { sub: 'dev-bao', email: 'bao@dev-idp.test', emailVerified: true, name: 'Bao Nguyen', username: 'bao' },
  {
    sub: 'dev-chai',
    email: 'chai@dev-idp.test',
    emailVerified: false,
    name: 'Chai Srisuk',
    username: 'chai',
  },
];

/** A test identity named on the sign-in page: "name" or "unverified-name" (email not verified). */
export function devIdentity(login: string): DevIdentity | undefined {
  const known = DEV_IDENTITIES.find((i) => i.username === login || i.sub === login);
  if (known) return known;
  const name = login.replace(/^dev-/, '');
  if (!/^[a-z][a-z0-9]{2,30}$/.test(name.replaceAll('-', ''))) return undefined;
  const unverified = name.startsWith('unverified-');
  return {
    sub: `dev-${name}`,
    email: `${name}@dev-idp.test`,
    emailVerified: !unverified,
    name: `${name.replace(/^unverified-/, '').replace(/^./, (c) => c.toUpperCase())} Tester`,
    username: name.replace(/^unverified-/, '').replaceAll('-', ''),
  };
}

/**
 * The client secret of a development client when its secretEnv variable is unset: derived from the client id,
 * so the server and the development provider agree without configuration. Only ever used with the development
 * provider, which production never offers.
 */
export function devClientSecret(clientId: string): string {
  return createHash('sha256').update(`marquee-dev-idp:${clientId}`).digest('base64url');
}

/** Secret of a provider entry: its environment variable, else (development provider only) the derived one. */
export function clientSecretFor(entry: { clientId: string; secretEnv: string; issuer?: string }) {
  const fromEnv = process.env[entry.secretEnv];
  if (fromEnv) return fromEnv;
  return entry.issuer === DEV_ISSUER ? devClientSecret(entry.clientId) : undefined;
}

/** Clients of every brand provider whose issuer is the development provider. */
function devClients(brands: Brand[]): ClientMetadata[] {
  const clients = new Map<string, ClientMetadata>();
  for (const { config } of brands) {
    for (const entry of config.socialSignIn ?? []) {
      const provider = resolveSocialProvider(entry);
      if (provider.issuer !== DEV_ISSUER || provider.kind === 'telegram') continue;
      clients.set(provider.clientId, {
        client_id: provider.clientId,
        client_secret: clientSecretFor(provider),
        // Checked by the override below (any brand host of this machine, the provider's callback path).
        redirect_uris: [`https://${config.domains[0]}/wps/session/social/${provider.id}/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      });
    }
  }
  return [...clients.values()];
}

/** Callback URLs a development client may use: its brand's callback path on any host (ports vary per test). */
const CALLBACK = /^https?:\/\/[^/?#]+\/wps\/session\/social\/[a-z][a-z0-9-]{1,30}\/callback$/;

export interface DevIdp {
  issuer: string;
  /** The signing keys (public and private): tests start a second provider with the same keys. */
  keys: JWK[];
  close(): Promise<void>;
}

export interface DevIdpOptions {
  brands: Brand[];
  port: number;
  host?: string;
  /** Signing keys to use (default: a fresh RS256 key). */
  keys?: JWK[];
  /** Lifetime of ID tokens in seconds (default 600). */
  idTokenSeconds?: number;
  /** Logs a failure to set the provider up (listenDevIdp; its requests are then answered 503). */
  onSetUpError?: (error: unknown) => void;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1b1e24;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 4px}p{color:#555;font-size:14px}button{display:block;width:100%;margin:8px 0;padding:12px;
font-size:15px;border-radius:8px;border:1px solid #c9ccd3;background:#fff;cursor:pointer;text-align:left}
button:focus-visible{outline:3px solid #2f6fed}.primary{background:#2f6fed;color:#fff;border-color:#2f6fed;text-align:center}
input{width:100%;box-sizing:border-box;padding:10px;font-size:15px;border:1px solid #c9ccd3;border-radius:8px}
small{color:#777}</style></head><body><main>${body}</main></body></html>`;
}

const html = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 10_000) break;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Starts the development identity provider; resolves once it listens and answers. */
export async function startDevIdp(options: DevIdpOptions): Promise<DevIdp> {
  return (await listenDevIdp(options)).ready();
}

/** The development identity provider listening (its issuer is known) while it is still being set up. */
export interface DevIdpListening {
  issuer: string;
  /** Sets the provider up (once) and settles when it answers; requests that arrive before wait for it. */
  ready(): Promise<DevIdp>;
  close(): Promise<void>;
}

/**
 * Takes the provider's port at once (so the server knows the issuer) and sets the provider up when its first request
 * arrives (or `ready()` is called): loading oidc-provider (an ES module graph of some hundred files, compiled and
 * evaluated synchronously on the server's thread) and making a signing key took a few hundred milliseconds of a
 * development server's start, in front of its first answer, for a provider that only a social sign-in uses. The first
 * sign-in waits for it instead; if setting up fails, the provider answers 503.
 */
export async function listenDevIdp(options: DevIdpOptions): Promise<DevIdpListening> {
  const host = options.host ?? '127.0.0.1';
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  let answering: ReturnType<typeof setUpProvider> | undefined;
  const setUp = () => {
    if (!answering) {
      answering = setUpProvider(options, issuer);
      answering.catch((error) => options.onSetUpError?.(error));
    }
    return answering;
  };
  server.on('request', (req, res) => {
    setUp().then(
      ({ answer }) => answer(req, res),
      () => {
        res.statusCode = 503;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(page('Error', '<h1>The development identity provider could not start</h1>'));
      },
    );
  });
  const ready = () => setUp().then(({ keys }) => ({ issuer, keys, close }));
  return { issuer, ready, close };
}

/** The provider itself (oidc-provider, loaded now), and the request handler that answers through it. */
async function setUpProvider(
  options: DevIdpOptions,
  issuer: string,
): Promise<{ keys: JWK[]; answer: (req: IncomingMessage, res: ServerResponse) => void }> {
  const [{ exportJWK, generateKeyPair }, { default: Provider }] = await Promise.all([
    import('jose'),
    import('oidc-provider'),
  ]);
  let keys = options.keys;
  if (!keys) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    keys = [
      { ...(await exportJWK(privateKey)), kid: randomBytes(6).toString('hex'), alg: 'RS256', use: 'sig' },
    ];
  }
  const provider = new Provider(issuer, {
    clients: devClients(options.brands),
    jwks: { keys: keys as never },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    findAccount: async (_ctx, sub) => {
      const identity = devIdentity(sub);
      if (!identity) return undefined;
      return {
        accountId: identity.sub,
        claims: async () => ({
          sub: identity.sub,
          name: identity.name,
          preferred_username: identity.username,
          ...(identity.email
            ? { email: identity.email, email_verified: identity.emailVerified === true }
            : {}),
        }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // The requested claims go into the ID token itself (what the relying party verifies).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true, methods: ['S256'] },
    ttl: {
      IdToken: options.idTokenSeconds ?? 600,
      AccessToken: 600,
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Error',
        `<h1>Development sign-in error</h1><p>${html(String(out.error_description ?? out.error))}</p>`,
      );
    },
  });
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(value: string) {
    return CALLBACK.test(value);
  };
  const handler = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action?: string) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (req.method === 'GET' && !action) {
      const client = String(details.params.client_id ?? '');
      const buttons = DEV_IDENTITIES.map(
        (i) =>
          `<button type="submit" name="login" value="${html(i.username)}">${html(i.name)} · ${html(i.email ?? '')}${i.emailVerified ? '' : ' <small>(email not verified)</small>'}</button>`,
      ).join('');
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        page(
          'Development sign-in',
          `<h1>Development identity provider</h1><p>Sign in to <b>${html(client)}</b> as a test identity. Not a real account: this page exists only outside production.</p>
<form method="post" action="/interaction/${html(uid)}/login">${buttons}
<label for="other">Another test name <small>(prefix "unverified-" for an unverified email)</small></label>
<input id="other" name="other" autocomplete="off" pattern="[a-z][a-z0-9\\-]{2,40}">
<button class="primary" type="submit" name="login" value="">Continue</button></form>
<form method="post" action="/interaction/${html(uid)}/abort"><button type="submit">Cancel</button></form>`,
        ),
      );
      return;
    }
    if (req.method !== 'POST') throw new Error('method');
    if (action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const form = await readForm(req);
    const identity = devIdentity(form.get('login') || form.get('other') || '');
    if (!identity) {
      res.statusCode = 303;
      res.setHeader('location', `/interaction/${uid}`);
      res.end();
      return;
    }
    const grant = new provider.Grant({ accountId: identity.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: identity.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|abort))?$/.exec(req.url?.split('?')[0] ?? '');
    if (!match) {
      handler(req, res);
      return;
    }
    interaction(req, res, match[1]!, match[2]).catch(() => {
      if (res.headersSent) return;
      res.statusCode = 400;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(page('Error', '<h1>This sign-in has expired</h1><p>Start again from the site.</p>'));
    });
  };
  return { keys, answer };
}
