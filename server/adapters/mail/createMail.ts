import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { systemClock } from '../../services/clock';
import type { Clock } from '../../services/clock';
import type { Mail } from '../../services/mail';
import { createOutboxMail } from './outboxMail';
import type { MailLogger } from './outboxMail';
import { createSmtpMail } from './smtpMail';

/** The Mail adapter the configuration asks for, and how to release it on shutdown. */
export interface ConfiguredMail {
  readonly mail: Mail;
  readonly kind: 'smtp' | 'outbox';
  close(): void;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table (DESIGN.md §6). */
export function createMail(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  db: Db,
  logger: MailLogger,
  clock: Clock = systemClock,
): ConfiguredMail {
  if (config.smtpUrl !== null) {
    const smtp = createSmtpMail({ smtpUrl: config.smtpUrl, from: config.mailFrom });
    return { mail: smtp, kind: 'smtp', close: () => smtp.close() };
  }
  return { mail: createOutboxMail(db, logger, clock), kind: 'outbox', close: () => undefined };
}
