import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { apiPaths } from '../../../src/contract/paths';
import { isNeverSavedPage, NEVER_SAVED_PAGES } from '../../../src/domain/neverSavedPages';
import { routes } from '../../../src/domain/routes';
import { pageCopyOf, savedPageTime } from '../../../src/features/offline/savedPage';
import { buildKeyOf } from '../../../sw/savedPages';

describe('pages never saved on the device', () => {
  it('covers the staff console and the personal pages, their sub-paths, in any case', () => {
    expect(NEVER_SAVED_PAGES).toContain(routes.staff);
    for (const path of ['/staff', '/staff/jobs', '/STAFF/jobs', '/saved-jobs', '/my-applications', '/network-lab/']) {
      expect(isNeverSavedPage(path), path).toBe(true);
    }
    for (const path of [routes.home, routes.findJobs, routes.jobDetails, '/staffing-news', '/saved-jobsite']) {
      expect(isNeverSavedPage(path), path).toBe(false);
    }
  });
});

describe("the saved pages' build key", () => {
  it('moves with any revision in the precache manifest, and only then', () => {
    const script = { url: 'assets/index-1.js', revision: null };
    const manifest = [{ url: 'index.html', revision: 'aaa' }, script];
    expect(buildKeyOf(manifest)).toBe(buildKeyOf(manifest.map((entry) => ({ ...entry }))));
    expect(buildKeyOf(manifest)).not.toBe(buildKeyOf([{ url: 'index.html', revision: 'aab' }, script]));
    expect(buildKeyOf(manifest)).toMatch(/^[0-9a-z]+$/);
  });
});

describe('a page answered from its saved copy', () => {
  it('reads the time its data block says it was saved', () => {
    document.body.innerHTML =
      '<script type="application/json" id="page-data" data-saved-at="2025-03-04T05:06:07.000Z">{}</script>';
    expect(savedPageTime(document)).toBe(Date.UTC(2025, 2, 4, 5, 6, 7));
    document.body.innerHTML = '<script type="application/json" id="page-data">{}</script>';
    expect(savedPageTime(document)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="page-data" data-saved-at="soon">{}</script>';
    expect(savedPageTime(document)).toBeNull();
  });

  it('is reported as the item it shows, else its first list, else the site', () => {
    const client = new QueryClient();
    expect(pageCopyOf(client, 1).path).toBe('/');
    client.setQueryData(['jobs', 'page', 'offset=0&limit=10'], { items: [] });
    expect(pageCopyOf(client, 1).path).toBe(apiPaths.jobs);
    client.setQueryData(['jobs', 12], { id: 12 });
    expect(pageCopyOf(client, 1)).toEqual({ path: `${apiPaths.jobs}/12`, savedAt: 1 });
  });
});
