import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GenerationOutcome, GenerationRequest } from '@/application/resources/ports';
import { createDraft } from '@/domain/draft/draftRules';
import { CONTENT, READY_DRAFT, REPORT } from '../../../application/resources/fakes';
import { renderApp } from '../../support/renderApp';

const teacher = { role: 'public' } as const;

describe('/select_resources', () => {
  it('shows the dashboard form to a teacher', async () => {
    renderApp('/select_resources', teacher);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Resource type' })).toBeInTheDocument();
  });

  it('stores every change, and the draft survives a remount from the store', async () => {
    const first = renderApp('/select_resources', teacher);
    await first.user.type(await screen.findByLabelText('Resource name'), 'At the market');
    await first.user.selectOptions(screen.getByLabelText('Target language'), 'de');
    await first.user.click(screen.getByRole('radio', { name: 'Dialogue (two speakers)' }));
    const future = () =>
      within(screen.getByRole('group', { name: 'Tenses' })).getByRole('checkbox', {
        name: 'Future',
      });
    await first.user.click(future());
    const stored = first.resources.drafts.get();
    expect(stored?.draft).toMatchObject({
      title: 'At the market',
      to: 'de',
      resourceType: 'dialogue_two_speakers',
      tenses: { 4: true },
    });
    first.unmount();

    renderApp('/select_resources', { ...teacher, storedCreation: stored });
    expect(await screen.findByLabelText('Resource name')).toHaveValue('At the market');
    expect(screen.getByLabelText('Target language')).toHaveValue('de');
    expect(screen.getByRole('radio', { name: 'Dialogue (two speakers)' })).toBeChecked();
    expect(future()).toBeChecked();
  });

  it('generates a ready draft and goes on to review the resource', async () => {
    const generate = vi.fn((_: GenerationRequest): Promise<GenerationOutcome> =>
      Promise.resolve({ kind: 'done', id: 31, jobId: 'j', content: CONTENT, report: REPORT }),
    );
    const app = renderApp('/select_resources', {
      ...teacher,
      storedCreation: { draft: READY_DRAFT, jobId: null },
      resources: { generate },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Generate for review' }));
    await waitFor(() => expect(app.location()).toBe('/preview/31'));
    expect(generate).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'At the market', target: 'es', native: 'en' }),
    );
  });

  it('shows the server’s reason when generating fails, and keeps the draft', async () => {
    const app = renderApp('/select_resources', {
      ...teacher,
      storedCreation: { draft: READY_DRAFT, jobId: null },
      resources: {
        generate: () => Promise.reject(new Error('Japanese needs an AI provider.')),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Generate for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Japanese needs an AI provider.');
    expect(screen.getByLabelText('Resource name')).toHaveValue('At the market');
    expect(app.location()).toBe('/select_resources');
  });

  it('locks the form while an AI provider writes, and lets the teacher stop waiting', async () => {
    const app = renderApp('/select_resources', {
      ...teacher,
      storedCreation: { draft: READY_DRAFT, jobId: null },
      resources: {
        generate: () =>
          Promise.resolve({
            kind: 'pending',
            job: {
              jobId: 'job-9',
              status: 'running',
              resourceId: null,
              message: null,
              report: null,
              createdAt: '2026-11-22T10:00:00.000Z',
              updatedAt: '2026-11-22T10:00:00.000Z',
            },
          }),
        job: () => new Promise(() => undefined),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Generate for review' }));
    expect(await screen.findByRole('button', { name: 'Generating…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByLabelText('Resource name')).toBeDisabled();
    expect(screen.getByText(/Parlo is writing your resource/)).toBeInTheDocument();
    expect(app.resources.drafts.get()?.jobId).toBe('job-9');
    await app.user.click(screen.getByRole('button', { name: 'Stop waiting' }));
    expect(await screen.findByRole('button', { name: 'Generate for review' })).toBeEnabled();
    expect(screen.getByLabelText('Resource name')).toBeEnabled();
    expect(app.resources.drafts.get()?.jobId).toBeNull();
  });

  it('cannot generate an unfinished draft', async () => {
    renderApp('/select_resources', {
      ...teacher,
      storedCreation: { draft: createDraft({ title: 'Only a name' }), jobId: null },
    });
    expect(await screen.findByRole('button', { name: 'Generate for review' })).toBeDisabled();
  });
});
