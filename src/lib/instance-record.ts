/** What Petrel reads from an instance, whatever its API version (camelCased by masto). */
export interface InstanceRecord {
  uri: string;
  domain: string;
  version: string;
  apiVersions: Record<string, string>;
  configuration: {
    statuses: { maxMediaAttachments?: number; maxCharacters?: number };
    polls: {
      maxCharactersPerOption?: number;
      maxExpiration?: number;
      maxOptions?: number;
      minExpiration?: number;
    };
    vapid: { publicKey?: string };
    urls: { streaming?: string };
  };
  urls: { streamingApi?: string };
}

type Json = Record<string, unknown>;

function obj(value: unknown): Json {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}
function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
function str(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}
function firstDefined<T>(...values: (T | undefined)[]): T | undefined {
  return values.find((value) => value !== undefined);
}
function compact<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

/**
 * Builds the instance record from a v2 or v1 instance response. Older field names
 * (`maxMediaAttachments`, `maxTootChars`, `pollLimits`) are mapped onto the newer ones.
 */
export function toInstanceRecord(raw: unknown, host: string): InstanceRecord {
  const data = obj(raw);
  const configuration = obj(data.configuration);
  const statuses = obj(configuration.statuses);
  const polls = obj(configuration.polls);
  const pollLimits = obj(data.pollLimits);
  const streaming = firstDefined(
    str(obj(configuration.urls).streaming),
    str(obj(data.urls).streamingApi),
  );
  const domain = str(data.domain) ?? str(data.uri) ?? host;
  const apiVersions = Object.fromEntries(
    Object.entries(obj(data.apiVersions)).filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>;
  return {
    uri: str(data.uri) ?? domain,
    domain,
    version: str(data.version) ?? '',
    apiVersions,
    configuration: {
      statuses: compact({
        maxMediaAttachments: firstDefined(
          num(statuses.maxMediaAttachments),
          num(data.maxMediaAttachments),
        ),
        maxCharacters: firstDefined(num(statuses.maxCharacters), num(data.maxTootChars)),
      }),
      polls: compact({
        maxCharactersPerOption: firstDefined(
          num(polls.maxCharactersPerOption),
          num(pollLimits.maxOptionChars),
        ),
        maxExpiration: firstDefined(num(polls.maxExpiration), num(pollLimits.maxExpiration)),
        maxOptions: firstDefined(num(polls.maxOptions), num(pollLimits.maxOptions)),
        minExpiration: firstDefined(num(polls.minExpiration), num(pollLimits.minExpiration)),
      }),
      vapid: compact({ publicKey: str(obj(configuration.vapid).publicKey) }),
      urls: compact({ streaming }),
    },
    urls: compact({ streamingApi: streaming }),
  };
}
