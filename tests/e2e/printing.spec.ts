import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import {
  DEMO,
  expectNoViolations,
  finishedResource,
  markToursSeen,
  openTeachingScreen,
  signIn,
} from './support';

const NAME = 'Printing: a day at school';

/** Where to keep the PDFs for a person to look at (PDF_CHECK_DIR=/tmp/pdfcheck); none by default. */
const CHECK_DIR = process.env.PDF_CHECK_DIR;

function keep(name: string, bytes: Buffer): void {
  if (CHECK_DIR === undefined) return;
  mkdirSync(CHECK_DIR, { recursive: true });
  writeFileSync(join(CHECK_DIR, name), bytes);
}

/** A finished Spanish text with several question types, made through the API. */
async function printableResource(request: APIRequestContext): Promise<number> {
  const questionTypes = [
    'multi_choice_ques',
    'true_false_ques',
    'chunks',
    'vocabulary',
    'vocab_in_context',
  ];
  const recipe = { title: NAME, seed: 17, wordCount: 250, questionTypes };
  return (await finishedResource(request, recipe)).id;
}

/** The bytes of a download, checked to be a PDF, and its number of pages (counted roughly). */
async function pdfOf(download: Download): Promise<{ bytes: Buffer; pages: number }> {
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(bytes.length).toBeGreaterThan(5000);
  // Page objects are `/Type /Page`; the page tree is `/Type /Pages`.
  const pages = bytes.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
  return { bytes, pages };
}

async function downloadPdf(page: Page): Promise<Download> {
  const button = page.getByRole('button', { name: 'Download PDF' });
  await expect(button).toBeEnabled();
  const downloading = page.waitForEvent('download');
  // A double click still makes one PDF.
  await button.dblclick();
  const download = await downloading;
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toBeVisible({
    timeout: 30_000,
  });
  return download;
}

test('the vocabulary list prints on A4 or Letter and downloads as a PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await printableResource(request);
  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);

  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));

  await page.goto(`/vocab-print?id=${String(id)}`);
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoViolations(page);

  const paper = page.getByLabel('Paper');
  for (const size of ['A4', 'Letter'] as const) {
    await paper.selectOption(size);
    // Chromium's own print takes the page size from the control's @page rule.
    keep(`vocab-print-${size}.pdf`, await page.pdf({ preferCSSPageSize: true }));
  }
  await paper.selectOption('A4');
  const vocabulary = await downloadPdf(page);
  expect(vocabulary.suggestedFilename()).toBe(`Vocabulary - ${NAME.replace(':', '')}.pdf`);
  const list = await pdfOf(vocabulary);
  expect(list.pages).toBeGreaterThanOrEqual(1);
  keep('vocabulary.pdf', list.bytes);

  await page.goto(`/vocab-context-print?id=${String(id)}`);
  await expect(page.getByRole('list', { name: 'Sentences' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel('Paper').selectOption('A4');
  keep('vocab-context-print-A4.pdf', await page.pdf({ preferCSSPageSize: true }));
  const inContext = await pdfOf(await downloadPdf(page));
  // The sentences, then the answer key on a page of its own.
  expect(inContext.pages).toBeGreaterThanOrEqual(2);
  keep('vocab-context.pdf', inContext.bytes);

  // One click, one file: the double clicks above made one download each.
  expect(downloads).toHaveLength(2);
});

test('the worksheet from the teaching screen: the gapped text, each type, the keys on their own pages, as a PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await printableResource(request);
  await openTeachingScreen(page, request, id);
  await page.getByRole('button', { name: 'Print a worksheet' }).click();
  const sheet = page.getByRole('region', { name: 'Print a worksheet' });
  await expect(sheet.getByRole('region', { name: 'Text', exact: true })).toBeVisible();
  await expect(sheet.getByRole('region', { name: 'Answer key: Gaps in the text' })).toBeVisible();
  await expectNoViolations(page);

  for (const size of ['A4', 'Letter'] as const) {
    await page.getByLabel('Paper').selectOption(size);
    const printed = await page.pdf({ preferCSSPageSize: true });
    // Printed, the keys start new pages: more pages than the questions alone.
    expect(printed.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0).toBeGreaterThan(
      2,
    );
    keep(`worksheet-print-${size}.pdf`, printed);
  }
  await page.getByLabel('Paper').selectOption('Letter');
  const download = await downloadPdf(page);
  expect(download.suggestedFilename()).toBe(`Worksheet - ${NAME.replace(':', '')}.pdf`);
  const worksheet = await pdfOf(download);
  expect(worksheet.pages).toBeGreaterThan(1);
  keep('worksheet.pdf', worksheet.bytes);
});
