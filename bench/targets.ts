/** The API's performance targets on the 2-core machine (docs/PERFORMANCE.md). */
export const P99_TARGET_MS = 50;

export interface Scenario {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** The status every answer should have. */
  status: number;
  /** Requests per second the scenario should reach at 50 connections. */
  minRequestsPerSecond: number;
}
