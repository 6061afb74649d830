import { IntegrationSettingsForm } from '../features/integration/IntegrationSettingsForm';

/** /settings/integration: the branch's farm-system connection. */
export default function IntegrationSettingsPage() {
  return <IntegrationSettingsForm />;
}
