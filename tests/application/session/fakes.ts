import type { UserInfo } from '@/domain/session/userInfo';

/** An unsigned JWT-shaped token carrying `payload` (the client never checks signatures). */
export function makeToken(payload: Partial<UserInfo> & Record<string, unknown> = {}): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = { id: 7, name: 'Ada Teacher', role: 'public', ...payload };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(body)}.signature`;
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks (actor completions) run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
