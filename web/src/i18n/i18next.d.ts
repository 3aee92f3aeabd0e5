import 'i18next';
import type { Messages, NAMESPACES } from './resources.ts';

// Types every `t('ns:key')` call against the zh-CN source, so a typo in a key is a compile error. The
// default namespaces are all of them, so `useTranslation()` accepts any `ns:key` (and bare `common` keys).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof NAMESPACES;
    resources: Messages;
  }
}
