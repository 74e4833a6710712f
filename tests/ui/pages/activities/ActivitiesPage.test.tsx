import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceGateway, ResourcePatch } from '@/application/resources/ports';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import { CONTENT, resource } from '../../../application/resources/fakes';
import { renderApp } from '../../support/renderApp';

const teacher = { role: 'public' } as const;
const { questions } = deriveQuestions(CONTENT, ['comprehension', 'vocabulary'], { seed: 7 });
const withQuestions = () => resource({ questions, questionTypes: ['comprehension', 'vocabulary'] });

function openActivities(calls: Partial<ResourceGateway> = {}) {
  return renderApp('/activities/preview/12', {
    ...teacher,
    resources: { get: vi.fn(() => Promise.resolve(withQuestions())), ...calls },
  });
}

const questionsSection = async () =>
  within(await screen.findByRole('region', { name: 'Questions' }));

describe('/activities/{source}/{id}', () => {
  it('shows the name, the texts read-only and every question to edit', async () => {
    openActivities();
    const section = await questionsSection();
    expect(screen.getByLabelText('Resource name')).toHaveValue('At the market');
    const texts = screen.getByRole('region', { name: 'Texts' });
    expect(within(texts).getByText(CONTENT.sentences[0]?.target.text ?? '')).toBeInTheDocument();
    expect(within(texts).queryByRole('textbox')).toBeNull();
    expect(section.getByRole('heading', { name: /Comprehension/ })).toBeInTheDocument();
    expect(section.getByRole('heading', { name: /Key vocabulary/ })).toBeInTheDocument();
  });

  it('an edited question is saved when the teacher finishes, then the resource is displayed', async () => {
    const update = vi.fn((_: number, __: ResourcePatch) => Promise.resolve(withQuestions()));
    const finish = vi.fn(() => Promise.resolve(resource({ status: 'ready' })));
    const app = openActivities({ update, finish });
    const section = await questionsSection();
    const first = section.getAllByRole('textbox')[0];
    if (first === undefined) throw new Error('no question field');
    await app.user.clear(first);
    await app.user.click(first);
    await app.user.paste('¿Adónde va Lucía los sábados?');
    await app.user.click(screen.getByRole('button', { name: 'Finish and display' }));
    await waitFor(() => expect(app.location()).toBe('/text_translation/12'));
    const saved = update.mock.calls[0]?.[1].questions?.comprehension?.[0];
    expect(JSON.stringify(saved)).toContain('¿Adónde va Lucía los sábados?');
    expect(finish).toHaveBeenCalledWith(12);
  });

  it('a header link raises the three-way modal; Save and Exit saves and leaves', async () => {
    const update = vi.fn((_: number, __: ResourcePatch) => Promise.resolve(withQuestions()));
    const app = openActivities({ update });
    await questionsSection();
    const name = screen.getByLabelText('Resource name');
    await app.user.clear(name);
    await app.user.click(name);
    await app.user.paste('Market day');
    await app.user.click(screen.getByRole('button', { name: /Menu/ }));
    await app.user.click(screen.getByRole('link', { name: 'Profile' }));
    const dialog = await screen.findByRole('alertdialog');
    for (const name of ['Continue editing', 'Save and Exit', 'Display interactive resource'])
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Save and Exit' }));
    await waitFor(() => expect(app.location()).toBe('/account_setting'));
    expect(update).toHaveBeenCalledWith(12, expect.objectContaining({ name: 'Market day' }));
  });

  it('Continue editing closes the modal and stays', async () => {
    const app = openActivities();
    await questionsSection();
    await app.user.click(screen.getByRole('button', { name: /Menu/ }));
    await app.user.click(screen.getByRole('link', { name: 'Profile' }));
    const dialog = await screen.findByRole('alertdialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue editing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(app.location()).toBe('/activities/preview/12');
  });

  it('a failure to finish stays on the page with the reason', async () => {
    const app = openActivities({ finish: () => Promise.reject(new Error('Offline')) });
    await questionsSection();
    await app.user.click(screen.getByRole('button', { name: 'Finish and display' }));
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    expect(app.location()).toBe('/activities/preview/12');
  });
});
