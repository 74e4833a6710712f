import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privilegesAll } from '@/domain/privileges/privileges';
import { ROLES } from '@/domain/session/userInfo';
import type { Role } from '@/domain/session/userInfo';
import { STRING_MAX_LENGTH } from '@/domain/validation/characters';
import { registeredRoutes } from '../../../server/http/routes/defineRoute';
import type { RegisteredRoute } from '../../../server/http/routes/defineRoute';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { as, draft, storeMedia, uploadBody } from '../resources/support';

/*
 * Malformed strings in every position of every route (issue #9: 68 of 15,296 malformed
 * requests answered 500). Every route registered through defineRoute is walked, so routes of
 * later issues join without anyone editing this walk; a route with a body needs an example
 * below (a test says which are missing), from which each string is replaced in turn.
 */

let t: TestApp;
let routes: readonly RegisteredRoute[];
const people = {} as Record<Role, CreatedUser>;
const tokens = {} as Record<Role, string>;
/** Valid values for every path parameter a route has, so the bad one is the only fault. */
let ids: Record<string, string>;

/**
 * Strings no field may hold: the guard refuses them in any position, before any route runs. A
 * lone surrogate exists only in JSON (`"\ud800"`): a URL is UTF-8 bytes, which cannot encode
 * one, so it is sent in bodies only (the bytes a careless client would send for it in an
 * address are walked with the long strings below).
 */
const REFUSED: readonly (readonly [string, string, boolean])[] = [
  ['NUL', 'a\u0000b', true],
  ['lone surrogate', 'a\ud800b', false],
  ['over the bound', 'é'.repeat(STRING_MAX_LENGTH + 1), true],
];
/**
 * Under the bound, over a PostgreSQL index row (2704 bytes) even compressed: 3,000 CJK
 * characters in a seeded, varied order, so only field limits stop it.
 */
const LONG = Array.from({ length: 3000 }, (_, i) =>
  String.fromCharCode(0x4e00 + ((i * 7919 + 104_729) % 20_000)),
).join('');

/**
 * A valid request for each route that reads a body or a query; the walk replaces each of its
 * strings. Keys are `METHOD url` as registered.
 */
const WEBINAR_EXAMPLE = {
  title: 'Getting started',
  description: 'An hour with the dashboard.',
  startsAtLocal: '2030-01-07T17:00',
  timeZone: 'Europe/London',
  durationMinutes: 60,
  joinUrl: 'https://meet.example.com/parlo',
  recordingUrl: null,
};

