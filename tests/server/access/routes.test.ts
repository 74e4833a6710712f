import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/domain/session/userInfo';
import type { Role } from '@/domain/session/userInfo';
import { users } from '../../../server/db/schema/users';
import { privilegesAll } from '@/domain/privileges/privileges';
import {
  EXTERNAL_BYPASS_REQUIRED,
  missingPrivilege,
  registeredRoutes,
} from '../../../server/http/routes/defineRoute';
import type { RegisteredRoute } from '../../../server/http/routes/defineRoute';
import { createAccessTokens } from '../../../server/services/accessTokens';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { as, storeMedia } from '../resources/support';

/*
 * Access control is a mechanism (issue #3): every route registered through defineRoute is
 * walked here with no token, bad tokens and a token of each role. Routes added by later
 * issues join this test without anyone editing it.
 */

let t: TestApp;
let routes: readonly RegisteredRoute[];
const people = {} as Record<Role, CreatedUser>;
let disabled: CreatedUser;
let deleted: CreatedUser;

beforeAll(async () => {
  t = await testApp();
  routes = registeredRoutes(t.app);
  for (const role of ROLES) people[role] = await createUser(t.db, { role });
  disabled = await createUser(t.db, { role: 'public' });
  deleted = await createUser(t.db, { role: 'admin' });
});
afterAll(() => t.close());

/** A concrete URL for a route: every path parameter becomes `1`. */
const urlOf = (route: RegisteredRoute) => route.url.replace(/:[^/]+/g, '1');

function send(
  route: RegisteredRoute,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: route.method,
    url: urlOf(route),
    headers,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
}

/** Routes for signed-in users of some roles. */
const protectedRoutes = () =>
  routes.filter((r) => r.access.roles !== 'anyone' && r.access.roles !== 'external');
const publicRoutes = () => routes.filter((r) => r.access.roles === 'anyone');
/** The signed-out resource page's door (spec §2 `/resource/{id}`, §6). */
const externalRoutes = () => routes.filter((r) => r.access.roles === 'external');
const allows = (route: RegisteredRoute, role: Role) =>
  typeof route.access.roles === 'string' || route.access.roles.includes(role);

/** Tokens that must not be accepted: expired, and signed with another key. */
async function badTokens(): Promise<[string, string][]> {
  const user = people.admin.info;
  const ttl = t.config.accessTokenTtlSeconds;
  const past = { now: () => new Date(t.clock.now().getTime() - (ttl + 1) * 1000) };
  const expired = await createAccessTokens({
    secret: t.config.jwtSecret,
    ttlSeconds: ttl,
    clock: past,
  }).sign(user, randomUUID());
  const wrongKey = await createAccessTokens({
    secret: 'another-secret-that-is-also-32-characters-long',
    ttlSeconds: ttl,
    clock: t.clock,
  }).sign(user, randomUUID());
  return [
    ['expired', expired],
    ['signed with another key', wrongKey],
    ['not a JWT', 'not-a-token'],
  ];
}

