import { QRCodeSVG } from '@rc-component/qrcode';
import { siteUrl } from '../lib/site.ts';
import styles from './site-qr-code.module.css';

type Props = { path?: string; caption: string; size?: number };

/**
 * A QR code of an address on this site with a caption under it. Drawn as SVG by the library antd's
 * QRCode uses, without antd, so the footer never brings antd into a page.
 */
export function SiteQrCode({ path = '/index', caption, size = 112 }: Props) {
  return (
    <figure className={styles.figure}>
      <span className={styles.code}>
        <QRCodeSVG value={siteUrl(path)} size={size} bgColor="#ffffff" fgColor="#000000" level="M" title={caption} />
      </span>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
