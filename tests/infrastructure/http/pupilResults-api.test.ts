import { describe, expect, it } from 'vitest';
import { createPupilResultsApi } from '@/infrastructure/http/pupilResults-api';
import { HOMEWORKS, PUPIL_ATTEMPT, RESULT } from '../../application/pupil/resultsFakes';
import { adapterHarness, makeToken } from './harness';
import { json } from './testServer';

/* The pupil results adapter over the real HTTP client, against a local test t.server. */

const TOKEN = makeToken({ name: 'Pat', role: 'PUPIL' });
const t = adapterHarness(createPupilResultsApi, { token: TOKEN });

describe('the pupil results adapter', () => {
  it('reads the pupil’s homework list (GET /v1/pupil/homeworks)', async () => {
    const api = t.api();
    t.server.route('GET', '/v1/pupil/homeworks', (_request, response) =>
      json(response, 200, { data: HOMEWORKS }),
    );
    await expect(api.homeworks()).resolves.toEqual(HOMEWORKS);
  });

  it('reads one homework result by its pupilHomeworkId (GET /v1/homework-result/:id)', async () => {
    const api = t.api();
    const withAnswers = {
      ...RESULT,
      pupilTasks: RESULT.pupilTasks.map((a) => ({ ...a, submittedData: { answers: [['x']] } })),
    };
    t.server.route('GET', '/v1/homework-result/5', (_request, response) =>
      json(response, 200, { data: withAnswers }),
    );
    const result = await api.homeworkResult(5);
    expect(result.homework).toEqual(RESULT.homework);
    expect(result.pupilTasks.map((a) => a.id)).toEqual([20, 21, 22, 23]);
  });

  it('keeps what an attempt says of accents and what to look at again', async () => {
    const api = t.api();
    t.server.route('GET', '/v1/task-attempts/21', (_request, response) =>
      json(response, 200, { data: PUPIL_ATTEMPT }),
    );
    const attempt = await api.attempt(21);
    expect(attempt.items[2]?.marking).toEqual({
      marking: 'automatic',
      correct: [true],
      accents: [true],
    });
    expect(attempt.items.map((i) => i.lookAgain)).toEqual(
      PUPIL_ATTEMPT.items.map((i) => i.lookAgain),
    );
  });

  it('a refusal rejects with the server’s message for the page to show, without a toast', async () => {
    const api = t.api();
    t.server.route('GET', '/v1/homework-result/9', (_request, response) =>
      json(response, 404, { message: 'Not found.' }),
    );
    await expect(api.homeworkResult(9)).rejects.toThrow('Not found.');
    expect(t.wired.toasts).toEqual([]);
  });

  it('a list of another shape is one clear error', async () => {
    const api = t.api();
    t.server.route('GET', '/v1/pupil/homeworks', (_request, response) =>
      json(response, 200, { data: [{ name: 'At the market' }] }),
    );
    await expect(api.homeworks()).rejects.toThrow(
      /Unexpected response from \/v1\/pupil\/homeworks/,
    );
  });
});
