// A language model that answers from a script, for tests and for the test-mode mock provider: the AI
// SDK's MockLanguageModelV3 with each answer's text and the tokens it reports.
import { MockLanguageModelV3 } from 'ai/test';

type GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;

/** One answer: its text and the tokens to report (5 in, the text's length out, by default). */
export function scriptedAnswer(text: string, tokens: { input?: number; output?: number } = {}): GenerateResult {
  const input = tokens.input ?? 5;
  const output = tokens.output ?? text.length;
  return {
    content: [{ type: 'text', text }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: {
      inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: output, text: output, reasoning: undefined },
    },
    warnings: [],
  };
}

/** The text of the last user message of a call, which is where our prompts and retries go. */
export function lastUserText(prompt: readonly { role: string; content: unknown }[]): string {
  const last = [...prompt].reverse().find((message) => message.role === 'user');
  if (!last || !Array.isArray(last.content)) return '';
  return last.content.map((part: { type?: string; text?: string }) => (part.type === 'text' ? (part.text ?? '') : '')).join('');
}

/**
 * A model answering each call with `answer(prompt text, system text, call number)`; `calls` counts them.
 * An answer may be a promise (to hold a run mid-way in a test).
 */
export function scriptedModel(answer: (userText: string, system: string, call: number) => string | Promise<string>) {
  let call = 0;
  return new MockLanguageModelV3({
    provider: 'scripted',
    modelId: 'scripted',
    doGenerate: async (options) => {
      call += 1;
      const system = options.prompt
        .filter((message) => message.role === 'system')
        .map((message) => message.content)
        .join('\n');
      return scriptedAnswer(await answer(lastUserText(options.prompt), system, call));
    },
  });
}
