import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export interface OutgoingMessage {
  brandCode: string;
  to: string;
  subject: string;
  body: string;
}

/** An SMS or email gateway. Production adapters call the operator's provider; the dev adapter keeps an outbox. */
export interface MessageSender {
  readonly channel: 'sms' | 'email';
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * Development adapter: every message lands in the outbox table, readable outside production at
 * GET /__dev/outbox so people and tests can finish verification flows. Shared by all instances.
 */
export class OutboxSender implements MessageSender {
  constructor(
    readonly channel: 'sms' | 'email',
    private readonly db: Kysely<Database>,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({
        brand_code: message.brandCode,
        channel: this.channel,
        destination: message.to,
        subject: message.subject,
        body: message.body,
      })
      .execute();
  }
}

export interface Messaging {
  sms: MessageSender;
  email: MessageSender;
}
