import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GenerateResponse, ResourceResponse } from '@/infrastructure/api/resources';
import { checkClassroomSafety } from '@/domain/safety/classroomSafety';
import { generationJobs, resources } from '../../../server/db/schema/resources';
import { withClassroomSafety } from '../../../server/services/generation/generateContent';
import type { GenerationRequest } from '../../../server/services/generation/port';
import { contentFromText } from '../../../server/services/resources/segmentText';
import type { CreatedUser, TestApp } from '../support/harness';
import { createUser, testApp } from '../support/harness';
import type { FakeGenerator } from './support';
import { as, draft, fakeGenerator, sampleContent, sampleReport } from './support';

/*
 * The classroom-safety check on the generation routes, on PostgreSQL (issue #12): an unsafe
 * offline text is written again from another seed, an unsafe provider text is refused, and
 * nothing unsafe is ever stored, even from a generator that skipped the check.
 */

let t: TestApp;
let generator: FakeGenerator;
let teacher: CreatedUser;
let api: Awaited<ReturnType<typeof as>>;
/** Whether the app's generator is the fake wrapped as the product wraps it, or the bare fake. */
let wrapped = true;

beforeAll(async () => {
  generator = fakeGenerator();
  t = await testApp({
    beforeReady: (app) => {
      const checked = withClassroomSafety(generator);
      app.deps = {
        ...app.deps,
        // Read per call, so a test can take the product's wrapper away and reach the last gate.
        generator: { generate: (request) => (wrapped ? checked : generator).generate(request) },
      };
    },
  });
});
afterAll(() => t.close());

beforeEach(async () => {
  wrapped = true;
  generator.behaviour = fakeGenerator().behaviour;
  generator.requests.length = 0;
  teacher = await createUser(t.db, { role: 'public', country: 'GBR' });
  api = await as(t, teacher);
});

const resourcesOf = (user: CreatedUser) =>
  t.db.select().from(resources).where(eq(resources.ownerId, user.row.id));

/** A Spanish text whose second sentence has a girl sleep with someone. */
function unsafeContent(request: GenerationRequest) {
  const content = contentFromText({
    name: request.title,
    target: request.target,
    native: request.native,
    resourceType: request.resourceType,
    text: 'El gato duerme en la casa. Chloé duerme con Lucas. Hace sol hoy.',
    translation: 'The cat sleeps in the house. Chloé sleeps with Lucas. It is sunny today.',
  });
  if (E.isLeft(content)) throw new Error(content.left.message);
  return content.right;
}

describe('classroom safety when generating', () => {
  it('writes an unsafe offline text again from another seed and stores only the safe one', async () => {
    generator.behaviour = (request) =>
      Promise.resolve(
        E.right({
          content: request.seed === 42 ? unsafeContent(request) : sampleContent(request),
          report: sampleReport,
        }),
      );
    const response = await api.call('POST', '/api/resources/generate', draft({ seed: 42 }));
    expect(response.statusCode).toBe(201);
    expect(generator.requests.map((r) => r.seed)).toHaveLength(2);
    expect(generator.requests[1]?.seed).not.toBe(42);
    const [row] = await resourcesOf(teacher);
    expect(row && checkClassroomSafety(row.content)).toEqual({ type: 'safe' });
    // The request's seed is kept: the same request writes the same text again.
    expect(row?.seed).toBe(42);
    expect(row?.generator).toBe('offline');
  });

  it('refuses with 422 when every seed tried is unsafe, storing no resource', async () => {
    generator.behaviour = (request) =>
      Promise.resolve(E.right({ content: unsafeContent(request), report: sampleReport }));
    const response = await api.call('POST', '/api/resources/generate', draft());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ type: 'generation/unsafe' });
    expect(response.json<{ message: string }>().message).toContain(
      'people sleeping with each other',
    );
    // The unsafe sentence itself is not shown to the teacher.
    expect(response.body).not.toContain('Lucas');
    expect(generator.requests).toHaveLength(4);
    expect(new Set(generator.requests.map((r) => r.seed)).size).toBe(4);
    expect(await resourcesOf(teacher)).toEqual([]);
    const [job] = await t.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.ownerId, teacher.row.id));
    expect(job).toMatchObject({ status: 'failed', errorType: 'generation/unsafe' });
  });

  it('refuses an unsafe provider text at once: the provider was already asked to repair it', async () => {
    generator.behaviour = (request) =>
      Promise.resolve(
        E.right({ content: unsafeContent(request), report: sampleReport, generator: 'test-model' }),
      );
    const response = await api.call('POST', '/api/resources/generate', draft());
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toContain('AI provider (test-model)');
    expect(generator.requests).toHaveLength(1);
    expect(await resourcesOf(teacher)).toEqual([]);
  });

  it('stores nothing unsafe even from a generator that skipped the check', async () => {
    wrapped = false;
    generator.behaviour = (request) =>
      Promise.resolve(E.right({ content: unsafeContent(request), report: sampleReport }));
    const response = await api.call('POST', '/api/resources/generate', draft());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ type: 'generation/unsafe' });
    expect(await resourcesOf(teacher)).toEqual([]);
  });

  it('a provider’s text records its model, and the API says an AI wrote it', async () => {
    generator.behaviour = (request) =>
      Promise.resolve(
        E.right({ content: sampleContent(request), report: sampleReport, generator: 'llama3.1' }),
      );
    const response = await api.call('POST', '/api/resources/generate', draft());
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ data: { id: number } }>().data;
    expect(E.isRight(GenerateResponse.decode(response.json()))).toBe(true);
    const stored = await api.call('GET', `/api/resources/${id}`);
    const decoded = ResourceResponse.decode(stored.json());
    expect(E.isRight(decoded) && decoded.right.data.writtenBy).toEqual({
      kind: 'ai',
      model: 'llama3.1',
    });
    const list = await api.call('GET', '/api/resources?scope=private&page=1');
    expect(JSON.stringify(list.json())).toContain('"model":"llama3.1"');
  });

  it('an uploaded text reads as the teacher’s own', async () => {
    const resource = await api.upload();
    expect(resource.writtenBy).toEqual({ kind: 'teacher' });
  });
});

describe('classroom safety when rewriting', () => {
  it('refuses an unsafe rewrite and keeps the stored text', async () => {
    const created = await api.call('POST', '/api/resources/generate', draft());
    const { id } = created.json<{ data: { id: number } }>().data;
    const [before] = await resourcesOf(teacher);
    generator.behaviour = (request) =>
      Promise.resolve(
        E.right({ content: unsafeContent(request), report: sampleReport, generator: 'test-model' }),
      );
    const response = await api.call('POST', `/api/resources/${id}/rewrite`, { change: 'longer' });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toContain('not suitable for a school');
    const [after] = await resourcesOf(teacher);
    expect(after?.content).toEqual(before?.content);
    expect(after?.generator).toBe('offline');
  });
});
