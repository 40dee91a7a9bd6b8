/**
 * Where the browser sends one file's bytes, as /api/media/getSignedUploadParams answers it: a presigned POST
 * (S3's form fields, then the file) or a signed PUT of the raw bytes (the disk back end, or S3's PUT).
 */
export type UploadTarget =
  | { method: 'POST'; url: string; fields: Record<string, string> }
  | { method: 'PUT'; url: string; headers?: Record<string, string> };

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
  /** The refusal's own words when storage sent `{ message }` (our disk back end does; S3 answers XML). */
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage: string | undefined) {
    super(serverMessage ?? `The upload failed with status ${status}.`);
    this.name = 'UploadTransferError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export interface SendingFile {
  /** Settles when storage has answered: rejects with UploadCancelledError or UploadTransferError. */
  finished: Promise<void>;
  cancel: () => void;
}

function messageOf(responseText: string): string | undefined {
  try {
    const body = JSON.parse(responseText) as unknown;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON (S3 answers XML): the status alone is what we can say.
  }
  return undefined;
}

/**
 * Sends a file straight to storage with XMLHttpRequest, because fetch still reports no upload progress.
 * The file is streamed by the browser from disk: it is never read into the page's memory.
 */
export function sendFile(
  file: Blob,
  target: UploadTarget,
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
      } else reject(new UploadTransferError(request.status, messageOf(request.responseText)));
    });
    request.addEventListener('error', () => reject(new UploadTransferError(0, undefined)));
    request.addEventListener('abort', () => reject(new UploadCancelledError()));
    request.open(target.method, target.url);
    if (target.method === 'POST') {
      // S3's presigned POST wants its policy fields first and the file last.
      const form = new FormData();
      for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
      form.append('file', file);
      request.send(form);
    } else {
      for (const [name, value] of Object.entries(target.headers ?? {})) request.setRequestHeader(name, value);
      request.send(file);
    }
  });
  return { finished, cancel: () => request.abort() };
}
