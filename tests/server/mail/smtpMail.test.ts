import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMail } from '../../../server/adapters/mail/smtpMail';
import { startSmtpServer } from './smtpServer';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('SMTP mail adapter', () => {
  it('delivers the message to the SMTP server named by SMTP_URL, from MAIL_FROM', async () => {
    const server = await startSmtpServer();
    cleanups.push(() => server.close());
    const mail = createSmtpMail({
      smtpUrl: `smtp://127.0.0.1:${server.port}`,
      from: 'Parlo <no-reply@parlo.test>',
    });
    cleanups.push(() => mail.close());

    await mail.send({
      to: 'tess@school.test',
      subject: 'Confirm your e-mail address',
      text: 'Open http://localhost:3000/auth/verify-email?token=abc to confirm.',
    });

    expect(server.received).toHaveLength(1);
    const [message] = server.received;
    expect(message?.from).toBe('no-reply@parlo.test');
    expect(message?.to).toEqual(['tess@school.test']);
    expect(message?.data).toMatch(/^Subject: Confirm your e-mail address$/m);
    expect(message?.data).toContain('http://localhost:3000/auth/verify-email?token=abc');
  });

  it('rejects when the SMTP server cannot be reached, so the caller can log the failure', async () => {
    const server = await startSmtpServer();
    const port = server.port;
    await server.close();
    const mail = createSmtpMail({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@parlo.test',
    });
    cleanups.push(() => mail.close());

    await expect(mail.send({ to: 'a@b.test', subject: 's', text: 't' })).rejects.toThrow();
  });
});
