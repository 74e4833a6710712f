import axios, { type AxiosInstance } from 'axios';
import * as E from 'fp-ts/Either';
import { RefreshFailure, type Credentials, type SessionGateway } from '@/application/session/ports';
import type { Notifier } from '@/application/shared/ports';
import {
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  RefreshResponse,
} from '@/infrastructure/api/contract';
import { decodeOrError } from '@/infrastructure/api/decode';
import { decodeResponse } from './decodeResponse';

export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';
export const REFRESH_PATH = '/auth/iJIUzI1NiIsIn';

export interface SessionApiOptions {
  /** The configured client of `createHttpClient`, for login and logout. */
  http: AxiosInstance;
  /** Base address for the refresh call, which bypasses that client. */
  baseURL: string;
  notifier: Notifier;
}

/** Some servers send the plain-text token JSON-quoted; both mean the same token. */
function unquote(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  const trimmed = text.trim();
  if (!/^".*"$/.test(trimmed)) return trimmed;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return parsed;
  } catch {
    return trimmed;
  }
}

function refreshFailureOf(error: unknown): RefreshFailure {
  if (!axios.isAxiosError(error) || error.response === undefined) {
    return new RefreshFailure('network');
  }
  // A server error is transient like a network failure: it must not sign the user out.
  return error.response.status >= 500
    ? new RefreshFailure('network', `Refresh failed with status ${error.response.status}`)
    : new RefreshFailure('rejected', `Refresh refused with status ${error.response.status}`);
}

/** The SessionGateway over the API (spec §7 /login, /logout, /auth/iJIUzI1NiIsIn). */
export function createSessionApi({ http, baseURL, notifier }: SessionApiOptions): SessionGateway {
  // The refresh runs outside the interceptors: its 401 must not start another refresh, and
  // its failure is reported by the calls that were waiting for it, not by itself.
  const bare = axios.create({
    baseURL,
    withCredentials: true,
    timeout: 0,
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
  });

  return {
    async login(credentials: Credentials) {
      const response = await http.post<unknown>(LOGIN_PATH, LoginRequest.encode(credentials));
      return decodeResponse(LoginResponse, response.data, LOGIN_PATH, notifier).data;
    },

    async logout() {
      const response = await http.get<unknown>(LOGOUT_PATH);
      return decodeResponse(LogoutResponse, response.data, LOGOUT_PATH, notifier).data ?? null;
    },

    async refresh(signal?: AbortSignal) {
      let text: unknown;
      try {
        text = (await bare.get<unknown>(REFRESH_PATH, { signal })).data;
      } catch (error) {
        throw refreshFailureOf(error);
      }
      const token = decodeOrError(RefreshResponse, unquote(text), REFRESH_PATH);
      if (E.isLeft(token)) throw new RefreshFailure('rejected', token.left.message);
      return token.right;
    },
  };
}
