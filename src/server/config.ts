import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defaultBrandsDir, projectRoot } from './paths';
import { FIREBASE_CERTS_URL } from './providers/firebase-phone';

/** Every setting the server reads from the environment (documented in README "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * DATABASE_REPLICA_URL: a streaming replica of the database that reports, lists and exports may read from
   * (db/replica.ts); DATABASE_REPLICA_MAX_LAG_MS (default 5000) is how far behind it may be before they read the
   * primary again.
   */
  replica: { url: string; maxLagMs: number } | undefined;
  brandsDir: string;
  previewHosts: Set<string>;
  /** Hosts that serve only the back office (OFFICE_HOSTS): any page there leads to /office (docs/back-office.md). */
  officeHosts: Set<string>;
  defaultBrand: string | undefined;
  production: boolean;
  /** Request header holding the visitor's ISO country, set by a trusted proxy or CDN (e.g. CF-IPCountry). */
  countryHeader: string;
  /** Trust X-Forwarded-For from proxies (true, or a comma-separated list of proxy addresses/CIDRs); off by default. */
  trustProxy: boolean | string;
  /** Folder of the built SPA. */
  webDir: string;
  /** Bearer token GET /metrics requires (METRICS_TOKEN); without it /metrics is open in development, off in production. */
  metricsToken: string | undefined;
  /** The sandbox vendor service (docs/sandbox-vendors.md); undefined when off (production without SANDBOX_VENDORS=1). */
  sandboxVendors: SandboxVendorsConfig | undefined;
  /** Issuer URL of the development identity provider that brand.json "dev" issuers mean (SOCIAL_DEV_ISSUER). */
  socialDevIssuer: string | undefined;
  /** Port of the development identity provider `npm start` runs outside production (DEV_IDP_PORT, default PORT+1). */
  devIdpPort: number;
  /**
   * DEV_ROUTES=1: the /__dev helpers (the SMS/email outbox, captcha answers, contract settlement on a simulated
   * clock) for tests and local development; off unless asked for, refused in production.
   */
  devRoutes: boolean;
  /**
   * FIREBASE_CERTS_URL: the published keys Firebase ID tokens are checked with (third-party phone verification,
   * providers/firebase-phone.ts); Google's by default, a local key server in tests.
   */
  firebaseCertsUrl: string;
  /**
   * SERVER_PROCESSES: how many Node processes serve the port (default: the machine's cores, at most 8). The process
   * `npm start` runs owns the embedded PostgreSQL, migrations, seed, sandbox vendors, identity provider and jobs, and
   * serves; it forks the others, which only serve (processes/serving-processes.ts). 1: one process, as before.
   */
  serverProcesses: number;
  /**
   * 'serving' in a process the owner forked (MARQUEE_PROCESS_ROLE, set by the owner, not by operators): it builds the
   * app against the owner's database and runs no job, schedule or background loop.
   */
  processRole: 'owner' | 'serving';
}

export interface SandboxVendorsConfig {
  /** SANDBOX_VENDORS_URL: a sandbox run apart (the server then starts none); else the one it starts listens on `port`. */
  url: string | undefined;
  /** SANDBOX_VENDORS_PORT: the port of the sandbox this server starts (default PORT + 2; PORT + 1 is the development identity provider's). */
  port: number;
  /** SANDBOX_VENDORS_PUBLIC_URL: where players' browsers reach it (allowed as a frame source of our pages). */
  publicUrl: string;
}

