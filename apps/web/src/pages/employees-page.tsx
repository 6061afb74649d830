import { EmployeesList } from '../features/employees/EmployeesList';

/** /records/employees */
export default function EmployeesPage() {
  return <EmployeesList />;
}
