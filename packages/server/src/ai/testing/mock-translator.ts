import { MockLanguageModelV3 } from 'ai/test';

type LanguageModelV3CallOptions = Parameters<MockLanguageModelV3['doGenerate']>[0];

/** The text of the first user message of a call: the request (later ones are generateValid's corrections). */
export function firstUserText(options: LanguageModelV3CallOptions): string {
  const message = options.prompt.find((entry) => entry.role === 'user');
  if (message?.role !== 'user') return '';
  return message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

/** The texts a translation call asked for (the JSON after "Translate these texts:"). */
export function requestedTexts(options: LanguageModelV3CallOptions): { key: string; text: string }[] {
  const text = firstUserText(options);
  const start = text.indexOf('{');
  const end = text.indexOf('}]}');
  return (JSON.parse(text.slice(start, end + 3)) as { texts: { key: string; text: string }[] }).texts;
}

const answer = (text: string) => ({
  content: [{ type: 'text' as const, text }],
  finishReason: { unified: 'stop' as const, raw: 'stop' },
  usage: {
    inputTokens: { total: 20, noCache: 20, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 10, text: 10, reasoning: undefined },
  },
  warnings: [],
});

/**
 * A language model that "translates" by marking each text (`[es] Hello`), deterministic for tests; each
 * call's texts are kept in `calls`. `answerFor` may replace an answer (to answer badly on purpose).
 */
export function mockTranslator(
  options: { mark?: string; answerFor?: (call: number, texts: { key: string; text: string }[]) => string | undefined } = {},
) {
  const calls: { key: string; text: string }[][] = [];
  const model = new MockLanguageModelV3({
    doGenerate: async (callOptions) => {
      const texts = requestedTexts(callOptions);
      calls.push(texts);
      const replaced = options.answerFor?.(calls.length, texts);
      if (replaced !== undefined) return answer(replaced);
      return answer(JSON.stringify({ texts: texts.map(({ key, text }) => ({ key, text: `${options.mark ?? '[es]'} ${text}` })) }));
    },
  });
  return { model, calls };
}
