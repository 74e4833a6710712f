/**
 * Writes one page per state machine into docs/machines/, generated from the machine
 * definitions themselves (issue #2 "Machines made visible", DESIGN.md §3):
 *
 *   npm run docs:machines          write the pages
 *   npm run docs:machines:check    exit 1, listing stale, missing and extra pages
 *
 * Every `src/application/**\/*.machine.ts` is imported and each exported XState machine gets a
 * page named after its id. Output is deterministic (document order for states and candidate
 * transitions, sorted tables elsewhere), so the check is stable.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MACHINES_DIR = 'src/application';
export const DOCS_DIR = 'docs/machines';
const INDEX_PAGE = 'README.md';

type TransitionDef = AnyStateNode['transitions'] extends Map<string, (infer T)[]> ? T : never;

/** A machine found in a source file. */
export interface FoundMachine {
  /** Repository-relative path with forward slashes. */
  file: string;
  exportName: string;
  machine: AnyStateMachine;
}

/** A port method declared in a `ports.ts` beside a machine: the actor named like it calls it. */
export interface PortMethod {
  port: string;
  method: string;
  doc: string;
}

export interface RenderOptions {
  /** Where the machine is declared, shown on the page. */
  source?: string;
  /** Port methods beside the machine, matched to actors by name. */
  ports?: readonly PortMethod[];
}

// ---------------------------------------------------------------------------------------------
// Finding machines

/** Repository-relative paths of every `*.machine.ts` under src/application, sorted. */
export function findMachineFiles(root: string = ROOT): string[] {
  const base = path.join(root, MACHINES_DIR);
  if (!existsSync(base)) return [];
  return readdirSync(base, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.machine.ts'))
    .map((name) => path.posix.join(MACHINES_DIR, name.split(path.sep).join('/')))
    .sort(compareStrings);
}

/** Duck-typed: a `StateMachine` from another copy of xstate would fail `instanceof`. */
export function isStateMachine(value: unknown): value is AnyStateMachine {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AnyStateMachine>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.root === 'object' &&
    candidate.root !== null &&
    typeof candidate.transition === 'function' &&
    typeof candidate.provide === 'function'
  );
}

/** Imports each machine file and returns its exported machines, in file then export order. */
export async function loadMachines(root: string = ROOT): Promise<FoundMachine[]> {
  const found: FoundMachine[] = [];
  for (const file of findMachineFiles(root)) {
    const module = (await import(pathToFileURL(path.join(root, file)).href)) as Record<
      string,
      unknown
    >;
    for (const exportName of Object.keys(module).sort(compareStrings)) {
      const value = module[exportName];
      if (isStateMachine(value)) found.push({ file, exportName, machine: value });
    }
  }
  return found;
}

/** Methods of the interfaces in the `ports.ts` beside a machine file, with their JSDoc. */
export function readPorts(machineFile: string, root: string = ROOT): PortMethod[] {
  const portsFile = path.join(root, path.dirname(machineFile), 'ports.ts');
  if (!existsSync(portsFile)) return [];
  const source = ts.createSourceFile(
    portsFile,
    readFileSync(portsFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const methods: PortMethod[] = [];
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement)) continue;
    for (const member of statement.members) {
      const isCallable =
        ts.isMethodSignature(member) ||
        (ts.isPropertySignature(member) &&
          member.type !== undefined &&
          ts.isFunctionTypeNode(member.type));
      if (!isCallable || member.name === undefined || !ts.isIdentifier(member.name)) continue;
      const doc = ts
        .getJSDocCommentsAndTags(member)
        .filter(ts.isJSDoc)
        .map((jsDoc) => ts.getTextOfJSDocComment(jsDoc.comment) ?? '')
        .join(' ');
      methods.push({ port: statement.name.text, method: member.name.text, doc: oneLine(doc) });
    }
  }
  return methods;
}

// ---------------------------------------------------------------------------------------------
// Reading a machine definition

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** All state nodes below `node`, in document order. */
function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

