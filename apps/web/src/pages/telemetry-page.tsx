import { TelemetryView } from '../features/dashboard/TelemetryView';

/** /telemetry: a machine's reported values over time. */
export default function TelemetryPage() {
  return <TelemetryView />;
}
