import { describe, expect, it } from 'vitest';
import type { AttemptRequest } from '@/application/pupil/submissionPorts';
import { isNotFoundFailure } from '@/application/resources/ports';
import { PUPIL_ATTEMPT_MESSAGES } from '@/infrastructure/api/pupilHomework';
import { createPupilTaskApi, UNSENT_MESSAGES } from '@/infrastructure/http/pupilTask-api';
import { attempt, task } from '../../application/pupil/fakes';
import { adapterHarness, makeToken } from './harness';
import { hangUp, json } from './testServer';

/* The pupil task adapter over the real HTTP client, against a local test t.server. */

const TOKEN = makeToken({ name: 'Ana', role: 'PUPIL' });
const t = adapterHarness(createPupilTaskApi, { token: TOKEN });

const REQUEST: AttemptRequest = {
  homeworkId: 3,
  taskId: 11,
  attemptKey: 'b7c1e0a2-5f7d-4c55-9d1e-3e0f8b4a2c11',
  submittedData: { answers: [['el pan'], ['']] },
};

describe('GET /v1/pupil/tasks/:homeworkId/:taskId', () => {
  it('reads the task the pupil is given', async () => {
    const api = t.api();
    t.server.route('GET', '/v1/pupil/tasks/3/11', (_request, response) =>
      json(response, 200, { data: task() }),
    );
    await expect(api.task(3, 11)).resolves.toEqual(task());
  });

  it('rejects with the server’s words, shown in place (no toast)', async () => {
    const api = t.api();
    t.server.route('GET', '/v1/pupil/tasks/3/11', (_request, response) =>
      json(response, 404, { message: 'Not found' }),
    );
    await expect(api.task(3, 11)).rejects.toThrow('Not found');
    expect(t.wired.toasts).toEqual([]);
  });
});

describe('GET /v1/pupil/tasks/:homeworkId/:taskId/audio', () => {
  it('gives the task’s recording as a Blob of the type the server says', async () => {
    const api = t.api();
    const bytes = Buffer.from([0x49, 0x44, 0x33, 1, 2, 3]);
    t.server.route('GET', '/v1/pupil/tasks/3/11/audio', (_request, response) => {
      response.writeHead(200, { 'content-type': 'audio/ogg' });
      response.end(bytes);
    });
    const blob = await api.taskAudio(3, 11);
    expect(Buffer.from(await blob.arrayBuffer()).equals(bytes)).toBe(true);
    expect(blob.type).toBe('audio/ogg');
  });

  it('rejects a recording deleted since as not found, with no toast: the player says it', async () => {
    const api = t.api();
    t.server.route('GET', '/v1/pupil/tasks/3/11/audio', (_request, response) =>
      json(response, 404, { message: 'Your teacher has deleted the recording of this task.' }),
    );
    const error = await api.taskAudio(3, 11).catch((failure: unknown) => failure);
    expect(isNotFoundFailure(error)).toBe(true);
    expect(t.wired.toasts).toEqual([]);
  });
});

describe('POST /v1/pupil/attempts', () => {
  it('sends the answers under the attempt key, and no score, and reads the marked attempt', async () => {
    const api = t.api();
    const stored = attempt({ attemptKey: REQUEST.attemptKey, scorePercentage: 50 });
    t.server.route('POST', '/v1/pupil/attempts', (_request, response) =>
      json(response, 201, { data: stored }),
    );
    await expect(api.submit(REQUEST)).resolves.toEqual({ type: 'marked', attempt: stored });
    expect(JSON.parse(t.server.hits('/v1/pupil/attempts')[0]?.body ?? '')).toEqual(REQUEST);
  });

  it.each([
    [404, PUPIL_ATTEMPT_MESSAGES.notFound, 'notFound'],
    [409, PUPIL_ATTEMPT_MESSAGES.closed, 'closed'],
    [409, PUPIL_ATTEMPT_MESSAGES.keyReused, 'keyReused'],
    [400, 'Question 1 takes 1 answer, but 2 were sent.', 'invalid'],
  ] as const)(
    'a %i "%s" is a refusal (%s) in the server’s words',
    async (status, message, reason) => {
      const api = t.api();
      t.server.route('POST', '/v1/pupil/attempts', (_request, response) =>
        json(response, status, { message }),
      );
      await expect(api.submit(REQUEST)).resolves.toEqual({ type: 'refused', reason, message });
      expect(t.wired.toasts).toEqual([]);
    },
  );

  it('an attempt that finds no server stays unsent, to be sent again, after the client’s own retries under one key', async () => {
    const api = t.api();
    t.server.route('POST', '/v1/pupil/attempts', (_request, _response, raw) => hangUp(raw));
    await expect(api.submit(REQUEST)).resolves.toEqual({
      type: 'unsent',
      reason: 'offline',
      message: UNSENT_MESSAGES.offline,
    });
    const hits = t.server.hits('/v1/pupil/attempts');
    // Spec §8: two retries for the session; every copy is the same attempt.
    expect(hits).toHaveLength(3);
    expect(
      new Set(hits.map((hit) => JSON.parse(hit.body) as unknown).map((b) => JSON.stringify(b)))
        .size,
    ).toBe(1);
    expect(t.wired.toasts).toEqual([]);
  });

  it('a server error or a key still being processed leaves the attempt unsent, not refused', async () => {
    const api = t.api();
    t.server.route('POST', '/v1/pupil/attempts', (_request, response) =>
      json(response, 409, {
        message: 'A request with this Idempotency-Key is still being processed.',
      }),
    );
    await expect(api.submit(REQUEST)).resolves.toMatchObject({ type: 'unsent' });
    t.server.route('POST', '/v1/pupil/attempts', (_request, response) =>
      json(response, 503, { message: 'Service unavailable' }),
    );
    await expect(api.submit(REQUEST)).resolves.toMatchObject({ type: 'unsent', reason: 'offline' });
  });
});
