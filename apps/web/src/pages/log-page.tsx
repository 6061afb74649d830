import { LogsView } from '../features/logs/LogsView';

/** /solinftec/log: the planning and sending logs. */
export default function LogPage() {
  return <LogsView />;
}
