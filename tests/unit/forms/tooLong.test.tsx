import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { RecruitingEnquiryBlock } from '../../../src/features/enquiry/RecruitingEnquiryBlock';
import { submitEnquiry } from '../../../src/outbox/page/submit';
import { renderPage } from '../render';

vi.mock('../../../src/outbox/page/submit', () => ({ submitEnquiry: vi.fn(), submitApplication: vi.fn() }));

describe('the enquiry form with a too-long name', { timeout: 30_000 }, () => {
  it('says the name is too long (the shared schema), not that it is required, and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage(<RecruitingEnquiryBlock />);
    await user.click(screen.getByRole('button', { name: 'Start Recruiting Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Recruiting Now' });
    await user.click(within(dialog).getByLabelText('Full Name or Company Name', { exact: false }));
    await user.paste('K'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Full Name or Company Name must be at most 200 characters')).toBeTruthy();
    expect(within(dialog).queryByText('Full Name or Company Name is required')).toBeNull();
    expect(vi.mocked(submitEnquiry)).not.toHaveBeenCalled();
  });
});
