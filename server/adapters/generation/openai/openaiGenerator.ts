import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import OpenAI from 'openai';
import type {
  ContentGenerator,
  GenerationError,
  GenerationRequest,
  GenerationResult,
  GenerationUsage,
  PromptBodies,
} from '../../../services/generation/port';
import { STALE_AFTER_MS } from '../../../services/resources/generation';
import { answerFlaw } from './acceptance';
import type { AnswerFlaw } from './acceptance';
import { ANSWER_JSON_SCHEMA, ANSWER_SCHEMA_NAME } from './answerShape';
import { initialMessages, repairMessages } from './prompt';
import type { ChatMessage, RepairReason } from './prompt';
import { describeCallFailure, logDetails, redact } from './providerFailure';
import { decodeAnswer } from './toContent';

/*
 * The OpenAI-compatible provider adapter (DESIGN.md §6): any server that speaks the chat
 * completions API, hosted or local. It asks for structured JSON output (answerShape.ts),
 * turns the answer into content (toContent.ts) and, when the answer cannot be used, asks
 * again quoting the problem, at most MAX_REPAIRS times. A well-formed answer must also be fit
 * for a classroom and near the level asked (acceptance.ts): an unsafe one is sent back once
 * (MAX_UNSAFE_REPAIRS) and then refused, an off-level one like any other broken answer. Every failure becomes
 * `generation/provider-failed` with words for the teacher; tokens are counted over all
 * attempts, since the provider charges for each.
 */

export interface OpenAiSettings {
  /** The API root, such as https://api.openai.com/v1 or http://localhost:11434/v1. */
  readonly baseUrl: string;
  /** Null: a local server that needs no key (a placeholder is sent, the SDK insists on one). */
  readonly apiKey: string | null;
  readonly model: string;
  /** How long one call may take. */
  readonly timeoutMs: number;
}

export interface OpenAiOptions {
  /** Transport retries of the SDK for connection errors, 408, 429 and 5xx (default 1). */
  readonly maxRetries?: number;
  /** How many times a broken answer is sent back for repair (default 2). */
  readonly maxRepairs?: number;
  /** The whole generation, all calls included, stops after this (default: see DEADLINE_MS). */
  readonly deadlineMs?: number;
  /** Hears about each failed attempt, for the server log; never given the key. */
  readonly log?: (details: Record<string, unknown>, message: string) => void;
}

export const MAX_REPAIRS = 2;
/** An answer unsuitable for a school is sent back for repair once, then refused (issue #12). */
export const MAX_UNSAFE_REPAIRS = 1;
/**
 * A job still running after STALE_AFTER_MS is reported as interrupted (generation.ts): the
 * adapter gives up a minute before that, so the teacher reads why it failed instead.
 */
export const DEADLINE_MS = STALE_AFTER_MS - 60_000;
/** Sent as the key to local servers that need none: the SDK refuses to call without one. */
const NO_KEY = 'no-key';

const TRUNCATED: RepairReason = { type: 'truncated' };

const Count = t.union([t.number, t.null, t.undefined]);
/**
 * The parts of a chat completion the adapter reads. The SDK does not check what a server
 * answers, and not every OpenAI-compatible server fills in every field.
 */
const Completion = t.type({
  choices: t.array(
    t.type({
      finish_reason: t.union([t.string, t.null, t.undefined]),
      message: t.type({
        content: t.union([t.string, t.null, t.undefined]),
        refusal: t.union([t.string, t.null, t.undefined]),
      }),
    }),
  ),
  usage: t.union([
    t.type({ prompt_tokens: Count, completion_tokens: Count, total_tokens: Count }),
    t.null,
    t.undefined,
  ]),
});
type Completion = t.TypeOf<typeof Completion>;

function failed(message: string): E.Either<GenerationError, never> {
  return E.left({ type: 'generation/provider-failed', message });
}

function addUsage(
  sum: GenerationUsage | undefined,
  usage: Completion['usage'],
): GenerationUsage | undefined {
  if (usage === undefined || usage === null) return sum;
  const prompt = usage.prompt_tokens ?? 0;
  const completion = usage.completion_tokens ?? 0;
  return {
    prompt: (sum?.prompt ?? 0) + prompt,
    completion: (sum?.completion ?? 0) + completion,
    total: (sum?.total ?? 0) + (usage.total_tokens ?? prompt + completion),
  };
}

/** Why the last attempt failed, as the teacher reads it after the repairs ran out. */
function finalMessage(reason: RepairReason, attempts: number): string {
  if (reason.type === 'truncated')
    return `The AI provider’s answer was cut off before the end ${attempts === 1 ? 'once' : `${attempts} times`}: the text is too long for the model’s output limit. Nothing was saved; try a lower word count.`;
  return `The AI provider’s answer could not be used after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'} (${reason.problem.replace(/\.$/u, '')}). Nothing was saved; please try again.`;
}

