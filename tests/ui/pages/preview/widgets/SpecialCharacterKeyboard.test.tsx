import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '@/domain/catalog/languages';
import { SpecialCharacterKeyboard } from '@/ui/pages/preview/widgets/SpecialCharacterKeyboard';

/** A textarea whose value lives in state, as the review page keeps it, with the keyboard. */
function Harness({
  language = 'es',
  initial = '',
  onInsert = () => undefined,
}: {
  readonly language?: LanguageCode;
  readonly initial?: string;
  readonly onInsert?: (value: string, caret: number) => void;
}) {
  const [value, setValue] = useState(initial);
  const textarea = useRef<HTMLTextAreaElement>(null);
  return (
    <>
      <label htmlFor="target-text">Target text</label>
      <textarea
        id="target-text"
        ref={textarea}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <SpecialCharacterKeyboard
        language={language}
        targetRef={textarea}
        onInsert={(next, caret) => {
          onInsert(next, caret);
          setValue(next);
        }}
      />
    </>
  );
}

const textarea = () => screen.getByLabelText<HTMLTextAreaElement>('Target text');

function placeCaret(start: number, end = start) {
  textarea().focus();
  textarea().setSelectionRange(start, end);
}

describe('the special-character keyboard', () => {
  it('inserts the character at the caret and puts the caret after it, keeping the focus', async () => {
    const user = userEvent.setup();
    const onInsert = vi.fn();
    render(<Harness initial="maana" onInsert={onInsert} />);
    placeCaret(2);
    await user.click(screen.getByRole('button', { name: 'Insert ñ' }));
    expect(textarea()).toHaveValue('mañana');
    expect(onInsert).toHaveBeenCalledWith('mañana', 3);
    expect(textarea()).toHaveFocus();
    expect(textarea().selectionStart).toBe(3);
    expect(textarea().selectionEnd).toBe(3);
  });

  it('keeps a mouse press from taking the focus (and the selection) away from the text', () => {
    render(<Harness initial="nino" />);
    placeCaret(2);
    const notPrevented = fireEvent.mouseDown(screen.getByRole('button', { name: 'Insert ñ' }));
    expect(notPrevented).toBe(false);
    expect(textarea()).toHaveFocus();
  });

  it('replaces the selected text', async () => {
    const user = userEvent.setup();
    render(<Harness initial="el cafe frio" />);
    placeCaret(6, 7);
    await user.click(screen.getByRole('button', { name: 'Insert é' }));
    expect(textarea()).toHaveValue('el café frio');
    expect(textarea().selectionStart).toBe(7);
  });

  it('types several characters in a row where the caret goes', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Que tal?" />);
    placeCaret(0);
    await user.click(screen.getByRole('button', { name: 'Insert inverted question mark' }));
    // The caret moved by the keyboard after an insertion is where the next one goes.
    await user.keyboard('{ArrowRight}{ArrowRight}{Delete}');
    await user.click(screen.getByRole('button', { name: 'Insert é' }));
    expect(textarea()).toHaveValue('¿Qué tal?');
  });

  it('lets a keyboard user Tab to it, press Enter and go on typing where the caret was', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Adios" />);
    placeCaret(3);
    await user.tab();
    const toolbar = screen.getByRole('toolbar', { name: 'Special characters for Spanish' });
    expect(toolbar).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Insert á' })).toHaveFocus();
    await user.keyboard('{End}{Home}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Insert ó' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(textarea()).toHaveValue('Adióos');
    expect(textarea()).toHaveFocus();
    await user.keyboard('{Delete}{End}!');
    expect(textarea()).toHaveValue('Adiós!');
  });

  it('is one Tab stop: Tab leaves the keys for what follows', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <button type="button">After</button>
      </>,
    );
    placeCaret(0);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('shows the capitals while Capitals is pressed', async () => {
    const user = userEvent.setup();
    render(<Harness language="de" initial="trasse" />);
    const shift = screen.getByRole('button', { name: 'Capitals' });
    expect(shift).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Insert Ä' })).not.toBeInTheDocument();
    placeCaret(0);
    await user.click(shift);
    expect(shift).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Insert ä' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Insert Ä' }));
    await user.click(shift);
    expect(screen.getByRole('button', { name: 'Insert ß' })).toBeInTheDocument();
    expect(textarea()).toHaveValue('Ätrasse');
  });

  it('offers each language its own characters', () => {
    render(<Harness language="fr" />);
    const keys = within(screen.getByRole('toolbar')).getAllByRole('button');
    const names = keys.map((key) => key.getAttribute('aria-label'));
    expect(names).toContain('Insert ç');
    expect(names).toContain('Insert œ');
    expect(names).toContain('Insert opening guillemet');
    expect(names).not.toContain('Insert ñ');
  });

  it('composes a combining tone with the letter before it', async () => {
    const user = userEvent.setup();
    render(<Harness language="vi" initial="ơ" />);
    placeCaret(1);
    await user.click(screen.getByRole('button', { name: 'Insert hook above' }));
    expect(textarea()).toHaveValue('ở');
  });

  it('shows nothing for a language whose keyboard needs no extra characters', () => {
    render(<Harness language="en" />);
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });
});