const EXAMPLES: Record<string, { body?: unknown; query?: Record<string, string> }> = {
  'POST /api/registration': {
    body: {
      fullName: 'Ana Ruiz',
      email: 'ana@example.com',
      password: 'Secret-Pass-2026!',
      country: 'ESP',
    },
  },
  'GET /api/auth/verify-email': { query: { token: 'abcdef' } },
  // Issue #14: webinars and the AI provider's instructions.
  'POST /api/webinars': { body: WEBINAR_EXAMPLE },
  'PATCH /api/webinars/:webinarId': { body: WEBINAR_EXAMPLE },
  'POST /api/admin/prompts/:key/versions': {
    body: { body: 'Write in {{targetLanguage}}.', note: 'Shorter.', activate: false },
  },
  'POST /api/admin/prompts/:key/activate': { body: { version: 1 } },
  'POST /api/admin/prompts/:key/try': { body: { body: 'Write in {{targetLanguage}}.' } },
  // Issue #14: disabling accounts and generic pages.
  'POST /api/admin/accounts/:id/disable': { body: { reason: 'Sent spam to pupils.' } },
  'POST /api/admin/accounts/:id/enable': { body: { reason: 'The school vouched for them.' } },
  'POST /api/admin/pages': {
    body: { slug: 'help', title: 'Help', bodyMarkdown: '# Help\n\nAsk us.', published: true },
  },
  'PUT /api/admin/pages/:slug': {
    body: { title: 'Help', bodyMarkdown: '# Help\n\nAsk us.', published: true },
  },
  'POST /api/login': { body: { login: 'teacher@example.com', password: 'Wrong-Pass-2026!' } },
  'PUT /api/account_setting/password': {
    body: { currentPassword: 'Wrong-Pass-2026!', newPassword: 'Another-Pass-2026!' },
  },
  'POST /api/forgetPassword': { body: { email: 'nobody@example.com' } },
  'POST /api/newpassword/:token': { body: { password: 'Another-Pass-2026!' } },
  'PUT /api/account_setting': {
    body: {
      fullName: 'Tess Teacher',
      userName: 'tess.t',
      country: 'GBR',
      teacherProfiles: [{ name: 'Year 8', nativeLanguage: 'en', targetLanguage: 'es' }],
    },
  },
  'POST /api/custom_tour': { body: { page: 'dashboard' } },
  'POST /api/custom_analytics': { body: { id: 'dashboard-generate', type: 'button' } },
  'GET /api/admin/outbox': { query: { limit: '10' } },
  'GET /api/activity_stream': { query: { limit: '10' } },
  'POST /api/resources/generate': { body: draft() },
  'POST /api/resources/upload': { body: uploadBody({ hashtags: ['food'] }) },
  'GET /api/resources': {
    query: { scope: 'public', search: 'gato', hashtag: 'food', language: 'es', level: 'A2' },
  },
  'PUT /api/resources/:id': { body: { name: 'Renamed', hashtags: ['home'] } },
  'POST /api/resources/:id/questions': { body: { types: ['phrase'] } },
  'POST /api/resources/:id/rewrite': { body: { change: 'Longer' } },
  'PATCH /api/resources/:id/visibility': { body: { visibility: 'PUBLIC' } },
  'POST /api/resources/:id/audio': { query: { kind: 'upload' } },
  'POST /api/v1/classrooms': { body: { name: 'Year 8 Spanish', language: 'es', levelKey: 'A1' } },
  'PATCH /api/v1/classrooms/:id': { body: { name: 'Year 9 Spanish' } },
  'POST /api/v1/classrooms/:id/pupils': { body: { names: ['Ana López', 'Ben Smith'] } },
  'PATCH /api/v1/pupils/:id': { body: { classroomId: 1 } },
  // Issue #13: pupils beyond the limit, and the admin's access grants.
  'PUT /api/v1/pupil-access': { body: { keep: [1] } },
  'PATCH /api/admin/users/:id/access': { body: { accessType: 'UNLIMITED', reason: 'Pilot' } },
  // Issue #14: grants and the plan catalogue editor.
  'POST /api/admin/users/:id/grants': { body: { kind: 'plan', planId: 1, reason: 'Pilot' } },
  'POST /api/admin/grants/:grantId/revoke': { body: { reason: 'Pilot over' } },
  'POST /api/admin/plans': {
    body: {
      productType: 'SINGLE_TEACHER',
      kind: 'Subscription',
      title: 'School',
      description: '',
      priceMinor: 1000,
      currency: 'GBP',
      interval: 'month',
      privileges: ['cloze'],
      teachers: 1,
      pupils: 0,
      pupilPlatform: false,
      rank: 1,
      stripePriceId: null,
      active: true,
    },
  },
  'PUT /api/admin/plans/:planId': {
    body: {
      title: 'Teacher',
      description: '',
      priceMinor: 1000,
      currency: 'GBP',
      interval: 'month',
      privileges: ['cloze'],
      teachers: 1,
      pupils: 0,
      pupilPlatform: false,
      rank: 1,
      stripePriceId: null,
      active: true,
    },
  },
  // Issue #13: organisations and the department's shared area.
  'POST /api/organisation': { body: { name: 'Parlo Academy', country: 'GBR' } },
  'PATCH /api/organisation': { body: { name: 'Parlo Academy', country: 'GBR' } },
  'POST /api/organisation/invitations': { body: { email: 'ana.ruiz@example.com' } },
  'PATCH /api/resources/:id/department': { body: { shared: true } },
  'POST /api/v1/homeworks': {
    body: {
      name: 'At the market',
      resourceId: 1,
      startsAt: '2026-03-02T00:00:00.000Z',
      dueAt: '2026-03-09T23:59:00.000Z',
      classroomIds: [1],
      tasks: [{ kind: 'vocab-type', passMark: 60 }],
    },
  },
  // Issue #13: a stale proration date (409) and a downgrade from the free tier (400) write nothing.
  'POST /api/subscriptions/plan/upgrade': { body: { planId: 2, prorationDate: 0 } },
  'POST /api/subscriptions/plan/downgrade': { body: { planId: 1 } },
  'POST /api/billing/pay/:token': {
    body: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ana Ruiz' },
  },
  'POST /api/v1/pupil/attempts': {
    body: {
      homeworkId: 1,
      taskId: 1,
      attemptKey: 'attempt-key-0001',
      submittedData: { answers: [['el pan'], ['el queso']] },
    },
  },
  // Issue #14: the word lists steering own-text segmentation.
  'GET /api/admin/word-lists': { query: { language: 'es' } },
  'POST /api/admin/word-lists/chunk-words': {
    body: { language: 'es', rule: 'break_before', words: ['pero'] },
  },
  'POST /api/admin/word-lists/pos-suggestions': {
    body: { language: 'es', pos: 'conjunction', words: ['pero'] },
  },
};

