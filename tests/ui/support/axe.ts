import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * axe on what is rendered. jsdom lays nothing out, so the rules that need a layout (contrast,
 * target size) are left to the end-to-end run in Chromium.
 */
export async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  });
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
    ),
  ).toEqual([]);
}
