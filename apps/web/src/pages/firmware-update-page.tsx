import { FirmwareScreen } from '../features/firmware/FirmwareScreen';

/** /settings/firmware-update */
export default function FirmwareUpdatePage() {
  return <FirmwareScreen />;
}
