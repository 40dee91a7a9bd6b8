import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/index.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { withI18n } from '../../test/with-i18n.tsx';
import { AiLessonFromPrompt } from './AiLessonFromPrompt.tsx';

// The course editor's "Write a lesson with AI": the prompt sent, the lesson announced with its tokens and
// the course's lessons read again; what went wrong said in the reader's language.

async function renderForm(language = 'en-US') {
  const I18n = await withI18n(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(queryKeys.course.lessons('c1'), []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18n>{children}</I18n>
    </QueryClientProvider>
  );
  render(<AiLessonFromPrompt courseId="c1" />, { wrapper });
  return { user: userEvent.setup(), queryClient };
}

describe('a lesson from a prompt', () => {
  it('sends the prompt, announces the lesson with its tokens and reads the course’s lessons again', async () => {
    const requests = mockApi({
      'POST /api/course/c1/lessons/ai': {
        status: 201,
        body: { lessonId: 'l9', slideCount: 6, usage: { inputTokens: 5, outputTokens: 7, totalTokens: 12 } },
      },
    });
    const { user, queryClient } = await renderForm();
    const submit = screen.getByRole('button', { name: 'Write the lesson' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByLabelText('What should the lesson teach?'), 'Carrying a ladder{Enter}two people for long ones');
    await user.click(submit);
    expect((await screen.findByRole('status')).textContent).toMatch(
      /“Carrying a ladder” was added at the end of the course\. 12 tokens used/,
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      prompt: 'Carrying a ladder\ntwo people for long ones',
      language: 'en-US',
    });
    expect(queryClient.getQueryState(queryKeys.course.lessons('c1'))?.isInvalidated).toBe(true);
    expect((screen.getByLabelText('What should the lesson teach?') as HTMLTextAreaElement).value).toBe('');
  });

  it('says what to configure when no AI provider is set up, and keeps the prompt', async () => {
    mockApi({ 'POST /api/course/c1/lessons/ai': { status: 409, body: { code: 'ai_not_configured', message: 'No AI provider.' } } });
    const { user } = await renderForm('es-ES');
    await user.type(screen.getByLabelText('¿Qué debe enseñar la lección?'), 'Escaleras');
    await user.click(screen.getByRole('button', { name: 'Escribir la lección' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Ajustes → IA/);
    expect((screen.getByLabelText('¿Qué debe enseñar la lección?') as HTMLTextAreaElement).value).toBe('Escaleras');
  });
});
