type Listener = (event: ProgressEvent) => void;

class Listeners {
  private readonly byType = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.byType.set(type, [...(this.byType.get(type) ?? []), listener]);
  }
  emit(type: string, event: Partial<ProgressEvent> = {}) {
    for (const listener of this.byType.get(type) ?? []) listener(event as ProgressEvent);
  }
}

/**
 * Stands in for XMLHttpRequest in tests: records what was sent and lets the test play storage's part
 * (progress, an answer, a dropped connection). Only what sendFile uses is implemented.
 */
export class FakeRequest extends Listeners {
  readonly upload = new Listeners();
  method = '';
  url = '';
  body: unknown;
  readonly headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  progress(loaded: number, total: number) {
    this.upload.emit('progress', { loaded, total, lengthComputable: true });
  }
  answer(status: number, responseText = '') {
    this.status = status;
    this.responseText = responseText;
    this.emit('load');
  }
  dropConnection() {
    this.emit('error');
  }
  asRequest(): XMLHttpRequest {
    return this as unknown as XMLHttpRequest;
  }
}
