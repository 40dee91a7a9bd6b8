import { generateText, type LanguageModel, type LanguageModelUsage } from 'ai';
import type { z } from 'zod';

// The seam to the AI layer's validated generation (issue 17, ai/generate-valid.ts, built beside this):
// the same signature, so on merge this file becomes a re-export of it. Until then it is a complete
// small version: the model answers JSON, the answer is checked against the schema, and an invalid one
// is asked again with the validation errors; it is never returned invalid.

export interface GenerateValidOptions<Schema extends z.ZodType> {
  model: LanguageModel;
  schema: Schema;
  system?: string;
  prompt: string;
  maxAttempts?: number;
}

export class GenerationInvalid extends Error {
  constructor(readonly problems: string) {
    super(`The model's answer was not valid after every attempt: ${problems}`);
    this.name = 'GenerationInvalid';
  }
}

const DEFAULT_ATTEMPTS = 3;
const PROBLEMS_SHOWN = 20;

function jsonOf(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  return JSON.parse((fenced?.[1] ?? text).trim());
}

function addUsage(total: LanguageModelUsage | undefined, next: LanguageModelUsage): LanguageModelUsage {
  if (!total) return next;
  const sum = (left: number | undefined, right: number | undefined) =>
    left === undefined && right === undefined ? undefined : (left ?? 0) + (right ?? 0);
  return {
    ...next,
    inputTokens: sum(total.inputTokens, next.inputTokens),
    outputTokens: sum(total.outputTokens, next.outputTokens),
    totalTokens: sum(total.totalTokens, next.totalTokens),
  };
}

export async function generateValid<Schema extends z.ZodType>(
  options: GenerateValidOptions<Schema>,
): Promise<{ value: z.infer<Schema>; usage: LanguageModelUsage | undefined }> {
  const attempts = options.maxAttempts ?? DEFAULT_ATTEMPTS;
  let usage: LanguageModelUsage | undefined;
  let problems = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const prompt =
      attempt === 1
        ? options.prompt
        : `${options.prompt}\n\nYour previous answer was not valid:\n${problems}\nAnswer again with the corrected JSON only.`;
    const result = await generateText({ model: options.model, system: options.system, prompt });
    usage = addUsage(usage, result.usage);
    let candidate: unknown;
    try {
      candidate = jsonOf(result.text);
    } catch {
      problems = '- The answer was not JSON.';
      continue;
    }
    const parsed = options.schema.safeParse(candidate);
    if (parsed.success) return { value: parsed.data, usage };
    problems = parsed.error.issues
      .slice(0, PROBLEMS_SHOWN)
      .map((issue) => `- ${issue.path.join('.') || '(answer)'}: ${issue.message}`)
      .join('\n');
  }
  throw new GenerationInvalid(problems);
}
