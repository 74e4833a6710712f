/*
 * `npm run bench`: speed and memory of what is built so far, on this machine. It starts the
 * real product (built SPA, Fastify, embedded PostgreSQL on a throw-away data folder), loads it
 * from this process and a headless Chromium over loopback only, and prints a Markdown table for
 * the README.
 * Benchmarks measure; tests never assert wall-clock times.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium, type Page } from '@playwright/test';
import { answersMatch } from '@/domain/matching/normalise';
import { decideAccess, ROUTES } from '@/domain/access/routes';
import { QUESTION_TYPE_VALUES, questionTypesFor } from '@/domain/catalog/questionTypes';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import { wordCount } from '@/domain/resource/content';
import { generateOffline } from '../server/adapters/generation/offline/offlineGenerator';
import type { GenerationRequest } from '../server/services/generation/port';
import { findBrowser } from '../scripts/browser.mjs';
import { ensureServerBuilt } from '../scripts/serverBundle.mjs';
import { auditPages, describeFigures } from './lighthouse';
import { benchSubmit } from './submit';
import { benchActivityStream } from './activityStream';

const PORT = Number(process.env.BENCH_PORT ?? 3199);
/**
 * `npm run bench -- --only=teaching` measures the teaching screen alone (it still builds and
 * starts the server, which it needs), for comparing a change before and after without the
 * minute of load tests; `--runs=21` times each of its inputs that many times instead of 11.
 */
const ONLY_TEACHING = process.argv.includes('--only=teaching');
const RUNS_ARG = process.argv.find((arg) => arg.startsWith('--runs='));
/**
 * `npm run bench -- --only=lighthouse` runs just Lighthouse on the landing page, sign-in and a
 * public resource; `--lighthouse-runs=5` audits each page that many times instead of 3.
 */
const ONLY_LIGHTHOUSE = process.argv.includes('--only=lighthouse');
/**
 * `npm run bench -- --only=startup` measures the two start-up rows alone (a fresh data folder,
 * then npm start with that folder and the built SPA kept); `--restarts=11` times that many
 * restarts instead of 3.
 */
const ONLY_STARTUP = process.argv.includes('--only=startup');
/**
 * `npm run bench -- --only=submit` runs the pupils' submit load alone (bench/submit.ts): 200
 * pupils for 60 s on a server of its own; `--pupils=50`, `--seconds=20` and `--think-ms=2000`
 * (a pupil's pause between attempts, none by default) change that.
 * Not part of the full run: it is a minute and a half of both cores.
 */
const ONLY_SUBMIT = process.argv.includes('--only=submit');
/**
 * `npm run bench -- --only=bundle` builds the SPA and measures its JavaScript alone: what every
 * page loads first, and the first visit of the landing page and of a pupil's home.
 */
