import { describe, expect, it } from 'vitest';
import { createHomeworkResultsApi } from '@/infrastructure/http/homeworkResults-api';
import { CLASS_RESULT, row } from '../../application/homework/fakes';
import { adapterHarness, makeToken } from './harness';
import { json } from './testServer';

/* The homework results adapter over the real HTTP client, against a local test t.server. */

const TOKEN = makeToken({ name: 'Tess', role: 'public' });
const t = adapterHarness(createHomeworkResultsApi, { token: TOKEN });

describe('GET /v1/homeworks-by-class', () => {
  it('sends only the query’s values and reads the pair [list, count]', async () => {
    const api = t.api();
    t.server.route('GET', '/v1/homeworks-by-class', (_request, response) =>
      json(response, 200, { data: [[row()], 41] }),
    );
    await expect(
      api.byClass({ page: 2, limit: 20, search: ' market ', showActive: false }),
    ).resolves.toEqual({ items: [row()], total: 41 });
    const url = new URL(t.server.hits('/v1/homeworks-by-class')[0]?.url ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      limit: '20',
      search: 'market',
      showActive: 'false',
    });
  });

  it('a payload of another shape is one clear error with a toast', async () => {
    const api = t.api();
    t.server.route('GET', '/v1/homeworks-by-class', (_request, response) =>
      json(response, 200, { data: [row()] }),
    );
    await expect(api.byClass({ page: 1, limit: 20 })).rejects.toThrow(
      /Unexpected response from \/v1\/homeworks-by-class/,
    );
    expect(t.wired.toasts).toHaveLength(1);
  });
});

describe('GET /v1/homework-result-by-class', () => {
  it('uses the first element of the list (spec §7)', async () => {
    const api = t.api();
    t.server.route('GET', '/v1/homework-result-by-class/2/1', (_request, response) =>
      json(response, 200, { data: [CLASS_RESULT] }),
    );
    await expect(api.classResult(2, 1)).resolves.toEqual(CLASS_RESULT);
  });

  it('an empty list and a 404 both mean "no result", without a toast', async () => {
    const api = t.api();
    t.server.route('GET', '/v1/homework-result-by-class/2/1', (_request, response) =>
      json(response, 200, { data: [] }),
    );
    t.server.route('GET', '/v1/homework-result-by-class/3/1', (_request, response) =>
      json(response, 404, { message: 'Not found.' }),
    );
    await expect(api.classResult(2, 1)).resolves.toBeNull();
    await expect(api.classResult(3, 1)).resolves.toBeNull();
    expect(t.wired.toasts).toEqual([]);
  });

  it('any other failure rejects with the server’s message for the page to show', async () => {
    const api = t.api();
    t.server.route('GET', '/v1/homework-result-by-class/2/1', (_request, response) =>
      json(response, 400, { message: 'classId is not valid' }),
    );
    await expect(api.classResult(2, 1)).rejects.toThrow('classId is not valid');
  });
});
