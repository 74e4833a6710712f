import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubmitOutcome } from '@/application/pupil/submissionPorts';
import { attempt, task } from '../../../application/pupil/fakes';
import { builtTask } from '../../pupil/taskFixtures';
import { renderApp } from '../../support/renderApp';
import { installPlayerSpeech, voice, withBrowserAudioFakes } from '../teaching/audio/audioFixtures';

/*
 * /submit_task/{homeworkId}/{taskId} over the real homework-submission machine with a fake
 * gateway. The task player is another slice's: these tests send the answers it starts with.
 */

const PATH = '/submit_task/3/11';

const marked =
  (scorePercentage: number, testPassed: boolean) => (request: { attemptKey: string }) =>
    Promise.resolve<SubmitOutcome>({
      type: 'marked',
      attempt: attempt({ attemptKey: request.attemptKey, scorePercentage, testPassed }),
    });

describe('/submit_task', () => {
  it('titles the task with its homework, due date and place among the tasks, with links to the others', async () => {
    renderApp(PATH, { role: 'PUPIL', pupilTask: { task: () => Promise.resolve(task()) } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Food words' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/At the market · due/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Tasks of this homework' });
    expect(within(nav).getByText('Task 1 of 2')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Task 2' })).toHaveAttribute(
      'href',
      '/submit_task/3/12',
    );
    expect(within(nav).getByText('Task 1')).toHaveAttribute('aria-current', 'page');
  });

  it('sends the answers by keyboard alone and shows the score, the result link, Try again and Next task', async () => {
    const app = renderApp(PATH, {
      role: 'PUPIL',
      pupilTask: { task: () => Promise.resolve(task()), submit: marked(100, true) },
    });
    const submit = await screen.findByRole('button', { name: 'Submit' });
    submit.focus();
    await app.user.keyboard('{Enter}');
    expect(await screen.findByText('100%')).toBeInTheDocument();
    expect(screen.getByText(/passed/)).toBeInTheDocument();
    // The Submit button is gone: the focus is on the result, and Tab goes on to its link.
    expect(screen.getByText(/Your score/).closest('div')).toHaveFocus();
    await app.user.tab();
    expect(screen.getByRole('link', { name: 'See your result' })).toHaveFocus();
    expect(app.pupilTaskGateway.submit).toHaveBeenCalledTimes(1);
    expect(app.pupilTaskGateway.submit).toHaveBeenCalledWith({
      homeworkId: 3,
      taskId: 11,
      attemptKey: 'attempt-key-1',
      submittedData: { answers: [[''], ['']] },
    });
    expect(screen.getByRole('link', { name: 'See your result' })).toHaveAttribute(
      'href',
      '/pupil/result/21',
    );
    expect(screen.getByRole('link', { name: 'Next task' })).toHaveAttribute(
      'href',
      '/submit_task/3/12',
    );
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('says a failed score is not passed yet, with the pass mark', async () => {
    const app = renderApp(PATH, {
      role: 'PUPIL',
      pupilTask: { task: () => Promise.resolve(task()), submit: marked(0, false) },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/not passed yet \(pass mark 50%\)/)).toBeInTheDocument();
  });

  it('tells the pupil an attempt sent offline waits on the device, and sends it when back online', async () => {
    let online = false;
    const app = renderApp(PATH, {
      role: 'PUPIL',
      pupilTask: {
        task: () => Promise.resolve(task()),
        submit: (request) =>
          online
            ? marked(100, true)(request)
            : Promise.resolve({
                type: 'unsent',
                reason: 'offline',
                message: 'Saved on this device: it will be sent when you are back online.',
              }),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Saved on this device: it will be sent when you are back online.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    online = true;
    app.connectivity.goOnline();
    expect(await screen.findByText('100%')).toBeInTheDocument();
  });

  it('says a closed homework takes no more answers, with no Submit button', async () => {
    renderApp(PATH, {
      role: 'PUPIL',
      pupilTask: { task: () => Promise.resolve(task({ closedAt: '2026-03-05T00:00:00.000Z' })) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/closed this homework/);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('says why the task could not be read, and reads it again on Try again', async () => {
    let fail = true;
    const app = renderApp(PATH, {
      role: 'PUPIL',
      pupilTask: {
        task: () =>
          fail
            ? Promise.reject(new Error('This task is not part of your homework.'))
            : Promise.resolve(task()),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This task is not part of your homework.',
    );
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Food words' }),
    ).toBeInTheDocument();
  });

  it('keeps the answers on the device: the page opened again resumes the same attempt', async () => {
    const first = renderApp(PATH, {
      role: 'PUPIL',
      pupilTask: { task: () => Promise.resolve(task()) },
    });
    await screen.findByRole('button', { name: 'Submit' });
    const saved = [...first.pupilStorage.entries()].find(([key]) => key.startsWith('pupilDraft:'));
    expect(saved?.[0]).toBe('pupilDraft:7:3:11');
    expect(JSON.parse(saved?.[1] ?? '{}')).toEqual({
      attemptKey: 'attempt-key-1',
      answers: { answers: [[''], ['']] },
    });
  });
});

describe('/submit_task with a listening task done with a recording', () => {
  const fakes = withBrowserAudioFakes();
  // Homework 5, task 31, naming track 12 of its resource.
  const listening = builtTask('listening-multiple-choice', undefined, { audioTrackIds: [12] }).task;
  const settle = () =>
    act(async () => {
      await Promise.resolve();
    });

  it('plays the recording the pupil’s own task route serves', async () => {
    installPlayerSpeech([voice('Monica', 'es-ES')]);
    const app = renderApp('/submit_task/5/31', {
      role: 'PUPIL',
      pupilTask: {
        task: () => Promise.resolve(listening),
        taskAudio: () => Promise.resolve(new Blob(['mp3'], { type: 'audio/mpeg' })),
      },
    });
    const listen = await screen.findByRole('region', { name: 'Listen first' });
    expect(within(listen).getByLabelText('Source')).toHaveDisplayValue('Recording');
    await app.user.click(within(listen).getByRole('button', { name: 'Play' }));
    await settle();
    expect(app.pupilTaskGateway.taskAudio).toHaveBeenCalledWith(5, 31);
    expect(fakes().media.play).toHaveBeenCalled();
  });

  it('says so when the recording cannot be loaded, and the voiceover still reads the text', async () => {
    const speech = installPlayerSpeech([voice('Monica', 'es-ES')]);
    const app = renderApp('/submit_task/5/31', {
      role: 'PUPIL',
      pupilTask: {
        task: () => Promise.resolve(listening),
        taskAudio: () => Promise.reject(new Error('Your teacher has deleted the recording.')),
      },
    });
    const listen = await screen.findByRole('region', { name: 'Listen first' });
    await app.user.click(within(listen).getByRole('button', { name: 'Play' }));
    await settle();
    expect(
      await within(listen).findByText(/The recording could not be loaded/),
    ).toBeInTheDocument();
    expect(fakes().media.play).not.toHaveBeenCalled();
    await app.user.selectOptions(within(listen).getByLabelText('Source'), 'Voiceover');
    await app.user.click(within(listen).getByRole('button', { name: 'Play' }));
    expect(speech.texts().length).toBeGreaterThan(0);
  });
});
