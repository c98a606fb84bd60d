/** Reads the device, then checks each saved job against the server (online). */
export async function startSavedJobsList(): Promise<void> {
  const logic = await import('./savedJobsLogic');
  await logic.start();
  await logic.checkSavedJobs();
}
