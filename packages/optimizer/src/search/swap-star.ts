import type { LocalSearch } from './local-search';

/** SWAP* between route pairs (placeholder until measured useful). */
export function swapStar(_ls: LocalSearch): boolean {
  return false;
}
