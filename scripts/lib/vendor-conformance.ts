/**
 * The seamless-wallet conformance harness (issue 6; docs/originals.md "Conformance"): drives any operator's
 * /vendor/<code>/wallet/* endpoint through every case of the protocol and reports pass or fail per case.
 * Standalone on purpose (node:http and node:crypto only): it is what a vendor would run against an operator.
 *
 * Test players come from the operator: our server hands them out on POST /vendor/<code>/conformance/fixtures
 * (signed, not in production); for another operator pass them as JSON (--fixtures file.json) in the same shape.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

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

interface Answer {
  status: string;
  request_uuid?: string;
  user?: string;
  currency?: string;
  balance?: number;
  fixtures?: Fixtures;
}

class Failure extends Error {}

function check(condition: boolean, message: string): asserts condition {
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

export async function runConformance(
  options: ConformanceOptions,
  report: (result: CaseResult) => void = () => undefined,
): Promise<CaseResult[]> {
  const client = createClient(options);
  let fixtures = options.fixtures;
  if (!fixtures) {
    const body = JSON.stringify({ request_uuid: randomUUID() });
    const answer = await client.send(
      `/vendor/${options.vendor}/conformance/fixtures`,
      body,
      client.sign(body),
    );
    if (answer.status !== 'RS_OK' || !answer.fixtures)
      throw new Error(`the operator handed out no test players (${answer.status}); pass --fixtures`);
    fixtures = answer.fixtures;
  }
  const f = fixtures;
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

  // A bet on the short-lived session, settled after it expired (checked by the last case).
  const shortBet = betBody(f.short, unit);
  const shortRefund = betBody(f.short, unit);
  add('bet on a short-lived session (settled after it expires, below)', async () => {
    expect(await client.wallet('bet', shortBet), 'RS_OK');
    expect(await client.wallet('bet', shortRefund), 'RS_OK');
  });

  add('balance: RS_OK with an integer balance in the player currency', async () => {
    const answer = await client.wallet('balance', { ...base(f.player), token: f.player.token });
    expect(answer, 'RS_OK');
    check(answer.currency === f.currency, `currency ${answer.currency}`);
    check(Number.isSafeInteger(answer.balance), `balance ${answer.balance}`);
  });

  for (const [name, signature] of [
    ['invalid signature: another secret', client.sign('x', `${options.secret}-wrong`)],
    ['invalid signature: no X-Signature header', null],
    ['invalid signature: not hex', 'zz'],
  ] as const) {
    add(name, () =>
      moves(f.player, 0, async () => {
        const body = betBody(f.player, unit);
        expect(await client.wallet('bet', body, signature), 'RS_ERROR_INVALID_SIGNATURE');
      }),
    );
  }
  add('invalid signature: body changed after signing', () =>
    moves(f.player, 0, async () => {
      const body = betBody(f.player, unit);
      const signature = client.sign(JSON.stringify(body));
      const changed = JSON.stringify({ ...body, amount: unit * 2 });
      expect(await client.wallet('bet', changed, signature), 'RS_ERROR_INVALID_SIGNATURE');
    }),
  );

  add('invalid token: balance and bet with an unknown token', () =>
    moves(f.player, 0, async () => {
      const token = `unknown-${uuid()}`;
      expect(await client.wallet('balance', { ...base(f.player), token }), 'RS_ERROR_INVALID_TOKEN');
      expect(await client.wallet('bet', betBody(f.player, unit, { token })), 'RS_ERROR_INVALID_TOKEN');
    }),
  );
  add("invalid token: another player's token (unknown user for the token)", () =>
    moves(f.player, 0, async () => {
      expect(
        await client.wallet('bet', betBody(f.player, unit, { token: f.other.token })),
        'RS_ERROR_INVALID_TOKEN',
      );
    }),
  );
  add('expired token: balance and bet answer RS_ERROR_TOKEN_EXPIRED', () =>
    moves(f.player, 0, async () => {
      expect(
        await client.wallet('balance', { ...base(f.expired), token: f.expired.token }),
        'RS_ERROR_TOKEN_EXPIRED',
      );
      expect(await client.wallet('bet', betBody(f.expired, unit)), 'RS_ERROR_TOKEN_EXPIRED');
    }),
  );

  add('bet: RS_OK, the balance goes down by the amount', () =>
    moves(f.player, -unit, async () => {
      const answer = await client.wallet('bet', betBody(f.player, unit));
      expect(answer, 'RS_OK');
      check(answer.user === f.player.user, 'the answer names another user');
    }),
  );
  add('retry: the same bet (new request_uuid) answers the first answer, posted once', async () => {
    const bet = betBody(f.player, unit);
    await moves(f.player, -unit, async () => {
      const first = await client.wallet('bet', bet);
      expect(first, 'RS_OK');
      const again = await client.wallet('bet', { ...bet, request_uuid: uuid() });
      expect(again, 'RS_OK', 'retry');
      check(again.balance === first.balance, `retry balance ${again.balance} ≠ first ${first.balance}`);
    });
  });
  add('replayed body: the identical signed bytes answer the same, posted once', async () => {
    const text = JSON.stringify(betBody(f.player, unit));
    await moves(f.player, -unit, async () => {
      const first = await client.wallet('bet', text);
      const again = await client.wallet('bet', text);
      expect(first, 'RS_OK');
      check(JSON.stringify(first) === JSON.stringify(again), 'the replay answered differently');
    });
  });
  add('concurrent retries: 5 identical bets at once post once', async () => {
    const bet = betBody(f.player, unit);
    await moves(f.player, -unit, async () => {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => client.wallet('bet', { ...bet, request_uuid: uuid() })),
      );
      for (const answer of answers) expect(answer, 'RS_OK');
      check(new Set(answers.map((a) => a.balance)).size === 1, 'the answers differ');
    });
  });
  add('duplicate transaction: same transaction_uuid with another amount, nothing posted', async () => {
    const bet = betBody(f.player, unit);
    expect(await client.wallet('bet', bet), 'RS_OK');
    // The win posts once (+unit); the duplicates post nothing.
    await moves(f.player, unit, async () => {
      expect(
        await client.wallet('bet', { ...bet, request_uuid: uuid(), amount: unit * 2 }),
        'RS_ERROR_DUPLICATE_TRANSACTION',
      );
      const win = winBody(f.player, bet, unit);
      expect(await client.wallet('win', win), 'RS_OK');
      expect(
        await client.wallet('win', { ...win, request_uuid: uuid(), amount: unit * 3 }),
        'RS_ERROR_DUPLICATE_TRANSACTION',
        'win',
      );
    });
  });
  add('not enough money: answers the balance, nothing posted, stays refused on retry', async () => {
    const before = await balance(f.player);
    const bet = betBody(f.player, before + 1);
    const answer = await client.wallet('bet', bet);
    expect(answer, 'RS_ERROR_NOT_ENOUGH_MONEY');
    check(answer.balance === before, `answered balance ${answer.balance}, the balance is ${before}`);
    expect(
      await client.wallet('bet', { ...bet, request_uuid: uuid() }),
      'RS_ERROR_NOT_ENOUGH_MONEY',
      'retry',
    );
    check((await balance(f.player)) === before, 'the balance changed');
    // Rolling the refused bet back refunds nothing.
    await moves(f.player, 0, async () => {
      await client.wallet('rollback', rollbackBody(f.player, bet));
    });
  });

  add('win: RS_OK, the balance goes up; a retry answers the first answer', async () => {
    const bet = betBody(f.player, unit);
    expect(await client.wallet('bet', bet), 'RS_OK');
    const win = winBody(f.player, bet, unit * 3);
    await moves(f.player, unit * 3, async () => {
      const first = await client.wallet('win', win);
      expect(first, 'RS_OK');
      const again = await client.wallet('win', { ...win, request_uuid: uuid() });
      expect(again, 'RS_OK', 'retry');
      check(again.balance === first.balance, 'the retry answered another balance');
    });
  });
  add('win on an unknown bet: RS_ERROR_TRANSACTION_DOES_NOT_EXIST, nothing posted', () =>
    moves(f.player, 0, async () => {
      const ghost = { transaction_uuid: uuid(), round: `r-${uuid()}` };
      expect(
        await client.wallet('win', winBody(f.player, ghost, unit)),
        'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      );
    }),
  );
  add("win naming another player than the bet's: refused, nothing posted", async () => {
    const bet = betBody(f.player, unit);
    expect(await client.wallet('bet', bet), 'RS_OK');
    await moves(f.other, 0, async () => {
      expect(await client.wallet('win', winBody(f.other, bet, unit)), 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    });
  });
  add('zero amounts: a bet and a win of 0 answer RS_OK and move nothing', () =>
    moves(f.player, 0, async () => {
      const bet = betBody(f.player, 0);
      expect(await client.wallet('bet', bet), 'RS_OK');
      expect(await client.wallet('win', winBody(f.player, bet, 0)), 'RS_OK', 'win');
    }),
  );

  add('rollback: refunds the stake; a retry answers the first answer', async () => {
    const bet = betBody(f.player, unit);
    expect(await client.wallet('bet', bet), 'RS_OK');
    const rollback = rollbackBody(f.player, bet);
    await moves(f.player, unit, async () => {
      const first = await client.wallet('rollback', rollback);
      expect(first, 'RS_OK');
      const again = await client.wallet('rollback', { ...rollback, request_uuid: uuid() });
      expect(again, 'RS_OK', 'retry');
      check(again.balance === first.balance, 'the retry answered another balance');
    });
    // Another rollback of the same bet refunds nothing.
    await moves(f.player, 0, async () => {
      const second = await client.wallet('rollback', rollbackBody(f.player, bet));
      check(
        ['RS_OK', 'RS_ERROR_TRANSACTION_ROLLED_BACK'].includes(second.status),
        `second rollback answered ${second.status}`,
      );
    });
  });
  add('rollback before its bet: TRANSACTION_DOES_NOT_EXIST, then the bet is refused as rolled back', () =>
    moves(f.player, 0, async () => {
      const bet = betBody(f.player, unit);
      expect(
        await client.wallet('rollback', rollbackBody(f.player, bet)),
        'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      );
      expect(await client.wallet('bet', bet), 'RS_ERROR_TRANSACTION_ROLLED_BACK', 'late bet');
      expect(
        await client.wallet('bet', { ...bet, request_uuid: uuid() }),
        'RS_ERROR_TRANSACTION_ROLLED_BACK',
        'retry',
      );
    }),
  );
  add('win on a rolled-back bet: RS_ERROR_TRANSACTION_ROLLED_BACK, nothing posted', async () => {
    const bet = betBody(f.player, unit);
    expect(await client.wallet('bet', bet), 'RS_OK');
    expect(await client.wallet('rollback', rollbackBody(f.player, bet)), 'RS_OK');
    await moves(f.player, 0, async () => {
      expect(
        await client.wallet('win', winBody(f.player, bet, unit * 2)),
        'RS_ERROR_TRANSACTION_ROLLED_BACK',
      );
    });
  });
  // The protocol has no status for "already settled": RS_ERROR_UNKNOWN is the one it names for this refusal.
  add('rollback after a win: RS_ERROR_UNKNOWN, nothing posted', async () => {
    const bet = betBody(f.player, unit);
    expect(await client.wallet('bet', bet), 'RS_OK');
    expect(await client.wallet('win', winBody(f.player, bet, unit * 2)), 'RS_OK');
    await moves(f.player, 0, async () => {
      expect(await client.wallet('rollback', rollbackBody(f.player, bet)), 'RS_ERROR_UNKNOWN');
    });
  });

  add('wrong currency: bet, win and rollback answer RS_ERROR_WRONG_CURRENCY, nothing posted', async () => {
    const bet = betBody(f.player, unit);
    expect(await client.wallet('bet', bet), 'RS_OK');
    await moves(f.player, 0, async () => {
      const currency = f.wrongCurrency;
      expect(
        await client.wallet('bet', betBody(f.player, unit, { currency })),
        'RS_ERROR_WRONG_CURRENCY',
        'bet',
      );
      expect(
        await client.wallet('win', winBody(f.player, bet, unit, { currency })),
        'RS_ERROR_WRONG_CURRENCY',
        'win',
      );
      expect(
        await client.wallet('rollback', rollbackBody(f.player, bet, { currency })),
        'RS_ERROR_WRONG_CURRENCY',
        'rollback',
      );
    });
  });
  add('user disabled: a bet answers RS_ERROR_USER_DISABLED, nothing posted', () =>
    moves(f.disabled, 0, async () => {
      expect(await client.wallet('bet', betBody(f.disabled, unit)), 'RS_ERROR_USER_DISABLED');
    }),
  );
  add('limit reached: a stake above the limit answers RS_ERROR_LIMIT_REACHED, nothing posted', () =>
    moves(f.player, 0, async () => {
      expect(await client.wallet('bet', betBody(f.player, f.limitAmount)), 'RS_ERROR_LIMIT_REACHED');
    }),
  );

  const syntax: [string, string | Record<string, unknown>, string?][] = [
    ['not JSON', '{"request_uuid": '],
    ['a JSON array', '[1, 2, 3]'],
    ['no transaction_uuid', { ...betBody(f.player, unit), transaction_uuid: undefined }],
    ['no user', { ...betBody(f.player, unit), user: undefined }],
    ['amount as a string', { ...betBody(f.player, unit), amount: '100' }],
    ['negative amount', { ...betBody(f.player, unit), amount: -100 }],
    ['fractional amount', { ...betBody(f.player, unit), amount: 1.5 }],
    ['amount beyond 999,999,999,999,999', { ...betBody(f.player, unit), amount: 1e16 }],
    ['currency not a code', { ...betBody(f.player, unit), currency: 'pesos' }],
    ['round_closed not a boolean', { ...betBody(f.player, unit), round_closed: 'yes' }],
    ['an unknown action', betBody(f.player, unit), 'transfer'],
  ];
  for (const [name, body, action] of syntax) {
    add(`wrong syntax: ${name} → RS_ERROR_WRONG_SYNTAX, nothing posted`, () =>
      moves(f.player, 0, async () => {
        expect(await client.wallet(action ?? 'bet', body), 'RS_ERROR_WRONG_SYNTAX');
      }),
    );
  }
  // A game the operator does not list for this vendor makes the request uninterpretable.
  add('unknown game: RS_ERROR_WRONG_SYNTAX, nothing posted', () =>
    moves(f.player, 0, async () => {
      expect(
        await client.wallet('bet', betBody(f.player, unit, { game_code: `NO_SUCH_GAME_${Date.now()}` })),
        'RS_ERROR_WRONG_SYNTAX',
      );
    }),
  );
  // The token was issued for another user: to the wallet an unknown user is an unknown token.
  add('unknown user: RS_ERROR_INVALID_TOKEN, nothing posted', () =>
    moves(f.player, 0, async () => {
      expect(
        await client.wallet('bet', betBody({ user: '999999999999', token: f.player.token }, unit)),
        'RS_ERROR_INVALID_TOKEN',
      );
    }),
  );

  add(
    'after the session expired: bets are refused, the win and rollback of its bets are accepted',
    async () => {
      const wait = new Date(f.short.expiresAt).getTime() + 300 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      expect(
        await client.wallet('balance', { ...base(f.short), token: f.short.token }),
        'RS_ERROR_TOKEN_EXPIRED',
        'balance',
      );
      expect(await client.wallet('bet', betBody(f.short, unit)), 'RS_ERROR_TOKEN_EXPIRED', 'bet');
      await moves(f.player, unit * 2 + unit, async () => {
        expect(await client.wallet('win', winBody(f.short, shortBet, unit * 2)), 'RS_OK', 'win');
        expect(await client.wallet('rollback', rollbackBody(f.short, shortRefund)), 'RS_OK', 'rollback');
      });
    },
  );

  const results: CaseResult[] = [];
  for (const [name, run] of cases) {
    const started = performance.now();
    let result: CaseResult;
    try {
      await run();
      result = { name, ok: true, detail: '', ms: performance.now() - started };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      result = { name, ok: false, detail, ms: performance.now() - started };
    }
    results.push(result);
    report(result);
  }
  return results;
}
