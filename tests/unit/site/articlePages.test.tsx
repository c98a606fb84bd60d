import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';

import { loadDeferredParts } from '../../../src/components/deferredPart';
import { ARTICLE_CARD_IMAGE_HEIGHT } from '../../../src/domain/homeRules';
import ArticleDetailsPage from '../../../src/features/articles/ArticleDetailsPage';
import ArticleListPage from '../../../src/features/articles/ArticleListPage';
import { installFakeApi } from '../fakeApi';
import { present } from '../present';
import { renderPage } from '../render';
import { WIRE_ARTICLES } from '../wireData';

// The pages' deferred parts (a detail page's not-found message) are here before they render, as on the
// server and when a page hydrates: a part whose code is still coming waits in a render `act` does not await.
beforeAll(() => loadDeferredParts());

describe('article list', () => {
  test('title, subtitle, and a card per article with its teaser and a Read More link', async () => {
    installFakeApi();
    renderPage(<ArticleListPage />, { url: '/blogs-list', path: '/blogs-list' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recent News Articles' })).toBeTruthy();
    expect(screen.getByText('Fresh job related news content posted each day.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('article-card')).toHaveLength(WIRE_ARTICLES.length));
    const card = present(screen.getAllByTestId('article-card')[0], 'article card');
    expect(within(card).getByText('What recruiters listen for.')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Read More/ })
        .getAttribute('href'),
    ).toBe('/showblogdetails?id=1');
    const image = present(card.querySelector('img'), 'image');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.style.height).toBe(`calc(${ARTICLE_CARD_IMAGE_HEIGHT / 16}rem * var(--mantine-scale))`);
  });

  test('"No articles found." when the list is empty or fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi({ articles: () => [] });
    const first = renderPage(<ArticleListPage />, { url: '/blogs-list', path: '/blogs-list' });
    expect(await screen.findByText('No articles found.')).toBeTruthy();
    first.unmount();
    installFakeApi({ articles: () => 500 });
    renderPage(<ArticleListPage />, { url: '/blogs-list', path: '/blogs-list' });
    expect(await screen.findByText('No articles found.')).toBeTruthy();
  });
});

describe('article detail', () => {
  test('shows title, Posted On date, teaser, headings, paragraphs and the quote', async () => {
    installFakeApi();
    renderPage(<ArticleDetailsPage />, { url: '/showblogdetails', state: { jobDetails: 2 }, path: '/showblogdetails' });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiring trends 2025' })).toBeTruthy();
    expect(screen.getByText(/Posted On/).textContent).toBe('Posted On 18 February 2025');
    expect(screen.getByText('Where the jobs are.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Hiring trends 2025: the details' })).toBeTruthy();
    expect(screen.getByText('Paragraph two.')).toBeTruthy();
    expect(screen.getByText('Hire for attitude, train for skill.')).toBeTruthy();
  });

  test('an id in the query works without state; an unknown id shows "not found"', async () => {
    installFakeApi();
    const first = renderPage(<ArticleDetailsPage />, { url: '/showblogdetails?id=4', path: '/showblogdetails' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Salary talks' })).toBeTruthy();
    first.unmount();
    renderPage(<ArticleDetailsPage />, { url: '/showblogdetails?id=0', path: '/showblogdetails' });
    expect(await screen.findByText('Article not found')).toBeTruthy();
  });
});
