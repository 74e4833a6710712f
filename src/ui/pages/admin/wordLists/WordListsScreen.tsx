import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { LanguageCode } from '@/domain/catalog/languages';
import { isLanguageCode, LANGUAGE_CODES, languageName } from '@/domain/catalog/languages';
import type { PartOfSpeech } from '@/domain/resource/content';
import { tokenise } from '@/domain/resource/tokenize';
import type { ChunkRule, WordLists } from '@/domain/wordLists/wordLists';
import {
  CHUNK_RULE_LABELS,
  CHUNK_RULES,
  chunksOf,
  EMPTY_WORD_LISTS,
  keyWordIndices,
  POS_CHOICES,
  withSuggestedTags,
} from '@/domain/wordLists/wordLists';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import './wordLists.css';

/** A language's name in English, by the browser's own list, the catalogue's as a fallback. */
function displayName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? languageName(code);
  } catch {
    return languageName(code);
  }
}

const posLabel = (pos: PartOfSpeech) => pos.replace('_', ' ');

const SAMPLES: Partial<Record<LanguageCode, string>> = {
  es: 'Quiero ir al parque pero llueve mucho hoy.',
  fr: 'Je voudrais sortir mais il pleut beaucoup aujourd’hui.',
  de: 'Ich möchte in den Park gehen, aber es regnet heute sehr.',
  it: 'Vorrei andare al parco ma oggi piove molto.',
  pt: 'Quero ir ao parque mas hoje chove muito.',
  en: 'I want to go to the park but it is raining a lot today.',
};

export type WordListsKind = 'chunks' | 'pos';

/**
 * `/chunks_keyWords` and `/pos_suggestions` (issue #14): a language's words that steer how a
 * teacher's own text is cut and tagged, and a preview of a sample sentence by the same domain
 * rules the server's segmentation uses, so what it shows is what the next upload gets.
 */
