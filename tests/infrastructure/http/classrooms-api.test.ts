import { describe, expect, it } from 'vitest';
import { createClassroomsApi } from '@/infrastructure/http/classrooms-api';
import { adapterHarness, makeToken } from './harness';
import { json } from './testServer';

/*
 * The classrooms adapter (issue #10) over the real HTTP client against a local server: the
 * spec §7 pair `[list, count]` is decoded, refusals reach the page with the server's message
 * and no toast, and an answer of the wrong shape is one clear error.
 */

const TOKEN = makeToken({ name: 'Tess', role: 'public' });
const t = adapterHarness(createClassroomsApi, { token: TOKEN });

function api() {
  return { gateway: t.api(), toasts: t.wired.toasts };
}

const CLASSROOM = {
  id: 3,
  name: 'Year 8 Spanish',
  language: 'es',
  levelKey: 'England:8',
  academicYear: null,
  archived: false,
  pupilCount: 2,
  homeworkCount: 0,
  createdAt: '2026-03-02T09:00:00.000Z',
};

describe('the classrooms adapter', () => {
  it('reads the [list, count] pair, asking for archived ones only when wanted', async () => {
    const { gateway } = api();
    t.server.route('GET', '/v1/classrooms', (_request, response) =>
      json(response, 200, { data: [[CLASSROOM], 41] }),
    );
    await expect(gateway.list({ page: 3, limit: 20, archived: false })).resolves.toEqual({
      items: [CLASSROOM],
      total: 41,
    });
    await gateway.list({ page: 1, limit: 20, archived: true });
    expect(t.server.hits('/v1/classrooms').map((hit) => hit.url)).toEqual([
      '/v1/classrooms?page=3&limit=20',
      '/v1/classrooms?page=1&limit=20&archived=true',
    ]);
  });

  it('sends the lines of a paste as typed and gives back the cards', async () => {
    const { gateway } = api();
    const cards = [
      {
        pupilId: 7,
        fullName: 'Ana López',
        userName: 'ana.lopez',
        password: 'Brave-otter-47',
        signInAddress: 'https://parlo.example/signin',
      },
    ];
    t.server.route('POST', '/v1/classrooms/3/pupils', (_request, response) =>
      json(response, 201, {
        data: { cards, allowance: { totalPupilsAllowed: 30, remainingPupils: 29 } },
      }),
    );
    await expect(gateway.addPupils(3, ['Ana López', ''])).resolves.toEqual({
      cards,
      allowance: { totalPupilsAllowed: 30, remainingPupils: 29 },
    });
    const [hit] = t.server.hits('/v1/classrooms/3/pupils');
    expect(JSON.parse(hit?.body ?? 'null')).toEqual({ names: ['Ana López', ''] });
    expect(hit?.idempotencyKey).toBeDefined();
  });

  it('rejects a refusal with the server’s words and leaves the toast to nobody', async () => {
    const { gateway, toasts } = api();
    const message =
      'Your plan allows 30 pupils and you have 28, so 2 more can be added, not 5. Nothing was added.';
    t.server.route('POST', '/v1/classrooms/3/pupils', (_request, response) =>
      json(response, 400, { message }),
    );
    await expect(gateway.addPupils(3, ['A', 'B', 'C', 'D', 'E'])).rejects.toThrow(message);
    expect(toasts).toEqual([]);
  });

  it('refuses an answer of the wrong shape with one clear sentence', async () => {
    const { gateway } = api();
    t.server.route('GET', '/v1/classrooms/3/pupils', (_request, response) =>
      json(response, 200, { data: [[{ id: 'x' }], 1] }),
    );
    await expect(gateway.pupils(3, { page: 1, limit: 50 })).rejects.toThrow(
      /^Unexpected response from \/v1\/classrooms\/3\/pupils/,
    );
  });
});
