import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { Notifier } from '@/application/shared/ports';
import { decodeOrError } from '@/infrastructure/api/decode';
import { ApiError } from './apiError';

/**
 * The decoded answer of `path`, or an `ApiError` of kind `contract` after one toast: a bad
 * payload is a clear failure of that call, never a crash further on.
 */
export function decodeResponse<A, O>(
  codec: t.Type<A, O, unknown>,
  value: unknown,
  path: string,
  notifier: Notifier,
): A {
  const decoded = decodeOrError(codec, value, path);
  if (E.isRight(decoded)) return decoded.right;
  notifier.error(decoded.left.message);
  throw new ApiError('contract', null, decoded.left.message, path);
}
