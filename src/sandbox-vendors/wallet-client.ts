import { createHmac, randomUUID } from 'node:crypto';

/**
 * The sandbox's side of the operator's seamless wallet, exactly as an outside vendor calls it: JSON POSTed to
 * `<walletUrl>/vendor/<code>/wallet/<action>` with `X-Signature` = hex HMAC-SHA256 of the raw body under the
 * vendor's secret. A call that times out or fails on the network is sent again with the same transaction_uuid
 * (the operator answers a retry with the first answer and never posts twice); a fresh request_uuid per attempt.
 */

export type WalletStatus =
  | 'RS_OK'
  | 'RS_ERROR_INVALID_SIGNATURE'
  | 'RS_ERROR_INVALID_TOKEN'
  | 'RS_ERROR_TOKEN_EXPIRED'
  | 'RS_ERROR_NOT_ENOUGH_MONEY'
  | 'RS_ERROR_DUPLICATE_TRANSACTION'
  | 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'
  | 'RS_ERROR_TRANSACTION_ROLLED_BACK'
  | 'RS_ERROR_WRONG_CURRENCY'
  | 'RS_ERROR_USER_DISABLED'
  | 'RS_ERROR_LIMIT_REACHED'
  | 'RS_ERROR_WRONG_SYNTAX'
  | 'RS_ERROR_UNKNOWN';

export interface WalletReply {
  status: WalletStatus;
  request_uuid: string;
  balance?: number;
}

/** What went wrong when no answer came: the caller cannot know whether the operator acted. */
export class WalletUnreachable extends Error {}

/** Sends one HTTP request; replaceable so tests can inject timeouts and lost answers. */
export type Transport = (
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
) => Promise<string>;

export const httpTransport: Transport = async (url, body, headers, timeoutMs) => {
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers,
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status !== 200) throw new WalletUnreachable(`wallet answered HTTP ${response.status}`);
  return response.text();
};

export interface WalletClientOptions {
  walletUrl: () => string;
  secretOf: (vendor: string) => string | undefined;
  transport?: Transport;
  /** Per attempt (SANDBOX_WALLET_TIMEOUT_MS, default 5000). */
  timeoutMs?: number;
  /** Attempts of one call before giving up (default 4). */
  attempts?: number;
  /** Wait before attempt n (ms): n × retryDelayMs (default 200). */
  retryDelayMs?: number;
}

export interface Player {
  vendor: string;
  user: string;
  currency: string;
  token: string;
}

export class WalletClient {
  private readonly transport: Transport;
  constructor(private readonly options: WalletClientOptions) {
    this.transport = options.transport ?? httpTransport;
  }

  /** Sends a call until a protocol answer arrives (retrying lost ones); throws WalletUnreachable after the last attempt. */
  async call(vendor: string, action: string, fields: Record<string, unknown>): Promise<WalletReply> {
    const secret = this.options.secretOf(vendor);
    if (!secret) throw new WalletUnreachable(`no wallet secret for ${vendor}`);
    const attempts = this.options.attempts ?? 4;
    let last: unknown;
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, attempt * (this.options.retryDelayMs ?? 200)));
      const body = JSON.stringify({ request_uuid: randomUUID(), ...fields });
      const signature = createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest('hex');
      try {
        const text = await this.transport(
          `${this.options.walletUrl()}/vendor/${vendor}/wallet/${action}`,
          body,
          { 'content-type': 'application/json', 'x-signature': signature },
          this.options.timeoutMs ?? 5_000,
        );
        const reply = JSON.parse(text) as WalletReply;
        if (typeof reply?.status !== 'string') throw new WalletUnreachable('not a wallet answer');
        // The operator could not decide (its own failure): the same transaction is safe to send again.
        if (reply.status === 'RS_ERROR_UNKNOWN') {
          last = new WalletUnreachable('RS_ERROR_UNKNOWN');
          continue;
        }
        return reply;
      } catch (error) {
        last = error;
      }
    }
    throw last instanceof WalletUnreachable ? last : new WalletUnreachable(String(last));
  }

  balance(player: Player, gameCode: string) {
    return this.call(player.vendor, 'balance', {
      user: player.user,
      currency: player.currency,
      token: player.token,
      game_code: gameCode,
    });
  }

  bet(player: Player, input: { uuid: string; gameCode: string; round: string; amount: bigint }) {
    return this.call(player.vendor, 'bet', {
      user: player.user,
      currency: player.currency,
      token: player.token,
      transaction_uuid: input.uuid,
      game_code: input.gameCode,
      round: input.round,
      round_closed: false,
      amount: Number(input.amount),
    });
  }

  win(player: Player, input: { betUuid: string; gameCode: string; round: string; amount: bigint }) {
    return this.call(player.vendor, 'win', {
      user: player.user,
      currency: player.currency,
      token: player.token,
      transaction_uuid: `${input.betUuid}:w`,
      reference_transaction_uuid: input.betUuid,
      game_code: input.gameCode,
      round: input.round,
      round_closed: true,
      amount: Number(input.amount),
    });
  }

  rollback(player: Player, input: { betUuid: string; gameCode: string; round: string }) {
    return this.call(player.vendor, 'rollback', {
      user: player.user,
      currency: player.currency,
      token: player.token,
      transaction_uuid: `${input.betUuid}:r`,
      reference_transaction_uuid: input.betUuid,
      game_code: input.gameCode,
      round: input.round,
      round_closed: true,
    });
  }
}
