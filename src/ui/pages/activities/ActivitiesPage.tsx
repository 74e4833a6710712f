import { useSelector } from '@xstate/react';
import { memo, useCallback, useEffect, useMemo } from 'react';
import type { EditorActor } from '@/application/resources/editor.machine';
import { languageName } from '@/domain/catalog/languages';
import { audienceLabel } from '@/domain/catalog/levels';
import { questionTypeLabel } from '@/domain/catalog/questionTypes';
import { questionSetProblems } from '@/domain/questions/editing';
import type { QuestionSet } from '@/domain/questions/types';
import type { ResourceContent } from '@/domain/resource/content';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import { ModalDialog } from '@/ui/components/ModalDialog';
import { EditorStatus } from '@/ui/pages/preview/EditorStatus';
import { HashtagsField, ResourceNameField } from '@/ui/pages/preview/ResourceFields';
import { useResourceEditor } from '@/ui/pages/preview/useResourceEditor';
import { ChunkAlignmentEditor } from './editors/ChunkAlignmentEditor';
import { LessonPlanPanel } from './editors/LessonPlanPanel';
import { QuestionSetEditor } from './editors/QuestionSetEditor';
import { VocabularyAlignmentEditor } from './editors/VocabularyAlignmentEditor';
import '@/ui/pages/preview/preview.css';

/** Where a finished resource is displayed: the teacher's door to the teaching screen. */
export const displayPath = (id: number) => `/text_translation/${String(id)}`;

/**
 * `/activities/{source}/{id}` (spec §2 activities): the resource's name and hashtags, its
 * texts read-only, every question to review and edit, the vocabulary and chunk alignment, an
 * optional lesson plan, then "Finish and display". `source` says where the teacher came from
 * (`preview` after creating the questions, `library` to edit a saved resource); the page is
 * the same. Leaving through a header link raises the spec's three-way modal.
 */
