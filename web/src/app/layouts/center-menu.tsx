import AccountBookOutlined from '@ant-design/icons-svg/es/asn/AccountBookOutlined';
import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import ProfileOutlined from '@ant-design/icons-svg/es/asn/ProfileOutlined';
import QuestionCircleOutlined from '@ant-design/icons-svg/es/asn/QuestionCircleOutlined';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { MenuEntry } from '@seabook/domain/members';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PlainAlert } from '../../components/plain-alert.tsx';
import { PlainIcon } from '../../components/plain-icon.tsx';
import { SkeletonBars } from '../../components/skeleton-bars.tsx';
import { useUnreadCount } from '../../features/messages/api.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useMenu, useUserInfo } from '../../lib/auth.ts';
import styles from './center-menu.module.css';

const ICONS: Record<string, IconDefinition> = {
  home: HomeOutlined,
  inquiry: FileSearchOutlined,
  draft: FileTextOutlined,
  order: ProfileOutlined,
  bill: AccountBookOutlined,
  invoice: AuditOutlined,
  coupons: GiftOutlined,
  collection: StarOutlined,
  message: BellOutlined,
  account: UserOutlined,
  information: IdcardOutlined,
  childAccount: TeamOutlined,
  address: EnvironmentOutlined,
  helper: QuestionCircleOutlined,
};

const AUTH_GUIDE = '/center/authGuide';
/** How long the pointer may leave a collapsed group before its flyout closes (as antd's menu does). */
const FLYOUT_CLOSE_MS = 150;

type Props = { collapsed: boolean; onNavigate?: () => void };
type EntryProps = {
  entry: MenuEntry;
  collapsed: boolean;
  /** Drawn in a group's flyout: its name always shows. */
  inFlyout?: boolean;
  unread: number;
  to: (entry: MenuEntry) => string;
  onNavigate?: () => void;
};

function EntryIcon({ entry }: { entry: MenuEntry }) {
  const icon = ICONS[entry.key];
  return icon ? <PlainIcon icon={icon} className={styles.icon} /> : null;
}

