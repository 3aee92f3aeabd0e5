import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { DraftFiles } from '../../features/drafts/draft-files.tsx';
import { DraftTable } from '../../features/drafts/draft-table.tsx';
import { LetterList } from '../../features/letters/letter-list.tsx';
import { useTranslation } from '../../i18n/i18n.ts';

const TABS = ['drafts', 'letters', 'files'] as const;
type Tab = (typeof TABS)[number];

function tabOf(value: string | null): Tab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'drafts';
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The drafts box (/center/draft, spec §2 and §4): my drafts, the shipping instructions (letters) and the
 * files of the tenant's orders and letters. The tab and the page live in the address bar
 * (`?tab=letters` is where the letters pages send the user).
 */
export default function DraftsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const page = pageOf(params.get('page'));
  const show = (next: { tab?: Tab; page?: number }) => {
    const query: Record<string, string> = {};
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'drafts') query.tab = nextTab;
    if ((next.page ?? 1) > 1) query.page = String(next.page);
    setParams(query, { preventScrollReset: true });
  };
  const onPage = (next: number) => show({ page: next });

  return (
    <Card title={t('drafts:page.title')} data-testid="drafts-page">
      <Tabs
        activeKey={tab}
        onChange={(key) => show({ tab: tabOf(key) })}
        destroyOnHidden
        items={[
          {
            key: 'drafts',
            label: <span data-testid="tab-drafts">{t('drafts:page.tabs.drafts')}</span>,
            children: <DraftTable page={page} onPage={onPage} />,
          },
          {
            key: 'letters',
            label: <span data-testid="tab-letters">{t('drafts:page.tabs.letters')}</span>,
            children: <LetterList />,
          },
          {
            key: 'files',
            label: <span data-testid="tab-files">{t('drafts:page.tabs.files')}</span>,
            children: <DraftFiles page={page} onPage={onPage} />,
          },
        ]}
      />
    </Card>
  );
}
