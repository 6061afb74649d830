import { SeasonPlanningView } from '../features/season-planning/SeasonPlanningView';

/** /season-planning: the season's area against the branch's capacity (en-ca, behind the feature check). */
export default function SeasonPlanningPage() {
  return <SeasonPlanningView />;
}
