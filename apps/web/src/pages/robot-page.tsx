import { RobotView } from '../features/robot/RobotView';

/** /robot: robot work orders and execution links. */
export default function RobotPage() {
  return <RobotView />;
}
