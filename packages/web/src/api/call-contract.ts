import { fillContractPath, type AnyContract, type ContractInput, type ContractResult } from '@slidewise/core';
import { httpRequest, type RequestOptions } from './http.ts';

/** Query values as the server reads them: arrays repeat their key, undefined is left out. */
function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of [value].flat()) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The typed client (DESIGN.md): calls the endpoint a contract declares, with the params, query and body it
 * takes, and answers what its success schema parses, so a wrong path, field or answer fails here or in the
 * type check instead of on a screen. Failures reject with an ApiError as every request does.
 */
export async function callContract<C extends AnyContract>(
  contract: C,
  input: ContractInput<C>,
  options: Omit<RequestOptions, 'data'> = {},
): Promise<ContractResult<C>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const uri = `${fillContractPath(contract.path, params)}${queryString(query)}`;
  const answer = await httpRequest({
    ...options,
    method: contract.method,
    uri,
    authenticated: contract.permission !== 'public',
    ...(body === undefined ? {} : { data: body }),
  });
  const success = contract.responses[200] ?? contract.responses[201] ?? contract.responses[202];
  return (success ? success.parse(answer) : undefined) as ContractResult<C>;
}
