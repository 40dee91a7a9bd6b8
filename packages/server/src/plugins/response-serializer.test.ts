import { describe, expect, it } from 'vitest';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createResponseSerializerCompiler, serializableJsonSchema } from './response-serializer.ts';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/api/example', httpStatus: '200' });
const compiled = (schema: z.ZodType, verifyWithZod = false) => createResponseSerializerCompiler({ verifyWithZod })(route(schema));
const byZod = (schema: z.ZodType) => zodSerializerCompiler(route(schema));

const person = z.object({ id: z.string(), name: z.string(), nickname: z.string().nullable(), age: z.number().int().optional() });
const answer = z.object({
  person,
  people: z.array(person),
  manager: person.nullable(),
  scores: z.record(z.string(), z.number()),
  kind: z.enum(['a', 'b']),
  item: z.discriminatedUnion('type', [
    z.object({ type: z.literal('note'), text: z.string() }),
    z.object({ type: z.literal('link'), url: z.string() }),
  ]),
});

// What a handler might hand over by mistake: rows with columns the contract does not list, at every depth.
const leaky = {
  person: { id: 'p1', name: 'Ann', nickname: null, passwordHash: 'secret', tokenHash: 'secret' },
  people: [{ id: 'p2', name: 'Bo', nickname: 'B', age: 40, passwordHash: 'secret' }],
  manager: { id: 'p3', name: 'Cy', nickname: null, passwordHash: 'secret' },
  scores: { math: 3, art: 4 },
  kind: 'a',
  item: { type: 'link', url: 'https://example.org', internalNote: 'secret' },
  accountSecret: 'secret',
};

describe('the compiled response serializer', () => {
  it('writes what zod writes, leaving out every field the schema does not declare, at every depth', () => {
    const written = compiled(answer)(leaky);
    expect(written).not.toContain('secret');
    expect(JSON.parse(written)).toEqual(JSON.parse(byZod(answer)(leaky)));
    expect(JSON.parse(written)).toEqual({
      person: { id: 'p1', name: 'Ann', nickname: null },
      people: [{ id: 'p2', name: 'Bo', nickname: 'B', age: 40 }],
      manager: { id: 'p3', name: 'Cy', nickname: null },
      scores: { math: 3, art: 4 },
      kind: 'a',
      item: { type: 'link', url: 'https://example.org' },
    });
  });

  it('writes null where the schema allows it', () => {
    const value = { ...leaky, manager: null };
    expect(JSON.parse(compiled(answer)(value))).toEqual(JSON.parse(byZod(answer)(value)));
  });

  it('compiles a nullable object to a null check and strict objects to lenient ones, so unions still pick their branch', () => {
    const jsonSchema = serializableJsonSchema(z.object({ manager: z.object({ id: z.string() }).nullable() })) as { properties?: unknown };
    expect(jsonSchema.properties).toEqual({
      manager: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'], nullable: true },
    });
    const strictUnion = z.union([z.strictObject({ note: z.string() }), z.strictObject({ link: z.string() })]);
    expect(JSON.stringify(serializableJsonSchema(strictUnion))).not.toContain('"additionalProperties":false');
    expect(JSON.parse(compiled(strictUnion)({ link: 'x', extra: 'secret' }))).toEqual({ link: 'x' });
  });

  it('keeps zod for a schema JSON Schema cannot express, with the same guarantees', () => {
    const withDate = z.object({ at: z.date(), id: z.string() });
    expect(serializableJsonSchema(withDate)).toBeUndefined();
    const serialize = compiled(withDate);
    expect(serialize({ at: new Date('2025-06-01T09:00:00.000Z'), id: 'x', secret: 'secret' })).toBe(
      byZod(withDate)({ at: new Date('2025-06-01T09:00:00.000Z'), id: 'x' }),
    );
    expect(() => serialize({ at: 'not a date', id: 'x' })).toThrow();
  });

  it('with verifyWithZod, refuses a value the contract does not allow, as zod alone did', () => {
    const wrongType = { ...leaky, person: { ...leaky.person, name: 42 } };
    expect(() => compiled(answer, true)(wrongType)).toThrow();
    // Without the check the types are the handlers' business: the value goes out coerced to the schema.
    expect(JSON.parse(compiled(answer)(wrongType)).person.name).toBe('42');
  });

  it('with verifyWithZod, answers what the compiled serializer wrote when both agree', () => {
    expect(compiled(answer, true)(leaky)).toBe(compiled(answer)(leaky));
  });
});
