import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderPermissionMatrix, renderRoleDuties } from '../packages/core/src/access/permission-matrix.ts';

// docs/permissions.md is written from core's access rules; this keeps the page and the rules equal.
const documented = readFileSync(new URL('../docs/permissions.md', import.meta.url), 'utf8');

describe('docs/permissions.md', () => {
  it('shows the duties and the matrix the access rules give (render them again when the rules change)', () => {
    expect(documented).toContain(renderRoleDuties());
    expect(documented).toContain(renderPermissionMatrix());
  });
});
