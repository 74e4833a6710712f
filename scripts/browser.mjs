// Finds the Chromium the end-to-end tests drive, installing Debian's when there is none.
// Playwright's own browser download cannot run on our machines (STACK.md), so: Playwright's
// browser when a developer has it, else PLAYWRIGHT_CHROMIUM / Debian's /usr/bin/chromium,
// else `apt-get install chromium` (CI starts on a clean machine as root).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The path of a usable Chromium, or null. */
export function findBrowser() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null;
}

function install() {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? [] : ['sudo'];
  const run = (args) => execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  console.log('e2e: no Chromium found; installing Debian\'s chromium package (about 30 s)…');
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium']);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let path = findBrowser();
  if (path === null) {
    install();
    path = findBrowser();
  }
  if (path === null) {
    console.error('e2e: could not find or install Chromium; set PLAYWRIGHT_CHROMIUM to a Chromium binary.');
    process.exit(1);
  }
  console.log(`e2e: using ${path}`);
}
