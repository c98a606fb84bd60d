/** "shortlisted" → "Shortlisted": the pipeline's words as staff read them. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
