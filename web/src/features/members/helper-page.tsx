import { Anchor, Card, Grid, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useLocale, useMessages, useTranslation } from '../../i18n/i18n.ts';
import { HELPER_PAGES, HELPER_PICTURES, type HelperSection } from './helper-links.ts';
import styles from './members.module.css';

/** The pictures are taken in simplified Chinese and English; zh-TW readers see the same screens as zh-CN. */
function pictureFolder(locale: string): string {
  return locale === 'en' ? 'en' : 'zh-CN';
}

/**
 * The user manual in the active language (issue 16): each task in steps, with a picture of its screen;
 * a section of a feature still to come says it is written from the spec.
 */
export default function HelperPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const screens = Grid.useBreakpoint();
  const { helper } = useMessages().center;
  const sections = Object.entries(helper.sections) as [HelperSection, (typeof helper.sections)[HelperSection]][];
  const folder = pictureFolder(locale);
  return (
    <Card>
      <div className={styles.manual}>
        <article className={styles.document}>
          <Typography.Title level={2}>{helper.title}</Typography.Title>
          <Typography.Paragraph type="secondary">{helper.intro}</Typography.Paragraph>
          {sections.map(([key, section], index) => {
            const path = HELPER_PAGES[key];
            const picture = HELPER_PICTURES[key];
            return (
              <section key={key} id={`manual-${key}`} data-testid={`helper-section-${key}`}>
                <div className={styles.sectionHead}>
                  <h2>
                    {index + 1}. {section.title}
                  </h2>
                  {path ? (
                    <Link to={path} data-testid={`helper-go-${key}`}>
                      <Tag color="success">{t('center:helper.available')}</Tag>
                    </Link>
                  ) : (
                    <Tag color="default" data-testid={`helper-upcoming-${key}`}>
                      {t('center:helper.upcoming')}
                    </Tag>
                  )}
                </div>
                {path ? null : (
                  <Typography.Paragraph type="secondary">{t('center:helper.fromSpec')}</Typography.Paragraph>
                )}
                <ol className={styles.steps}>
                  {Object.entries(section.steps).map(([stepKey, text]) => (
                    <li key={stepKey}>{text}</li>
                  ))}
                </ol>
                {picture ? (
                  <figure className={styles.shot}>
                    <img
                      src={`/manual/${folder}/${picture}.png`}
                      alt={section.title}
                      loading="lazy"
                      width={1024}
                      height={key === 'register' ? 440 : 640}
                    />
                    <figcaption>
                      {t('center:helper.figure')} {index + 1} · {section.title}
                    </figcaption>
                  </figure>
                ) : null}
              </section>
            );
          })}
        </article>
        {screens.lg ? (
          <nav className={styles.manualNav} aria-label={t('center:helper.contents')}>
            <Anchor
              offsetTop={80}
              items={sections.map(([key, section]) => ({ key, href: `#manual-${key}`, title: section.title }))}
            />
          </nav>
        ) : null}
      </div>
    </Card>
  );
}
