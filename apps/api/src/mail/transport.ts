import nodemailer, { type Transporter } from 'nodemailer';

/** What the worker needs from a mail transport (nodemailer's, or a stand-in in tests). */
export type MailTransport = Pick<Transporter, 'sendMail' | 'close'>;

/**
 * An SMTP transport for `smtp://` or `smtps://` URLs (credentials in the URL). Time-outs are
 * bounded so a hung server cannot hold a claimed message past its lease.
 */
export function createSmtpTransport(url: string): MailTransport {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}

/**
 * What we keep of a delivery error: nodemailer's code, the SMTP command and the server's reply.
 * The reply is the server's own text; our message data never goes into it.
 */
export function describeMailError(error: unknown): {
  text: string;
  code?: string | undefined;
  responseCode?: number | undefined;
} {
  if (!(error instanceof Error)) return { text: String(error) };
  const e = error as Error & { code?: unknown; responseCode?: unknown; command?: unknown };
  const code = typeof e.code === 'string' ? e.code : undefined;
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const command = typeof e.command === 'string' ? ` (${e.command})` : '';
  return { text: `${code ? `${code}: ` : ''}${e.message}${command}`, code, responseCode };
}
