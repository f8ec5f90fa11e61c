import { instanceOrigin } from '../lib/instance';
import { errorFromResponse } from './http';

/** The upload never got an answer (connection lost, server unreachable). */
export class UploadNetworkError extends Error {
  constructor() {
    super('The upload could not reach the server');
    this.name = 'UploadNetworkError';
  }
}

export type MediaApiVersion = 'v1' | 'v2';

export interface MediaFileUpload {
  instance: string;
  version: MediaApiVersion;
  accessToken: string;
  /** The file, with its description and focus when it has them. */
  form: FormData;
  signal: AbortSignal;
  onProgress: (share: number) => void;
}

/**
 * POST /api/{v1,v2}/media: sends one file with real upload progress (fetch has none), answering
 * the server's media (unchecked: the caller reads it).
 */
export function uploadMediaFile({
  instance,
  version,
  accessToken,
  form,
  signal,
  onProgress,
}: MediaFileUpload): Promise<unknown> {
  const url = `${instanceOrigin(instance)}/api/${version}/media`;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    signal.addEventListener('abort', abort, { once: true });
    const done = () => signal.removeEventListener('abort', abort);
    request.open('POST', url);
    request.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      done();
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as unknown);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      const contentType = request.getResponseHeader('content-type');
      const response = new Response(request.responseText, {
        status: request.status,
        headers: contentType ? { 'content-type': contentType } : {},
      });
      void errorFromResponse(response, false).then(reject);
    };
    request.onerror = () => {
      done();
      reject(new UploadNetworkError());
    };
    request.onabort = () => {
      done();
      reject(new DOMException('The upload was stopped', 'AbortError'));
    };
    if (signal.aborted) request.abort();
    else request.send(form);
  });
}
