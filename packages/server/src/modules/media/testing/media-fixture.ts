import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { SignedUploadParamsResponse } from '@slidewise/core';
import type { Config } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture, type CourseAdminRole } from '../../../test-support/course-admin.ts';
import { startLocalS3Server } from '../../../storage/testing/local-s3-server.ts';
import { createObjectStorage } from '../../../storage/create-object-storage.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';

export type StorageBackend = 'disk' | 's3';

export interface MediaTestApp {
  test: TestApp;
  fixture: CourseAdminFixture;
  backend: StorageBackend;
  /** The same storage the app writes to, for looking at what it kept. */
  storage: ObjectStorage;
  /** Signs, sends and completes one upload; each step's answer, the completion's when it got that far. */
  upload(file: UploadFile): Promise<UploadOutcome>;
  /** Sends the bytes as the browser would with signed parameters (a PUT here, or a POST to the S3 store). */
  send(params: SignedUploadParamsResponse, data: Buffer): Promise<{ statusCode: number; body: string }>;
  close(): Promise<void>;
}

export interface UploadFile {
  contentType: string;
  fileName: string;
  data: Buffer;
  as?: CourseAdminRole | 'outsider';
  /** The size announced when signing, when it is not the data's (to test what the checks catch). */
  declaredSize?: number;
}

export interface UploadOutcome {
  signed: LightMyRequestResponse;
  sent?: { statusCode: number; body: string };
  completed?: LightMyRequestResponse;
}

/** An app on the worker's database with uploads kept on disk (a folder of its own) or in a local S3 server. */
export async function createMediaTestApp(
  backend: StorageBackend,
  config: Partial<Config> = {},
  database?: DatabaseHandle,
  options: Parameters<typeof createTestApp>[2] = {},
): Promise<MediaTestApp> {
  const storageDir = await mkdtemp(join(tmpdir(), 'slidewise-media-test-'));
  const s3Server = backend === 's3' ? await startLocalS3Server() : undefined;
  const test = await createTestApp({ storageDir, s3: s3Server?.settings, ...config }, database, options);
  const fixture = await courseAdminFixture(test, `Media on ${backend}`);

  async function send(params: SignedUploadParamsResponse, data: Buffer) {
    const { upload } = params;
    if (upload.method === 'PUT') {
      const answer = await test.app.inject({ method: 'PUT', url: upload.url, headers: upload.headers, payload: data });
      return { statusCode: answer.statusCode, body: answer.body };
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(data)]), 'upload');
    const answer = await fetch(upload.url, { method: 'POST', body: form });
    return { statusCode: answer.status, body: await answer.text() };
  }

  async function upload(file: UploadFile): Promise<UploadOutcome> {
    const as = file.as ?? 'content-author';
    const signed = await fixture.call(
      'POST',
      '/api/media/getSignedUploadParams',
      { contentType: file.contentType, fileName: file.fileName, size: file.declaredSize ?? file.data.length },
      as,
    );
    if (signed.statusCode !== 200) return { signed };
    const params = signed.json() as SignedUploadParamsResponse;
    const sent = await send(params, file.data);
    if (sent.statusCode >= 300) return { signed, sent };
    const completed = await fixture.call('POST', `/api/media/${params.mediaId}/complete`, undefined, as);
    return { signed, sent, completed };
  }

  return {
    test,
    fixture,
    backend,
    storage: createObjectStorage({ storageDir, s3: s3Server?.settings }),
    upload,
    send,
    async close() {
      await test.close();
      await s3Server?.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/** The completed item of an upload that must have succeeded (its failure explained otherwise). */
export function completedItem(outcome: UploadOutcome) {
  const last = outcome.completed ?? outcome.sent ?? outcome.signed;
  if (outcome.completed?.statusCode !== 200) {
    throw new Error(`the upload did not complete: ${last.statusCode} ${last.body}`);
  }
  return outcome.completed.json();
}
