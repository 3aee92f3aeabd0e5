import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-meta.ts';

describe('the browser title', () => {
  it('leads with the page name, then the section title', () => {
    expect(documentTitle('Log in', 'Seabook sea-freight booking')).toBe('Log in - Seabook sea-freight booking');
  });

  it('does not repeat a page name the section title already leads with (issue 14)', () => {
    const title = 'Export LCL rates - Seabook sea-freight booking';
    expect(documentTitle('Export LCL rates', title)).toBe(title);
    expect(documentTitle('Import LCL', 'Import LCL rates - Seabook sea-freight booking')).toBe(
      'Import LCL rates - Seabook sea-freight booking',
    );
    expect(documentTitle(null, title)).toBe(title);
  });
});
