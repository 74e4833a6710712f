// Starts Parlo for the end-to-end tests exactly as `npm start` does, on a fresh database in a
// throw-away data folder, with access tokens that expire after a few seconds so the tests
// can watch the session refresh itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
const dataDir = mkdtempSync(join(tmpdir(), 'parlo-e2e-'));

const child = spawn('npm', ['start'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
    PARLO_DATA_DIR: dataDir,
    ACCESS_TOKEN_TTL_SECONDS: process.env.ACCESS_TOKEN_TTL_SECONDS ?? '4',
    SEED_DEMO: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

function stop(signal) {
  child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
