/**
 * Real delivery of codes (issue 27): email through an SMTP server (nodemailer → a real SMTP server, the smtp-server
 * package, started here) and SMS through Twilio's Messages API (a local server that checks the exact request), each
 * alone and through the API flows that send codes: forgot password by email, and the registration SMS.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/server/errors';
import { SmtpSender } from '@/server/providers/email-smtp';
import { TwilioSender } from '@/server/providers/sms-twilio';
import { call, expectError, expectOk, LOTUS, makeAccount, uniqueMobile } from './accounts-support';
import { createTestApp, type TestApp } from './helpers';

interface Mail {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}
const mails: Mail[] = [];
let smtp: SMTPServer;
let smtpPort: number;

interface SmsRequest {
  method: string;
  path: string;
  auth: string;
  type: string;
  form: URLSearchParams;
}
const sms: SmsRequest[] = [];
/** What the fake Twilio answers next: status and body (201 with a message resource by default). */
let twilioAnswer: { status: number; body: unknown } | undefined;
let twilio: Server;
let twilioUrl: string;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(body));
  });

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;

  twilio = createServer(async (req, res) => {
    const body = await readBody(req);
    sms.push({
      method: req.method ?? '',
      path: req.url ?? '',
      auth: req.headers.authorization ?? '',
      type: req.headers['content-type'] ?? '',
      form: new URLSearchParams(body),
    });
    const answer = twilioAnswer ?? { status: 201, body: { sid: 'SM1', status: 'queued' } };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  twilioUrl = `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => twilio.close(() => resolve()));
});
afterEach(() => {
  twilioAnswer = undefined;
});

const twilioSender = () =>
  new TwilioSender({ accountSid: 'AC123', authToken: 'tok', from: '+15550001111', apiUrl: twilioUrl });

describe('email through SMTP', () => {
  it('authenticates, sends from the brand address to the player, as plain text and HTML', async () => {
    const sender = new SmtpSender(`smtp://mailer:secret@127.0.0.1:${smtpPort}`, {
      SMTP_FROM: 'Marquee <no-reply@marquee.test>',
      SMTP_FROM_AURORA: 'Aurora <no-reply@aurora.test>',
    });
    await sender.send({
      brandCode: 'aurora',
      to: 'ana@example.com',
      subject: 'Your code',
      body: 'Code 123456\n\n<b>not html</b>',
    });
    await sender.send({ brandCode: 'lotus', to: 'binh@example.com', subject: 'Mã', body: 'Mã 654321' });
    sender.close();
    const [first, second] = mails.slice(-2);
    expect(first).toMatchObject({ from: 'no-reply@aurora.test', to: ['ana@example.com'], user: 'mailer' });
    expect(first!.raw).toMatch(/Subject: Your code/);
    expect(first!.raw).toMatch(/Content-Type: text\/plain/);
    expect(first!.raw).toMatch(/Content-Type: text\/html/);
    // Long HTML lines travel quoted-printable: undo its soft line breaks and escaped '='.
    expect(first!.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=')).toContain(
      '<p>&lt;b&gt;not html&lt;/b&gt;</p>',
    );
    expect(second).toMatchObject({ from: 'no-reply@marquee.test', to: ['binh@example.com'] });
  });

  it('fails the send when the server refuses the login', async () => {
    const sender = new SmtpSender(`smtp://mailer:wrong@127.0.0.1:${smtpPort}`, { SMTP_FROM: 'a@b.test' });
    await expect(
      sender.send({ brandCode: 'aurora', to: 'x@example.com', subject: 's', body: 'b' }),
    ).rejects.toThrow();
    sender.close();
  });
});

