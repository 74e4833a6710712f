import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NO_ACTIVITY_CONTENT_NOTICE } from '@/domain/questions/notices';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import { CONTENT, resource } from '../../../application/resources/fakes';
import { renderApp } from '../../support/renderApp';

const { questions } = deriveQuestions(CONTENT, ['vocabulary'], { seed: 3 });

describe('/resource/{id}', () => {
  it('shows the finished resource: its texts, its activities, and what the author could not give', async () => {
    renderApp('/resource/12', {
      role: 'public',
      resources: {
        get: vi.fn(() =>
          Promise.resolve(
            resource({
              status: 'ready',
              questions,
              questionTypes: ['vocabulary', 'inference_questions'],
            }),
          ),
        ),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'At the market' }),
    ).toBeInTheDocument();
    expect(screen.getByText(CONTENT.sentences[0]?.target.text ?? '')).toBeInTheDocument();
    expect(screen.getByText(CONTENT.sentences[0]?.native.text ?? '')).toBeInTheDocument();
    expect(
      screen.getByText(`Key vocabulary: ${String(questions.vocabulary?.length)}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(`Inference: ${NO_ACTIVITY_CONTENT_NOTICE}`);
    expect(screen.getByRole('link', { name: 'Edit the activities' })).toHaveAttribute(
      'href',
      '/activities/library/12',
    );
  });

  it("offers no editing of someone else's resource, and says whose it is", async () => {
    renderApp('/resource/12', {
      role: 'public',
      resources: {
        get: () => Promise.resolve(resource({ owner: false, ownerName: 'Sam Smith' })),
      },
    });
    expect(await screen.findByText(/by Sam Smith/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit the activities' })).toBeNull();
  });

  it('a resource that cannot be read says why, and Retry reads it', async () => {
    let calls = 0;
    const app = renderApp('/resource/12', {
      role: 'public',
      resources: {
        get: () =>
          (calls += 1) === 1 ? Promise.reject(new Error('Not found')) : Promise.resolve(resource()),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'At the market' }),
    ).toBeInTheDocument();
  });
});
