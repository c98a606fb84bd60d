import { Button, type ButtonProps } from '@mantine/core';

import { loadOnce } from '../browser/loadOnce';
import { pathInLanguage } from '../domain/languages';
import { detailLink } from '../domain/routes';
import { useLanguage, useT } from '../i18n/useT';
import { circle, icon } from './icons';
import type { SharedLink } from './shareLink';

const IconShare = icon(
  'IconShare',
  circle(18, 5, 2.5),
  circle(6, 12, 2.5),
  circle(18, 19, 2.5),
  'm8.2 13.3 7.6 4.4M15.8 6.3l-7.6 4.4',
);

/** The share code (the share sheet, the copy, the notice): not in the first page, fetched on first use. */
const shareCode = loadOnce(() => import('./shareLink'));

interface Props {
  /** The detail page's route (domain/routes.ts) and the item's id: the link is its canonical ?id= address. */
  path: string;
  id: number;
  title: string;
  text: string;
  size?: ButtonProps['size'];
}

/**
 * docs/PRODUCT.md "Share": shares a job, company or article page. Only the button is in the page;
 * its code is fetched when a pointer comes near or the button gets focus, so it is usually here by
 * the press, which matters: a browser opens its share sheet or writes the clipboard only right
 * after the visitor's gesture.
 */
export function ShareButton({ path, id, title, text, size }: Props) {
  const t = useT();
  const language = useLanguage();
  const prefetch = () => void shareCode.load().catch(() => undefined);
  const share = () => {
    // The page's own address, in its language (/ta/showjobdetails?id=3): a shared link opens in it.
    const url = new URL(pathInLanguage(detailLink(path, id).to, language), window.location.origin).href;
    const link: SharedLink = { title, text, url };
    const words = { copied: t('share.copied'), copyFailed: t('share.copyFailed') };
    const code = shareCode.loaded();
    if (code) void code.shareLink(link, words);
    else
      shareCode.load().then(
        (loaded) => void loaded.shareLink(link, words),
        (error: unknown) => console.error('Share could not load', error),
      );
  };
  return (
    <Button
      variant="default"
      size={size}
      leftSection={<IconShare size={18} />}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={share}
    >
      {t('share.button')}
    </Button>
  );
}
