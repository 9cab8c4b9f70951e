import { AppError } from '../errors';
import type { MessageSender, OutgoingMessage } from './messaging';

/** Twilio's account, credentials and sender (`TWILIO_*`), and where its API is (a local server in tests). */
export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A sender number in E.164 or an alphanumeric sender id; or `messagingServiceSid` instead. */
  from?: string;
  messagingServiceSid?: string;
  apiUrl?: string;
  timeoutMs?: number;
}

/** Spec §8: "too many requests, try again after 5 minutes". */
export const SMS_RETRY_SECONDS = 300;

/** Twilio error codes (https://www.twilio.com/docs/api/errors) the player can act on, by what they mean to them. */
const INVALID_NUMBER = new Set([
  21211, // Invalid 'To' phone number
  21214, // 'To' phone number cannot be reached
  21408, // Permission to send an SMS has not been enabled for the region indicated by the 'To' number
  21610, // Attempt to send to unsubscribed recipient
  21612, // The 'To' phone number is not currently reachable via SMS
  21614, // 'To' number is not a valid mobile number
]);
const TOO_MANY = new Set([
  14107, // SMS send rate limit exceeded
  20429, // Too many requests
]);

/** The phone error (spec §8) a refused Messages API call stands for. */
export function twilioError(status: number, code: number | undefined): AppError {
  if (status === 429 || (code !== undefined && TOO_MANY.has(code)))
    return new AppError('sms_throttled', { seconds: SMS_RETRY_SECONDS, count: SMS_RETRY_SECONDS }, 429);
  if (code !== undefined && INVALID_NUMBER.has(code)) return new AppError('mobile_invalid');
  // Anything else (credentials, balance, the sender number, the queue, an outage) is the operator's to fix.
  return new AppError('sms_quota_exceeded');
}

/**
 * SMS through Twilio's Messages API, as documented: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` with a
 * form body (To, From or MessagingServiceSid, Body), HTTP basic auth with the account SID and auth token; 201 with
 * the message resource when accepted, else an error object `{ code, message, more_info, status }`.
 */
export class TwilioSender implements MessageSender {
  readonly channel = 'sms';

  constructor(private readonly config: TwilioConfig) {
    if (!config.from && !config.messagingServiceSid)
      throw new Error('Twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
  }

  async send(message: OutgoingMessage): Promise<void> {
    const { accountSid, authToken, from, messagingServiceSid } = this.config;
    const base = (this.config.apiUrl ?? 'https://api.twilio.com').replace(/\/$/, '');
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    if (messagingServiceSid) form.set('MessagingServiceSid', messagingServiceSid);
    else form.set('From', from!);
    let response: Response;
    try {
      response = await fetch(`${base}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch {
      throw new AppError('sms_quota_exceeded');
    }
    if (response.status === 200 || response.status === 201) return;
    const error = (await response.json().catch(() => ({}))) as { code?: unknown };
    throw twilioError(response.status, typeof error.code === 'number' ? error.code : undefined);
  }
}

/** The Twilio configuration of the environment, for a brand (`TWILIO_<BRAND>_…` first, then `TWILIO_…`). */
export function twilioConfig(env: NodeJS.ProcessEnv, brandCode: string): TwilioConfig | undefined {
  const prefix = `TWILIO_${brandCode.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_`;
  const get = (name: string) => env[`${prefix}${name}`] ?? env[`TWILIO_${name}`];
  const accountSid = get('ACCOUNT_SID');
  const authToken = get('AUTH_TOKEN');
  if (!accountSid || !authToken) return undefined;
  return {
    accountSid,
    authToken,
    from: get('FROM'),
    messagingServiceSid: get('MESSAGING_SERVICE_SID'),
    apiUrl: get('API_URL'),
  };
}
