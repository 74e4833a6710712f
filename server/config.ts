import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { fromRoot } from './paths';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The server's settings, read from the environment once at start (README lists them). */
export interface Config {
  readonly port: number;
  /** 127.0.0.1 by default: only this machine can connect until HOST=0.0.0.0 says otherwise. */
  readonly host: string;
  /** Null: start the embedded PostgreSQL server. */
  readonly databaseUrl: string | null;
  /** Embedded PostgreSQL data and generated secrets. */
  readonly dataDir: string;
  /** Null: a free port chosen at each start (the port is an internal detail). */
  readonly embeddedPgPort: number | null;
  /** Where users reach the app, without a trailing slash; e-mail links start with it. */
  readonly publicUrl: string;
  readonly jwtSecret: string;
  readonly accessTokenTtlSeconds: number;
  readonly refreshIdleTtlSeconds: number;
  readonly refreshAbsoluteTtlSeconds: number;
  /** How long a just-rotated refresh token still answers (parallel tabs), instead of counting as reuse. */
  readonly refreshReuseGraceSeconds: number;
  /** Null: mail goes to the outbox table only. */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly seedDemo: boolean;
  readonly logLevel: LogLevel;
  /** The built SPA (`vite build` output). */
  readonly spaDir: string;
  /** The OpenAI-compatible AI provider; absent: the built-in offline generator writes content. */
  readonly ai?: AiProviderConfig;
  /** Stripe takes over billing when both keys are set; absent: the built-in billing engine. */
  readonly stripe?: StripeConfig;
}

/** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_URL (DESIGN.md §6 billing). */
export interface StripeConfig {
  /** sk_live_… or sk_test_… (rk_… restricted keys too). Never printed. */
  readonly secretKey: string;
  /** whsec_…: checks that a webhook came from Stripe. Never printed. */
  readonly webhookSecret: string;
  /** Another address for the Stripe API (a local fake in tests); absent: api.stripe.com. */
  readonly apiUrl?: string;
  /**
   * STRIPE_PRICES: the Stripe price (price_…) each plan sells as, by the plan's catalogue key,
   * written onto the plans at every start; empty: the prices already stored stay.
   */
  readonly prices?: Readonly<Record<string, string>>;
}

/** AI_BASE_URL, AI_API_KEY, AI_MODEL and AI_TIMEOUT_SECONDS (DESIGN.md §6). */
export interface AiProviderConfig {
  /** The API root, such as https://api.openai.com/v1 or http://localhost:11434/v1. */
  readonly baseUrl: string;
  /** Null: unset for a server on this machine, which needs none. Never printed. */
  readonly apiKey: string | null;
  readonly model: string;
  /** How long one call to the provider may take. */
  readonly timeoutSeconds: number;
}

export type Env = Readonly<Record<string, string | undefined>>;

const DAY = 24 * 60 * 60;

type Parsed<T> = E.Either<string, T>;

