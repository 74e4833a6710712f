/** What `/config.js` may set at run time, so one build serves any API address (spec §7). */
export interface RuntimeConfig {
  apiBaseUrl?: string;
}

declare global {
  interface Window {
    __PARLO_CONFIG__?: RuntimeConfig;
  }
  interface ImportMetaEnv {
    /** The build setting used when no runtime address is configured. */
    readonly VITE_API_BASE_URL?: string;
  }
}

function usable(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\/+$/, '') : null;
}

/**
 * The API base address (spec §7): the runtime-configured one if present, else the build
 * setting, else '' (same origin as the SPA). Blank values count as absent; a trailing slash
 * is dropped so that paths join with exactly one.
 */
export function resolveApiBaseUrl(sources: { runtime?: unknown; build?: unknown }): string {
  return usable(sources.runtime) ?? usable(sources.build) ?? '';
}

/** Reads the two sources from the page and the build. */
export function readApiBaseUrl(): string {
  const runtime = typeof window === 'undefined' ? undefined : window.__PARLO_CONFIG__?.apiBaseUrl;
  return resolveApiBaseUrl({ runtime, build: import.meta.env.VITE_API_BASE_URL });
}
