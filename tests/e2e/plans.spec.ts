import { expect, test } from '@playwright/test';
import { apiHeaders, DEMO, expectNoViolations, markToursSeen, signIn } from './support';

// The starter demo holds no plan, so the free tier lacks the paid features (catalogue.ts): what it
// lacks is shown locked in the browser and refused by the server, in the same words.

test('the starter plan sees dialogues locked on the dashboard, and the server refuses one', async ({
  page,
  request,
}) => {
  await markToursSeen(request, DEMO.starter);
  await signIn(page, DEMO.starter.login, DEMO.starter.password);
  await expect(page).toHaveURL(/\/select_resources$/);
  const dialogue = page.getByRole('radio', { name: 'Dialogue (two speakers)' });
  await expect(dialogue).toBeDisabled();
  await expect(dialogue).toHaveAccessibleDescription('Not in your plan');
  await expect(page.getByRole('radio', { name: 'Text', exact: true })).toBeEnabled();
  await expectNoViolations(page);

  const refused = await request.post('/api/resources/generate', {
    headers: await apiHeaders(request, DEMO.starter),
    data: {
      resourceType: 'dialogue_two_speakers',
      target: 'es',
      native: 'en',
      level: { kind: 'cefr', level: 'A2' },
      wordCount: 100,
      title: 'Refused',
      prompt: 'at the market',
      tenses: [6],
      details: [7],
      vocabulary: [],
      questionTypes: ['vocabulary'],
    },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    message: 'Your plan does not include Dialogues. Upgrade to use it.',
  });
});
