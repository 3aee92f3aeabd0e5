import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadNamespaces } from '../i18n/i18n.ts';

/**
 * A component that uses antd, loaded on first render inside `AntdScope` (theme, locale, App). The first
 * page's frame and search form stay plain React; whatever needs antd arrives with this, after them,
 * with the texts of every namespace (antd parts may use any).
 */
export function lazyWithAntd<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [{ default: Component }, { AntdScope }] = await Promise.all([
      load(),
      import('./antd-scope.tsx'),
      loadNamespaces(),
    ]);
    function WithAntd(props: P) {
      return (
        <AntdScope>
          <Component {...props} />
        </AntdScope>
      );
    }
    return { default: WithAntd };
  });
}
