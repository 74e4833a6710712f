import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { systemClock } from '../../services/clock';
import type { Clock } from '../../services/clock';
import type { Mail } from '../../services/mail';
import { createOutboxMail } from './outboxMail';
import type { MailLogger } from './outboxMail';

/** The Mail adapter the configuration asks for, and how to release it on shutdown. */
export interface ConfiguredMail {
  readonly mail: Mail;
  readonly kind: 'smtp' | 'outbox';
  close(): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table (DESIGN.md §6).
 * nodemailer is imported only when SMTP is configured, so a start with the outbox skips it.
 */
export async function createMail(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  db: Db,
  logger: MailLogger,
  clock: Clock = systemClock,
): Promise<ConfiguredMail> {
  if (config.smtpUrl !== null) {
    const { createSmtpMail } = await import('./smtpMail');
    const smtp = createSmtpMail({ smtpUrl: config.smtpUrl, from: config.mailFrom });
    return { mail: smtp, kind: 'smtp', close: () => smtp.close() };
  }
  return { mail: createOutboxMail(db, logger, clock), kind: 'outbox', close: () => undefined };
}
