import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DICTIONARY } from '../../../../server/adapters/transliteration/japanese';
import { MIGRATIONS_FOLDER } from '../../../../server/db/migrate';
import { PROJECT_ROOT } from '../../../../server/paths';
import { isCommonPassword } from '../../../../server/services/auth/passwordPolicy';
import { loadConfig } from '../../../../server/config';

/*
 * Bundled by serverBundle.test.ts as `npm start` bundles the server, then run by plain Node
 * from the bundle's folder: what the server reads from files beside its sources, as it finds
 * them there. Prints one JSON line.
 */

void loadConfig({ JWT_SECRET: 'x'.repeat(32), PARLO_DATA_DIR: '/tmp' }).then((config) =>
  process.stdout.write(
    `${JSON.stringify({
      root: PROJECT_ROOT,
      migrations: readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql')).length,
      journal: existsSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json')),
      commonPassword: isCommonPassword('password'),
      dictionary: existsSync(path.join(DICTIONARY, 'base.dat.gz')),
      spaDir: config._tag === 'Right' ? config.right.spaDir : null,
    })}\n`,
  ),
);
