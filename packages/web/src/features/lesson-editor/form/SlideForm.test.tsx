import {
  challengeConfigurationField,
  gameTimerField,
  narrationField,
  quizAnswerField,
  quizTimerField,
  slideTemplates,
  socialLearningField,
  starsField,
  type ObjectField,
  type SlideDataIssue,
  type TemplateModel,
} from '@slidewise/core';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import english from '../../../../public/locales/en-US/translation.json';
import { createTestI18n } from '../../../test/with-i18n.tsx';
import { SlideForm } from './SlideForm.tsx';
import { renderSlideForm } from './test-support.tsx';

describe('the slide form of every catalogue template', () => {
  it('renders each template’s examples with no message, since every example is valid', async () => {
    const i18n = await createTestI18n();
    for (const template of slideTemplates) {
      for (const example of template.examples) {
        const view = render(
          <I18nextProvider i18n={i18n}>
            <SlideForm template={template} data={example.data} onEdit={() => {}} onListOperation={() => {}} />
          </I18nextProvider>,
        );
        await waitFor(() => expect(view.container.querySelector('.slide-form')).not.toBeNull());
        const messages = [...view.container.querySelectorAll('.field__error, [role=alert]')].map((node) => node.textContent);
        expect(messages, `${template.type} / ${example.name}`).toEqual([]);
        view.unmount();
      }
    }
  }, 60_000);
});

describe('scoring fields', () => {
  it('show only on slides that can be scored', async () => {
    const i18n = await createTestI18n();
    const scoring = (type: string) => {
      const template = slideTemplates.find((candidate) => candidate.type === type)!;
      const view = render(
        <I18nextProvider i18n={i18n}>
          <SlideForm template={template} data={template.examples[0]!.data} onEdit={() => {}} onListOperation={() => {}} />
        </I18nextProvider>,
      );
      const shown = screen.queryByRole('group', { name: 'Scoring' }) !== null;
      view.unmount();
      return shown;
    };
    // Content and surveys score nothing; quizzes and games do.
    expect(scoring('title')).toBe(false);
    expect(scoring('multiple-choice-survey')).toBe(false);
    expect(scoring('reorder')).toBe(true);
    expect(scoring('game-true-or-false')).toBe(true);
  });
});

describe('the common parts’ translations', () => {
  const labelsOf = (field: ObjectField) => ({
    label: field.label,
    ...Object.fromEntries(field.fields.map((child) => [child.name, { label: child.label, ...(child.help ? { help: child.help } : {}) }])),
  });

  it('say in English exactly what the catalogue says', () => {
    const common = english.lessonEditorForm.commonFields;
    const gameTimer = labelsOf(gameTimerField());
    const quizTimer = labelsOf(quizTimerField());
    expect(common.timer).toEqual({ ...gameTimer, ...quizTimer });
    expect(common.stars).toEqual(labelsOf(starsField()));
    expect(common.answer).toEqual(labelsOf(quizAnswerField()));
    expect(common.challenge_configuration).toEqual(labelsOf(challengeConfigurationField()));
    expect(common.socialLearning).toEqual(labelsOf(socialLearningField));
    expect(common.narration).toEqual(labelsOf(narrationField));
  });
});

describe('issues without a field of their own', () => {
  const model: TemplateModel = [
    { kind: 'string', name: 'title', label: 'Title' },
    { kind: 'int', name: 'legacy', label: 'Legacy', hidden: true, max: 3 },
  ];

  it('are listed at the top of the form, and every issue is told to the editor', async () => {
    const onIssuesChange = vi.fn<(issues: SlideDataIssue[]) => void>();
    const i18n = await createTestI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <SlideForm
          template={{ type: 'test', model }}
          data={{ title: 'x', legacy: 9 }}
          onEdit={() => {}}
          onListOperation={() => {}}
          onIssuesChange={onIssuesChange}
        />
      </I18nextProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This slide has 1 problem outside its fields:');
    expect(alert.textContent).toContain('legacy: Must be at most 3');
    await waitFor(() =>
      expect(onIssuesChange).toHaveBeenLastCalledWith([{ path: ['legacy'], message: 'Must be at most 3', code: 'too-big', limit: 3 }]),
    );
  });

  it('a malformed model says model-not-valid instead of failing', async () => {
    const broken = [
      { kind: 'list', name: 'items', label: 'Items', min: 4, max: 2, item: { kind: 'string', name: 'item', label: 'Item' } },
    ] as TemplateModel;
    await renderSlideForm(broken, { items: [] });
    expect((await screen.findByRole('alert')).textContent).toContain('model-not-valid');
  });
});
