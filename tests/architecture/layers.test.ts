import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/*
 * The architecture is enforced by lint (DESIGN.md §1). These tests prove the rules bite: a probe
 * file that breaks a layer must produce lint errors, so a broken rule cannot go unnoticed.
 */
// Probe files do not exist on disk, so the type-aware part of the config is switched off for
// them; the layer rules themselves come from the real eslint.config.js.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: [tseslint.configs.disableTypeChecked],
});
const LAYER_RULES = ['no-restricted-imports', 'import-x/no-restricted-paths'];

/** The layer-rule violations lint reports for `code` saved at `filePath`; any other error fails. */
async function errorsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const errors = (result?.messages ?? []).filter((m) => m.severity === 2);
  const other = errors.filter((m) => !LAYER_RULES.includes(m.ruleId ?? ''));
  expect(other.map((m) => m.message)).toEqual([]);
  return errors.map((m) => m.ruleId ?? '');
}

describe('layer rules', () => {
  it.each([
    ['react', "import { useState } from 'react';\nexport const probe = useState;\n"],
    ['axios', "import axios from 'axios';\nexport const probe = axios;\n"],
    ['src/ui by alias', "import { App } from '@/ui/App';\nexport const probe = App;\n"],
    ['src/ui by relative path', "import { App } from '../ui/App';\nexport const probe = App;\n"],
    [
      'src/application',
      "import { notProvided } from '@/application/shared/notProvided';\nexport const probe = notProvided;\n",
    ],
    [
      'src/application by relative path',
      "import { notProvided } from '../application/shared/notProvided';\nexport const probe = notProvided;\n",
    ],
  ])('a domain file that imports %s fails lint', async (_what, code) => {
    const errors = await errorsFor('src/domain/probe.ts', code);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('a domain file may import fp-ts and other domain modules', async () => {
    const code =
      "import { either } from 'fp-ts';\nimport { ROLES } from '@/domain/session/userInfo';\nexport const probe = [either, ROLES];\n";
    expect(await errorsFor('src/domain/probe.ts', code)).toEqual([]);
  });

  it.each([
    ['axios', "import axios from 'axios';\nexport const probe = axios;\n"],
    ['react', "import { useState } from 'react';\nexport const probe = useState;\n"],
    ['infrastructure', "import { x } from '@/infrastructure/anything';\nexport const probe = x;\n"],
    ['ui', "import { x } from '@/ui/anything';\nexport const probe = x;\n"],
  ])('an application file that imports %s fails lint', async (_what, code) => {
    expect((await errorsFor('src/application/probe.ts', code)).length).toBeGreaterThan(0);
  });

  it('a ui file that imports infrastructure fails lint', async () => {
    const code = "import { x } from '@/infrastructure/anything';\nexport const probe = x;\n";
    expect((await errorsFor('src/ui/probe.ts', code)).length).toBeGreaterThan(0);
  });
});
