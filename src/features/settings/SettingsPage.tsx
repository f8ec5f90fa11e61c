import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/Page';
import '../../styles/settings.css';
import { AccountSection } from './AccountSection';
import { AppearanceSettings } from './AppearanceSettings';
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
      <AppearanceSettings />
      <SettingsToggles />
      <TranslationSettings />
      <PushSettings />
      <SettingsTransfer />
      <KeyboardHelpSection />
    </Page>
  );
}
