import { afterEach, describe, expect, it, vi } from 'vitest';
import { readApiBaseUrl, resolveApiBaseUrl } from '@/infrastructure/config/apiBaseUrl';

describe('resolveApiBaseUrl', () => {
  it('the runtime-configured address wins over the build setting', () => {
    expect(
      resolveApiBaseUrl({ runtime: 'https://api.school.example', build: 'https://build.example' }),
    ).toBe('https://api.school.example');
  });

  it('without a runtime address the build setting is used', () => {
    expect(resolveApiBaseUrl({ build: 'https://build.example/api' })).toBe(
      'https://build.example/api',
    );
  });

  it('without either the SPA calls its own origin', () => {
    expect(resolveApiBaseUrl({})).toBe('');
  });

  it.each(['', '   ', null, 42])('a runtime value %j counts as absent', (runtime) => {
    expect(resolveApiBaseUrl({ runtime, build: 'https://build.example' })).toBe(
      'https://build.example',
    );
  });

  it('trailing slashes and surrounding space are dropped', () => {
    expect(resolveApiBaseUrl({ runtime: ' https://api.example/v2// ' })).toBe(
      'https://api.example/v2',
    );
  });
});

describe('readApiBaseUrl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('reads window.__PARLO_CONFIG__ first, then VITE_API_BASE_URL', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://build.example');
    expect(readApiBaseUrl()).toBe('https://build.example');
    vi.stubGlobal('window', { __PARLO_CONFIG__: { apiBaseUrl: 'https://runtime.example' } });
    expect(readApiBaseUrl()).toBe('https://runtime.example');
  });
});
