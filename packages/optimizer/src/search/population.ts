import type { Random } from './random';
import { brokenPairsDistance, costDifference } from './individual';
import type { Individual } from './individual';

/** Sizes of the population (Vidal 2022 defaults). */
export interface PopulationParams {
  readonly minimumSize: number;
  readonly generationSize: number;
  readonly elite: number;
  readonly closest: number;
}

export const DEFAULT_POPULATION: PopulationParams = {
  minimumSize: 25,
  generationSize: 40,
  elite: 4,
  closest: 5,
};

/**
 * Feasible and infeasible sub-populations ranked by biased fitness: cost rank plus diversity rank
 * (mean broken-pairs distance to the closest members), so the search keeps varied good solutions.
 */
export class Population {
  readonly feasible: Individual[] = [];
  readonly infeasible: Individual[] = [];
  private readonly params: PopulationParams;
  private readonly candidates: Int32Array;
  private timeWarpPenalty = 1;
  private loadPenalty = 1;
  /** Whether a sub-population changed since its fitness was last computed. */
  private readonly stale = new Set<Individual[]>();

  constructor(params: PopulationParams, candidates: Int32Array) {
    this.params = params;
    this.candidates = candidates;
  }

  get size(): number {
    return this.feasible.length + this.infeasible.length;
  }

  setPenalties(timeWarp: number, load: number): void {
    this.timeWarpPenalty = timeWarp;
    this.loadPenalty = load;
    this.stale.add(this.infeasible);
  }

  add(individual: Individual): void {
    const group = individual.isFeasible ? this.feasible : this.infeasible;
    for (const other of group) {
      const d = brokenPairsDistance(individual, other, this.candidates);
      individual.distances.set(other, d);
      other.distances.set(individual, d);
    }
    group.push(individual);
    this.stale.add(group);
    if (group.length > this.params.minimumSize + this.params.generationSize) this.selectSurvivors(group);
  }

  clear(): void {
    this.feasible.length = 0;
    this.infeasible.length = 0;
    this.stale.clear();
  }

  /** Binary tournament on biased fitness over both sub-populations. */
  select(rng: Random): Individual {
    for (const group of this.stale) this.updateFitness(group);
    this.stale.clear();
    const total = this.size;
    const pick = (): Individual => {
      const i = rng.int(total);
      return i < this.feasible.length ? this.feasible[i]! : this.infeasible[i - this.feasible.length]!;
    };
    const a = pick();
    const b = pick();
    return a.biasedFitness < b.biasedFitness ? a : b;
  }

  private readonly closest = new Float64Array(16);

  private averageClosest(individual: Individual): number {
    // The k smallest distances by insertion into a short sorted buffer.
    const k = Math.min(this.params.closest, individual.distances.size, this.closest.length);
    if (k === 0) return 0;
    const best = this.closest;
    let filled = 0;
    for (const d of individual.distances.values()) {
      if (filled === k && d >= best[k - 1]!) continue;
      let i = filled < k ? filled++ : k - 1;
      while (i > 0 && best[i - 1]! > d) {
        best[i] = best[i - 1]!;
        i--;
      }
      best[i] = d;
    }
    let sum = 0;
    for (let i = 0; i < k; i++) sum += best[i]!;
    return sum / k;
  }

  private updateFitness(group: Individual[]): void {
    if (group.length === 0) return;
    group.sort((a, b) => costDifference(a, b, this.timeWarpPenalty, this.loadPenalty));
    if (group.length === 1) {
      group[0]!.biasedFitness = 0;
      return;
    }
    const diversity = group.map((ind, rank) => ({ rank, value: -this.averageClosest(ind) }));
    diversity.sort((a, b) => a.value - b.value);
    const size = group.length;
    const weight = 1 - this.params.elite / size;
    diversity.forEach((entry, divRank) => {
      group[entry.rank]!.biasedFitness = entry.rank / (size - 1) + (weight * divRank) / (size - 1);
    });
  }

  private remove(group: Individual[], individual: Individual): void {
    this.stale.add(group);
    group.splice(group.indexOf(individual), 1);
    for (const other of group) other.distances.delete(individual);
  }

  private selectSurvivors(group: Individual[]): void {
    while (group.length > this.params.minimumSize) {
      this.updateFitness(group);
      let worst: Individual | undefined;
      let worstIsClone = false;
      for (const ind of group) {
        let isClone = false;
        for (const d of ind.distances.values()) {
          if (d < 1e-9) {
            isClone = true;
            break;
          }
        }
        if (
          !worst ||
          (isClone && !worstIsClone) ||
          (isClone === worstIsClone && ind.biasedFitness > worst.biasedFitness)
        ) {
          worst = ind;
          worstIsClone = isClone;
        }
      }
      this.remove(group, worst!);
    }
  }
}
