import './overlayStyles';

import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The close button's accessible name, in the page's language ("Close"). */
  closeLabel: string;
  children: ReactNode;
  size?: string;
  /** Above Mantine's default 200 for a dialog that opens over another one. */
  zIndex?: number;
}

/**
 * The site's dialog: Mantine's Modal (focus trapped, Escape closes, page behind hidden from
 * assistive technology), with two accessibility fixes. Its header is a <div>: Mantine renders a
 * <header>, which inside role="dialog" counts as a second banner landmark (axe reports
 * landmark-no-duplicate-banner). And its close button is labelled.
 */
export function SiteModal({ title, closeLabel, children, ...root }: Props) {
  return (
    <Modal.Root centered {...root}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700} fz="lg">
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label={closeLabel} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
