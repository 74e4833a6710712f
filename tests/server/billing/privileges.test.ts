import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentAnswer, UpcomingInvoice, UpgradeAnswer } from '@/contract/billing';
import { bearer, createUser, signIn, testApp, type TestApp } from '../support/harness';
import { draft } from '../resources/support';
import { refresh, refreshTokenOf } from '../auth/support';
import { dataOf, pay, payTokenOf, planOf } from './support';

/*
 * Privileges follow the plan (issue #13): the starter teacher on the free tier cannot have a
 * dialogue written; they upgrade, pay on the local payment page with the test card, and the
 * next refresh of their session (what the SPA does at once after paying) carries the plan's
 * privileges, so the same request now succeeds, without signing out.
 */

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const privilegeIn = (jwt: string): Record<string, boolean> => {
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
    privilege: Record<string, boolean>;
  };
  return payload.privilege;
};

const dialogue = draft({
  resourceType: 'dialogue_two_speakers',
  prompt: 'booking a table at a restaurant',
  questionTypes: ['phrase'],
});

describe('a paid upgrade reaches the session token at the next refresh', () => {
  it('the starter cannot generate a dialogue, upgrades, pays with 4242…, refreshes, and now can', async () => {
    const starter = await createUser(t.db, { role: 'public' });
    const signedIn = await signIn(t.app, starter.login, starter.password);
    expect(privilegeIn(signedIn.accessToken).dialogues).toBe(false);
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/resources/generate',
      headers: bearer(signedIn.accessToken),
      payload: dialogue,
    });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({
      message: 'Your plan does not include Dialogues. Upgrade to use it.',
    });

    const plan = await planOf(t, 'teacher-monthly');
    const headers = bearer(signedIn.accessToken);
    const preview = dataOf(
      await t.app.inject({
        method: 'GET',
        url: `/api/subscriptions/upcoming-invoice/${plan.id}`,
        headers,
      }),
      UpcomingInvoice,
    );
    const answer = dataOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/subscriptions/plan/upgrade',
        headers,
        payload: { planId: plan.id, prorationDate: preview.prorationDate },
      }),
      UpgradeAnswer,
    );
    // Not paid yet: a refresh still carries the free tier.
    const early = await refresh(t.app, refreshTokenOf(signedIn.response));
    expect(early.statusCode).toBe(200);
    expect(privilegeIn(early.body).dialogues).toBe(false);

    expect(dataOf(await pay(t, payTokenOf(answer.invoiceUrl)), PaymentAnswer).status).toBe('paid');
    const refreshed = await refresh(t.app, refreshTokenOf(early));
    expect(refreshed.statusCode).toBe(200);
    const token = refreshed.body;
    expect(privilegeIn(token)).toMatchObject({
      dialogues: true,
      voiceovers: true,
      pdfExport: true,
    });
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/resources/generate',
      headers: bearer(token),
      payload: dialogue,
    });
    expect([201, 202]).toContain(after.statusCode);
  });
});
