import { randomUUID } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { TokenSource } from '@/application/http/ports';
import { attemptOutboxMachine } from '@/application/pupil/attemptOutbox.machine';
import { homeworkSubmissionMachine } from '@/application/pupil/homeworkSubmission.machine';
import {
  makeAttemptOutboxImplementations,
  makeHomeworkSubmissionImplementations,
} from '@/application/pupil/homeworkSubmissionImplementations';
import type { Connectivity, PupilTaskGateway } from '@/application/pupil/submissionPorts';
import { RefreshFailure } from '@/application/session/ports';
import { createRetryBudget, SESSION_RETRY_BUDGET } from '@/domain/http/retryBudget';
import { createHttpClient } from '@/infrastructure/http/httpClient';
import { createPupilTaskApi, UNSENT_MESSAGES } from '@/infrastructure/http/pupilTask-api';
import { REFRESH_PATH } from '@/infrastructure/http/session-api';
import { createLocalAnswerStore } from '@/infrastructure/storage/localAnswerStore';
import { pupilTaskAttempts } from '../../../server/db/schema/homework';
import { buildApp } from '../../../server/http/app';
import type { CreatedUser, TestApp } from '../support/harness';
import { createUser, signIn, testApp, testConfig, tokenFor } from '../support/harness';
import { givePlan } from '../support/plans';
import { insertClassroom, insertHomework, RIGHT } from '../homework/support';

/*
 * The homework-submission guarantees of issue #11, on the real server and PostgreSQL: the real
 * machine, the real HTTP client (401 refresh-and-replay, the shared retry budget) and the real
 * pupil task adapter, in node, with the device's storage on a Map. Between the client and the
 * server sits a TCP relay that the tests switch off (the network is down) and point at another
 * server (the first stopped, a new process took over on the same database).
 *
 * Each test proves 0 answers lost (the stored answers are the pupil's) and 0 attempts counted
 * twice (rows in pupil_task_attempts for the pupil's homework).
 */

/** A TCP relay in front of the API: off = connections refused, as with the network down. */
async function startRelay(target: () => number) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target(), '127.0.0.1');
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const end = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get url() {
      return `http://127.0.0.1:${String(port)}`;
    },
    /** The network goes down: open connections drop, new ones are refused. */
    off: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        sockets.clear();
        if (server === null) resolve();
        else server.close(() => resolve());
        server = null;
      }),
    on: listen,
    /** Every open connection drops (the listener stays): what a stopping server does to them. */
    drop: () => {
      sockets.forEach((socket) => socket.destroy());
      sockets.clear();
    },
  };
}

function mapStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}

function connectivity(): Connectivity & { goOnline(): void } {
  const listeners = new Set<() => void>();
  return {
    isOnline: () => true,
    onOnline: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    goOnline: () => [...listeners].forEach((listener) => listener()),
  };
}

/**
 * The session's side of the HTTP client: the token, and one shared refresh against the real
 * refresh route with the refresh cookie (node's HTTP has no cookie jar, so it is carried here).
 */
function tokenSource(baseURL: () => string, token: string, cookie = '') {
  let current = token;
  let refreshing: Promise<string> | null = null;
  let refreshes = 0;
  const source: TokenSource & { refreshes(): number } = {
    current: () => current,
    refresh: () =>
      (refreshing ??= (async () => {
        const response = await fetch(`${baseURL()}/api${REFRESH_PATH}`, { headers: { cookie } });
        if (!response.ok) throw new RefreshFailure('rejected');
        const text = (await response.text()).trim();
        current = text.startsWith('"') ? (JSON.parse(text) as string) : text;
        refreshes += 1;
        return current;
      })().finally(() => {
        refreshing = null;
      })),
    inFlight: () => refreshing,
    forbidden: () => undefined,
    endSession: () => undefined,
    refreshes: () => refreshes,
  };
  return source;
}