const ONLY_BUNDLE = process.argv.includes('--only=bundle');
const numberArg = (name: string, fallback: number) => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found === undefined ? fallback : Number(found.slice(name.length + 3));
};
const RESTARTS_ARG = process.argv.find((arg) => arg.startsWith('--restarts='));
const RESTARTS = RESTARTS_ARG === undefined ? 3 : Number(RESTARTS_ARG.slice('--restarts='.length));
const LIGHTHOUSE_RUNS_ARG = process.argv.find((arg) => arg.startsWith('--lighthouse-runs='));
const LIGHTHOUSE_RUNS =
  LIGHTHOUSE_RUNS_ARG === undefined ? 3 : Number(LIGHTHOUSE_RUNS_ARG.split('=')[1]);
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
        // The three-speaker dialogue is a story's: the party three friends plan has one.
        prompt: i === 0 ? 'holidays by the sea' : 'A surprise birthday party',
        tenses: [6],
        details: [7],
        vocabulary: [],
        seed,
      };
      const t0 = performance.now();
      const generated = generateOffline(request);
      if (generated._tag === 'Left') throw new Error(generated.left.message);
      deriveQuestions(generated.right.content, QUESTION_TYPE_VALUES, { seed });
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
  const html = readFileSync(path.join('dist', 'index.html'), 'utf8');
  // The copies the server sends (vite.precompress.ts); a file too small to have one goes as is.
  const served = (f: string, suffix: string) =>
    statSync(path.join(assets, existsSync(path.join(assets, f + suffix)) ? f + suffix : f)).size;
  const gz = (f: string) => served(f, '.gz');
  const br = (f: string) => served(f, '.br');
  const raw = (f: string) => served(f, '');
  // The scripts index.html names: the entry chunks and any module preloads.
  const landing = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  const sum = (size: (f: string) => number) => landing.reduce((total, f) => total + size(f), 0);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  record(
    `JavaScript every page loads first (the ${String(landing.length)} scripts of index.html) as served: brotli / gzip / uncompressed`,
    `${kib(sum(br))} / ${kib(sum(gz))} / ${kib(sum(raw))}`,
  );
  // A route's first visit: the entry's scripts, then its page's chunk and its area's bindings
  // (src/ui/app/router.tsx), each with the chunks they import statically. The tour's chunks,
  // loaded only where a tour will show, are left out.
  const staticImports = (f: string) =>
    [
      ...readFileSync(path.join(assets, f), 'utf8').matchAll(
        /(?:import|from)\s*"\.\/([^"]+\.js)"/g,
      ),
    ].map((m) => m[1] ?? '');
  const chunk = (name: string) => {
    const found = files.find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
    if (found === undefined) throw new Error(`bench: no ${name} chunk in dist/assets`);
    return found;
  };
  const closure = (roots: readonly string[]) => {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const f = queue.pop() ?? '';
      if (seen.has(f)) continue;
      seen.add(f);
      queue.push(...staticImports(f));
    }
    return [...seen];
  };
  for (const [label, names] of [
    ['the signed-out landing page /', ['LandingPage']],
    // The pupil's outbox starts when a pupil signs in; the pupil area binds the home's machine.
    ["the pupil's home /pupil/home, signed in", ['PupilHomePage', 'pupilArea', 'pupilOutbox']],
  ] as const) {
    const scripts = closure([...landing, ...names.map(chunk)]);
    const total = (size: (f: string) => number) => scripts.reduce((t, f) => t + size(f), 0);
    record(
      `JavaScript of ${label}, first visit, tour aside (${String(scripts.length)} scripts): brotli / gzip / uncompressed`,
      `${kib(total(br))} / ${kib(total(gz))} / ${kib(total(raw))}`,
    );
  }
  const tour = files.find((f) => f.startsWith('TourView-'));
  if (tour)
    record(
      'tour renderer with react-joyride, loaded only when a tour shows (brotli / gzip)',
      `${kib(br(tour))} / ${kib(gz(tour))}`,
    );
}

async function waitForHealth(stepMs = 250): Promise<void> {
  for (let i = 0; i < 60_000 / stepMs; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, stepMs));
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

/** The Chromium flags the end-to-end tests use (playwright.config.ts; STACK.md). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Put in the page before its own code: times one input event from its dispatch to the next
 * paint, two ways. Event Timing (a PerformanceObserver of type 'event') gives an interaction's
 * duration from the event's timestamp to the paint after its handlers ran, in 8 ms steps and
 * only from 16 ms on; a one-shot capturing listener notes the same timestamp and resolves after
 * the next frame (requestAnimationFrame, then a task), which also covers what is under 16 ms.
 * A string, not a function: helpers that tsx adds to compiled functions do not exist in the page.
 */
const PAINT_TIMER = `(() => {
  const entries = [];
  if (PerformanceObserver.supportedEntryTypes.includes('event'))
    new PerformanceObserver((list) => { entries.push(...list.getEntries()); })
      .observe({ type: 'event', durationThreshold: 16, buffered: true });
  let pending = null;
  window.parloArm = (type) => {
    pending = new Promise((resolve) => {
      window.addEventListener(type, (event) => {
        const t0 = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => resolve({ t0, raf: performance.now() - t0 })));
      }, { capture: true, once: true });
    });
  };
  window.parloTimed = async () => {
    const { t0, raf } = await pending;
    await new Promise((r) => setTimeout(r, 150));
    const first = entries.find((e) => e.interactionId > 0 && Math.abs(e.startTime - t0) < 1);
    const same = first ? entries.filter((e) => e.interactionId === first.interactionId) : [];
    return { raf, event: same.length > 0 ? Math.max(...same.map((e) => e.duration)) : null };
  };
})();`;

/** One input's time to the next paint: Event Timing's figure (null under 16 ms) and rAF's. */
type PaintSample = { raf: number; event: number | null };

const PAINT_RUNS = RUNS_ARG === undefined ? 11 : Number(RUNS_ARG.slice('--runs='.length));

async function timeToPaint(
  page: Page,
  type: 'keydown' | 'click',
  act: () => Promise<void>,
): Promise<PaintSample> {
  await page.evaluate(`window.parloArm(${JSON.stringify(type)})`);
  await act();
  return page.evaluate<PaintSample>('window.parloTimed()');
}

