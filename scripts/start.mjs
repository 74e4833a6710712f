// `npm start`: server/main.ts, as the bundle built from the current sources when there is one
// (plain Node, no TypeScript to compile: issue #9, start in about a second), else through
// tsx, and then main.ts builds that bundle for the next start once it holds the data folder's
// lock (scripts/serverBundle.mjs). Its arguments go to main.ts as they are.
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { builtServer } from './serverBundle.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = builtServer(root);
if (bundle !== null) {
  // By require: the bundle is CommonJS (scripts/buildServer.mjs says why).
  createRequire(import.meta.url)(bundle);
} else {
  let register;
  try {
    ({ register } = await import('tsx/esm/api'));
  } catch {
    process.stderr.write(
      'Parlo cannot start: the server is not built for these sources, and tsx, which runs them, is not installed (npm ci installs it).\n',
    );
    process.exit(1);
  }
  register();
  process.argv.push('--build-server');
  await import(pathToFileURL(`${root}/server/main.ts`).href);
}
