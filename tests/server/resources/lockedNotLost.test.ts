import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from '@/domain/billing/catalogue';
import type { Resource } from '@/infrastructure/api/resources';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, signIn } from '../support/harness';
import { givePlan } from '../support/plans';
import { draft, fakeGenerator, resourcesApp, storeMedia, uploadBody } from './support';

/*
 * Locked, not lost (issue #13): a teacher whose plan no longer has dialogues still opens,
 * teaches and prints the dialogues they made (the teaching screen and the print views
 * read the resource and its media); only making a new one is refused with the plan's words.
 * The token is a real sign-in's, so its privileges are the plan's.
 */

let t: TestApp;
let teacher: CreatedUser;
let dialogue: Resource;
let media: { readonly trackId: number; readonly imageId: number };
let headers: Record<string, string>;

const FREE = PLAN_CATALOGUE.find((plan) => plan.key === 'free');

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

beforeAll(async () => {
  t = await resourcesApp(fakeGenerator(), 2000);
  teacher = await createUser(t.db, { role: 'public' });
  // A plan with dialogues when the dialogue is made…
  await givePlan(t.db, teacher.row.id, { pupils: 0 }, t.clock.now());
  headers = bearer((await signIn(t.app, teacher.login, teacher.password)).accessToken);
  const made = await call(
    'POST',
    '/api/resources/upload',
    uploadBody({
      resourceType: 'dialogue_two_speakers',
      text: 'Ana: Hola. ¿Qué tal?\nBen: Muy bien, gracias.',
      translation: 'Hello. How are you?\nVery well, thank you.',
    }),
  );
  expect(made.statusCode).toBe(201);
  dialogue = made.json<{ data: Resource }>().data;
  media = await storeMedia(t, dialogue.id);
  // …then the free tier, without them, and a new sign-in whose token says so.
  await givePlan(
    t.db,
    teacher.row.id,
    { pupils: 0, privileges: FREE?.privileges ?? [] },
    t.clock.now(),
  );
  headers = bearer((await signIn(t.app, teacher.login, teacher.password)).accessToken);
});
afterAll(() => t.close());

describe('a dialogue made before the plan lost dialogues', () => {
  it('is a plan without dialogues indeed: a new dialogue is refused with the plan’s words', async () => {
    expect(FREE?.privileges).not.toContain('dialogues');
    const response = await call(
      'POST',
      '/api/resources/generate',
      draft({ resourceType: 'dialogue_two_speakers', questionTypes: ['phrase'] }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Your plan does not include Dialogues. Upgrade to use it.',
    });
  });

  it('still opens, whole, for the teaching screen and the print views', async () => {
    const response = await call('GET', `/api/resources/${dialogue.id}`);
    expect(response.statusCode).toBe(200);
    const read = response.json<{ data: Resource }>().data;
    expect(read.id).toBe(dialogue.id);
    expect(read.resourceType).toBe('dialogue_two_speakers');
    expect(JSON.stringify(read)).toContain('¿Qué tal?');
  });

  it('is still in the teacher’s library', async () => {
    const response = await call('GET', '/api/resources');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`"id":${dialogue.id}`);
  });

  it('still plays its audio and shows its pictures', async () => {
    const audio = await call('GET', `/api/resources/${dialogue.id}/audio/${media.trackId}`);
    expect(audio.statusCode).toBe(200);
    const image = await call('GET', `/api/resources/${dialogue.id}/images/${media.imageId}`);
    expect(image.statusCode).toBe(200);
  });

  it('may still be finished for display', async () => {
    const response = await call('POST', `/api/resources/${dialogue.id}/finish`, {});
    expect(response.statusCode === 401 || response.statusCode === 403).toBe(false);
  });
});