/** `name` is unset or blank: the default applies. */
function given(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function port<T extends number | null>(env: Env, name: string, fallback: T): Parsed<number | T> {
  const raw = given(env, name);
  if (raw === undefined) return E.right(fallback);
  const value = Number(raw);
  return /^\d+$/.test(raw) && value >= 1 && value <= 65535
    ? E.right(value)
    : E.left(`${name} must be a port number from 1 to 65535 (got "${raw}").`);
}

function seconds(env: Env, name: string, fallback: number): Parsed<number> {
  const raw = given(env, name);
  if (raw === undefined) return E.right(fallback);
  const value = Number(raw);
  return /^\d+$/.test(raw) && value >= 1 && Number.isSafeInteger(value)
    ? E.right(value)
    : E.left(`${name} must be a whole number of seconds, at least 1 (got "${raw}").`);
}

function secondsOrZero(env: Env, name: string, fallback: number): Parsed<number> {
  const raw = given(env, name);
  if (raw === '0') return E.right(0);
  return seconds(env, name, fallback);
}

function url(
  env: Env,
  name: string,
  protocols: readonly string[],
  quote: boolean,
): Parsed<string | null> {
  const raw = given(env, name);
  if (raw === undefined) return E.right(null);
  // Connection strings carry passwords: such values are never repeated in the message.
  const shown = quote ? ` (got "${raw}")` : '';
  try {
    const parsed = new URL(raw);
    if (protocols.includes(parsed.protocol)) return E.right(raw);
  } catch {
    // Reported below.
  }
  return E.left(
    `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}${shown}.`,
  );
}

function flag(env: Env, name: string, fallback: boolean): Parsed<boolean> {
  const raw = given(env, name)?.toLowerCase();
  if (raw === undefined) return E.right(fallback);
  if (['true', '1', 'yes', 'on'].includes(raw)) return E.right(true);
  if (['false', '0', 'no', 'off'].includes(raw)) return E.right(false);
  return E.left(`${name} must be true or false (got "${env[name]}").`);
}

function oneOf<T extends string>(
  env: Env,
  name: string,
  values: readonly T[],
  fallback: T,
): Parsed<T> {
  const raw = given(env, name);
  if (raw === undefined) return E.right(fallback);
  return (values as readonly string[]).includes(raw)
    ? E.right(raw as T)
    : E.left(`${name} must be one of ${values.join(', ')} (got "${raw}").`);
}

function host(env: Env): Parsed<string> {
  const raw = given(env, 'HOST') ?? '127.0.0.1';
  return /^[A-Za-z0-9.:-]+$/.test(raw)
    ? E.right(raw)
    : E.left(`HOST must be a host name or IP address such as 127.0.0.1 or 0.0.0.0 (got "${raw}").`);
}

function jwtSecret(env: Env): Parsed<string | null> {
  const raw = env.JWT_SECRET;
  if (raw === undefined || raw === '') return E.right(null);
  // The value is a secret: its length is all the message may say about it.
  return raw.length >= 32
    ? E.right(raw)
    : E.left(`JWT_SECRET must be at least 32 characters long (it has ${raw.length}).`);
}

/**
 * A provider call must end before the generation job counts as interrupted (10 minutes,
 * server/services/resources/generation.ts), with time for one repair round.
 */
export const AI_TIMEOUT_MAX_SECONDS = 540;

/** Servers on this machine (Ollama, llama.cpp, vLLM run locally) usually need no key. */
function isLoopback(baseUrl: string): boolean {
  const { hostname } = new URL(baseUrl);
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname)
  );
}

/**
 * The AI provider settings: none without AI_BASE_URL. The key is a secret: messages give its
 * length at most. A key set without a URL is refused rather than ignored, since the teacher
 * would otherwise get the offline generator while the administrator believes otherwise.
 */
function aiProvider(env: Env): Parsed<AiProviderConfig | undefined> {
  const baseUrl = url(env, 'AI_BASE_URL', ['http:', 'https:'], false);
  if (E.isLeft(baseUrl)) return baseUrl;
  const timeout = seconds(env, 'AI_TIMEOUT_SECONDS', 120);
  if (E.isLeft(timeout)) return timeout;
  if (timeout.right > AI_TIMEOUT_MAX_SECONDS)
    return E.left(
      `AI_TIMEOUT_SECONDS must be at most ${AI_TIMEOUT_MAX_SECONDS} (got "${timeout.right}").`,
    );
  const model = given(env, 'AI_MODEL');
  const apiKey = given(env, 'AI_API_KEY');
  if (baseUrl.right === null) {
    if (model !== undefined || apiKey !== undefined)
      return E.left(
        'AI_BASE_URL must be set when AI_MODEL or AI_API_KEY is (for OpenAI: https://api.openai.com/v1).',
      );
    return E.right(undefined);
  }
  if (model === undefined)
    return E.left(
      'AI_MODEL must name the model to use when AI_BASE_URL is set (e.g. gpt-4o-mini).',
    );
  if (/\s/u.test(model) || model.length > 200)
    return E.left(`AI_MODEL must be a model name without spaces (got "${model.slice(0, 200)}").`);
  if (apiKey === undefined && !isLoopback(baseUrl.right))
    return E.left(
      'AI_API_KEY must be set when AI_BASE_URL is another machine; for a server that needs no key, set AI_API_KEY=none.',
    );
  if (apiKey !== undefined && /[\s\p{C}]/u.test(apiKey))
    return E.left(
      `AI_API_KEY must be one line without spaces (it has ${apiKey.length} characters).`,
    );
  return E.right({
    baseUrl: baseUrl.right,
    apiKey: apiKey ?? null,
    model,
    timeoutSeconds: timeout.right,
  });
}

/**
 * The Stripe settings: none without keys. Both keys or neither, since a Parlo that can take
 * money but not hear that it was paid (or the other way round) would leave teachers paying for
 * plans that never change. The keys are secrets: messages give their length at most.
 */
