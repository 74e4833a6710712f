/** One e-mail to one recipient, plain text (links are written out in full). */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** The Mail port (DESIGN §6): the outbox adapter by default, SMTP when SMTP_URL is set. */
export interface Mail {
  send(message: MailMessage): Promise<void>;
}
