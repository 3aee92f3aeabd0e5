import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';
import styles from './plain-icon.module.css';

const converted = new WeakMap<AbstractNode['attrs'], Record<string, string>>();

/**
 * The icon data's SVG attribute names as React's props (`fill-rule` → `fillRule`), converted once per
 * icon: the data never changes, and the header draws its icons on every render.
 */
function props(attrs: AbstractNode['attrs']): Record<string, string> {
  let known = converted.get(attrs);
  if (!known) {
    known = Object.fromEntries(
      Object.entries(attrs).map(([name, value]) => [
        name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
        value,
      ]),
    );
    converted.set(attrs, known);
  }
  return known;
}

function draw(node: AbstractNode, key?: number): ReactNode {
  return createElement(
    node.tag,
    { key, ...props(node.attrs) },
    node.children?.map((child, index) => draw(child, index)),
  );
}

/**
 * One of antd's icons drawn from its SVG data alone (`@ant-design/icons-svg`), without the icon
 * runtime: the frame and the quote search form use these, so the first page needs nothing of antd.
 */
export function PlainIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span role="img" aria-hidden="true" className={className ? `${styles.icon} ${className}` : styles.icon}>
      {createElement(
        'svg',
        { ...props(svg.attrs), width: '1em', height: '1em', fill: 'currentColor' },
        svg.children?.map((child, index) => draw(child, index)),
      )}
    </span>
  );
}
