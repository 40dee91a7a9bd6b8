import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addUsage, generateValid, InvalidAiOutputError, jsonOfAnswer } from './generate-valid.ts';
import { scriptedModel } from './scripted-model.ts';

const schema = z.object({ title: z.string().min(3), count: z.int().max(5) });

describe('generateValid', () => {
  it('returns the first valid answer with its tokens', async () => {
    const model = scriptedModel(() => '{"title":"Fire safety","count":3}');
    const result = await generateValid({ model, schema, prompt: 'outline' });
    expect(result.value).toEqual({ title: 'Fire safety', count: 3 });
    expect(result.usage).toEqual({ inputTokens: 5, outputTokens: 33, totalTokens: 38 });
  });

  it('reads JSON the model fenced in a code block', async () => {
    const model = scriptedModel(() => 'Here it is:\n```json\n{"title":"Ladders","count":1}\n```');
    expect((await generateValid({ model, schema, prompt: 'x' })).value.title).toBe('Ladders');
  });

  it('retries with the validation errors and sums the tokens of every try', async () => {
    const prompts: string[] = [];
    const model = scriptedModel((text, _system, call) => {
      prompts.push(text);
      return call === 1 ? '{"title":"Ok","count":9}' : '{"title":"Okay","count":2}';
    });
    const result = await generateValid({ model, schema, prompt: 'outline' });
    expect(result.value).toEqual({ title: 'Okay', count: 2 });
    expect(prompts[1]).toContain('title');
    expect(prompts[1]).toContain('count');
    expect(result.usage.inputTokens).toBe(10);
  });

  it('gives the system prompt the schema to follow', async () => {
    let seen = '';
    const model = scriptedModel((_text, system) => {
      seen = system;
      return '{"title":"Ladders","count":1}';
    });
    await generateValid({ model, schema, system: 'You write courses.', prompt: 'x' });
    expect(seen).toContain('You write courses.');
    expect(seen).toContain('"maximum":5');
  });

  it('throws a typed error, never an invalid value, once the tries are spent', async () => {
    const model = scriptedModel(() => 'not json at all');
    const failure = await generateValid({ model, schema, prompt: 'x', maxAttempts: 2 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidAiOutputError);
    expect((failure as InvalidAiOutputError).attempts).toBe(2);
    expect((failure as InvalidAiOutputError).issues[0]).toContain('not JSON');
    expect(model.doGenerateCalls).toHaveLength(2);
  });
});

describe('usage and answers', () => {
  it('keeps a count null only while no try reported it', () => {
    const none = { inputTokens: null, outputTokens: null, totalTokens: null };
    expect(addUsage(none, none)).toEqual(none);
    expect(addUsage(none, { inputTokens: 2, outputTokens: null, totalTokens: 2 })).toEqual({
      inputTokens: 2,
      outputTokens: null,
      totalTokens: 2,
    });
  });

  it('refuses text that is not JSON', () => {
    expect(() => jsonOfAnswer('hello')).toThrow();
  });
});
