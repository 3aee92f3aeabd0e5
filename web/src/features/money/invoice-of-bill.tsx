import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { useInvoiceableBills } from './invoice-api.ts';
import styles from './money.module.css';

export const INVOICE_PATH = '/center/invoice';

/** A settled bill's invoice: its state when one was asked for, else a link to ask for one with the bill chosen. */
export function InvoiceOfBill({ billId }: { billId: string }) {
  const { t } = useTranslation();
  const bills = useInvoiceableBills();
  // Without the invoice permission (a sub-account) or before it loads, the bill page shows nothing of invoices.
  const bill = bills.data?.items.find((b) => b.id === billId);
  if (!bill) return null;
  if (bill.invoice)
    return (
      <Alert
        className={styles.section}
        type="info"
        showIcon
        data-testid="bill-invoice"
        title={
          <Link to={INVOICE_PATH}>
            {t('money:invoice.onBill', {
              no: bill.invoice.invoiceNo,
              status: t(`money:invoice.statuses.${bill.invoice.status}`),
            })}
          </Link>
        }
      />
    );
  return (
    <Link to={`${INVOICE_PATH}?bill=${encodeURIComponent(billId)}`} data-testid="bill-ask-invoice">
      <Button className={styles.section}>{t('money:invoice.askForBill')}</Button>
    </Link>
  );
}
