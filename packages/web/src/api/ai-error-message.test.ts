import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n } from '../test/with-i18n.tsx';
import { aiErrorMessage, aiFailureText } from './ai-error-message.ts';
import { ApiError } from './api-error.ts';
import { apiErrorMessage } from './api-error-message.ts';

// One mapping for the AI failures of every action (generation, rewrites, conversion, narration,
// translation): each is worded in both languages, whatever action answered it.

let english: TFunction;
let spanish: TFunction;
beforeAll(async () => {
  english = (await createTestI18n('en-US')).t;
  spanish = (await createTestI18n('es-ES')).t;
});

const failed = (reason: string) =>
  new ApiError({ status: 502, code: 'ai_failed', serverMessage: 'Writing this lesson failed: …', details: { reason } });

describe('the words for an AI failure', () => {
  it.each(['timeout', 'refused_by_model', 'quota_exceeded', 'server_error'])(
    'words ai_failed for the reason %s in both languages',
    (reason) => {
      const inEnglish = aiErrorMessage(failed(reason), english);
      const inSpanish = aiErrorMessage(failed(reason), spanish);
      expect(inEnglish).toMatch(/^The AI (provider|model)/);
      expect(inSpanish).toMatch(/^(El|No se|Se alcanzó)/);
      expect(inSpanish).not.toBe(inEnglish);
    },
  );

  it('words each reason differently', () => {
    const texts = new Set(
      ['timeout', 'refused_by_model', 'quota_exceeded', 'server_error'].map((reason) => aiErrorMessage(failed(reason), english)),
    );
    expect(texts.size).toBe(4);
  });

  it('reads a reason it does not know as the general failure', () => {
    expect(aiErrorMessage(failed('solar_flare'), english)).toBe(aiErrorMessage(failed('server_error'), english));
  });

  it('words the missing provider and the used-up allowance, and leaves other failures to apiErrorMessage', () => {
    expect(aiFailureText({ code: 'ai_not_configured' }, spanish)).toMatch(/Ajustes → IA/);
    expect(aiFailureText({ code: 'ai_rate_limited' }, english)).toMatch(/used its AI requests/);
    expect(aiFailureText({ code: 'document_unreadable' }, english)).toBeUndefined();
    const other = new ApiError({ status: 409, code: 'slide_not_rewritable', serverMessage: 'This kind of slide holds media.' });
    expect(aiErrorMessage(other, english)).toBe(apiErrorMessage(other, english));
  });
});
