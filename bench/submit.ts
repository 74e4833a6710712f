/*
 * `npm run bench -- --only=submit` (issue #11): many pupils send homework attempts at once to
 * the real server (`npm start`'s own process on a throw-away embedded PostgreSQL), and then the
 * table is checked against what was sent: every key acknowledged is stored exactly once, with
 * the answers sent and the server's own mark; nothing else is stored.
 *
 * Each pupil is a closed loop, by default with no think time (the harshest case: a class
 * pressing Send together, again and again): send, wait for the answer, send the next;
 * `--think-ms=2000` pauses about that long between a pupil's attempts. About one attempt in
 * ten is sent twice at once (a double click) and one in ten is sent again after its answer (a
 * retry that lost its answer); both must get back the first one's attempt. Pupils are seeded
 * straight into the tables (with one password hash shared by all) and sign in through
 * POST /api/login, a few at a time: a successful sign-in is never throttled.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { markAttempt } from '@/domain/homework/marking';
import { answersFor } from '@/domain/questions/answers';
import { readOrCreateSecret } from '../server/config';
import { openDatabase } from '../server/db/client';
import { WEEKEND_TASKS } from '../server/db/demoHomework';
import { freePort } from '../server/db/embedded';
import { classroomPupils, classrooms } from '../server/db/schema/classrooms';
import {
  homeworkClassrooms,
  homeworks,
  homeworkTasks,
  pupilHomeworks,
  pupilTaskAttempts,
} from '../server/db/schema/homework';
import { users } from '../server/db/schema/users';
import { hashPassword } from '../server/services/auth/passwords';

export interface SubmitBenchOptions {
  readonly port: number;
  readonly pupils: number;
  readonly seconds: number;
  /** A pupil's pause between two attempts, in ms (0: none, the harshest case). */
  readonly thinkMs: number;
  readonly record: (what: string, value: string) => void;
}

const PASSWORD = 'Bench-Pupil-2026!';
const DAY_MS = 24 * 60 * 60 * 1000;

interface Sent {
  readonly pupilHomeworkId: number;
  readonly taskId: number;
  readonly answers: readonly (readonly string[])[];
  /** The attempt id the server answered with (the same for every send of the key). */
  readonly ids: Set<number>;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start within 60 s');
}

/** Answers for a task: the key, or each part replaced by a wrong word with probability ½. */
function answersOf(taskIndex: number): string[][] {
  const task = WEEKEND_TASKS[taskIndex];
  if (task === undefined) throw new Error('no such task');
  return task.data.items.map((item) =>
    answersFor(task.data.format, item as never).map((part) => (Math.random() < 0.5 ? part : 'x')),
  );
}

