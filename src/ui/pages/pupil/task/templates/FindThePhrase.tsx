import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { isRtl } from '@/domain/catalog/languages';
import { inRun, runAnswer, runOf, tapWord, textWords } from '@/domain/homework/pupilAnswers';
import type { PupilItems } from '@/domain/homework/pupilTask';
import { rovingTarget } from '@/ui/pages/teaching/games/roving';
import { answerAt, type TemplateProps } from './common';
import '@/ui/pages/teaching/questions/questions.css';
import '@/ui/pages/teaching/games/games.css';

/**
 * TAP_OR_SELECT "find the phrase": the pupil chooses which phrase they are looking for, then
 * taps the words of the text that say it (neighbouring words; a tap on an end takes it off, a tap
 * elsewhere starts again). The text is one tab stop: the arrow keys go from word to word, Space
 * or Enter takes a word in or out. The answer is the words chosen, as the text writes them.
 */
export function FindThePhrase({ data, answers, onAnswer, disabled, announce }: TemplateProps) {
  const text = data.text?.target ?? '';
  const language = data.language;
  const words = useMemo(() => textWords(text, language), [text, language]);
  const items = data.items as readonly PupilItems['phrase'][];
  const [active, setActive] = useState(0);
  const [stop, setStop] = useState(0);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const textId = useId();
  const current = Math.min(active, Math.max(items.length - 1, 0));
  const run = runOf(text, words, answerAt(answers, current));
  const rtl = isRtl(language);

  const onWord = (index: number) => {
    if (disabled) return;
    const next = tapWord(run, index);
    const answer = runAnswer(text, words, next);
    onAnswer(current, [answer]);
    announce(
      answer === ''
        ? `Phrase ${String(current + 1)}: nothing chosen.`
        : `Phrase ${String(current + 1)}: ${answer}`,
    );
  };

  const onKey = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const target = rovingTarget(event.key, index, words.length, () => true, {
      horizontal: true,
      rtl,
    });
    if (target === undefined) return;
    event.preventDefault();
    buttons.current.get(target)?.focus();
  };

  // The text between words (spaces, punctuation) is shown as it is, not as buttons, and kept
  // with the word before it, so a line never starts with a full stop.
  const lead = text.slice(0, words[0]?.start ?? text.length);
  const after = (index: number) =>
    text.slice(words[index]?.end ?? text.length, words[index + 1]?.start ?? text.length);

  return (
    <div className="task-phrase">
      <fieldset className="question-choice task-phrase-list" disabled={disabled}>
        <legend className="question-prompt">Which phrase are you finding?</legend>
        {items.map((item, index) => {
          const found = answerAt(answers, index);
          return (
            <label key={index} className="question-option">
              <input
                type="radio"
                name={`${textId}-phrase`}
                checked={index === current}
                onChange={() => {
                  setActive(index);
                  announce(`Now finding phrase ${String(index + 1)}: ${item.native}.`);
                }}
              />
              <span className="question-option-text">
                <span>
                  {index + 1}. {item.native}
                </span>
                <span className="question-hint task-phrase-found">
                  {found === '' ? (
                    'Not found yet'
                  ) : (
                    <>
                      Found: <span lang={language}>{found}</span>
                    </>
                  )}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <p className="game-instructions" id={`${textId}-help`}>
        Tap the words of the text that say phrase {current + 1}. Tap a word at either end again to
        take it off. With a keyboard, the arrow keys move from word to word and Space chooses.
      </p>
      <div
        className="task-phrase-text"
        role="group"
        aria-label={`Text: choose the words of phrase ${String(current + 1)}`}
        aria-describedby={`${textId}-help`}
        lang={language}
        dir={rtl ? 'rtl' : 'auto'}
      >
        {lead}
        {words.map((_, word) => {
          const chosen = inRun(run, word);
          return (
            <span key={word}>
              <button
                type="button"
                ref={(element) => {
                  if (element === null) buttons.current.delete(word);
                  else buttons.current.set(word, element);
                }}
                className={`task-word${chosen ? ' task-word-chosen' : ''}`}
                tabIndex={word === Math.min(stop, words.length - 1) ? 0 : -1}
                aria-pressed={chosen}
                aria-disabled={disabled || undefined}
                onClick={() => onWord(word)}
                onKeyDown={(event) => onKey(word, event)}
                onFocus={() => {
                  if (stop !== word) setStop(word);
                }}
              >
                {words[word]?.text}
              </button>
              {after(word)}
            </span>
          );
        })}
      </div>
    </div>
  );
}
