import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

/*
 * A failed call to the provider in words for the teacher, who sees it on the dashboard, and
 * a hint for the administrator, who can change the settings it names. Providers may echo the
 * API key in an error ("Incorrect API key provided: sk-…"): every text taken from the
 * provider goes through `redact` before it is shown or logged.
 */

/** `text` without any occurrence of `secret`. */
export function redact(text: string, secret: string | null): string {
  return secret === null || secret === '' ? text : text.split(secret).join('[redacted]');
}

export interface FailureContext {
  readonly model: string;
  readonly timeoutMs: number;
  readonly deadlineMs: number;
  readonly apiKey: string | null;
}

/** "2 minutes", "1 second": how long, in words. */
export function duration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds >= 120 && seconds % 60 === 0) return `${seconds / 60} minutes`;
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

const LATER = 'Nothing was saved; please try again in a few minutes.';

/** The provider's own short explanation of an HTTP error, redacted, when it gave one. */
function providerSays(body: object | undefined, apiKey: string | null): string {
  const said = (body as { message?: unknown } | undefined)?.message;
  const raw = typeof said === 'string' ? said : '';
  const text = redact(raw, apiKey).replace(/\s+/gu, ' ').trim();
  if (text === '') return '';
  return `: “${text.length > 200 ? `${text.slice(0, 200)}…` : text}”`;
}

/** The message for a call that threw (network, timeout, HTTP error), for the teacher. */
export function describeCallFailure(error: unknown, context: FailureContext): string {
  // Subclasses first: a timeout is a connection error, a connection error an APIError.
  if (error instanceof APIConnectionTimeoutError)
    return `The AI provider did not answer within ${duration(context.timeoutMs)}. Try again, or choose a shorter text; if it keeps happening, an administrator can raise AI_TIMEOUT_SECONDS.`;
  if (error instanceof APIUserAbortError)
    return `The AI provider did not finish within ${duration(context.deadlineMs)}. ${LATER}`;
  if (error instanceof APIConnectionError)
    return `Parlo could not reach the AI provider. ${LATER} If it keeps happening, an administrator should check AI_BASE_URL.`;
  if (error instanceof APIError) {
    // instanceof gives APIError<any…>: the SDK's own defaults, stated.
    const failure = error as APIError<number | undefined, Headers | undefined, object | undefined>;
    const status = failure.status ?? 0;
    if (status === 401 || status === 403)
      return `The AI provider did not accept Parlo’s API key (HTTP ${status}). An administrator should check AI_API_KEY.`;
    if (status === 404)
      return `The AI provider does not offer the model “${context.model}” at this address (HTTP 404). An administrator should check AI_MODEL and AI_BASE_URL.`;
    if (status === 429)
      return `The AI provider is busy or its usage limit is reached (HTTP 429). ${LATER}`;
    if (status >= 500) return `The AI provider had a problem of its own (HTTP ${status}). ${LATER}`;
    return `The AI provider refused the request (HTTP ${status}${providerSays(failure.error, context.apiKey)}). An administrator should check AI_MODEL; the model must support structured JSON output.`;
  }
  const message = error instanceof Error ? redact(error.message, context.apiKey) : String(error);
  return `The AI provider could not be used (${message.split('\n')[0] ?? 'unknown error'}). ${LATER}`;
}

/** Details for the server log: what happened, never the key. */
export function logDetails(error: unknown, apiKey: string | null): Record<string, unknown> {
  if (error instanceof APIError) {
    // A connection error's cause says what failed: ECONNREFUSED, a TLS problem…
    const cause = error.cause instanceof Error ? redact(error.cause.message, apiKey) : undefined;
    return {
      kind: error.constructor.name,
      status: error.status,
      error: redact(error.message, apiKey),
      ...(cause === undefined ? {} : { cause }),
    };
  }
  return { error: redact(error instanceof Error ? error.message : String(error), apiKey) };
}