function statePath(node: AnyStateNode): string {
  return node.path.length === 0 ? '(machine)' : node.path.join('.');
}

/** Words Mermaid's state-diagram grammar reserves; a state with such a name gets a suffix. */
const MERMAID_KEYWORDS = new Set([
  'as',
  'class',
  'classdef',
  'direction',
  'end',
  'note',
  'state',
  'style',
]);

/** A Mermaid-safe id: the path joined with `__` (dots and spaces are not allowed). */
function mermaidId(node: AnyStateNode, rootId: string): string {
  const raw = (node.path.length === 0 ? rootId : node.path.join('__')).replace(
    /[^A-Za-z0-9_]/g,
    '_',
  );
  return MERMAID_KEYWORDS.has(raw.toLowerCase()) ? `${raw}_` : raw;
}

/**
 * Text safe inside a Mermaid transition label: Mermaid's grammar ends a label at a colon, a
 * semicolon or a line break, and reads `#…;` as an entity.
 */
function mermaidText(text: string): string {
  return oneLine(text).replace(/[:;]/g, ',').replace(/#/g, 'no.');
}

/** Text safe inside a Markdown table cell. */
function cellText(text: string): string {
  return oneLine(text).replace(/\|/g, '\\|');
}

function callableName(value: { name?: string }): string {
  return value.name && value.name !== 'anonymous' ? value.name : 'inline';
}

/** A guard as text: its name, `!g`, `a && b`, `a || b`, or `inline`. */
export function describeGuard(guard: unknown): string {
  if (guard === undefined || guard === null) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const nested = (guard as { guards?: unknown }).guards;
    if (Array.isArray(nested)) {
      const parts = nested.map((inner) => describeGuard(inner));
      switch (guard.name) {
        case 'not':
          return `!${parts[0] ?? ''}`;
        case 'and':
          return `(${parts.join(' && ')})`;
        case 'or':
          return `(${parts.join(' || ')})`;
        default:
          return `${guard.name}(${parts.join(', ')})`;
      }
    }
    return callableName(guard);
  }
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    return guard.type;
  }
  return 'inline';
}

/** An action as text: its name, or the built-in it is (`assign`, `raise`, …), or `inline`. */
export function describeAction(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'object' && action !== null && 'type' in action) {
    return typeof action.type === 'string' ? action.type : 'inline';
  }
  if (typeof action === 'function') {
    const type = (action as { type?: unknown }).type;
    if (typeof type === 'string') return type.replace(/^xstate\./, '');
    return callableName(action);
  }
  return 'inline';
}

function invokeSrcName(src: unknown): string {
  if (typeof src === 'string') return src;
  if (typeof src === 'object' && src !== null && 'id' in src && typeof src.id === 'string') {
    return src.id;
  }
  return 'inline';
}

type TriggerKind = 'event' | 'always' | 'done' | 'error' | 'after' | 'stateDone';

interface Trigger {
  kind: TriggerKind;
  /** What the diagram and the tables show. */
  label: string;
}

/** Turns XState's internal event names back into what the machine author wrote. */
function describeTrigger(eventType: string, source: AnyStateNode): Trigger {
  if (eventType === '') return { kind: 'always', label: 'always' };
  const invokeBy = (id: string) => source.invoke.find((invoke) => invoke.id === id);
  if (eventType.startsWith('xstate.done.actor.')) {
    const invoke = invokeBy(eventType.slice('xstate.done.actor.'.length));
    return { kind: 'done', label: `done(${invoke ? invokeSrcName(invoke.src) : 'actor'})` };
  }
  if (eventType.startsWith('xstate.error.actor.')) {
    const invoke = invokeBy(eventType.slice('xstate.error.actor.'.length));
    return { kind: 'error', label: `error(${invoke ? invokeSrcName(invoke.src) : 'actor'})` };
  }
  if (eventType.startsWith('xstate.done.state.')) return { kind: 'stateDone', label: 'done' };
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) {
    const delay = after[1] ?? '';
    return { kind: 'after', label: /^\d+$/.test(delay) ? `after ${delay} ms` : `after ${delay}` };
  }
  return { kind: 'event', label: eventType };
}