describe('the route registry', () => {
  it('holds the routes of this issue, so the walk below is not empty', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/account_setting',
        'PUT /api/account_setting',
        'GET /api/custom_tour/:pageId',
        'POST /api/custom_tour',
        'POST /api/custom_analytics',
        'GET /api/admin/outbox',
        'GET /api/activity_stream',
        'POST /api/login',
        // Registered in their own encapsulated context (resourceMedia.ts), still walked here.
        'POST /api/resources/:id/rewrite',
        'POST /api/resources/:id/audio',
        'GET /api/resources/:id/audio/:trackId',
        'DELETE /api/resources/:id/audio/:trackId',
        'GET /api/shared/resources/:id',
        'GET /api/shared/resources/:id/audio/:trackId',
        'POST /api/resources/:id/images/:slot',
        'GET /api/resources/:id/images/:imageId',
        'DELETE /api/resources/:id/images/:imageId',
        'GET /api/shared/resources/:id/images/:imageId',
        // Issue #10: the teacher's homework results.
        'GET /api/v1/homeworks',
        'GET /api/v1/homeworks-by-class',
        'GET /api/v1/homework-result-by-class/:classId/:homeworkId',
        'GET /api/v1/homework-result/:id',
        'GET /api/v1/task-attempts/:id',
        // Issue #11: the pupil's side of homework.
        'GET /api/v1/pupil/homeworks',
        'GET /api/v1/pupil/tasks/:homeworkId/:taskId',
        'GET /api/v1/pupil/tasks/:homeworkId/:taskId/audio',
        'POST /api/v1/pupil/attempts',
        'POST /api/v1/homeworks/:id/close',
        // Issue #13: subscriptions and the built-in engine's payment page.
        'GET /api/subscriptions/plans',
        'GET /api/subscriptions/current',
        'GET /api/subscriptions/:id',
        'GET /api/subscriptions/invoices/:invoiceId',
        'GET /api/subscriptions/upcoming-invoice/:planId',
        'POST /api/subscriptions/plan/upgrade',
        'GET /api/subscriptions/downgrading-invoice/:planId',
        'POST /api/subscriptions/plan/downgrade',
        'GET /api/billing/pay/:token',
        'POST /api/billing/pay/:token',
        // Issue #13: pupils beyond the limit, and the admin's access grants.
        'GET /api/v1/pupil-access',
        'PUT /api/v1/pupil-access',
        'GET /api/admin/users',
        'PATCH /api/admin/users/:id/access',
        // Issue #14: the admin console.
        'GET /api/admin/audit',
        'POST /api/admin/users/:id/grants',
        'POST /api/admin/grants/:grantId/revoke',
        'GET /api/admin/plans',
        'POST /api/admin/plans',
        'PUT /api/admin/plans/:planId',
        'GET /api/admin/word-lists',
        'POST /api/admin/word-lists/chunk-words',
        'DELETE /api/admin/word-lists/chunk-words/:id',
        'POST /api/admin/word-lists/pos-suggestions',
        'DELETE /api/admin/word-lists/pos-suggestions/:id',
        'GET /api/webinars',
        'GET /api/webinars/:webinarId',
        'POST /api/webinars',
        'PATCH /api/webinars/:webinarId',
        'POST /api/webinars/:webinarId/cancel',
        'PUT /api/webinars/:webinarId/registration',
        'DELETE /api/webinars/:webinarId/registration',
        'GET /api/admin/prompts',
        'GET /api/admin/prompts/:key',
        'POST /api/admin/prompts/:key/versions',
        'POST /api/admin/prompts/:key/activate',
        'POST /api/admin/prompts/:key/try',
        'GET /api/admin/accounts',
        'GET /api/admin/accounts/:id',
        'POST /api/admin/accounts/:id/disable',
        'POST /api/admin/accounts/:id/enable',
        'POST /api/admin/accounts/:id/verification',
        'GET /api/admin/accounts/:id/resources',
        'GET /api/admin/subscriptions',
        'GET /api/pages/:slug',
        'GET /api/admin/pages',
        'GET /api/admin/pages/:slug',
        'POST /api/admin/pages',
        'PUT /api/admin/pages/:slug',
      ]),
    );
  });

  it('lists each route’s access with the privilege it needs, if any', () => {
    const access = (name: string) => routes.find((r) => `${r.method} ${r.url}` === name)?.access;
    expect(access('POST /api/resources/:id/images/:slot')).toMatchObject({
      roles: ['public'],
      privilege: 'uploadImages',
    });
    expect(access('GET /api/resources/:id/images/:imageId')?.privilege).toBeUndefined();
  });

  it('every API route Fastify serves was added through defineRoute', () => {
    const defined = new Set(routes.map((r) => `${r.method} ${r.url}`));
    const api = t.app.allRoutes.filter((r) => r.includes(' /api/') && !r.startsWith('HEAD '));
    expect(api.filter((r) => !defined.has(r))).toEqual([]);
  });
});

