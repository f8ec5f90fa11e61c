import {
  gifFileName,
  gifSearchAddress,
  parseAltTextAnswer,
  parseGifResults,
  type GifResult,
} from '../lib/media-services';

/** The outside services answer within this, or count as failed. */
export const SERVICE_TIMEOUT_MS = 30_000;

export class MediaServiceError extends Error {
  constructor(readonly reason: 'failed' | 'empty') {
    super(`Media service ${reason}`);
    this.name = 'MediaServiceError';
  }
}

async function fetchOk(input: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, {
      ...init,
      credentials: 'omit',
      signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
    });
  } catch {
    throw new MediaServiceError('failed');
  }
  if (!response.ok) throw new MediaServiceError('failed');
  return response;
}

async function json(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new MediaServiceError('failed');
  }
}

/** Asks the alt-text service to describe an image (multipart `image`). */
export async function generateAltText(serviceUrl: string, image: Blob): Promise<string> {
  const form = new FormData();
  const name = 'name' in image && typeof image.name === 'string' ? image.name : 'image';
  form.append('image', image, name);
  const response = await fetchOk(serviceUrl, { method: 'POST', body: form });
  const description = parseAltTextAnswer(await json(response));
  if (!description) throw new MediaServiceError('empty');
  return description;
}

export async function searchGifs(serviceUrl: string, query: string): Promise<GifResult[]> {
  const response = await fetchOk(gifSearchAddress(serviceUrl, query));
  return parseGifResults(await json(response));
}

/** Downloads a chosen GIF as a file to attach like any other. */
export async function downloadGif(result: GifResult): Promise<File> {
  const response = await fetchOk(result.url);
  const blob = await response.blob();
  const type = blob.type || 'image/gif';
  return new File([blob], gifFileName(result, type), { type });
}

/** An image already on the server (an edited post's media), fetched to be described. */
export async function fetchImage(url: string): Promise<Blob> {
  return (await fetchOk(url)).blob();
}
