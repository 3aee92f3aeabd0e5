import { MESSAGE_KINDS, type MessageKind } from '@seabook/domain/messages';
import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { MessageList } from './message-list.tsx';
import { NoticeList } from './notice-list.tsx';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The message centre (/center/message): the account's own messages (all or unread, paged, kept in the
 * address) and, on a second tab, the platform's announcements.
 */
export default function MessagePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'notices' ? 'notices' : 'mine';
  const unread = params.get('unread') === '1';
  const kindParam = params.get('kind');
  const kind = MESSAGE_KINDS.find((known) => known === kindParam);
  const page = pageFrom(params);

  const show = (next: {
    tab?: 'mine' | 'notices';
    unread?: boolean;
    kind?: MessageKind | undefined;
    page?: number;
  }) => {
    const merged = { tab, unread, kind, page, ...next };
    const query: Record<string, string> = {};
    if (merged.tab === 'notices') query.tab = 'notices';
    if (merged.unread) query.unread = '1';
    if (merged.kind) query.kind = merged.kind;
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query, { preventScrollReset: true });
  };

  return (
    <Card title={t('messages:title')} data-testid="message-page">
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          show({ tab: key === 'notices' ? 'notices' : 'mine', page: 1, unread: false, kind: undefined })
        }
        items={[
          {
            key: 'mine',
            label: t('messages:tabs.mine'),
            children: <MessageList unread={unread} kind={kind} page={page} onView={show} />,
          },
          { key: 'notices', label: t('messages:tabs.notices'), children: <NoticeList /> },
        ]}
      />
    </Card>
  );
}
