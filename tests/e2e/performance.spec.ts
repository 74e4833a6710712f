import { expect, test, type Page } from '@playwright/test';
import { finishedResource } from './support';

/*
 * Issue #9: what a first visit costs and how steady it looks. The signed-out public page loads
 * no tour it was not asked for and calls nothing that answers 401; no page's frame jumps while
 * its route and data load. Layout shifts are a proportion of the viewport, not a time, so
 * asserting them is no wall-clock assertion.
 */

/** Text only react-joyride's code holds (its class names): the tour library was downloaded. */
const JOYRIDE_MARK = 'react-joyride__';

/**
 * Put in the page before its own code: sums the layout shifts that no input caused (the CLS
 * of the load), and notes which elements moved, for a readable failure.
 */
const LAYOUT_SHIFTS = `(() => {
  window.parloShifts = { total: 0, moved: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.parloShifts.total += entry.value;
      for (const source of entry.sources ?? []) {
        const node = source.node;
        const name = node instanceof Element
          ? node.tagName.toLowerCase() + (node.className ? '.' + String(node.className).split(' ').join('.') : '')
          : String(node?.nodeName);
        window.parloShifts.moved.push(name + ' ' + entry.value.toFixed(3));
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

interface Shifts {
  total: number;
  moved: string[];
}

/** What a page downloads and says while it loads. */
function watch(page: Page) {
  const requests: string[] = [];
  const scripts: Promise<string>[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().catch(() => ''));
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return {
    requests,
    consoleErrors,
    /** Whether any script the page downloaded is react-joyride's. */
    joyrideLoaded: async () => (await Promise.all(scripts)).some((s) => s.includes(JOYRIDE_MARK)),
  };
}

/**
 * Holds back the page's route chunks and API answers for a moment, as a slow network does, so
 * that the frame is painted with "Loading…" before the page arrives (on loopback the chunk can
 * otherwise beat the first paint, and the shift this test looks for would never happen).
 */
async function slowNetwork(page: Page): Promise<void> {
  const hold = () => new Promise((resolve) => setTimeout(resolve, 400));
  await page.route(/\/assets\/[A-Za-z]+Page-[^/]+\.js$/, async (route) => {
    await hold();
    await route.continue();
  });
  await page.route(/\/api\//, async (route) => {
    await hold();
    await route.continue();
  });
}

async function layoutShifts(page: Page): Promise<Shifts> {
  await page.waitForLoadState('networkidle');
  // One more frame, so that a shift of the last paint is reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  return page.evaluate<Shifts>('window.parloShifts');
}

test('the public resource signed out: no tour library, no /custom_tour call, no console error, no frame jump', async ({
  browser,
  request,
}) => {
  const { id } = await finishedResource(request, {
    title: 'Quiet page',
    seed: 21,
    visibility: 'PUBLIC',
  });
  const visitor = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await visitor.newPage();
  await page.addInitScript({ content: LAYOUT_SHIFTS });
  await slowNetwork(page);
  const seen = watch(page);

  await page.goto(`/resource/${String(id)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quiet page' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Spanish text' })).toBeVisible();
  const shifts = await layoutShifts(page);

  expect(seen.requests.filter((path) => path.includes('/custom_tour'))).toEqual([]);
  expect(await seen.joyrideLoaded()).toBe(false);
  expect(seen.consoleErrors).toEqual([]);
  expect(shifts.total, `layout shifts: ${shifts.moved.join(', ')}`).toBeLessThan(0.1);
  await visitor.close();
});

test('the public resource signed out with ?tour=resource: the tour runs, and still no /custom_tour call', async ({
  browser,
  request,
}) => {
  const { id } = await finishedResource(request, {
    title: 'Toured page',
    seed: 22,
    visibility: 'PUBLIC',
  });
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const seen = watch(page);

  await page.goto(`/resource/${String(id)}?tour=resource`);
  const tooltip = page.getByRole('heading', { name: 'Gap-fill' });
  await expect(tooltip).toBeVisible();
  expect(await seen.joyrideLoaded()).toBe(true);
  // Closed with the cross: nothing to report either way, and the page asked the server nothing.
  await page.getByRole('button', { name: 'Close the tour' }).click();
  await expect(tooltip).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(seen.requests.filter((path) => path.includes('/custom_tour'))).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
  await visitor.close();
});

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 720 },
]) {
  for (const [name, path, heading] of [
    ['landing page', '/', /./],
    ['sign-in', '/signin', 'Sign in'],
  ] as const) {
    test(`the ${name} at ${String(viewport.width)}×${String(viewport.height)}: the frame does not jump while the page loads`, async ({
      browser,
    }) => {
      const visitor = await browser.newContext({ viewport });
      const page = await visitor.newPage();
      await page.addInitScript({ content: LAYOUT_SHIFTS });
      await slowNetwork(page);
      const seen = watch(page);

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const shifts = await layoutShifts(page);

      expect(shifts.total, `layout shifts: ${shifts.moved.join(', ')}`).toBeLessThan(0.1);
      expect(seen.consoleErrors).toEqual([]);
      await visitor.close();
    });
  }
}
