import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { GenerationRequest } from '../../../server/services/generation/port';

/*
 * A real HTTP server on localhost that speaks just enough of the OpenAI chat-completions API
 * for the provider adapter: each test scripts what the n-th call answers and reads back what
 * the adapter sent.
 */

/** What the fake answers one call with. */
export interface FakeReply {
  readonly status?: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Wait this long before answering (a slow provider). */
  readonly delayMs?: number;
}

export interface RecordedCall {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict: boolean } };
    seed?: number;
  };
}

export interface FakeProvider {
  /** The base URL to configure, ending in /v1. */
  readonly baseUrl: string;
  readonly calls: RecordedCall[];
  /** The reply to call number `index` (0-based); tests replace it. */
  reply: (index: number, call: RecordedCall) => FakeReply;
  close(): Promise<void>;
}

export const USAGE = { prompt_tokens: 1000, completion_tokens: 600, total_tokens: 1600 };

/** A chat completion whose message is `content` (a string, or JSON of an object). */
export function completion(
  content: unknown,
  finishReason: 'stop' | 'length' | 'content_filter' = 'stop',
  refusal: string | null = null,
): FakeReply {
  return {
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_770_000_000,
      model: 'test-model',
      choices: [
        {
          index: 0,
          finish_reason: finishReason,
          logprobs: null,
          message: {
            role: 'assistant',
            content:
              refusal === null
                ? typeof content === 'string'
                  ? content
                  : JSON.stringify(content)
                : null,
            refusal,
          },
        },
      ],
      usage: USAGE,
    },
  };
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const sockets = new Set<Socket>();
  const fake: FakeProvider = {
    baseUrl: '',
    calls: [],
    reply: () => completion(sampleAnswer()),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const call: RecordedCall = {
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedCall['body'],
      };
      const index = fake.calls.length;
      fake.calls.push(call);
      const reply = fake.reply(index, call);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, {
          'content-type': 'application/json',
          ...reply.headers,
        });
        res.end(JSON.stringify(reply.body));
      };
      if (reply.delayMs === undefined) send();
      else setTimeout(send, reply.delayMs);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (fake as { baseUrl: string }).baseUrl = `http://127.0.0.1:${port}/v1`;
  return fake;
}

/** A Spanish → English request like the dashboard sends. */
export function sampleRequest(overrides: Partial<GenerationRequest> = {}): GenerationRequest {
  return {
    resourceType: 'text',
    target: 'es',
    native: 'en',
    level: { kind: 'cefr', level: 'A2' },
    wordCount: 50,
    title: 'At home',
    prompt: 'pets at home',
    tenses: [6],
    details: [7],
    vocabulary: ['gato', 'perro'],
    seed: 42,
    ...overrides,
  };
}

const word = (text: string, pos: string, lemma = text.toLowerCase()) => ({
  text,
  pos,
  lemma,
  wrongForms: [] as string[],
});
const pair = (target: string, native: string) => ({ target, native });

/**
 * A model's answer in the shape of answerShape.ts, with the slips models make: full stops
 * left out of the word lists and the chunks, a vocabulary item pointing at the wrong
 * sentence, one that is not in the text, a fact with too few wrong answers.
 */
export function sampleAnswer() {
  return {
    title: pair('En casa', 'At home'),
    topic: 'home',
    sentences: [
      {
        paragraph: 0,
        speaker: '',
        target: 'El gato duerme en la casa.',
        native: 'The cat sleeps in the house.',
        targetWords: [
          word('El', 'determiner', 'el'),
          { ...word('gato', 'noun'), wrongForms: ['gata', 'gato'] },
          word('duerme', 'verb', 'dormir'),
          word('en', 'preposition'),
          word('la', 'determiner', 'el'),
          word('casa', 'noun'),
        ],
        chunks: [
          pair('El gato', 'The cat'),
          pair('duerme', 'sleeps'),
          pair('en la casa', 'in the house'),
        ],
      },
      {
        paragraph: 0,
        speaker: '',
        target: 'La niña come una manzana.',
        native: 'The girl eats an apple.',
        targetWords: [
          word('La', 'determiner', 'el'),
          word('niña', 'noun', 'niño'),
          word('come', 'verb', 'comer'),
          word('una', 'determiner', 'un'),
          word('manzana', 'noun'),
          word('.', 'punctuation'),
        ],
        chunks: [pair('La niña come', 'The girl eats'), pair('una manzana.', 'an apple.')],
      },
      {
        paragraph: 7,
        speaker: '',
        target: 'Hoy hace sol.',
        native: 'Today it is sunny.',
        targetWords: [
          word('Hoy', 'adverb'),
          word('hace', 'verb', 'hacer'),
          word('sol', 'noun'),
          word('.', 'punctuation'),
        ],
        chunks: [pair('Hoy', 'Today'), pair('hace sol', 'it is sunny')],
      },
    ],
    vocabulary: [
      { target: 'gato', native: 'cat', pos: 'noun', sentence: 1 },
      { target: 'manzana', native: 'apple', pos: 'noun', sentence: 3 },
      { target: 'perro', native: 'dog', pos: 'noun', sentence: 1 },
    ],
    facts: [
      {
        sentences: [1],
        kind: 'stated',
        question: pair('¿Dónde duerme el gato?', 'Where does the cat sleep?'),
        answer: pair('En la casa.', 'In the house.'),
        distractors: [
          pair('En el jardín.', 'In the garden.'),
          pair('En la escuela.', 'At school.'),
          pair('En el coche.', 'In the car.'),
        ],
        trueStatement: pair('El gato duerme en la casa.', 'The cat sleeps in the house.'),
        falseStatement: pair('El gato duerme en el jardín.', 'The cat sleeps in the garden.'),
      },
      {
        sentences: [2],
        kind: 'stated',
        question: pair('¿Qué come la niña?', 'What does the girl eat?'),
        answer: pair('Una manzana.', 'An apple.'),
        distractors: [pair('Pan.', 'Bread.')],
        trueStatement: pair('La niña come una manzana.', 'The girl eats an apple.'),
        falseStatement: pair('La niña come pan.', 'The girl eats bread.'),
      },
    ],
    unstated: [pair('El gato tiene dos años.', 'The cat is two years old.')],
    notes: ['The text is shorter than asked.'],
  };
}

export type SampleAnswer = ReturnType<typeof sampleAnswer>;
