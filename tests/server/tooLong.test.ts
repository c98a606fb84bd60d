import { describe, expect, it } from 'vitest';

import { apiPaths } from '../../src/contract/paths';
import { applicationForm } from './support/forms';
import { testAppForThisBlock } from './support/testApp';

describe('a too-long field sent to the server', () => {
  const t = testAppForThisBlock();

  it('is a 400 that says it is too long, not that it is required', async () => {
    const res = await t.request(apiPaths.application, {
      method: 'POST',
      body: applicationForm({ fields: { fullname: 'P'.repeat(201) } }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors).toEqual({ fullname: 'Full Name must be at most 200 characters' });
    expect(body.message).toBe('Please check the form: Full Name must be at most 200 characters.');
  });
});
