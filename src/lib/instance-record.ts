import * as v from 'valibot';

/** What Petrel reads from an instance, whatever its API version (camelCased by masto). */
export interface InstanceRecord {
  uri: string;
  domain: string;
  version: string;
  /** `api_versions` (Mastodon 4.3+): API level numbers per implementation, e.g. `{ mastodon: 7 }`. */
  apiVersions: Record<string, number>;
  configuration: {
    statuses: {
      maxMediaAttachments?: number;
      maxCharacters?: number;
      charactersReservedPerUrl?: number;
    };
    polls: {
      maxCharactersPerOption?: number;
      maxExpiration?: number;
      maxOptions?: number;
      minExpiration?: number;
    };
    vapid: { publicKey?: string };
    /** Absent in records stored by older versions. */
    mediaAttachments?: {
      supportedMimeTypes?: string[];
      imageSizeLimit?: number;
      imageMatrixLimit?: number;
      videoSizeLimit?: number;
      descriptionLimit?: number;
    };
    urls: { streaming?: string };
    /** Absent when the server does not say (v1 instances, records stored by older versions). */
    translation?: { enabled?: boolean };
    /** `configuration.accounts` (Mastodon 4.4+), when the server says. */
    accounts?: { maxProfileFields?: number };
  };
  urls: { streamingApi?: string };
  /** Absent in records stored by older versions. */
  registrations?: { enabled: boolean; url?: string };
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
function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}
function apiLevel(value: unknown): number | undefined {
  const level = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof level === 'number' && Number.isInteger(level) && level >= 0 ? level : undefined;
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
  const media = obj(configuration.mediaAttachments);
  const mimeTypes = Array.isArray(media.supportedMimeTypes)
    ? media.supportedMimeTypes.filter((type): type is string => typeof type === 'string')
    : undefined;
  const pollLimits = obj(data.pollLimits);
  const streaming = firstDefined(
    str(obj(configuration.urls).streaming),
    str(obj(data.urls).streamingApi),
  );
  const domain = str(data.domain) ?? str(data.uri) ?? host;
  const apiVersions: Record<string, number> = {};
  for (const [name, value] of Object.entries(obj(data.apiVersions))) {
    const level = apiLevel(value);
    if (level !== undefined) apiVersions[name] = level;
  }
  // v2: `registrations: { enabled, url }`; v1: `registrations: boolean`.
  const registrations = obj(data.registrations);
  const registrationsOpen = firstDefined(bool(data.registrations), bool(registrations.enabled));
  const translation = bool(obj(configuration.translation).enabled);
  const maxProfileFields = num(obj(configuration.accounts).maxProfileFields);
  // Pleroma says one `upload_limit` for every file.
  const mediaAttachments = compact({
    supportedMimeTypes: mimeTypes,
    imageSizeLimit: firstDefined(num(media.imageSizeLimit), num(data.uploadLimit)),
    imageMatrixLimit: num(media.imageMatrixLimit),
    videoSizeLimit: firstDefined(num(media.videoSizeLimit), num(data.uploadLimit)),
    descriptionLimit: num(media.descriptionLimit),
  });
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
        charactersReservedPerUrl: num(statuses.charactersReservedPerUrl),
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
      ...(Object.keys(mediaAttachments).length > 0 ? { mediaAttachments } : {}),
      urls: compact({ streaming }),
      ...(translation === undefined ? {} : { translation: { enabled: translation } }),
      ...(maxProfileFields === undefined ? {} : { accounts: { maxProfileFields } }),
    },
    urls: compact({ streamingApi: streaming }),
    ...(registrationsOpen === undefined
      ? {}
      : {
          registrations: compact({
            enabled: registrationsOpen,
            url: str(registrations.url),
          }),
        }),
  };
}

const optionalNumber = v.optional(v.number());
const optionalString = v.optional(v.string());

const STORED_INSTANCE_RECORD = v.object({
  uri: v.string(),
  domain: v.string(),
  version: v.string(),
  // Missing in the first records; they held the levels as strings ("7").
  apiVersions: v.optional(
    v.record(
      v.string(),
      v.union([v.number(), v.pipe(v.string(), v.digits(), v.transform(Number))]),
    ),
    {},
  ),
  configuration: v.object({
    statuses: v.object({
      maxMediaAttachments: optionalNumber,
      maxCharacters: optionalNumber,
      charactersReservedPerUrl: optionalNumber,
    }),
    polls: v.object({
      maxCharactersPerOption: optionalNumber,
      maxExpiration: optionalNumber,
      maxOptions: optionalNumber,
      minExpiration: optionalNumber,
    }),
    vapid: v.object({ publicKey: optionalString }),
    mediaAttachments: v.optional(
      v.object({
        supportedMimeTypes: v.optional(v.array(v.string())),
        imageSizeLimit: optionalNumber,
        imageMatrixLimit: optionalNumber,
        videoSizeLimit: optionalNumber,
        descriptionLimit: optionalNumber,
      }),
    ),
    urls: v.object({ streaming: optionalString }),
    translation: v.optional(v.object({ enabled: v.optional(v.boolean()) })),
    accounts: v.optional(v.object({ maxProfileFields: optionalNumber })),
  }),
  urls: v.object({ streamingApi: optionalString }),
  registrations: v.optional(v.object({ enabled: v.boolean(), url: optionalString })),
}) satisfies v.GenericSchema<unknown, InstanceRecord>;

/**
 * An instance record read back from storage, as stored by this or an older version; null for
 * anything else, so the record is fetched again.
 */
export function parseStoredInstanceRecord(stored: unknown): InstanceRecord | null {
  const result = v.safeParse(STORED_INSTANCE_RECORD, stored);
  return result.success ? result.output : null;
}
