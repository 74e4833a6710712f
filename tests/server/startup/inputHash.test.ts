import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashInputs } from '../../../scripts/inputHash.mjs';

/*
 * The hash `npm start` compares to decide whether to build (issue #9: start in about a second,
 * so unchanged inputs are known by their stat, not read again). What must never happen: a
 * changed input that keeps the old hash, which would serve a stale build.
 */

let root: string;
let manifest: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'parlo-inputs-'));
  manifest = path.join(root, 'cache', 'inputs.json');
  mkdirSync(path.join(root, 'src', 'deep'), { recursive: true });
  writeFileSync(path.join(root, 'src', 'a.ts'), 'export const a = 1;');
  writeFileSync(path.join(root, 'src', 'deep', 'b.ts'), 'export const b = 2;');
  writeFileSync(path.join(root, 'package.json'), '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const hash = (extra: string[] = []) =>
  hashInputs({ root, inputs: ['src', 'package.json', 'absent.json'], extra, manifest });

interface Manifest {
  written: number;
  files: Record<string, { signature: string; sha: string }>;
}
const readManifest = () => JSON.parse(readFileSync(manifest, 'utf8')) as Manifest;

describe('the hash of a build’s inputs', () => {
  it('is the same for the same files, and differs with a file’s content, a new file or an extra line', () => {
    const first = hash();
    expect(hash()).toBe(first);
    expect(hashInputs({ root, inputs: ['src', 'package.json'] })).toBe(first);

    writeFileSync(path.join(root, 'src', 'c.ts'), '');
    const withNewFile = hash();
    expect(withNewFile).not.toBe(first);
    expect(hash(['VITE_FLAVOUR=spicy'])).not.toBe(withNewFile);
    rmSync(path.join(root, 'src', 'c.ts'));
    expect(hash()).toBe(first);
  });

  it('sees a same-size edit made right after a hash, and one whose time was set back', () => {
    const file = path.join(root, 'src', 'a.ts');
    const first = hash();
    writeFileSync(file, 'export const a = 9;');
    const edited = hash();
    expect(edited).not.toBe(first);

    // Same size, modification time put back where it was: the change time still tells.
    const past = new Date(Date.now() - 3_600_000);
    utimesSync(file, past, past);
    const dated = hash();
    writeFileSync(file, 'export const a = 1;');
    utimesSync(file, past, past);
    expect(hash()).not.toBe(dated);
    expect(hash()).toBe(first);
  });

  it('takes an unchanged file’s hash from the manifest written well after it, and reads it again once it changes', () => {
    const first = hash();
    // As if the manifest were written a minute after every file: each entry is trusted. A
    // stored hash that no longer matches the content shows it was not read again.
    const stored = readManifest();
    const entry = stored.files[path.join('src', 'a.ts')]!;
    stored.written = Date.now() + 60_000;
    stored.files[path.join('src', 'a.ts')] = { ...entry, sha: 'stored' };
    writeFileSync(manifest, JSON.stringify(stored));
    expect(hash()).not.toBe(first);

    writeFileSync(path.join(root, 'src', 'a.ts'), 'export const a = 10;');
    // Its stat changed: read again, the hash is the content's.
    expect(hash()).toBe(hashInputs({ root, inputs: ['src', 'package.json'] }));
  });

  it('works without a manifest, and with an unreadable one', () => {
    const first = hash();
    writeFileSync(manifest, 'not json');
    expect(hash()).toBe(first);
    expect(hashInputs({ root, inputs: ['src', 'package.json'], manifest: null })).toBe(first);
  });
});