export function WordListsScreen({ kind }: { readonly kind: WordListsKind }) {
  const title = kind === 'chunks' ? 'Chunks and key words' : 'Part-of-speech suggestions';
  usePageTitle(title);
  const actor = useActorRef(useServices().wordLists.machine, { input: { language: 'es' } });
  const state = useSelector(actor, (s) => s.value);
  const { language, lists, error, notice, added } = useSelector(actor, (s) => s.context);
  const [words, setWords] = useState('');
  const [rule, setRule] = useState<ChunkRule>('break_before');
  const [pos, setPos] = useState<PartOfSpeech>('noun');
  const [sample, setSample] = useState(SAMPLES.es ?? '');
  const ids = { language: useId(), words: useId(), choice: useId(), sample: useId() };

  // A change that landed empties the box it was typed in; a refused one keeps it to correct.
  useEffect(() => {
    if (added > 0) setWords('');
  }, [added]);

  const languages = useMemo(
    () =>
      [...LANGUAGE_CODES]
        .map((code) => ({ code, name: displayName(code) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en')),
    [],
  );

  const current: WordLists = useMemo(
    () =>
      lists === null
        ? EMPTY_WORD_LISTS
        : {
            chunkWords: lists.chunkWords.map(({ word, rule: r }) => ({ word, rule: r })),
            posSuggestions: lists.posSuggestions.map(({ word, pos: p }) => ({ word, pos: p })),
          },
    [lists],
  );
  const tokens = useMemo(() => tokenise(sample, language), [sample, language]);

  const onLanguage = (code: string) => {
    if (!isLanguageCode(code)) return;
    setSample(SAMPLES[code] ?? '');
    actor.send({ type: 'language.change', language: code });
  };
  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'chunks') actor.send({ type: 'chunkWords.add', rule, text: words });
    else actor.send({ type: 'posSuggestions.add', pos, text: words });
  };
  const ready = state === 'Ready';
  const entries =
    lists === null
      ? []
      : kind === 'chunks'
        ? lists.chunkWords.map((w) => ({ id: w.id, word: w.word, what: CHUNK_RULE_LABELS[w.rule] }))
        : lists.posSuggestions.map((w) => ({ id: w.id, word: w.word, what: posLabel(w.pos) }));
  const list = kind === 'chunks' ? 'chunkWords' : 'posSuggestions';

  return (
    <section className="page word-lists" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="page-lead">
        {kind === 'chunks'
          ? 'Words at which a teacher’s own text is cut into chunks (a text uploaded without a translation), and key words that join its vocabulary wherever they appear.'
          : 'The part of speech a word is tagged with in a teacher’s own text, whatever the offline dictionary says.'}{' '}
        A change applies to the next text uploaded or added; resources already made keep theirs.
      </p>

      <div className="field">
        <label htmlFor={ids.language}>Language</label>
        <select
          id={ids.language}
          value={language}
          onChange={(event) => onLanguage(event.target.value)}
        >
          {languages.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>

      <form noValidate onSubmit={onAdd} aria-label="Add words" className="word-lists-add">
        <div className="field">
          <label htmlFor={ids.words}>Words to add (one per line)</label>
          <textarea
            id={ids.words}
            rows={3}
            value={words}
            onChange={(event) => setWords(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.choice}>{kind === 'chunks' ? 'Rule' : 'Part of speech'}</label>
          {kind === 'chunks' ? (
            <select
              id={ids.choice}
              value={rule}
              onChange={(event) => setRule(event.target.value as ChunkRule)}
            >
              {CHUNK_RULES.map((r) => (
                <option key={r} value={r}>
                  {CHUNK_RULE_LABELS[r]}
                </option>
              ))}
            </select>
          ) : (
            <select
              id={ids.choice}
              value={pos}
              onChange={(event) => setPos(event.target.value as PartOfSpeech)}
            >
              {POS_CHOICES.map((p) => (
                <option key={p} value={p}>
                  {posLabel(p)}
                </option>
              ))}
            </select>
          )}
        </div>
        <button type="submit" className="button button-primary" disabled={!ready}>
          {state === 'Adding' ? 'Adding…' : 'Add'}
        </button>
      </form>
      <FormAlert message={error} />
      <p role="status">{notice}</p>
      {state === 'LoadFailed' && (
        <button
          type="button"
          className="button"
          onClick={() => actor.send({ type: 'lists.retry' })}
        >
          Try again
        </button>
      )}

      <section aria-labelledby="word-list-title">
        <h2 id="word-list-title">
          {kind === 'chunks' ? 'Words' : 'Tagged words'} for {displayName(language)}
        </h2>
        {state === 'Loading' ? (
          <p>Loading…</p>
        ) : entries.length === 0 ? (
          <p>No words yet for this language.</p>
        ) : (
          <table className="word-lists-table">
            <thead>
              <tr>
                <th scope="col">Word</th>
                <th scope="col">{kind === 'chunks' ? 'Rule' : 'Part of speech'}</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td lang={language}>{entry.word}</td>
                  <td>{entry.what}</td>
                  <td>
                    <button
                      type="button"
                      className="button button-quiet"
                      disabled={!ready}
                      aria-label={`Remove ${entry.word} (${entry.what.toLowerCase()})`}
                      onClick={() => actor.send({ type: 'word.remove', list, id: entry.id })}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="word-preview-title" className="word-lists-preview">
        <h2 id="word-preview-title">Preview</h2>
        <div className="field">
          <label htmlFor={ids.sample}>Sample sentence</label>
          <input
            id={ids.sample}
            lang={language}
            value={sample}
            onChange={(event) => setSample(event.target.value)}
          />
        </div>
        {tokens.length > 0 &&
          (kind === 'chunks' ? (
            <ChunkPreview tokens={tokens} lists={current} language={language} />
          ) : (
            <TagPreview tokens={tokens} lists={current} language={language} />
          ))}
      </section>
    </section>
  );
}

interface PreviewProps {
  readonly tokens: ReturnType<typeof tokenise>;
  readonly lists: WordLists;
  readonly language: LanguageCode;
}

function ChunkPreview({ tokens, lists, language }: PreviewProps) {
  const before = chunksOf(tokens, EMPTY_WORD_LISTS, language);
  const after = chunksOf(tokens, lists, language);
  const keys = keyWordIndices(tokens, lists, language).map((i) => tokens[i]?.text ?? '');
  return (
    <div className="word-lists-compare">
      <div>
        <h3 id="chunks-before">Without the lists</h3>
        <ol aria-labelledby="chunks-before" className="word-lists-chunks" lang={language}>
          {before.map((chunk, index) => (
            <li key={index}>{chunk}</li>
          ))}
        </ol>
      </div>
      <div>
        <h3 id="chunks-after">With the lists</h3>
        <ol aria-labelledby="chunks-after" className="word-lists-chunks" lang={language}>
          {after.map((chunk, index) => (
            <li key={index}>{chunk}</li>
          ))}
        </ol>
        <p>
          Key words:{' '}
          <span lang={language}>{keys.length === 0 ? 'none' : [...new Set(keys)].join(', ')}</span>
        </p>
      </div>
    </div>
  );
}

function TagPreview({ tokens, lists, language }: PreviewProps) {
  const tagged = withSuggestedTags(tokens, lists, language);
  return (
    <>
      <p className="field-hint">
        Words the list does not name keep the tag the offline dictionary gives them on upload (shown
        here as “other”).
      </p>
      <table className="word-lists-table" aria-label="Tags of the sample sentence">
        <thead>
          <tr>
            <th scope="col">Word</th>
            <th scope="col">Without the list</th>
            <th scope="col">With the list</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token, index) =>
            token.pos === 'punctuation' ? null : (
              <tr key={index}>
                <td lang={language}>{token.text}</td>
                <td>{posLabel(token.pos)}</td>
                <td>{posLabel(tagged[index]?.pos ?? token.pos)}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </>
  );
}
