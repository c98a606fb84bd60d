import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';

import { SITE_EMAIL, SITE_PHONES } from '../../../src/domain/siteContact';
import { installFakeApi } from '../fakeApi';
import { nth, present } from '../present';
import { findPageTitle, renderApp, setViewportWidth } from '../render';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
// The Main nav shows from the lg breakpoint (75em): these tests run at 1280 px unless they say otherwise.
beforeEach(() => setViewportWidth(1280));

describe('shared layout', () => {
  test('navbar links in order, the current one marked; title set for the route', async () => {
    installFakeApi();
    await renderApp('/about-us');
    expect(await findPageTitle('About Us')).toBeTruthy();
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Find Jobs', 'About Us', 'Employers', 'Blog', 'Contact']);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual([
      'About Us',
    ]);
    await waitFor(() => expect(document.title).toBe('About Us | Sr Technologies Jobs'));
  });

  test('footer: phones, social link, candidate and about links, e-mail, Chennai address, 2025 copyright', async () => {
    installFakeApi();
    await renderApp('/about-us');
    await findPageTitle('About Us');
    const footer = await screen.findByRole('contentinfo');
    for (const phone of SITE_PHONES) expect(within(footer).getByRole('link', { name: phone })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: SITE_EMAIL })).toBeTruthy();
    expect(
      within(footer)
        .getByRole('link', { name: /LinkedIn/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\//);
    expect(within(footer).getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/find-jobs');
    expect(within(footer).getByRole('link', { name: 'Browse Company' }).getAttribute('href')).toBe('/employers-list');
    expect(within(footer).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/our-contact');
    expect(within(footer).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about-us');
    expect(within(footer).getByText(/Chennai 600006/)).toBeTruthy();
    expect(within(footer).getByText(/© 2025 Sr Technologies Jobs/)).toBeTruthy();
  });

  test('the Recruiting enquiry block sits between the page and the footer', async () => {
    installFakeApi();
    await renderApp('/our-contact');
    await findPageTitle('Contact Us');
    const start = screen.getByRole('button', { name: 'Start Recruiting Now' });
    const main = screen.getByRole('main');
    const footer = screen.getByRole('contentinfo');
    expect(main.contains(start)).toBe(false);
    expect(main.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(start.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('the burger opens the phone menu, and following a link closes it and scrolls to the top', async () => {
    installFakeApi();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    setViewportWidth(375);
    await renderApp('/about-us');
    await findPageTitle('About Us');
    // Opening a page leaves it where the browser placed it (a reader may have scrolled a
    // server-rendered page before it hydrated); only a route change starts at the top.
    expect(scrollTo).not.toHaveBeenCalled();
    const burger = screen.getByRole('button', { name: 'Open menu' });
    // Closed, the menu is out of the accessibility tree (visibility: hidden) and the tab order (inert).
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    const menu = present(document.getElementById(burger.getAttribute('aria-controls') ?? ''), 'menu');
    expect(menu.tagName).toBe('NAV');
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(menu.hasAttribute('inert')).toBe(true);

    await user.click(burger);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(menu.hasAttribute('inert')).toBe(false);
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBe(menu);
    expect(within(menu).getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(menu).getByRole('link', { name: 'Contact' }));
    expect(await findPageTitle('Contact Us')).toBeTruthy();
    expect(menu.hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  test('/home is the home page too', async () => {
    installFakeApi();
    await renderApp('/home');
    expect(await findPageTitle(/Find the job/)).toBeTruthy();
    expect(within(mainNav()).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  test('the route table mounts the application form around the job page: its Apply Now opens it', async () => {
    installFakeApi();
    await renderApp('/showjobdetails?id=2');
    expect(await findPageTitle('Accountant')).toBeTruthy();
    await userEvent.click(nth(screen.getAllByRole('button', { name: 'Apply Now' }), 0));
    expect(await screen.findByRole('dialog', { name: 'Apply for Accountant' })).toBeTruthy();
  });

  test('an unmatched route shows the error screen inside the layout, with a way home', async () => {
    installFakeApi();
    await renderApp('/no-such-page');
    expect(await findPageTitle('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getByText('404 Not Found')).toBeTruthy();
    expect(mainNav()).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to the home page/ }).getAttribute('href')).toBe('/');
  });
});
