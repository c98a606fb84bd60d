import { useEffect } from 'react';

import { externalStore, useStore } from '../../browser/externalStore';
import { optionalPart } from '../../components/optionalPart';
import { outboxPanelCode } from './outboxPanelCode';
import { useOutboxItems } from './useOutboxItems';

// The outbox panel (a Drawer and its actions) is code of its own, loaded once something is kept
// (waiting or refused); the forms fetch it with theirs (outboxPanelCode.ts). Should it still be
// missing offline, nothing is drawn (never the route's error screen) until it can be fetched.
const OutboxPanel = optionalPart(() => outboxPanelCode.load());

/**
 * Set for good once the outbox first holds an item: the panel then stays mounted (it may be open
 * on an emptied list), also across the header's remount when the first page's code arrives.
 */
const outboxPanelWanted = externalStore(false);

/** The header's "Waiting to send" badge and panel, drawn once the outbox first holds something. */
export function WaitingSubmissions() {
  const anyKept = (useOutboxItems()?.length ?? 0) > 0;
  const wanted = useStore(outboxPanelWanted);
  useEffect(() => {
    if (anyKept) outboxPanelWanted.set(true);
  }, [anyKept]);
  return wanted ? <OutboxPanel /> : null;
}
