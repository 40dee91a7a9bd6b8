import { describe, expect, it } from 'vitest';
import type { StandingEntry } from '@slidewise/core';
import { initialsOf, splitPodium } from './podium.ts';

const entry = (rank: number, points: number, id = `id-${rank}-${points}`): StandingEntry => ({
  rank,
  id,
  name: id,
  avatarUrl: null,
  points,
  memberCount: null,
  isMe: false,
});

describe('splitPodium', () => {
  it('puts the first three ranks on the podium, ties included', () => {
    const items = [entry(1, 300), entry(2, 200, 'a'), entry(2, 200, 'b'), entry(4, 100)];
    const { podium, rest } = splitPodium(items);
    expect(podium.map((item) => item.id)).toEqual(['id-1-300', 'a', 'b']);
    expect(rest.map((item) => item.id)).toEqual(['id-4-100']);
  });

  it('leaves nobody on the podium without points', () => {
    expect(splitPodium([entry(1, 0), entry(1, 0, 'x')]).podium).toEqual([]);
  });
});

describe('initialsOf', () => {
  it('takes the first letter of the first two words', () => {
    expect(initialsOf('ana maría lópez')).toBe('AM');
    expect(initialsOf('  Émile ')).toBe('É');
    expect(initialsOf('')).toBe('');
  });
});