let t: TestApp;
let relay: Awaited<ReturnType<typeof startRelay>>;
let apiPort = 0;
/** Set by a test: the server stops after committing the next attempt, before answering it. */
let dropNextAnswer = false;
/** A port nothing listens on: where the relay leads once the server has stopped. */
const STOPPED_PORT = 1;
const extraApps: FastifyInstance[] = [];
let classroomId = 0;
let teacher: CreatedUser;

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

beforeAll(async () => {
  t = await testApp({
    beforeReady: (app) => {
      // After the handler: the attempt is committed; the answer never leaves.
      app.addHook('onSend', async (request, _reply, payload) => {
        if (
          dropNextAnswer &&
          request.method === 'POST' &&
          request.url.endsWith('/pupil/attempts')
        ) {
          dropNextAnswer = false;
          apiPort = STOPPED_PORT;
          relay.drop();
          request.raw.socket.destroy();
        }
        return payload;
      });
    },
  });
  apiPort = await listen(t.app);
  relay = await startRelay(() => apiPort);
  teacher = await createUser(t.db, { role: 'public' });
  // Pupils sign in only while their teacher's plan has the pupil platform (issue #13).
  await givePlan(t.db, teacher.row.id, { pupils: 30 }, t.clock.now());
  classroomId = await insertClassroom(t.db, teacher.row.id);
});

afterAll(async () => {
  await relay.off();
  for (const app of extraApps) await app.close();
  await t.close();
});

/** A pupil with a homework of two vocabulary tasks, signed in (token and refresh cookie). */
async function pupilWithHomework() {
  const pupil = await createUser(t.db, {
    role: 'PUPIL',
    fullName: 'Ana',
    teacherId: teacher.row.id,
  });
  const homework = await insertHomework(t.db, {
    teacherId: teacher.row.id,
    classroomIds: [classroomId],
    pupils: [{ pupilId: pupil.row.id, classroomId }],
  });
  const pupilHomeworkId = homework.pupilHomeworkIds[0] ?? 0;
  return { pupil, homework, pupilHomeworkId };
}

/** The pupil's rows, as stored: the proof of nothing lost and nothing counted twice. */
const rowsOf = (pupilHomeworkId: number) =>
  t.db
    .select()
    .from(pupilTaskAttempts)
    .where(eq(pupilTaskAttempts.pupilHomeworkId, pupilHomeworkId));

/** One browser: its HTTP client, the pupil task adapter, and what it told the user. */
function browser(tokens: TokenSource) {
  const toasts: string[] = [];
  const http = createHttpClient({
    baseURL: `${relay.url}/api`,
    tokens,
    notifier: { error: (message) => void toasts.push(message), success: () => undefined },
    budget: createRetryBudget(SESSION_RETRY_BUDGET),
    onForbidden: () => undefined,
    idempotencyKey: randomUUID,
  });
  return {
    gateway: createPupilTaskApi(http, { error: () => undefined, success: () => undefined }),
    toasts,
  };
}

/** The device: its local storage, shared by every tab and every reload. */
function device() {
  return createLocalAnswerStore(mapStorage());
}

function tab(
  gateway: PupilTaskGateway,
  stores: ReturnType<typeof device>,
  input: { pupilId: number; homeworkId: number; taskId: number },
  online = connectivity(),
) {
  const machine = homeworkSubmissionMachine.provide(
    makeHomeworkSubmissionImplementations({
      gateway,
      ...stores,
      connectivity: online,
      newAttemptKey: randomUUID,
      now: () => new Date(),
    }),
  );
  return createActor(machine, { input }).start();
}

const inState = (state: string) => (s: { matches(value: string): boolean }) => s.matches(state);

