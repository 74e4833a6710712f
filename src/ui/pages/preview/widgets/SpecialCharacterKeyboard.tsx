import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { languageName, type LanguageCode } from '@/domain/catalog/languages';
import {
  characterName,
  insertAt,
  keyGlyph,
  specialCharacterSetFor,
} from '@/domain/catalog/specialCharacters';
import './widgets.css';

export interface SpecialCharacterKeyboardProps {
  /** The language of the text being edited: it chooses the keys. */
  readonly language: LanguageCode;
  /** The textarea (or text box: a pupil's homework answer) the keys type into. */
  readonly targetRef: RefObject<HTMLTextAreaElement | HTMLInputElement | null>;
  /** The textarea's next value and where its caret goes; the owner of the value applies it. */
  readonly onInsert: (nextValue: string, caret: number) => void;
}

/**
 * Keys for the characters of `language` that a teacher's keyboard may lack, typed into the
 * textarea at its caret (or over its selection). A WAI-ARIA toolbar: one Tab stop, arrow keys
 * between the keys, so a keyboard user does not Tab through twenty letters to leave it.
 * Renders nothing for a language with no special characters.
 */
export function SpecialCharacterKeyboard({
  language,
  targetRef,
  onInsert,
}: SpecialCharacterKeyboardProps) {
  const { lower, upper, other } = specialCharacterSetFor(language);
  const [shift, setShift] = useState(false);
  const [active, setActive] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);
  /** Caret to put back once the owner has rendered the new value (it may reset the caret). */
  const pendingCaret = useRef<number | null>(null);

  const restoreCaret = () => {
    const target = targetRef.current;
    const caret = pendingCaret.current;
    if (target === null || caret === null) return;
    pendingCaret.current = null;
    target.focus();
    target.setSelectionRange(caret, caret);
  };

  // Runs after every render of this keyboard, which the owner's new value brings about when
  // the keyboard is its child; the timeout covers an owner that does not re-render us.
  useLayoutEffect(restoreCaret);

  const hasCase = upper.length > 0;
  const letters = shift && hasCase ? upper : lower;
  const characters = [...letters, ...other];
  if (characters.length === 0) return null;
  const keyCount = characters.length + (hasCase ? 1 : 0);
  const current = Math.min(active, keyCount - 1);
  const name = languageName(language);

  const insert = (character: string) => {
    const target = targetRef.current;
    if (target === null) return;
    // A textarea keeps its selection when it loses focus, so it is also the last known caret
    // of a keyboard user who tabbed here.
    // A text box of a type without a caret reports none: type at its end.
    const end = target.value.length;
    const next = insertAt(
      target.value,
      target.selectionStart ?? end,
      target.selectionEnd ?? end,
      character,
    );
    pendingCaret.current = next.caret;
    onInsert(next.value, next.caret);
    window.setTimeout(restoreCaret, 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: keyCount - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + keyCount) % keyCount;
    setActive(next);
    toolbar.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  // Keeps the textarea's focus and selection on a mouse click; keyboard users are unaffected.
  const keepSelection = (event: { preventDefault(): void }) => event.preventDefault();

  return (
    <div
      ref={toolbar}
      className="char-keyboard"
      role="toolbar"
      aria-label={`Special characters for ${name}`}
      onKeyDown={onKeyDown}
    >
      {hasCase && (
        <button
          type="button"
          className="char-key char-key-shift"
          aria-pressed={shift}
          tabIndex={current === 0 ? 0 : -1}
          onFocus={() => setActive(0)}
          onMouseDown={keepSelection}
          onClick={() => setShift((value) => !value)}
        >
          <span aria-hidden="true">⇧</span> Capitals
        </button>
      )}
      {characters.map((character, index) => {
        const position = index + (hasCase ? 1 : 0);
        return (
          <button
            key={character}
            type="button"
            className="char-key"
            aria-label={`Insert ${characterName(character)}`}
            tabIndex={current === position ? 0 : -1}
            onFocus={() => setActive(position)}
            onMouseDown={keepSelection}
            onClick={() => insert(character)}
          >
            {keyGlyph(character)}
          </button>
        );
      })}
    </div>
  );
}
