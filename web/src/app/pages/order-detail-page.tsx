import { OrderBillsCard } from '../../features/money/order-bills-card.tsx';
import OrderDetailPage from '../../features/orders/order-detail-page.tsx';

/**
 * /center/orderdetail: the orders feature's page with the money feature's bill section after its fee
 * lines (issue 17). Two features' parts make one page here, in app/, as the import rules want.
 */
export default function OrderDetailWithBills() {
  return <OrderDetailPage extra={(orderId) => <OrderBillsCard orderId={orderId} />} />;
}
