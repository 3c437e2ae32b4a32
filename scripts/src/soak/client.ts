// The site's API as the browser calls it (through the site's /api), each call timed and recorded as one sample.
import type { Sample } from './report.js';
import type { Lang } from '../../../shared/src/i18n/languages.js';

export interface CallOptions {
  method?: string;
  token?: string;
  json?: unknown;
  form?: FormData;
  lang?: Lang;
  headers?: Record<string, string>;
  /** A status that is the expected answer although not a 2xx (a listing deleted meanwhile is a 404). */
  expected?: (status: number) => boolean;
}

export interface Answer<T> {
  status: number;
  data: T | undefined;
}

/** Where samples go: the warm-up's are counted apart from the measured run's. */
export class Recorder {
  readonly warmup: Sample[] = [];
  readonly measured: Sample[] = [];
  private startedAt = Date.now();
  private measuring = false;

  startMeasuring(): void {
    this.startedAt = Date.now();
    this.measuring = true;
  }

  record(operation: string, started: number, error?: string): void {
    const sample: Sample = {
      at: Date.now() - this.startedAt,
      operation,
      ms: performance.now() - started,
      ...(error === undefined ? {} : { error }),
    };
    (this.measuring ? this.measured : this.warmup).push(sample);
  }
}

export class SiteClient {
  constructor(
    private readonly site: string,
    private readonly recorder: Recorder,
  ) {}

  /** Calls `/api<path>`; a failure is recorded (and returned as an undefined `data`), never thrown. */
  async call<T>(operation: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': options.lang ?? 'en',
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    const started = performance.now();
    try {
      const res = await fetch(`${this.site}/api${path}`, {
        method: options.method ?? (body ? 'POST' : 'GET'),
        headers,
        body,
      });
      const text = await res.text();
      if (res.ok || options.expected?.(res.status)) {
        this.recorder.record(operation, started);
        const parsed = res.ok && text.startsWith('{') ? (JSON.parse(text) as { data?: T }) : undefined;
        return { status: res.status, data: parsed?.data };
      }
      const message = text.startsWith('{') ? (JSON.parse(text) as { message?: string }).message : text.slice(0, 120);
      this.recorder.record(operation, started, `${res.status} ${message ?? ''}`.trim());
      return { status: res.status, data: undefined };
    } catch (err) {
      this.recorder.record(
        operation,
        started,
        err instanceof Error
          ? `${err.message}${err.cause instanceof Error ? ` (${err.cause.message})` : ''}`
          : String(err),
      );
      return { status: 0, data: undefined };
    }
  }

  /** A file the site serves (an uploaded photo): its bytes are read in full, as an image tag would. */
  async file(operation: string, url: string, expected?: (status: number) => boolean): Promise<void> {
    const started = performance.now();
    try {
      const res = await fetch(`${this.site}${url}`);
      await res.arrayBuffer();
      this.recorder.record(operation, started, res.ok || expected?.(res.status) ? undefined : `${res.status} ${url}`);
    } catch (err) {
      this.recorder.record(operation, started, err instanceof Error ? err.message : String(err));
    }
  }
}