function stripe(env: Env): Parsed<StripeConfig | undefined> {
  const secretKey = given(env, 'STRIPE_SECRET_KEY');
  const webhookSecret = given(env, 'STRIPE_WEBHOOK_SECRET');
  const apiUrl = url(env, 'STRIPE_API_URL', ['http:', 'https:'], true);
  if (E.isLeft(apiUrl)) return apiUrl;
  if (secretKey === undefined && webhookSecret === undefined) {
    if (apiUrl.right !== null || given(env, 'STRIPE_PRICES') !== undefined)
      return E.left(
        'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set when STRIPE_API_URL or STRIPE_PRICES is.',
      );
    return E.right(undefined);
  }
  if (secretKey === undefined)
    return E.left(
      'STRIPE_SECRET_KEY must be set when STRIPE_WEBHOOK_SECRET is (the secret key, sk_…, from the Stripe dashboard).',
    );
  if (webhookSecret === undefined)
    return E.left(
      'STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is (the signing secret, whsec_…, of the webhook endpoint).',
    );
  if (!/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(secretKey))
    return E.left(
      `STRIPE_SECRET_KEY must be a Stripe secret key starting with sk_test_ or sk_live_ (it has ${secretKey.length} characters; a publishable pk_ key does not work here).`,
    );
  if (!/^whsec_[A-Za-z0-9]+$/.test(webhookSecret))
    return E.left(
      `STRIPE_WEBHOOK_SECRET must be a webhook signing secret starting with whsec_ (it has ${webhookSecret.length} characters).`,
    );
  const prices = stripePrices(env);
  if (E.isLeft(prices)) return prices;
  return E.right({
    secretKey,
    webhookSecret,
    ...(apiUrl.right === null ? {} : { apiUrl: apiUrl.right.replace(/\/+$/, '') }),
    ...(Object.keys(prices.right).length === 0 ? {} : { prices: prices.right }),
  });
}

/** STRIPE_PRICES=teacher-monthly=price_123,teacher-yearly=price_456 (plan key = price id). */
function stripePrices(env: Env): Parsed<Record<string, string>> {
  const raw = given(env, 'STRIPE_PRICES');
  if (raw === undefined) return E.right({});
  const prices: Record<string, string> = {};
  for (const pair of raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')) {
    const match = /^([a-z0-9][a-z0-9-]*)=(price_[A-Za-z0-9]+)$/.exec(pair);
    if (match === null || match[1] === undefined || match[2] === undefined)
      return E.left(
        `STRIPE_PRICES must be plan-key=price_… pairs separated by commas, such as teacher-monthly=price_1AbC (got "${pair}").`,
      );
    if (prices[match[1]] !== undefined)
      return E.left(`STRIPE_PRICES names the plan ${match[1]} twice.`);
    prices[match[1]] = match[2];
  }
  return E.right(prices);
}

type Draft = Omit<Config, 'jwtSecret'> & { readonly jwtSecret: string | null };

/**
 * Reads the variables in a fixed order and stops at the first bad one: its message is the
 * one line the start prints (issue #3). `JWT_SECRET` may be absent: `loadConfig` then
 * generates one.
 */
export function parseConfig(env: Env): E.Either<string, Draft> {
  return pipe(
    E.Do,
    E.apS('port', port(env, 'PORT', 3000)),
    E.apS('host', host(env)),
    E.apS('databaseUrl', url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], false)),
    E.apS('dataDir', E.right(path.resolve(given(env, 'PARLO_DATA_DIR') ?? fromRoot('data')))),
    E.apS('embeddedPgPort', port(env, 'EMBEDDED_PG_PORT', null)),
    E.bind('publicUrl', ({ port: p }) => publicUrl(env, p)),
    E.apS('jwtSecret', jwtSecret(env)),
    E.apS('accessTokenTtlSeconds', seconds(env, 'ACCESS_TOKEN_TTL_SECONDS', 900)),
    E.apS('refreshIdleTtlSeconds', seconds(env, 'REFRESH_IDLE_TTL_SECONDS', 14 * DAY)),
    E.apS('refreshAbsoluteTtlSeconds', seconds(env, 'REFRESH_ABSOLUTE_TTL_SECONDS', 60 * DAY)),
    E.apS('refreshReuseGraceSeconds', secondsOrZero(env, 'REFRESH_REUSE_GRACE_SECONDS', 10)),
    E.apS('smtpUrl', url(env, 'SMTP_URL', ['smtp:', 'smtps:'], false)),
    E.apS('mailFrom', mailFrom(env)),
    E.apS('seedDemo', flag(env, 'SEED_DEMO', true)),
    E.apS('logLevel', oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info')),
    E.apS('spaDir', E.right(fromRoot('dist'))),
    E.apS('ai', aiProvider(env)),
    E.apS('stripe', stripe(env)),
    E.chain(checkTogether),
  );
}

