import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { and, assign, fromPromise, not, setup } from 'xstate';
import { tourMachine } from '@/application/tour/tour.machine';
import {
  DOCS_DIR,
  ROOT,
  compareDocs,
  expectedDocs,
  findMachineFiles,
  readPorts,
  renderMachineDoc,
  renderMermaid,
} from '../../scripts/machine-docs';

const TOUR_FILE = 'src/application/tour/tour.machine.ts';

describe('machine docs (issue #2 "Machines made visible")', () => {
  it('every machine of src/application has a current page in docs/machines', async () => {
    const drift = compareDocs(await expectedDocs());
    // On failure: run `npm run docs:machines` and commit the pages.
    expect(drift).toEqual({ stale: [], missing: [], extra: [] });
  });

  it('the tour page on disk is what renderMachineDoc makes of the tour machine', () => {
    const onDisk = readFileSync(path.join(ROOT, DOCS_DIR, 'tour.md'), 'utf8');
    const rendered = renderMachineDoc(tourMachine, {
      source: TOUR_FILE,
      ports: readPorts(TOUR_FILE),
    });
    expect(onDisk).toBe(rendered);
  });

  it('the tour page holds a Mermaid diagram with the finishing and dismissing transitions', () => {
    const page = readFileSync(path.join(ROOT, DOCS_DIR, 'tour.md'), 'utf8');
    const diagram = /```mermaid\n([\s\S]*?)```/.exec(page)?.[1] ?? '';
    expect(diagram.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(diagram).toContain('  [*] --> Deciding');
    expect(diagram).toContain('  Running --> Finishing: user.next');
    expect(diagram).toContain('  Running --> Dismissed: user.close');
    expect(diagram).toContain('  CheckingSeen --> Idle: done(hasSeen) [alreadySeen]');
    expect(page).toContain('| `markSeen` | Finishing | `TourGateway.markSeen` |');
  });

  it('finds every *.machine.ts under src/application', () => {
    expect(findMachineFiles()).toContain(TOUR_FILE);
    expect(findMachineFiles().every((file) => file.endsWith('.machine.ts'))).toBe(true);
  });
});

describe('machine docs generator', () => {
  const sample = setup({
    types: { events: {} as { type: 'go' } | { type: 'stop' } | { type: 'reset' } },
    actors: { load: fromPromise(() => Promise.resolve(1)) },
    guards: { ready: () => true, allowed: () => true },
    actions: { track: () => undefined },
  }).createMachine({
    id: 'sample',
    description: 'A sample machine. It has every kind of node.',
    initial: 'Outer',
    on: { reset: '.Outer' },
    states: {
      Outer: {
        initial: 'Loading',
        states: {
          Loading: {
            description: 'Loads things.',
            invoke: { src: 'load', onDone: 'Loaded', onError: 'Failed' },
          },
          Loaded: { after: { 500: 'Failed' } },
          Failed: { type: 'final' },
        },
        onDone: 'Both',
      },
      Both: {
        type: 'parallel',
        states: {
          Left: { initial: 'L1', states: { L1: { on: { go: 'L2' } }, L2: {} } },
          Right: {
            initial: 'R1',
            states: {
              R1: {
                on: {
                  go: { guard: and(['ready', not('allowed')]), target: 'R2', actions: 'track' },
                  stop: { actions: assign({}) },
                },
              },
              R2: {},
            },
          },
        },
      },
      Note: { type: 'final' },
    },
  });

  it('draws nested, parallel and final states with initial arrows and labelled transitions', () => {
    const diagram = renderMermaid(sample);
    const lines = diagram.split('\n');
    expect(lines[0]).toBe('stateDiagram-v2');
    // Transitions on the machine itself need the machine drawn as a box.
    expect(diagram).toContain('  [*] --> sample');
    expect(diagram).toContain('  sample --> Outer: reset');
    expect(diagram).toContain('    state Outer {');
    expect(diagram).toContain('      [*] --> Outer__Loading');
    expect(diagram).toContain('      Outer__Loading --> Outer__Loaded: done(load)');
    expect(diagram).toContain('      Outer__Loading --> Outer__Failed: error(load)');
    expect(diagram).toContain('      Outer__Loaded --> Outer__Failed: after 500 ms');
    expect(diagram).toContain('      Outer__Failed --> [*]');
    expect(diagram).toContain('    Outer --> Both: done');
    expect(diagram).toContain('      --');
    expect(diagram).toContain(
      '        Both__Right__R1 --> Both__Right__R2: go [(ready && !allowed)]',
    );
    expect(diagram).toContain('        Both__Right__R1 --> Both__Right__R1: stop');
    // A state named like a Mermaid keyword gets a suffix so that the diagram still parses.
    expect(diagram).toContain('    state "Note" as Note_');
  });

  it('lists events, actors and state descriptions in tables', () => {
    const page = renderMachineDoc(sample, { source: 'src/application/x/sample.machine.ts' });
    expect(page).toContain('# Machine `sample`');
    expect(page).toContain('A sample machine. It has every kind of node.');
    expect(page).toContain(
      '| `go` | Both.Right.R1 | (ready && !allowed) | Both.Right.R2 | track | — |',
    );
    expect(page).toContain('| `stop` | Both.Right.R1 | — | (stays) | assign | — |');
    expect(page).toContain('| `load` | Outer.Loading | — | Loads things. |');
    expect(page).toContain('| `Outer.Loading` | atomic | `load` | Loads things. |');
  });

  it('renders the same page every time', () => {
    expect(renderMachineDoc(sample)).toBe(renderMachineDoc(sample));
    expect(renderMachineDoc(tourMachine)).toBe(renderMachineDoc(tourMachine));
  });

  describe('check', () => {
    let root = '';
    afterEach(() => {
      if (root) rmSync(root, { recursive: true, force: true });
    });

    it('reports stale, missing and extra pages', () => {
      root = mkdtempSync(path.join(tmpdir(), 'machine-docs-'));
      mkdirSync(path.join(root, DOCS_DIR), { recursive: true });
      writeFileSync(path.join(root, DOCS_DIR, 'tour.md'), 'old page');
      writeFileSync(path.join(root, DOCS_DIR, 'gone.md'), 'a machine that no longer exists');
      const expected = new Map([
        ['tour.md', 'new page'],
        ['session.md', 'page'],
      ]);
      expect(compareDocs(expected, root)).toEqual({
        stale: ['tour.md'],
        missing: ['session.md'],
        extra: ['gone.md'],
      });
    });
  });
});