const key = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/** Every string leaf of `value` with its path, for replacing one at a time. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

function replaced(value: unknown, path: readonly (string | number)[], by: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return by;
  if (Array.isArray(value))
    return (value as unknown[]).map((v, i) => (i === head ? replaced(v, rest, by) : v));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaced(record[head], rest, by) };
}

/**
 * Percent-encodes for a URL. A lone surrogate has no UTF-8 form (encodeURIComponent throws):
 * it goes as the bytes a careless client sends for it (CESU-8), which are not UTF-8 either.
 */
const encode = (value: string) =>
  [...value].map((c) => (/^\p{Cs}$/u.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');

function urlOf(
  route: RegisteredRoute,
  params: Record<string, string>,
  query: Record<string, string>,
) {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
    encode(params[name] ?? ids[name] ?? '1'),
  );
  const search = Object.entries(query)
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .join('&');
  return search === '' ? path : `${path}?${search}`;
}

/** The caller a route lets in: its first role (a teacher with every privilege), or nobody. */
function headersFor(route: RegisteredRoute): Record<string, string> {
  const { roles } = route.access;
  if (roles === 'anyone') return {};
  if (roles === 'external') return { 'x-external-bypass': '1' };
  const role = roles.includes('public') ? 'public' : (roles[0] ?? 'public');
  return bearer(tokens[role]);
}

interface Attempt {
  readonly where: string;
  readonly response: LightMyRequestResponse;
}

/**
 * The route called with each of its positions holding `bad` in turn; `inAddress` false leaves
 * the path and query alone (a lone surrogate has no form there: see ADDRESS_SURROGATE).
 */
async function attempts(route: RegisteredRoute, bad: string, inAddress = true): Promise<Attempt[]> {
  const example = EXAMPLES[key(route)] ?? {};
  const query = example.query ?? {};
  const body =
    example.body ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
  const send = (where: string, url: string, payload: unknown): Promise<Attempt> =>
    t.app
      .inject({
        method: route.method,
        url,
        headers: headersFor(route),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      })
      .then((response) => ({ where, response }));
  const results: Attempt[] = [];
  for (const name of inAddress ? (route.url.match(/:\w+/g) ?? []) : [])
    results.push(await send(`param ${name}`, urlOf(route, { [name.slice(1)]: bad }, query), body));
  for (const name of inAddress ? [...Object.keys(query), 'extra'] : [])
    results.push(await send(`query ${name}`, urlOf(route, {}, { ...query, [name]: bad }), body));
  if (body !== undefined) {
    for (const path of stringPaths(body))
      results.push(
        await send(`body ${path.join('.')}`, urlOf(route, {}, query), replaced(body, path, bad)),
      );
    results.push(await send('body extra', urlOf(route, {}, query), { ...body, extra: [bad] }));
  }
  return results;
}

/** Every row of every table, as text: equal before and after means nothing was written. */
async function everyRow(): Promise<string> {
  const tables = await t.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await t.db.execute<{ all: string | null }>(
      sql.raw(`select string_agg(r::text, '|' order by r::text) as all from "${name}" r`),
    );
    parts.push(`${name}: ${rows.rows[0]?.all ?? ''}`);
  }
  return parts.join('\n');
}

