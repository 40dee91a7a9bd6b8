// Spelling to sounds for the offline voice: a short list of spelling rules per language, tried longest
// first. Spanish spelling is close to its sounds, so its rules are nearly complete; English spelling is
// not, so its rules give an understandable approximation rather than a dictionary's pronunciation.
import type { Pause, PhonemeName, Utterance } from './phonemes.ts';

export type VoiceLanguage = 'en' | 'es';

type Rule = readonly [spelling: string, sounds: readonly PhonemeName[], when?: (next: string, position: number, word: string) => boolean];

const beforeFrontVowel = (next: string) => /^[eiyéí]/.test(next);
const atWordEnd = (next: string) => next === '';

/** The consonants each language says as their own sound: one rule per letter. */
const soundingAsWritten = (letters: string): Rule[] => [...letters].map((letter) => [letter, [letter as PhonemeName]]);

const englishRules: readonly Rule[] = [
  ['tion', ['sh', 'uh', 'n']],
  ['sion', ['zh', 'uh', 'n']],
  ['igh', ['a', 'ih']],
  ['tch', ['t', 'sh']],
  ['th', ['th']],
  ['sh', ['sh']],
  ['ch', ['t', 'sh']],
  ['ph', ['f']],
  ['wh', ['w']],
  ['ck', ['k']],
  ['ng', ['ng']],
  ['qu', ['k', 'w']],
  ['ee', ['i']],
  ['ea', ['i']],
  ['oo', ['u']],
  ['ou', ['a', 'u']],
  ['ow', ['o', 'u']],
  ['oa', ['o']],
  ['ai', ['e', 'ih']],
  ['ay', ['e', 'ih']],
  ['oi', ['aw', 'ih']],
  ['oy', ['aw', 'ih']],
  ['au', ['aw']],
  ['aw', ['aw']],
  ['er', ['er']],
  ['ir', ['er']],
  ['ur', ['er']],
  ['ar', ['a', 'r']],
  ['or', ['aw', 'r']],
  // A final e after a consonant is silent (make, time); a lone "e" or "the" keeps it.
  ['e', [], (next, position, word) => atWordEnd(next) && position > 1 && !/[aeiou]/.test(word[position - 1] ?? '')],
  ['c', ['s'], beforeFrontVowel],
  ['g', ['d', 'zh'], (next) => /^[ei]/.test(next)],
  ['y', ['y'], (_next, position) => position === 0],
  ['y', ['i']],
  ['x', ['k', 's']],
  ['j', ['d', 'zh']],
  ['a', ['ae']],
  ['e', ['e']],
  ['i', ['ih']],
  ['o', ['aw']],
  ['u', ['uh']],
  ['c', ['k']],
  ...soundingAsWritten('bdfghklmnprstvwz'),
];

const spanishRules: readonly Rule[] = [
  ['ch', ['t', 'sh']],
  ['ll', ['y']],
  ['rr', ['r']],
  ['qu', ['k']],
  ['gu', ['g'], beforeFrontVowel],
  ['ñ', ['n', 'y']],
  ['c', ['s'], beforeFrontVowel],
  ['g', ['h'], beforeFrontVowel],
  ['y', ['i'], atWordEnd],
  ['y', ['y']],
  ['h', []],
  ['j', ['h']],
  ['v', ['b']],
  ['z', ['s']],
  ['x', ['k', 's']],
  ['a', ['a']],
  ['á', ['a']],
  ['e', ['e']],
  ['é', ['e']],
  ['i', ['i']],
  ['í', ['i']],
  ['o', ['o']],
  ['ó', ['o']],
  ['u', ['u']],
  ['ú', ['u']],
  ['ü', ['u']],
  ['c', ['k']],
  ...soundingAsWritten('bdfgklmnprstw'),
];

const digitWords: Record<VoiceLanguage, readonly string[]> = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
};

const rulesOf: Record<VoiceLanguage, readonly Rule[]> = { en: englishRules, es: spanishRules };

const wordGap: Pause = { pauseMs: 40, endsSentence: false, question: false };

/** The sounds of one word (letters the rules do not know are skipped). */
export function wordSounds(word: string, language: VoiceLanguage): PhonemeName[] {
  const sounds: PhonemeName[] = [];
  const rules = rulesOf[language];
  let position = 0;
  while (position < word.length) {
    const rest = word.slice(position);
    const rule = rules.find(
      ([spelling, , when]) => rest.startsWith(spelling) && (!when || when(rest.slice(spelling.length), position, word)),
    );
    if (!rule) {
      position += 1;
      continue;
    }
    sounds.push(...rule[1]);
    position += rule[0].length;
  }
  return sounds;
}

/** A text as what the synthesiser plays: words' sounds, short gaps between words, longer ones at punctuation. */
export function textToUtterance(text: string, language: VoiceLanguage): Utterance {
  const utterance: (PhonemeName | Pause)[] = [];
  const tokens = text.toLowerCase().match(/\p{L}+|\d|[.!?;:,\n]/gu) ?? [];
  for (const token of tokens) {
    if (/^\d$/.test(token)) {
      utterance.push(...wordSounds(digitWords[language][Number(token)]!, language), wordGap);
    } else if (token === ',') {
      utterance.push({ pauseMs: 180, endsSentence: false, question: false });
    } else if (/^[.!?;:\n]$/.test(token)) {
      utterance.push({ pauseMs: 380, endsSentence: true, question: token === '?' });
    } else {
      const sounds = wordSounds(token, language);
      if (sounds.length > 0) utterance.push(...sounds, wordGap);
    }
  }
  return utterance;
}
