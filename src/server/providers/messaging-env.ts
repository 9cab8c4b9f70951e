import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { SmtpSender } from './email-smtp';
import { type MessageSender, type Messaging, OutboxSender, type OutgoingMessage } from './messaging';
import { TwilioSender, twilioConfig } from './sms-twilio';

/** Sends through the sender a message's brand uses. */
class BrandSender implements MessageSender {
  private readonly senders = new Map<string, MessageSender>();

  constructor(
    readonly channel: 'sms' | 'email',
    private readonly pick: (brandCode: string) => MessageSender,
  ) {}

  send(message: OutgoingMessage): Promise<void> {
    let sender = this.senders.get(message.brandCode);
    if (!sender) {
      sender = this.pick(message.brandCode);
      this.senders.set(message.brandCode, sender);
    }
    return sender.send(message);
  }
}

const brandKey = (brandCode: string) => brandCode.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/**
 * The senders the environment configures (README "Configure"): email through SMTP when `SMTP_URL` is set, SMS
 * through the provider `SMS_PROVIDER_<BRAND>` or `SMS_PROVIDER` names (`twilio`), each brand with its own
 * credentials where `TWILIO_<BRAND>_…` are set. Without them a channel keeps the development outbox
 * (GET /__dev/outbox outside production). A provider named without its credentials stops the start.
 */
export function messagingFromEnv(
  db: Kysely<Database>,
  brandCodes: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Messaging {
  const outbox = { sms: new OutboxSender('sms', db), email: new OutboxSender('email', db) };
  const smsProvider = (brand: string) =>
    env[`SMS_PROVIDER_${brandKey(brand)}`] ?? env.SMS_PROVIDER ?? 'outbox';
  for (const brand of brandCodes) {
    const provider = smsProvider(brand);
    if (provider === 'outbox') continue;
    if (provider !== 'twilio')
      throw new Error(`SMS provider "${provider}" of ${brand} is not known (twilio, outbox)`);
    if (!twilioConfig(env, brand))
      throw new Error(`SMS provider twilio of ${brand} needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN`);
  }
  const smtp = env.SMTP_URL ? new SmtpSender(env.SMTP_URL, env) : undefined;
  return {
    email: smtp ?? outbox.email,
    sms: new BrandSender('sms', (brand) => {
      const config = smsProvider(brand) === 'twilio' ? twilioConfig(env, brand) : undefined;
      return config ? new TwilioSender(config) : outbox.sms;
    }),
  };
}
