import { checkResumeContent, resumeFileProblem, type ResumeWords, wordResumeProblem } from '../../domain/resume';

/**
 * The resume's checks in the browser, before upload: the rules are the domain's (src/domain/resume),
 * which the server runs again; the words are the page's (resumeWords.ts). The size limit is the server's.
 */

/** Name and size: checked with the rest of the form. */
export function resumeProblem(file: File | null, maxBytes: number, words: ResumeWords): string | null {
  const problem = resumeFileProblem(file, maxBytes);
  return problem ? wordResumeProblem(problem.wording, words) : null;
}

/** Reads the whole file (at most the size limit) and checks it is, by its structure, the document its name promises. */
export async function resumeContentCheck(file: File, words: ResumeWords): Promise<string | null> {
  const checked = await checkResumeContent(file.name, new Uint8Array(await file.arrayBuffer()));
  return checked.ok ? null : wordResumeProblem(checked.problem.wording, words);
}
