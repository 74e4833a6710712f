import * as E from 'fp-ts/Either';
import type { LightMyRequestResponse } from 'fastify';
import type { ResourceContent } from '@/domain/resource/content';
import type { Resource } from '@/infrastructure/api/resources';
import type {
  ContentGenerator,
  GenerationError,
  GenerationRequest,
  GenerationResult,
} from '../../../server/services/generation/port';
import { insertAudioTrack } from '../../../server/db/repositories/resourceAudio';
import { resourceImages } from '../../../server/db/schema/resourceImages';
import { contentFromText } from '../../../server/services/resources/segmentText';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, testApp, tokenFor } from '../support/harness';

/** What the fake generator answers a request with; tests swap it. */
export type FakeBehaviour = (
  request: GenerationRequest,
) => Promise<E.Either<GenerationError, GenerationResult>>;

/**
 * A ContentGenerator for tests (the product uses the built-in offline one): it answers from
 * a fixed Spanish–English text, or whatever `behaviour` a test sets, and records requests.
 */
export interface FakeGenerator extends ContentGenerator {
  behaviour: FakeBehaviour;
  readonly requests: GenerationRequest[];
}

export const SPANISH = 'El gato duerme en la casa. La niña come una manzana. Hace sol hoy.';
export const ENGLISH = 'The cat sleeps in the house. The girl eats an apple. It is sunny today.';

/** Aligned content for a request, built by the upload segmenter (a real, valid content). */
export function sampleContent(
  request: Pick<GenerationRequest, 'target' | 'native' | 'resourceType' | 'title'>,
): ResourceContent {
  const content = contentFromText({
    name: request.title,
    target: request.target,
    native: request.native,
    resourceType: request.resourceType,
    text: request.resourceType.startsWith('dialogue')
      ? 'Ana: Hola. ¿Qué tal?\nBen: Muy bien, gracias.'
      : SPANISH,
    translation: request.resourceType.startsWith('dialogue')
      ? 'Hello. How are you?\nVery well, thank you.'
      : ENGLISH,
  });
  if (E.isLeft(content)) throw new Error(content.left.message);
  return content.right;
}

export const sampleReport = {
  topic: 'home',
  topicMatched: 'nearest',
  unusedVocabulary: [],
  notes: ['No topic matched "pets"; the text is about home.'],
} as const;

export function fakeGenerator(): FakeGenerator {
  const fake: FakeGenerator = {
    requests: [],
    behaviour: (request) =>
      Promise.resolve(E.right({ content: sampleContent(request), report: sampleReport })),
    generate(request) {
      fake.requests.push(request);
      return fake.behaviour(request);
    },
  };
  return fake;
}

/** The real app on its own database, with the fake generator and a short generation wait. */
export async function resourcesApp(
  generator: ContentGenerator,
  generationWaitMs = 2000,
): Promise<TestApp> {
  return testApp({
    beforeReady: (app) => {
      // The harness builds the app with the product's generator; resource routes read the
      // generator from app.deps at request time, so replacing deps here reaches them.
      app.deps = { ...app.deps, generator, generationWaitMs };
    },
  });
}

/** The dashboard draft the SPA sends; fields overridable. */
export function draft(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    resourceType: 'text',
    target: 'es',
    native: 'en',
    level: { kind: 'cefr', level: 'A2' },
    wordCount: 50,
    title: 'At home',
    prompt: 'pets at home',
    tenses: [6],
    details: [7],
    vocabulary: ['gato'],
    questionTypes: ['phrase', 'chunks'],
    seed: 42,
    ...overrides,
  };
}

/** The upload form's body (a Spanish text with its English translation); fields overridable. */
export function uploadBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Uploaded text',
    target: 'es',
    native: 'en',
    level: { kind: 'cefr', level: 'A2' },
    text: SPANISH,
    translation: ENGLISH,
    ...overrides,
  };
}

/**
 * A stored audio track and slide image of resource `resourceId`, put straight into their tables
 * (a 3-byte track, a 1-byte picture on slot 0): for tests of who may read them, not of their
 * formats (an uploaded text has no vocabulary slide for the image route to take).
 */
export async function storeMedia(
  t: TestApp,
  resourceId: number,
): Promise<{ readonly trackId: number; readonly imageId: number }> {
  const track = await insertAudioTrack(
    t.db,
    {
      resourceId,
      kind: 'upload',
      mimeType: 'audio/mpeg',
      fileName: 'track.mp3',
      bytes: 3,
      data: Buffer.from([1, 2, 3]),
      createdAt: t.clock.now(),
    },
    10,
  );
  if (typeof track === 'string') throw new Error(`no track stored: ${track}`);
  const [image] = await t.db
    .insert(resourceImages)
    .values({ resourceId, slot: 0, mimeType: 'image/png', bytes: Buffer.from([1]), byteLength: 1 })
    .returning({ id: resourceImages.id });
  if (image === undefined) throw new Error('no image stored');
  return { trackId: track.id, imageId: image.id };
}

/** Requests as one user. */
export async function as(t: TestApp, user: CreatedUser) {
  const headers = bearer(await tokenFor(t.app, user));
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    call,
    /** Uploads a text and answers the resource; fails the test on anything but 201. */
    async upload(fields: Record<string, unknown> = {}): Promise<Resource> {
      const response = await call('POST', '/api/resources/upload', uploadBody(fields));
      if (response.statusCode !== 201)
        throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
      return response.json<{ data: Resource }>().data;
    },
  };
}