export function ActivitiesPage() {
  usePageTitle('Activities');
  const { id, valid, actor, snapshot, busy, progressLabel, guard, navigate } = useResourceEditor(
    'activities',
    (id, path) => path === `/preview/${String(id)}` || path === displayPath(id),
  );

  const done = snapshot.matches('Done');
  const review = snapshot.matches('Review');
  useEffect(() => {
    if (done) {
      // Display wins over a held header link: the teacher chose to display.
      guard.stay();
      void navigate(displayPath(id));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);
  useEffect(() => {
    if (review) void navigate(`/preview/${String(id)}`);
  }, [review, id, navigate]);

  if (!valid) {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">Activities</h1>
        <EditorStatus message="This address names no resource." />
      </section>
    );
  }

  return (
    <section className="page activities-page" aria-labelledby="page-title">
      <h1 id="page-title">Activities</h1>
      <EditorStatus
        snapshot={snapshot}
        onRetry={() => actor.send({ type: 'user.retry' })}
        progressLabel={progressLabel}
      />
      {snapshot.context.content === null || snapshot.matches('NotOwner') ? null : (
        <ActivitiesForm actor={actor} busy={busy} />
      )}
      {snapshot.matches('ConfirmLeaveActivities') && (
        <ModalDialog
          title="Leave the activities?"
          onEscape={() => {
            guard.stay();
            actor.send({ type: 'user.continue' });
          }}
          actions={[
            {
              label: 'Continue editing',
              onClick: () => {
                guard.stay();
                actor.send({ type: 'user.continue' });
              },
            },
            { label: 'Save and Exit', onClick: () => actor.send({ type: 'user.saveAndExit' }) },
            {
              label: 'Display interactive resource',
              kind: 'primary',
              onClick: () => actor.send({ type: 'user.display' }),
            },
          ]}
        >
          <p>
            Save and Exit keeps your changes and leaves the resource as a draft in My resources;
            Display interactive resource finishes it and shows it to the class.
          </p>
        </ModalDialog>
      )}
    </section>
  );
}

// The editors are large: memoised, they render again only when their own data changes, not on
// every keystroke in the name field.
const QuestionsEditor = memo(QuestionSetEditor);
const VocabularyEditor = memo(VocabularyAlignmentEditor);
const ChunksEditor = memo(ChunkAlignmentEditor);
const LessonPlan = memo(LessonPlanPanel);

function ActivitiesForm({ actor, busy }: { readonly actor: EditorActor; readonly busy: boolean }) {
  const context = useSelector(actor, (s) => s.context);
  const editContent = useCallback(
    (next: ResourceContent) => actor.send({ type: 'user.edit', patch: { content: next } }),
    [actor],
  );
  const editQuestions = useCallback(
    (questions: QuestionSet) => actor.send({ type: 'user.editQuestions', questions }),
    [actor],
  );
  const { content, resource } = context;
  const problems = useMemo(
    () => (content === null ? [] : questionSetProblems(context.questions, content)),
    [context.questions, content],
  );
  if (content === null || resource === null) return null;
  const firstProblem = problems[0];
  const { target, native } = content.language;

  return (
    <div className="preview-form">
      <FormAlert message={context.error} />

      <section
        className="preview-section"
        aria-labelledby="activities-details"
        data-tour="name-hashtags"
      >
        <h2 id="activities-details">Name and hashtags</h2>
        <ResourceNameField
          value={context.name}
          disabled={busy}
          onChange={(name) => actor.send({ type: 'user.edit', patch: { name } })}
        />
        <HashtagsField
          value={context.hashtags}
          disabled={busy}
          onChange={(hashtags) => actor.send({ type: 'user.edit', patch: { hashtags } })}
        />
      </section>

      <section
        className="preview-section"
        aria-labelledby="activities-texts"
        data-tour="read-only-texts"
      >
        <h2 id="activities-texts">Texts</h2>
        <div className="read-only-texts">
          <div lang={target}>
            <h3>{languageName(target)}</h3>
            {content.sentences.map((sentence) => (
              <p key={sentence.id}>
                {sentence.speaker === undefined ? null : <strong>{sentence.speaker}: </strong>}
                {sentence.target.text}
              </p>
            ))}
          </div>
          <div lang={native}>
            <h3>{languageName(native)}</h3>
            {content.sentences.map((sentence) => (
              <p key={sentence.id}>
                {sentence.speaker === undefined ? null : <strong>{sentence.speaker}: </strong>}
                {sentence.native.text}
              </p>
            ))}
          </div>
        </div>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => actor.send({ type: 'user.backToReview' })}
        >
          Edit the texts
        </button>
      </section>

      <section
        className="preview-section"
        aria-labelledby="activities-questions"
        data-tour="questions"
      >
        <h2 id="activities-questions">Questions</h2>
        <QuestionsEditor
          questions={context.questions}
          content={content}
          unavailable={context.unavailable}
          headingLevel={3}
          onChange={editQuestions}
        />
      </section>

      <section
        className="preview-section"
        aria-labelledby="activities-vocabulary"
        data-tour="alignment"
      >
        <h2 id="activities-vocabulary">Vocabulary list</h2>
        <VocabularyEditor content={content} onChange={editContent} />
      </section>

      <section className="preview-section" aria-labelledby="activities-chunks">
        <h2 id="activities-chunks">Chunk alignment</h2>
        <ChunksEditor content={content} onChange={editContent} />
      </section>

      <section
        className="preview-section"
        aria-labelledby="activities-plan"
        data-tour="lesson-plan"
      >
        <h2 id="activities-plan">Lesson plan (optional)</h2>
        <LessonPlan
          name={context.name}
          level={audienceLabel(resource.level)}
          questions={context.questions}
          content={content}
        />
      </section>

      <div className="form-actions">
        {firstProblem === undefined ? null : (
          <p className="field-error" id="finish-problem">
            {questionTypeLabel(firstProblem.type)}, question {firstProblem.index + 1}:{' '}
            {firstProblem.problem.message}
          </p>
        )}
        <button
          type="button"
          className="button button-primary"
          data-tour="finish"
          disabled={busy || firstProblem !== undefined}
          aria-describedby={firstProblem === undefined ? undefined : 'finish-problem'}
          onClick={() => actor.send({ type: 'user.finish' })}
        >
          Finish and display
        </button>
      </div>
    </div>
  );
}
