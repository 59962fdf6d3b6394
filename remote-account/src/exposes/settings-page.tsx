import { SettingsView } from '../features/settings/components/settings-view';

/** `remote_account/SettingsPage`, mounted by the host at /settings. */
export default function SettingsPage() {
  return <SettingsView />;
}
