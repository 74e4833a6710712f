import { and, eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResourceResponse } from '@/infrastructure/api/resources';
import type { AudioTrack, Resource } from '@/infrastructure/api/resources';
import { rateLimits } from '../../../server/db/schema/rateLimits';
import { RATE_LIMITS } from '../../../server/services/rateLimit';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, tokenFor } from '../support/harness';
import { as, draft, fakeGenerator, resourcesApp } from './support';

/*
 * The signed-out resource page's door (spec §2 `/resource/{id}`, §6; issue #5): with the
 * external-bypass header and no session, anyone reads a PUBLIC, finished resource and its
 * audio; a private, draft or missing one is one and the same 404, and nothing that only its
 * author sees comes out.
 */

let t: TestApp;
let author: CreatedUser;
let authorApi: Awaited<ReturnType<typeof as>>;
/** Generated (so it has a prompt, requested vocabulary and a report), finished, PUBLIC. */
let shared: Resource;
let sharedTrack: AudioTrack;
let privateOne: Resource;
let privateTrack: AudioTrack;
let draftOne: Resource;

const BYPASS = { 'x-external-bypass': '1' };

/** A real, minimal MP3: an ID3v2.3 tag, then three silent MPEG-1 Layer III frames. */
function minimalMp3(): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([id3, frame, frame, frame]);
}
const MP3 = minimalMp3();

