/** The path of a usable Chromium (Playwright's own, PLAYWRIGHT_CHROMIUM or Debian's), or null. */
export function findBrowser(): string | null;
