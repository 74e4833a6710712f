import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebinarView } from '@/contract/webinars';
import { planRefusal } from '@/domain/privileges/privileges';
import { webinarPhase } from '@/domain/webinars/webinarTime';
import { DEMO_ACCOUNTS, seedDemoData } from '../../../server/db/seed';
import { DEMO_WEBINARS } from '../../../server/db/seedWebinars';
import { bearer, signIn, testApp, type TestApp } from '../support/harness';

/* The demo webinars `npm start` seeds (issue #14), read by the demo teachers on their plans. */

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
  expect(await seedDemoData(t.db, t.clock)).toBe(true);
});
afterAll(() => t.close());

async function listFor(account: { login: string; password: string }): Promise<WebinarView[]> {
  const { accessToken } = await signIn(t.app, account.login, account.password);
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/webinars',
    headers: bearer(accessToken),
  });
  return response.json<{ data: WebinarView[] }>().data;
}

describe('the demo webinars', () => {
  it('are one to come and one past with a recording the demo teacher’s plan shows', async () => {
    const list = await listFor(DEMO_ACCOUNTS.teacher);
    const phase = (w: WebinarView) =>
      webinarPhase(new Date(w.startsAt), w.durationMinutes, t.clock.now());
    const upcoming = list.find((w) => w.title === DEMO_WEBINARS.upcoming);
    const past = list.find((w) => w.title === DEMO_WEBINARS.past);
    expect(upcoming && phase(upcoming)).toBe('upcoming');
    expect(past && phase(past)).toBe('past');
    expect(past?.recording.kind).toBe('available');
  });

  it('lock the recording for the starter on the free tier, in the plan’s words', async () => {
    const list = await listFor(DEMO_ACCOUNTS.starter);
    const past = list.find((w) => w.title === DEMO_WEBINARS.past);
    expect(past?.recording).toEqual({
      kind: 'locked',
      message: planRefusal('membersOnlyWebinarRecordings'),
    });
  });
});
