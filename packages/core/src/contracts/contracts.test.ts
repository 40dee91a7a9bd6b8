import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allPermissions } from '../access/permissions.ts';
import { allContracts, contractKey } from './index.ts';

const pathParameters = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!).sort();

describe('every contract', () => {
  it('is declared once', () => {
    const keys = allContracts.map(contractKey);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it.each(allContracts.map((contract) => [contractKey(contract), contract] as const))(
    '%s: its params schema names exactly its path parameters',
    (_key, contract) => {
      const declared = contract.params instanceof z.ZodObject ? Object.keys(contract.params.shape).sort() : [];
      expect(declared).toEqual(pathParameters(contract.path));
    },
  );

  it.each(allContracts.map((contract) => [contractKey(contract), contract] as const))(
    '%s: needs a known permission and answers under /api',
    (_key, contract) => {
      expect(allPermissions).toContain(contract.permission);
      expect(contract.path.startsWith('/api/')).toBe(true);
      expect(contract.summary.length).toBeGreaterThan(0);
    },
  );
});
