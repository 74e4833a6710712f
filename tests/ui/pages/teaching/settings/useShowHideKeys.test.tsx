import { fireEvent, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ShowHideKey } from '@/domain/display/showHide';
import { useShowHideKeys } from '@/ui/pages/teaching/settings/useShowHideKeys';
import { renderHarness } from './harness';

const shown = () =>
  ['Target text', 'Native text', 'Questions'].filter((text) => screen.queryByText(text) !== null);

describe('show/hide keys (spec §4)', () => {
  it('T, N and ? each hide and show their own part', async () => {
    const { user } = renderHarness();
    await user.keyboard('t');
    expect(shown()).toEqual(['Native text', 'Questions']);
    await user.keyboard('N');
    expect(shown()).toEqual(['Questions']);
    await user.keyboard('?');
    expect(shown()).toEqual([]);
    await user.keyboard('T');
    expect(shown()).toEqual(['Target text']);
  });

  it('A hides everything when all is shown, and shows everything otherwise', async () => {
    const { user } = renderHarness();
    await user.keyboard('a');
    expect(shown()).toEqual([]);
    await user.keyboard('n');
    await user.keyboard('A');
    expect(shown()).toEqual(['Target text', 'Native text', 'Questions']);
  });

  it('saves the flags like any other setting', async () => {
    const { user, displaySettings } = renderHarness();
    await user.keyboard('n');
    expect(displaySettings.get().show).toEqual({ target: true, native: false, questions: true });
  });

  it('does nothing while typing in an input: the letters go into the gap', async () => {
    const { user } = renderHarness();
    const gap = screen.getByLabelText('Gap 1 of 3');
    await user.click(gap);
    await user.keyboard('tna?');
    expect(gap).toHaveValue('tna?');
    expect(shown()).toEqual(['Target text', 'Native text', 'Questions']);
  });

  it('does nothing while typing in a textarea or rich text', async () => {
    const { user } = renderHarness();
    await user.type(screen.getByLabelText('Notes'), 'tn');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Rich text' }), { key: 't' });
    expect(shown()).toEqual(['Target text', 'Native text', 'Questions']);
  });

  it('does nothing while a select has the focus', async () => {
    const { user } = renderHarness();
    await user.click(screen.getByRole('button', { name: 'Display settings' }));
    fireEvent.keyDown(screen.getByLabelText('Background'), { key: 't' });
    expect(shown()).toEqual(['Target text', 'Native text', 'Questions']);
  });

  it('works again once the focus leaves the input', async () => {
    const { user } = renderHarness();
    await user.click(screen.getByLabelText('Gap 1 of 3'));
    await user.keyboard('t');
    await user.click(screen.getByTestId('surface'));
    await user.keyboard('t');
    expect(shown()).toEqual(['Native text', 'Questions']);
  });

  it.each(['{Control>}t{/Control}', '{Alt>}n{/Alt}', '{Meta>}a{/Meta}', '{Control>}?{/Control}'])(
    'leaves %s to the browser',
    async (keys) => {
      const { user } = renderHarness();
      await user.keyboard(keys);
      expect(shown()).toEqual(['Target text', 'Native text', 'Questions']);
    },
  );

  it('ignores a held key repeating', () => {
    renderHarness();
    fireEvent.keyDown(window, { key: 't' });
    fireEvent.keyDown(window, { key: 't', repeat: true });
    expect(shown()).toEqual(['Native text', 'Questions']);
  });

  it('ignores other keys', async () => {
    const { user } = renderHarness();
    await user.keyboard('xq/');
    expect(shown()).toEqual(['Target text', 'Native text', 'Questions']);
  });
});

describe('useShowHideKeys', () => {
  it('hands the key over as T, N, ? or A, whatever the case', () => {
    const onKey = vi.fn<(key: ShowHideKey) => void>();
    renderHook(() => useShowHideKeys(onKey));
    for (const key of ['t', 'N', '?', 'a']) fireEvent.keyDown(window, { key });
    expect(onKey.mock.calls.map(([key]) => key)).toEqual(['T', 'N', '?', 'A']);
  });

  it('calls the latest callback, and none once disabled or unmounted', () => {
    const first = vi.fn<(key: ShowHideKey) => void>();
    const second = vi.fn<(key: ShowHideKey) => void>();
    const { rerender, unmount } = renderHook(
      ({ onKey, enabled }) => useShowHideKeys(onKey, { enabled }),
      { initialProps: { onKey: first, enabled: true } },
    );
    rerender({ onKey: second, enabled: true });
    fireEvent.keyDown(window, { key: 't' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    rerender({ onKey: second, enabled: false });
    fireEvent.keyDown(window, { key: 't' });
    rerender({ onKey: second, enabled: true });
    unmount();
    fireEvent.keyDown(window, { key: 't' });
    expect(second).toHaveBeenCalledTimes(1);
  });
});
