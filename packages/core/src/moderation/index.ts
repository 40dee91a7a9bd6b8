// The moderation overview's rules (issue 6: the facilitator's way in).
export * from './overview.ts';
