import { execFileSync } from 'node:child_process';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/*
 * One process at a time per folder (issue #9: a second `npm start` on the same data folder
 * stopped the first one's PostgreSQL). The lock is a file naming its holder's pid and the
 * time that process started, created atomically (written aside, then hard-linked into place,
 * so nobody ever reads half of it).
 *
 * Why a pid file and not an OS lock: Node has no flock(), and a kernel-released alternative
 * (a listening socket) needs a different address kind on each platform. A pid file works
 * everywhere and the message can name it. What such a file must get right is a holder that
 * died without removing it (kill -9, a power cut): the holder counts as alive only while a
 * process with that pid runs AND started when the holder did. The start time is what makes
 * this safe where pids are reused soon, as in a container that restarts with the same pid:
 * a stale file never blocks the next start.
 */

/** Who holds a lock, as written in the lock file. */
export interface LockHolder {
  readonly pid: number;
  /** When the process started, as the OS tells it; null where it cannot tell. */
  readonly started: string | null;
}

/** The folder is locked by another live process. */
export class FolderLockedError extends Error {
  readonly code = 'EFOLDERLOCKED';
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    super(`${lockFile} is held by process ${holder.pid}`);
    this.name = 'FolderLockedError';
  }
}

export interface FolderLock {
  readonly file: string;
  /** Removes the lock file if it is still ours; synchronous, so an `exit` listener may call it. */
  release(): void;
}

/**
 * Takes the lock `file` for this process, replacing a file left by a process that is gone.
 * Throws FolderLockedError when a live process holds it.
 */
export function lockFolder(file: string): FolderLock {
  const mine: LockHolder = { pid: process.pid, started: startedAt(process.pid) };
  const text = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (create(file, text)) {
      return {
        file,
        release: () => {
          if (readText(file) === text) unlinkQuietly(file);
        },
      };
    }
    const found = readText(file);
    const holder = found === null ? null : parseHolder(found);
    if (holder !== null && isAlive(holder)) throw new FolderLockedError(file, holder);
    // Stale (or unreadable): remove it unless another start replaced it meanwhile.
    if (readText(file) === found) unlinkQuietly(file);
  }
  throw new Error(`could not take the lock ${file}: it keeps changing`);
}

/** Creates `file` with `text` unless it exists; false when it exists. */
function create(file: string, text: string): boolean {
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, text, { mode: 0o644 });
  try {
    linkSync(aside, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // A file system without hard links (FAT): an exclusive create. A start reading it in
    // the moment before it is written takes it for stale: a narrow race on a rare disk.
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP') {
      try {
        writeFileSync(file, text, { flag: 'wx', mode: 0o644 });
        return true;
      } catch (again) {
        if ((again as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw again;
      }
    }
    throw error;
  } finally {
    unlinkQuietly(aside);
  }
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Gone already.
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0)
      return null;
    return { pid: value.pid, started: typeof value.started === 'string' ? value.started : null };
  } catch {
    return null;
  }
}

function isAlive(holder: LockHolder): boolean {
  if (process.platform === 'linux') {
    const stat = procStat(holder.pid);
    // A zombie has exited; only its parent has not collected its exit code yet.
    if (stat === null || stat.state === 'Z' || stat.state === 'X') return false;
    return holder.started === null || stat.started === holder.started;
  }
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startedAt(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

/**
 * When process `pid` started, or null where the OS does not say: on Linux the start time in
 * clock ticks since boot, elsewhere what `ps` prints.
 */
export function startedAt(pid: number): string | null {
  if (process.platform === 'linux') return procStat(pid)?.started ?? null;
  if (process.platform === 'win32') return null;
  try {
    const out = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return out === '' ? null : out;
  } catch {
    return null;
  }
}

/** The state (field 3) and start time (field 22) of /proc/PID/stat; null: no such process. */
function procStat(pid: number): { state: string; started: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [state, started] = [fields[0], fields[19]];
    return state === undefined || started === undefined ? null : { state, started };
  } catch {
    return null;
  }
}
