import { createTransport } from 'nodemailer';
import type { Mail, MailMessage } from '../../services/mail';

/** The SMTP Mail adapter, with a way to close its connection pool on shutdown. */
export interface SmtpMail extends Mail {
  close(): void;
}

/**
 * Sends through the SMTP server of `smtpUrl` (nodemailer's URL form, e.g.
 * `smtps://user:pass@mail.example.com` or `smtp://127.0.0.1:2525`). A failure rejects, so the
 * caller decides whether the use case fails or only logs it.
 */
export function createSmtpMail(options: {
  readonly smtpUrl: string;
  readonly from: string;
}): SmtpMail {
  const transport = createTransport(options.smtpUrl);
  return {
    async send(message: MailMessage): Promise<void> {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
    close(): void {
      transport.close();
    },
  };
}