describe('submitting homework on PostgreSQL: no answer lost, no attempt counted twice', () => {
  it('(1) a double click on Submit stores one attempt', async () => {
    const { pupil, homework, pupilHomeworkId } = await pupilWithHomework();
    const { gateway } = browser(tokenSource(() => relay.url, await tokenFor(t.app, pupil)));
    const input = {
      pupilId: pupil.row.id,
      homeworkId: homework.id,
      taskId: homework.taskIds[0] ?? 0,
    };
    const page = tab(gateway, device(), input);
    await waitFor(page, inState('Editing'));
    page.send({ type: 'user.answer', itemIndex: 0, parts: RIGHT[0] ?? [] });
    page.send({ type: 'user.answer', itemIndex: 1, parts: RIGHT[1] ?? [] });
    page.send({ type: 'user.submit' });
    page.send({ type: 'user.submit' });
    const marked = await waitFor(page, inState('Marked'));
    expect(marked.context.result?.scorePercentage).toBe(100);
    const rows = await rowsOf(pupilHomeworkId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.submittedData).toEqual({ answers: RIGHT });
    page.stop();
  });

  it('(2) with the network down the attempt is queued and the pupil told; it is sent when the network returns, also after a reload', async () => {
    const { pupil, homework, pupilHomeworkId } = await pupilWithHomework();
    const tokens = tokenSource(() => relay.url, await tokenFor(t.app, pupil));
    const input = {
      pupilId: pupil.row.id,
      homeworkId: homework.id,
      taskId: homework.taskIds[0] ?? 0,
    };
    const stores = device();

    // The first task: queued offline, sent when the browser says it is back online.
    const online = connectivity();
    const page = tab(browser(tokens).gateway, stores, input, online);
    await waitFor(page, inState('Editing'));
    page.send({ type: 'user.answer', itemIndex: 0, parts: ['el pan'] });
    await relay.off();
    page.send({ type: 'user.submit' });
    const queued = await waitFor(page, inState('Queued'));
    expect(queued.context.notice).toBe(UNSENT_MESSAGES.offline);
    expect(await rowsOf(pupilHomeworkId)).toHaveLength(0);
    await relay.on();
    online.goOnline();
    await waitFor(page, inState('Marked'));
    page.stop();

    // The second task: queued offline, then the tab is reloaded while still offline.
    const second = { ...input, taskId: homework.taskIds[1] ?? 0 };
    const before = tab(browser(tokens).gateway, stores, second);
    await waitFor(before, inState('Editing'));
    before.send({ type: 'user.answer', itemIndex: 1, parts: ['el queso'] });
    await relay.off();
    before.send({ type: 'user.submit' });
    await waitFor(before, inState('Queued'));
    before.stop();
    // After the reload the network is back: the app's outbox sends what waits as it starts.
    await relay.on();
    const outbox = createActor(
      attemptOutboxMachine.provide(
        makeAttemptOutboxImplementations({
          gateway: browser(tokens).gateway,
          ...stores,
          connectivity: connectivity(),
        }),
      ),
      { input: { pupilId: pupil.row.id } },
    ).start();
    await waitFor(outbox, inState('Idle'));
    outbox.stop();
    // The reloaded task page shows the result the outbox got, and sends nothing again.
    const after = tab(browser(tokens).gateway, stores, second);
    const shown = await waitFor(after, inState('Marked'));
    expect(shown.context.result?.scorePercentage).toBe(50);
    after.stop();

    const rows = await rowsOf(pupilHomeworkId);
    expect(rows.map((row) => [row.taskId, row.submittedData])).toEqual([
      [input.taskId, { answers: [['el pan'], ['']] }],
      [second.taskId, { answers: [[''], ['el queso']] }],
    ]);
  });

  it('(3) the server stopping after it committed but before it answered: a new server gives back the stored attempt', async () => {
    const { pupil, homework, pupilHomeworkId } = await pupilWithHomework();
    const tokens = tokenSource(() => relay.url, await tokenFor(t.app, pupil));
    const input = {
      pupilId: pupil.row.id,
      homeworkId: homework.id,
      taskId: homework.taskIds[0] ?? 0,
    };
    const online = connectivity();
    const page = tab(browser(tokens).gateway, device(), input, online);
    await waitFor(page, inState('Editing'));
    page.send({ type: 'user.answer', itemIndex: 0, parts: ['el pan'] });
    page.send({ type: 'user.answer', itemIndex: 1, parts: ['el queso'] });

    // The server commits, then stops before its answer leaves; nothing answers on its port.
    dropNextAnswer = true;
    const first = apiPort;
    page.send({ type: 'user.submit' });
    await waitFor(page, inState('Queued'));
    expect(dropNextAnswer).toBe(false);
    expect(await rowsOf(pupilHomeworkId)).toHaveLength(1);

    // A new server process on the same database takes over.
    const next = await buildApp({
      config: testConfig(),
      db: t.db,
      clock: t.clock,
      logger: false,
      mail: { send: () => Promise.resolve() },
    });
    extraApps.push(next);
    await next.ready();
    apiPort = await listen(next);
    online.goOnline();
    const marked = await waitFor(page, inState('Marked'));
    expect(marked.context.result?.replayed).toBe(true);
    const rows = await rowsOf(pupilHomeworkId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.submittedData).toEqual({ answers: RIGHT });
    expect(marked.context.result?.id).toBe(rows[0]?.id);
    page.stop();
    apiPort = first;
  });

  it('(4) the access token expiring during the submit: refreshed once and the attempt replayed', async () => {
    const { pupil, homework, pupilHomeworkId } = await pupilWithHomework();
    const signedIn = await signIn(t.app, pupil.login, pupil.password);
    const tokens = tokenSource(() => relay.url, signedIn.accessToken, signedIn.cookieHeader);
    const input = {
      pupilId: pupil.row.id,
      homeworkId: homework.id,
      taskId: homework.taskIds[0] ?? 0,
    };
    const page = tab(browser(tokens).gateway, device(), input);
    await waitFor(page, inState('Editing'));
    page.send({ type: 'user.answer', itemIndex: 0, parts: ['el pan'] });
    page.send({ type: 'user.answer', itemIndex: 1, parts: ['el queso'] });
    // The access token lives 60 s in tests: it has expired when Submit is pressed.
    t.clock.advance(61);
    page.send({ type: 'user.submit' });
    const marked = await waitFor(page, inState('Marked'));
    expect(tokens.refreshes()).toBe(1);
    expect(tokens.current()).not.toBe(signedIn.accessToken);
    expect(marked.context.result?.scorePercentage).toBe(100);
    const rows = await rowsOf(pupilHomeworkId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.submittedData).toEqual({ answers: RIGHT });
    page.stop();
  });

  it('(5) two tabs submitting the same attempt store it once', async () => {
    const { pupil, homework, pupilHomeworkId } = await pupilWithHomework();
    const token = await tokenFor(t.app, pupil);
    const stores = device();
    const input = {
      pupilId: pupil.row.id,
      homeworkId: homework.id,
      taskId: homework.taskIds[0] ?? 0,
    };
    const tabA = tab(browser(tokenSource(() => relay.url, token)).gateway, stores, input);
    await waitFor(tabA, inState('Editing'));
    tabA.send({ type: 'user.answer', itemIndex: 0, parts: ['el pan'] });
    // The second tab opens the same task: it resumes the same attempt from the device.
    const tabB = tab(browser(tokenSource(() => relay.url, token)).gateway, stores, input);
    await waitFor(tabB, inState('Editing'));
    expect(tabB.getSnapshot().context.attemptKey).toBe(tabA.getSnapshot().context.attemptKey);
    tabA.send({ type: 'user.submit' });
    tabB.send({ type: 'user.submit' });
    const [a, b] = await Promise.all([
      waitFor(tabA, inState('Marked')),
      waitFor(tabB, inState('Marked')),
    ]);
    expect(a.context.result?.id).toBe(b.context.result?.id);
    expect([a.context.result?.replayed, b.context.result?.replayed].sort()).toEqual([false, true]);
    const rows = await rowsOf(pupilHomeworkId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.submittedData).toEqual({ answers: [['el pan'], ['']] });
    tabA.stop();
    tabB.stop();
  });
});
