import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { describeBilling, parseConfig } from '../../../server/config';

/* STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_URL (issue #13), checked at start. */

const SECRET = 'sk_test_51AbCdEfGhIjKlMnOpQrStUvWx';
const WEBHOOK = 'whsec_0123456789abcdefABCDEF';

function refusal(env: Record<string, string>): string {
  const result = parseConfig(env);
  if (E.isRight(result)) throw new Error(`expected ${Object.keys(env).join(', ')} to be refused`);
  return result.left;
}

describe('the Stripe settings', () => {
  it('are absent without keys: the built-in engine bills', () => {
    const result = parseConfig({});
    expect(E.isRight(result) && result.right.stripe).toBeUndefined();
    expect(describeBilling({})).toMatch(/^Billing: the built-in engine/);
  });

  it('take both keys, and STRIPE_API_URL without its trailing slash', () => {
    const result = parseConfig({
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_WEBHOOK_SECRET: WEBHOOK,
      STRIPE_API_URL: 'http://127.0.0.1:12111/',
    });
    expect(E.isRight(result) && result.right.stripe).toEqual({
      secretKey: SECRET,
      webhookSecret: WEBHOOK,
      apiUrl: 'http://127.0.0.1:12111',
    });
  });

  it.each([
    [{ STRIPE_SECRET_KEY: SECRET }, /^STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is/],
    [
      { STRIPE_WEBHOOK_SECRET: WEBHOOK },
      /^STRIPE_SECRET_KEY must be set when STRIPE_WEBHOOK_SECRET is/,
    ],
    [
      { STRIPE_API_URL: 'http://127.0.0.1:12111' },
      /^STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set when STRIPE_API_URL or STRIPE_PRICES is/,
    ],
    [
      { STRIPE_PRICES: 'teacher-monthly=price_1' },
      /^STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set when STRIPE_API_URL or STRIPE_PRICES is/,
    ],
  ])('refuse one key without the other (%o)', (env, message) => {
    expect(refusal(env)).toMatch(message);
  });

  it.each([
    [
      'a publishable key',
      { STRIPE_SECRET_KEY: 'pk_test_51AbCdEf', STRIPE_WEBHOOK_SECRET: WEBHOOK },
    ],
    ['a webhook secret as the key', { STRIPE_SECRET_KEY: WEBHOOK, STRIPE_WEBHOOK_SECRET: WEBHOOK }],
    ['a key as the webhook secret', { STRIPE_SECRET_KEY: SECRET, STRIPE_WEBHOOK_SECRET: SECRET }],
    [
      'a key with a space',
      { STRIPE_SECRET_KEY: 'sk_test_abc def', STRIPE_WEBHOOK_SECRET: WEBHOOK },
    ],
  ])('refuse %s, and never repeat the secret in the message', (_what, env) => {
    const message = refusal(env);
    expect(message).toMatch(/^STRIPE_(SECRET_KEY|WEBHOOK_SECRET) must be/);
    expect(message).not.toContain(env.STRIPE_SECRET_KEY);
    expect(message).not.toContain(env.STRIPE_WEBHOOK_SECRET);
  });

  it('read STRIPE_PRICES as plan-key=price pairs', () => {
    const result = parseConfig({
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_WEBHOOK_SECRET: WEBHOOK,
      STRIPE_PRICES: ' teacher-monthly=price_1AbC , teacher-pupils-yearly=price_9Zy,',
    });
    expect(E.isRight(result) && result.right.stripe?.prices).toEqual({
      'teacher-monthly': 'price_1AbC',
      'teacher-pupils-yearly': 'price_9Zy',
    });
  });

  it.each([
    ['a pair without a price', 'teacher-monthly', /^STRIPE_PRICES must be plan-key=price_… pairs/],
    [
      'a product id for a price',
      'teacher-monthly=prod_1AbC',
      /^STRIPE_PRICES must be plan-key=price_… pairs/,
    ],
    ['one plan twice', 'free=price_1,free=price_2', /^STRIPE_PRICES names the plan free twice/],
  ])('refuse STRIPE_PRICES with %s', (_what, value, message) => {
    expect(
      refusal({ STRIPE_SECRET_KEY: SECRET, STRIPE_WEBHOOK_SECRET: WEBHOOK, STRIPE_PRICES: value }),
    ).toMatch(message);
  });

  it('refuse an API address that is not http(s)', () => {
    expect(
      refusal({
        STRIPE_SECRET_KEY: SECRET,
        STRIPE_WEBHOOK_SECRET: WEBHOOK,
        STRIPE_API_URL: 'ftp://stripe.local',
      }),
    ).toMatch(/^STRIPE_API_URL must be a URL starting with http:\/\/ or https:\/\//);
  });

  it('are described in the start banner by mode and address, never by key', () => {
    const line = describeBilling({
      stripe: { secretKey: SECRET, webhookSecret: WEBHOOK, apiUrl: 'http://127.0.0.1:12111' },
    });
    expect(line).toBe(
      'Billing: Stripe (test mode through 127.0.0.1:12111); webhooks at /api/billing/webhooks/stripe.',
    );
    expect(line).not.toContain(SECRET);
    expect(line).not.toContain(WEBHOOK);
  });
});
