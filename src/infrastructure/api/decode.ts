import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';

/** A response that does not match the API contract. */
export interface UnexpectedResponse {
  readonly type: 'api/unexpected-response';
  /** Where the value came from, such as `/login`. */
  readonly source: string;
  /** For the user and the logs: `Unexpected response from /login: data must be a string`. */
  readonly message: string;
}

const ARTICLE = /^[aeiou]/i;

function expected(name: string): string {
  // Named codecs ('string', 'non-empty string') read as prose; structural ones stay literal.
  return /^[a-z][a-z -]*$/i.test(name) ? `${ARTICLE.test(name) ? 'an' : 'a'} ${name}` : name;
}

function isUnion(type: t.Decoder<unknown, unknown>): boolean {
  return (type as { _tag?: unknown })._tag === 'UnionType';
}

/** `data must be a string` for the first failing field of a validation. */
function describeError(error: t.ValidationError): string {
  const keys: string[] = [];
  let expectedType = error.context[0]?.type;
  for (const entry of error.context.slice(1)) {
    // A union's members appear as numbered entries that are not fields: name the union instead.
    if (expectedType !== undefined && isUnion(expectedType)) break;
    keys.push(entry.key);
    expectedType = entry.type;
  }
  const field = keys.length === 0 ? 'the response' : keys.join('.');
  return `${field} must be ${expected(expectedType?.name ?? 'valid')}`;
}

/**
 * Decodes `value` with `codec`; a mismatch is a value carrying one clear sentence naming the
 * first field that is wrong, never a crash.
 */
export function decodeOrError<A, O>(
  codec: t.Type<A, O, unknown>,
  value: unknown,
  source = 'the server',
): E.Either<UnexpectedResponse, A> {
  return E.mapLeft((errors: t.Errors): UnexpectedResponse => ({
    type: 'api/unexpected-response',
    source,
    message: `Unexpected response from ${source}: ${
      errors[0] === undefined ? 'invalid value' : describeError(errors[0])
    }`,
  }))(codec.decode(value));
}
