import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
} from '../../db/repositories/idempotencyKeys';
import type { IdempotencyClaim } from '../../db/repositories/idempotencyKeys';
import type { Clock } from '../../services/clock';

/*
 * Idempotency keys (DESIGN.md §8, issue #9). The SPA sends an `Idempotency-Key` with every
 * write and keeps it when it retries; a route that honours it (defineRoute: every signed-in
 * POST and PATCH unless exempted with a reason) runs a request once per (user, key):
 *
 * - the first request claims the key in PostgreSQL and its answer is stored before it is sent;
 * - a retry with the same request gets that stored answer again (`Idempotent-Replayed: true`);
 * - the same key with another request (method, URL, content type or body) is 409;
 * - a retry that arrives while the first still runs waits for its answer (up to
 *   `IN_PROGRESS_WAIT_MS`), then replays it; if the first is still running after that, 409
 *   with Retry-After;
 * - 5xx, 408 and 429 answers are not stored: the key is given up so that a retry can succeed.
 *
 * A request without the header runs as it always did (other clients, scripts).
 *
 * Stored answers are sealed (AES-256-GCM, a key derived from JWT_SECRET, bound to the user and
 * key): some carry secrets only their first reader may see, such as the first passwords on
 * pupils' login cards, and a copy of the database must not reveal them.
 */

/** The request header, as the SPA sends it (src/infrastructure/http/httpClient.ts). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that is a stored one. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** How long a key is remembered: longer than any retry, short enough to keep the table small. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/**
 * A pending claim this old belongs to a request that died without an answer (its process
 * stopped): a retry takes it over. Longer than any request runs (generation answers 202 after
 * 20 s, uploads are bounded by their size limits).
 */
export const PENDING_STALE_SECONDS = 5 * 60;
/** How long a retry waits for the first request's answer before answering 409. */
export const IN_PROGRESS_WAIT_MS = 10_000;
const POLL_MS = 50;

export const IDEMPOTENCY_MESSAGES = {
  malformed: 'The Idempotency-Key header must be 1 to 200 visible characters.',
  reused:
    'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  unreadable:
    'The answer kept for this Idempotency-Key can no longer be read. Send a new key to run the request again.',
  inProgress:
    'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
} as const;

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

const claims = new WeakMap<FastifyRequest, IdempotencyClaim>();

export interface IdempotencyDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly config: { readonly jwtSecret: string };
}

const SEAL_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const sealKeys = new Map<string, Buffer>();

function sealKey(secret: string): Buffer {
  let key = sealKeys.get(secret);
  if (key === undefined) {
    key = Buffer.from(hkdfSync('sha256', secret, '', 'parlo idempotent answers', 32));
    sealKeys.set(secret, key);
  }
  return key;
}

const sealContext = (userId: number, key: string) => Buffer.from(`${String(userId)}\n${key}`);

/** The stored form of an answer: version, IV, tag, then the encrypted bytes. */
export function sealAnswer(secret: string, userId: number, key: string, body: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv);
  cipher.setAAD(sealContext(userId, key));
  const sealed = Buffer.concat([cipher.update(body), cipher.final()]);
  return Buffer.concat([Buffer.from([SEAL_VERSION]), iv, cipher.getAuthTag(), sealed]);
}

