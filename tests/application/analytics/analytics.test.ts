import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clickEvent, createAnalyticsTracker } from '@/application/analytics/analytics';
import type { AnalyticsEvent } from '@/application/analytics/ports';

function trackerWith({
  loggedIn = true,
  fail = false,
}: { loggedIn?: boolean; fail?: boolean } = {}) {
  const sent: AnalyticsEvent[] = [];
  const logged: { message: string; detail: unknown }[] = [];
  const state = { loggedIn };
  const tracker = createAnalyticsTracker({
    gateway: {
      track: (event) => {
        sent.push(event);
        return fail ? Promise.reject(new Error('502 Bad Gateway')) : Promise.resolve();
      },
    },
    isLoggedIn: () => state.loggedIn,
    logger: {
      error: (message, detail) => logged.push({ message, detail }),
      warn: (message, detail) => logged.push({ message, detail }),
    },
  });
  return { tracker, sent, logged, state };
}

describe('analytics (spec §7 POST /custom_analytics)', () => {
  it('a click on a tagged element sends its id and its lower-case tag name', async () => {
    const { tracker, sent } = trackerWith();
    await tracker.trackClick({ id: 'create-resource', tagName: 'BUTTON' });
    expect(sent).toEqual([{ id: 'create-resource', type: 'button' }]);
  });

  it('a click sends the page it happened on (issue #14 top pages)', async () => {
    const { tracker, sent } = trackerWith();
    await tracker.trackClick({ id: 'dashboard-generate', tagName: 'BUTTON', page: '/dashboard' });
    expect(sent).toEqual([{ id: 'dashboard-generate', type: 'button', page: '/dashboard' }]);
  });

  it('a click on an element that is not tagged sends nothing', async () => {
    const { tracker, sent } = trackerWith();
    await tracker.trackClick({ id: null, tagName: 'A' });
    await tracker.trackClick({ id: undefined, tagName: 'DIV' });
    await tracker.trackClick({ id: '  ', tagName: 'SPAN' });
    expect(sent).toEqual([]);
  });

  it('a page view sends the path with type page', async () => {
    const { tracker, sent } = trackerWith();
    await tracker.trackPageView('/select_resources');
    expect(sent).toEqual([{ id: '/select_resources', type: 'page', page: '/select_resources' }]);
  });

  it('nothing is sent while no user is logged in', async () => {
    const { tracker, sent, state } = trackerWith({ loggedIn: false });
    await tracker.trackClick({ id: 'login', tagName: 'BUTTON' });
    await tracker.trackPageView('/');
    expect(sent).toEqual([]);
    state.loggedIn = true;
    await tracker.trackPageView('/dashboard');
    expect(sent).toEqual([{ id: '/dashboard', type: 'page', page: '/dashboard' }]);
  });

  it('a failed call is only logged: the tracker never rejects', async () => {
    const { tracker, logged } = trackerWith({ fail: true });
    await expect(tracker.trackClick({ id: 'print', tagName: 'A' })).resolves.toBeUndefined();
    await expect(tracker.trackPageView('/guides')).resolves.toBeUndefined();
    expect(logged).toHaveLength(2);
    expect(logged[0]?.detail).toEqual(new Error('502 Bad Gateway'));
  });

  it('a gateway that throws before returning a promise is only logged too', async () => {
    const logged: unknown[] = [];
    const tracker = createAnalyticsTracker({
      gateway: {
        track: () => {
          throw new Error('sync');
        },
      },
      isLoggedIn: () => true,
      logger: { error: (message) => logged.push(message), warn: () => undefined },
    });
    await expect(tracker.trackPageView('/x')).resolves.toBeUndefined();
    expect(logged).toHaveLength(1);
  });

  it('the click type is always the tag name in lower case', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((id) => id.trim() !== ''),
        fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]*$/),
        (id, tagName) => {
          expect(clickEvent({ id, tagName })).toEqual({
            id: id.trim(),
            type: tagName.toLowerCase(),
          });
        },
      ),
    );
  });
});
