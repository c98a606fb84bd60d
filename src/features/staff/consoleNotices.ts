import { showNotice } from '../../components/notices';

/**
 * The console's confirmation of a save, through the site's one notice mechanism
 * (src/components/notices.ts). A failure is shown beside the control that failed instead, where
 * it stays until the next try: a notice that fades would let a lost change go unseen.
 */
export function noticeSaved(message: string): void {
  void showNotice({ color: 'green', title: 'Saved', message, autoClose: 4000 });
}
