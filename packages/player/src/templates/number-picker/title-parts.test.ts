import { describe, expect, it } from 'vitest';
import { numberPickerTitle } from './title-parts.ts';

describe('numberPickerTitle', () => {
  it('puts the number where the hashes are', () => {
    expect(numberPickerTitle('An adult has ### bones.', 206)).toEqual({ before: 'An adult has ', after: ' bones.', hasPlace: true });
  });

  it('without hashes, puts it where the answer is written', () => {
    expect(numberPickerTitle('An adult has 206 bones.', 206)).toEqual({ before: 'An adult has ', after: ' bones.', hasPlace: true });
  });

  it('takes the hashes over the number when both are there', () => {
    expect(numberPickerTitle('Of 206 bones, ## are in the hands.', 54)).toEqual({
      before: 'Of 206 bones, ',
      after: ' are in the hands.',
      hasPlace: true,
    });
    expect(numberPickerTitle('206 bones: ###', 206)).toEqual({ before: '206 bones: ', after: '', hasPlace: true });
  });

  it('does not take a longer number that contains the answer', () => {
    expect(numberPickerTitle('In 2060 there were 60 of them.', 60)).toEqual({
      before: 'In 2060 there were ',
      after: ' of them.',
      hasPlace: true,
    });
  });

  it('has no place when neither is there', () => {
    expect(numberPickerTitle('How many bones?', 206)).toEqual({ before: 'How many bones?', after: '', hasPlace: false });
  });
});
