import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConfirmQuestion } from './ConfirmDialog';

/** Asked before blocking an account (from its profile or the Blocked users screen). */
export function blockAccountQuestion(i18n: I18n, handle: string): ConfirmQuestion {
  return {
    title: i18n._(msg`Block ${handle}?`),
    detail: i18n._(
      msg`They will no longer follow you or see your posts, and you will not see theirs.`,
    ),
    confirmLabel: i18n._(
      msg({ message: 'Block', comment: 'Button: blocks an account or a whole server (verb)' }),
    ),
    danger: true,
  };
}

/** Asked before blocking a whole domain (from a profile or the Blocked domains screen). */
export function blockDomainQuestion(i18n: I18n, domain: string): ConfirmQuestion {
  return {
    title: i18n._(msg`Block ${domain}?`),
    detail: i18n._(
      msg`You will not see posts or notifications from this domain, and your followers there will be removed.`,
    ),
    confirmLabel: i18n._(msg`Block ${domain}`),
    danger: true,
  };
}
