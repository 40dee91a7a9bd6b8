import { tagContracts, type Tag } from '@slidewise/core';
import { callContract } from './call-contract.ts';

/** The account's tags, by name (new ones are created on the fly by PUT …/tags with newTagNames). */
export function listTags(): Promise<Tag[]> {
  return callContract(tagContracts.list, {});
}
