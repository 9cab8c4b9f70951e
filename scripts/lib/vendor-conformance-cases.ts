import { type ConformanceKit, check } from './vendor-conformance-client';

/**
 * The protocol's cases: balance, bet, win, rollback and their idempotency, amounts and limits, in an order where
 * each leaves the players as the next expects. Returns the short-lived session's bets, settled by expiredSessionCase.
 */
export function protocolCases(kit: ConformanceKit) {
  const {
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
  } = kit;
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
  return { shortBet, shortRefund };
}

/** Requests a wallet cannot interpret: wrong syntax, an unknown game or user; nothing may be posted. */
export function inputCases(kit: ConformanceKit) {
  const { client, f, betBody, expect, moves, unit, add } = kit;
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
}

/** Last: the short-lived session has expired; its bets' win and rollback are still accepted. */
export function expiredSessionCase(kit: ConformanceKit, short: ReturnType<typeof protocolCases>) {
  const { client, f, base, betBody, winBody, rollbackBody, expect, moves, unit, add } = kit;
  const { shortBet, shortRefund } = short;
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
}
