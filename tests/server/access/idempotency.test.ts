import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../../server/db/schema/idempotencyKeys';
import { resourceAudio, resources } from '../../../server/db/schema/resources';
import { defineRoute } from '../../../server/http/routes/defineRoute';
import {
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENCY_TTL_SECONDS,
} from '../../../server/http/plugins/idempotency';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import type { CreatedUser, TestApp } from '../support/harness';
import { uploadBody } from '../resources/support';

/*
 * Idempotency-Key (DESIGN.md §8, issue #9): a retried write acts once and gets the first
 * answer again; the same key with another request is 409.
 */

let t: TestApp;
let teacher: CreatedUser;
let headers: Record<string, string>;
/** How often the test route below ran its handler, and what it answers next. */
const flaky = { runs: 0, status: 500 };
/** Lets a test hold the slow route's handler until it says so. */
let releaseSlow: () => void = () => undefined;
const slow = { runs: 0 };

beforeAll(async () => {
  t = await testApp({
    beforeReady: async (app: FastifyInstance) => {
      await app.register(
        (api, _options, done) => {
          defineRoute(api, {
            method: 'POST',
            url: '/test/flaky',
            access: { roles: ['public'] },
            handler: async (_input, _request, reply) => {
              flaky.runs += 1;
              return reply.code(flaky.status).send({ message: `run ${flaky.runs}` });
            },
          });
          defineRoute(api, {
            method: 'POST',
            url: '/test/slow',
            access: { roles: ['public'] },
            handler: async () => {
              slow.runs += 1;
              await new Promise<void>((resolve) => {
                releaseSlow = resolve;
              });
              return { data: { run: slow.runs } };
            },
          });
          done();
        },
        { prefix: '/api' },
      );
    },
  });
  teacher = await createUser(t.db, { role: 'public' });
  headers = bearer(await tokenFor(t.app, teacher));
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `key-${(keys += 1)}-${Date.now()}`;

const UPLOAD = uploadBody();

function upload(key: string, body: Record<string, unknown> = UPLOAD, as = headers) {
  return t.app.inject({
    method: 'POST',
    url: '/api/resources/upload',
    headers: { ...as, 'idempotency-key': key },
    payload: body,
  });
}

async function resourcesOf(user: CreatedUser) {
  return t.db.select().from(resources).where(eq(resources.ownerId, user.row.id));
}

/** A real, minimal MP3 (ID3 tag, three silent MPEG-1 Layer III frames). */
function minimalMp3(): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([id3, frame, frame, frame]);
}

const sameAnswer = (a: LightMyRequestResponse, b: LightMyRequestResponse) => {
  expect(b.statusCode).toBe(a.statusCode);
  expect(b.body).toBe(a.body);
  expect(b.headers['content-type']).toBe(a.headers['content-type']);
};

describe('a write retried with its Idempotency-Key', () => {
  it('two uploads with one key make one resource, and both get the same answer', async () => {
    const before = (await resourcesOf(teacher)).length;
    const key = newKey();
    const first = await upload(key);
    const second = await upload(key);
    expect(first.statusCode).toBe(201);
    sameAnswer(first, second);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect((await resourcesOf(teacher)).length).toBe(before + 1);
  });

  it('keeps the answer sealed: the database holds none of its text, and a retry reads it whole', async () => {
    const key = newKey();
    const first = await upload(key);
    const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const stored = row?.body ?? Buffer.alloc(0);
    expect(stored.length).toBeGreaterThan(0);
    // The answer names the resource it made; the stored bytes do not.
    expect(first.body).toContain(String(UPLOAD.name));
    expect(stored.includes(Buffer.from(String(UPLOAD.name)))).toBe(false);
    expect(stored.includes(Buffer.from(first.body.slice(0, 16)))).toBe(false);
    sameAnswer(first, await upload(key));
  });

  it('a stored answer that cannot be opened is refused 409 with what to do, never sent garbled', async () => {
    const key = newKey();
    await upload(key);
    const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const damaged = Buffer.from(row?.body ?? Buffer.alloc(0));
    damaged[damaged.length - 1] = (damaged[damaged.length - 1] ?? 0) ^ 0xff;
    await t.db.update(idempotencyKeys).set({ body: damaged }).where(eq(idempotencyKeys.key, key));
    const retry = await upload(key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.unreadable });
  });

  it('a JSON body with its keys in another order is the same request', async () => {
    const key = newKey();
    const first = await upload(key);
    const reordered = Object.fromEntries(Object.entries(UPLOAD).reverse());
    const second = await upload(key, reordered);
    sameAnswer(first, second);
  });

  it('the same key with a different body is refused 409, and nothing is made', async () => {
    const key = newKey();
    expect((await upload(key)).statusCode).toBe(201);
    const before = (await resourcesOf(teacher)).length;
    const other = await upload(key, { ...UPLOAD, name: 'Another text' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.reused });
    expect((await resourcesOf(teacher)).length).toBe(before);
  });

  it('the same key on another route is refused 409', async () => {
    const key = newKey();
    const made = await upload(key);
    const id = made.json<{ data: { id: number } }>().data.id;
    const finish = await t.app.inject({
      method: 'POST',
      url: `/api/resources/${id}/finish`,
      headers: { ...headers, 'idempotency-key': key },
    });
    expect(finish.statusCode).toBe(409);
  });

  it('two identical uploads at the same moment make one resource and get one answer', async () => {
    const before = (await resourcesOf(teacher)).length;
    const key = newKey();
    const answers = await Promise.all([upload(key), upload(key), upload(key)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    sameAnswer(answers[0], answers[1]);
    sameAnswer(answers[0], answers[2]);
    expect((await resourcesOf(teacher)).length).toBe(before + 1);
  });

  it('a retry that arrives while the first still runs waits for its answer', async () => {
    const key = newKey();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/test/slow',
        headers: { ...headers, 'idempotency-key': key },
        payload: {},
      });
    const first = send();
    // The first claims the key before its handler starts: wait until it runs.
    while (slow.runs === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const retry = send();
    await new Promise((resolve) => setTimeout(resolve, 150));
    releaseSlow();
    const [a, b] = await Promise.all([first, retry]);
    expect(slow.runs).toBe(1);
    expect(a.json()).toEqual({ data: { run: 1 } });
    sameAnswer(a, b);
    expect(b.headers['idempotent-replayed']).toBe('true');
  });

  it('a binary upload is keyed by its bytes: one track for a retry, 409 for other bytes', async () => {
    const resource = (await upload(newKey())).json<{ data: { id: number } }>().data;
    const key = newKey();
    const sendAudio = (bytes: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/resources/${resource.id}/audio?kind=upload`,
        headers: { ...headers, 'content-type': 'audio/mpeg', 'idempotency-key': key },
        payload: bytes,
      });
    const first = await sendAudio(minimalMp3());
    expect(first.statusCode).toBe(201);
    sameAnswer(first, await sendAudio(minimalMp3()));
    const changed = minimalMp3();
    changed[100] = 1;
    expect((await sendAudio(changed)).statusCode).toBe(409);
    const tracks = await t.db
      .select()
      .from(resourceAudio)
      .where(eq(resourceAudio.resourceId, resource.id));
    expect(tracks).toHaveLength(1);
  });

  it('a 5xx answer is not kept: the retry runs again and its answer is the one replayed', async () => {
    const key = newKey();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/test/flaky',
        headers: { ...headers, 'idempotency-key': key },
        payload: {},
      });
    flaky.runs = 0;
    flaky.status = 500;
    expect((await send()).statusCode).toBe(500);
    flaky.status = 201;
    const second = await send();
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual({ message: 'run 2' });
    sameAnswer(second, await send());
    expect(flaky.runs).toBe(2);
  });

  it('one user’s key never replays another user’s answer', async () => {
    const other = await createUser(t.db, { role: 'public' });
    const otherHeaders = bearer(await tokenFor(t.app, other));
    const key = newKey();
    const mine = await upload(key);
    const theirs = await upload(key, UPLOAD, otherHeaders);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json<{ data: { id: number } }>().data.id).not.toBe(
      mine.json<{ data: { id: number } }>().data.id,
    );
  });

  it('a key is forgotten after a day: the same key then makes a new resource', async () => {
    const key = newKey();
    const first = await upload(key);
    t.clock.advance(IDEMPOTENCY_TTL_SECONDS);
    // The access token is long expired by now: a new one, as a refresh would give.
    headers = bearer(await tokenFor(t.app, teacher));
    const later = await upload(key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json<{ data: { id: number } }>().data.id).not.toBe(
      first.json<{ data: { id: number } }>().data.id,
    );
    // Writing with a new key clears the user's expired keys.
    t.clock.advance(IDEMPOTENCY_TTL_SECONDS);
    headers = bearer(await tokenFor(t.app, teacher));
    expect((await upload(newKey())).statusCode).toBe(201);
    const rows = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, teacher.row.id));
    expect(rows.map((r) => r.expiresAt > t.clock.now())).toEqual(rows.map(() => true));
  });

  it('a malformed key is refused 400 and nothing is made', async () => {
    const before = (await resourcesOf(teacher)).length;
    const answer = await upload('x'.repeat(201));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.malformed });
    expect((await resourcesOf(teacher)).length).toBe(before);
  });

  it('a write without a key runs each time, as before', async () => {
    const before = (await resourcesOf(teacher)).length;
    for (let i = 0; i < 2; i += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/resources/upload',
        headers,
        payload: UPLOAD,
      });
      expect(answer.statusCode).toBe(201);
    }
    expect((await resourcesOf(teacher)).length).toBe(before + 2);
  });
});