interface Edge {
  source: AnyStateNode;
  targets: readonly AnyStateNode[];
  trigger: Trigger;
  guard: string;
  actions: string[];
  description: string;
}

/** Every transition of a node, in XState's priority order (events, then eventless). */
function edgesOf(node: AnyStateNode): Edge[] {
  const definitions: [string, TransitionDef][] = [];
  for (const [eventType, transitions] of node.transitions) {
    for (const transition of transitions) definitions.push([eventType, transition]);
  }
  for (const transition of node.always ?? []) definitions.push(['', transition]);
  return definitions.map(([eventType, transition]) => ({
    source: node,
    targets: transition.target ?? [],
    trigger: describeTrigger(eventType, node),
    guard: describeGuard(transition.guard),
    actions: transition.actions.map((action) => describeAction(action)),
    description: oneLine(transition.description ?? ''),
  }));
}

// ---------------------------------------------------------------------------------------------
// Rendering

function edgeLabel(edge: Edge): string {
  const trigger = edge.trigger.kind === 'always' ? '' : edge.trigger.label;
  const guard = edge.guard ? `[${edge.guard}]` : '';
  return mermaidText([trigger, guard].filter(Boolean).join(' '));
}

function renderEdges(edge: Edge, rootId: string, indent: string): string[] {
  const from = mermaidId(edge.source, rootId);
  // A targetless transition stays where it is: drawn as a loop, like a self-transition.
  const targets = edge.targets.length > 0 ? edge.targets : [edge.source];
  const label = edgeLabel(edge);
  return targets.map(
    (target) => `${indent}${from} --> ${mermaidId(target, rootId)}${label ? `: ${label}` : ''}`,
  );
}

/** The body of a compound or parallel node: its children, initial arrow and transitions. */
function renderChildren(node: AnyStateNode, rootId: string, indent: string): string[] {
  const children = Object.values(node.states);
  const lines: string[] = [];
  if (node.type === 'parallel') {
    children.forEach((region, index) => {
      if (index > 0) lines.push(`${indent}--`);
      lines.push(...renderNode(region, rootId, indent));
    });
    return lines;
  }
  for (const target of node.initial?.target ?? []) {
    lines.push(`${indent}[*] --> ${mermaidId(target, rootId)}`);
  }
  for (const child of children) lines.push(...renderNode(child, rootId, indent));
  for (const child of children) {
    for (const edge of edgesOf(child)) lines.push(...renderEdges(edge, rootId, indent));
    if (child.type === 'final') lines.push(`${indent}${mermaidId(child, rootId)} --> [*]`);
  }
  return lines;
}

function renderNode(node: AnyStateNode, rootId: string, indent: string): string[] {
  const id = mermaidId(node, rootId);
  const name = node.type === 'history' ? (node.history === 'deep' ? 'H*' : 'H') : node.key;
  const lines = [`${indent}state "${name.replace(/"/g, "'")}" as ${id}`];
  if (node.type === 'compound' || node.type === 'parallel') {
    lines.push(
      `${indent}state ${id} {`,
      ...renderChildren(node, rootId, `${indent}  `),
      `${indent}}`,
    );
  }
  return lines;
}

