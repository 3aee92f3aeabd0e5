import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';
import styles from './plain-icon.module.css';

/**
 * One of antd's icons drawn from its SVG data alone (`@ant-design/icons-svg`), without the icon
 * runtime: the frame and the quote search form use these, so the first page needs nothing of antd.
 */
function draw(node: AbstractNode, key?: number): ReactNode {
  return createElement(
    node.tag,
    { key, ...node.attrs },
    node.children?.map((child, index) => draw(child, index)),
  );
}

export function PlainIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span role="img" aria-hidden="true" className={className ? `${styles.icon} ${className}` : styles.icon}>
      {createElement(
        'svg',
        { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor' },
        svg.children?.map((child, index) => draw(child, index)),
      )}
    </span>
  );
}
