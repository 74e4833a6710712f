import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderLockedError, lockFolder, startedAt } from '../../../server/db/folderLock';

/*
 * The data folder's lock (issue #9): one live holder at a time, and a holder that died
 * without removing its file (kill -9) never keeps the next start out.
 */

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'parlo-lock-'));
  file = path.join(dir, 'postgres.lock');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The pid of a process that has exited (and been collected). */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', '']);
  if (result.pid === undefined) throw new Error('no child');
  return result.pid;
}

describe('the folder lock', () => {
  it('is taken, names its holder, and is gone once released', () => {
    const lock = lockFolder(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      pid: process.pid,
      started: startedAt(process.pid),
    });
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses while its holder lives, naming the file and the holder', () => {
    const lock = lockFolder(file);
    let refused: unknown;
    try {
      lockFolder(file);
    } catch (error) {
      refused = error;
    } finally {
      lock.release();
    }
    expect(refused).toBeInstanceOf(FolderLockedError);
    expect(refused).toMatchObject({ lockFile: file, holder: { pid: process.pid } });
  });

  it.each([
    ['a process that is gone', () => ({ pid: deadPid(), started: null })],
    // A container restarts its program with the same pid: the pid lives, the holder does not.
    ['a live pid that started at another time', () => ({ pid: process.pid, started: 'earlier' })],
    ['nothing readable', () => 'half a lo'],
  ])('is taken over from %s', (_what, holder) => {
    const left = holder();
    writeFileSync(file, typeof left === 'string' ? left : JSON.stringify(left));
    const lock = lockFolder(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('once taken over by another start, is not removed by its former holder', () => {
    const lock = lockFolder(file);
    const other = JSON.stringify({ pid: deadPid(), started: null });
    writeFileSync(file, other);
    lock.release();
    expect(readFileSync(file, 'utf8')).toBe(other);
  });
});