describe('SMS through the Twilio Messages API', () => {
  it('posts the documented request: form body, basic auth, the account path', async () => {
    await twilioSender().send({ brandCode: 'lotus', to: '+84912345678', subject: '', body: 'Ma 123456' });
    const request = sms.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request.type).toBe('application/x-www-form-urlencoded');
    expect(request.auth).toBe(`Basic ${Buffer.from('AC123:tok').toString('base64')}`);
    expect(Object.fromEntries(request.form)).toEqual({
      To: '+84912345678',
      Body: 'Ma 123456',
      From: '+15550001111',
    });
  });

  it('uses a messaging service instead of a sender number when one is configured', async () => {
    await new TwilioSender({
      accountSid: 'AC123',
      authToken: 'tok',
      messagingServiceSid: 'MG9',
      apiUrl: twilioUrl,
    }).send({ brandCode: 'lotus', to: '+84912345678', subject: '', body: 'x' });
    expect(Object.fromEntries(sms.at(-1)!.form)).toEqual({
      To: '+84912345678',
      Body: 'x',
      MessagingServiceSid: 'MG9',
    });
  });

  it.each([
    [400, { code: 21211, message: "Invalid 'To' Phone Number", status: 400 }, 'mobile_invalid', 400],
    [
      400,
      { code: 21614, message: "'To' number is not a valid mobile number", status: 400 },
      'mobile_invalid',
      400,
    ],
    [429, { code: 20429, message: 'Too Many Requests', status: 429 }, 'sms_throttled', 429],
    [400, { code: 14107, message: 'SMS send rate limit exceeded', status: 400 }, 'sms_throttled', 429],
    [401, { code: 20003, message: 'Authenticate', status: 401 }, 'sms_quota_exceeded', 503],
    [
      400,
      {
        code: 21606,
        message: "The 'From' phone number provided is not a valid message-capable Twilio phone number",
        status: 400,
      },
      'sms_quota_exceeded',
      503,
    ],
    [500, 'not json', 'sms_quota_exceeded', 503],
  ])('maps HTTP %i %j to %s', async (status, body, code, httpStatus) => {
    twilioAnswer = { status, body };
    const error = await twilioSender()
      .send({ brandCode: 'lotus', to: '+84912345678', subject: '', body: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(code);
    expect((error as AppError).status).toBe(httpStatus);
    if (code === 'sms_throttled') expect((error as AppError).params.seconds).toBe(300);
  });

  it('answers "contact customer service" when the provider cannot be reached', async () => {
    const sender = new TwilioSender({
      accountSid: 'AC1',
      authToken: 't',
      from: '+1',
      apiUrl: 'http://127.0.0.1:9',
      timeoutMs: 2_000,
    });
    const error = await sender
      .send({ brandCode: 'lotus', to: '+84912345678', subject: '', body: 'x' })
      .catch((e: unknown) => e);
    expect((error as AppError).code).toBe('sms_quota_exceeded');
  });
});

describe('codes leave through the configured providers', () => {
  let t: TestApp;
  beforeAll(async () => {
    vi.stubEnv('SMTP_URL', `smtp://mailer:secret@127.0.0.1:${smtpPort}`);
    vi.stubEnv('SMTP_FROM', 'Marquee <no-reply@marquee.test>');
    vi.stubEnv('SMS_PROVIDER_LOTUS', 'twilio');
    vi.stubEnv('TWILIO_ACCOUNT_SID', 'AC777');
    vi.stubEnv('TWILIO_AUTH_TOKEN', 'tok');
    vi.stubEnv('TWILIO_FROM', '+15550002222');
    vi.stubEnv('TWILIO_API_URL', twilioUrl);
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    vi.unstubAllEnvs();
  });

  it('mails the password-reset code through SMTP', async () => {
    const email = `reset${Date.now()}@example.com`;
    const account = await makeAccount(t, { email });
    const before = mails.length;
    expectOk(
      await call(t, 'POST', '/wps/member/password/email', { form: { username: account.username, email } }),
    );
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)).toMatchObject({ to: [email], from: 'no-reply@marquee.test' });
    expect(mails.at(-1)!.raw).toMatch(/\b\d{6}\b/);
  });

  it("sends lotus's registration code through Twilio, and refuses with the provider's answer", async () => {
    const mobileNo = uniqueMobile(9);
    expectOk(
      await call(t, 'POST', '/wps/verification/sms/register', {
        host: LOTUS,
        body: { mobileNo, countryDialingCode: '84' },
      }),
    );
    const request = sms.at(-1)!;
    expect(request.path).toBe('/2010-04-01/Accounts/AC777/Messages.json');
    expect(request.form.get('To')).toBe(`+84${mobileNo}`);
    expect(request.form.get('Body')).toMatch(/\b\d{6}\b/);
    // Refused by the provider: the code is taken back, so the player may ask again at once (no countdown).
    const refusedMobile = uniqueMobile(9);
    const send = () =>
      call(t, 'POST', '/wps/verification/sms/register', {
        host: LOTUS,
        body: { mobileNo: refusedMobile, countryDialingCode: '84' },
      });
    twilioAnswer = { status: 400, body: { code: 21211, message: "Invalid 'To' Phone Number", status: 400 } };
    expectError(await send(), 400, 'mobile_invalid');
    twilioAnswer = { status: 503, body: { code: 30001, message: 'Queue overflow', status: 503 } };
    expectError(await send(), 503, 'sms_quota_exceeded');
    const codes = await t.db
      .selectFrom('verification_code')
      .select('id')
      .where('destination', '=', `+84${refusedMobile}`)
      .execute();
    expect(codes).toEqual([]);
    twilioAnswer = undefined;
    expectOk(await send());
  });
});
