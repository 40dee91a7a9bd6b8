import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AnyContract, ContractBody, ContractParams, ContractQuery, ContractResult, Permission } from '@slidewise/core';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs, from its contract: the policy hook enforces it (plugins/policy-enforcement.ts). */
    permission?: Permission;
  }
}

/** The request a contract's handler receives: params, query and body already validated and typed. */
export type ContractRequest<C extends AnyContract> = FastifyRequest<{
  Params: ContractParams<C>;
  Querystring: ContractQuery<C>;
  Body: ContractBody<C>;
}>;

export type ContractHandler<C extends AnyContract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<ContractResult<C> | FastifyReply> | ContractResult<C> | FastifyReply;

/** Route options a contract does not describe because they are the server's business (rate limits, body size). */
export type ServerRouteOptions = Pick<RouteShorthandOptions, 'bodyLimit'> & { config?: Record<string, unknown> };

/**
 * Registers the route a contract declares: its method, path, schemas (validation, serialisation and the
 * OpenAPI document) and permission. Fastify answers 200; a handler whose contract succeeds with 201 or 204
 * sets that status itself (`reply.code(201)`), next to what it sends.
 */
export function contractRoute<C extends AnyContract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options: ServerRouteOptions = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    config: { ...options.config, permission: contract.permission },
    schema: {
      tags: [...contract.tags],
      summary: contract.summary,
      ...(contract.description === undefined ? {} : { description: contract.description }),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: contract.responses,
    },
    handler: handler as never,
  });
}
