import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/Page';
import { AccountSection } from './AccountSection';
import { KeyboardHelpSection } from './KeyboardHelpSection';
import { LanguagePicker } from './LanguagePicker';
import { PushSettings } from './PushSettings';
import { SettingsToggles } from './SettingsToggles';
import { SettingsTransfer } from './SettingsTransfer';
import { TranslationSettings } from './TranslationSettings';

export function SettingsPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Settings`}>
      <AccountSection />
      <LanguagePicker />
      <SettingsToggles />
      <TranslationSettings />
      <PushSettings />
      <SettingsTransfer />
      <KeyboardHelpSection />
    </Page>
  );
}
