import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { SITE_EMAIL, SITE_PHONES } from '../../../src/domain/siteContact';
import ContactPage from '../../../src/features/contact/ContactPage';
import { MAP_LOAD_TIMEOUT_MS } from '../../../src/features/contact/mapEmbed';
import { renderPage } from '../render';

const MAP_TITLE = 'Map of the Sr Technologies Jobs office in Chennai';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  // happy-dom does not load frames; it reports each refused frame on the console.
  if (online) vi.spyOn(console, 'error').mockImplementation(() => {});
}

afterEach(() => {
  vi.useRealTimers();
});

const openContact = () => renderPage(<ContactPage />, { url: '/our-contact', path: '/our-contact' });

describe('contact page', () => {
  test('shows the Chennai address, three phone numbers as tel: links and the e-mail', () => {
    setOnline(false);
    openContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(screen.getAllByText(/Chennai 600006/).length).toBeGreaterThan(0);
    expect(SITE_PHONES).toHaveLength(3);
    for (const phone of SITE_PHONES) {
      expect(screen.getByRole('link', { name: phone }).getAttribute('href')).toMatch(/^tel:\+\d+$/);
    }
    expect(screen.getByRole('link', { name: SITE_EMAIL }).getAttribute('href')).toBe(`mailto:${SITE_EMAIL}`);
  });

  test('online, the embedded Google map is shown', () => {
    setOnline(true);
    openContact();
    const frame = screen.getByTitle(MAP_TITLE);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.google\.com\/maps\?q=.*Chennai.*&output=embed$/);
  });

  test('offline, the address stands in place of the map', () => {
    setOnline(false);
    openContact();
    expect(screen.queryByTitle(MAP_TITLE)).toBeNull();
    const fallback = screen.getByTestId('map-fallback');
    expect(fallback.textContent).toContain('Greams Road');
    expect(fallback.textContent).toContain('The map is not available offline.');
  });

  test('a map that does not load in time is replaced by the address, and can be tried again', async () => {
    vi.useFakeTimers();
    setOnline(true);
    openContact();
    expect(screen.getByTitle(MAP_TITLE)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS + 1);
    });
    expect(screen.queryByTitle(MAP_TITLE)).toBeNull();
    expect(screen.getByTestId('map-fallback').textContent).toContain('The map could not be loaded.');
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Try the map again' }));
    expect(screen.getByTitle(MAP_TITLE)).toBeTruthy();
  });

  test('a map that loads stays, however long the page is open', () => {
    vi.useFakeTimers();
    setOnline(true);
    openContact();
    fireEvent.load(screen.getByTitle(MAP_TITLE));
    act(() => {
      vi.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS * 3);
    });
    expect(screen.getByTitle(MAP_TITLE)).toBeTruthy();
  });
});
