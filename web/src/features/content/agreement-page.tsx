import { useMessages } from '../../i18n/i18n.ts';
import styles from './document.module.css';

/** The platform user agreement (spec §1), in the active language. */
export default function AgreementPage() {
  const { agreement } = useMessages().content;
  return (
    <article className={styles.document}>
      <h1>{agreement.title}</h1>
      <p>{agreement.intro}</p>
      {Object.entries(agreement.sections).map(([key, section]) => (
        <section key={key}>
          <h2>{section.title}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </article>
  );
}
