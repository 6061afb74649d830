/**
 * Adaptive penalties on time warp and load excess: every `interval` educated solutions the share
 * that was feasible on each constraint is compared with the target and the penalty raised or
 * lowered (Vidal et al. 2012), so the search moves along the border of feasibility.
 */
export class PenaltyManager {
  timeWarp: number;
  load: number;
  private readonly target: number;
  private readonly interval: number;
  private feasibleWarp = 0;
  private feasibleLoad = 0;
  private count = 0;
  private readonly minimum: [number, number];

  constructor(timeWarp: number, load: number, target = 0.2, interval = 50) {
    this.timeWarp = timeWarp;
    this.load = load;
    this.target = target;
    this.interval = interval;
    this.minimum = [timeWarp * 1e-3, load * 1e-3];
  }

  /** Records one solution; returns true when the penalties changed. */
  register(timeWarp: number, excess: number): boolean {
    this.count++;
    if (timeWarp <= 1e-6) this.feasibleWarp++;
    if (excess <= 1e-9) this.feasibleLoad++;
    if (this.count < this.interval) return false;
    this.timeWarp = this.adjust(this.timeWarp, this.feasibleWarp / this.count, this.minimum[0]);
    this.load = this.adjust(this.load, this.feasibleLoad / this.count, this.minimum[1]);
    this.count = 0;
    this.feasibleWarp = 0;
    this.feasibleLoad = 0;
    return true;
  }

  private adjust(penalty: number, feasibleShare: number, minimum: number): number {
    if (feasibleShare < this.target - 0.05) return Math.min(penalty * 1.2, 1e15);
    if (feasibleShare > this.target + 0.05) return Math.max(penalty * 0.85, minimum);
    return penalty;
  }
}