describe('every protected route', () => {
  it('answers 401 Access denied without a token', async () => {
    for (const route of protectedRoutes()) {
      const response = await send(route);
      expect({ route: urlOf(route), status: response.statusCode }).toEqual({
        route: urlOf(route),
        status: 401,
      });
      expect(response.json()).toEqual({ error: 'Access denied', message: 'Access denied' });
    }
  });

  it('answers 401 Access denied for an expired, forged or malformed token', async () => {
    for (const [what, token] of await badTokens()) {
      for (const route of protectedRoutes()) {
        const response = await send(route, bearer(token));
        expect({ route: urlOf(route), what, status: response.statusCode }).toEqual({
          route: urlOf(route),
          what,
          status: 401,
        });
        expect(response.json<{ error: string }>().error).toBe('Access denied');
      }
    }
  });

  it.each(ROLES)(
    'answers a %s token by role: 403 without "forbidden" when refused, never 401/403 when allowed',
    async (role) => {
      const token = await tokenFor(t.app, people[role]);
      for (const route of protectedRoutes()) {
        const response = await send(route, bearer(token));
        const seen = {
          route: `${route.method} ${urlOf(route)}`,
          role,
          status: response.statusCode,
        };
        if (allows(route, role)) {
          expect(seen.status === 401 || seen.status === 403 ? seen : 'allowed').toBe('allowed');
        } else {
          expect(seen).toEqual({ ...seen, status: 403 });
          expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
        }
      }
    },
  );

  it('answers a token whose plan lacks the route’s privilege 403 naming it, never "forbidden"', async () => {
    const needing = protectedRoutes().filter((r) => r.access.privilege !== undefined);
    expect(needing.length).toBeGreaterThan(0);
    for (const route of needing) {
      const name = route.access.privilege ?? 'uploadImages';
      const roles = route.access.roles as readonly Role[];
      const role = roles[0] ?? 'public';
      const lacking = await createUser(t.db, {
        role,
        privileges: { ...privilegesAll(true), [name]: false },
      });
      const response = await send(route, bearer(await tokenFor(t.app, lacking)));
      expect({ route: urlOf(route), status: response.statusCode }).toEqual({
        route: urlOf(route),
        status: 403,
      });
      expect(response.json()).toEqual(missingPrivilege(name));
      expect(missingPrivilege(name).message).toMatch(/^Your plan does not include .+\. Upgrade/);
      // The same role with the privilege (here alone) gets past the check.
      const having = await createUser(t.db, {
        role,
        privileges: { ...privilegesAll(false), [name]: true },
      });
      const allowed = await send(route, bearer(await tokenFor(t.app, having)));
      expect(allowed.statusCode === 401 || allowed.statusCode === 403).toBe(false);
    }
  });

  it('answers 403 forbidden to a disabled account whose token is still valid', async () => {
    const token = await tokenFor(t.app, disabled);
    await t.db
      .update(users)
      .set({ disabledAt: t.clock.now() })
      .where(eq(users.id, disabled.row.id));
    for (const route of protectedRoutes().filter((r) => allows(r, 'public'))) {
      const response = await send(route, bearer(token));
      expect({ route: urlOf(route), status: response.statusCode }).toEqual({
        route: urlOf(route),
        status: 403,
      });
      expect(response.json()).toEqual({ message: 'forbidden' });
    }
  });

  it('answers 401 Access denied to a token issued before the account’s password changed', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const token = await tokenFor(t.app, user);
    t.clock.advance(1);
    await t.db
      .update(users)
      .set({ passwordChangedAt: t.clock.now() })
      .where(eq(users.id, user.row.id));
    for (const route of protectedRoutes()) {
      const response = await send(route, bearer(token));
      expect({ route: urlOf(route), status: response.statusCode }).toEqual({
        route: urlOf(route),
        status: 401,
      });
      expect(response.json()).toEqual({ error: 'Access denied', message: 'Access denied' });
    }
    // A token issued after the change is accepted again.
    const fresh = await tokenFor(t.app, user);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/account_setting',
      headers: bearer(fresh),
    });
    expect(answer.statusCode).toBe(200);
  });

  it('answers 403 forbidden to a deleted account whose token is still valid', async () => {
    const token = await tokenFor(t.app, deleted);
    await t.db.delete(users).where(eq(users.id, deleted.row.id));
    for (const route of protectedRoutes()) {
      const response = await send(route, bearer(token));
      expect({ route: urlOf(route), status: response.statusCode }).toEqual({
        route: urlOf(route),
        status: 403,
      });
      expect(response.json()).toEqual({ message: 'forbidden' });
    }
  });
});

