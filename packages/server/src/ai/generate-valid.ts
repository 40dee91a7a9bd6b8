// Structured output that is never saved invalid (issue 17): the model is asked for JSON matching a zod
// schema; an answer that is not JSON, or that the schema refuses, is sent back with the validation errors
// for another try, up to `maxAttempts`; then a typed error. The JSON is read from the model's text rather
// than through a provider's structured-output mode, so the same call works with OpenAI, Anthropic and the
// OpenAI-compatible local servers (Ollama, vLLM, llama.cpp) whose JSON modes differ or are missing.
import { generateText, type LanguageModel, type LanguageModelUsage, type ModelMessage } from 'ai';
import { z } from 'zod';

export const DEFAULT_MAX_ATTEMPTS = 3;

/** Tokens the provider reported, summed over every attempt; null where it reported none. */
export interface AiUsage {
  inputTokens: number | null;
  outputTokens: number | null;
  totalTokens: number | null;
}

export const NO_USAGE: AiUsage = { inputTokens: null, outputTokens: null, totalTokens: null };

export interface GenerateValidOptions<T> {
  model: LanguageModel;
  schema: z.ZodType<T>;
  system?: string | undefined;
  prompt: string;
  /** Tries in all, the first included (default 3). */
  maxAttempts?: number | undefined;
  abortSignal?: AbortSignal | undefined;
}

/** Thrown when every attempt answered something the schema refused; `issues` are the last answer's. */
export class InvalidAiOutputError extends Error {
  constructor(
    readonly attempts: number,
    readonly issues: readonly string[],
    readonly usage: AiUsage,
  ) {
    super(`The AI model's answer was not valid after ${attempts} ${attempts === 1 ? 'try' : 'tries'}: ${issues.slice(0, 3).join('; ')}`);
    this.name = 'InvalidAiOutputError';
  }
}

/** Adds two usages; a count stays null only while no attempt reported it. */
export function addUsage(a: AiUsage, b: AiUsage): AiUsage {
  const sum = (x: number | null, y: number | null) => (x === null && y === null ? null : (x ?? 0) + (y ?? 0));
  return {
    inputTokens: sum(a.inputTokens, b.inputTokens),
    outputTokens: sum(a.outputTokens, b.outputTokens),
    totalTokens: sum(a.totalTokens, b.totalTokens),
  };
}

/** The usage of tokens kept in a row's two columns (total: their sum, null while neither was reported). */
export function usageOfStoredTokens(inputTokens: number | null, outputTokens: number | null): AiUsage {
  const totalTokens = inputTokens === null && outputTokens === null ? null : (inputTokens ?? 0) + (outputTokens ?? 0);
  return { inputTokens, outputTokens, totalTokens };
}

function usageOf(usage: LanguageModelUsage | undefined): AiUsage {
  const input = usage?.inputTokens ?? null;
  const output = usage?.outputTokens ?? null;
  const total = usage?.totalTokens ?? (input !== null || output !== null ? (input ?? 0) + (output ?? 0) : null);
  return { inputTokens: input, outputTokens: output, totalTokens: total };
}

/** The JSON of an answer: the whole text, or the body of its first ``` block (models like to fence it). */
export function jsonOfAnswer(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const body = (fenced?.[1] ?? text).trim();
  return JSON.parse(body);
}

// Template schemas are made once per template (core's modelSchema), so their descriptions are too.
const descriptions = new WeakMap<z.ZodType, string>();

function schemaDescription(schema: z.ZodType): string {
  let description = descriptions.get(schema);
  if (description !== undefined) return description;
  try {
    description = JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }));
  } catch {
    // A schema zod cannot describe still validates; the prompt then carries the instructions alone.
    description = '';
  }
  descriptions.set(schema, description);
  return description;
}

const issueText = (issue: z.core.$ZodIssue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`;

/** What was wrong with one answer, or its value when nothing was. */
function checkAnswer<T>(schema: z.ZodType<T>, text: string): { ok: true; value: T } | { ok: false; issues: string[] } {
  let json: unknown;
  try {
    json = jsonOfAnswer(text);
  } catch {
    return { ok: false, issues: ['The answer was not JSON. Answer with one JSON value and nothing else.'] };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, issues: parsed.error.issues.map(issueText) };
}

/**
 * Asks `model` for a value `schema` accepts, retrying with the validation errors; returns the value and
 * the tokens of every attempt. Throws InvalidAiOutputError when no attempt was valid; provider errors
 * (network, key, rate limit) are thrown as the AI SDK raises them.
 */
export async function generateValid<T>(options: GenerateValidOptions<T>): Promise<{ value: T; usage: AiUsage }> {
  const maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
  const description = schemaDescription(options.schema);
  const format = `Answer with one JSON value only, no prose around it.${description ? ` It must match this JSON Schema: ${description}` : ''}`;
  const system = options.system ? `${options.system}\n\n${format}` : format;
  const messages: ModelMessage[] = [{ role: 'user', content: options.prompt }];
  let usage = NO_USAGE;
  let issues: string[] = [];
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const answer = await generateText({ model: options.model, system, messages, maxRetries: 1, abortSignal: options.abortSignal });
    usage = addUsage(usage, usageOf(answer.usage));
    const checked = checkAnswer(options.schema, answer.text);
    if (checked.ok) return { value: checked.value, usage };
    issues = checked.issues;
    messages.push(
      { role: 'assistant', content: answer.text },
      { role: 'user', content: `That answer was not valid:\n- ${issues.join('\n- ')}\nAnswer again with corrected JSON only.` },
    );
  }
  throw new InvalidAiOutputError(maxAttempts, issues, usage);
}
