import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { AREA_FIELDS, type AreaName, type CoreServices } from '@/application/appServices';
import { selectIsSignedIn, selectUser } from '@/application/session/selectors';
import { areaLoader, buildContainer } from '@/infrastructure/composition/container';
import { TOKENS, type Platform } from '@/infrastructure/composition/tokens';
import { createLocalAnswerStore } from '@/infrastructure/storage/localAnswerStore';
import { mapStorage, makeToken } from '../http/harness';
import { json, startTestServer, type TestServer } from '../http/testServer';

/*
 * The composition root wires real adapters to the machines. These tests build it over a fake
 * platform (a real local HTTP server, a Map storage, recording notifier and logger) and check
 * that what the UI receives works end to end.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function platform(stored: Record<string, string> = {}) {
  const toasts: string[] = [];
  const logged: string[] = [];
  const visited: string[] = [];
  const storage = mapStorage(stored);
  const value: Platform = {
    baseURL: server.baseURL,
    storage,
    navigator: { assign: (url) => void visited.push(url) },
    notifier: { error: (m) => void toasts.push(m), success: () => undefined },
    logger: { error: (m) => void logged.push(m), warn: (m) => void logged.push(m) },
    idempotencyKey: () => 'key',
  };
  return { value, toasts, logged, visited, storage };
}

function services(p: Platform): CoreServices {
  return buildContainer(p).get<CoreServices>(TOKENS.CoreServices);
}

describe('composition root', () => {
  it('starts signed out with empty storage and signed in from a stored token', () => {
    expect(selectIsSignedIn(services(platform().value).session.getSnapshot())).toBe(false);
    const token = makeToken({ name: 'Tess', role: 'public' });
    const signedIn = services(platform({ token }).value).session.getSnapshot();
    expect(selectIsSignedIn(signedIn)).toBe(true);
    expect(selectUser(signedIn)?.name).toBe('Tess');
  });

  it('gives every consumer the same singletons', () => {
    const container = buildContainer(platform().value);
    const a = container.get<CoreServices>(TOKENS.CoreServices);
    const b = container.get<CoreServices>(TOKENS.CoreServices);
    expect(a.session).toBe(b.session);
  });

  it('signs in through the real HTTP adapter and stores the token', async () => {
    const token = makeToken({ name: 'Tess', role: 'public' });
    server.route('POST', '/login', (_req, res) => json(res, 200, { data: token }));
    const p = platform();
    const app = services(p.value);
    app.session.send({ type: 'user.login', credentials: { login: 'tess@x.test', password: 'pw' } });
    await waitFor(app.session, (s) => selectIsSignedIn(s));
    expect(p.storage.map.get('token')).toBe(token);
    expect(JSON.parse(server.hits('/login')[0]?.body ?? '{}')).toEqual({
      login: 'tess@x.test',
      password: 'pw',
    });
  });

  it('saved redirect is the session store: logout clears it (spec §4)', async () => {
    server.route('GET', '/logout', (_req, res) => json(res, 200, { data: '/goodbye' }));
    const p = platform({ token: makeToken() });
    const app = services(p.value);
    app.savedRedirect.set('/preview/3');
    expect(p.storage.map.get('redirectPath')).toBe('/preview/3');
    app.session.send({ type: 'user.logout' });
    await waitFor(app.session, (s) => s.matches('SignedOut'));
    expect(app.savedRedirect.get()).toBeNull();
    expect(p.visited).toEqual(['/goodbye']);
  });

  it('analytics go out only when signed in, and a failure is logged without a toast (spec §7, §8)', async () => {
    server.route('POST', '/custom_analytics', (_req, res) => json(res, 500, { message: 'down' }));
    const signedOut = platform();
    await services(signedOut.value).analytics.trackPageView('/x');
    expect(server.hits('/custom_analytics')).toHaveLength(0);

    const signedIn = platform({ token: makeToken() });
    await services(signedIn.value).analytics.trackPageView('/select_resources');
    expect(server.hits('/custom_analytics').length).toBeGreaterThan(0);
    expect(signedIn.toasts).toEqual([]);
    expect(signedIn.logged.join(' ')).toContain('/select_resources');
  });

  it('the provided tour machine asks the server whether the tour was seen', async () => {
    server.route('GET', '/custom_tour/dashboard', (_req, res) =>
      json(res, 200, { data: { seen: true } }),
    );
    const app = services(platform({ token: makeToken() }).value);
    const tour = createActor(app.tours.machine, {
      input: { pageId: 'dashboard', steps: [], isTargetPresent: () => false },
    }).start();
    // Seen before: the tour does not start.
    await waitFor(tour, (s) => !s.matches('Deciding') && !s.matches('CheckingSeen'));
    expect(tour.getSnapshot().value).toBe('Idle');
    expect(server.hits('/custom_tour/dashboard')).toHaveLength(1);
    tour.stop();
  });

  it('binds no area at start: each comes with the first page that needs it', () => {
    const container = buildContainer(platform().value);
    container.get<CoreServices>(TOKENS.CoreServices);
    for (const token of [TOKENS.AdminArea, TOKENS.BillingArea, TOKENS.OrganisationArea])
      expect(container.isBound(token)).toBe(false);
  });

  it.each(Object.keys(AREA_FIELDS) as AreaName[])(
    'the %s area gives exactly its fields, the same singletons on every load',
    async (area) => {
      const container = buildContainer(platform({ token: makeToken() }).value);
      const first: object = await areaLoader(container)(area);
      expect(Object.keys(first).sort()).toEqual([...AREA_FIELDS[area]].sort());
      // A second loader over the same container (a second page of the area) shares them.
      const again: object = await areaLoader(container)(area);
      for (const field of AREA_FIELDS[area])
        expect(Reflect.get(again, field)).toBe(Reflect.get(first, field));
    },
  );

  it("the pupil area's task page shares the core's outbox, running from the start for a pupil", async () => {
    const token = makeToken({ id: 31, name: 'Pia', role: 'PUPIL' });
    const container = buildContainer(platform({ token }).value);
    container.get<CoreServices>(TOKENS.CoreServices);
    const { pupilTask } = await areaLoader(container)('pupil');
    const outbox = pupilTask.outbox();
    expect(outbox).not.toBeNull();
    expect(outbox?.getSnapshot().context.pupilId).toBe(31);
  });

  it("a pupil's queued attempt goes out once they sign in, with no pupil page opened", async () => {
    const token = makeToken({ id: 32, name: 'Pim', role: 'PUPIL' });
    server.route('POST', '/login', (_req, res) => json(res, 200, { data: token }));
    server.route('POST', '/v1/pupil/attempts', (_req, res) => json(res, 503, { message: 'later' }));
    const p = platform();
    createLocalAnswerStore(p.storage).outbox.enqueue({
      pupilId: 32,
      request: {
        homeworkId: 3,
        taskId: 11,
        attemptKey: 'queued-key-1',
        submittedData: { answers: [['el pan']] },
      },
      queuedAt: '2026-03-02T09:00:00.000Z',
    });
    const core = buildContainer(p.value).get<CoreServices>(TOKENS.CoreServices);
    core.session.send({ type: 'user.login', credentials: { login: 'pim', password: 'pw' } });
    await vi.waitFor(() => expect(server.hits('/v1/pupil/attempts')).not.toHaveLength(0), {
      timeout: 5000,
    });
    expect(JSON.parse(server.hits('/v1/pupil/attempts')[0]?.body ?? '{}')).toMatchObject({
      attemptKey: 'queued-key-1',
    });
  });
});
