/*
 * Lighthouse's mobile performance audit (its default: a mid-range phone on slow 4G, simulated
 * from an unthrottled load) of the pages a visitor meets first, against the running server.
 * `npm run bench -- --only=lighthouse` runs just this (with the server it needs).
 */
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { chromium } from '@playwright/test';

/** One page's figures: the median run by performance score, and every run's score. */
export interface LighthouseFigures {
  readonly score: number;
  readonly scores: readonly number[];
  readonly lcpMs: number;
  readonly fcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  /** Bytes as transferred (compressed when the server compressed them), per resource type. */
  readonly scriptBytes: number;
  readonly stylesheetBytes: number;
  readonly totalBytes: number;
  readonly requests: number;
  /** Entries of Lighthouse's "errors-in-console" audit (failed requests count too). */
  readonly consoleErrors: readonly string[];
}

const numeric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? NaN;

interface SummaryItem {
  resourceType: string;
  transferSize: number;
  requestCount: number;
}

function figuresOf(lhr: Result): Omit<LighthouseFigures, 'scores'> {
  const summary = (lhr.audits['resource-summary']?.details as { items?: SummaryItem[] } | undefined)
    ?.items;
  const bytes = (type: string) => summary?.find((item) => item.resourceType === type);
  const errors =
    (
      lhr.audits['errors-in-console']?.details as
        { items?: { description?: string; sourceLocation?: { url?: string } }[] } | undefined
    )?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    scriptBytes: bytes('script')?.transferSize ?? NaN,
    stylesheetBytes: bytes('stylesheet')?.transferSize ?? NaN,
    totalBytes: bytes('total')?.transferSize ?? NaN,
    requests: bytes('total')?.requestCount ?? NaN,
    // The first line of each message: a logged error's stack says nothing more for a table.
    consoleErrors: errors.map((item) =>
      `${item.description?.split('\n')[0] ?? ''} ${item.sourceLocation?.url ?? ''}`.trim(),
    ),
  };
}

/**
 * Audits each URL `runs` times in one headless Chromium (Lighthouse clears the origin's cache
 * and storage before each run, so every run is a first visit) and keeps the run with the median
 * score: simulated throttling still moves with what else runs on the machine.
 */
export async function auditPages(
  executablePath: string,
  chromiumArgs: readonly string[],
  pages: readonly { readonly name: string; readonly url: string }[],
  runs: number,
  debuggingPort: number,
): Promise<Map<string, LighthouseFigures>> {
  const browser = await chromium.launch({
    executablePath,
    args: [...chromiumArgs, `--remote-debugging-port=${String(debuggingPort)}`],
  });
  const results = new Map<string, LighthouseFigures>();
  try {
    for (const { name, url } of pages) {
      const all: Omit<LighthouseFigures, 'scores'>[] = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(url, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          // best-practices holds the console-errors audit (a failed request counts as one).
          onlyCategories: ['performance', 'best-practices'],
        });
        if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
        // A run Lighthouse could not complete (it says why) has no score: it is left out.
        const figures = figuresOf(result.lhr);
        if (Number.isFinite(figures.score)) all.push(figures);
        else
          console.warn(
            `  Lighthouse run ${String(i + 1)} of ${url} has no score: ${result.lhr.runtimeError?.message ?? 'no reason given'}`,
          );
      }
      const sorted = [...all].sort((a, b) => a.score - b.score);
      const median = sorted[Math.floor(sorted.length / 2)];
      if (median === undefined) throw new Error(`no Lighthouse run of ${url} completed`);
      results.set(name, { ...median, scores: all.map((run) => run.score) });
    }
  } finally {
    await browser.close();
  }
  return results;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One README row's value for a page. */
export function describeFigures(figures: LighthouseFigures): string {
  const errors =
    figures.consoleErrors.length === 0
      ? 'no console errors'
      : `console errors: ${figures.consoleErrors.join('; ')}`;
  return (
    `performance ${String(figures.score)} (runs ${figures.scores.join(', ')}), ` +
    `LCP ${(figures.lcpMs / 1000).toFixed(1)} s, FCP ${(figures.fcpMs / 1000).toFixed(1)} s, ` +
    `CLS ${figures.cls.toFixed(3)}, TBT ${figures.tbtMs.toFixed(0)} ms; transferred ` +
    `${kib(figures.totalBytes)} in ${String(figures.requests)} requests (JS ${kib(figures.scriptBytes)}, ` +
    `CSS ${kib(figures.stylesheetBytes)}); ${errors}`
  );
}
