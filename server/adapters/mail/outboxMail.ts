import { emailOutbox } from '../../db/schema/emailOutbox';
import type { Db } from '../../db/client';
import type { Mail, MailMessage } from '../../services/mail';

/** The little a mail adapter needs from the server's logger (Fastify's pino logger fits). */
export interface MailLogger {
  info(details: Record<string, unknown>, message: string): void;
}

const LINK = /https?:\/\/\S+/g;

/** The links of a text, without the sentence punctuation that may follow them. */
function linksIn(text: string): string[] {
  return (text.match(LINK) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, ''));
}

/**
 * The default Mail adapter (DESIGN.md §6): every message is stored in `email_outbox`, where an
 * admin reads it (GET /api/admin/outbox), and its links are written to the server log so the
 * demo can be followed without a mail server. Only this adapter logs links: they are secrets.
 */
export function createOutboxMail(db: Db, logger: MailLogger, clock: { now(): Date }): Mail {
  return {
    async send(message: MailMessage): Promise<void> {
      await db.insert(emailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        createdAt: clock.now(),
      });
      logger.info(
        { mailTo: message.to, links: linksIn(message.text) },
        `E-mail kept in the outbox (no SMTP_URL): ${message.subject}`,
      );
    },
  };
}
