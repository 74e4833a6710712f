import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import {
  RESOURCE_PICKER_PAGE_SIZE,
  selectFormProblems,
  selectView,
  type HomeworkForm,
  type setHomeworkMachine,
} from '@/application/homework/setHomework.machine';
import type {
  CreatedHomework,
  HomeworkOptions,
  HomeworkResource,
} from '@/application/homework/setHomeworkPorts';
import { languageName } from '@/domain/catalog/languages';
import type { HomeworkProblem } from '@/domain/homework/homeworkDraft';
import { taskKind } from '@/domain/homework/tasks';
import { PASS_MARK_MAX, PASS_MARK_MIN } from '@/domain/homework/types';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import { ListLoadFailed } from '@/ui/components/ListLoadFailed';
import './createHomework.css';
import { Pager } from '@/ui/components/Pager';
import { pageCount } from '@/domain/navigation/paging';

/** `?resourceId=N` as a resource id, or null when absent or not one. */
function resourceIdOf(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * `/create-homework` (issue #10 "Setting homework"): from one of the teacher's finished
 * resources, a homework of tasks with a pass mark each, start and due dates, for one or more
 * classrooms. `?resourceId=N` (from the teaching screen and the library) skips the picker.
 * The set-homework machine holds everything; the page reads it and sends events.
 */
export function CreateHomeworkPage() {
  usePageTitle('Create homework');
  const [params] = useSearchParams();
  const resourceId = resourceIdOf(params.get('resourceId'));
  // Another resource in the address starts the page afresh.
  return <CreateHomework key={resourceId ?? 'none'} resourceId={resourceId} />;
}

function CreateHomework({ resourceId }: { readonly resourceId: number | null }) {
  const services = useServices();
  const [now] = useState(() => services.now?.() ?? new Date());
  const actor = useActorRef(services.setHomework.machine, { input: { resourceId, now } });
  const view = useSelector(actor, selectView);

  return (
    <section className="page create-homework-page" aria-labelledby="page-title">
      <h1 id="page-title">Create homework</h1>
      <p className="page-lead">
        Turn one of your finished resources into tasks your pupils do at home, and read their
        results as they come in.
      </p>
      {view.step === 'loading' && (
        <p role="status" className="page-status">
          {view.what === 'resources' ? 'Loading your resources…' : 'Loading the resource…'}
        </p>
      )}
      {view.step === 'failed' &&
        (view.what === 'resources' ? (
          <ListLoadFailed
            className="create-homework-failed"
            message={`Your resources could not be loaded: ${view.message}`}
            onRetry={() => actor.send({ type: 'user.retry' })}
          />
        ) : (
          <div className="create-homework-failed">
            <FormAlert message={view.message} />
            <div className="form-actions">
              <button
                type="button"
                className="button"
                onClick={() => actor.send({ type: 'user.retry' })}
              >
                Try again
              </button>
              <button
                type="button"
                className="button"
                onClick={() => actor.send({ type: 'user.changeResource' })}
              >
                Choose another resource
              </button>
            </div>
          </div>
        ))}
      {view.step === 'choosing' && <ResourcePicker actor={actor} />}
      {view.step === 'editing' && (
        <HomeworkFormView actor={actor} options={view.options} submitting={view.submitting} />
      )}
      {view.step === 'created' && (
        <HomeworkSet homework={view.homework} onAgain={() => actor.send({ type: 'user.again' })} />
      )}
    </section>
  );
}

type SetHomeworkActor = ActorRefFrom<typeof setHomeworkMachine>;

function languagesOf(resource: HomeworkResource): string {
  return `${languageName(resource.language.target)} for ${languageName(resource.language.native)} speakers · ${resource.levelKey}`;
}

function ResourcePicker({ actor }: { readonly actor: SetHomeworkActor }) {
  const resources = useSelector(actor, (s) => s.context.resources);
  const total = useSelector(actor, (s) => s.context.total);
  const page = useSelector(actor, (s) => s.context.page);
  const searched = useSelector(actor, (s) => s.context.search);
  const [search, setSearch] = useState(searched);
  const pages = pageCount(total, RESOURCE_PICKER_PAGE_SIZE);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'user.search', search });
  };

  return (
    <div className="create-homework-picker">
      <h2>Choose a resource</h2>
      <p>Homework is made from one of your finished resources.</p>
      <form role="search" aria-label="Search your finished resources" onSubmit={onSearch}>
        <label htmlFor="homework-resource-search">Resource name</label>
        <div className="create-homework-search">
          <input
            id="homework-resource-search"
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </form>
      {resources.length === 0 ? (
        <div role="status" className="create-homework-empty">
          <p>
            {searched.trim() === ''
              ? 'You have no finished resource yet.'
              : 'No finished resource matches your search.'}
          </p>
          <p>
            <Link to="/select_resources">Create a resource on Home</Link>
          </p>
        </div>
      ) : (
        <ul className="create-homework-resources">
          {resources.map((resource) => (
            <li key={resource.id}>
              <button
                type="button"
                className="button create-homework-resource"
                onClick={() => actor.send({ type: 'user.pickResource', id: resource.id })}
              >
                <span className="create-homework-resource-name">{resource.name}</span>
                <span className="create-homework-resource-meta">{languagesOf(resource)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        onPage={(next) => actor.send({ type: 'user.page', page: next })}
      />
    </div>
  );
}

const problemOf = (problems: readonly HomeworkProblem[], field: HomeworkProblem['field']) =>
  problems.find((p) => p.field === field && p.task === undefined)?.message;

function HomeworkFormView({
  actor,
  options,
  submitting,
}: {
  readonly actor: SetHomeworkActor;
  readonly options: HomeworkOptions;
  readonly submitting: boolean;
}) {
  const form: HomeworkForm = useSelector(actor, (s) => s.context.form);
  const error = useSelector(actor, (s) => s.context.error);
  const problems = useSelector(actor, selectFormProblems);
  const nameProblem = problemOf(problems, 'name');
  const startProblem = problemOf(problems, 'startsAt');
  const dueProblem = problemOf(problems, 'dueAt');
  const tasksProblem = problemOf(problems, 'tasks');
  const classroomsProblem = problemOf(problems, 'classrooms');
  const chosen = new Map(form.tasks.map((task) => [task.kind, task.passMark]));
  const firstChosen = form.tasks[0]?.kind;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'user.submit' });
  };

  return (
    <form className="form create-homework-form" noValidate onSubmit={onSubmit}>
      <div className="create-homework-resource-box" data-tour="homework-resource">
        <p>
          From <strong>{options.resource.name}</strong>
          <span className="create-homework-resource-meta">{languagesOf(options.resource)}</span>
        </p>
        <button
          type="button"
          className="button button-quiet"
          onClick={() => actor.send({ type: 'user.changeResource' })}
        >
          Choose another resource
        </button>
      </div>

      <div className="field" data-tour="homework-name">
        <label htmlFor="homework-name">Homework name</label>
        <input
          id="homework-name"
          type="text"
          value={form.name}
          maxLength={200}
          aria-invalid={nameProblem === undefined ? undefined : true}
          aria-describedby={nameProblem === undefined ? undefined : 'homework-name-error'}
          onChange={(event) => actor.send({ type: 'form.name', name: event.target.value })}
        />
        {nameProblem !== undefined && (
          <p id="homework-name-error" className="field-error">
            {nameProblem}
          </p>
        )}
      </div>

      <fieldset className="create-homework-tasks" data-tour="homework-tasks">
        <legend>Tasks</legend>
        <p className="field-hint">
          Each task is made from the resource. Set the score a pupil needs to pass it.
        </p>
        {tasksProblem !== undefined && <p className="field-error">{tasksProblem}</p>}
        <ul>
          {options.tasks.map((option) => {
            const kind = taskKind(option.kind);
            if (kind === undefined) return null;
            const id = `homework-task-${option.kind}`;
            const passMark = chosen.get(option.kind);
            const markProblem = problems.find((p) => p.task === option.kind)?.message;
            return (
              <li
                key={option.kind}
                className={`create-homework-task${option.available ? '' : ' is-unavailable'}`}
              >
                <div className="field-check">
                  <input
                    id={id}
                    type="checkbox"
                    checked={passMark !== undefined}
                    disabled={!option.available}
                    aria-describedby={`${id}-about`}
                    onChange={() => actor.send({ type: 'form.toggleTask', kind: option.kind })}
                  />
                  <div>
                    <label htmlFor={id}>{kind.label}</label>
                    <p id={`${id}-about`} className="field-hint">
                      {option.available
                        ? `${kind.description} ${option.itemCount === 1 ? '1 item' : `${String(option.itemCount)} items`}.`
                        : `Not available: ${option.reason ?? ''}`}
                    </p>
                  </div>
                </div>
                {passMark !== undefined && (
                  <div
                    className="create-homework-pass-mark"
                    data-tour={option.kind === firstChosen ? 'homework-pass-mark' : undefined}
                  >
                    <label htmlFor={`${id}-pass`}>Pass mark for {kind.label} (%)</label>
                    <input
                      id={`${id}-pass`}
                      type="number"
                      inputMode="numeric"
                      min={PASS_MARK_MIN}
                      max={PASS_MARK_MAX}
                      step={1}
                      value={Number.isNaN(passMark) ? '' : passMark}
                      aria-invalid={markProblem === undefined ? undefined : true}
                      aria-describedby={markProblem === undefined ? undefined : `${id}-pass-error`}
                      onChange={(event) =>
                        actor.send({
                          type: 'form.passMark',
                          kind: option.kind,
                          passMark:
                            event.target.value === '' ? Number.NaN : Number(event.target.value),
                        })
                      }
                    />
                    {markProblem !== undefined && (
                      <p id={`${id}-pass-error`} className="field-error">
                        {markProblem}
                      </p>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className="create-homework-dates" data-tour="homework-dates">
        <legend>Dates</legend>
        <div className="field">
          <label htmlFor="homework-start">Start date</label>
          <input
            id="homework-start"
            type="date"
            value={form.startDate}
            aria-invalid={startProblem === undefined ? undefined : true}
            aria-describedby={startProblem === undefined ? undefined : 'homework-start-error'}
            onChange={(event) => actor.send({ type: 'form.startDate', date: event.target.value })}
          />
          {startProblem !== undefined && (
            <p id="homework-start-error" className="field-error">
              {startProblem}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="homework-due">Due date</label>
          <input
            id="homework-due"
            type="date"
            value={form.dueDate}
            min={form.startDate === '' ? undefined : form.startDate}
            aria-invalid={dueProblem === undefined ? undefined : true}
            aria-describedby={dueProblem === undefined ? undefined : 'homework-due-error'}
            onChange={(event) => actor.send({ type: 'form.dueDate', date: event.target.value })}
          />
          {dueProblem !== undefined && (
            <p id="homework-due-error" className="field-error">
              {dueProblem}
            </p>
          )}
        </div>
      </fieldset>

      <fieldset className="create-homework-classrooms" data-tour="homework-classrooms">
        <legend>Classrooms</legend>
        {classroomsProblem !== undefined && <p className="field-error">{classroomsProblem}</p>}
        {options.classrooms.length === 0 ? (
          <p>
            You have no classroom yet. <Link to="/classrooms/create">Create a classroom</Link> and
            add your pupils first.
          </p>
        ) : (
          <ul>
            {options.classrooms.map((classroom) => {
              const id = `homework-classroom-${String(classroom.id)}`;
              return (
                <li key={classroom.id} className="field-check">
                  <input
                    id={id}
                    type="checkbox"
                    checked={form.classroomIds.includes(classroom.id)}
                    onChange={() => actor.send({ type: 'form.toggleClassroom', id: classroom.id })}
                  />
                  <label htmlFor={id}>
                    {classroom.name}{' '}
                    <span className="create-homework-pupils">
                      (
                      {classroom.pupilCount === 1
                        ? '1 pupil'
                        : `${String(classroom.pupilCount)} pupils`}
                      )
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>

      <FormAlert message={error} />
      <div className="form-actions" data-tour="homework-submit">
        <button type="submit" className="button button-primary" disabled={submitting}>
          {submitting ? 'Setting the homework…' : 'Set homework'}
        </button>
      </div>
    </form>
  );
}

function HomeworkSet({
  homework,
  onAgain,
}: {
  readonly homework: CreatedHomework;
  readonly onAgain: () => void;
}) {
  const classes = homework.classrooms.map((c) => c.name).join(', ');
  const tasks = homework.tasks.length === 1 ? '1 task' : `${String(homework.tasks.length)} tasks`;
  const pupils = homework.pupilCount === 1 ? '1 pupil' : `${String(homework.pupilCount)} pupils`;
  return (
    <div className="create-homework-done">
      <h2>Homework set</h2>
      <p role="status">
        “{homework.name}” is set for {classes}: {tasks}, {pupils}, due{' '}
        <time dateTime={homework.dueAt}>{new Date(homework.dueAt).toLocaleDateString()}</time>.
      </p>
      <ul className="create-homework-task-list">
        {homework.tasks.map((task) => (
          <li key={task.id}>
            {task.taskName} — pass mark {task.passMark}%
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <Link className="button button-primary" to="/homework-result">
          See homework results
        </Link>
        <button type="button" className="button" onClick={onAgain}>
          Set another homework from this resource
        </button>
        <Link className="button" to={`/text_translation/${String(homework.resourceId)}`}>
          Back to the resource
        </Link>
      </div>
    </div>
  );
}
