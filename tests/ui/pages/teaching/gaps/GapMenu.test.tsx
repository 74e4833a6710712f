import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NO_GAPS, type GapChoice } from '@/domain/teaching/gaps';
import { GapMenu } from '@/ui/pages/teaching/gaps/GapMenu';

/** The menu with its value in state, and every change recorded. */
function Harness({
  onChange,
  initial = NO_GAPS,
}: {
  readonly onChange: (next: GapChoice) => void;
  readonly initial?: GapChoice;
}) {
  const [value, setValue] = useState<GapChoice>(initial);
  return (
    <GapMenu
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      onRevealAll={() => undefined}
      onReset={() => setValue(NO_GAPS)}
    />
  );
}

describe('GapMenu', () => {
  it('offers random gaps 1 to 20 and All, and percentages 5 to 95 in steps of 5', () => {
    render(<Harness onChange={() => undefined} />);
    const random = within(screen.getByLabelText('Random gaps'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(random).toEqual(['—', ...Array.from({ length: 20 }, (_, i) => String(i + 1)), 'All']);
    const percent = within(screen.getByLabelText('Percentage'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(percent).toEqual([
      '—',
      ...Array.from({ length: 19 }, (_, i) => `${String(5 * (i + 1))}%`),
    ]);
  });

  it('one way of choosing gaps at a time: a percentage clears the random menu', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.selectOptions(screen.getByLabelText('Random gaps'), 'All');
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'random', count: 'all' });
    await user.selectOptions(screen.getByLabelText('Percentage'), '25%');
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'percentage', percent: 25 });
    expect(screen.getByLabelText('Random gaps')).toHaveValue('');
    expect(screen.getByLabelText('Percentage')).toHaveValue('25');
  });

  it('parts of speech add up, in a fixed order, and unticking the last one removes the gaps', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Verbs' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nouns' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'pos', parts: ['noun', 'verb'] });
    expect(screen.getByRole('checkbox', { name: 'Verbs' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Nouns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Verbs' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'none' });
  });

  it('picking "—" in the menu that holds the choice removes the gaps', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={{ kind: 'random', count: 3 }} />);
    expect(screen.getByLabelText('Random gaps')).toHaveValue('3');
    await user.selectOptions(screen.getByLabelText('Random gaps'), '—');
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'none' });
  });

  it('offers only the parts of speech it is given', () => {
    render(
      <GapMenu
        value={NO_GAPS}
        onChange={() => undefined}
        onRevealAll={() => undefined}
        onReset={() => undefined}
        parts={['verb', 'adjective']}
      />,
    );
    expect(screen.getAllByRole('checkbox').map((c) => c.nextSibling?.textContent)).toEqual([
      'Verbs',
      'Adjectives',
    ]);
  });

  it('Reveal all and Reset call their handlers', async () => {
    const user = userEvent.setup();
    const onRevealAll = vi.fn();
    const onReset = vi.fn();
    render(
      <GapMenu
        value={NO_GAPS}
        onChange={() => undefined}
        onRevealAll={onRevealAll}
        onReset={onReset}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Reveal all' }));
    expect(onRevealAll).toHaveBeenCalledTimes(1);
    expect(onReset).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