/** The answer's bytes, or null when they cannot be read (another secret, a damaged row). */
export function openAnswer(
  secret: string,
  userId: number,
  key: string,
  stored: Buffer,
): Buffer | null {
  if (stored.length < 1 + IV_BYTES + TAG_BYTES || stored[0] !== SEAL_VERSION) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      sealKey(secret),
      stored.subarray(1, 1 + IV_BYTES),
    );
    decipher.setAAD(sealContext(userId, key));
    decipher.setAuthTag(stored.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(stored.subarray(1 + IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    return null;
  }
}

/** What the key decided: run the route, or answer this instead. */
export type IdempotencyDecision =
  | { readonly type: 'proceed' }
  | {
      readonly type: 'answer';
      readonly status: number;
      readonly headers: Readonly<Record<string, string>>;
      readonly body: unknown;
    };

const PROCEED = { type: 'proceed' } as const;
const answer = (
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): IdempotencyDecision => ({ type: 'answer', status, headers, body });

/**
 * Applies the key before the route's work: the request owns the key (or sent none) and
 * proceeds, or it is answered with a stored answer, a 400 or a 409.
 */
export async function beginIdempotentRequest(
  deps: IdempotencyDeps,
  request: FastifyRequest,
  userId: number,
): Promise<IdempotencyDecision> {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return PROCEED;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header))
    return answer(400, { message: IDEMPOTENCY_MESSAGES.malformed });
  const key = header;
  const requestHash = hashRequest(request);
  const waitUntil = Date.now() + IN_PROGRESS_WAIT_MS;

  for (;;) {
    const now = deps.clock.now();
    const claimed = await claimIdempotencyKey(deps.db, {
      userId,
      key,
      requestHash,
      now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_SECONDS * 1000),
      staleBefore: new Date(now.getTime() - PENDING_STALE_SECONDS * 1000),
    });
    if (claimed) {
      claims.set(request, { userId, key, claimedAt: now });
      return PROCEED;
    }
    const row = await findIdempotencyKey(deps.db, userId, key);
    // Gone between the two statements (the first request failed and gave it up): claim again.
    if (row === undefined) continue;
    if (row.requestHash !== requestHash)
      return answer(409, { message: IDEMPOTENCY_MESSAGES.reused });
    if (row.state === 'done') {
      const body = openAnswer(deps.config.jwtSecret, userId, key, row.body ?? Buffer.alloc(0));
      if (body === null) return answer(409, { message: IDEMPOTENCY_MESSAGES.unreadable });
      return answer(row.status ?? 200, body, {
        [IDEMPOTENT_REPLAYED_HEADER]: 'true',
        ...(row.contentType === null ? {} : { 'content-type': row.contentType }),
      });
    }
    if (Date.now() >= waitUntil)
      return answer(409, { message: IDEMPOTENCY_MESSAGES.inProgress }, { 'retry-after': '1' });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * The route's `onSend` hook: stores the answer of a request that owns its key, or gives the
 * key up when the answer should not be replayed. Runs before the answer leaves, so a client
 * that sees it can count on a retry replaying it.
 */
export async function settleIdempotentRequest(
  deps: IdempotencyDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<void> {
  const claim = claims.get(request);
  if (claim === undefined) return;
  claims.delete(request);
  const status = reply.statusCode;
  const body =
    typeof payload === 'string'
      ? Buffer.from(payload)
      : Buffer.isBuffer(payload)
        ? payload
        : payload === null || payload === undefined
          ? Buffer.alloc(0)
          : null;
  // Transient failures are not the request's answer: a retry must get a real one. A streamed
  // body cannot be kept; no route here streams a write's answer.
  if (status >= 500 || status === 408 || status === 429 || body === null) {
    await releaseIdempotencyKey(deps.db, claim);
    return;
  }
  const contentType = reply.getHeader('content-type');
  await storeIdempotentAnswer(deps.db, claim, {
    status,
    contentType: typeof contentType === 'string' ? contentType : null,
    body: sealAnswer(deps.config.jwtSecret, claim.userId, claim.key, body),
  });
}

/**
 * The `onResponse` safety net: a request whose answer never went through `onSend` (the client
 * went away first) gives its key up rather than leave it pending.
 */
export async function abandonIdempotentRequest(
  deps: IdempotencyDeps,
  request: FastifyRequest,
): Promise<void> {
  const claim = claims.get(request);
  if (claim === undefined) return;
  claims.delete(request);
  await releaseIdempotencyKey(deps.db, claim);
}

/**
 * What makes two requests "the same": method, URL (path and query), content type and body.
 * Uploads arrive as raw bytes and are hashed as they came; JSON is hashed in a canonical form
 * (keys sorted), so a retry that serialises its body anew still matches.
 */
export function hashRequest(request: FastifyRequest): string {
  const hash = createHash('sha256');
  const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  hash.update(`${request.method}\n${request.url}\n${contentType ?? ''}\n`);
  const body: unknown = request.body;
  if (Buffer.isBuffer(body)) hash.update(body);
  else if (body !== undefined && body !== null) hash.update(canonicalJson(body));
  return hash.digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
