import { createHmac, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** The conformance harness's HTTP client (signed wallet calls) and the kit its cases are written with. */

export interface Party {
  user: string;
  token: string;
}

export interface Fixtures {
  currency: string;
  wrongCurrency: string;
  game_code: string;
  balance: number;
  limitAmount: number;
  player: Party;
  other: Party;
  expired: Party;
  short: Party & { expiresAt: string };
  disabled: Party;
}

export interface ConformanceOptions {
  /** Base URL of the operator, e.g. http://127.0.0.1:8080 */
  url: string;
  vendor: string;
  secret: string;
  /** Host header to send (a brand's domain when the URL is an address). */
  host?: string;
  fixtures?: Fixtures;
}

export interface CaseResult {
  name: string;
  ok: boolean;
  detail: string;
  ms: number;
}

export interface Answer {
  status: string;
  request_uuid?: string;
  user?: string;
  currency?: string;
  balance?: number;
  fixtures?: Fixtures;
}

class Failure extends Error {}

export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Failure(message);
}

export function createClient(options: ConformanceOptions) {
  const base = new URL(options.url);
  const send = (path: string, body: string, signature: string | null) =>
    new Promise<Answer>((resolve, reject) => {
      const headers: Record<string, string | number> = {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      };
      if (options.host) headers.host = options.host;
      if (signature !== null) headers['x-signature'] = signature;
      const request = (base.protocol === 'https:' ? httpsRequest : httpRequest)(
        {
          hostname: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          path: `${base.pathname.replace(/\/$/, '')}${path}`,
          method: 'POST',
          headers,
        },
        (response) => {
          let data = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            data += chunk;
          });
          response.on('end', () => {
            if (response.statusCode !== 200) {
              reject(new Failure(`HTTP ${response.statusCode}: ${data.slice(0, 200)}`));
              return;
            }
            try {
              resolve(JSON.parse(data) as Answer);
            } catch {
              reject(new Failure(`not JSON: ${data.slice(0, 200)}`));
            }
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  const sign = (body: string, secret = options.secret) =>
    createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest('hex');
  const wallet = (action: string, body: unknown, signature?: string | null) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return send(
      `/vendor/${options.vendor}/wallet/${action}`,
      text,
      signature === undefined ? sign(text) : signature,
    );
  };
  return { send, sign, wallet };
}

/** What every case is written with: the fixtures, request bodies, balance checks, and `add` to register a case. */
export function conformanceKit(
  client: ReturnType<typeof createClient>,
  f: Fixtures,
  options: ConformanceOptions,
) {
  const uuid = () => randomUUID();
  const base = (party: Party) => ({ request_uuid: uuid(), user: party.user, currency: f.currency });
  const balance = async (party: Party) => {
    const answer = await client.wallet('balance', {
      ...base(party),
      token: party.token,
      game_code: f.game_code,
    });
    check(answer.status === 'RS_OK', `balance answered ${answer.status}`);
    check(typeof answer.balance === 'number', 'balance is not a number');
    return answer.balance;
  };
  const betBody = (party: Party, amount: number, extra: Record<string, unknown> = {}) => ({
    ...base(party),
    token: party.token,
    transaction_uuid: uuid(),
    round: `r-${uuid()}`,
    round_closed: false,
    game_code: f.game_code,
    amount,
    ...extra,
  });
  const winBody = (
    party: Party,
    bet: { transaction_uuid: string; round: string },
    amount: number,
    extra = {},
  ) => ({
    ...base(party),
    token: party.token,
    transaction_uuid: uuid(),
    reference_transaction_uuid: bet.transaction_uuid,
    round: bet.round,
    round_closed: true,
    game_code: f.game_code,
    amount,
    ...extra,
  });
  const rollbackBody = (party: Party, bet: { transaction_uuid: string; round: string }, extra = {}) => ({
    ...base(party),
    token: party.token,
    transaction_uuid: uuid(),
    reference_transaction_uuid: bet.transaction_uuid,
    round: bet.round,
    game_code: f.game_code,
    ...extra,
  });
  const expect = (answer: Answer, status: string, what = '') =>
    check(answer.status === status, `${what ? `${what}: ` : ''}expected ${status}, got ${answer.status}`);
  /** Runs `act` and checks the player's balance moved by exactly `delta`. */
  const moves = async (party: Party, delta: number, act: () => Promise<void>) => {
    const before = await balance(party);
    await act();
    const after = await balance(party);
    check(after - before === delta, `balance moved by ${after - before}, expected ${delta}`);
  };
  const unit = 100;

  const cases: [string, () => Promise<void>][] = [];
  const add = (name: string, run: () => Promise<void>) => cases.push([name, run]);
  return {
    cases,
    options,
    client,
    f,
    uuid,
    base,
    balance,
    betBody,
    winBody,
    rollbackBody,
    expect,
    moves,
    unit,
    add,
  };
}

export type ConformanceKit = ReturnType<typeof conformanceKit>;
