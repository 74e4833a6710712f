import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPLAY_SETTINGS,
  HIGHLIGHT_INK,
  setBackground,
  setFontFamily,
  setHighlight,
  setSplit,
} from '@/domain/display/settings';
import { PARTS_OF_SPEECH } from '@/domain/resource/content';
import { highlightClass, settingsStyle } from '@/ui/pages/teaching/settings/settingsStyle';

function styled(settings = DEFAULT_DISPLAY_SETTINGS) {
  render(<div data-testid="surface" style={settingsStyle(settings)} />);
  const style = screen.getByTestId('surface').style;
  return (name: string) => style.getPropertyValue(name);
}

describe('settingsStyle', () => {
  it('turns the defaults into custom properties', () => {
    const property = styled();
    expect(property('--teach-font-size')).toBe('16px');
    expect(property('--teach-line-height')).toBe('1.5');
    expect(property('--teach-font-family')).toMatch(/^Tahoma,/);
    expect(property('--teach-bg')).toBe('#ffffff');
    expect(property('--teach-text')).toBe('#1a1a1a');
    expect(property('--teach-highlight-ink')).toBe(HIGHLIGHT_INK);
    expect(property('--pos-noun')).toBe('#90caf9');
  });

  it('follows the background, font, split and highlighter choices', () => {
    const property = styled(
      setHighlight(
        setSplit(setFontFamily(setBackground(DEFAULT_DISPLAY_SETTINGS, 'black'), 'Georgia'), 30),
        'proper_noun',
        'yellow',
      ),
    );
    expect(property('--teach-bg')).toBe('#000000');
    expect(property('--teach-text')).toBe('#ffffff');
    expect(property('--teach-font-family')).toMatch(/^Georgia,.*serif$/);
    expect(property('--teach-target-width')).toBe('30%');
    expect(property('--teach-native-width')).toBe('70%');
    expect(property('--pos-proper_noun')).toBe('#fff176');
  });

  it('sets a colour for every part of speech', () => {
    const property = styled();
    for (const pos of PARTS_OF_SPEECH) expect(property(`--pos-${pos}`)).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('highlightClass', () => {
  // Read from disk: the test run stubs CSS imports to empty modules. Vitest runs from the root.
  const css = readFileSync(
    resolve(process.cwd(), 'src/ui/pages/teaching/settings/settings.css'),
    'utf8',
  );

  it.each(PARTS_OF_SPEECH)('%s has a rule in settings.css that paints its colour', (pos) => {
    expect(highlightClass(pos).split(' ')).toContain(`teach-pos-${pos}`);
    expect(css).toContain(`.teach-pos-${pos} {\n  background-color: var(--pos-${pos});\n}`);
  });

  it('always carries the shared highlight class that sets the ink', () => {
    expect(highlightClass('verb').split(' ')).toContain('teach-highlight');
    expect(css).toMatch(/\.teach-highlight \{[^}]*color: var\(--teach-highlight-ink/);
  });
});
