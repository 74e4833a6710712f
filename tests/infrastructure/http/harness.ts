import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { AxiosInstance } from 'axios';
import type { ResourceGateway } from '@/application/resources/ports';
import { createRetryBudget, SESSION_RETRY_BUDGET } from '@/domain/http/retryBudget';
import { createResourcesApi } from '@/infrastructure/http/resources-api';
import type { Notifier } from '@/application/shared/ports';
import { createSessionHttp } from '@/infrastructure/http/sessionHttp';
import { createLocalSessionStore } from '@/infrastructure/storage/localSessionStore';
import { memoryStorage } from '../storage/memoryStorage';
import { startTestServer, type TestServer } from './testServer';

export { makeToken, deferred, flush } from '../../application/session/fakes';

export { memoryStorage as mapStorage };

/**
 * The real session machine, TokenSource, HTTP client and session API against `server`,
 * with a Map-backed local storage, a recording notifier and navigator.
 */
export function wire(server: TestServer, stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const toasts: string[] = [];
  const visited: string[] = [];
  const budget = createRetryBudget(SESSION_RETRY_BUDGET);
  let keys = 0;
  const wired = createSessionHttp({
    baseURL: server.baseURL,
    store: createLocalSessionStore(storage),
    navigator: { assign: (url) => void visited.push(url) },
    notifier: { error: (message) => void toasts.push(message), success: () => undefined },
    budget,
    idempotencyKey: () => `key-${(keys += 1)}`,
  });
  return { ...wired, storage, toasts, visited, budget };
}

/** What a file of adapter tests works with; `server` and `wired` are the current test's. */
export interface AdapterHarness<Gateway> {
  readonly server: TestServer;
  readonly wired: ReturnType<typeof wire>;
  /** The adapter over a freshly wired session whose local storage starts as `stored`. */
  api(stored?: Record<string, string>): Gateway;
  /** Only the session, HTTP client and storage, for tests of the session itself. */
  wire(stored?: Record<string, string>): ReturnType<typeof wire>;
}

/**
 * An HTTP adapter over the real HTTP client, session and storage: one test server for the
 * calling file, reset before each test, and each test's session stopped after it. The toasts
 * the adapter raises are recorded on `wired.toasts`.
 */
export function adapterHarness<Gateway>(
  create: (http: AxiosInstance, notifier: Notifier) => Gateway,
  defaultStored: Record<string, string> = {},
): AdapterHarness<Gateway> {
  let server: TestServer | undefined;
  let wired: ReturnType<typeof wire> | undefined;
  const started = () => {
    if (server === undefined) throw new Error('The test server runs only inside the tests.');
    return server;
  };
  const wireNew = (stored: Record<string, string>) => {
    wired = wire(started(), stored);
    return wired;
  };
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => server?.reset());
  afterEach(() => {
    wired?.session.stop();
    wired = undefined;
  });
  return {
    get server() {
      return started();
    },
    get wired() {
      if (wired === undefined) throw new Error('Call api() or wire() first: it wires the session.');
      return wired;
    },
    api(stored = defaultStored) {
      const current = wireNew(stored);
      return create(current.http, {
        error: (m: string) => void current.toasts.push(m),
        success: () => undefined,
      });
    },
    wire: (stored = defaultStored) => wireNew(stored),
  };
}

/** The resources adapter's harness, used by the four resources-adapter files. */
export const resourcesApiHarness = (): AdapterHarness<ResourceGateway> =>
  adapterHarness(createResourcesApi);
