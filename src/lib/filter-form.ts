import type { mastodon } from 'masto';
import { detectSoftware, serverVersion, versionAtLeast } from './capabilities';
import type { InstanceRecord } from './instance-record';
import type { NodeInfo } from './nodeinfo';

type Filter = mastodon.v2.Filter;
type FilterContext = mastodon.v2.FilterContext;
type FilterAction = mastodon.v2.FilterAction;

/** Mastodon's five filter contexts, in the order the form shows them. */
export const FILTER_CONTEXTS: readonly FilterContext[] = [
  'home',
  'notifications',
  'public',
  'thread',
  'account',
];

/** How long a filter lasts, in seconds from saving (0: until removed). */
export const FILTER_EXPIRY_CHOICES = [0, 1800, 3600, 21_600, 43_200, 86_400, 604_800] as const;
export type FilterExpiryChoice = (typeof FILTER_EXPIRY_CHOICES)[number];

/** Editing a filter that already expires: 'keep' leaves its expiry as it is. */
export type FilterExpiry = FilterExpiryChoice | 'keep';

export interface KeywordDraft {
  /** The server's id of a keyword that exists; none for a new one. */
  id?: string;
  keyword: string;
  wholeWord: boolean;
}

export interface FilterFormValues {
  title: string;
  keywords: KeywordDraft[];
  context: FilterContext[];
  action: FilterAction;
  expiry: FilterExpiry;
}

export const EMPTY_FILTER_FORM: FilterFormValues = {
  title: '',
  keywords: [],
  context: ['home', 'public', 'thread'],
  action: 'warn',
  expiry: 0,
};

/** The form filled from a filter; its expiry is kept unless the person picks another. */
export function formFromFilter(filter: Filter): FilterFormValues {
  return {
    title: filter.title,
    keywords: filter.keywords.map(({ id, keyword, wholeWord }) => ({ id, keyword, wholeWord })),
    context: FILTER_CONTEXTS.filter((context) => filter.context.includes(context)),
    action: filter.filterAction,
    expiry: filter.expiresAt ? 'keep' : 0,
  };
}

export type FilterFormProblem = 'title' | 'context';

/** What must be fixed before saving: a title and at least one context (keywords may be none). */
export function filterFormProblems(values: FilterFormValues): FilterFormProblem[] {
  const problems: FilterFormProblem[] = [];
  if (!values.title.trim()) problems.push('title');
  if (values.context.length === 0) problems.push('context');
  return problems;
}

type KeywordAttribute = NonNullable<
  mastodon.rest.v2.UpdateFilterParams['keywordsAttributes']
>[number];

/**
 * The keyword changes to send: new keywords, existing ones that changed (by id), and `_destroy`
 * for those removed. Blank keywords are left out; a kept keyword cleared to blank is removed.
 */
export function keywordChanges(
  before: readonly mastodon.v1.FilterKeyword[],
  after: readonly KeywordDraft[],
): KeywordAttribute[] {
  const changes: KeywordAttribute[] = [];
  const kept = new Set<string>();
  for (const draft of after) {
    const keyword = draft.keyword.trim();
    if (!keyword) continue;
    const original = draft.id ? before.find((entry) => entry.id === draft.id) : undefined;
    if (!original) {
      changes.push({ keyword, wholeWord: draft.wholeWord });
      continue;
    }
    kept.add(original.id);
    if (original.keyword !== keyword || original.wholeWord !== draft.wholeWord) {
      changes.push({ id: original.id, keyword, wholeWord: draft.wholeWord });
    }
  }
  for (const original of before) {
    if (!kept.has(original.id)) changes.push({ id: original.id, _destroy: true });
  }
  return changes;
}

/** `expires_in` for the request: seconds, null for never, undefined to leave it unchanged. */
function expiresIn(expiry: FilterExpiry): number | null | undefined {
  if (expiry === 'keep') return undefined;
  return expiry === 0 ? null : expiry;
}

/** The body of POST /api/v2/filters (new) or PUT /api/v2/filters/:id (`original` given). */
export function filterPayload(
  values: FilterFormValues,
  original?: Filter,
): mastodon.rest.v2.UpdateFilterParams & mastodon.rest.v2.CreateFilterParams {
  const payload = {
    title: values.title.trim(),
    context: FILTER_CONTEXTS.filter((context) => values.context.includes(context)),
    filterAction: values.action,
    keywordsAttributes: keywordChanges(original?.keywords ?? [], values.keywords),
  };
  const expires = expiresIn(values.expiry);
  return expires === undefined ? payload : { ...payload, expiresIn: expires };
}

/**
 * Whether the server takes the 'blur' action (Mastodon 4.4, API level 5 and later). Unknown
 * servers are not offered it: a wrong guess would fail the save.
 */
export function filterBlurOffered(
  record: InstanceRecord | null,
  nodeInfo: NodeInfo | null,
): boolean {
  if (detectSoftware(record, nodeInfo) !== 'mastodon') return false;
  const level = record?.apiVersions.mastodon;
  if (level !== undefined && level >= 5) return true;
  const version = serverVersion(record, nodeInfo);
  return version !== null && versionAtLeast(version, '4.4');
}

/** The actions the form offers: warn and hide, blur where the server has it or the filter uses it. */
export function filterActionsOffered(blur: boolean, current?: FilterAction): FilterAction[] {
  return blur || current === 'blur' ? ['warn', 'hide', 'blur'] : ['warn', 'hide'];
}

/** The values with a keyword still being typed (not added yet) added, so nothing typed is lost. */
export function withPendingKeyword(values: FilterFormValues, pending: string): FilterFormValues {
  const keyword = pending.trim();
  if (!keyword) return values;
  return { ...values, keywords: [...values.keywords, { keyword, wholeWord: true }] };
}

/** A filter duration as its largest whole unit, for display (a week reads as one week). */
export function expiryParts(seconds: number): {
  value: number;
  unit: 'minute' | 'hour' | 'day' | 'week';
} {
  if (seconds % 604_800 === 0) return { value: seconds / 604_800, unit: 'week' };
  if (seconds % 86_400 === 0) return { value: seconds / 86_400, unit: 'day' };
  if (seconds % 3600 === 0) return { value: seconds / 3600, unit: 'hour' };
  return { value: Math.round(seconds / 60), unit: 'minute' };
}
