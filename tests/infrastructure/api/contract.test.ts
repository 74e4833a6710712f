import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import {
  ErrorBody,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  NonEmptyString,
  RefreshResponse,
  envelope,
} from '@/infrastructure/api/contract';
import { decodeOrError } from '@/infrastructure/api/decode';

const messageOf = (result: E.Either<{ message: string }, unknown>) =>
  E.isLeft(result) ? result.left.message : 'decoded';

describe('API contract codecs', () => {
  it('a login answer carries the token as data', () => {
    expect(LoginResponse.decode({ data: 'a.b.c' })).toEqual(E.right({ data: 'a.b.c' }));
  });

  it.each([{ data: '' }, { data: '   ' }, { data: null }, {}, '', null])(
    'an empty login answer %j is a failure (spec §7)',
    (body) => {
      expect(E.isLeft(LoginResponse.decode(body))).toBe(true);
    },
  );

  it.each([
    [{ data: '/goodbye' }, '/goodbye'],
    [{ data: null }, null],
    [{}, undefined],
  ])('a logout answer %j gives the redirect %j', (body, redirect) => {
    const decoded = LogoutResponse.decode(body);
    expect(E.isRight(decoded) && decoded.right.data).toBe(redirect);
  });

  it('a refresh answer is a plain-text token', () => {
    expect(RefreshResponse.decode('x.y.z')).toEqual(E.right('x.y.z'));
    expect(E.isLeft(RefreshResponse.decode({ token: 'x.y.z' }))).toBe(true);
  });

  it('the login body needs login and password strings', () => {
    expect(E.isRight(LoginRequest.decode({ login: 'a', password: 'b' }))).toBe(true);
    expect(E.isLeft(LoginRequest.decode({ login: 'a' }))).toBe(true);
  });

  it('error bodies may carry message and error, both optional', () => {
    expect(ErrorBody.decode({ error: 'Access denied' })).toEqual(
      E.right({ error: 'Access denied' }),
    );
    expect(E.isRight(ErrorBody.decode({}))).toBe(true);
    expect(E.isLeft(ErrorBody.decode({ message: 5 }))).toBe(true);
  });

  it('NonEmptyString encodes to itself', () => {
    expect(NonEmptyString.encode('abc')).toBe('abc');
  });
});

describe('decodeOrError', () => {
  it('returns the decoded value when it matches', () => {
    expect(decodeOrError(envelope(t.string), { data: 'x' }, '/login')).toEqual(
      E.right({ data: 'x' }),
    );
  });

  it('names the source and the field: data must be a string', () => {
    expect(messageOf(decodeOrError(envelope(t.string), { data: 5 }, '/login'))).toBe(
      'Unexpected response from /login: data must be a string',
    );
  });

  it('names nested fields and arrays by path', () => {
    const codec = t.type({ items: t.array(t.type({ id: t.number })) });
    expect(messageOf(decodeOrError(codec, { items: [{ id: 1 }, { id: 'x' }] }, '/v1/x'))).toBe(
      'Unexpected response from /v1/x: items.1.id must be a number',
    );
  });

  it('names a union by its name, not its members', () => {
    expect(messageOf(decodeOrError(LogoutResponse, { data: 42 }, '/logout'))).toBe(
      'Unexpected response from /logout: data must be a string or null',
    );
  });

  it('describes a response of the wrong shape as a whole', () => {
    expect(messageOf(decodeOrError(LoginResponse, 'oops', '/login'))).toBe(
      'Unexpected response from /login: the response must be { data: non-empty string }',
    );
  });

  it('an empty token reads as "must be a non-empty string"', () => {
    expect(messageOf(decodeOrError(LoginResponse, { data: '' }, '/login'))).toBe(
      'Unexpected response from /login: data must be a non-empty string',
    );
  });

  it('tags the failure and defaults the source to the server', () => {
    const result = decodeOrError(t.number, 'x');
    expect(E.isLeft(result) && result.left).toEqual({
      type: 'api/unexpected-response',
      source: 'the server',
      message: 'Unexpected response from the server: the response must be a number',
    });
  });
});
