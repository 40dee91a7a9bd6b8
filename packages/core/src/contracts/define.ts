import type { z } from 'zod';
import type { Permission } from '../access/permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = z.ZodType;

/**
 * One endpoint, declared once (DESIGN.md): the server registers its route from it, the policy comes from
 * its permission, the OpenAPI document from its schemas, and the web app calls it through a typed client.
 * Paths use `:name` for parameters, exactly as the spec writes them with braces.
 */
export interface Contract<
  Params extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Body extends Schema | undefined = Schema | undefined,
  Responses extends Partial<Record<number, Schema>> = Partial<Record<number, Schema>>,
> {
  method: HttpMethod;
  path: string;
  permission: Permission;
  summary: string;
  /** Longer notes for the API reference, when the summary cannot say all a caller must know. */
  description?: string;
  tags: readonly string[];
  params?: Params;
  query?: Query;
  body?: Body;
  /** The answers by status: the success status (200, 201 or 204) and any documented failure. */
  responses: Responses;
}

export type AnyContract = Contract<Schema | undefined, Schema | undefined, Schema | undefined, Partial<Record<number, Schema>>>;

/** Declares a contract, keeping its exact schema types for the server's handler and the web client. */
export function defineContract<
  const Params extends Schema | undefined = undefined,
  const Query extends Schema | undefined = undefined,
  const Body extends Schema | undefined = undefined,
  const Responses extends Partial<Record<number, Schema>> = Record<never, never>,
>(contract: Contract<Params, Query, Body, Responses>): Contract<Params, Query, Body, Responses> {
  return contract;
}

/** The schema a contract declares for a part, or never when it has none. */
type Part<C extends AnyContract, K extends 'params' | 'query' | 'body'> = NonNullable<C[K]>;
type Parsed<S> = [S] extends [never] ? undefined : S extends Schema ? z.infer<S> : undefined;
type Sent<S> = [S] extends [never] ? undefined : S extends Schema ? z.input<S> : undefined;

export type ContractParams<C extends AnyContract> = Parsed<Part<C, 'params'>>;
export type ContractQuery<C extends AnyContract> = Parsed<Part<C, 'query'>>;
export type ContractBody<C extends AnyContract> = Parsed<Part<C, 'body'>>;

/** The status a call answers when it succeeds: the lowest 2xx of its responses (204 when none is declared). */
export function successStatusOf(contract: AnyContract): number {
  const statuses = Object.keys(contract.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return statuses.length === 0 ? 204 : Math.min(...statuses);
}

type SuccessSchema<R> = R extends { 200: infer S } ? S : R extends { 201: infer S } ? S : R extends { 202: infer S } ? S : never;

/** What the caller gets back when the call succeeds (undefined for 204). */
export type ContractResult<C extends AnyContract> = Parsed<SuccessSchema<C['responses']>>;

/** What a caller sends: the path's params, the query and the body, each only when the contract has it. */
export type ContractInput<C extends AnyContract> = ([Part<C, 'params'>] extends [never]
  ? { params?: undefined }
  : { params: Sent<Part<C, 'params'>> }) &
  ([Part<C, 'query'>] extends [never] ? { query?: undefined } : { query?: Sent<Part<C, 'query'>> }) &
  ([Part<C, 'body'>] extends [never] ? { body?: undefined } : { body: Sent<Part<C, 'body'>> });

const parameterPattern = /:([A-Za-z0-9_]+)/g;

/** The path with each `:name` replaced by its encoded value; a missing value is a programming error. */
export function fillContractPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(parameterPattern, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`The path ${path} needs the parameter ${name}.`);
    return encodeURIComponent(String(value));
  });
}

/** `METHOD /path`: how a contract is named in errors, tests and the route table. */
export const contractKey = (contract: Pick<AnyContract, 'method' | 'path'>) => `${contract.method} ${contract.path}`;
