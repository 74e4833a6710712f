import { useId, useState } from 'react';
import type { Resource } from '@/application/resources/ports';
import { languageName } from '@/domain/catalog/languages';
import { PART_OF_SPEECH_LABELS } from '@/ui/pages/teaching/settings/partOfSpeechLabels';
import { PrintFrame, SheetHeader, sideProps } from './PrintSheet';
import { PrintResourceGate } from './PrintResourceGate';

/** "Test yourself": which side of the list is left blank for the pupil to write. */
export type VocabHiddenSide = 'none' | 'target' | 'native';

export interface VocabSheetOptions {
  readonly hide: VocabHiddenSide;
  readonly partOfSpeech: boolean;
  /** An extra empty column to copy each word into. */
  readonly blankColumn: boolean;
}

const DEFAULTS: VocabSheetOptions = { hide: 'none', partOfSpeech: true, blankColumn: false };

/** The vocabulary list of a resource as a table on paper: target | native (| part of speech). */
export function VocabSheet({
  resource,
  options,
}: {
  readonly resource: Resource;
  readonly options: VocabSheetOptions;
}) {
  const { target, native } = resource.content.language;
  const vocabulary = resource.content.vocabulary;
  return (
    <article className="print-sheet" aria-labelledby="page-title">
      <SheetHeader resource={resource} subtitle="Vocabulary" />
      {vocabulary.length === 0 ? (
        <p className="notice" role="note">
          This resource has no vocabulary list yet: add words on its review page.
        </p>
      ) : (
        <table className="print-table">
          <thead>
            <tr>
              <th scope="col">{languageName(target)}</th>
              <th scope="col">{languageName(native)}</th>
              {options.partOfSpeech && <th scope="col">Part of speech</th>}
              {options.blankColumn && <th scope="col">Practice</th>}
            </tr>
          </thead>
          <tbody>
            {vocabulary.map((item, index) => (
              <tr key={`${String(index)}-${item.target}`}>
                {options.hide === 'target' ? (
                  <td className="print-blank" aria-label="Write the word" />
                ) : (
                  <td {...sideProps(target)}>{item.target}</td>
                )}
                {options.hide === 'native' ? (
                  <td className="print-blank" aria-label="Write the translation" />
                ) : (
                  <td {...sideProps(native)}>{item.native}</td>
                )}
                {options.partOfSpeech && (
                  <td className="print-pos">{PART_OF_SPEECH_LABELS[item.pos]}</td>
                )}
                {options.blankColumn && <td className="print-blank" />}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}

function VocabPrint({ resource }: { readonly resource: Resource }) {
  const [options, setOptions] = useState<VocabSheetOptions>(DEFAULTS);
  const hideId = useId();
  const { target, native } = resource.content.language;
  return (
    <PrintFrame
      resource={resource}
      kind="Vocabulary"
      options={
        <>
          <label htmlFor={hideId}>
            Test yourself
            <select
              id={hideId}
              value={options.hide}
              onChange={(event) =>
                setOptions({ ...options, hide: event.target.value as VocabHiddenSide })
              }
            >
              <option value="none">Show both languages</option>
              <option value="target">Hide the {languageName(target)}</option>
              <option value="native">Hide the {languageName(native)}</option>
            </select>
          </label>
          <label>
            <input
              type="checkbox"
              checked={options.partOfSpeech}
              onChange={(event) => setOptions({ ...options, partOfSpeech: event.target.checked })}
            />
            Part of speech
          </label>
          <label>
            <input
              type="checkbox"
              checked={options.blankColumn}
              onChange={(event) => setOptions({ ...options, blankColumn: event.target.checked })}
            />
            Blank column to write in
          </label>
        </>
      }
    >
      <VocabSheet resource={resource} options={options} />
    </PrintFrame>
  );
}

/** `/vocab-print?id={resourceId}`: the resource's vocabulary list, ready to print. */
export function VocabPrintPage() {
  return (
    <PrintResourceGate title="Print vocabulary" privilege="vocabLists">
      {(resource) => <VocabPrint resource={resource} />}
    </PrintResourceGate>
  );
}