function publicUrl(env: Env, listenPort: number): Parsed<string> {
  const raw = given(env, 'PUBLIC_URL');
  if (raw === undefined) return E.right(`http://localhost:${listenPort}`);
  try {
    const parsed = new URL(raw);
    if (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
      parsed.search === '' &&
      parsed.hash === ''
    ) {
      return E.right(raw.replace(/\/+$/, ''));
    }
  } catch {
    // Reported below.
  }
  return E.left(
    `PUBLIC_URL must be an http:// or https:// address such as https://parlo.example (got "${raw}").`,
  );
}

function mailFrom(env: Env): Parsed<string> {
  const raw = given(env, 'MAIL_FROM') ?? 'Parlo <no-reply@parlo.local>';
  return /^[^\r\n]*[^\s@<>]+@[^\s@<>]+[^\r\n]*$/.test(raw)
    ? E.right(raw)
    : E.left(
        `MAIL_FROM must be an e-mail address, optionally with a name: Parlo <no-reply@example.org> (got "${raw}").`,
      );
}

/** Rules between variables, named after the variable to change. */
function checkTogether(draft: Draft): E.Either<string, Draft> {
  if (draft.refreshIdleTtlSeconds > draft.refreshAbsoluteTtlSeconds) {
    return E.left('REFRESH_IDLE_TTL_SECONDS must not exceed REFRESH_ABSOLUTE_TTL_SECONDS.');
  }
  if (draft.databaseUrl === null && draft.embeddedPgPort === draft.port) {
    return E.left(`EMBEDDED_PG_PORT must differ from PORT (both are ${draft.port}).`);
  }
  return E.right(draft);
}

/** Where a generated JWT secret is kept between starts. */
export const secretFile = (dataDir: string) => path.join(dataDir, 'secret');

/**
 * The contents of `file`, or a new random secret written there first with mode 0600 (only
 * this user may read it). Used for the JWT secret and the embedded database password.
 */
export async function readOrCreateSecret(file: string): Promise<string> {
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (existing !== null && existing.trim() !== '') return existing.trim();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o711 });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'w' });
  await chmod(file, 0o600);
  return secret;
}

/** `parseConfig`, then the JWT secret from JWT_SECRET or PARLO_DATA_DIR/secret. */
export async function loadConfig(env: Env): Promise<E.Either<string, Config>> {
  const draft = parseConfig(env);
  if (E.isLeft(draft)) return draft;
  if (draft.right.jwtSecret !== null)
    return E.right({ ...draft.right, jwtSecret: draft.right.jwtSecret });
  try {
    const generated = await readOrCreateSecret(secretFile(draft.right.dataDir));
    return E.right({ ...draft.right, jwtSecret: generated });
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    return E.left(
      `PARLO_DATA_DIR must be a folder this user can write: the JWT secret could not be kept in ${secretFile(draft.right.dataDir)} (${reason}).`,
    );
  }
}

/** True when the app is reached over https: then HSTS and Secure cookies. */
export const isHttps = (config: Pick<Config, 'publicUrl'>): boolean =>
  config.publicUrl.startsWith('https:');

/** The scheme, host and port of PUBLIC_URL, as browsers send it in `Origin`. */
export const publicOrigin = (config: Pick<Config, 'publicUrl'>): string =>
  new URL(config.publicUrl).origin;

/** Which billing takes payments, for the start banner: never a key. */
export function describeBilling(config: Pick<Config, 'stripe'>): string {
  if (config.stripe === undefined)
    return 'Billing: the built-in engine with its local payment page (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe).';
  const mode = config.stripe.secretKey.includes('_live_') ? 'live' : 'test';
  const where =
    config.stripe.apiUrl === undefined ? '' : ` through ${new URL(config.stripe.apiUrl).host}`;
  return `Billing: Stripe (${mode} mode${where}); webhooks at /api/billing/webhooks/stripe.`;
}

/** Which generator writes content, for the start banner: the address and model, never the key. */
export function describeGenerator(config: Pick<Config, 'ai'>): string {
  if (config.ai === undefined)
    return 'Content generation: the built-in offline generator (set AI_BASE_URL, AI_MODEL and AI_API_KEY for an AI provider).';
  // The address without the user:password a URL can carry.
  const address = new URL(config.ai.baseUrl);
  const shown = `${address.protocol}//${address.host}${address.pathname.replace(/\/+$/, '')}`;
  const key = config.ai.apiKey === null ? 'no API key' : 'API key set';
  return `Content generation: the AI provider at ${shown}, model ${config.ai.model} (${key}, ${config.ai.timeoutSeconds} s per call).`;
}
