import { checkFileName, checkFileSize, type FileKind, fileAccept, fileTypesText } from '@seabook/domain/files';
import { App } from 'antd';
import { type ReactNode, useRef } from 'react';
import { errorText } from '../i18n/error-text.ts';

/**
 * The browser's file chooser behind a button of the page's own: the hidden `<input type=file>` to render
 * and `open()` to call from the button. A chosen file of the kind is checked here first (type and size,
 * with the catalogue's messages); only a file that passes reaches `onPick`. The same file can be chosen
 * again after a refusal.
 */
export function useFilePicker(
  kind: FileKind,
  onPick: (file: File) => void,
  testId: string,
): { input: ReactNode; open: () => void } {
  const { message } = App.useApp();
  const ref = useRef<HTMLInputElement>(null);
  const input = (
    // Hidden by its style too: antd's form styles show `input[type=file]` (display: block) over `hidden`.
    <input
      ref={ref}
      type="file"
      hidden
      style={{ display: 'none' }}
      accept={fileAccept(kind)}
      data-testid={testId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        const refused = checkFileName(kind, file.name) ?? checkFileSize(kind, file.size);
        if (refused) void message.error(errorText(refused, undefined, { types: fileTypesText(kind) }));
        else onPick(file);
      }}
    />
  );
  return { input, open: () => ref.current?.click() };
}
