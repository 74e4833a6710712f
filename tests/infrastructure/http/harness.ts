import { createRetryBudget, SESSION_RETRY_BUDGET } from '@/domain/http/retryBudget';
import { createSessionHttp } from '@/infrastructure/http/sessionHttp';
import {
  createLocalSessionStore,
  type StorageLike,
} from '@/infrastructure/storage/localSessionStore';
import type { TestServer } from './testServer';

export { makeToken, deferred, flush } from '../../application/session/fakes';

export function mapStorage(initial: Record<string, string>): StorageLike & {
  map: Map<string, string>;
} {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

/**
 * The real session machine, TokenSource, HTTP client and session API against `server`,
 * with a Map-backed local storage, a recording notifier and navigator.
 */
export function wire(server: TestServer, stored: Record<string, string> = {}) {
  const storage = mapStorage(stored);
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
