import { IntegrationV2View } from '../features/integration/IntegrationV2View';

/** /integrationv2: the farm-system integration. */
export default function IntegrationV2Page() {
  return <IntegrationV2View />;
}