export function createOpenAiGenerator(
  settings: OpenAiSettings,
  options: OpenAiOptions = {},
): ContentGenerator {
  const maxRepairs = options.maxRepairs ?? MAX_REPAIRS;
  const deadlineMs = options.deadlineMs ?? DEADLINE_MS;
  const log = options.log ?? (() => undefined);
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey ?? NO_KEY,
    timeout: settings.timeoutMs,
    maxRetries: options.maxRetries ?? 1,
    // Set explicitly so that OPENAI_* variables in the environment change nothing, and the
    // SDK never writes to the console (OPENAI_LOG=debug would print requests).
    organization: null,
    project: null,
    logLevel: 'off',
  });
  const context = {
    model: settings.model,
    timeoutMs: settings.timeoutMs,
    deadlineMs,
    apiKey: settings.apiKey,
  };

  async function call(messages: readonly ChatMessage[], seed: number, signal: AbortSignal) {
    return client.chat.completions.create(
      {
        model: settings.model,
        messages: messages.map((m) => ({ role: m.role, content: m.content })),
        response_format: {
          type: 'json_schema',
          json_schema: { name: ANSWER_SCHEMA_NAME, strict: true, schema: ANSWER_JSON_SCHEMA },
        },
        seed,
      },
      { signal },
    );
  }

  async function generate(
    request: GenerationRequest,
    signal: AbortSignal,
    instructions: PromptBodies | undefined,
  ): Promise<E.Either<GenerationError, GenerationResult>> {
    const initial = initialMessages(request, instructions);
    let messages = initial;
    let usage: GenerationUsage | undefined;
    let reason: RepairReason = TRUNCATED;
    let unsafeRepairs = 0;
    /** The last answer's flaw when it was well-formed but unusable (unsafe, off-level). */
    let lastFlaw: AnswerFlaw | undefined;
    const attempts = maxRepairs + 1;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      let answered: unknown;
      try {
        answered = await call(messages, request.seed, signal);
      } catch (error) {
        log({ ...logDetails(error, settings.apiKey), attempt }, 'AI provider call failed');
        return failed(describeCallFailure(error, context));
      }
      const decoded = Completion.decode(answered);
      if (E.isLeft(decoded)) {
        log({ attempt }, 'AI provider answer is not a chat completion');
        return failed(
          `The AI provider answered something that is not a chat completion. Nothing was saved; an administrator should check that AI_BASE_URL is an OpenAI-compatible API (it usually ends in /v1).`,
        );
      }
      const completion = decoded.right;
      usage = addUsage(usage, completion.usage);
      const choice = completion.choices[0];
      const refusal = choice?.message.refusal;
      if (typeof refusal === 'string' && refusal.trim() !== '') {
        const said = redact(refusal.replace(/\s+/gu, ' ').trim(), settings.apiKey).slice(0, 200);
        return failed(
          `The AI provider refused to write this resource (it said: “${said}”). Nothing was saved; change the description and try again.`,
        );
      }
      if (choice?.finish_reason === 'content_filter')
        return failed(
          'The AI provider’s content filter stopped the text. Nothing was saved; change the description and try again.',
        );
      if (choice?.finish_reason === 'length') {
        reason = TRUNCATED;
      } else {
        const answer = choice?.message.content ?? '';
        const converted = decodeAnswer(answer, request);
        const flaw = E.isRight(converted)
          ? answerFlaw(converted.right.content, request, settings.model)
          : undefined;
        // Facts still missing after the repairs: the text is kept, and the questions that
        // needed them say the provider gave none.
        const keep = flaw === undefined || (flaw.type === 'no-facts' && attempt === attempts);
        if (E.isRight(converted) && keep)
          return E.right({
            ...converted.right,
            ...(usage === undefined ? {} : { usage }),
            generator: settings.model,
          });
        if (flaw !== undefined) {
          // Unsafe text is sent back once; a model that writes it again is not asked a third time.
          if (flaw.type === 'unsafe' && unsafeRepairs >= MAX_UNSAFE_REPAIRS)
            return failed(flaw.teacherMessage);
          if (flaw.type === 'unsafe') unsafeRepairs += 1;
          lastFlaw = flaw;
        } else lastFlaw = undefined;
        reason = {
          type: 'invalid',
          answer,
          problem: flaw?.problem ?? (E.isLeft(converted) ? converted.left : ''),
        };
      }
      log(
        {
          attempt,
          problem:
            reason.type === 'truncated' ? 'answer cut off (finish_reason length)' : reason.problem,
        },
        'AI provider answer unusable',
      );
      messages = repairMessages(initial, reason);
    }
    return failed(lastFlaw?.teacherMessage ?? finalMessage(reason, attempts));
  }

  return {
    model: settings.model,
    async generate(request, options) {
      // One deadline for all attempts and SDK retries together (see DEADLINE_MS).
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), deadlineMs);
      try {
        return await generate(request, controller.signal, options?.instructions);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
