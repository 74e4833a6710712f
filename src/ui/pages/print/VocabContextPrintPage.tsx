import { useState } from 'react';
import type { Resource } from '@/application/resources/ports';
import { vocabContextSheet } from '@/domain/teaching/worksheet';
import { PrintFrame, SheetHeader, sideProps } from './PrintSheet';
import { PrintResourceGate } from './PrintResourceGate';

export interface VocabContextOptions {
  /** Each sentence's translation under it, as help. */
  readonly translation: boolean;
  /** The answers on a page of their own after the sentences. */
  readonly answerKey: boolean;
}

/** Vocabulary in context on paper: a word bank, numbered gapped sentences, then the key. */
export function VocabContextSheet({
  resource,
  options,
}: {
  readonly resource: Resource;
  readonly options: VocabContextOptions;
}) {
  const { items, wordBank } = vocabContextSheet(resource);
  const { target, native } = resource.content.language;
  if (items.length === 0) {
    return (
      <article className="print-sheet" aria-labelledby="page-title">
        <SheetHeader resource={resource} subtitle="Vocabulary in context" />
        <p className="notice" role="note">
          This text has no vocabulary words to gap: add words to its vocabulary list on its review
          page.
        </p>
      </article>
    );
  }
  return (
    <article className="print-sheet" aria-labelledby="page-title">
      <SheetHeader resource={resource} subtitle="Vocabulary in context" />
      <section className="print-section" aria-labelledby="vic-questions">
        <h2 id="vic-questions">Fill in the gaps</h2>
        <p className="print-instruction">Write the missing word from the word bank in each gap.</p>
        <ul className="print-word-bank" aria-label="Word bank" {...sideProps(target)}>
          {wordBank.map((word) => (
            <li key={word}>{word}</li>
          ))}
        </ul>
        <ol className="print-list" aria-label="Sentences">
          {items.map((item, index) => (
            <li key={index}>
              <span {...sideProps(target)}>
                {item.before}
                <span className="print-gap" role="img" aria-label={`Gap ${String(index + 1)}`} />
                {item.after}
              </span>
              {options.translation && (
                <span className="print-native" {...sideProps(native)}>
                  {item.native}
                </span>
              )}
            </li>
          ))}
        </ol>
      </section>
      {options.answerKey && (
        <section className="print-section print-page-break" aria-labelledby="vic-key">
          <h2 id="vic-key">Answer key: vocabulary in context</h2>
          <ol className="print-key" aria-label="Answers" {...sideProps(target)}>
            {items.map((item, index) => (
              <li key={index}>{item.answer}</li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}

function VocabContextPrint({ resource }: { readonly resource: Resource }) {
  const [options, setOptions] = useState<VocabContextOptions>({
    translation: false,
    answerKey: true,
  });
  return (
    <PrintFrame
      resource={resource}
      kind="Vocabulary in context"
      options={
        <>
          <label>
            <input
              type="checkbox"
              checked={options.translation}
              onChange={(event) => setOptions({ ...options, translation: event.target.checked })}
            />
            Translations as help
          </label>
          <label>
            <input
              type="checkbox"
              checked={options.answerKey}
              onChange={(event) => setOptions({ ...options, answerKey: event.target.checked })}
            />
            Answer key (on its own page)
          </label>
        </>
      }
    >
      <VocabContextSheet resource={resource} options={options} />
    </PrintFrame>
  );
}

/** `/vocab-context-print?id={resourceId}`: vocabulary in context, ready to print. */
export function VocabContextPrintPage() {
  return (
    <PrintResourceGate title="Print vocabulary in context" privilege="vocabLists">
      {(resource) => <VocabContextPrint resource={resource} />}
    </PrintResourceGate>
  );
}
