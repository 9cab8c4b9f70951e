import type { Player, WalletClient } from './wallet-client';

/**
 * Wins and rollbacks that did not get a definite answer yet: sent again (same transaction ids) until the
 * operator answers, so a bet the sandbox accepted always ends settled or refunded. In memory: a restart of the
 * sandbox loses the queue (the operator's open bets of such rounds stay open for an operator to settle).
 */
export interface PendingCall {
  kind: 'win' | 'rollback';
  player: Player;
  betUuid: string;
  gameCode: string;
  round: string;
  amount: bigint;
  attempts: number;
}

export class Settlements {
  private readonly pending: PendingCall[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly wallet: WalletClient,
    private readonly onError: (error: unknown, call: PendingCall) => void = () => undefined,
    private readonly everyMs = 2_000,
  ) {}

  get size() {
    return this.pending.length;
  }

  add(call: Omit<PendingCall, 'attempts'>) {
    this.pending.push({ ...call, attempts: 0 });
    this.schedule();
  }

  private schedule() {
    if (this.timer || this.pending.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run().finally(() => this.schedule());
    }, this.everyMs);
    this.timer.unref();
  }

  /** One pass over the queue; a call with a definite answer leaves it. */
  run(): Promise<void> {
    this.running ??= (async () => {
      for (const call of this.pending.splice(0)) {
        call.attempts++;
        try {
          const reply =
            call.kind === 'win'
              ? await this.wallet.win(call.player, call)
              : await this.wallet.rollback(call.player, call);
          if (reply.status === 'RS_ERROR_UNKNOWN') this.pending.push(call);
        } catch (error) {
          this.onError(error, call);
          this.pending.push(call);
        }
      }
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Runs passes until the queue is empty or `passes` ran (tests and shutdown). */
  async drain(passes = 20): Promise<number> {
    for (let i = 0; i < passes && this.pending.length > 0; i++) await this.run();
    return this.pending.length;
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
