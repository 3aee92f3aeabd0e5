import {
  BOND_TYPES,
  type BookingMode,
  CARGO_TYPES,
  CONTAINER_CODES,
  OPTIONAL_SERVICES,
  type OptionalService,
  PACKING_TYPES,
  SHIPMENT_TERMS,
  TRADE_TERMS,
} from '@seabook/domain/booking';
import type { FileInfo } from '@seabook/domain/files';
import { CURRENCIES, toDecimalString } from '@seabook/domain/money';
import dayjs, { type Dayjs } from 'dayjs';
import type { ContainerDetailValues, ContainerRowValues, EntrustValues, PartyValues } from './draft.ts';

/**
 * The entrust form's values from a saved draft (or an earlier order's draft): the inverse of `toDraft`.
 * The input is whatever was stored, possibly half filled or from an older version, so every field is
 * read on its own and kept only when it has the form's type; anything else is dropped, nothing throws.
 * Cargo value comes back in major units (12000.5), dates as Dayjs, file ids as FileInfo: from `files`
 * when the caller knows them (draft_info answers the draft's files), else a stand-in named by its id.
 */

type Loose = Record<string, unknown>;

function record(value: unknown): Loose | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : undefined;
}
function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
function number(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
function flag(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}
function oneOf<T extends string>(list: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}
function date(value: unknown): Dayjs | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = dayjs(value);
  return day.isValid() ? day : undefined;
}
function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
/** Leaves out undefined fields, and the whole object when nothing is left. */
function compact<T extends object>(value: T): T | undefined {
  const kept = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
  return Object.keys(kept).length > 0 ? (kept as T) : undefined;
}

function fileOf(value: unknown, files: readonly FileInfo[]): FileInfo | undefined {
  const id = text(value)?.trim();
  if (!id) return undefined;
  // A file the caller did not describe still belongs to the draft: it is kept under its id.
  return files.find((file) => file.id === id) ?? { id, name: id, size: 1, type: 'pdf', kind: 'order', createdAt: '' };
}

function rows(value: unknown) {
  const kept = list(value).flatMap((item) => {
    const row = record(item);
    if (!row) return [];
    return [
      {
        lengthCm: number(row.lengthCm),
        widthCm: number(row.widthCm),
        heightCm: number(row.heightCm),
        pieces: number(row.pieces),
      },
    ];
  });
  return kept.length > 0 ? kept : undefined;
}

function cargoOf(value: unknown): EntrustValues['cargo'] {
  const cargo = record(value);
  if (!cargo) return undefined;
  const money = record(cargo.value);
  const currency = oneOf(CURRENCIES, money?.currency);
  const amount = number(money?.amount);
  const dg = record(cargo.dangerousGoods);
  return compact({
    type: oneOf(CARGO_TYPES, cargo.type),
    weightKg: number(cargo.weightKg),
    volumeCbm: number(cargo.volumeCbm),
    pieces: number(cargo.pieces),
    packingType: oneOf(PACKING_TYPES, cargo.packingType),
    nameEn: text(cargo.nameEn),
    marks: text(cargo.marks),
    dimensions: rows(cargo.dimensions),
    hsCode: text(cargo.hsCode),
    value: currency
      ? {
          currency,
          amount: amount !== undefined && Number.isInteger(amount) ? Number(toDecimalString(amount, currency)) : null,
        }
      : undefined,
    hazardous: flag(cargo.hazardous),
    dangerousGoods: dg
      ? compact({
          class: typeof dg.class === 'number' ? String(dg.class) : text(dg.class),
          unNumber: text(dg.unNumber),
        })
      : undefined,
    insuranceMarkupPercent: number(cargo.insuranceMarkupPercent),
  });
}

function partyOf(value: unknown): PartyValues | undefined {
  const party = record(value);
  if (!party) return undefined;
  return compact({
    address: text(party.address),
    company: text(party.company),
    contact: text(party.contact),
    phone: text(party.phone),
    region: text(party.region),
  });
}

