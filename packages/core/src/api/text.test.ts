import { describe, expect, it } from 'vitest';
import { singleLineTextSchema } from './text.ts';
import { userGroupCreateBodySchema } from './user-groups.ts';

describe('singleLineTextSchema', () => {
  const name = singleLineTextSchema(1, 10);

  it('trims before checking the bounds', () => {
    expect(name.parse('  Sales  ')).toBe('Sales');
    expect(name.safeParse('   ').success).toBe(false);
  });

  it('rejects NUL and other control characters, which PostgreSQL text cannot always hold', () => {
    expect(name.safeParse('a\u0000b').success).toBe(false);
    expect(name.safeParse('a\nb').success).toBe(false);
  });

  it('is what user group names are made of', () => {
    expect(userGroupCreateBodySchema.safeParse({ name: 'x'.repeat(201) }).success).toBe(false);
    expect(userGroupCreateBodySchema.parse({ name: ' Support team ' }).name).toBe('Support team');
  });
});
