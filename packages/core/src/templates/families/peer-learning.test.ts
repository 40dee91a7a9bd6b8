import { describe, expect, it } from 'vitest';
import { defaultSlideData, validateSlideData } from '../catalogue.ts';
import type { SlideTemplate } from '../model.ts';
import { PEER_AUTHORING_PATH, peerLearningTemplates } from './peer-learning.ts';

const byType = new Map(peerLearningTemplates.map((template) => [template.type, template]));
const template = (type: string) => byType.get(type) as SlideTemplate;

describe('peer-learning templates', () => {
  it.each(peerLearningTemplates.map((entry) => [entry.type, entry] as const))(
    '%s is an online, social survey in the Peer Learning category',
    (type, entry) => {
      expect(entry.category).toBe('Peer Learning');
      expect(entry.play).toBe('survey');
      expect(entry.features).toEqual(expect.arrayContaining(['online', 'social']));
      const questions = entry.questions?.(entry.examples[0]?.data ?? {}) ?? [];
      expect(questions).toHaveLength(1);
      expect(questions[0]?.questionDetails).toMatchObject({ type, category: 'Peer Learning' });
      expect(questions[0]?.questionDetails.text.trim()).not.toBe('');
    },
  );

  it('peer-authoring: title, noMediaUploaded and buttonText; its help links to the contributions page', () => {
    const entry = template('peer-authoring');
    const shown = entry.model.filter((field) => !field.hidden).map((field) => field.name);
    expect(shown.slice(0, 3)).toEqual(['title', 'noMediaUploaded', 'buttonText']);
    expect(PEER_AUTHORING_PATH).toBe('/peer-authoring');
    expect(entry.model.find((field) => field.name === 'title')?.help).toContain('/peer-authoring');
  });

  it('peer-authoring asks its title as the question, under the id its data keeps', () => {
    const id = '0d4f7d6e-3c0a-4d8e-9a55-1b2c3d4e5f60';
    const [question] = template('peer-authoring').questions?.({ id, title: 'Share your display' }) ?? [];
    expect(question?.questionDetails).toMatchObject({ questionId: id, content: 'Share your display', text: 'Share your display' });
    expect(question?.answers).toEqual([]);
  });

  it('video-contribution (question and prompt) is kept out of the picker; the others are in it', () => {
    expect(peerLearningTemplates.filter((entry) => !entry.visibleInPicker).map((entry) => entry.type)).toEqual(['video-contribution']);
    expect(Object.keys(defaultSlideData(template('video-contribution')))).toEqual(expect.arrayContaining(['question', 'prompt']));
  });

  it('a new contribution slide only lacks its question', () => {
    expect(validateSlideData('contribution', defaultSlideData(template('contribution')))).toEqual([
      { path: ['question', 'content'], message: 'Required', code: 'required' },
    ]);
  });
});
