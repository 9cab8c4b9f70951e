import type { Transporter } from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './messaging';

/** Where the SMTP sender sends from: the brand's own address (`SMTP_FROM_<BRAND>`), else `SMTP_FROM`. */
export function fromAddress(env: NodeJS.ProcessEnv, brandCode: string): string | undefined {
  return env[`SMTP_FROM_${brandCode.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`] ?? env.SMTP_FROM;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The HTML part of a message: its text, escaped, a paragraph per blank-line block, line breaks kept. */
export function htmlOf(message: OutgoingMessage): string {
  const paragraphs = message.body
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head><body>${paragraphs}</body></html>`;
}

/**
 * Email through an SMTP server (nodemailer): `SMTP_URL` names the server and its credentials
 * (`smtp://user:password@host:587` upgrades with STARTTLS when the server offers it; `smtps://…:465` is TLS from the
 * first byte), `SMTP_FROM` / `SMTP_FROM_<BRAND>` the sender. Each message goes as plain text and HTML.
 */
export class SmtpSender implements MessageSender {
  readonly channel = 'email';
  /** Made on the first message: nodemailer is loaded then, not at every server start (a cold start's modules). */
  private transport: Transporter | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly env: NodeJS.ProcessEnv = process.env,
    private readonly options: { rejectUnauthorized?: boolean } = {},
  ) {}

  private async transporter(): Promise<Transporter> {
    const { default: nodemailer } = await import('nodemailer');
    if (this.closed) throw new Error('The SMTP sender is closed');
    this.transport ??= nodemailer.createTransport(this.url, {
      tls: { rejectUnauthorized: this.options.rejectUnauthorized ?? true },
    });
    return this.transport;
  }

  async send(message: OutgoingMessage): Promise<void> {
    const from = fromAddress(this.env, message.brandCode);
    if (!from)
      throw new Error(`No sender address: set SMTP_FROM or SMTP_FROM_${message.brandCode.toUpperCase()}`);
    const transport = await this.transporter();
    await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.body,
      html: htmlOf(message),
    });
  }

  close(): void {
    this.closed = true;
    this.transport?.close();
  }
}
