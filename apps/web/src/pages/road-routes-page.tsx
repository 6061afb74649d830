import { RoadRoutesView } from '../features/road-routes/RoadRoutesView';

/** /routes: the day's road routes of each machine. */
export default function RoadRoutesPage() {
  return <RoadRoutesView />;
}
