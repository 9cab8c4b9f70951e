import { createHmac, randomUUID } from 'node:crypto';
import type { WalletAnswer } from '../vendor/protocol';

/**
 * The lottery vendors (MQL, VNL) as clients of the operator's seamless wallet, exactly like the in-house vendor
 * MQ (src/server/modules/originals/mq-client.ts): the protocol's JSON, signed with the vendor's own secret and
 * handed to the operator's handler (the function the HTTP route calls), so signature, idempotency, tombstones and
 * every status apply. Rounds are `lottery-<draw id>`; a bet's win is `<uuid>:w`, its refund `<uuid>:r`.
 */

export type WalletCall = (
  vendor: string,
  action: string,
  rawBody: string,
  signature: string,
) => Promise<WalletAnswer>;

export interface LotteryPlayer {
  accountId: bigint;
  currency: string;
}

export interface WalletBet {
  uuid: string;
  gameCode: string;
  drawId: bigint;
  amount: bigint;
}

export class LotteryWallet {
  constructor(
    private readonly call: WalletCall,
    private readonly secretOf: (vendor: string) => Buffer | undefined,
  ) {}

  private send(vendor: string, action: string, body: Record<string, unknown>): Promise<WalletAnswer> {
    const secret = this.secretOf(vendor);
    if (!secret) throw new Error(`the lottery vendor ${vendor} has no wallet secret`);
    const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
    const signature = createHmac('sha256', secret).update(raw).digest('hex');
    return this.call(vendor, action, raw, signature);
  }

  private static player(player: LotteryPlayer) {
    return { user: `${player.accountId}`, currency: player.currency };
  }

  bet(vendor: string, player: LotteryPlayer, token: string, bet: WalletBet) {
    return this.send(vendor, 'bet', {
      ...LotteryWallet.player(player),
      token,
      transaction_uuid: bet.uuid,
      game_code: bet.gameCode,
      round: `lottery-${bet.drawId}`,
      round_closed: false,
      amount: Number(bet.amount),
    });
  }

  win(vendor: string, player: LotteryPlayer, bet: WalletBet & { payout: bigint }) {
    return this.send(vendor, 'win', {
      ...LotteryWallet.player(player),
      transaction_uuid: `${bet.uuid}:w`,
      reference_transaction_uuid: bet.uuid,
      game_code: bet.gameCode,
      round: `lottery-${bet.drawId}`,
      round_closed: true,
      amount: Number(bet.payout),
    });
  }

  rollback(vendor: string, player: LotteryPlayer, bet: WalletBet) {
    return this.send(vendor, 'rollback', {
      ...LotteryWallet.player(player),
      transaction_uuid: `${bet.uuid}:r`,
      reference_transaction_uuid: bet.uuid,
      game_code: bet.gameCode,
      round: `lottery-${bet.drawId}`,
    });
  }
}
