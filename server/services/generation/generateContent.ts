import { isLeft, left } from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { checkClassroomSafety, unsafeCategoriesText } from '@/domain/safety/classroomSafety';
import type { SafetyCategory } from '@/domain/safety/classroomSafety';
import type {
  ContentGenerator,
  GenerationError,
  GenerationRequest,
  GenerationResult,
} from './port';

/** The adapters the server has: the built-in generator always, a provider when configured. */
export interface Generators {
  readonly offline: ContentGenerator;
  readonly provider?: ContentGenerator;
}

/** Requests no adapter should see: the rules of the dashboard (spec §3, §9), checked again. */
export function requestProblem(request: GenerationRequest): GenerationError | undefined {
  if (request.target === request.native) {
    return {
      type: 'generation/invalid-request',
      message: 'The target and native languages must differ.',
    };
  }
  if (!Number.isInteger(request.wordCount) || request.wordCount < 50 || request.wordCount > 500) {
    return {
      type: 'generation/invalid-request',
      message: 'The word count must be between 50 and 500.',
    };
  }
  return undefined;
}

/**
 * Writes a resource's content (DESIGN.md §6): through the AI provider when one is configured,
 * otherwise with the built-in offline generator, which needs no network. Either way the text
 * passes the classroom-safety check first (withClassroomSafety).
 */
export async function generateContent(
  generators: Generators,
  request: GenerationRequest,
): Promise<Either<GenerationError, GenerationResult>> {
  const problem = requestProblem(request);
  if (problem !== undefined) return left(problem);
  return withClassroomSafety(generators.provider ?? generators.offline).generate(request);
}

/**
 * How many texts the offline generator writes for one request before it refuses: each new
 * seed gives a new text, and an unsafe one is rare (every frame is meant to be safe), so a few
 * tries are plenty.
 */
export const OFFLINE_SAFETY_TRIES = 4;

/** The n-th other seed tried for an unsafe offline text (a large odd step, kept in range). */
export function nextSeed(seed: number, attempt: number): number {
  return (seed + attempt * 104_729) % 2 ** 31;
}

function unsafeError(
  findings: readonly { readonly category: SafetyCategory }[],
  model: string | undefined,
): GenerationError {
  const what = unsafeCategoriesText(findings);
  return {
    type: 'generation/unsafe',
    message:
      model === undefined
        ? `The built-in generator could not write this text without ${what}, which is not suitable for a school. Nothing was saved; change the description and try again.`
        : `The AI provider (${model}) wrote text with ${what}, which is not suitable for a school, and again when asked to correct it. Nothing was saved; change the description and try again.`,
  };
}

/**
 * The classroom-safety check (issue #12) around any generator, on every text it writes. The
 * built-in generator is deterministic for a seed, so an unsafe text is written again from
 * other seeds (OFFLINE_SAFETY_TRIES in all), then refused. A provider's text has already been
 * sent back once for repair by its adapter; an unsafe text from it is refused here. A refusal
 * stores nothing.
 */
export function withClassroomSafety(generator: ContentGenerator): ContentGenerator {
  return {
    ...(generator.model === undefined ? {} : { model: generator.model }),
    ...(generator.refusal === undefined ? {} : { refusal: generator.refusal }),
    async generate(request, options) {
      let seed = request.seed;
      for (let attempt = 1; ; attempt += 1) {
        const result = await generator.generate(
          seed === request.seed ? request : { ...request, seed },
          options,
        );
        if (isLeft(result)) return result;
        const verdict = checkClassroomSafety(result.right.content);
        if (verdict.type === 'safe') return result;
        const model = result.right.generator;
        if (model !== undefined) return left(unsafeError(verdict.findings, model));
        if (attempt >= OFFLINE_SAFETY_TRIES) return left(unsafeError(verdict.findings, undefined));
        seed = nextSeed(request.seed, attempt);
      }
    },
  };
}