/** The entry's name with its "new" tag and, for messages, the unread count. */
function EntryLabel({ entry, unread }: { entry: MenuEntry; unread: number }) {
  const { t } = useTranslation();
  return (
    <>
      {entry.name}
      {entry.has_new ? <span className={styles.newTag}>{t('common:tags.new')}</span> : null}
      {entry.key === 'message' && unread > 0 ? (
        <span className={styles.badge} data-testid="message-unread-badge">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </>
  );
}

function Entry({ entry, collapsed, inFlyout = false, unread, to, onNavigate }: EntryProps) {
  const { pathname } = useLocation();
  const target = to(entry);
  const iconOnly = collapsed && !inFlyout;
  return (
    <li>
      <Link
        to={target}
        className={styles.item}
        aria-current={target === pathname ? 'page' : undefined}
        onClick={onNavigate}
      >
        <EntryIcon entry={entry} />
        {/* Collapsed, the name is the entry's tip: shown beside it on hover and focus, and still its name. */}
        <span className={iconOnly ? styles.tip : styles.label}>
          <EntryLabel entry={entry} unread={unread} />
        </span>
        {iconOnly && entry.key === 'message' && unread > 0 ? <span className={styles.dot} /> : null}
      </Link>
    </li>
  );
}

/**
 * A group of entries (the account's pages). Open, its entries follow it, and it starts open when one of
 * them is the current page. Collapsed, they open beside it as a flyout: on hover, on a click, or with
 * Enter, Space or the right arrow; the up and down arrows move within it; Escape or leaving it closes the
 * flyout. Never open on arrival.
 */
function Group(props: EntryProps) {
  const { entry, collapsed, to, onNavigate } = props;
  const { pathname } = useLocation();
  const listId = useId();
  const current = entry.child.some((child) => to(child) === pathname);
  const [expanded, setExpanded] = useState(current);
  const [flyout, setFlyout] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const head = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLLIElement>(null);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const open = collapsed ? flyout : expanded;
  const hover = (entering: boolean) => (event: React.PointerEvent) => {
    if (!collapsed || event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    if (entering) setFlyout(true);
    else closeTimer.current = window.setTimeout(() => setFlyout(false), FLYOUT_CLOSE_MS);
  };
  const entries = () => [...(root.current?.querySelectorAll<HTMLElement>('ul a') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    if (!collapsed) return;
    if (event.key === 'Escape' && flyout) {
      setFlyout(false);
      head.current?.focus();
    } else if (event.key === 'ArrowRight' && event.target === head.current) {
      setFlyout(true);
      requestAnimationFrame(() => entries()[0]?.focus());
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && flyout) {
      // Within the flyout the arrows move between its entries, round the ends, instead of scrolling the page.
      event.preventDefault();
      const all = entries();
      const at = all.indexOf(event.target as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      all[(at + step + all.length) % all.length]?.focus();
    }
  };
  // The flyout closes when the focus leaves the group (Tab past its last entry).
  const onBlur = (event: FocusEvent) => {
    if (collapsed && !root.current?.contains(event.relatedTarget as Node | null)) setFlyout(false);
  };

  return (
    <li
      ref={root}
      className={collapsed ? styles.flyoutHost : undefined}
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={head}
        type="button"
        className={current ? `${styles.item} ${styles.currentGroup}` : styles.item}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => (collapsed ? setFlyout(!flyout) : setExpanded(!expanded))}
      >
        <EntryIcon entry={entry} />
        <span className={collapsed ? styles.hidden : styles.label}>{entry.name}</span>
        {collapsed ? null : (
          <PlainIcon icon={DownOutlined} className={open ? `${styles.arrow} ${styles.arrowOpen}` : styles.arrow} />
        )}
      </button>
      <ul id={listId} className={collapsed ? styles.flyout : styles.sublist} hidden={!open}>
        {entry.child.map((child) => (
          <Entry
            key={child.key}
            {...props}
            entry={child}
            inFlyout={collapsed}
            onNavigate={() => {
              setFlyout(false);
              onNavigate?.();
            }}
          />
        ))}
      </ul>
    </li>
  );
}

/**
 * The account-centre menu as the server sends it (entries the role may see, names translated), as links:
 * plain React and CSS like the header, so the centre needs nothing of antd to show it. The sub-account
 * entry leads to the verification guide until the user is verified (spec §2).
 */
export function CenterMenu({ collapsed, onNavigate }: Props) {
  const { t } = useTranslation();
  const menu = useMenu();
  const { data: user } = useUserInfo();
  // The messages entry shows how many are unread; asked only when the role has the entry.
  const { data: unread = 0 } = useUnreadCount(menu.data?.some((entry) => entry.key === 'message') === true);

  if (menu.isPending) {
    return (
      <div className={styles.skeleton} role="status" aria-label={t('common:state.loading')}>
        <SkeletonBars rows={6} />
      </div>
    );
  }
  if (menu.isError) {
    return (
      <PlainAlert
        type="error"
        className={styles.failed}
        action={
          <button type="button" onClick={() => void menu.refetch()}>
            {t('common:actions.retry')}
          </button>
        }
      >
        {collapsed ? null : t('layout:center.menuFailed')}
      </PlainAlert>
    );
  }

  const verified = user?.verification === 'verified';
  const to = (entry: MenuEntry) => (entry.key === 'childAccount' && !verified ? AUTH_GUIDE : entry.url);
  return (
    <nav aria-label={t('layout:center.menuTitle')} data-testid="center-menu">
      <ul className={collapsed ? `${styles.list} ${styles.collapsed}` : styles.list}>
        {menu.data.map((entry) => {
          const props = { entry, collapsed, unread, to, onNavigate };
          return entry.child.length > 0 ? <Group key={entry.key} {...props} /> : <Entry key={entry.key} {...props} />;
        })}
      </ul>
    </nav>
  );
}