/** Median and max of Event Timing where it reported the input, else of the rAF measure. */
function paintFigures(samples: readonly PaintSample[]): string {
  const values = samples.map((s) => s.event ?? s.raf);
  const timed = samples.filter((s) => s.event !== null).length;
  const raf = samples.map((s) => s.raf);
  return `median ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (${samples.length} runs; Event Timing ${timed}, rAF ${samples.length - timed}; rAF alone: median ${median(raf).toFixed(0)} ms, max ${Math.max(...raf).toFixed(0)} ms)`;
}

/** A finished, PUBLIC 500-word Spanish text with every question type a text has, via the API. */
async function publicResource(token: string): Promise<{ id: number; words: number }> {
  const headers = { authorization: `Bearer ${token}`, origin: BASE };
  const send = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${BASE}/api/resources${url}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: { id: number; wordCount: number } }).data;
  };
  const types = questionTypesFor('text');
  const { id } = await send('POST', '/generate', {
    resourceType: 'text',
    target: 'es',
    native: 'en',
    level: { kind: 'cefr', level: 'B1' },
    wordCount: 500,
    title: 'Bench',
    prompt: 'holidays by the sea',
    tenses: [6],
    details: [7],
    vocabulary: [],
    questionTypes: types,
    seed: 5,
  });
  await send('POST', `/${String(id)}/questions`, { types });
  const { wordCount } = await send('POST', `/${String(id)}/finish`);
  await send('PATCH', `/${String(id)}/visibility`, { visibility: 'PUBLIC' });
  return { id, words: wordCount };
}

/**
 * Issue #5: on the public teaching screen of a 500-word text, signed out, in Chromium, the
 * time from an input to the next paint for "all" random gaps, one font-size step and the N key
 * (each from the plain screen, put back between runs), and the JavaScript that page downloads.
 */
