import { Trans } from '@lingui/react/macro';
import { appConfig } from '../lib/config';

export function Footer() {
  const { privacyPolicyUrl, websiteUrl } = appConfig;
  if (!privacyPolicyUrl && !websiteUrl) return null;
  return (
    <footer className="app-footer">
      {websiteUrl && (
        <a href={websiteUrl} target="_blank" rel="noopener noreferrer">
          <Trans comment="Link to the website of this app">Website</Trans>
        </a>
      )}
      {privacyPolicyUrl && (
        <a href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
          <Trans>Privacy policy</Trans>
        </a>
      )}
    </footer>
  );
}
