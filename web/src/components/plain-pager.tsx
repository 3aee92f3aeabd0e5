import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { MouseEvent } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import fieldBox from './field-box.module.css';
import { PlainIcon } from './plain-icon.tsx';
import styles from './plain-pager.module.css';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  /** The page sizes to choose from; with one, no choice shows. */
  pageSizes: readonly number[];
  /** The address of a page (a real link: crawlable, opens in a new tab). */
  href: (page: number) => string;
  /** A plain click stays in the page: the new page, or page 1 at a new page size. */
  onChange: (page: number, pageSize: number) => void;
  className?: string;
};

/** Page numbers around the current one, with the first and the last; `null` marks a gap. */
export function pageItems(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  // A gap stands for two pages at least: "1 … 3" would hide only page 2, so 2 shows instead.
  const near = Math.max(2, Math.min(page - 1, pages - 4));
  const far = Math.min(pages - 1, Math.max(page + 1, 5));
  const from = near === 3 ? 2 : near;
  const to = far === pages - 2 ? pages - 1 : far;
  const middle = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return [1, ...(from > 2 ? [null] : []), ...middle, ...(to < pages - 1 ? [null] : []), pages];
}

/**
 * The pages of a list of results without antd (the quote results paint before antd loads, decision 055):
 * previous, the page numbers as links, next, and the page size. On a phone the numbers wrap under the
 * arrows instead of widening the page.
 */
export function PlainPager({ page, pageSize, total, pageSizes, href, onChange, className }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A click with a modifier opens the link as the browser does; a plain one changes the page here.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (target !== current) onChange(target, pageSize);
  };
  const step = (target: number, label: string, icon: typeof LeftOutlined, testId: string) =>
    target < 1 || target > pages ? (
      <button
        type="button"
        className={`${styles.item} ${styles.disabled}`}
        disabled
        aria-label={label}
        data-testid={testId}
      >
        <PlainIcon icon={icon} />
      </button>
    ) : (
      <a className={styles.item} href={href(target)} onClick={go(target)} aria-label={label} data-testid={testId}>
        <PlainIcon icon={icon} />
      </a>
    );

  return (
    <nav className={className ? `${styles.pager} ${className}` : styles.pager} aria-label={t('common:pager.label')}>
      <ul className={styles.items}>
        <li>{step(current - 1, t('common:pager.prev'), LeftOutlined, 'pager-prev')}</li>
        {pageItems(current, pages).map((item, index) =>
          item === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                className={item === current ? `${styles.item} ${styles.current}` : styles.item}
                href={href(item)}
                onClick={go(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('common:pager.page', { n: item })}
                data-testid="pager-page"
              >
                {item}
              </a>
            </li>
          ),
        )}
        <li>{step(current + 1, t('common:pager.next'), RightOutlined, 'pager-next')}</li>
      </ul>
      {pageSizes.length > 1 ? (
        <select
          className={`${fieldBox.box} ${styles.size}`}
          aria-label={t('common:pager.perPageLabel')}
          value={pageSize}
          onChange={(event) => onChange(1, Number(event.target.value))}
          data-testid="pager-size"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {t('common:pager.perPage', { n: size })}
            </option>
          ))}
        </select>
      ) : null}
    </nav>
  );
}
