import { GroupList } from '../features/equipment-groups/GroupList';

/** /settings/order-configurations */
export default function EquipmentGroupsPage() {
  return <GroupList />;
}
