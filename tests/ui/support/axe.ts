import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * axe on what is rendered. jsdom lays nothing out, so the rules that need a layout (contrast,
 * target size) are left to the end-to-end run in Chromium. `exclude` leaves out what would only
 * slow it (the hundreds of options of a time-zone list; their select is still checked).
 */
export async function expectNoAxeViolations(container: HTMLElement, exclude: string[] = []) {
  const context = exclude.length === 0 ? container : { include: [container], exclude };
  const results = await axe.run(context, {
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  });
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
    ),
  ).toEqual([]);
}
