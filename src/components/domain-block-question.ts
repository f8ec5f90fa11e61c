import type { useLingui } from '@lingui/react/macro';

/** The question asked before blocking a whole domain (from a profile or the Blocked screen). */
export function domainBlockQuestion(t: ReturnType<typeof useLingui>['t'], domain: string): string {
  return t`Block everything from ${domain}? You will not see posts or notifications from it, and your followers there will be removed.`;
}
