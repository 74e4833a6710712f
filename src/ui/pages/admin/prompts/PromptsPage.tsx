import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { TrySide } from '@/contract/prompts';
import { PROMPT_BODY_MAX, PROMPT_PLACEHOLDERS } from '@/domain/prompts/promptTemplate';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';

const when = (iso: string | null) =>
  iso === null
    ? '—'
    : new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One side of "try it": what came out, and the messages behind it. */
function TryColumn({ side }: { readonly side: TrySide }) {
  const headingId = useId();
  return (
    <section className="prompt-try-side" aria-labelledby={headingId}>
      <h3 id={headingId}>{side.label}</h3>
      {side.outcome.kind === 'error' ? (
        <p className="form-alert">{side.outcome.message}</p>
      ) : (
        <>
          <p>
            <strong>{side.outcome.title}</strong>
          </p>
          <ol className="prompt-try-sentences">
            {side.outcome.sentences.map((sentence, i) => (
              <li key={i}>{sentence}</li>
            ))}
          </ol>
          {side.outcome.excerpt.length > 0 && (
            <>
              <h4>What this activity is made from</h4>
              <ul>
                {side.outcome.excerpt.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <details>
        <summary>Messages the AI provider adapter sends</summary>
        {side.messages.map((message, i) => (
          <div key={i}>
            <h4>{message.role === 'system' ? 'Rules (system)' : 'Request (user)'}</h4>
            {/* Focusable so a keyboard can scroll a long message (it scrolls past 20rem). */}
            <pre className="prompt-message" tabIndex={0}>
              {message.content}
            </pre>
          </div>
        ))}
      </details>
    </section>
  );
}

/**
 * `/prompt` (the resource text's instructions) and `/activity_prompt` (each activity type's),
 * issue #14: versions with who and when, an editor checked as typed, save, activate or roll
 * back, and "try it" with the draft beside the active version.
 */
export function PromptsPage({ scope }: { readonly scope: 'text' | 'activity' }) {
  // The route table's titles (src/domain/access/routes.ts).
  const title = scope === 'text' ? 'Prompts' : 'Activity prompts';
  usePageTitle(title);
  const actor = useActorRef(useServices().adminPrompts.editor, {
    input: { key: scope === 'text' ? 'text' : null },
  });
  const state = useSelector(actor, (s) => s.value);
  const { summaries, key, detail, draft, note, problem, tried, error, notice } = useSelector(
    actor,
    (s) => s.context,
  );
  const bodyId = useId();
  const problemId = useId();
  const noteId = useId();
  const busy = state !== 'Ready';
  const activities = summaries.filter((s) => s.key !== 'text');

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="page-lead">
        {scope === 'text'
          ? 'The instructions the AI provider receives for writing a resource’s text. The teacher’s own choices (tenses, details, title, description, words) always follow them.'
          : 'One line of rules for each activity type, telling the AI provider what that activity needs from its answer.'}{' '}
        Each save makes a new version; the active one is used from the next generation.
      </p>
      <FormAlert message={error} />
      <p role="status">{notice}</p>

      {scope === 'activity' && activities.length > 0 && (
        <nav aria-label="Activity types">
          <ul className="prompt-keys">
            {activities.map((summary) => (
              <li key={summary.key}>
                <button
                  type="button"
                  className="button"
                  aria-current={summary.key === key ? 'true' : undefined}
                  onClick={() => actor.send({ type: 'user.open', key: summary.key })}
                >
                  {summary.label}{' '}
                  <span className="prompt-hint">(version {summary.activeVersion})</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {(state === 'LoadingList' || state === 'LoadingDetail') && <p>Loading…</p>}

      {detail !== null && state !== 'LoadingDetail' && (
        <section aria-labelledby="prompt-key-title">
          <h2 id="prompt-key-title">{detail.label}</h2>
          <p>
            Version {detail.activeVersion} is active
            {detail.activeVersion === 0 ? ' (built into Parlo)' : ''}.
          </p>

          <div className="field">
            <label htmlFor={bodyId}>Instructions</label>
            <textarea
              id={bodyId}
              rows={scope === 'text' ? 8 : 5}
              value={draft}
              maxLength={PROMPT_BODY_MAX + 1000}
              aria-invalid={problem !== null}
              aria-describedby={problem === null ? undefined : problemId}
              onChange={(event) => actor.send({ type: 'draft.change', body: event.target.value })}
            />
            {problem !== null && (
              <p id={problemId} className="form-alert">
                {problem}
              </p>
            )}
          </div>
          <details>
            <summary>Placeholders you can use</summary>
            <dl className="prompt-placeholders">
              {Object.entries(PROMPT_PLACEHOLDERS).map(([name, meaning]) => (
                <div key={name}>
                  <dt>
                    <code>{`{{${name}}}`}</code>
                  </dt>
                  <dd>{meaning}</dd>
                </div>
              ))}
            </dl>
          </details>
          <div className="field">
            <label htmlFor={noteId}>Note on this version (optional)</label>
            <input
              id={noteId}
              type="text"
              maxLength={500}
              value={note}
              onChange={(event) => actor.send({ type: 'note.change', note: event.target.value })}
            />
          </div>
          <div className="prompt-actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => actor.send({ type: 'user.save', activate: false })}
            >
              Save as a new version
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => actor.send({ type: 'user.save', activate: true })}
            >
              {state === 'Saving' ? 'Saving…' : 'Save and activate'}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => actor.send({ type: 'user.try' })}
            >
              {state === 'Trying' ? 'Trying…' : 'Try it'}
            </button>
          </div>

          <table className="prompt-versions">
            <caption>Versions of {detail.label}</caption>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Saved by</th>
                <th scope="col">Saved</th>
                <th scope="col">Last activated</th>
                <th scope="col">Note</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {detail.versions.map((version) => (
                <tr key={version.version}>
                  <th scope="row">
                    {version.version}
                    {version.active && <span className="prompt-active"> active</span>}
                  </th>
                  <td>{version.author ?? (version.version === 0 ? 'Parlo' : '—')}</td>
                  <td>{when(version.createdAt)}</td>
                  <td>{when(version.activatedAt)}</td>
                  <td>{version.note}</td>
                  <td>
                    <button
                      type="button"
                      className="button"
                      disabled={busy}
                      onClick={() => actor.send({ type: 'draft.from', version: version.version })}
                    >
                      Edit from version {version.version}
                    </button>
                    {!version.active && version.version > 0 && (
                      <button
                        type="button"
                        className="button"
                        disabled={busy}
                        onClick={() =>
                          actor.send({ type: 'user.activate', version: version.version })
                        }
                      >
                        Activate version {version.version}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="prompt-hint">
            To go back to the built-in version 0, edit from it and save it as a new version.
          </p>

          {tried !== null && (
            <section aria-labelledby="prompt-try-title" className="prompt-try">
              <h2 id="prompt-try-title">Try it: the draft beside the active version</h2>
              <p>Sample: {tried.sample}.</p>
              <p>{tried.explanation}</p>
              <div className="prompt-try-columns">
                <TryColumn side={tried.draft} />
                <TryColumn side={tried.active} />
              </div>
            </section>
          )}
        </section>
      )}
    </section>
  );
}
