import { Text } from '@mantine/core';

import { staffPaths } from '../../contract/staff';
import { ENQUIRY_STATUSES } from '../../domain/staffInbox';
import { ContactLinks } from './ContactLinks';
import { InboxPanel } from './InboxPanel';
import { staffApi } from './staffApi';

/** Recruiting enquiries from companies, and whether someone has got back to them. */
export function EnquiriesPanel() {
  return (
    <InboxPanel
      kind="enquiries"
      noun="enquiry"
      statuses={ENQUIRY_STATUSES}
      fetchPage={staffApi.enquiries}
      update={staffApi.updateEnquiry}
      csvPath={staffPaths.enquiriesCsv}
      searchLabel="Search company or email"
      title={(e) => e.companyName}
      details={(e) => (
        <>
          <Text size="sm">
            Hiring: <strong>{e.jobTitle}</strong>
          </Text>
          <ContactLinks email={e.email} phone={e.phone} />
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {e.description}
          </Text>
        </>
      )}
    />
  );
}
