import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify, { type Schema as JsonSchema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
// Keywords whose values are data, not schemas: left exactly as zod wrote them.
const dataKeywords = new Set(['const', 'enum', 'default', 'examples']);

export interface ResponseSerializerOptions {
  /**
   * Also encode every response with zod and fail (500) when the two disagree or zod refuses the value.
   * The test suites turn this on, so every answer they provoke proves the compiled serializer writes what
   * the contract's zod schema would; production skips the second pass.
   */
  verifyWithZod: boolean;
}

/**
 * Serialises each response with fast-json-stringify compiled from the JSON Schema of its zod response
 * schema, instead of encoding it with zod and then JSON.stringify (fastify-type-provider-zod's way, which
 * costs a full validation of every answer). The compiled serializer writes only the properties the schema
 * declares, so nothing outside the contract leaks — a database row with extra columns loses them, as with
 * zod. What it does not do is check values: the handlers' return types (ContractResult, the type
 * provider's inference) hold the shape at compile time, and `verifyWithZod` holds it in the tests. A schema
 * JSON Schema cannot express (a transform, a date object, a custom check) keeps zod's serializer.
 */
export function createResponseSerializerCompiler(options: ResponseSerializerOptions): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const zodSerialize: Serialize = zodSerializerCompiler(route);
    const jsonSchema = serializableJsonSchema(route.schema);
    if (!jsonSchema) return zodSerialize;
    const compiled = fastJsonStringify(jsonSchema);
    if (!options.verifyWithZod) return compiled;
    return (data) => {
      const expected = zodSerialize(data);
      const actual = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
        throw new Error(
          `The compiled serializer of ${route.method} ${route.url} (${route.httpStatus}) wrote ${actual}; zod wrote ${expected}.`,
        );
      }
      return actual;
    };
  };
}

/** The JSON Schema fast-json-stringify compiles for a zod schema, or undefined when it has none. */
export function serializableJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  let jsonSchema: Record<string, unknown>;
  try {
    // The serializer encodes (output value → wire), and the wire is the schema's input side.
    jsonSchema = z.toJSONSchema(schema, { io: 'input', target: 'draft-07', unrepresentable: 'throw' }) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  delete jsonSchema.$schema;
  return simplified(jsonSchema) as JsonSchema;
}

/**
 * Two rewrites that keep the output and make it cheaper or closer to zod's. `additionalProperties: false`
 * goes: fast-json-stringify drops undeclared properties anyway, and inside a union it would make a row
 * with extra fields match no branch, where zod strips them. `anyOf: [X, null]` becomes `X` with
 * `nullable: true`, written with a null check instead of a schema validation per value.
 */
function simplified(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplified);
  if (node === null || typeof node !== 'object') return node;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    if (dataKeywords.has(key)) result[key] = value;
    // The keys of these are names, not keywords; their values are schemas.
    else if (key === 'properties' || key === 'definitions') result[key] = mapValues(value, simplified);
    else result[key] = simplified(value);
  }
  return nullableForm(result);
}

function nullableForm(schema: Record<string, unknown>): Record<string, unknown> {
  const { anyOf, ...rest } = schema;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return schema;
  const nullIndex = anyOf.findIndex((option) => isNullSchema(option));
  const other = anyOf[1 - nullIndex] as Record<string, unknown> | undefined;
  if (nullIndex === -1 || !other || isNullSchema(other)) return schema;
  // A $ref or a nested union is resolved by the serializer after the null check would be read: keep the union.
  if ('$ref' in other || 'anyOf' in other || 'oneOf' in other || 'allOf' in other) return schema;
  return { ...rest, ...other, nullable: true };
}

function isNullSchema(option: unknown): boolean {
  return (
    typeof option === 'object' && option !== null && (option as { type?: unknown }).type === 'null' && Object.keys(option).length === 1
  );
}

function mapValues(value: unknown, map: (item: unknown) => unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, map(item)]));
}
