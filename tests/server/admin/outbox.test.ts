import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxResponse } from '@/infrastructure/api/accounts';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';

let t: TestApp;
let admin: CreatedUser;

beforeAll(async () => {
  t = await testApp();
  admin = await createUser(t.db, { role: 'admin' });
});
afterAll(() => t.close());

async function outbox(query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/admin/outbox${query}`,
    headers: bearer(await tokenFor(t.app, admin)),
  });
}

describe('GET /admin/outbox (DESIGN.md §6 Mail: the outbox an admin can read)', () => {
  it('answers every e-mail the app sent, newest first, in the shared codec’s shape', async () => {
    await t.app.deps.mail.send({
      to: 'a@parlo.test',
      subject: 'First',
      text: 'Open http://localhost:3000/x',
    });
    t.clock.advance(60);
    await t.app.deps.mail.send({ to: 'b@parlo.test', subject: 'Second', text: 'Hello' });

    const response = await outbox();
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      data: { to: string; subject: string; sentAt: string | null }[];
    }>();
    expect(OutboxResponse.is(body)).toBe(true);
    expect(body.data.map((m) => [m.to, m.subject])).toEqual([
      ['b@parlo.test', 'Second'],
      ['a@parlo.test', 'First'],
    ]);
    expect(body.data[0]?.sentAt).toBeNull();
  });

  it('answers at most `limit` e-mails', async () => {
    const body = (await outbox('?limit=1')).json<{ data: unknown[] }>();
    expect(body.data).toHaveLength(1);
  });

  it('is refused to a teacher with 403 that does not sign them out', async () => {
    const teacher = await createUser(t.db, { role: 'public' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: bearer(await tokenFor(t.app, teacher)),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
  });
});
