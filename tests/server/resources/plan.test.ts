import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unavailableReason } from '@/domain/questions/unavailableReasons';
import { questionTypesFor } from '@/domain/catalog/questionTypes';
import {
  type Privileges,
  PRIVILEGE_NAMES,
  privilegesAll,
  type PrivilegeName,
} from '@/domain/privileges/privileges';
import type { Resource } from '@/infrastructure/api/resources';
import { registeredRoutes } from '../../../server/http/routes/defineRoute';
import { generationJobs, resources } from '../../../server/db/schema/resources';
import type { CreatedUser, TestApp } from '../support/harness';
import { createUser } from '../support/harness';
import type { FakeGenerator } from './support';
import { as, draft, fakeGenerator, resourcesApp } from './support';

/*
 * Making resources honours the plan (spec §3 "privileges (named features)", §6): having Parlo
 * write a text needs createAiResources, a dialogue needs 'dialogues', each question type its own
 * privilege. A refusal is 403 with the words the teacher reads, and leaves nothing behind: no
 * generation job, no resource, no generator call, no questions. The teacher's own text stays
 * uploadable.
 */

let t: TestApp;
let generator: FakeGenerator;

beforeAll(async () => {
  generator = fakeGenerator();
  t = await resourcesApp(generator, 2000);
});
afterAll(() => t.close());

beforeEach(() => {
  generator.behaviour = fakeGenerator().behaviour;
  generator.requests.length = 0;
});

const refusal = (label: string) => ({
  message: `Your plan does not include ${label}. Upgrade to use it.`,
});

/** A teacher whose plan has every feature but `withheld`. */
async function teacherWithout(...withheld: PrivilegeName[]): Promise<CreatedUser> {
  const privileges = Object.fromEntries(
    PRIVILEGE_NAMES.map((name) => [name, !withheld.includes(name)]),
  ) as Privileges;
  return createUser(t.db, { role: 'public', privileges });
}

const resourcesOf = (user: CreatedUser) =>
  t.db.select().from(resources).where(eq(resources.ownerId, user.row.id));
const jobsOf = (user: CreatedUser) =>
  t.db.select().from(generationJobs).where(eq(generationJobs.ownerId, user.row.id));

async function storedRow(id: number) {
  const [row] = await t.db.select().from(resources).where(eq(resources.id, id));
  if (row === undefined) throw new Error('the resource is gone');
  return row;
}

const DIALOGUE_TEXT = 'Ana: Hola. ¿Qué tal?\nBen: Muy bien, gracias.';
const DIALOGUE_TRANSLATION = 'Hello. How are you?\nVery well, thank you.';

describe('the routes that have Parlo write a text', () => {
  it('declare createAiResources; upload and question derivation do not', () => {
    const access = (name: string) =>
      registeredRoutes(t.app).find((r) => `${r.method} ${r.url}` === name)?.access;
    expect(access('POST /api/resources/generate')?.privilege).toBe('createAiResources');
    expect(access('POST /api/resources/:id/rewrite')?.privilege).toBe('createAiResources');
    expect(access('POST /api/resources/upload')?.privilege).toBeUndefined();
    expect(access('POST /api/resources/:id/questions')?.privilege).toBeUndefined();
  });
});

describe('a plan without createAiResources', () => {
  it('is refused a generation with the plan’s words, and nothing is generated or stored', async () => {
    const teacher = await teacherWithout('createAiResources');
    const api = await as(t, teacher);
    const response = await api.call('POST', '/api/resources/generate', draft());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal('Create AI resources'));
    expect(generator.requests).toEqual([]);
    expect(await jobsOf(teacher)).toEqual([]);
    expect(await resourcesOf(teacher)).toEqual([]);
  });

  it('may still upload its own text, but not have Parlo rewrite it', async () => {
    const teacher = await teacherWithout('createAiResources');
    const api = await as(t, teacher);
    const uploaded = await api.upload();
    const before = await storedRow(uploaded.id);
    const response = await api.call('POST', `/api/resources/${uploaded.id}/rewrite`, {
      change: 'longer',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal('Create AI resources'));
    expect(generator.requests).toEqual([]);
    expect(await storedRow(uploaded.id)).toEqual(before);
  });
});

