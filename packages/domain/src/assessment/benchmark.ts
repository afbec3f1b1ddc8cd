import { MIN_PEER_GROUP } from './profile.ts';

export interface PeerCounts {
  /** Peers (other finished assessments in the same size band and sector, no staff test runs). */
  peers: number;
  below: number;
  equal: number;
}

/**
 * The percentile of a score among its peers: the share scoring lower, counting ties as half
 * (the usual "percentile rank"), to the nearest whole number. null below the minimum group size,
 * where a percentile would say more about a handful of companies than about the field.
 */
export function percentileRank({ peers, below, equal }: PeerCounts): number | null {
  if (peers < MIN_PEER_GROUP) return null;
  return Math.round(((below + equal / 2) * 100) / peers);
}
