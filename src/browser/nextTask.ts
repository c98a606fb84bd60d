/** In the browser, a new task: what follows no longer lengthens the one that called it. On the server, at once. */
export const nextTask = (): Promise<void> =>
  typeof window === 'undefined' ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, 0));
