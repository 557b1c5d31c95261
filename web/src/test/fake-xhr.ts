/** A stand-in for XMLHttpRequest: records what was sent, and lets a test drive progress and the answer. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  fail() {
    this.onerror?.();
  }

  /** The file part's name, and the tags of the json part. */
  get fileName(): string | undefined {
    const file = this.body?.get('file');
    return file instanceof File ? file.name : undefined;
  }

  get tags(): string[] | undefined {
    const json = this.body?.get('json');
    return typeof json === 'string' ? (JSON.parse(json) as { tags: string[] }).tags : undefined;
  }

  static reset() {
    FakeXhr.sent = [];
  }

  /** For `createXhr`. */
  static create = () => new FakeXhr() as unknown as XMLHttpRequest;
}
