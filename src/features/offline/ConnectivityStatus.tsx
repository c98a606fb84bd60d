/** Placeholder until the offline issue: connection state, waiting submissions, install and update prompts. */
export function ConnectivityStatus() {
  return null;
}
