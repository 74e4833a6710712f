/**
 * A fresh Idempotency-Key for one write (DESIGN.md §8): a random UUID. `crypto.randomUUID`
 * exists only in secure contexts (HTTPS or localhost), and Parlo is also served over plain HTTP
 * on a school's network, where every write would otherwise throw; `getRandomValues` exists in
 * every context.
 */
export function newIdempotencyKey(source: Crypto = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  // RFC 9562 version 4: the version in byte 6, the variant in byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
