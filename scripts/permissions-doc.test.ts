import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderPermissionMatrix, renderRoleDuties } from '../packages/core/src/access/permission-matrix.ts';

// docs/permissions.md is written from core's access rules; this keeps the page and the rules equal.
// Biome pads the table's cells to line them up, so tables are compared cell by cell.
const documented = readFileSync(new URL('../docs/permissions.md', import.meta.url), 'utf8');

/** A markdown text with each table row's cells trimmed and each alignment rule shortened, as written before padding. */
const unpadded = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split('|')
            .map((cell) => cell.trim().replace(/^(:?)-+(:?)$/, '$1-$2'))
            .join('|')
        : line,
    )
    .join('\n');

describe('docs/permissions.md', () => {
  it('shows the duties and the matrix the access rules give (render them again when the rules change)', () => {
    expect(documented).toContain(renderRoleDuties());
    expect(unpadded(documented)).toContain(unpadded(renderPermissionMatrix()));
  });
});