function readSandboxVendors(env: NodeJS.ProcessEnv, port: number): SandboxVendorsConfig | undefined {
  const production = env.NODE_ENV === 'production';
  if (env.SANDBOX_VENDORS === '0' || (production && env.SANDBOX_VENDORS !== '1')) return undefined;
  // A server on an ephemeral port (tests) starts no sandbox unless told where.
  if (port === 0 && !env.SANDBOX_VENDORS_PORT && !env.SANDBOX_VENDORS_URL) return undefined;
  const sandboxPort = Number(env.SANDBOX_VENDORS_PORT ?? port + 2);
  if (!Number.isInteger(sandboxPort) || sandboxPort < 0 || sandboxPort > 65535)
    throw new Error(`SANDBOX_VENDORS_PORT must be a port number, got ${env.SANDBOX_VENDORS_PORT}`);
  const trim = (url: string) => url.replace(/\/+$/, '');
  const url = env.SANDBOX_VENDORS_URL ? trim(env.SANDBOX_VENDORS_URL) : undefined;
  return {
    url,
    port: sandboxPort,
    publicUrl: trim(env.SANDBOX_VENDORS_PUBLIC_URL || url || `http://127.0.0.1:${sandboxPort}`),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  // Fastify 5 ignores hop counts (it trusts no proxy then): refuse them rather than silently misread client IPs.
  if (/^\d+$/.test(value)) {
    throw new Error(
      `TRUST_PROXY must be true, false or proxy addresses/CIDRs (hop counts are not supported), got ${value}`,
    );
  }
  return value;
}

function devIdpPort(value: string | undefined, serverPort: number): number {
  const port = value === undefined || value === '' ? (serverPort === 0 ? 0 : serverPort + 1) : Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`DEV_IDP_PORT must be a port number, got ${value}`);
  return port;
}

function devRoutes(env: NodeJS.ProcessEnv): boolean {
  if (env.DEV_ROUTES === undefined || env.DEV_ROUTES === '' || env.DEV_ROUTES === '0') return false;
  if (env.DEV_ROUTES !== '1') throw new Error(`DEV_ROUTES must be 1 or 0, got ${env.DEV_ROUTES}`);
  if (env.NODE_ENV === 'production') throw new Error('DEV_ROUTES=1 is refused in production');
  return true;
}

/** Default of SERVER_PROCESSES: one process per core, at most 8 (more buy nothing before PostgreSQL is the bound). */
export const MAX_DEFAULT_PROCESSES = 8;

function serverProcesses(value: string | undefined): number {
  if (value === undefined || value === '') return Math.min(availableParallelism(), MAX_DEFAULT_PROCESSES);
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error(`SERVER_PROCESSES must be a whole number from 1 to 64, got ${value}`);
  return count;
}

function readReplica(env: NodeJS.ProcessEnv): ServerConfig['replica'] {
  if (!env.DATABASE_REPLICA_URL) return undefined;
  const maxLagMs = Number(env.DATABASE_REPLICA_MAX_LAG_MS ?? 5000);
  if (!Number.isInteger(maxLagMs) || maxLagMs < 0)
    throw new Error(
      `DATABASE_REPLICA_MAX_LAG_MS must be a whole number of milliseconds, got ${env.DATABASE_REPLICA_MAX_LAG_MS}`,
    );
  return { url: env.DATABASE_REPLICA_URL, maxLagMs };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? resolve(projectRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    replica: readReplica(env),
    brandsDir: resolve(env.BRANDS_DIR ?? defaultBrandsDir),
    previewHosts: new Set(
      (env.PREVIEW_HOSTS ?? 'localhost,127.0.0.1,::1')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
    officeHosts: new Set(
      (env.OFFICE_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
    defaultBrand: env.DEFAULT_BRAND || undefined,
    production: env.NODE_ENV === 'production',
    countryHeader: (env.COUNTRY_HEADER ?? 'cf-ipcountry').toLowerCase(),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDir: resolve(env.WEB_DIR ?? resolve(projectRoot, 'dist/web')),
    metricsToken: env.METRICS_TOKEN || undefined,
    sandboxVendors: readSandboxVendors(env, port),
    socialDevIssuer: env.SOCIAL_DEV_ISSUER || undefined,
    devIdpPort: devIdpPort(env.DEV_IDP_PORT, port),
    devRoutes: devRoutes(env),
    firebaseCertsUrl: env.FIREBASE_CERTS_URL || FIREBASE_CERTS_URL,
    serverProcesses: serverProcesses(env.SERVER_PROCESSES),
    processRole: env.MARQUEE_PROCESS_ROLE === 'serving' ? 'serving' : 'owner',
  };
}