function fclValues(draft: Loose, files: readonly FileInfo[]): EntrustValues {
  const containers = list(draft.containers).flatMap((item): ContainerRowValues[] => {
    const row = record(item);
    return row ? [{ type: oneOf(CONTAINER_CODES, row.type), quantity: number(row.quantity) ?? null }] : [];
  });
  const bond = record(draft.bond);
  const truck = record(draft.trucking);
  const details = list(draft.containerDetails).flatMap((item): ContainerDetailValues[] => {
    const detail = record(item);
    if (!detail) return [];
    return [
      compact({
        type: oneOf(CONTAINER_CODES, detail.type),
        containerNo: text(detail.containerNo),
        sealNo: text(detail.sealNo),
        pieces: number(detail.pieces),
        weightKg: number(detail.weightKg),
        packingPhotoFileId: fileOf(detail.packingPhotoFileId, files),
        dimensions: rows(detail.dimensions),
      }) ?? {},
    ];
  });
  return {
    containers: containers.length > 0 ? containers : undefined,
    bond: bond
      ? {
          type: oneOf(BOND_TYPES, bond.type) ?? 'none',
          number: text(bond.number),
          fileId: fileOf(bond.fileId, files),
          customsPlace: text(bond.customsPlace),
          documentCount: number(bond.documentCount),
        }
      : { type: 'none' },
    trucking: truck
      ? compact({
          company: text(truck.company),
          driverName: text(truck.driverName),
          phone: text(truck.phone),
          plate: text(truck.plate),
        })
      : undefined,
    containerDetails: details.length > 0 ? details : undefined,
  };
}

/** The service blocks: each present block switches its service on and fills its fields. */
function serviceValues(draft: Loose, files: readonly FileInfo[]): EntrustValues {
  const on: Partial<Record<OptionalService, boolean>> = {};
  for (const service of OPTIONAL_SERVICES) if (record(draft[service])) on[service] = true;
  const customs = record(draft.customs);
  const pickup = record(draft.pickup);
  const insurance = record(draft.insurance);
  const clearance = record(draft.destinationClearance);
  const delivery = record(draft.destinationDelivery);
  const warehouse = record(draft.warehouse);
  return {
    on,
    customs: customs ? compact({ type: text(customs.type), documentCount: number(customs.documentCount) }) : undefined,
    pickup: pickup
      ? compact({
          cityCode: text(pickup.cityCode),
          address: text(pickup.address),
          contact: text(pickup.contact),
          phone: text(pickup.phone),
          date: date(pickup.date),
          slot: text(pickup.slot),
        })
      : undefined,
    insurance: insurance
      ? compact({
          insurer: text(insurance.insurer),
          riskType: text(insurance.riskType),
          insuredDate: date(insurance.insuredDate),
          insuredPerson: text(insurance.insuredPerson),
        })
      : undefined,
    destinationClearance: clearance
      ? {
          fileIds: list(clearance.fileIds).flatMap((id) => {
            const file = fileOf(id, files);
            return file ? [file] : [];
          }),
        }
      : undefined,
    destinationDelivery: delivery
      ? compact({
          name: text(delivery.name),
          street: text(delivery.street),
          apartment: text(delivery.apartment),
          city: text(delivery.city),
          country: text(delivery.country),
          zip: text(delivery.zip),
          phone: text(delivery.phone),
        })
      : undefined,
    warehouse: warehouse
      ? compact({
          palletCount: number(warehouse.palletCount),
          wrapCount: number(warehouse.wrapCount),
          weighing: flag(warehouse.weighing),
          labelCount: number(warehouse.labelCount),
        })
      : undefined,
  };
}

/**
 * The form's values for a stored draft of the given mode. FCL blocks are read only in FCL mode (an FCL
 * form without a bond shows "none"). `files` describes the draft's uploads by id, when known.
 */
export function valuesFromDraft(draft: unknown, mode: BookingMode, files: readonly FileInfo[] = []): EntrustValues {
  const source = record(draft) ?? {};
  const values: EntrustValues = {
    cargo: cargoOf(source.cargo),
    tradeTerm: oneOf(TRADE_TERMS, source.tradeTerm),
    shipmentTerm: oneOf(SHIPMENT_TERMS, source.shipmentTerm),
    consignor: partyOf(source.consignor),
    consignee: partyOf(source.consignee),
    notifier: partyOf(source.notifier),
    ...serviceValues(source, files),
    ...(mode === 'fcl' ? fclValues(source, files) : {}),
  };
  return compact(values) ?? {};
}
