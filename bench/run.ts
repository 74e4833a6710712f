/*
 * `npm run bench`: speed and memory of what is built so far, on this machine. It starts the
 * real product (built SPA, Fastify, embedded PostgreSQL on a throw-away data folder), loads it
 * from this process over loopback only, and prints a Markdown table for the README.
 * Benchmarks measure; tests never assert wall-clock times.
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { answersMatch } from '@/domain/matching/normalise';
import { decideAccess, ROUTES } from '@/domain/access/routes';
import { QUESTION_TYPE_VALUES } from '@/domain/catalog/questionTypes';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import { wordCount } from '@/domain/resource/content';
import { createHyphenate } from '../server/adapters/hyphenation/hyphenate';
import { generateOffline } from '../server/adapters/generation/offline/offlineGenerator';
import type { GenerationRequest } from '../server/services/generation/port';

const PORT = Number(process.env.BENCH_PORT ?? 3199);
const BASE = `http://127.0.0.1:${PORT}`;
const rows: [string, string][] = [];
const record = (what: string, value: string) => {
  rows.push([what, value]);
  console.log(`  ${what}: ${value}`);
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function benchDomain(): void {
  const pairs: [string, string, string][] = [
    ['¿Dónde está la biblioteca?', 'donde esta la biblioteca', 'es'],
    ['« Bonjour ! »', 'bonjour', 'fr'],
    ['我 喜欢 学习 中文。', '我喜欢学习中文', 'zh'],
    ["Don't stop", 'dont stop', 'en'],
  ];
  const rounds = 50_000;
  const start = performance.now();
  let matched = 0;
  for (let i = 0; i < rounds; i += 1) {
    const [expected, given, lang] = pairs[i % pairs.length] ?? pairs[0]!;
    if (answersMatch(expected, given, lang)) matched += 1;
  }
  const perSecond = rounds / ((performance.now() - start) / 1000);
  record(
    'answer matching (domain)',
    `${Math.round(perSecond).toLocaleString('en')} checks/s (${matched} matched)`,
  );

  const users = [
    null,
    { role: 'public' as const },
    { role: 'PUPIL' as const },
    { role: 'admin' as const },
  ];
  const guardRounds = 200_000;
  const t0 = performance.now();
  for (let i = 0; i < guardRounds; i += 1) {
    decideAccess(ROUTES[i % ROUTES.length]!, users[i % users.length] ?? null);
  }
  record(
    'route guard decisions (domain)',
    `${Math.round(guardRounds / ((performance.now() - t0) / 1000)).toLocaleString('en')}/s`,
  );
}

/** Issue #4's target: a 500-word resource with every question type, offline, well under a second. */
function benchGeneration(): void {
  const hyphenate = createHyphenate();
  const timings: number[] = [];
  let words = 0;
  for (const [i, resourceType] of (['text', 'dialogue_three_speakers'] as const).entries()) {
    for (let seed = 1; seed <= 10; seed += 1) {
      const request: GenerationRequest = {
        resourceType,
        target: i === 0 ? 'es' : 'fr',
        native: 'en',
        level: { kind: 'cefr', level: 'B1' },
        wordCount: 500,
        title: 'Bench',
        prompt: 'holidays by the sea',
        tenses: [6],
        details: [7],
        vocabulary: [],
        seed,
      };
      const t0 = performance.now();
      const generated = generateOffline(request);
      if (generated._tag === 'Left') throw new Error(generated.left.message);
      deriveQuestions(generated.right.content, QUESTION_TYPE_VALUES, { seed, hyphenate });
      timings.push(performance.now() - t0);
      words = wordCount(generated.right.content, 'target');
    }
  }
  record(
    '500-word resource + all 12 question types, offline (median of 20; text es←en and dialogue fr←en)',
    `${median(timings).toFixed(0)} ms (max ${Math.max(...timings).toFixed(0)} ms; last had ${words} words)`,
  );
}

function benchBundle(): void {
  const assets = path.join('dist', 'assets');
  const files = readdirSync(assets);
  const entry = files.find((f) => /^index-.*\.js$/.test(f));
  const html = readFileSync(path.join('dist', 'index.html'), 'utf8');
  if (entry === undefined) return;
  const gz = (f: string) => gzipSync(readFileSync(path.join(assets, f))).length;
  const preloaded = [...html.matchAll(/href="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const total = [entry, ...preloaded].reduce((sum, f) => sum + gz(f), 0);
  record('landing page JavaScript (gzip, entry + preloads)', `${(total / 1024).toFixed(1)} KiB`);
  const tour = files.find((f) => f.startsWith('TourHost-'));
  if (tour)
    record(
      'tour chunk, loaded only on screens with a tour (gzip)',
      `${(gz(tour) / 1024).toFixed(1)} KiB`,
    );
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start within 60 s');
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

async function load(title: string, url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: 10, duration: 5, headers });
  record(
    title,
    `${Math.round(result.requests.average).toLocaleString('en')} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
  );
}

async function benchServer(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parlo-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      PARLO_DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(PORT + 20000),
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const started = performance.now();
    await waitForHealth();
    record(
      'start-up to first healthy answer (fresh data folder, initdb + migrations + seed)',
      `${Math.round(performance.now() - started)} ms`,
    );
    record('server memory after start (RSS)', `${rssOf(server.pid!).toFixed(0)} MiB`);

    const logins: number[] = [];
    let token = '';
    for (let i = 0; i < 15; i += 1) {
      const t0 = performance.now();
      const response = await fetch(`${BASE}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: BASE },
        body: JSON.stringify({ login: 'teacher@example.com', password: 'Teacher-Parlo-2026!' }),
      });
      logins.push(performance.now() - t0);
      token = ((await response.json()) as { data: string }).data;
    }
    record(
      'sign-in latency, median of 15 (argon2id m=19456 t=2 p=1)',
      `${median(logins).toFixed(0)} ms`,
    );

    const auth = { authorization: `Bearer ${token}` };
    await load(
      'GET /api/account_setting (token check, account status, profile: 5 queries), 10 connections',
      `${BASE}/api/account_setting`,
      auth,
    );
    await load(
      'GET /api/health (one database round trip), 10 connections',
      `${BASE}/api/health`,
      {},
    );
    await load('GET / (the SPA shell), 10 connections', `${BASE}/`, { accept: 'text/html' });
    record('server memory after load (RSS)', `${rssOf(server.pid!).toFixed(0)} MiB`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log('Building the SPA…');
execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
console.log(`Machine: ${machine}`);
benchDomain();
benchGeneration();
benchBundle();
await benchServer();
console.log(`\nMachine: ${machine}\n\n| measure | result |\n|---|---|`);
for (const [what, value] of rows) console.log(`| ${what} | ${value} |`);
