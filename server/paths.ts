import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The project root (package.json, server/, node_modules/), for the files the server reads at
 * run time: its migrations, the common-password list, packages' data files. `npm start` runs
 * the server as one bundled module under node_modules/.cache (scripts/serverBundle.mjs), tests
 * and `npm run dev` run these sources through tsx: paths relative to a module's own location
 * would differ between the two, the nearest folder above holding package.json does not (no
 * folder between the bundle and the root has one).
 */

function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = projectRoot();

/** `relative` (written with forward slashes) under the project root. */
export const fromRoot = (relative: string): string =>
  path.join(PROJECT_ROOT, ...relative.split('/'));
