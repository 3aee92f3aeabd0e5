import type { PermissionId, StaffPermission } from '@seabook/domain/permissions';
import { useMatches } from 'react-router';
import type { Messages } from '../i18n/resources.ts';

/** The four fixed titles of spec §2; each brings its own title, keywords and description. */
export type TitleKind = keyof Messages['layout']['seo'];
/** A page's name key (layout:pages.*), used in the browser title and the breadcrumb. */
export type PageKey = keyof Messages['layout']['pages'];

export type Crumb = { page: PageKey; to?: string };

/** What a route says about itself. Set on the route's `handle`; a child's values override its parents'. */
export type RouteMeta = {
  page?: PageKey;
  /** Which fixed title, keywords and description the page uses; `default` when unset. */
  title?: TitleKind;
  /** Anonymous users are sent to /login?redirect=… */
  requiresLogin?: boolean;
  /** The role must hold this permission, else a 403 result is shown. */
  permission?: PermissionId;
  /** Back office (/ops): the operator's role must hold this desk's permission, else a 403 result. */
  opsPermission?: StaffPermission;
  /** The public header floats transparent over the page's hero. */
  transparentHeader?: boolean;
  /** The selling-points footer is replaced by a compact copyright line. */
  hideFooter?: boolean;
  /** The trail under the header: false hides it; unset means Home › this page. */
  breadcrumb?: false | readonly Crumb[];
};

export type ResolvedMeta = RouteMeta & { title: TitleKind };

function isMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null;
}

/** The metadata of a matched route: every matched route's handle merged, deepest last. */
export function mergedMeta(handles: readonly unknown[]): ResolvedMeta {
  const merged: RouteMeta = {};
  for (const handle of handles) if (isMeta(handle)) Object.assign(merged, handle);
  return { ...merged, title: merged.title ?? 'default' };
}

/** The metadata of the current route. */
export function useRouteMeta(): ResolvedMeta {
  return mergedMeta(useMatches().map((match) => match.handle));
}
