import { LoadsScreen } from '../features/loads/LoadsScreen';

/** /mix-operator (and /mix): the day's loads of the yard. */
export default function MixOperatorPage() {
  return <LoadsScreen />;
}
