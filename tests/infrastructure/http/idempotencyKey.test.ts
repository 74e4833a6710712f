import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '@/infrastructure/http/idempotencyKey';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a random UUID where the browser offers randomUUID', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('still makes unique version-4 UUIDs on plain HTTP, where randomUUID does not exist', () => {
    const insecure = {
      getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto),
    } as unknown as Crypto;
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey(insecure)));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});
