import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The configured contact values are read when lib/site.ts loads, so each case loads it afresh. */
async function load() {
  vi.resetModules();
  const { setLocale } = await import('../i18n/i18n.ts');
  await setLocale('zh-CN');
  return (await import('./contact-details.tsx')).ContactDetails;
}

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe('contact details (issue 14 item 12b)', { timeout: 30_000 }, () => {
  it('shows the configured hotline, e-mail, QQ and messaging-app contact', async () => {
    vi.stubEnv('VITE_CONTACT_HOTLINE', '400-000-0000');
    vi.stubEnv('VITE_CONTACT_EMAIL', 'service@example.com');
    vi.stubEnv('VITE_CONTACT_QQ', '10001');
    vi.stubEnv('VITE_CONTACT_WECHAT', 'seabook-service');
    const ContactDetails = await load();
    render(<ContactDetails />);
    const box = screen.getByTestId('contact-details');
    for (const text of ['400-000-0000', 'service@example.com', '10001', 'seabook-service'])
      expect(box.textContent).toContain(text);
    expect(screen.getByText('service@example.com').getAttribute('href')).toBe('mailto:service@example.com');
  });

  it('shows nothing, never an invented value, when none is configured', async () => {
    for (const key of ['HOTLINE', 'EMAIL', 'QQ', 'WECHAT']) vi.stubEnv(`VITE_CONTACT_${key}`, '');
    const ContactDetails = await load();
    const { container } = render(<ContactDetails />);
    expect(container.textContent).toBe('');
  });
});

/** "请联系客服" as a link to the contact details, loaded afresh like the details. */
async function loadLink() {
  vi.resetModules();
  const { setLocale } = await import('../i18n/i18n.ts');
  await setLocale('zh-CN');
  return (await import('./contact-link.tsx')).ContactLink;
}

describe('the contact link where a page says to contact customer service (issue 14 item 12b)', {
  timeout: 30_000,
}, () => {
  it('opens the configured values beside the words, and says when they are the demo build’s', async () => {
    vi.stubEnv('MODE', 'demo');
    vi.stubEnv('VITE_CONTACT_HOTLINE', '400-000-0000');
    vi.stubEnv('VITE_CONTACT_EMAIL', 'support@seabook-demo.cn');
    vi.stubEnv('VITE_CONTACT_QQ', '');
    vi.stubEnv('VITE_CONTACT_WECHAT', '');
    const ContactLink = await loadLink();
    const { i18n } = await import('../i18n/i18n.ts');
    render(<ContactLink>请联系客服</ContactLink>);
    expect(screen.queryByTestId('contact-card')).toBeNull();
    fireEvent.click(screen.getByTestId('contact-link'));
    const card = screen.getByTestId('contact-card');
    expect(card.textContent).toContain('400-000-0000');
    expect(screen.getByText('400-000-0000').getAttribute('href')).toBe('tel:4000000000');
    expect(screen.getByText('support@seabook-demo.cn').getAttribute('href')).toBe('mailto:support@seabook-demo.cn');
    expect(card.textContent).toContain(i18n.t('layout:footer.demoContact'));
    expect(card.textContent).not.toContain('QQ');
  });

  it('is the words alone in a build without contact values', async () => {
    for (const key of ['HOTLINE', 'EMAIL', 'QQ', 'WECHAT']) vi.stubEnv(`VITE_CONTACT_${key}`, '');
    const ContactLink = await loadLink();
    const { container } = render(<ContactLink>请联系客服</ContactLink>);
    expect(container.textContent).toBe('请联系客服');
    expect(screen.queryByTestId('contact-link')).toBeNull();
  });
});
