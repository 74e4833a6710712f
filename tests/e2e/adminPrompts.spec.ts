import { expect, test } from '@playwright/test';
import { DEMO, expectNoViolations, signIn } from './support';

/*
 * The prompts screens in Chromium (issue #14): an admin edits the resource text's instructions,
 * is told at once when a placeholder is unknown, saves two versions, sees version 2 active,
 * tries the draft beside the active version (the offline generator, said plainly), and puts
 * version 1 back in force. The offline generator the other specs use does not read the
 * instructions, so the versions left behind change nothing for them.
 */

test('an admin edits, saves, tries and rolls back the text prompt', async ({ page }) => {
  await signIn(page, DEMO.admin.login, DEMO.admin.password);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/prompt');
  await expect(page.getByRole('heading', { name: 'Prompts', level: 1 })).toBeVisible();
  await expect(page.getByText('Version 0 is active (built into Parlo).')).toBeVisible();

  const editor = page.getByLabel('Instructions');
  await expect(editor).toHaveValue(/Target language \(the language the pupils learn\)/);

  // A placeholder the adapter does not fill is refused as typed, and nothing is saved.
  await editor.fill('Write about {{weather}} in {{targetLanguage}}.');
  await expect(
    page.getByText(/\{\{weather\}\} at line 1, column 13 is not a placeholder/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save and activate' }).click();
  await expect(page.getByText('Version 0 is active (built into Parlo).')).toBeVisible();

  await editor.fill('Write {{style}} in {{targetLanguage}} for {{level}}.');
  await page.getByLabel('Note on this version (optional)').fill('first try');
  await page.getByRole('button', { name: 'Save and activate' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved as version 1. Version 1 is active.');

  await editor.fill(
    'Write {{style}} of about {{wordCount}} words in {{targetLanguage}} for {{level}}, with short sentences.',
  );
  await page.getByRole('button', { name: 'Save and activate' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved as version 2. Version 2 is active.');
  await expect(page.getByText('Version 2 is active.', { exact: true })).toBeVisible();
  const versions = page.getByRole('table', { name: 'Versions of Resource text' });
  await expect(versions.getByRole('row', { name: /^2 active admin@example\.com/ })).toBeVisible();
  await expect(versions.getByRole('row', { name: /first try/ })).toBeVisible();

  // Try a draft beside the active version 2.
  await editor.fill('Write {{style}} in {{targetLanguage}}; keep every sentence under ten words.');
  await page.getByRole('button', { name: 'Try it' }).click();
  const tried = page.getByRole('region', { name: 'Try it: the draft beside the active version' });
  await expect(tried).toBeVisible({ timeout: 30_000 });
  await expect(tried.getByText(/built-in offline generator wrote both results/)).toBeVisible();
  const draft = tried.getByRole('region', { name: 'Draft', exact: true });
  const active = tried.getByRole('region', { name: 'Version 2 (active)' });
  await expect(draft).toBeVisible();
  await expect(active).toBeVisible();
  const draftBox = await draft.boundingBox();
  const activeBox = await active.boundingBox();
  // Side by side: the same row, the draft on the left.
  expect(draftBox !== null && activeBox !== null && draftBox.x < activeBox.x).toBe(true);
  expect(Math.abs((draftBox?.y ?? 0) - (activeBox?.y ?? 1))).toBeLessThan(5);
  await draft.getByText('Messages the AI provider adapter sends').click();
  await expect(draft.getByText(/keep every sentence under ten words/)).toBeVisible();
  await active.getByText('Messages the AI provider adapter sends').click();
  await expect(active.getByText(/with short sentences/)).toBeVisible();
  await expectNoViolations(page);

  // Roll back to version 1.
  await page.getByRole('button', { name: 'Activate version 1' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Version 1 is active: the next generation uses it.',
  );
  await expect(page.getByText('Version 1 is active.', { exact: true })).toBeVisible();
  await expect(editor).toHaveValue('Write {{style}} in {{targetLanguage}} for {{level}}.');
});

test('the activity prompts list every activity type and open one, axe-clean', async ({ page }) => {
  await signIn(page, DEMO.admin.login, DEMO.admin.password);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/activity_prompt');
  const types = page.getByRole('navigation', { name: 'Activity types' });
  await expect(types.getByRole('button')).toHaveCount(12);
  await types.getByRole('button', { name: /Sentence chunks/ }).click();
  await expect(page.getByRole('heading', { name: 'Sentence chunks', level: 2 })).toBeVisible();
  await expect(page.getByLabel('Instructions')).toHaveValue(/"chunks": the sentence cut/);
  await expectNoViolations(page);
});