async function addTrack(id: number): Promise<AudioTrack> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/resources/${id}/audio?kind=upload`,
    headers: {
      ...bearer(await tokenFor(t.app, author)),
      'content-type': 'audio/mpeg',
      'x-file-name': 'lesson.mp3',
    },
    payload: MP3,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: AudioTrack }>().data;
}

async function ok(response: Promise<LightMyRequestResponse>): Promise<Resource> {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`answered ${answer.statusCode}: ${answer.body}`);
  return answer.json<{ data: Resource }>().data;
}

async function generated(): Promise<Resource> {
  const response = await authorApi.call('POST', '/api/resources/generate', draft());
  expect(response.statusCode).toBe(201);
  return ok(
    authorApi.call('GET', `/api/resources/${response.json<{ data: { id: number } }>().data.id}`),
  );
}

const setVisibility = (id: number, visibility: 'PUBLIC' | 'PRIVATE') =>
  ok(authorApi.call('PATCH', `/api/resources/${id}/visibility`, { visibility }));
const finish = (id: number) => ok(authorApi.call('POST', `/api/resources/${id}/finish`));

/** A call of the signed-out page: no session unless `headers` brings a token. */
const visit = (url: string, headers: Record<string, string> = BYPASS) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await resourcesApp(fakeGenerator());
  author = await createUser(t.db, { role: 'public', fullName: 'Tess Author' });
  authorApi = await as(t, author);

  shared = await generated();
  sharedTrack = await addTrack(shared.id);
  await finish(shared.id);
  await setVisibility(shared.id, 'PUBLIC');

  privateOne = await generated();
  privateTrack = await addTrack(privateOne.id);
  await finish(privateOne.id);

  draftOne = await generated();
  await setVisibility(draftOne.id, 'PUBLIC');
});
afterAll(() => t.close());

describe('a PUBLIC, finished resource', () => {
  it('is answered to a visitor with no session, in the Resource shape the SPA decodes', async () => {
    const response = await visit(`/api/shared/resources/${shared.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const decoded = ResourceResponse.decode(response.json());
    if (E.isLeft(decoded)) throw new Error(`not a ResourceResponse: ${response.body}`);
    const seen = decoded.right.data;
    const own = await ok(authorApi.call('GET', `/api/resources/${shared.id}`));
    expect(seen).toMatchObject({
      id: shared.id,
      name: own.name,
      visibility: 'PUBLIC',
      status: 'ready',
      ownerName: 'Tess Author',
      content: own.content,
      questions: own.questions,
      questionTypes: own.questionTypes,
      seed: own.seed,
      speech: own.speech,
      audio: [sharedTrack],
    });
  });

  it('leaves out what only its author sees: the request, the report, the token usage', async () => {
    const own = await ok(authorApi.call('GET', `/api/resources/${shared.id}`));
    // The fixture has every owner-only field filled, so the blanks below are real blanking.
    expect(own).toMatchObject({ owner: true, prompt: 'pets at home', vocabulary: ['gato'] });
    expect(own.report).not.toBeNull();
    const response = await visit(`/api/shared/resources/${shared.id}`);
    const seen = response.json<{ data: Resource }>().data;
    expect(seen).toMatchObject({
      owner: false,
      prompt: '',
      tenses: [],
      details: [],
      vocabulary: [],
      report: null,
      usage: { paragraph: null, questions: null },
      unavailable: [],
    });
    expect(Object.keys(seen)).not.toContain('ownerId');
    expect(response.body).not.toContain(author.row.email);
    expect(response.body).not.toContain('pets at home');
  });

  it('is the same answer for the author and any teacher: the door never knows the caller', async () => {
    const other = await createUser(t.db, { role: 'public' });
    const url = `/api/shared/resources/${shared.id}`;
    const anonymous = await visit(url);
    for (const user of [author, other]) {
      const signedIn = await visit(url, { ...BYPASS, ...bearer(await tokenFor(t.app, user)) });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.body).toBe(anonymous.body);
    }
  });

  it('plays its audio track byte for byte to a visitor', async () => {
    const response = await visit(`/api/shared/resources/${shared.id}/audio/${sharedTrack.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.equals(MP3)).toBe(true);
  });

  it('is no longer answered once its author makes it private again', async () => {
    const again = await generated();
    const track = await addTrack(again.id);
    await finish(again.id);
    await setVisibility(again.id, 'PUBLIC');
    expect((await visit(`/api/shared/resources/${again.id}`)).statusCode).toBe(200);
    await setVisibility(again.id, 'PRIVATE');
    expect((await visit(`/api/shared/resources/${again.id}`)).statusCode).toBe(404);
    expect((await visit(`/api/shared/resources/${again.id}/audio/${track.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('the same resource read by id by another signed-in teacher (issue #9)', () => {
  it('answers exactly the public view: no prompt, tenses, details, vocabulary or report', async () => {
    const other = await createUser(t.db, { role: 'public' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/resources/${shared.id}`,
      headers: bearer(await tokenFor(t.app, other)),
    });
    expect(response.statusCode).toBe(200);
    const seen = response.json<{ data: Resource }>().data;
    const publicView = (await visit(`/api/shared/resources/${shared.id}`)).json<{
      data: Resource;
    }>().data;
    expect(seen).toEqual(publicView);
    expect(response.body).not.toContain('pets at home');
    expect(seen.report).toBeNull();
  });

  it('answers its author every author-only field, and an administrator too', async () => {
    const own = await ok(authorApi.call('GET', `/api/resources/${shared.id}`));
    expect(own).toMatchObject({ owner: true, prompt: 'pets at home', vocabulary: ['gato'] });
    expect(own.tenses.length).toBeGreaterThan(0);
    expect(own.report).not.toBeNull();
    const admin = await createUser(t.db, { role: 'admin' });
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/resources/${shared.id}`,
      headers: bearer(await tokenFor(t.app, admin)),
    });
    expect(asAdmin.json<{ data: Resource }>().data).toMatchObject({
      owner: false,
      prompt: 'pets at home',
      report: own.report,
    });
  });
});

describe('anything else', () => {
  it('a private, a draft and a missing resource answer the very same 404', async () => {
    const answers = await Promise.all(
      [privateOne.id, draftOne.id, 2_000_000_000].map((id) => visit(`/api/shared/resources/${id}`)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Not found.' });
    }
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('the author’s own private resource is 404 through this door too', async () => {
    const headers = { ...BYPASS, ...bearer(await tokenFor(t.app, author)) };
    expect((await visit(`/api/shared/resources/${privateOne.id}`, headers)).statusCode).toBe(404);
  });

  it('the audio of a private resource is 404, and so is a shared resource’s with another’s track id', async () => {
    const attempts = [
      `/api/shared/resources/${privateOne.id}/audio/${privateTrack.id}`,
      `/api/shared/resources/${shared.id}/audio/${privateTrack.id}`,
      `/api/shared/resources/${shared.id}/audio/2000000000`,
    ];
    for (const url of attempts) {
      const response = await visit(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('a call without the bypass header is refused with a message that names it', async () => {
    for (const url of [
      `/api/shared/resources/${shared.id}`,
      `/api/shared/resources/${shared.id}/audio/${sharedTrack.id}`,
    ]) {
      const refused: Record<string, string>[] = [{}, { 'x-external-bypass': 'yes' }];
      for (const headers of refused) {
        const response = await visit(url, headers);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toContain('X-External-Bypass: 1');
      }
    }
  });

  it('an id that is not a number is a 400 naming the field, not a crash', async () => {
    const response = await visit('/api/shared/resources/abc');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^id is not valid/);
  });
});

describe('the limit per address', () => {
  it('an address that read too much is told to wait (429, Retry-After), then may read again', async () => {
    const rule = RATE_LIMITS.externalAddress;
    const key = and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, '127.0.0.1'));
    // The address has used up its window (inject calls come from 127.0.0.1).
    await t.db.update(rateLimits).set({ count: rule.limit, windowStart: t.clock.now() }).where(key);
    const refused = await visit(`/api/shared/resources/${shared.id}`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(rule.windowSeconds);
    expect(refused.json<{ message: string }>().message).toMatch(/wait a few minutes/);

    t.clock.advance(rule.windowSeconds);
    expect((await visit(`/api/shared/resources/${shared.id}`)).statusCode).toBe(200);
  });
});
