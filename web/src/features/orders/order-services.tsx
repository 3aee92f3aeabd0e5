import { type OrderDraft, PICKUP_SLOT_HOURS, selectedServices } from '@seabook/domain/booking';
import { localName } from '@seabook/domain/catalog';
import { Card } from 'antd';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { countryName, formatDay, formatMoney } from '../../lib/plain-format.ts';
import { useCities } from '../../lib/quote-detail-api.ts';
import { type Fact, FactList } from './order-sections.tsx';
import styles from './orders.module.css';

/** The pickup city's name in the current language (the draft keeps its code). */
function PickupCity({ code }: { code: string }) {
  const locale = useLocale();
  const city = useCities(code).data?.find((c) => c.code === code);
  return <>{city ? localName(city.name, locale) : code}</>;
}

/** Each selected service with what was asked of it, in the order of the form. */
export function ServicesCard({ draft }: { draft: OrderDraft }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const services = selectedServices(draft);

  const details = (service: (typeof services)[number]): Fact[] => {
    switch (service) {
      case 'customs': {
        const customs = draft.customs;
        return customs
          ? [
              ['type', t('booking:customs.type'), t(`booking:customs.types.${customs.type}`)],
              ['documentCount', t('booking:customs.documentCount'), customs.documentCount],
              ['place', t('orders:detail.customsPlace'), customs.place],
            ]
          : [];
      }
      case 'pickup': {
        const pickup = draft.pickup;
        return pickup
          ? [
              ['city', t('booking:pickup.city'), <PickupCity key="city" code={pickup.cityCode} />],
              ['address', t('booking:pickup.address'), pickup.address],
              ['contact', t('booking:pickup.contact'), pickup.contact],
              ['phone', t('booking:pickup.phone'), pickup.phone],
              ['date', t('booking:pickup.date'), formatDay(pickup.date, locale)],
              [
                'slot',
                t('booking:pickup.slot'),
                t(`booking:pickup.slots.${pickup.slot}`, PICKUP_SLOT_HOURS[pickup.slot]),
              ],
            ]
          : [];
      }
      case 'insurance': {
        const insurance = draft.insurance;
        return insurance
          ? [
              ['insuredAmount', t('booking:insurance.insuredAmount'), formatMoney(insurance.insuredAmount)],
              ['riskType', t('booking:insurance.riskType'), t(`booking:insurance.risks.${insurance.riskType}`)],
              ['insuredPerson', t('booking:insurance.insuredPerson'), insurance.insuredPerson],
              ['insurer', t('booking:insurance.insurer'), insurance.insurer],
              [
                'insuredDate',
                t('booking:insurance.insuredDate'),
                insurance.insuredDate ? formatDay(insurance.insuredDate, locale) : null,
              ],
            ]
          : [];
      }
      case 'destinationClearance':
        return [
          [
            'files',
            t('booking:clearance.files'),
            t('orders:detail.files', { count: draft.destinationClearance?.fileIds.length ?? 0 }),
          ],
        ];
      case 'destinationDelivery': {
        const to = draft.destinationDelivery;
        return to
          ? [
              ['name', t('booking:delivery.name'), to.name],
              ['street', t('booking:delivery.street'), to.street],
              ['apartment', t('booking:delivery.apartment'), to.apartment],
              ['city', t('booking:delivery.city'), to.city],
              ['country', t('booking:delivery.country'), countryName(to.country, locale)],
              ['zip', t('booking:delivery.zip'), to.zip],
              ['phone', t('booking:delivery.phone'), to.phone],
            ]
          : [];
      }
      case 'warehouse': {
        const warehouse = draft.warehouse;
        return warehouse
          ? [
              ['pallets', t('booking:warehouse.palletCount'), warehouse.palletCount || null],
              ['wraps', t('booking:warehouse.wrapCount'), warehouse.wrapCount || null],
              ['weighing', t('booking:warehouse.weighing'), warehouse.weighing ? t('orders:detail.weighing') : null],
              ['labels', t('booking:warehouse.labelCount'), warehouse.labelCount || null],
            ]
          : [];
      }
    }
  };

  return (
    <Card title={t('orders:detail.sections.services')} data-testid="order-services">
      {services.length === 0 ? (
        t('orders:detail.noServices')
      ) : (
        <div className={styles.stack}>
          {services.map((service) => (
            <section key={service} data-testid={`order-service-${service}`}>
              <FactList title={t(`booking:services.names.${service}`)} items={details(service)} />
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
