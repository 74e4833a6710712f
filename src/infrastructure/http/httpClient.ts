import axios, {
  AxiosHeaders,
  type AxiosError,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import * as E from 'fp-ts/Either';
import type { TokenSource } from '@/application/http/ports';
import { isRefreshFailure } from '@/application/session/ports';
import type { Notifier } from '@/application/shared/ports';
import { isSessionCall } from '@/domain/http/apiPaths';
import { isRetryExempt, type RetryBudget } from '@/domain/http/retryBudget';
import { ErrorBody } from '@/infrastructure/api/contract';
import { ACCESS_LOST_MESSAGE, ApiError, FALLBACK_MESSAGE, SESSION_ENDED_MESSAGE } from './apiError';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the replay after a refresh: a 401 on it is not refreshed again (spec §8). */
    parloReplay?: boolean;
    /**
     * Failures of this call are rejected without an error toast: for calls whose failures
     * are only logged (tour and analytics, spec §8).
     */
    parloSilent?: boolean;
    /**
     * The caller shows this call's failure where the user acted (a form's alert): no toast
     * besides, so one problem is said once. A failure that ends the session is still a toast,
     * since the page that would show it is going away.
     */
    parloInPlace?: boolean;
  }
}

/** Request options for calls whose failures the user should not see (spec §8). */
export const SILENT_REQUEST = { parloSilent: true } as const;

/** Request options for calls whose failures the caller shows in place (form alerts). */
export const IN_PLACE_REQUEST = { parloInPlace: true } as const;

export interface HttpClientOptions {
  /** The API base address (`readApiBaseUrl()`); '' for the SPA's own origin. */
  baseURL: string;
  tokens: TokenSource;
  notifier: Notifier;
  /** The session-wide retry budget (spec §8), shared by every request. */
  budget: RetryBudget;
  /** Called on 403 'forbidden': clears local storage and ends the session (spec §6). */
  onForbidden: () => void;
  /** A fresh unique key for each write (`newIdempotencyKey`). */
  idempotencyKey: () => string;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The 401 answer text that means "refresh the token" (spec §4). */
export const ACCESS_DENIED = 'Access denied';
/** The 403 answer text that means loss of access (spec §4, §6). */
export const FORBIDDEN = 'forbidden';

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/** The `message` or `error` text of an error answer, if it has one. */
function serverMessage(data: unknown): string | null {
  const body = ErrorBody.decode(data);
  if (E.isLeft(body)) return null;
  const text = body.right.message ?? body.right.error;
  return text !== undefined && text.trim() !== '' ? text : null;
}

function answerSays(data: unknown, text: string): boolean {
  const body = ErrorBody.decode(data);
  return E.isRight(body) && (body.right.error === text || body.right.message === text);
}

/** Errors that another attempt may cure: no answer at all, or a server-side failure. */
function isTransient(error: AxiosError): boolean {
  return error.response === undefined ? !axios.isCancel(error) : error.response.status >= 500;
}

function bearerOf(config: InternalAxiosRequestConfig): unknown {
  return AxiosHeaders.from(config.headers).get('Authorization');
}

/**
 * The one axios instance of the SPA (DESIGN.md §4): cookie credentials, no timeout (spec §7),
 * the bearer attached at send time, and the failure handling of spec §4 and §8.
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const { tokens, notifier, budget, onForbidden, idempotencyKey } = options;
  const http = axios.create({ baseURL: options.baseURL, withCredentials: true, timeout: 0 });

  const fail = (error: ApiError, config?: InternalAxiosRequestConfig): never => {
    const shownInPlace = config?.parloInPlace === true && error.kind !== 'session';
    if (config?.parloSilent !== true && !shownInPlace) notifier.error(error.message);
    throw error;
  };

  http.interceptors.request.use(async (config) => {
    const path = config.url ?? '';
    // A call made while a refresh runs would only earn a 401: it waits and goes with the new
    // token. Session calls never wait (logout must go out even while a refresh hangs).
    const refreshing = isSessionCall(path) ? null : tokens.inFlight();
    if (refreshing !== null) await refreshing.catch(() => undefined);
    const token = tokens.current();
    if (token === null) config.headers.delete('Authorization');
    else config.headers.set('Authorization', `Bearer ${token}`);
    // Set on the first attempt and kept by every retry, so the server applies a write once.
    if (
      WRITES.has((config.method ?? 'get').toLowerCase()) &&
      !config.headers.has(IDEMPOTENCY_HEADER)
    ) {
      config.headers.set(IDEMPOTENCY_HEADER, idempotencyKey());
    }
    return config;
  });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error) || error.config === undefined) {
      return fail(
        new ApiError(
          'network',
          null,
          error instanceof Error ? error.message : FALLBACK_MESSAGE,
          '',
        ),
      );
    }
    // A cancelled call is the caller's decision, not a failure to show.
    if (axios.isCancel(error)) throw error;
    const config = error.config;
    const path = config.url ?? '';
    const response = error.response;

    if (
      response?.status === 401 &&
      answerSays(response.data, ACCESS_DENIED) &&
      !isSessionCall(path) &&
      config.parloReplay !== true
    ) {
      const current = tokens.current();
      // A call sent with a token that a refresh has replaced since is replayed without
      // another refresh: one refresh however late the 401s arrive.
      if (current === null || bearerOf(config) === `Bearer ${current}`) {
        try {
          await tokens.refresh();
        } catch (refreshError) {
          const network = isRefreshFailure(refreshError) && refreshError.kind === 'network';
          return fail(
            new ApiError(
              network ? 'network' : 'session',
              401,
              network ? FALLBACK_MESSAGE : SESSION_ENDED_MESSAGE,
              path,
            ),
            config,
          );
        }
      }
      return http.request({ ...config, parloReplay: true });
    }

    if (response?.status === 403 && answerSays(response.data, FORBIDDEN)) {
      onForbidden();
      return fail(new ApiError('session', 403, ACCESS_LOST_MESSAGE, path), config);
    }

    if (isTransient(error) && !isRetryExempt(path) && budget.take()) return http.request(config);

    return fail(
      new ApiError(
        response === undefined ? 'network' : 'http',
        response?.status ?? null,
        serverMessage(response?.data) ?? FALLBACK_MESSAGE,
        path,
        response?.data,
      ),
      config,
    );
  });

  return http;
}
