import type { UploadRequest } from '@slidewise/core';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The upload stopped on the user's word (cancel), which is no failure to show. */
export class UploadCancelledError extends Error {
  constructor() {
    super('The upload was cancelled.');
    this.name = 'UploadCancelledError';
  }
}

/** Storage refused the bytes or the network dropped: `status` 0 means the request never got an answer. */
export class UploadTransferError extends Error {
  readonly status: number;
  /** The refusal's own words when storage sent `{ message, code }` (our disk back end does; S3 answers XML). */
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;

  constructor(status: number, payload: { message?: string; code?: string } = {}) {
    super(payload.message ?? `The upload failed with status ${status}.`);
    this.name = 'UploadTransferError';
    this.status = status;
    this.serverMessage = payload.message;
    this.code = payload.code;
  }
}

export interface SendingFile {
  /** Settles when storage has answered: rejects with UploadCancelledError or UploadTransferError. */
  finished: Promise<void>;
  cancel: () => void;
}

function payloadOf(responseText: string): { message?: string; code?: string } {
  try {
    const body = JSON.parse(responseText) as Record<string, unknown> | null;
    return {
      ...(typeof body?.message === 'string' ? { message: body.message } : {}),
      ...(typeof body?.code === 'string' ? { code: body.code } : {}),
    };
  } catch {
    // Not JSON (S3 answers XML): the status alone is what we can say.
    return {};
  }
}

/**
 * Sends a file straight to storage, as /api/media/getSignedUploadParams says (a signed PUT of the raw
 * bytes, or a presigned POST of S3's form fields then the file), with XMLHttpRequest, because fetch still reports no upload progress.
 * The file is streamed by the browser from disk: it is never read into the page's memory.
 */
export function sendFile(
  file: Blob,
  target: UploadRequest,
  onProgress: (progress: UploadProgress) => void,
  createRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): SendingFile {
  const request = createRequest();
  const finished = new Promise<void>((resolve, reject) => {
    request.upload.addEventListener('progress', (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress({ loaded: file.size, total: file.size });
        resolve();
      } else reject(new UploadTransferError(request.status, payloadOf(request.responseText)));
    });
    request.addEventListener('error', () => reject(new UploadTransferError(0)));
    request.addEventListener('abort', () => reject(new UploadCancelledError()));
    request.open(target.method, target.url);
    if (target.method === 'POST') {
      // S3's presigned POST wants its policy fields first and the file last.
      const form = new FormData();
      for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
      form.append('file', file);
      request.send(form);
    } else {
      for (const [name, value] of Object.entries(target.headers)) request.setRequestHeader(name, value);
      request.send(file);
    }
  });
  return { finished, cancel: () => request.abort() };
}
