/** Delay before retry number `attempt` (1, 2, …) of a save the network refused: 2 s doubling to 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(2000 * 2 ** Math.max(0, attempt - 1), 30000);
}
