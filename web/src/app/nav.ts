import type { CustomerPermission } from '@seabook/domain/permissions';
import type { Messages } from '../i18n/resources.ts';

type HeaderKey = keyof Messages['layout']['header'];
type MemberKey = keyof Messages['layout']['member'];

/**
 * The header navigation of spec §2, complete. `live` says whether the page exists in this release; only
 * live entries render (no link may lead to a 404), and a later release flips the flag.
 */
export type NavLink = { key: HeaderKey; to: string; live: boolean; isNew?: boolean };
export type NavGroup = { key: HeaderKey; children: readonly NavLink[] };
export type NavEntry = NavLink | NavGroup;

export const HEADER_NAV: readonly NavEntry[] = [
  { key: 'home', to: '/index', live: true },
  {
    key: 'products',
    children: [
      { key: 'lcl', to: '/lcl/export', live: true },
      { key: 'fcl', to: '/fcl/export', live: true },
      { key: 'import', to: '/import', live: true },
    ],
  },
  { key: 'specialRoutes', to: '/usa_direct_across', live: false },
  { key: 'cooperate', to: '/cooperate', live: false, isNew: true },
  { key: 'queryTool', to: '/query_tool', live: false },
  {
    key: 'about',
    children: [
      { key: 'aboutUs', to: '/about', live: false },
      { key: 'recruitment', to: '/recruitment', live: false },
    ],
  },
  { key: 'cargoTracking', to: '/cargo_tracking', live: true },
];

/** Every live link of the header in order, groups opened up: the phone's menu (issue 14 item 5). */
export function flatNav(entries: readonly NavEntry[]): NavLink[] {
  return liveNav(entries).flatMap((entry) => (isGroup(entry) ? [...entry.children] : [entry]));
}

export function isGroup(entry: NavEntry): entry is NavGroup {
  return 'children' in entry;
}

/** The entries to render: live links, and groups that keep at least one live link. */
export function liveNav(entries: readonly NavEntry[]): NavEntry[] {
  const out: NavEntry[] = [];
  for (const entry of entries) {
    if (!isGroup(entry)) {
      if (entry.live) out.push(entry);
      continue;
    }
    const children = entry.children.filter((child) => child.live);
    if (children.length > 0) out.push({ ...entry, children });
  }
  return out;
}

/** The member dropdown of spec §2 (log out is added by the header itself). */
export type MemberLink = {
  key: MemberKey;
  to: string;
  live: boolean;
  permission?: CustomerPermission;
  /** Union (partner) users see no VIP entry (spec §6). */
  hideForUnion?: boolean;
};

export const MEMBER_NAV: readonly MemberLink[] = [
  { key: 'center', to: '/center/index', live: true, permission: 'center' },
  { key: 'orders', to: '/center/order', live: true, permission: 'order' },
  { key: 'inquiries', to: '/center/inquiry', live: true, permission: 'inquiry' },
  { key: 'messages', to: '/center/message', live: true, permission: 'message' },
  { key: 'bills', to: '/center/bill', live: true, permission: 'bill' },
  { key: 'helper', to: '/center/helper', live: true, permission: 'helper' },
  { key: 'buyVip', to: '/vip', live: false, hideForUnion: true },
];
