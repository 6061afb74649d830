import { EquipmentList } from '../features/equipment/EquipmentList';

/** /records/equipment */
export default function EquipmentPage() {
  return <EquipmentList />;
}
