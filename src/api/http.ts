import { MastoHttpError, MastoTimeoutError, MastoUnexpectedError } from 'masto';
import {
  createActionProxy,
  HttpActionDispatcher,
  type HttpAction,
} from 'masto/adapters/action/index.js';
import { HttpActionDispatcherHookMastodon } from 'masto/adapters/action/dispatcher-http-hook-mastodon.js';
import { HttpConfigImpl, type MastoHttpConfigProps } from 'masto/adapters/config/index.js';
import { getEncoding } from 'masto/adapters/http/get-encoding.js';
import { BaseHttp } from 'masto/adapters/http/index.js';
import { SerializerNativeImpl } from 'masto/adapters/serializers/index.js';
import type {
  AnyAction,
  Http,
  HttpRequestParams,
  HttpResponse,
  Serializer,
} from 'masto/interfaces/index.js';
import { AccountRequiredError } from './errors';

const serializer: Serializer = new SerializerNativeImpl();

/** The fields of a Mastodon error body, when the body is one. */
function errorBody(response: Response, text: string): Record<string, unknown> {
  if (getEncoding(response.headers) !== 'json') return {};
  try {
    const data: unknown = serializer.deserialize('json', text);
    return data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The error for a failed answer, by its status code whatever the body: servers such as snac
 * answer errors as empty `text/html`, on which masto itself fails with a TypeError. A 401 to a
 * request sent without a token means the server needs an account, not that a session expired.
 */
export async function errorFromResponse(
  response: Response,
  anonymous: boolean,
): Promise<MastoHttpError> {
  const text = await response.text().catch(() => '');
  const { error, errorDescription, details, ...additionalProperties } = errorBody(response, text);
  const props = {
    statusCode: response.status,
    message: typeof error === 'string' && error !== '' ? error : `HTTP ${response.status}`,
    description: typeof errorDescription === 'string' ? errorDescription : undefined,
    details: details as MastoHttpError['details'],
    additionalProperties,
  };
  if (anonymous && response.status === 401) return new AccountRequiredError(props, response);
  return new MastoHttpError(props, { cause: response });
}

/**
 * masto's HTTP layer with the error mapping above; requests and successful answers are handled
 * as masto does.
 */
class StatusFirstHttp extends BaseHttp implements Http {
  constructor(
    private readonly config: HttpConfigImpl,
    private readonly anonymous: boolean,
  ) {
    super();
  }

  async request<T>(params: HttpRequestParams): Promise<HttpResponse<T>> {
    let response: Response;
    try {
      response = await fetch(this.createRequest(params));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new MastoTimeoutError('Request timed out', { cause: error });
      }
      throw error;
    }
    if (!response.ok) throw await errorFromResponse(response, this.anonymous);
    const text = await response.text();
    // snac answers some changes (a list's members) with an empty 200 labelled JSON: no data.
    if (text.trim() === '') return { headers: response.headers, data: undefined as T };
    const encoding = getEncoding(response.headers);
    if (!encoding) {
      throw new MastoUnexpectedError('The server returned data with an unknown encoding.');
    }
    return { headers: response.headers, data: serializer.deserialize<T>(encoding, text) };
  }

  private createRequest(params: HttpRequestParams): Request {
    const { method, path, search, encoding = 'json', requestInit = {} } = params;
    const body = serializer.serialize(encoding, params.body) as BodyInit | undefined;
    const request = new Request(this.config.resolvePath(path, search), {
      method,
      body,
      ...this.config.mergeRequestInitWithDefaults(requestInit),
    });
    if (typeof body === 'string' && encoding === 'json') {
      request.headers.set('Content-Type', 'application/json');
    }
    return request;
  }
}

/**
 * masto's Mastodon hook, but featuring a hashtag goes as a multipart form (SPEC §7): masto looks
 * for the misspelt path `/api/v1/featured_tag` and sends it as JSON.
 */
class MastodonHook extends HttpActionDispatcherHookMastodon {
  override beforeDispatch(action: AnyAction): HttpAction {
    const prepared = super.beforeDispatch(action);
    if (prepared.type === 'create' && prepared.path === '/api/v1/featured_tags') {
      return { ...prepared, meta: { ...prepared.meta, encoding: 'multipart-form' } };
    }
    return prepared;
  }
}

/** A masto client (`context` "api" for REST, "oauth" for the OAuth endpoints) on that HTTP layer. */
export function createClient<T>(props: MastoHttpConfigProps, context: 'api' | 'oauth'): T {
  const http = new StatusFirstHttp(new HttpConfigImpl(props, serializer), !props.accessToken);
  const dispatcher = new HttpActionDispatcher(http, new MastodonHook(http));
  return createActionProxy<T>(dispatcher, { context: [context] });
}
