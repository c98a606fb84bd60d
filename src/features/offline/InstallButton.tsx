import { Button } from '@mantine/core';
import { useSyncExternalStore } from 'react';

import { externalStore, useStore } from '../../browser/externalStore';
import { optionalPart } from '../../components/optionalPart';
import { useT } from '../../i18n/useT';
import { installButtonLook } from './installButtonLook';
import { installPrompt, isIosBrowserTab, promptInstall } from './installPrompt';

interface HintProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** Until the how-to's code arrives the same button stands in, so a tap made meanwhile opens it. */
function StandInInstallButton({ onChange }: HintProps) {
  const t = useT();
  return <Button {...installButtonLook(t('install.button'))} onClick={() => onChange(true)} />;
}

// The how-to's Popover (and floating-ui under it) is only for iOS Safari: not in the first page's
// code. Should it not download (the connection dropped), the stand-in stays, never the route's
// error screen, and the code is fetched again once the browser is back online.
const IosInstallHint = optionalPart<HintProps>(async () => (await import('./IosInstallHint')).default, StandInInstallButton);

const noSubscription = () => () => undefined;

/**
 * Whether the iOS how-to is open, kept outside the component: the header is mounted anew when the
 * first page's code arrives (the router's fallback header gives way to the layout's), and a tap
 * made meanwhile, common on a slow phone, must not be lost with the old header.
 */
const howToOpened = externalStore(false);
const setHowToOpened = (opened: boolean) => howToOpened.set(opened);

/**
 * "Install app": the browser's own dialog where it offered one (beforeinstallprompt), or on iOS
 * Safari, which has none, a short how-to. Nothing where the app is installed or not installable.
 */
export function InstallButton() {
  const t = useT();
  const prompt = useStore(installPrompt);
  const iosTab = useSyncExternalStore(noSubscription, isIosBrowserTab, () => false);
  const opened = useStore(howToOpened);

  if (prompt) {
    return <Button {...installButtonLook(t('install.button'))} onClick={() => void promptInstall()} />;
  }
  if (!iosTab) return null;
  return <IosInstallHint opened={opened} onChange={setHowToOpened} />;
}