/** The Mermaid `stateDiagram-v2` of a machine, generated from its definition. */
export function renderMermaid(machine: AnyStateMachine): string {
  const root = machine.root;
  const rootId = mermaidId(root, machine.id);
  const rootEdges = edgesOf(root);
  const lines = ['stateDiagram-v2'];
  if (rootEdges.length > 0 || root.invoke.length > 0) {
    // Transitions on the machine itself need a node to start from: the machine as a box.
    lines.push(`  state "${machine.id}" as ${rootId}`, `  [*] --> ${rootId}`);
    lines.push(`  state ${rootId} {`, ...renderChildren(root, rootId, '    '), '  }');
    for (const edge of rootEdges) lines.push(...renderEdges(edge, rootId, '  '));
  } else {
    lines.push(...renderChildren(root, rootId, '  '));
  }
  return lines.join('\n');
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  if (rows.length === 0) return ['_None._'];
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map((cell) => cellText(cell) || '—').join(' | ')} |`),
  ];
}

function targetText(edge: Edge): string {
  return edge.targets.length === 0 ? '(stays)' : edge.targets.map(statePath).join(', ');
}

function code(text: string): string {
  return text ? `\`${text}\`` : '';
}

/** The Markdown page of one machine: description, diagram, events, actors and states. */
export function renderMachineDoc(machine: AnyStateMachine, options: RenderOptions = {}): string {
  const nodes = [machine.root, ...descendants(machine.root)];
  const edges = nodes.flatMap(edgesOf);
  const order = (edge: Edge) => edge.source.order;

  const eventRows = edges
    .map((edge, index) => ({ edge, index }))
    .filter(({ edge }) => edge.trigger.kind === 'event')
    .sort(
      (a, b) =>
        compareStrings(a.edge.trigger.label, b.edge.trigger.label) ||
        order(a.edge) - order(b.edge) ||
        a.index - b.index,
    )
    .map(({ edge }) => [
      code(edge.trigger.label),
      statePath(edge.source),
      edge.guard,
      targetText(edge),
      edge.actions.join(', '),
      edge.description,
    ]);

  const automaticRows = edges
    .filter((edge) => edge.trigger.kind !== 'event')
    .map((edge) => [
      statePath(edge.source),
      edge.trigger.label,
      edge.guard,
      targetText(edge),
      edge.actions.join(', '),
    ]);

  const invokers = new Map<string, AnyStateNode[]>();
  for (const node of nodes) {
    for (const invoke of node.invoke) {
      const name = invokeSrcName(invoke.src);
      invokers.set(name, [...(invokers.get(name) ?? []), node]);
    }
  }
  const actorRows = [...invokers.keys()].sort(compareStrings).map((name) => {
    const states = invokers.get(name) ?? [];
    const port = (options.ports ?? []).filter((method) => method.method === name);
    const what =
      port.length === 1 && port[0]?.doc
        ? port[0].doc
        : (states.map((state) => oneLine(state.description ?? '')).find(Boolean) ?? '');
    return [
      code(name),
      states.map(statePath).join(', '),
      port.map((method) => code(`${method.port}.${method.method}`)).join(', '),
      what,
    ];
  });

  const stateRows = descendants(machine.root).map((node) => [
    code(statePath(node)),
    node.type,
    node.invoke.map((invoke) => code(invokeSrcName(invoke.src))).join(', '),
    oneLine(node.description ?? ''),
  ]);

  const lines = [
    `# Machine \`${machine.id}\``,
    '',
    '<!-- Generated by `npm run docs:machines` from the machine definition. Do not edit. -->',
    '',
  ];
  if (options.source) lines.push(`Source: \`${options.source}\``, '');
  if (machine.root.description) lines.push(oneLine(machine.root.description), '');
  lines.push(
    '## State diagram',
    '',
    '```mermaid',
    renderMermaid(machine),
    '```',
    '',
    'Labels read `event [guard]`; `done(x)` and `error(x)` are the outcomes of the actor `x`;',
    'an arrow without an event is taken as soon as its guard holds.',
    '',
    '## Events',
    '',
    ...table(['Event', 'In state', 'Guard', 'Goes to', 'Actions', 'Note'], eventRows),
    '',
    '## Automatic transitions',
    '',
    ...table(['In state', 'When', 'Guard', 'Goes to', 'Actions'], automaticRows),
    '',
    '## Actors',
    '',
    'Declared in `setup()` and provided by the composition root.',
    '',
    ...table(['Actor', 'Invoked in', 'Port method', 'What it does'], actorRows),
    '',
    '## States',
    '',
    ...table(['State', 'Type', 'Invokes', 'Description'], stateRows),
    '',
  );
  return lines.join('\n');
}

