import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

import { parseLabSettings } from '../../domain/networkLab';
import { useLanguage, useT } from '../../i18n/useT';
import { stopSimulation } from './labControl';
import { clockTime, labDescription } from './labTexts';
import { watchSimulation } from './simulationControl';

/**
 * Fixed above the site's header, which moves down by its height (--lab-banner-height, set below):
 * it covers no button. Inline, so the lab's code is one file (no stylesheet of its own to list).
 */
const STRIP_STYLE = {
  position: 'fixed',
  inset: '0 0 auto',
  zIndex: 101,
  background: 'var(--mantine-color-yellow-3)',
  color: 'var(--mantine-color-black)',
  padding: '6px 12px',
  textAlign: 'center',
} as const;

/**
 * The strip on every page while the network lab simulates a network (docs/OFFLINE.md): says which,
 * until when, and stops it in one tap. Its code is fetched only while a simulation is on
 * (src/app/SimulationBannerSlot.tsx), with the lab's texts, so no other visit pays for it. It travels in the lab page's chunk
 * (NetworkLabPage.tsx exports it): one file to fetch, one name in the first page's list of chunks.
 */
export function SimulationBanner({ flag }: { flag: string }) {
  const t = useT();
  const language = useLanguage();
  // The page's copy was checked only roughly on the way here (src/networkLab/simulation.ts).
  const lab = parseLabSettings(JSON.parse(flag));
  const description = lab && labDescription(lab);
  useEffect(watchSimulation, []);
  const [stopping, setStopping] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--lab-banner-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--lab-banner-height');
    };
  }, []);
  return (
    <div ref={strip} style={STRIP_STYLE} role="region" aria-label={t('lab.bannerLabel')}>
      <Group justify="center" gap="xs" wrap="wrap">
        <Text size="sm" fw={600} role="status">
          {lab && description
            ? t('lab.bannerOn', {
                simulation: t(description.id, description.values),
                time: clockTime(lab.until, language, false),
              })
            : t('lab.bannerUnknown')}
        </Text>
        <Button
          size="compact-sm"
          color="dark"
          loading={stopping}
          onClick={() => {
            setStopping(true);
            void stopSimulation().catch(() => setStopping(false));
          }}
        >
          {t('lab.stop')}
        </Button>
      </Group>
    </div>
  );
}
