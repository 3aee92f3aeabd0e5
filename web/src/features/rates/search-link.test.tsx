import { addDays, chinaToday } from '@seabook/domain/china-time';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInTests } from '../addresses/addresses-test-utils.tsx';
import { t } from '../inquiries/inquiries-test-utils.tsx';
import FclExportPage from './fcl-export-page.tsx';
import { LclSearch } from './lcl-search.tsx';
import { LOS_ANGELES, quoteLine, renderAt, SHANGHAI, searchResult, stubServer } from './rates-test-utils.tsx';

/** The way into the inquiry forms: a search that finds no route or no price offers to ask for a quote. */

const PORTS = {
  '/v2/base/ports': { data: { items: [{ ...SHANGHAI, province: '31' }], total: 1 } },
  '/v2/base/destination_port': { data: { items: [LOS_ANGELES], total: 1 } },
};
/** A sailing day the search accepts: a week from today (China). */
const DAY = addDays(chinaToday(), 7);
const SEARCH = `pol=CNSHA&pod=USLAX&date=${DAY}&weight=500&volume=2&pieces=10`;

loggedInTests();

describe('asking for a quote from the search results', { timeout: 30_000 }, () => {
  it('links a lane without route to the LCL inquiry form with the search', async () => {
    stubServer({ ...PORTS, '/v2/oe_sea/price': { data: searchResult([], { notice: 'NO_ROUTE' }) } });
    renderAt(`/lcl/export?${SEARCH}`, <LclSearch kind="export" />);
    const link = await screen.findByTestId('ask-quote', undefined, { timeout: 10_000 });
    expect(link.textContent).toBe(t('rates:results.askQuote'));
    expect(link.getAttribute('href')).toBe(`/lcl/inquiry?pol=CNSHA&pod=USLAX&date=${DAY}&w=500&v=2&p=10`);
  });

  it('offers an import lane without route a way to ask, through customer service (issue 14)', async () => {
    stubServer({ ...PORTS, '/v2/oe_sea/price': { data: searchResult([], { notice: 'NO_ROUTE' }) } });
    renderAt(`/import?pol=USLAX&pod=CNSHA&date=${DAY}&weight=500&volume=2&pieces=10`, <LclSearch kind="import" />);
    const link = await screen.findByTestId('ask-quote', undefined, { timeout: 10_000 });
    expect(link.textContent).toBe(t('rates:results.askQuote'));
    expect(link.getAttribute('href')).toBe('/helper/building/seaImport');
  });

  it('offers it above unpriced lines too', async () => {
    const unpriced = quoteLine('9', '2099-06-10', {
      priced: false,
      oceanPerWm: null,
      oceanAmount: null,
      originAmount: null,
      totalUsd: null,
    });
    stubServer({ ...PORTS, '/v2/oe_sea/price': { data: searchResult([unpriced], { notice: 'NO_FREIGHT' }) } });
    renderAt('/lcl/export?pol=CNSHA&pod=USLAX', <LclSearch kind="export" />);
    const notice = await screen.findByTestId('search-notice', undefined, { timeout: 10_000 });
    expect(notice.dataset.notice).toBe('NO_FREIGHT');
    expect(screen.getByTestId('ask-quote').getAttribute('href')).toBe('/lcl/inquiry?pol=CNSHA&pod=USLAX');
  });

  it('links an FCL lane without route to the FCL inquiry form', async () => {
    const empty = { items: [], total: 0, notice: 'NO_ROUTE', from: DAY, to: DAY };
    stubServer({ ...PORTS, '/v2/fcl/price': { data: empty } });
    renderAt(`/fcl/export?pol=CNSHA&pod=USLAX&date=${DAY}`, <FclExportPage />);
    const link = await screen.findByTestId('ask-quote', undefined, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe(`/fcl/inquiry?pol=CNSHA&pod=USLAX&date=${DAY}`);
  });
});