beforeAll(async () => {
  t = await testApp();
  routes = registeredRoutes(t.app);
  for (const role of ROLES) {
    people[role] = await createUser(t.db, { role, privileges: privilegesAll(true) });
    tokens[role] = await tokenFor(t.app, people[role]);
  }
  const api = await as(t, people.public);
  const resource = await api.upload({
    target: 'zh',
    text: '我去银行。',
    translation: 'I go to the bank.',
  });
  await api.call('POST', `/api/resources/${resource.id}/finish`);
  await api.call('PATCH', `/api/resources/${resource.id}/visibility`, { visibility: 'PUBLIC' });
  const { trackId, imageId } = await storeMedia(t, resource.id);
  ids = {
    id: String(resource.id),
    trackId: String(trackId),
    imageId: String(imageId),
    slot: '0',
    scheme: 'pinyin',
    jobId: '00000000-0000-4000-8000-000000000000',
    pageId: 'dashboard',
    token: 'abcdef',
    key: 'text',
  };
});
afterAll(() => t.close());

/**
 * Routes whose body is the provider's signed bytes, kept raw for the signature check: the
 * guard never parses it, and a body nobody signed is refused before anything is read.
 */
const SIGNED_BODY_ROUTES = ['POST /api/billing/webhooks/stripe'];

describe('the walk', () => {
  it('has a valid example for every route that reads a body', () => {
    const missing = routes.filter((r) => r.hasBody && EXAMPLES[key(r)] === undefined).map(key);
    expect(missing).toEqual([]);
    expect(Object.keys(EXAMPLES).filter((k) => !routes.some((r) => key(r) === k))).toEqual([]);
  });

  it('sends examples the routes answer without a server error', async () => {
    for (const route of routes) {
      const example = EXAMPLES[key(route)] ?? {};
      const response = await t.app.inject({
        method: route.method,
        url: urlOf(route, {}, example.query ?? {}),
        headers: headersFor(route),
        ...(example.body === undefined ? {} : { payload: example.body as Record<string, unknown> }),
      });
      expect({ route: key(route), status: response.statusCode < 500 }).toEqual({
        route: key(route),
        status: true,
      });
    }
  });
});

describe.each(REFUSED)('a string with %s', (_what, bad, inAddress) => {
  it('is refused with 400 in every position of every route, and nothing is written', async () => {
    const before = await everyRow();
    const seen: { route: string; where: string; status: number }[] = [];
    for (const route of routes) {
      for (const { where, response } of await attempts(route, bad, inAddress)) {
        seen.push({ route: key(route), where, status: response.statusCode });
        // A JSON body reaches the guard as parsed text: refused there, naming the field. A
        // signed body is read as raw bytes, and refused (4xx, below) by its signature instead.
        if (where.startsWith('body') && !SIGNED_BODY_ROUTES.includes(key(route))) {
          expect({ route: key(route), where, status: response.statusCode }).toEqual({
            route: key(route),
            where,
            status: 400,
          });
          expect(response.json<{ message: string }>().message).toMatch(
            /NUL character|surrogate pair|too long/,
          );
        }
      }
    }
    // In the address, refused too: by the guard (400) or as an id that does not exist (404).
    expect(seen.filter((s) => s.status >= 500 || s.status < 400)).toEqual([]);
    expect(seen.length).toBeGreaterThan(routes.length);
    expect(await everyRow()).toBe(before);
  });
});

describe.each([
  ['of 3,000 characters (longer than an index row allows)', LONG],
  ['holding the bytes of a lone surrogate (not UTF-8)', 'a\ud800b'],
])('a string %s', (_what, value) => {
  it('never gets a server error in any position of any route', async () => {
    const failed: { route: string; where: string; status: number }[] = [];
    for (const route of routes) {
      for (const { where, response } of await attempts(route, value))
        if (response.statusCode >= 500)
          failed.push({ route: key(route), where, status: response.statusCode });
    }
    expect(failed).toEqual([]);
  });
});
