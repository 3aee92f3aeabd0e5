import { SaveOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { DRAFTS_PAGE, useSaveDraft } from '../../lib/drafts-api.ts';
import styles from './booking.module.css';
import { type EntrustTarget, type EntrustValues, lineOf, toDraft } from './draft.ts';

export type DraftSaver = {
  /** The draft being edited: the one continued, or the one the first save created. */
  draftId: string | undefined;
  saving: boolean;
  save: (values: EntrustValues) => void;
};

/**
 * Saving the entrust form as a draft, as it is (nothing is checked: a draft may be half filled). The
 * first save creates the draft and later saves replace it; a continued draft is replaced from the start.
 */
export function useDraftSaver(target: EntrustTarget, continued?: string): DraftSaver {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mutation = useSaveDraft();
  const [draftId, setDraftId] = useState(continued);
  const save = (values: EntrustValues) => {
    mutation.mutate(
      { id: draftId, mode: target.mode, line: lineOf(target.source), draft: toDraft(values, target) },
      {
        onSuccess: (saved) => {
          setDraftId(saved.draftId);
          void message.success({
            key: 'draft-saved',
            content: (
              <span data-testid="draft-saved">
                {t('drafts:save.saved')} <Link to={DRAFTS_PAGE}>{t('drafts:save.open')}</Link>
              </span>
            ),
          });
        },
        onError: (error) => {
          if (!error.handled) void message.error(t('drafts:save.failed', { reason: error.msg }));
        },
      },
    );
  };
  return { draftId, saving: mutation.isPending, save };
}

/** The entrust form's "Save draft" button. */
export function SaveDraftButton({ saver, values }: { saver: DraftSaver; values: () => EntrustValues }) {
  const { t } = useTranslation();
  return (
    <Button
      block
      className={styles.saveDraft}
      icon={<SaveOutlined />}
      loading={saver.saving}
      onClick={() => saver.save(values())}
      data-testid="save-draft"
    >
      {t('drafts:save.button')}
    </Button>
  );
}
