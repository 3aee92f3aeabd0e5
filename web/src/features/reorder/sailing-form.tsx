import type { Order } from '@seabook/domain/booking-price';
import { type ReactNode, useState } from 'react';
import type { EntrustValues } from '../../components/booking-form/draft.ts';
import { EntrustForm } from '../../components/booking-form/entrust-form.tsx';
import { type LaneCargo, SailingChooser, type SailingOption } from '../../components/booking-form/sailing-chooser.tsx';
import type { BackLink } from '../../components/booking-form/summary-card.tsx';
import styles from './reorder.module.css';
import { offersOf, SailingSummary } from './reorder-parts.tsx';

export type SendOrder = NonNullable<Parameters<typeof EntrustForm>[0]['send']>;

type Props = {
  order: Order;
  /** LCL: the cargo the chooser prices the sailings for. */
  cargo: LaneCargo | undefined;
  /** The sailing taken until the user chooses one, if any. */
  preselected: SailingOption | null | undefined;
  initial: EntrustValues;
  back: BackLink;
  /** The page's heading, told which sailing is chosen (none yet: null). */
  heading: (chosen: SailingOption | null) => ReactNode;
  /** Another submission than createorder (the edit). */
  send?: SendOrder;
};

/**
 * The heading, the lane's sailings while none is chosen (or the user asks for another), then the
 * entrust form on the chosen sailing. The form stays mounted when the sailing changes: what was typed stays.
 */
export function SailingThenForm({ order, cargo, preselected, initial, back, heading, send }: Props) {
  const [picked, setPicked] = useState<SailingOption | null>(null);
  const [choosing, setChoosing] = useState(false);
  const chosen = picked ?? preselected ?? null;
  return (
    <>
      <div className={styles.top}>
        {heading(chosen)}
        {chosen === null || choosing ? (
          <SailingChooser
            mode={order.mode}
            pol={order.pol.code}
            pod={order.pod.code}
            cargo={cargo}
            current={chosen?.id ?? order.line}
            onChoose={(_line, option) => {
              setPicked(option);
              setChoosing(false);
            }}
          />
        ) : null}
      </div>
      {chosen ? (
        <EntrustForm
          mode={order.mode}
          source={{ from: 'quote', lineId: chosen.id }}
          initial={initial}
          offers={offersOf(chosen)}
          lastPickupDate={chosen.lastPickupDate}
          back={back}
          header={<SailingSummary option={chosen} onChange={choosing ? undefined : () => setChoosing(true)} />}
          {...(send ? { send } : {})}
        />
      ) : null}
    </>
  );
}
