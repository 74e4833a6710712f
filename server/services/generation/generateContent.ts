import { left } from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
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
 * otherwise with the built-in offline generator, which needs no network.
 */
export async function generateContent(
  generators: Generators,
  request: GenerationRequest,
): Promise<Either<GenerationError, GenerationResult>> {
  const problem = requestProblem(request);
  if (problem !== undefined) return left(problem);
  return (generators.provider ?? generators.offline).generate(request);
}
