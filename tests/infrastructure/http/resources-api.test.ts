import { describe, expect, it } from 'vitest';
import { ApiError } from '@/infrastructure/http/apiError';
import { libraryParams } from '@/infrastructure/http/resources-api';
import { toGenerationRequest } from '@/application/resources/draft';
import {
  CONTENT,
  READY_DRAFT,
  REPORT,
  job,
  resource,
  summary,
} from '../../application/resources/fakes';
import { makeToken, resourcesApiHarness } from './harness';
import { hangUp, json } from './testServer';

const TOKEN = makeToken({ name: 'Tess', role: 'public' });

const t = resourcesApiHarness();

/** The adapter over the real HTTP client, session and storage, against the test t.server. */
/** The adapter, signed in. */
const setUp = () => t.api({ token: TOKEN });

const bodyOf = (path: string) => JSON.parse(t.server.hits(path)[0]?.body ?? 'null') as unknown;

const REQUEST = (() => {
  const request = toGenerationRequest(READY_DRAFT);
  if (request._tag === 'Left') throw new Error(request.left.message);
  return request.right;
})();

describe('POST /resources/generate', () => {
  it('an offline generation (201) gives the content and report, decoded', async () => {
    const api = setUp();
    t.server.route('POST', '/resources/generate', (_request, response) =>
      json(response, 201, {
        data: { id: 12, jobId: job().jobId, content: CONTENT, report: REPORT },
      }),
    );
    await expect(api.generate(REQUEST)).resolves.toEqual({
      kind: 'done',
      id: 12,
      jobId: job().jobId,
      content: CONTENT,
      report: REPORT,
    });
    expect(bodyOf('/resources/generate')).toEqual(REQUEST);
    expect(t.server.hits('/resources/generate')[0]?.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('a provider still at work (202) gives the job to poll', async () => {
    const api = setUp();
    t.server.route('POST', '/resources/generate', (_request, response) =>
      json(response, 202, { data: job() }),
    );
    await expect(api.generate(REQUEST)).resolves.toEqual({ kind: 'pending', job: job() });
  });

  it("a refusal (422) rejects with the generator's own message, for the form to show (no toast)", async () => {
    const api = setUp();
    const message = 'Japanese is not in the offline generator: set AI_BASE_URL to use a provider.';
    t.server.route('POST', '/resources/generate', (_request, response) =>
      json(response, 422, { message, type: 'generation/unsupported-language', jobId: job().jobId }),
    );
    const failure = api.generate(REQUEST);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow(message);
    expect(t.wired.toasts).toEqual([]);
  });

  it('content that breaks the contract is a clear error naming the field', async () => {
    const api = setUp();
    t.server.route('POST', '/resources/generate', (_request, response) =>
      json(response, 201, {
        data: { id: 12, jobId: 'j', content: { sentences: 3 }, report: REPORT },
      }),
    );
    await expect(api.generate(REQUEST)).rejects.toThrow(
      /^Unexpected response from \/resources\/generate: data\.content/,
    );
    expect(t.wired.toasts).toHaveLength(1);
  });

  it('no answer at all rejects with a readable message', async () => {
    const api = setUp();
    t.server.route('POST', '/resources/generate', (_request, _response, raw) => hangUp(raw));
    await expect(api.generate(REQUEST)).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('generation jobs and resources', () => {
  it('GET /resources/generation/:jobId gives the job', async () => {
    const api = setUp();
    const done = job({ status: 'done', resourceId: 12, report: REPORT });
    t.server.route('GET', `/resources/generation/${done.jobId}`, (_request, response) =>
      json(response, 200, { data: done }),
    );
    await expect(api.job(done.jobId)).resolves.toEqual(done);
  });

  it('a job with an unknown status is refused', async () => {
    const api = setUp();
    t.server.route('GET', `/resources/generation/${job().jobId}`, (_request, response) =>
      json(response, 200, { data: { ...job(), status: 'sleeping' } }),
    );
    await expect(api.job(job().jobId)).rejects.toThrow(/data\.status must be .*a job status/);
  });

  it('GET /resources/:id gives the whole resource', async () => {
    const api = setUp();
    t.server.route('GET', '/resources/12', (_request, response) =>
      json(response, 200, { data: resource() }),
    );
    await expect(api.get(12)).resolves.toEqual(resource());
  });

  it('PUT /resources/:id sends the patch and gives the resource as saved', async () => {
    const api = setUp();
    t.server.route('PUT', '/resources/12', (_request, response) =>
      json(response, 200, { data: resource({ name: 'Market day' }) }),
    );
    const saved = await api.update(12, { name: 'Market day', hashtags: ['food'] });
    expect(saved.name).toBe('Market day');
    expect(bodyOf('/resources/12')).toEqual({ name: 'Market day', hashtags: ['food'] });
  });

  it('POST /resources/:id/questions sends the types and gives questions and gaps', async () => {
    const api = setUp();
    const unavailable = [{ type: 'who_said_what', reason: 'The resource is not a dialogue.' }];
    t.server.route('POST', '/resources/12/questions', (_request, response) =>
      json(response, 200, { data: { questions: {}, unavailable } }),
    );
    await expect(api.deriveQuestions(12, ['vocabulary', 'who_said_what'])).resolves.toEqual({
      questions: {},
      unavailable,
    });
    expect(bodyOf('/resources/12/questions')).toEqual({ types: ['vocabulary', 'who_said_what'] });
  });

  it('POST /resources/:id/finish gives the ready resource', async () => {
    const api = setUp();
    t.server.route('POST', '/resources/12/finish', (_request, response) =>
      json(response, 200, { data: resource({ status: 'ready' }) }),
    );
    await expect(api.finish(12)).resolves.toMatchObject({ id: 12, status: 'ready' });
  });
});

describe('the library', () => {
  it('GET /resources sends only the filled-in filters and gives rows and total', async () => {
    const api = setUp();
    t.server.route('GET', '/resources', (_request, response) =>
      json(response, 200, { data: [summary()], total: 31 }),
    );
    const page = await api.list({
      scope: 'public',
      search: ' market ',
      hashtag: '',
      language: 'es',
      level: 'A2',
      page: 2,
    });
    expect(page).toEqual({ items: [summary()], total: 31 });
    const url = new URL(t.server.hits('/resources')[0]?.url ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      scope: 'public',
      search: 'market',
      language: 'es',
      level: 'A2',
      page: '2',
    });
  });

  it('a list answer without its total is refused', async () => {
    const api = setUp();
    t.server.route('GET', '/resources', (_request, response) =>
      json(response, 200, { data: [summary()] }),
    );
    await expect(api.list({})).rejects.toThrow(/total must be a number/);
  });

  it('PATCH /resources/:id/visibility sends the visibility and gives the row', async () => {
    const api = setUp();
    t.server.route('PATCH', '/resources/12/visibility', (_request, response) =>
      json(response, 200, { data: summary({ visibility: 'PUBLIC' }) }),
    );
    await expect(api.setVisibility(12, 'PUBLIC')).resolves.toMatchObject({ visibility: 'PUBLIC' });
    expect(bodyOf('/resources/12/visibility')).toEqual({ visibility: 'PUBLIC' });
    expect(t.server.hits('/resources/12/visibility')[0]?.idempotencyKey).toBeDefined();
  });

  it('DELETE /resources/:id resolves once the server confirms', async () => {
    const api = setUp();
    t.server.route('DELETE', '/resources/12', (_request, response) =>
      json(response, 200, { data: { id: 12, deleted: true } }),
    );
    await expect(api.remove(12)).resolves.toBeUndefined();
    expect(t.server.hits('/resources/12')).toHaveLength(1);
  });

  it("someone else's resource (404) rejects with the server's message", async () => {
    const api = setUp();
    t.server.route('DELETE', '/resources/99', (_request, response) =>
      json(response, 404, { message: 'Not found' }),
    );
    await expect(api.remove(99)).rejects.toMatchObject({ status: 404, message: 'Not found' });
  });

  it('blank and missing filters are left out of the query', () => {
    expect(libraryParams({ search: '  ', level: undefined, page: 1 })).toEqual({ page: 1 });
  });
});
