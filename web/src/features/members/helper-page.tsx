import { Card, Tag, Typography } from 'antd';
import { useMessages, useTranslation } from '../../i18n/i18n.ts';
import type { Messages } from '../../i18n/resources.ts';
import styles from './members.module.css';

type SectionKey = keyof Messages['center']['helper']['sections'];

/** Which manual sections describe features that are live in this release; the rest say "later release". */
const LIVE: Record<SectionKey, boolean> = {
  register: true,
  login: true,
  qrLogin: true,
  search: false,
  book: false,
  track: false,
  pay: false,
};

/** The user manual in the active language. */
export default function HelperPage() {
  const { t } = useTranslation();
  const { helper } = useMessages().center;
  const sections = Object.entries(helper.sections) as [SectionKey, (typeof helper.sections)[SectionKey]][];
  return (
    <Card>
      <article className={styles.document}>
        <Typography.Title level={2}>{helper.title}</Typography.Title>
        <Typography.Paragraph type="secondary">{helper.intro}</Typography.Paragraph>
        {sections.map(([key, section]) => (
          <section key={key} id={key}>
            <div className={styles.sectionHead}>
              <h2>{section.title}</h2>
              <Tag color={LIVE[key] ? 'success' : 'default'}>
                {LIVE[key] ? t('center:helper.available') : t('center:helper.upcoming')}
              </Tag>
            </div>
            <ol className={styles.steps}>
              {Object.entries(section.steps).map(([stepKey, text]) => (
                <li key={stepKey}>{text}</li>
              ))}
            </ol>
          </section>
        ))}
      </article>
    </Card>
  );
}
