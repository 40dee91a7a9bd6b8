import { defaultSlide, defaultStyleConfiguration, type LessonAuthoringConfig, type Slide, type SlideTemplateInfo } from '@slidewise/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { createTestI18n } from '../../../test/with-i18n.tsx';
import { TemplateLibraryDialog } from './TemplateLibraryDialog.tsx';

const slide = (id: string, type: string, name: string, data: Record<string, unknown> = {}): Slide =>
  defaultSlide({ id, type, name, templateName: type === 'exit' ? 'Exit' : 'Title', data });

const sourceLesson: LessonAuthoringConfig = {
  lessonId: 'l2',
  courseId: 'c2',
  courseTitle: 'Forklifts',
  title: 'Loading bays',
  slides: [
    slide('a', 'title', 'Welcome', { title: 'Welcome' }),
    slide('b', 'multiple-choice-game', 'Quiz', {
      answers: [{ id: '5b3e8f0e-8a41-4a0e-9a53-5b8c2f3e9d11', content: 'Yes', correct: true }],
    }),
    slide('c', 'exit', 'The end'),
  ],
  latestSavedSlidesStateIdentifier: 'state-9',
  language: 'en-US',
  styleConfiguration: defaultStyleConfiguration(),
};

async function renderDialog() {
  mockApi({
    'GET /api/lesson-authoring/l1/other-courses': {
      status: 200,
      body: {
        items: [
          { id: 'c9', title: 'Empty course', lessons: [{ id: 'l9', title: 'Nothing yet', slideCount: 0 }] },
          { id: 'c2', title: 'Forklifts', lessons: [{ id: 'l2', title: 'Loading bays', slideCount: 3 }] },
        ],
      },
    },
    'GET /api/lesson-authoring/l2': { status: 200, body: sourceLesson },
  });
  const i18n = await createTestI18n();
  const onInsert = vi.fn<(slides: Slide[]) => void>();
  const onClose = vi.fn();
  let ids = 0;
  const templates: SlideTemplateInfo[] = [];
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <TemplateLibraryDialog
          open
          lessonId="l1"
          templates={templates}
          onInsert={onInsert}
          onClose={onClose}
          newId={() => `copy-${++ids}`}
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onInsert, onClose };
}

describe('slides from another lesson', () => {
  it('offers the courses with slide lessons, then a lesson’s slides without its exit slide, and inserts copies', async () => {
    const { user, onInsert, onClose } = await renderDialog();
    await user.click(screen.getByRole('tab', { name: 'From another lesson' }));
    const course = await screen.findByRole('combobox', { name: 'Course' });
    expect([...course.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Forklifts']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lesson' }), 'l2');
    const welcome = await screen.findByRole('checkbox', { name: '1. Welcome — Title' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: /The end/ })).toBeNull();

    const insert = screen.getByRole('button', { name: 'Insert 0 slides' });
    expect(insert).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Choose all' }));
    await user.click(welcome);
    await user.click(screen.getByRole('button', { name: 'Insert 1 slide' }));

    expect(onInsert).toHaveBeenCalledTimes(1);
    const [inserted] = onInsert.mock.calls[0]!;
    expect(inserted).toHaveLength(1);
    expect(inserted[0]).toMatchObject({ id: 'copy-1', type: 'multiple-choice-game', name: 'Quiz' });
    // A copy's inner ids are cleared, so the lesson never holds the same answer id twice.
    expect((inserted[0]!.data.answers as { id: string }[])[0]!.id).not.toBe('5b3e8f0e-8a41-4a0e-9a53-5b8c2f3e9d11');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps to templates when the editor gives no lesson', async () => {
    const i18n = await createTestI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <TemplateLibraryDialog open templates={[]} onInsert={() => {}} onClose={() => {}} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('tab', { name: 'From another lesson' })).toBeNull();
    expect(screen.getByText('No templates match')).toBeTruthy();
  });
});
