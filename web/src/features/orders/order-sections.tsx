import type { OrderDraft } from '@seabook/domain/booking';
import { Card, Descriptions, type DescriptionsProps, Table } from 'antd';
import type { ReactNode } from 'react';
import { containersText } from '../../components/order-parts.tsx';
import { ScrollRegion } from '../../components/scroll-region.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { formatMoney } from '../../lib/plain-format.ts';
import styles from './orders.module.css';

/** The parts of an order's draft as submitted: cargo, containers (FCL) and parties. */

type Item = NonNullable<DescriptionsProps['items']>[number];
export type Fact = [key: string, label: string, value: ReactNode];

/** Description items of the facts that have a value: a field left empty on the form is not shown. */
export function facts(list: readonly Fact[]): Item[] {
  return list
    .filter(([, , value]) => value !== undefined && value !== null && value !== '')
    .map(([key, label, children]) => ({ key, label, children }));
}

export function FactList({ items, title }: { items: readonly Fact[]; title?: ReactNode }) {
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} title={title} items={facts(items)} />;
}

export function CargoCard({ cargo }: { cargo: OrderDraft['cargo'] }) {
  const { t } = useTranslation();
  const dg = cargo.dangerousGoods;
  return (
    <Card title={t('orders:detail.sections.cargo')} data-testid="order-cargo">
      <FactList
        items={[
          ['type', t('booking:cargo.type'), t(`booking:cargo.types.${cargo.type}`)],
          ['nameEn', t('booking:cargo.nameEn'), cargo.nameEn],
          ['weight', t('booking:cargo.weightKg'), cargo.weightKg],
          ['volume', t('booking:cargo.volumeCbm'), cargo.volumeCbm],
          ['pieces', t('booking:cargo.pieces'), cargo.pieces],
          ['packing', t('booking:cargo.packingType'), t(`booking:cargo.packing.${cargo.packingType}`)],
          [
            'marks',
            t('booking:cargo.marks'),
            <span key="marks" className={styles.lines}>
              {cargo.marks}
            </span>,
          ],
          ['hsCode', t('booking:cargo.hsCode'), cargo.hsCode],
          ['value', t('booking:cargo.value'), cargo.value ? formatMoney(cargo.value) : null],
          [
            'hazardous',
            t('booking:cargo.hazardous'),
            dg ? t('orders:detail.dangerousGoods', { class: dg.class, unNumber: dg.unNumber }) : null,
          ],
          [
            'dimensions',
            t('booking:cargo.dimensions'),
            cargo.dimensions?.length ? (
              <span key="dimensions" className={styles.lines}>
                {cargo.dimensions
                  .map((row) =>
                    t('orders:detail.dimensions', {
                      length: row.lengthCm,
                      width: row.widthCm,
                      height: row.heightCm,
                      pieces: row.pieces,
                    }),
                  )
                  .join('\n')}
              </span>
            ) : null,
          ],
        ]}
      />
    </Card>
  );
}

type FclDraft = Extract<OrderDraft, { mode: 'fcl' }>;

type ContainerRow = {
  type?: string | null;
  containerNo?: string | null;
  sealNo?: string | null;
  pieces?: number | null;
  weightKg?: number | null;
};

/** Packed containers as far as known: type, number, seal, pieces and weight. */
export function ContainerTable({
  rows,
  title,
  testId,
}: {
  rows: readonly ContainerRow[];
  title?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <ScrollRegion label={title ?? t('orders:detail.containerDetails.title')}>
      <Table
        size="small"
        pagination={false}
        data-testid={testId}
        title={title ? () => title : undefined}
        dataSource={rows.map((row, index) => ({ ...row, key: String(index) }))}
        columns={[
          { key: 'type', dataIndex: 'type', title: t('orders:detail.containerDetails.type') },
          { key: 'no', dataIndex: 'containerNo', title: t('orders:detail.containerDetails.containerNo') },
          { key: 'seal', dataIndex: 'sealNo', title: t('orders:detail.containerDetails.sealNo') },
          { key: 'pieces', dataIndex: 'pieces', title: t('orders:detail.containerDetails.pieces') },
          { key: 'weight', dataIndex: 'weightKg', title: t('orders:detail.containerDetails.weightKg') },
        ]}
      />
    </ScrollRegion>
  );
}

/** FCL: the boxes booked, the bond, the own truck and what is known of each packed container. */
export function ContainersCard({ draft }: { draft: FclDraft }) {
  const { t } = useTranslation();
  const { bond, trucking } = draft;
  const details = draft.containerDetails ?? [];
  return (
    <Card title={t('orders:detail.sections.containers')} data-testid="order-containers">
      <div className={styles.stack}>
        <strong data-testid="order-container-rows">{containersText(draft.containers)}</strong>
        {bond && bond.type !== 'none' ? (
          <FactList
            title={t('orders:detail.bond.title')}
            items={[
              ['type', t('orders:detail.bond.type'), t(`orders:detail.bond.types.${bond.type}`)],
              ['number', t('orders:detail.bond.number'), bond.number],
              ['customsPlace', t('orders:detail.bond.customsPlace'), bond.customsPlace],
              ['documentCount', t('orders:detail.bond.documentCount'), bond.documentCount],
            ]}
          />
        ) : null}
        {trucking ? (
          <FactList
            title={t('orders:detail.trucking.title')}
            items={[
              ['company', t('orders:detail.trucking.company'), trucking.company],
              ['driver', t('orders:detail.trucking.driver'), trucking.driverName],
              ['phone', t('orders:detail.trucking.phone'), trucking.phone],
              ['plate', t('orders:detail.trucking.plate'), trucking.plate],
            ]}
          />
        ) : null}
        {details.length > 0 ? (
          <ContainerTable rows={details} title={t('orders:detail.containerDetails.title')} />
        ) : null}
      </div>
    </Card>
  );
}

const PARTIES = ['consignor', 'consignee', 'notifier'] as const;

/** Consignor, consignee and notify party as the B/L will print them, with their contacts. */
export function PartiesCard({ draft }: { draft: OrderDraft }) {
  const { t } = useTranslation();
  const given = PARTIES.filter((kind) => draft[kind]);
  return (
    <Card title={t('orders:detail.sections.parties')} data-testid="order-parties">
      {given.length === 0 ? (
        t('orders:detail.none')
      ) : (
        <div className={styles.stack}>
          {given.map((kind) => {
            const party = draft[kind];
            return (
              <FactList
                key={kind}
                title={t(`booking:parties.${kind}`)}
                items={[
                  [
                    'address',
                    t('booking:parties.blText'),
                    <span key="address" className={styles.lines}>
                      {party?.address}
                    </span>,
                  ],
                  ['company', t('center:address.fields.company'), party?.company],
                  ['contact', t('booking:parties.contact'), party?.contact],
                  ['phone', t('booking:parties.phone'), party?.phone],
                  ['email', t('orders:detail.email'), party?.email],
                ]}
              />
            );
          })}
        </div>
      )}
    </Card>
  );
}