export async function benchSubmit(options: SubmitBenchOptions): Promise<void> {
  const { port, pupils, seconds, thinkMs, record } = options;
  const base = `http://127.0.0.1:${String(port)}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parlo-bench-submit-'));
  // The server reads the database password from here; the bench reads its tables with it.
  const pgPassword = await readOrCreateSecret(path.join(dataDir, 'pg-password'));
  const pgPort = await freePort([port]);
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      PARLO_DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
    },
  });
  const database = openDatabase(
    `postgres://parlo:${encodeURIComponent(pgPassword)}@127.0.0.1:${String(pgPort)}/parlo`,
  );
  try {
    await waitForHealth(base);
    const { db } = database;

    // A teacher, a class of `pupils` pupils, and "Weekend plans" given to each.
    const passwordHash = await hashPassword(PASSWORD);
    const [teacher] = await db
      .insert(users)
      .values({
        fullName: 'Bench Teacher',
        email: `bench-${randomUUID()}@example.com`,
        emailVerifiedAt: new Date(),
        role: 'public',
        passwordHash,
      })
      .returning({ id: users.id });
    if (teacher === undefined) throw new Error('no teacher');
    const [classroom] = await db
      .insert(classrooms)
      .values({ teacherId: teacher.id, name: 'Bench class', language: 'es', levelKey: 'A2' })
      .returning({ id: classrooms.id });
    if (classroom === undefined) throw new Error('no classroom');
    const now = Date.now();
    const [homework] = await db
      .insert(homeworks)
      .values({
        teacherId: teacher.id,
        name: 'Weekend plans (bench)',
        startsAt: new Date(now - DAY_MS),
        dueAt: new Date(now + 5 * DAY_MS),
      })
      .returning({ id: homeworks.id });
    if (homework === undefined) throw new Error('no homework');
    await db
      .insert(homeworkClassrooms)
      .values({ homeworkId: homework.id, classroomId: classroom.id });
    const tasks = await db
      .insert(homeworkTasks)
      .values(
        WEEKEND_TASKS.map((task, position) => ({ ...task, homeworkId: homework.id, position })),
      )
      .returning({ id: homeworkTasks.id, position: homeworkTasks.position });
    const taskIds = [...tasks].sort((a, b) => a.position - b.position).map((task) => task.id);
    const tag = randomUUID().slice(0, 8);
    const pupilRows = await db
      .insert(users)
      .values(
        Array.from({ length: pupils }, (_, index) => ({
          fullName: `Bench Pupil ${String(index + 1)}`,
          userName: `bench.${tag}.${String(index + 1)}`,
          role: 'PUPIL' as const,
          teacherId: teacher.id,
          passwordHash,
        })),
      )
      .returning({ id: users.id, userName: users.userName });
    await db
      .insert(classroomPupils)
      .values(pupilRows.map((row) => ({ classroomId: classroom.id, pupilId: row.id })));
    const given = await db
      .insert(pupilHomeworks)
      .values(
        pupilRows.map((row) => ({
          homeworkId: homework.id,
          pupilId: row.id,
          classroomId: classroom.id,
        })),
      )
      .returning({ id: pupilHomeworks.id, pupilId: pupilHomeworks.pupilId });
    const pupilHomeworkOf = new Map(given.map((row) => [row.pupilId, row.id]));

    // Sign-in, four at a time (argon2id is the cost; the server has few cores).
    const signInStarted = performance.now();
    const tokens: { pupilHomeworkId: number; token: string }[] = [];
    for (let index = 0; index < pupilRows.length; index += 4) {
      const batch = pupilRows.slice(index, index + 4);
      tokens.push(
        ...(await Promise.all(
          batch.map(async (row) => {
            const response = await fetch(`${base}/api/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: base },
              body: JSON.stringify({ login: row.userName, password: PASSWORD }),
            });
            if (response.status !== 200)
              throw new Error(`sign-in of ${String(row.userName)} answered ${response.status}`);
            const token = ((await response.json()) as { data: string }).data;
            return { pupilHomeworkId: pupilHomeworkOf.get(row.id) ?? 0, token };
          }),
        )),
      );
    }
    const signInSeconds = (performance.now() - signInStarted) / 1000;

    // The load: every pupil sends attempts until the time is up, starting spread over a pause.
    const loop =
      thinkMs > 0
        ? `a pause of ${String(thinkMs)} ms on average between attempts`
        : 'closed loop, no think time';
    const sent = new Map<string, Sent>();
    const latencies: number[] = [];
    const errors: string[] = [];
    let requests = 0;
    let doubleClicks = 0;
    let resends = 0;
    let replayed = 0;
    const endAt = performance.now() + seconds * 1000;

    const send = async (token: string, body: string, key: string): Promise<void> => {
      const t0 = performance.now();
      requests += 1;
      try {
        const response = await fetch(`${base}/api/v1/pupil/attempts`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            origin: base,
          },
          body,
        });
        const text = await response.text();
        latencies.push(performance.now() - t0);
        if (response.status !== 201 && response.status !== 200) {
          errors.push(`${String(response.status)} ${text.slice(0, 200)}`);
          return;
        }
        const data = (JSON.parse(text) as { data: { id: number; replayed: boolean } }).data;
        if (data.replayed) replayed += 1;
        sent.get(key)?.ids.add(data.id);
      } catch (error) {
        errors.push(String(error));
      }
    };

    const pupil = async ({
      pupilHomeworkId,
      token,
    }: {
      pupilHomeworkId: number;
      token: string;
    }) => {
      while (performance.now() < endAt) {
        const taskIndex = Math.floor(Math.random() * taskIds.length);
        const taskId = taskIds[taskIndex] ?? 0;
        const answers = answersOf(taskIndex);
        const attemptKey = randomUUID();
        sent.set(attemptKey, { pupilHomeworkId, taskId, answers, ids: new Set() });
        const body = JSON.stringify({
          homeworkId: homework.id,
          taskId,
          attemptKey,
          submittedData: { answers },
        });
        const draw = Math.random();
        if (draw < 0.1) {
          doubleClicks += 1;
          await Promise.all([send(token, body, attemptKey), send(token, body, attemptKey)]);
        } else {
          await send(token, body, attemptKey);
          if (draw < 0.2) {
            resends += 1;
            await send(token, body, attemptKey);
          }
        }
        if (thinkMs > 0) await new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));
      }
    };
    const loadStarted = performance.now();
    await Promise.all(tokens.map((entry) => pupil(entry)));
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    // What the table holds for these pupils, against what was sent.
    const stored = await db
      .select()
      .from(pupilTaskAttempts)
      .where(
        inArray(
          pupilTaskAttempts.pupilHomeworkId,
          given.map((row) => row.id),
        ),
      );
    const storedByKey = new Map(stored.map((row) => [row.attemptKey, row]));
    const taskData = new Map(
      taskIds.map((id, index) => [id, WEEKEND_TASKS[index] ?? WEEKEND_TASKS[0]!]),
    );
    let lost = 0;
    let answeredTwoWays = 0;
    let wrong = 0;
    for (const [key, attempt] of sent) {
      const row = storedByKey.get(key);
      if (row === undefined) {
        lost += 1;
        continue;
      }
      if (attempt.ids.size !== 1 || !attempt.ids.has(row.id)) answeredTwoWays += 1;
      const task = taskData.get(attempt.taskId);
      const mark = task === undefined ? null : markAttempt(task, { answers: attempt.answers });
      if (
        row.pupilHomeworkId !== attempt.pupilHomeworkId ||
        row.taskId !== attempt.taskId ||
        JSON.stringify(row.submittedData.answers) !== JSON.stringify(attempt.answers) ||
        row.scorePercentage !== mark?.scorePercentage
      )
        wrong += 1;
    }
    const unexpected = stored.filter((row) => !sent.has(row.attemptKey)).length;
    const sorted = [...latencies].sort((a, b) => a - b);
    const ms = (p: number) => `${percentile(sorted, p).toFixed(0)} ms`;

    record(
      `sign-in of ${String(pupils)} pupils through POST /api/login, 4 at a time`,
      `${signInSeconds.toFixed(1)} s, none throttled`,
    );
    record(
      `POST /api/v1/pupil/attempts, ${String(pupils)} pupils for ${String(seconds)} s (${loop})`,
      `${requests.toLocaleString('en')} requests (${(requests / loadSeconds).toFixed(0)}/s) for ${sent.size.toLocaleString('en')} attempts, ${String(doubleClicks)} double clicks and ${String(resends)} resends (${String(replayed)} answered "replayed")`,
    );
    record('submit time p50 / p95 / p99 / max', `${ms(50)} / ${ms(95)} / ${ms(99)} / ${ms(100)}`);
    record('errors (non-2xx or no answer)', `${String(errors.length)}`);
    record(
      'rows stored vs distinct keys sent',
      `${String(stored.length)} rows, ${String(sent.size)} keys: ${String(lost)} lost, ${String(stored.length - storedByKey.size)} duplicated, ${String(unexpected)} unexpected, ${String(wrong)} not as sent or not marked by the domain, ${String(answeredTwoWays)} keys answered with two attempt ids`,
    );
    if (errors.length > 0) console.log(`  first errors:\n    ${errors.slice(0, 5).join('\n    ')}`);
    if (errors.length > 0 || lost > 0 || wrong > 0 || unexpected > 0 || answeredTwoWays > 0)
      process.exitCode = 1;
  } finally {
    await database.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
