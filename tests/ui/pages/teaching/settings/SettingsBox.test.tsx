import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_SETTINGS } from '@/domain/display/settings';
import { renderHarness } from './harness';

const fontSize = () => screen.getByRole('status', { name: 'Font size' });
const smaller = () => screen.getByRole('button', { name: 'Smaller text' });
const larger = () => screen.getByRole('button', { name: 'Larger text' });
const toggle = () => screen.getByRole('button', { name: 'Display settings' });

async function openBox(user: ReturnType<typeof renderHarness>['user']) {
  await user.click(toggle());
  return screen.getByRole('group', { name: 'Display settings' });
}

describe('SettingsBox: font size', () => {
  it('steps down by the domain rule (15 and 13 skipped) and stops at 10', async () => {
    const { user, displaySettings } = renderHarness();
    await openBox(user);
    expect(fontSize()).toHaveTextContent('16');
    const seen: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await user.click(smaller());
      seen.push(fontSize().textContent);
    }
    expect(seen).toEqual(['14', '12', '11', '10', '10', '10']);
    expect(smaller()).toHaveAttribute('aria-disabled', 'true');
    expect(larger()).toHaveAttribute('aria-disabled', 'false');
    // Presses at the minimum change nothing, so nothing more is written.
    expect(displaySettings.writes.map((s) => s.fontSize)).toEqual([14, 12, 11, 10]);
  });

  it('steps up by the domain rule (18 skipped)', async () => {
    const { user } = renderHarness();
    await openBox(user);
    await user.click(larger());
    expect(fontSize()).toHaveTextContent('17');
    await user.click(larger());
    expect(fontSize()).toHaveTextContent('19');
    expect(screen.getByTestId('surface').style.getPropertyValue('--teach-font-size')).toBe('19px');
  });

  it('keeps the focus on the smaller-text button when it reaches the minimum', async () => {
    const { user } = renderHarness({
      displaySettings: { ...DEFAULT_DISPLAY_SETTINGS, fontSize: 11 },
    });
    await openBox(user);
    smaller().focus();
    await user.keyboard('{Enter}');
    expect(fontSize()).toHaveTextContent('10');
    expect(smaller()).toHaveFocus();
  });
});

describe('SettingsBox: saving', () => {
  it('writes nothing just for opening the screen', () => {
    const { displaySettings } = renderHarness();
    expect(displaySettings.writes).toEqual([]);
  });

  it('saves every change and shows it again after a remount', async () => {
    const { user, remount, displaySettings } = renderHarness();
    const box = await openBox(user);
    await user.click(larger());
    await user.selectOptions(within(box).getByLabelText('Line height'), '2');
    await user.selectOptions(within(box).getByLabelText('Font'), 'Verdana');
    await user.selectOptions(within(box).getByLabelText('Background'), 'black');
    await user.selectOptions(within(box).getByLabelText('Screen layout'), '8');
    await user.selectOptions(within(box).getByLabelText('Widths: target text / native text'), '70');
    await user.selectOptions(within(box).getByLabelText('Verb'), 'yellow');

    expect(displaySettings.get()).toEqual({
      ...DEFAULT_DISPLAY_SETTINGS,
      fontSize: 17,
      lineHeight: 2,
      fontFamily: 'Verdana',
      background: 'black',
      layout: 8,
      split: { target: 70, native: 30 },
      highlights: { ...DEFAULT_DISPLAY_SETTINGS.highlights, verb: 'yellow' },
    });

    remount();
    const again = await openBox(user);
    expect(fontSize()).toHaveTextContent('17');
    expect(within(again).getByLabelText('Line height')).toHaveValue('2');
    expect(within(again).getByLabelText('Font')).toHaveValue('Verdana');
    expect(within(again).getByLabelText('Background')).toHaveValue('black');
    expect(within(again).getByLabelText('Screen layout')).toHaveValue('8');
    expect(within(again).getByLabelText('Verb')).toHaveValue('yellow');
    const surface = screen.getByTestId('surface');
    expect(surface.style.getPropertyValue('--teach-bg')).toBe('#000000');
    expect(surface.style.getPropertyValue('--teach-target-width')).toBe('70%');
  });

  it('starts from what the store holds', async () => {
    const { user } = renderHarness({
      displaySettings: { ...DEFAULT_DISPLAY_SETTINGS, fontSize: 24, background: 'cream' },
    });
    const box = await openBox(user);
    expect(fontSize()).toHaveTextContent('24');
    expect(within(box).getByLabelText('Background')).toHaveValue('cream');
  });

  it('"Reset display" puts every setting back and saves that', async () => {
    const { user, displaySettings } = renderHarness({
      displaySettings: { ...DEFAULT_DISPLAY_SETTINGS, fontSize: 30, layout: 5 },
    });
    const box = await openBox(user);
    await user.click(within(box).getByRole('button', { name: 'Reset display' }));
    expect(fontSize()).toHaveTextContent('16');
    expect(within(box).getByLabelText('Screen layout')).toHaveValue('1');
    expect(displaySettings.get()).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });
});

describe('SettingsBox: the disclosure', () => {
  it('opens and closes from its button, saying whether it is open', async () => {
    const { user } = renderHarness();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Display settings' })).toBeNull();
    toggle().focus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Display settings' })).toBeVisible();
    await user.keyboard(' ');
    expect(screen.queryByRole('group', { name: 'Display settings' })).toBeNull();
  });

  it('Esc closes the panel and puts the focus back on its button', async () => {
    const { user } = renderHarness();
    const box = await openBox(user);
    within(box).getByLabelText('Background').focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Display settings' })).toBeNull();
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('says which layouts show images', async () => {
    const { user } = renderHarness();
    const box = await openBox(user);
    const layout = within(box).getByLabelText('Screen layout');
    expect(layout).toHaveAccessibleDescription('Layouts 5, 6, 8 and 9 show images.');
    expect(within(layout).getByRole('option', { name: '5 · Images above' })).toBeInTheDocument();
    expect(within(layout).getByRole('option', { name: '7 · Focus' })).toBeInTheDocument();
    expect(within(layout).getAllByRole('option')).toHaveLength(10);
  });

  it('offers a named colour for each of the fifteen parts of speech', async () => {
    const { user } = renderHarness();
    const box = await openBox(user);
    const group = within(box).getByRole('group', { name: 'Highlighter colours' });
    expect(within(group).getAllByRole('combobox')).toHaveLength(15);
    expect(within(group).getByLabelText('Noun')).toHaveValue('blue');
  });

  it('reaches every control with Tab', async () => {
    const { user } = renderHarness();
    await openBox(user);
    const box = screen.getByRole('group', { name: 'Display settings' });
    const controls = [
      ...within(box).getAllByRole('button'),
      ...within(box).getAllByRole('combobox'),
    ];
    const reached = new Set<Element>();
    toggle().focus();
    for (let i = 0; i < controls.length; i += 1) {
      await user.tab();
      if (document.activeElement !== null) reached.add(document.activeElement);
    }
    for (const control of controls) expect(reached).toContain(control);
  });
});