async function benchTeachingScreen(token: string): Promise<void> {
  const executablePath = findBrowser();
  if (executablePath === null) {
    record('teaching screen', 'not measured: no Chromium (`npm run test:e2e` installs it)');
    return;
  }
  const { id, words } = await publicResource(token);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ name: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const name = new URL(response.url()).pathname.split('/').pop() ?? '';
      scripts.push(response.body().then((body) => ({ name, gzip: gzipSync(body).length })));
    });
    await page.addInitScript({ content: PAINT_TIMER });
    await page.goto(`${BASE}/resource/${String(id)}`, { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'Spanish text' }).waitFor();
    const downloaded = await Promise.all(scripts);
    const assets = path.join('dist', 'assets');
    const everything = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f))).length, 0);
    // Route-level splitting: which routes' own chunks (lazy pages, the tour) this page fetched.
    const routeChunks = downloaded
      .map((s) => /^([A-Za-z]+(?:Page|Host|View))-/.exec(s.name)?.[1])
      .filter((name) => name !== undefined);
    record(
      'public /resource/{id} page JavaScript, signed out (gzip, every script it downloads)',
      `${(downloaded.reduce((sum, s) => sum + s.gzip, 0) / 1024).toFixed(1)} KiB in ${downloaded.length} files, route chunks ${routeChunks.join(' + ')} (all routes' JavaScript together: ${(everything / 1024).toFixed(1)} KiB)`,
    );

    const label = `${words}-word text, public teaching screen, Chromium ${browser.version().split('.')[0] ?? ''} headless`;
    const gapInputs = '.teach-column-target input';
    const gapCount = () => page.locator(gapInputs).count();

    // "All" random gaps, chosen from the keyboard (End on the menu); Home puts "—" back.
    const gaps: PaintSample[] = [];
    let shown = 0;
    await page.getByLabel('Random gaps').focus();
    for (let i = 0; i < PAINT_RUNS; i += 1) {
      gaps.push(await timeToPaint(page, 'keydown', () => page.keyboard.press('End')));
      shown = await gapCount();
      if (shown === 0) throw new Error('choosing "All" random gaps showed no gaps');
      await page.keyboard.press('Home');
      await page.waitForFunction(`document.querySelectorAll('${gapInputs}').length === 0`);
      await page.waitForTimeout(50);
    }
    // The measure must not be gamed: every gap on screen must be in that paint, not a frame
    // later (GappedText leaves only the lines outside the viewport for the next frame).
    const onScreen = `[...document.querySelectorAll('${gapInputs}')].filter((box) => { const r = box.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; }).length`;
    await page.evaluate(
      `addEventListener('keydown', () => requestAnimationFrame(() => { window.parloGapsInFirstPaint = ${onScreen}; }), { capture: true, once: true })`,
    );
    await page.keyboard.press('End');
    await page.waitForTimeout(300);
    const [inFirstPaint, settled] = await page.evaluate<[number, number]>(
      `[window.parloGapsInFirstPaint, ${onScreen}]`,
    );
    if (settled === 0) throw new Error('no gap on screen: the text starts below the fold');
    if (inFirstPaint !== settled)
      throw new Error(
        `${String(settled)} gaps on screen, but only ${String(inFirstPaint)} in the first paint`,
      );
    console.log(
      `  gaps on screen in the first paint: ${String(inFirstPaint)} of ${String(settled)}`,
    );
    await page.keyboard.press('Home');
    await page.waitForFunction(`document.querySelectorAll('${gapInputs}').length === 0`);
    record(`input to next paint: "All" random gaps (${shown} gaps), ${label}`, paintFigures(gaps));

    // The N key hides the translation; N again shows it (not measured).
    const keys: PaintSample[] = [];
    const native = '.teach-column-native';
    await page.getByRole('heading', { level: 1 }).click();
    for (let i = 0; i < PAINT_RUNS; i += 1) {
      keys.push(await timeToPaint(page, 'keydown', () => page.keyboard.press('n')));
      if ((await page.locator(native).count()) !== 0) throw new Error('N did not hide the text');
      await page.keyboard.press('n');
      await page.waitForFunction(`document.querySelector('${native}') !== null`);
      await page.waitForTimeout(50);
    }
    record(`input to next paint: show/hide key N, ${label}`, paintFigures(keys));

    // One font-size step: Display settings open, then "Larger text"; "Smaller text" undoes it.
    const steps: PaintSample[] = [];
    await page.getByRole('button', { name: 'Display settings' }).click();
    const size = page.getByLabel('Font size', { exact: true });
    const before = (await size.textContent()) ?? '';
    const sizeIs = (value: string) =>
      `document.querySelector('output[aria-label="Font size"]')?.textContent === ${JSON.stringify(value)}`;
    for (let i = 0; i < PAINT_RUNS; i += 1) {
      steps.push(
        await timeToPaint(page, 'click', () =>
          page.getByRole('button', { name: 'Larger text' }).click(),
        ),
      );
      if ((await size.textContent()) === before) throw new Error('Larger text did not step');
      await page.getByRole('button', { name: 'Smaller text' }).click();
      await page.waitForFunction(sizeIs(before));
      await page.waitForTimeout(50);
    }
    record(`input to next paint: one font-size step (Larger text), ${label}`, paintFigures(steps));
  } finally {
    await browser.close();
  }
}

/**
 * Issue #9: Lighthouse mobile performance of the first pages a visitor meets: the landing
 * page, sign-in and a public resource, signed out, with what each transfers.
 */
async function benchLighthouse(token: string): Promise<void> {
  const executablePath = findBrowser();
  if (executablePath === null) {
    record('Lighthouse', 'not measured: no Chromium (`npm run test:e2e` installs it)');
    return;
  }
  const { id } = await publicResource(token);
  const pages = [
    { name: 'landing page /', url: `${BASE}/` },
    { name: 'sign-in /signin', url: `${BASE}/signin` },
    { name: 'public resource /resource/{id}, signed out', url: `${BASE}/resource/${String(id)}` },
  ];
  const results = await auditPages(
    executablePath,
    CHROMIUM_ARGS,
    pages,
    LIGHTHOUSE_RUNS,
    PORT + 1000,
  );
  for (const { name } of pages) {
    const figures = results.get(name);
    if (figures !== undefined)
      record(
        `Lighthouse mobile, ${name} (median of ${String(LIGHTHOUSE_RUNS)})`,
        describeFigures(figures),
      );
  }
}