describe('every non-idempotent route and Idempotency-Key (issue #9)', () => {
  /**
   * The routes that may ignore the key, each for the reason it gives in its definition: the
   * signed-out account calls have no user to keep a key for, and login's answer is a session.
   */
  const EXEMPT = [
    'POST /api/registration',
    'POST /api/login',
    'POST /api/forgetPassword',
    'POST /api/newpassword/:token',
    'POST /api/v1/pupils/:id/password',
    // Issue #11: the attempt's own key, under a unique index, makes a retry safe.
    'POST /api/v1/pupil/attempts',
    // Issue #13: the local payment page is signed out; the locked invoice pays once.
    'POST /api/billing/pay/:token',
    // Issue #13: Stripe sends no key; the event id in billing_events makes a redelivery harmless.
    'POST /api/billing/webhooks/stripe',
  ];
  const nonIdempotent = () => routes.filter((r) => r.method === 'POST' || r.method === 'PATCH');
  const honouring = () => nonIdempotent().filter((r) => r.idempotency === 'honoured');

  it('is honoured by every POST and PATCH route, except the listed ones that say why', () => {
    const exempt = nonIdempotent().filter((r) => r.idempotency !== 'honoured');
    expect(exempt.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...EXEMPT].sort());
    for (const route of exempt) {
      const reason = typeof route.idempotency === 'string' ? '' : route.idempotency.exempt;
      expect({ route: route.url, reason: reason.length > 40 }).toEqual({
        route: route.url,
        reason: true,
      });
    }
    expect(honouring().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/resources/upload',
        'POST /api/resources/generate',
        'POST /api/resources/:id/audio',
        'POST /api/resources/:id/images/:slot',
        'PATCH /api/resources/:id/visibility',
      ]),
    );
  });

  it('replays the first answer to a retry with the same key, and refuses another request under it with 409', async () => {
    let n = 0;
    for (const route of honouring()) {
      const roles = route.access.roles as readonly Role[];
      const role = roles[0] ?? 'public';
      const headers = { ...bearer(await tokenFor(t.app, people[role])) };
      const key = `walker-${(n += 1)}`;
      const sendWith = (payload: Record<string, unknown>) =>
        t.app.inject({
          method: route.method,
          url: urlOf(route),
          headers: { ...headers, 'idempotency-key': key },
          payload,
        });
      const first = await sendWith({});
      const retry = await sendWith({});
      const seen = (r: LightMyRequestResponse) => ({
        route: `${route.method} ${route.url}`,
        status: r.statusCode,
        body: r.body,
        replayed: r.headers['idempotent-replayed'],
      });
      expect(seen(retry)).toEqual({ ...seen(first), replayed: 'true' });
      expect(first.statusCode).toBeLessThan(500);
      const other = await sendWith({ another: 'request' });
      expect({ route: route.url, status: other.statusCode }).toEqual({
        route: route.url,
        status: 409,
      });
    }
  });
});

describe('every public route', () => {
  it('ignores the access token: a bad one gets the same answer as none', async () => {
    const [[, expired = ''] = []] = await badTokens();
    for (const route of publicRoutes()) {
      const without = await send(route);
      const withBad = await send(route, bearer(expired));
      expect({ route: urlOf(route), status: withBad.statusCode }).toEqual({
        route: urlOf(route),
        status: without.statusCode,
      });
    }
  });
});

