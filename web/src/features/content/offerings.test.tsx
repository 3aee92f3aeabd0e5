import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomeDetails } from './home-details.tsx';
import MobileHomePage from './mobile-home-page.tsx';
import { OFFERINGS } from './offerings.tsx';

/** The paths the app's router serves that an offering may lead to. */
const PAGES = ['/lcl/export', '/import', '/fcl/export', '/helper/building/railway'];

function renderAt(element: ReactElement) {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/index'] })} />);
}

describe('the offerings of the home pages (issue 14 item 11)', () => {
  it('lead each to a page that exists', () => {
    for (const offering of OFFERINGS) expect(PAGES).toContain(offering.to);
  });

  it('are links on the home page', () => {
    renderAt(<HomeDetails />);
    for (const offering of OFFERINGS)
      expect(screen.getByTestId(`offering-${offering.key}`).getAttribute('href')).toBe(offering.to);
  });

  it('are links on the mobile home page', () => {
    renderAt(<MobileHomePage />);
    for (const offering of OFFERINGS)
      expect(screen.getByTestId(`mobile-offering-${offering.key}`).getAttribute('href')).toBe(offering.to);
  });
});
