import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Vite loads a stylesheet with the first module that imports it. A component that borrows classes
 * from a stylesheet someone else imports is styled only when that someone was loaded first: the
 * review page's "Hold on" modal rendered inline, without its overlay, unless the library page
 * (which imported the dialog's styles) had been opened before. So each file that uses a class
 * of a component stylesheet imports that stylesheet itself. `styles.css` is global (App imports
 * it before any route), so its classes are everyone's.
 */
const UI = resolve('src/ui');
const GLOBAL_STYLESHEET = join(UI, 'styles.css');

function filesUnder(folder: string, extensions: readonly string[]): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path, extensions);
    return extensions.some((extension) => entry.name.endsWith(extension)) ? [path] : [];
  });
}

/** A selector list split at its own commas, not at those inside `:is(…)` or `:has(…)`. */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  return [...parts, list.slice(start)];
}

/**
 * The classes a stylesheet owns: the first class of each selector (`.library-table th` owns
 * `library-table`; `.teach-listening .gapped-text` owns `teach-listening` and only restyles gapped
 * text inside it). Comments and declaration bodies are left out.
 */
export function classesDefinedIn(css: string): Set<string> {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\{[^{}]*\}/g, '{}');
  const owned = new Set<string>();
  for (const block of selectors.split(/[{}]/)) {
    if (block.trim().startsWith('@')) continue;
    for (const selector of topLevelParts(block)) {
      const first = /\.(-?[_a-zA-Z][\w-]*)/.exec(selector);
      if (first?.[1] !== undefined) owned.add(first[1]);
    }
  }
  return owned;
}

/** The string pieces of a `className` value: literals, template parts, both sides of `?:`. */
function stringsIn(node: ts.Node, out: string[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
  else if (ts.isTemplateExpression(node)) {
    out.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
  }
  node.forEachChild((child) => stringsIn(child, out));
}

/** What a module uses: the classes its `className` attributes name, and the stylesheets it imports. */
function usesOf(path: string): { classes: Set<string>; stylesheets: Set<string> } {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const classes = new Set<string>();
  const stylesheets = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text;
      if (specifier.endsWith('.css')) {
        stylesheets.add(
          specifier.startsWith('@/')
            ? resolve('src', specifier.slice(2))
            : resolve(dirname(path), specifier),
        );
      }
    }
    if (ts.isJsxAttribute(node) && node.name.getText(source) === 'className' && node.initializer) {
      const pieces: string[] = [];
      stringsIn(node.initializer, pieces);
      for (const piece of pieces)
        for (const name of piece.split(/\s+/)) if (name) classes.add(name);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return { classes, stylesheets };
}

const globalClasses = classesDefinedIn(readFileSync(GLOBAL_STYLESHEET, 'utf8'));
const stylesheets = filesUnder(UI, ['.css']).filter((path) => path !== GLOBAL_STYLESHEET);
const definedBy = new Map<string, string[]>();
for (const sheet of stylesheets) {
  for (const name of classesDefinedIn(readFileSync(sheet, 'utf8'))) {
    if (globalClasses.has(name)) continue;
    definedBy.set(name, [...(definedBy.get(name) ?? []), sheet]);
  }
}

/**
 * A page folder's stylesheet serves the parts in that folder (and below it), which only its page
 * renders; a shared component (src/ui/components, src/ui/layout) has no such page and always
 * imports what it uses.
 */
function ownFolderSheet(file: string, sheet: string): boolean {
  const folder = dirname(sheet);
  return (
    folder.startsWith(join(UI, 'pages')) &&
    folder !== join(UI, 'pages') &&
    (dirname(file) === folder || dirname(file).startsWith(`${folder}/`))
  );
}

/** `file uses .class from sheet.css without importing it`, for every such use under src/ui. */
function borrowedClasses(): string[] {
  return filesUnder(UI, ['.tsx']).flatMap((file) => {
    const uses = usesOf(file);
    return [...uses.classes].flatMap((name) => {
      const sheets = definedBy.get(name) ?? [];
      return sheets.length === 0 ||
        sheets.some((sheet) => uses.stylesheets.has(sheet) || ownFolderSheet(file, sheet))
        ? []
        : [
            `${relative(UI, file)} uses .${name} from ${sheets.map((sheet) => relative(UI, sheet)).join(' or ')} without importing it`,
          ];
    });
  });
}

describe('stylesheets', () => {
  it('reads the classes a stylesheet owns from its selectors, inside @media too, not from its values', () => {
    const css =
      '/* .commented */ .a, .b > .c:hover { background: url(x.png); width: 0.5rem }\n' +
      '@media (width < 40rem) { .d .e { margin: 0 } }\n' +
      ".f:is([data-x='1'], .g) .h { margin: 0 }";
    expect([...classesDefinedIn(css)].sort()).toEqual(['a', 'b', 'd', 'f']);
  });

  it('finds the dialog styles defined once, in a stylesheet the modal imports itself', () => {
    const modal = usesOf(join(UI, 'components/ModalDialog.tsx'));
    for (const name of ['dialog-backdrop', 'dialog', 'button-danger']) {
      const sheets = definedBy.get(name) ?? [];
      expect(sheets, `.${name}`).toHaveLength(1);
      expect(modal.stylesheets.has(sheets[0] ?? ''), `.${name}`).toBe(true);
    }
  });

  it('every component imports the stylesheets whose classes it uses', () => {
    expect(borrowedClasses()).toEqual([]);
  });
});
