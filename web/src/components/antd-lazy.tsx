import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadNamespaces } from '../i18n/i18n.ts';

/** antd's scope and every namespace's texts: what any `lazyWithAntd` part needs besides its own code. */
export function preloadAntd() {
  return Promise.all([import('./antd-scope.tsx'), loadNamespaces()]);
}

/**
 * A component that uses antd, loaded on first render inside `AntdScope` (theme, locale, App). The first
 * page's frame and search form stay plain React; whatever needs antd arrives with this, after them,
 * with the texts of every namespace (antd parts may use any).
 */
export function lazyWithAntd<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [{ default: Component }, [{ AntdScope }]] = await Promise.all([load(), preloadAntd()]);
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