describe('a plan without dialogues', () => {
  let teacher: CreatedUser;
  let api: Awaited<ReturnType<typeof as>>;

  beforeEach(async () => {
    teacher = await teacherWithout('dialogues');
    api = await as(t, teacher);
  });

  it('is refused a dialogue, with nothing generated or stored', async () => {
    for (const resourceType of ['dialogue_two_speakers', 'dialogue_three_speakers']) {
      const response = await api.call(
        'POST',
        '/api/resources/generate',
        draft({ resourceType, questionTypes: ['phrase'] }),
      );
      expect({ resourceType, status: response.statusCode }).toEqual({ resourceType, status: 403 });
      expect(response.json()).toEqual(refusal('Dialogues'));
    }
    expect(generator.requests).toEqual([]);
    expect(await jobsOf(teacher)).toEqual([]);
    expect(await resourcesOf(teacher)).toEqual([]);
  });

  it('is still made a text', async () => {
    const response = await api.call('POST', '/api/resources/generate', draft());
    expect(response.statusCode).toBe(201);
    const stored = await resourcesOf(teacher);
    expect(stored.map((row) => row.resourceType)).toEqual(['text']);
  });

  it('may upload its own dialogue, but not have Parlo write it again', async () => {
    const uploaded = await api.upload({
      resourceType: 'dialogue_two_speakers',
      text: DIALOGUE_TEXT,
      translation: DIALOGUE_TRANSLATION,
    });
    expect(uploaded.resourceType).toBe('dialogue_two_speakers');
    const before = await storedRow(uploaded.id);
    const response = await api.call('POST', `/api/resources/${uploaded.id}/rewrite`, {
      change: 'longer',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal('Dialogues'));
    expect(generator.requests).toEqual([]);
    expect(await storedRow(uploaded.id)).toEqual(before);
  });
});

describe('a plan without a question type’s privilege', () => {
  let teacher: CreatedUser;
  let api: Awaited<ReturnType<typeof as>>;

  beforeEach(async () => {
    teacher = await teacherWithout('syllables', 'spotTheMistakes');
    api = await as(t, teacher);
  });

  it('is refused a generation naming that type, naming the first one missing', async () => {
    const response = await api.call(
      'POST',
      '/api/resources/generate',
      draft({ questionTypes: ['phrase', 'deliberate_errors', 'syllables'] }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal('Spot the mistakes'));
    expect(generator.requests).toEqual([]);
    expect(await jobsOf(teacher)).toEqual([]);
    expect(await resourcesOf(teacher)).toEqual([]);
  });

  it('is made a resource whose question types its plan includes', async () => {
    const response = await api.call(
      'POST',
      '/api/resources/generate',
      draft({ questionTypes: ['phrase', 'chunks'] }),
    );
    expect(response.statusCode).toBe(201);
    const stored = await resourcesOf(teacher);
    expect(stored.map((row) => row.questionTypes)).toEqual([['phrase', 'chunks']]);
  });

  it('is refused deriving that type, and the stored questions stay as they were', async () => {
    const uploaded = await api.upload();
    const derive = (types: readonly string[]) =>
      api.call('POST', `/api/resources/${uploaded.id}/questions`, { types });
    expect((await derive(['phrase'])).statusCode).toBe(200);
    const before = await storedRow(uploaded.id);

    const refused = await derive(['phrase', 'syllables']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal('Syllables'));
    expect(await storedRow(uploaded.id)).toEqual(before);

    const allowed = await derive(['vocabulary', 'phrase']);
    expect(allowed.statusCode).toBe(200);
    expect((await storedRow(uploaded.id)).questionTypes).toEqual(['vocabulary', 'phrase']);
  });

  it('is refused an upload naming that type; an upload naming none proposes only the plan’s', async () => {
    const named = await api.call('POST', '/api/resources/upload', {
      name: 'Uploaded text',
      target: 'es',
      native: 'en',
      level: { kind: 'cefr', level: 'A2' },
      text: 'El gato duerme en la casa.',
      questionTypes: ['syllables'],
    });
    expect(named.statusCode).toBe(403);
    expect(named.json()).toEqual(refusal('Syllables'));
    expect(await resourcesOf(teacher)).toEqual([]);

    const plain: Resource = await api.upload();
    // Within the plan, and only what the text can give: a text no tool wrote has no
    // comprehension types without an AI provider.
    const proposed = questionTypesFor('text').filter(
      (type) =>
        type !== 'syllables' &&
        type !== 'deliberate_errors' &&
        unavailableReason(plain.content, type, plain.writtenBy) === undefined,
    );
    expect(proposed).not.toContain('comprehension');
    expect(plain.questionTypes).toEqual(proposed);
    expect(plain.questionTypes.length).toBeGreaterThan(0);
  });
});

describe('a plan with only the features asked for', () => {
  it('is made a dialogue with its question types', async () => {
    const privileges = {
      ...privilegesAll(false),
      createAiResources: true,
      dialogues: true,
      whoSaidWhat: true,
    };
    const teacher = await createUser(t.db, { role: 'public', privileges });
    const api = await as(t, teacher);
    const response = await api.call(
      'POST',
      '/api/resources/generate',
      draft({ resourceType: 'dialogue_two_speakers', questionTypes: ['who_said_what'] }),
    );
    expect(response.statusCode).toBe(201);
    expect((await resourcesOf(teacher)).map((row) => row.resourceType)).toEqual([
      'dialogue_two_speakers',
    ]);
  });
});
