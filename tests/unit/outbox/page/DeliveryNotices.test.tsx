import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { DeliveryNotices } from '../../../../src/outbox/page/DeliveryNotices';
import { closeOutboxEvents, publishOutboxEvent } from '../../../../src/outbox/shared/outboxEvents';
import { renderPage } from '../../render';

afterEach(closeOutboxEvents);

const busyEvent = (title: string, waited: boolean) =>
  ({ type: 'busy', idempotencyKey: title, kind: 'enquiry', title, until: Date.now() + 120_000, waited }) as const;

describe('the notices of a server that asked to wait', () => {
  it('tell of a later attempt; the first attempt is told by its own form', async () => {
    renderPage(<DeliveryNotices />);

    publishOutboxEvent(busyEvent('Recruiting enquiry from First', false));
    publishOutboxEvent(busyEvent('Recruiting enquiry from Later', true));

    expect(
      await screen.findByText(
        /^Recruiting enquiry from Later is saved on this device\. The server is busy and asked us to wait\. It will be sent automatically in (1|2) min\.$/,
      ),
    ).toBeTruthy();
    // Published before the later one, so it would be on screen by now had it been shown.
    expect(screen.queryByText(/Recruiting enquiry from First/)).toBeNull();
  });
});
