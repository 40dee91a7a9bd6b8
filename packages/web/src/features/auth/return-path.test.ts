import { describe, expect, it } from 'vitest';
import { returnPathFrom, returnStateFor } from './return-path.ts';

describe('the return path after signing in', () => {
  it('brings the user back to the page, query and hash they asked for', () => {
    const state = returnStateFor({ pathname: '/course/7/edit', search: '?tab=lessons', hash: '#top' });
    expect(returnPathFrom(state)).toBe('/course/7/edit?tab=lessons#top');
  });

  it('goes home when nothing was remembered', () => {
    expect(returnPathFrom(null)).toBe('/');
    expect(returnPathFrom({})).toBe('/');
  });

  it('never leaves the app', () => {
    expect(returnPathFrom({ from: 'https://evil.example' })).toBe('/');
    expect(returnPathFrom({ from: '//evil.example/path' })).toBe('/');
    expect(returnPathFrom({ from: '/\\evil.example' })).toBe('/');
  });

  it('does not loop back to the sign-in pages', () => {
    expect(returnPathFrom({ from: '/sign-in' })).toBe('/');
  });
});
