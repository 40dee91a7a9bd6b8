import type { DocumentConversion } from '@slidewise/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeUpload, getSignedUploadParams } from '../../api/media.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { mediaId, mediaItem } from '../../test/media-fixtures.ts';
import { withI18n } from '../../test/with-i18n.tsx';
import { ToastProvider } from '../../ui/toasts/ToastProvider.tsx';
import { FakeRequest } from '../../ui/upload/fake-request.ts';
import { sendFile } from '../../ui/upload/send-file.ts';
import { type ConversionSource, ConvertDocumentDialog } from './ConvertDocumentDialog.tsx';

const conversion = (fields: Partial<DocumentConversion>): DocumentConversion => ({
  id: 'k1',
  status: 'queued',
  source: 'presentation',
  target: 'lesson',
  courseId: 'c1',
  lessonId: null,
  lessonCount: 0,
  slideCount: 0,
  usedAi: false,
  usage: { inputTokens: null, outputTokens: null, totalTokens: null },
  error: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...fields,
});

/** The dialog over a router that shows where it went; the upload's storage is a fake request. */
async function renderDialog(
  statuses: DocumentConversion[],
  { language = 'en-US', source = 'presentation' }: { language?: string; source?: ConversionSource } = {},
) {
  let asked = 0;
  const requests = mockApi({
    'POST /api/media/getSignedUploadParams': {
      status: 200,
      body: {
        mediaId,
        upload: { method: 'PUT', url: `/api/media/uploads/${mediaId}?s=1`, headers: {} },
        expiresAt: '2026-11-26T10:10:00.000Z',
        maxBytes: 1e8,
      },
    },
    [`POST /api/media/${mediaId}/complete`]: { status: 200, body: mediaItem({ contentType: 'powerpoint', name: 'deck.pptx', size: 4096 }) },
    'POST /api/course/c1/lessons/from-document': { status: 202, body: conversion({}) },
    'GET /api/document-conversions/k1': () => ({ status: 200, body: statuses[Math.min(asked++, statuses.length - 1)] }),
  });
  const transfers: FakeRequest[] = [];
  const transport = {
    sign: getSignedUploadParams,
    complete: completeUpload,
    send: ((file, target, onProgress) => {
      const request = new FakeRequest();
      transfers.push(request);
      return sendFile(file, target, onProgress, () => request.asRequest());
    }) satisfies typeof sendFile,
  };
  const I18n = await withI18n(language);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18n>
        <ToastProvider>
          <MemoryRouter initialEntries={['/course/c1/edit']}>
            <Routes>
              <Route
                path="/course/:courseId/edit"
                element={
                  <ConvertDocumentDialog
                    open
                    source={source}
                    target={{ kind: 'lesson', courseId: 'c1' }}
                    onClose={onClose}
                    transport={transport}
                  />
                }
              />
              <Route path="/lesson/:lessonId" element={<p>The lesson editor</p>} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </I18n>
    </QueryClientProvider>,
  );
  const deck = new File([new Uint8Array(4096)], 'deck.pptx', {
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  });
  // The field's hidden file input, whatever the language of its label.
  await userEvent.setup().upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, deck);
  await waitFor(() => expect(transfers).toHaveLength(1));
  transfers[0]!.answer(200);
  return { requests, onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe('converting a presentation into a lesson', () => {
  it('uploads the deck, shows the conversion going, then opens the new lesson', async () => {
    const { requests, onClose } = await renderDialog([
      conversion({ status: 'running', slideCount: 4 }),
      conversion({ status: 'done', lessonId: 'l9', lessonCount: 1, slideCount: 12 }),
    ]);
    await waitFor(() => expect(requests.some((request) => request.path === '/api/course/c1/lessons/from-document')).toBe(true));
    expect(requests.find((request) => request.path === '/api/course/c1/lessons/from-document')?.body).toEqual({ mediaId });
    expect(await screen.findByText('Converting deck.pptx: 4 slides so far…')).toBeTruthy();
    expect(await screen.findByText('The lesson editor', undefined, { timeout: 4000 })).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('says why a conversion failed, in Spanish too, and offers to try again', async () => {
    await renderDialog(
      [conversion({ status: 'failed', error: { code: 'document_unreadable', message: 'A part of this presentation is damaged.' } })],
      { language: 'es-ES' },
    );
    expect(await screen.findByText('No se pudo leer este archivo. A part of this presentation is damaged.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Elegir otro archivo' })).toBeTruthy();
  });
});

describe('the tokens a conversion by the model used', () => {
  it("tells, once the lesson is open, how many tokens the model's conversion used, in Spanish too", async () => {
    await renderDialog(
      [
        conversion({
          status: 'done',
          source: 'document',
          usedAi: true,
          lessonId: 'l9',
          lessonCount: 1,
          slideCount: 6,
          usage: { inputTokens: 1200, outputTokens: 345, totalTokens: 1545 },
        }),
      ],
      { language: 'es-ES', source: 'document' },
    );
    expect(await screen.findByText('The lesson editor', undefined, { timeout: 4000 })).toBeTruthy();
    expect(await screen.findByText('El modelo de IA convirtió deck.pptx en diapositivas (1545 tokens usados).')).toBeTruthy();
  });

  it('says why the model failed as every AI action does, and how many tokens its tries used', async () => {
    await renderDialog(
      [
        conversion({
          status: 'failed',
          source: 'document',
          usedAi: true,
          usage: { inputTokens: 15, outputTokens: 900, totalTokens: 915 },
          error: { code: 'ai_failed', message: 'Converting this document failed: …', details: { reason: 'refused_by_model' } },
        }),
      ],
      { source: 'document' },
    );
    expect(await screen.findByText(/^The AI model refused the request or did not give usable content/)).toBeTruthy();
    expect(await screen.findByText('915 tokens used')).toBeTruthy();
  });

  it('shows no token count for a conversion made without a model', async () => {
    await renderDialog([conversion({ status: 'done', lessonId: 'l9', lessonCount: 1, slideCount: 12 })]);
    expect(await screen.findByText('The lesson editor', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByText(/tokens used/)).toBeNull();
  });
});
