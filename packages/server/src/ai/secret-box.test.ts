import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.ts';

describe('the secret box of provider keys', () => {
  it('opens what it sealed, and the sealed text does not show the key', () => {
    const sealed = sealSecret('server secret', 'sk-live-123');
    expect(sealed).not.toContain('sk-live-123');
    expect(openSecret('server secret', sealed)).toBe('sk-live-123');
  });

  it('seals the same key differently each time', () => {
    expect(sealSecret('s', 'k')).not.toBe(sealSecret('s', 'k'));
  });

  it('refuses another secret and damaged text', () => {
    const sealed = sealSecret('server secret', 'sk-live-123');
    expect(openSecret('another secret', sealed)).toBeUndefined();
    expect(openSecret('server secret', `${sealed.slice(0, -2)}xx`)).toBeUndefined();
    expect(openSecret('server secret', 'plain text')).toBeUndefined();
  });
});
