import type { DraftSummary } from '@seabook/domain/drafts';
import { App, Button, Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { continuePath, detailPath, useDeleteDraft } from '../../lib/drafts-api.ts';

/**
 * Deleting a draft: asks first, saying it cannot be restored (spec §8), then POST deleteorder; the
 * outcome is told as a message. `onDeleted` runs after a success (the detail page leaves).
 */
export function useConfirmDelete(onDeleted?: () => void): (draft: Pick<DraftSummary, 'id' | 'title'>) => void {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const remove = useDeleteDraft();
  return (draft) => {
    modal.confirm({
      title: t('drafts:delete.title'),
      content: <span data-testid="delete-draft-confirm">{t('drafts:delete.content', { title: draft.title })}</span>,
      okText: t('drafts:delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('drafts:delete.cancel'),
      onOk: () =>
        remove.mutateAsync(draft.id).then(
          () => {
            void message.success(t('drafts:delete.done'));
            onDeleted?.();
          },
          (error: { msg?: string; handled?: boolean }) => {
            if (!error.handled) void message.error(t('drafts:delete.failed', { reason: error.msg ?? '' }));
          },
        ),
    });
  };
}

/** Continue, view and delete: the actions of a draft in the list. */
export function DraftActions({ draft, onDelete }: { draft: DraftSummary; onDelete: (draft: DraftSummary) => void }) {
  const { t } = useTranslation();
  return (
    <Space size={0} wrap>
      <Link to={continuePath(draft.id, draft.mode)} data-testid="draft-continue">
        <Button type="link" size="small">
          {t('drafts:actions.continue')}
        </Button>
      </Link>
      <Link to={detailPath(draft.id)} data-testid="draft-view">
        <Button type="link" size="small">
          {t('drafts:actions.view')}
        </Button>
      </Link>
      <Button type="link" size="small" danger onClick={() => onDelete(draft)} data-testid="draft-delete">
        {t('drafts:actions.delete')}
      </Button>
    </Space>
  );
}