describe('every external route', () => {
  /** Ids of a resource and of one of its audio tracks, for the routes' `:id` and `:trackId`. */
  interface Ids {
    readonly id: number;
    readonly trackId: number;
    /** One of its slide images, for `:imageId`. */
    readonly imageId: number;
    /** A transliteration scheme its (Mandarin) text has, for `:scheme`. */
    readonly scheme: string;
  }
  const BYPASS = { 'x-external-bypass': '1' };
  let shared: Ids;
  let privateOne: Ids;
  let draftOne: Ids;

  /** A resource of `people.public` with one track, finished and made PUBLIC as asked. */
  async function resourceWith(visibility: 'PUBLIC' | 'PRIVATE', finished: boolean): Promise<Ids> {
    const api = await as(t, people.public);
    // Mandarin, so that every door answers, transliteration (pinyin) included.
    const { id } = await api.upload({
      target: 'zh',
      text: '我去银行。',
      translation: 'I go to the bank.',
    });
    if (finished)
      expect((await api.call('POST', `/api/resources/${id}/finish`)).statusCode).toBe(200);
    const patched = await api.call('PATCH', `/api/resources/${id}/visibility`, { visibility });
    expect(patched.statusCode).toBe(200);
    const { trackId, imageId } = await storeMedia(t, id);
    return { id, trackId, imageId, scheme: 'pinyin' };
  }

  beforeAll(async () => {
    shared = await resourceWith('PUBLIC', true);
    privateOne = await resourceWith('PRIVATE', true);
    draftOne = await resourceWith('PUBLIC', false);
  });

  const urlWith = (route: RegisteredRoute, ids: Ids) =>
    route.url.replace(/:(\w+)/g, (_, name: string) => String(ids[name as keyof Ids]));

  const get = (route: RegisteredRoute, ids: Ids, headers: Record<string, string> = {}) =>
    t.app.inject({ method: route.method, url: urlWith(route, ids), headers });

  it('exist: the signed-out resource page has its door', () => {
    expect(externalRoutes().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/shared/resources/:id',
        'GET /api/shared/resources/:id/audio/:trackId',
        'GET /api/shared/resources/:id/images/:imageId',
      ]),
    );
  });

  it('answer a PUBLIC, finished resource to a visitor with the bypass header and no session', async () => {
    for (const route of externalRoutes()) {
      const response = await get(route, shared, BYPASS);
      expect({ route: route.url, status: response.statusCode }).toEqual({
        route: route.url,
        status: 200,
      });
    }
  });

  it('refuse a call without the bypass header (400 naming it), signed in or not', async () => {
    const token = await tokenFor(t.app, people.admin);
    for (const route of externalRoutes()) {
      const refused: Record<string, string>[] = [{}, bearer(token), { 'x-external-bypass': '0' }];
      for (const headers of refused) {
        const response = await get(route, shared, headers);
        expect({ route: route.url, status: response.statusCode }).toEqual({
          route: route.url,
          status: 400,
        });
        expect(response.json()).toEqual(EXTERNAL_BYPASS_REQUIRED);
      }
    }
    expect(EXTERNAL_BYPASS_REQUIRED.message).toContain('X-External-Bypass: 1');
  });

  it('answer a private, a draft and a missing resource with the same 404', async () => {
    const missing = { ...shared, id: 999_999 };
    for (const route of externalRoutes()) {
      for (const ids of [privateOne, draftOne, missing]) {
        const response = await get(route, ids, BYPASS);
        expect({ route: urlWith(route, ids), status: response.statusCode }).toEqual({
          route: urlWith(route, ids),
          status: 404,
        });
        expect(response.json()).toEqual({ message: 'Not found.' });
      }
    }
  });

  it('ignore the access token: valid, bad or none, every caller gets the same answer', async () => {
    const tokens = [
      ...(await badTokens()).map(([, token]) => token),
      ...(await Promise.all(ROLES.map((role) => tokenFor(t.app, people[role])))),
    ];
    for (const route of externalRoutes()) {
      for (const ids of [shared, privateOne]) {
        const without = await get(route, ids, BYPASS);
        for (const token of tokens) {
          const withToken = await get(route, ids, { ...BYPASS, ...bearer(token) });
          expect({ route: urlWith(route, ids), status: withToken.statusCode }).toEqual({
            route: urlWith(route, ids),
            status: without.statusCode,
          });
          expect(withToken.body).toBe(without.body);
        }
      }
    }
  });
});
