import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSessionCall, normaliseApiPath } from '@/domain/http/apiPaths';

describe('normaliseApiPath', () => {
  it.each([
    ['/v1/homeworks', 'v1/homeworks'],
    ['v1/homeworks/', 'v1/homeworks'],
    ['https://api.parlo.example:8443/v1/homeworks?completed=true', 'v1/homeworks'],
    ['/custom_tour/dashboard#x', 'custom_tour/dashboard'],
    ['http://localhost', ''],
    ['  /login  ', 'login'],
  ])('%s → %s', (url, path) => {
    expect(normaliseApiPath(url)).toBe(path);
  });

  it('never keeps a leading or trailing slash, a query or a fragment', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const path = normaliseApiPath(url);
        expect(path.startsWith('/')).toBe(false);
        expect(path.endsWith('/')).toBe(false);
        expect(path).not.toMatch(/[?#]/);
      }),
      { numRuns: 100 },
    );
  });
});

describe('session calls never trigger a refresh', () => {
  it.each(['/login', '/logout', '/auth/iJIUzI1NiIsIn', 'https://api.example/logout/'])(
    '%s is a session call',
    (url) => {
      expect(isSessionCall(url)).toBe(true);
    },
  );

  it.each(['/forgetPassword', '/registration', '/v1/homeworks'])(
    '%s is not a session call',
    (url) => {
      expect(isSessionCall(url)).toBe(false);
    },
  );
});
