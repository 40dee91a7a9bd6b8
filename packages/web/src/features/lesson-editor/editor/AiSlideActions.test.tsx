import { slideTemplates, toTemplateInfo } from '@slidewise/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../../test/render-app.tsx';
import { lessonConfig, titleSlide } from '../state/test-lesson.ts';

// The lesson editor's AI actions on the selected slide: the model's slide goes in as one undo step, in
// place of the slide or (a quiz) after it, where that slide is when the answer comes.

const usage = { inputTokens: 40, outputTokens: 60, totalTokens: 100 };

function lessonApi(rewrite: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    ...signedIn,
    'GET /api/slide-templates': { status: 200, body: { items: slideTemplates.map(toTemplateInfo) } },
    'GET /api/lesson-authoring/l1': { status: 200, body: lessonConfig() },
    'PUT /api/lesson-authoring/l1': { status: 200, body: { latestSavedSlidesStateIdentifier: 'saved-1', slides: [], language: 'en-US' } },
    'POST /api/lessons/l1/ai/slide': rewrite,
  });
}

const rowNames = () => [...document.querySelectorAll('.slide-row__name')].map((element) => element.textContent);

async function openLesson(language?: string) {
  const view = await renderApp('/lesson/l1', language ? { language } : {});
  await screen.findByRole('heading', { level: 1, name: 'Ladders' });
  return view;
}

describe('AI on the selected slide', () => {
  it('puts the shorter slide in place of the selected one as one undo step, with the tokens used', async () => {
    const requests = lessonApi({ status: 200, body: { slide: titleSlide('s1', 'Welcome, shorter'), usage } });
    const { user } = await openLesson();
    const actions = screen.getByRole('group', { name: 'AI on this slide' });
    await user.click(within(actions).getByRole('button', { name: 'Shorter and simpler' }));
    await waitFor(() => expect(rowNames()).toEqual(['Welcome, shorter', 'Rules', 'Quiz time']));
    expect(within(actions).getByText('100 tokens used')).toBeTruthy();
    const sent = requests.find((request) => request.method === 'POST')!.body as { action: string; slide: { id: string } };
    expect([sent.action, sent.slide.id]).toEqual(['shorter', 's1']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(rowNames()).toEqual(['Welcome', 'Rules', 'Quiz time']);
  });

  it('adds the quiz right after the slide it was made from', async () => {
    lessonApi({ status: 200, body: { slide: titleSlide('', 'Quiz on the welcome'), usage } });
    const { user } = await openLesson();
    await user.click(screen.getByRole('button', { name: 'Make a quiz from this slide' }));
    await waitFor(() => expect(rowNames()).toEqual(['Welcome', 'Quiz on the welcome', 'Rules', 'Quiz time']));
  });

  it('puts the answer where the asked-about slide is, even when another slide was selected while waiting', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    lessonApi(() => new Promise((resolve) => (answer = resolve)));
    const { user } = await openLesson();
    await user.click(screen.getByRole('button', { name: 'Improve this slide' }));
    await user.click(screen.getByRole('button', { name: /^Slide 3: Quiz time/ }));
    answer({ status: 200, body: { slide: titleSlide('s1', 'Welcome, improved'), usage } });
    await waitFor(() => expect(rowNames()).toEqual(['Welcome, improved', 'Rules', 'Quiz time']));
  });

  it('says what to configure when no AI provider is set up, in Spanish too', async () => {
    lessonApi({ status: 409, body: { code: 'ai_not_configured', message: 'No AI provider is configured.' } });
    const { user } = await openLesson('es-ES');
    await user.click(await screen.findByRole('button', { name: 'Mejorar esta diapositiva' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Ajustes → IA/);
    expect(rowNames()).toEqual(['Welcome', 'Rules', 'Quiz time']);
  });
});
