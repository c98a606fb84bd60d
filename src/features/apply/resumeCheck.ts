import { checkResumeContent, resumeFileProblem } from '../../domain/resume';

/**
 * The resume's checks in the browser, before upload: the rules and messages are the domain's
 * (src/domain/resume.ts), which the server runs again. The size limit is the server's.
 */

/** Name and size: checked with the rest of the form. */
export function resumeProblem(file: File | null, maxBytes: number): string | null {
  return resumeFileProblem(file, maxBytes)?.message ?? null;
}

/** Reads the whole file (at most the size limit) and checks it is, by its structure, the document its name promises. */
export async function resumeContentCheck(file: File): Promise<string | null> {
  const checked = await checkResumeContent(file.name, new Uint8Array(await file.arrayBuffer()));
  return checked.ok ? null : checked.problem.message;
}
