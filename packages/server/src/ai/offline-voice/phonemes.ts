// The sounds the offline voice makes, each described as a formant synthesiser needs it: the three lowest
// resonances of the vocal tract (formants, in Hz) for voiced sounds, a band of noise for hissed ones, and
// how long each lasts. Values are the textbook averages for an adult voice (Peterson and Barney's vowels,
// Klatt's consonants), rounded.

export type PhonemeKind = 'vowel' | 'approximant' | 'nasal' | 'fricative' | 'plosive' | 'aspirate';

export interface Phoneme {
  kind: PhonemeKind;
  /** F1, F2, F3 while the sound is held. */
  formants: readonly [number, number, number];
  /** The vocal folds vibrate (vowels, m, z, b…). */
  voiced: boolean;
  /** Hiss: the centre of its band and how loud it is against a vowel (0…1). */
  noise?: { centre: number; bandwidth: number; gain: number };
  durationMs: number;
}

const vowel = (f1: number, f2: number, f3: number, durationMs = 110): Phoneme => ({
  kind: 'vowel',
  formants: [f1, f2, f3],
  voiced: true,
  durationMs,
});
const approximant = (f1: number, f2: number, f3: number): Phoneme => ({
  kind: 'approximant',
  formants: [f1, f2, f3],
  voiced: true,
  durationMs: 60,
});
const nasal = (f2: number, f3: number): Phoneme => ({ kind: 'nasal', formants: [280, f2, f3], voiced: true, durationMs: 70 });
const fricative = (centre: number, gain: number, voiced: boolean): Phoneme => ({
  kind: 'fricative',
  formants: [400, 1500, 2500],
  voiced,
  noise: { centre, bandwidth: centre / 2, gain },
  durationMs: voiced ? 80 : 100,
});
const plosive = (burstCentre: number, voiced: boolean, f2: number): Phoneme => ({
  kind: 'plosive',
  formants: [300, f2, 2500],
  voiced,
  noise: { centre: burstCentre, bandwidth: burstCentre, gain: 0.5 },
  durationMs: 70,
});

export const phonemes = {
  // vowels
  a: vowel(730, 1090, 2440, 130),
  ae: vowel(660, 1720, 2410, 130),
  uh: vowel(640, 1190, 2390, 90),
  e: vowel(530, 1840, 2480),
  ih: vowel(390, 1990, 2550, 90),
  i: vowel(270, 2290, 3010, 120),
  o: vowel(500, 900, 2400, 130),
  aw: vowel(570, 840, 2410, 120),
  u: vowel(300, 870, 2240, 120),
  er: vowel(490, 1350, 1690, 120),
  // approximants
  l: approximant(360, 1300, 2700),
  r: approximant(420, 1300, 1600),
  w: approximant(290, 610, 2150),
  y: approximant(260, 2070, 3020),
  // nasals
  m: nasal(900, 2200),
  n: nasal(1700, 2600),
  ng: nasal(2300, 2750),
  // fricatives
  s: fricative(5000, 0.5, false),
  z: fricative(5000, 0.35, true),
  sh: fricative(2800, 0.55, false),
  zh: fricative(2800, 0.4, true),
  f: fricative(4000, 0.18, false),
  v: fricative(4000, 0.12, true),
  th: fricative(4500, 0.15, false),
  h: { kind: 'aspirate', formants: [500, 1500, 2500], voiced: false, noise: { centre: 1500, bandwidth: 3000, gain: 0.25 }, durationMs: 60 },
  // plosives
  p: plosive(800, false, 900),
  b: plosive(800, true, 900),
  t: plosive(4000, false, 1700),
  d: plosive(4000, true, 1700),
  k: plosive(2000, false, 2200),
  g: plosive(2000, true, 2200),
} as const satisfies Record<string, Phoneme>;

export type PhonemeName = keyof typeof phonemes;

/** A silence between words or sentences, in milliseconds. */
export type Pause = { pauseMs: number; endsSentence: boolean; question: boolean };

/** What the synthesiser plays, in order. */
export type Utterance = readonly (PhonemeName | Pause)[];
