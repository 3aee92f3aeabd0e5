import { QRCode } from 'antd';
import { siteUrl } from '../lib/site.ts';
import styles from './site-qr-code.module.css';

type Props = { path?: string; caption: string; size?: number };

/** A QR code of an address on this site with a caption under it. */
export function SiteQrCode({ path = '/index', caption, size = 112 }: Props) {
  return (
    <figure className={styles.figure}>
      <QRCode value={siteUrl(path)} size={size} bordered={false} bgColor="#ffffff" />
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
