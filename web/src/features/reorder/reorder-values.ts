import type { Order } from '@seabook/domain/booking-price';
import { type EntrustValues, initialValues } from '../../components/booking-form/draft.ts';
import { valuesFromDraft } from '../../components/booking-form/draft-values.ts';

/**
 * The entrust form's first values from an earlier order: its stored draft read back (valuesFromDraft)
 * over the form's defaults, so a block the order had no use for still starts as a new form's does.
 * Ordering again leaves out what belongs to that one shipment only.
 */

function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** The order's values over the defaults, block by block (a block the order has overrides field by field). */
function overDefaults(defaults: EntrustValues, values: EntrustValues): EntrustValues {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const base = merged[key];
    merged[key] = isPlain(base) && isPlain(value) ? { ...base, ...value } : value;
  }
  return merged as EntrustValues;
}

/** The form's values of the order as booked, for editing it. */
export function editValues(order: Pick<Order, 'draft' | 'mode'> & { draftFiles?: Order['draftFiles'] }): EntrustValues {
  const values = valuesFromDraft(order.draft, order.mode, order.draftFiles ?? []);
  return overDefaults(initialValues({}, order.mode === 'fcl' ? [] : undefined), values);
}

/**
 * The form's values for ordering the same again: the order's values without its container and seal
 * numbers, packing photos, pickup date, insurance date and uploaded files (the services stay selected;
 * their documents are uploaded anew).
 */
export function againValues(order: Pick<Order, 'draft' | 'mode'>): EntrustValues {
  const values = editValues(order);
  const { pickup, insurance, destinationClearance, bond, containerDetails } = values;
  return {
    ...values,
    ...(pickup ? { pickup: { ...pickup, date: null } } : {}),
    ...(insurance ? { insurance: { ...insurance, insuredDate: null } } : {}),
    ...(destinationClearance ? { destinationClearance: { fileIds: [] } } : {}),
    ...(bond ? { bond: { ...bond, fileId: null } } : {}),
    ...(containerDetails
      ? {
          containerDetails: containerDetails.map(
            ({ containerNo: _no, sealNo: _seal, packingPhotoFileId: _photo, ...kept }) => kept,
          ),
        }
      : {}),
  };
}
