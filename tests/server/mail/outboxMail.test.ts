import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMail } from '../../../server/adapters/mail/createMail';
import { createOutboxMail } from '../../../server/adapters/mail/outboxMail';
import { testApp } from '../support/harness';
import type { TestApp } from '../support/harness';
import { startSmtpServer } from './smtpServer';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

function recordingLogger() {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    info: (details: Record<string, unknown>, message: string) =>
      void lines.push({ details, message }),
  };
}

const message = {
  to: 'tess@school.org',
  subject: 'Choose a new Parlo password',
  text: 'Open http://localhost:3000/newpassword/abc123 within the hour.\nOr https://parlo.example/login.',
};

describe('outbox mail adapter (the default)', () => {
  it('stores each message in email_outbox, unsent, stamped with the clock', async () => {
    const mail = createOutboxMail(t.db, recordingLogger(), t.clock);
    const before = (await t.outbox()).length;
    await mail.send(message);
    const rows = await t.outbox();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      ...message,
      createdAt: t.clock.now(),
      sentAt: null,
      error: null,
    });
  });

  it('logs the links of the message so the demo can follow them', async () => {
    const logger = recordingLogger();
    await createOutboxMail(t.db, logger, t.clock).send(message);
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]?.details).toEqual({
      mailTo: 'tess@school.org',
      links: ['http://localhost:3000/newpassword/abc123', 'https://parlo.example/login'],
    });
    expect(logger.lines[0]?.message).toContain('Choose a new Parlo password');
  });
});

describe('createMail', () => {
  it('chooses the outbox when SMTP_URL is not set', async () => {
    const configured = await createMail(
      { smtpUrl: null, mailFrom: 'Parlo <no-reply@parlo.org>' },
      t.db,
      recordingLogger(),
      t.clock,
    );
    expect(configured.kind).toBe('outbox');
    const before = (await t.outbox()).length;
    await configured.mail.send(message);
    expect(await t.outbox()).toHaveLength(before + 1);
  });

  it('chooses SMTP when SMTP_URL is set, and then writes nothing to the outbox', async () => {
    const server = await startSmtpServer();
    const configured = await createMail(
      { smtpUrl: `smtp://127.0.0.1:${server.port}`, mailFrom: 'Parlo <no-reply@parlo.org>' },
      t.db,
      recordingLogger(),
      t.clock,
    );
    try {
      expect(configured.kind).toBe('smtp');
      const before = (await t.outbox()).length;
      await configured.mail.send(message);
      expect(server.received).toHaveLength(1);
      expect(server.received[0]?.to).toEqual(['tess@school.org']);
      expect(server.received[0]?.from).toBe('no-reply@parlo.org');
      expect(await t.outbox()).toHaveLength(before);
    } finally {
      configured.close();
      await server.close();
    }
  });
});