function renderIndex(found: readonly FoundMachine[]): string {
  const rows = [...found]
    .sort((a, b) => compareStrings(a.machine.id, b.machine.id))
    .map(({ machine, file }) => [
      `[${machine.id}](${machine.id}.md)`,
      code(file),
      oneLine(machine.root.description ?? '').split(/(?<=\.)\s/)[0] ?? '',
    ]);
  return [
    '# State machines',
    '',
    '<!-- Generated by `npm run docs:machines` from the machine definitions. Do not edit. -->',
    '',
    'One page per machine of `src/application`, each with a state diagram generated from the',
    'definition itself. `npm run docs:machines:check` (part of `npm test`) fails when a page is stale.',
    '',
    ...table(['Machine', 'Source', 'Summary'], rows),
    '',
  ].join('\n');
}

/** Every page docs/machines/ should hold: file name → content. */
export async function expectedDocs(root: string = ROOT): Promise<Map<string, string>> {
  const found = await loadMachines(root);
  const pages = new Map<string, string>();
  for (const { file, exportName, machine } of found) {
    const name = `${machine.id}.md`;
    if (pages.has(name) || name === INDEX_PAGE) {
      throw new Error(`Two machines share the id "${machine.id}" (${file} ${exportName})`);
    }
    pages.set(name, renderMachineDoc(machine, { source: file, ports: readPorts(file, root) }));
  }
  pages.set(INDEX_PAGE, renderIndex(found));
  return pages;
}

export interface DocsDrift {
  stale: string[];
  missing: string[];
  extra: string[];
}

/** How docs/machines/ differs from what the machines say. */
export function compareDocs(expected: ReadonlyMap<string, string>, root: string = ROOT): DocsDrift {
  const dir = path.join(root, DOCS_DIR);
  const onDisk = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md')) : [];
  const drift: DocsDrift = { stale: [], missing: [], extra: [] };
  for (const [name, content] of expected) {
    if (!onDisk.includes(name)) drift.missing.push(name);
    else if (readFileSync(path.join(dir, name), 'utf8') !== content) drift.stale.push(name);
  }
  drift.extra = onDisk.filter((name) => !expected.has(name));
  for (const list of [drift.stale, drift.missing, drift.extra]) list.sort(compareStrings);
  return drift;
}

export function writeDocs(expected: ReadonlyMap<string, string>, root: string = ROOT): void {
  const dir = path.join(root, DOCS_DIR);
  mkdirSync(dir, { recursive: true });
  for (const name of compareDocs(expected, root).extra) rmSync(path.join(dir, name));
  for (const [name, content] of expected) writeFileSync(path.join(dir, name), content);
}

async function main(argv: readonly string[]): Promise<number> {
  const expected = await expectedDocs();
  if (!argv.includes('--check')) {
    writeDocs(expected);
    console.log(`docs:machines: wrote ${expected.size} pages to ${DOCS_DIR}/`);
    return 0;
  }
  const drift = compareDocs(expected);
  const problems = [
    ...drift.stale.map((name) => `stale:   ${DOCS_DIR}/${name}`),
    ...drift.missing.map((name) => `missing: ${DOCS_DIR}/${name}`),
    ...drift.extra.map((name) => `extra:   ${DOCS_DIR}/${name}`),
  ];
  if (problems.length === 0) {
    console.log(`docs:machines: ${expected.size} pages are current`);
    return 0;
  }
  console.error(
    [
      'docs:machines: the pages differ from the machines; run `npm run docs:machines`.',
      ...problems,
    ].join('\n'),
  );
  return 1;
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