/** Parlo on BASE with its data in `dataDir` (PostgreSQL on a port it picks), as `npm start` runs it. */
function spawnParlo(dataDir: string, args: readonly string[]) {
  return spawn(process.execPath, ['scripts/start.mjs', ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      PARLO_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
}

async function benchServer(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parlo-bench-'));
  const server = spawnParlo(dataDir, []);
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

    if (!ONLY_STARTUP) await benchRunning(server.pid!, token);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  try {
    if (!ONLY_TEACHING && !ONLY_LIGHTHOUSE) await benchRestart(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Issue #13: the upgrade preview a teacher waits for on the invoice page (plans, the subscription
 * in force and its add-ons, proration in whole pence), under load, for the demo teacher moving
 * from Teacher + Pupils to Department.
 */
async function benchBilling(auth: Record<string, string>): Promise<void> {
  const response = await fetch(`${BASE}/api/subscriptions/plans`, { headers: auth });
  const { plans } = (
    (await response.json()) as { data: { plans: { id: number; key: string | null }[] } }
  ).data;
  const department = plans.find((plan) => plan.key === 'department-monthly');
  if (department === undefined) throw new Error('bench: no department-monthly plan to preview');
  await load(
    'GET /api/subscriptions/upcoming-invoice/:planId (upgrade preview with proration), 10 connections',
    `${BASE}/api/subscriptions/upcoming-invoice/${String(department.id)}`,
    auth,
  );
}

/** Everything measured on the running server after sign-in: load, teaching screen, Lighthouse. */
async function benchRunning(pid: number, token: string): Promise<void> {
  if (ONLY_TEACHING) {
    await benchTeachingScreen(token);
    return;
  }
  if (ONLY_LIGHTHOUSE) {
    await benchLighthouse(token);
    return;
  }
  const auth = { authorization: `Bearer ${token}` };
  await load(
    'GET /api/account_setting (token check, account status, profile: 5 queries), 10 connections',
    `${BASE}/api/account_setting`,
    auth,
  );
  await load('GET /api/health (one database round trip), 10 connections', `${BASE}/api/health`, {});
  await benchBilling(auth);
  await load('GET / (the SPA shell), 10 connections', `${BASE}/`, { accept: 'text/html' });
  record('server memory after load (RSS)', `${rssOf(pid).toFixed(0)} MiB`);
  await benchTeachingScreen(token);
  await benchLighthouse(token);
}

/**
 * What a teacher waits for on every start after the first: `npm start`'s own command on the data
 * folder the run above left, with the SPA and the server already built (the inputs of both are
 * hashed, by their stats where unchanged; nothing is built).
 */
async function benchRestart(dataDir: string): Promise<void> {
  const times: number[] = [];
  // The first start is not timed: it builds when the build above left no stamp of its inputs.
  for (let run = -1; run < RESTARTS; run += 1) {
    const started = performance.now();
    const server = spawnParlo(dataDir, ['--build-spa']);
    try {
      await waitForHealth(20);
      if (run >= 0) times.push(performance.now() - started);
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  }
  record(
    `start-up to first healthy answer, data folder and built SPA kept (npm start after the first; median of ${String(RESTARTS)})`,
    `${median(times).toFixed(0)} ms (runs ${times.map((t) => t.toFixed(0)).join(', ')})`,
  );
}

/**
 * `npm run bench -- --only=activity` times the admin's activity stream over 100,000 analytics
 * events (bench/activityStream.ts; `--events=` changes that), on a database of its own: no build.
 */
if (process.argv.includes('--only=activity')) {
  await benchActivityStream({ events: numberArg('events', 100_000), runs: 11, record });
  console.log(`\n| measure | result |\n|---|---|`);
  for (const [what, value] of rows) console.log(`| ${what} | ${value} |`);
  process.exit(0);
}

if (ONLY_BUNDLE) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  benchBundle();
  console.log(`\n| measure | result |\n|---|---|`);
  for (const [what, value] of rows) console.log(`| ${what} | ${value} |`);
  process.exit(0);
}

console.log(ONLY_SUBMIT ? 'Building the server…' : 'Building the SPA and the server…');
// The submit load calls the API only: the server starts without the SPA built.
if (!ONLY_SUBMIT)
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
// The server too, as the first `npm start` after a change leaves it: no start below builds it.
await ensureServerBuilt(process.cwd());
const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
console.log(`Machine: ${machine}`);
if (!ONLY_TEACHING && !ONLY_LIGHTHOUSE && !ONLY_STARTUP && !ONLY_SUBMIT) {
  benchDomain();
  benchGeneration();
  benchBundle();
}
if (ONLY_SUBMIT)
  await benchSubmit({
    port: PORT,
    pupils: numberArg('pupils', 200),
    seconds: numberArg('seconds', 60),
    thinkMs: numberArg('think-ms', 0),
    record,
  });
else await benchServer();
console.log(`\nMachine: ${machine}\n\n| measure | result |\n|---|---|`);
for (const [what, value] of rows) console.log(`| ${what} | ${value} |`);
