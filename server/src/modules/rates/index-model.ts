import type { Localized } from '@seabook/domain/i18n';
import type { Currency, CurrencyTable, Money } from '@seabook/domain/money';
import type { Charge, WmRule } from '@seabook/domain/pricing';
import type { ServiceKind } from '@seabook/domain/rates';

/**
 * What the in-memory rates index holds (rates-index.ts keeps it fresh, load-index.ts reads it): the
 * published, still-valid services grouped by lane, port charges, FCL rates, pickup tariffs and
 * exchange rates, with the keys every lookup uses.
 */

/** A tariff line as the index keeps it: a domain charge plus its remark. */
export type TariffLine = Charge & { remark: Localized | null };

export type ServiceEntry = {
  id: string;
  kind: ServiceKind;
  pol: string;
  pod: string;
  via: string | null;
  carrier: string;
  weekdays: number[];
  /** Bit (1 << isoWeekday) set for each sailing day. */
  weekdayMask: number;
  cutoffDays: number;
  cargoCutDays: number;
  transitDays: number;
  validFrom: string;
  validTo: string;
  validFromDay: number;
  validToDay: number;
  currency: Currency;
  /** Ocean freight per W/M in minor units; null when the service has no published price. */
  oceanRate: number | null;
  rule: WmRule;
  /** The service's own lines (ocean surcharges, hub fee, manifest filing), in sheet order. */
  serviceLines: TariffLine[];
};

/** One FCL sailing pattern of a carrier on a lane with a price per container type. */
export type FclEntry = {
  id: string;
  pol: string;
  pod: string;
  via: string | null;
  carrier: string;
  weekdays: number[];
  weekdayMask: number;
  cutoffDays: number;
  transitDays: number;
  validFrom: string;
  validTo: string;
  validFromDay: number;
  validToDay: number;
  containers: { type: string; price: Money }[];
};

export type PickupTariff = { basePrice: number; perWm: number; minAmount: number; leadDays: number };

export type PortScope = 'origin' | 'destination' | 'fcl_origin';

/**
 * The index's LCL services by id, in SHARDS maps by id. A change copies only the shards it touches and
 * shares the others with the index before it: one Map of the 250,000 services valid at a million rate
 * lines takes 110–150 ms to copy, which a desk save once cost every instance's request thread (issue 20:
 * another instance's ping stalled 159 ms). A shard holds about a thousand services there; a change of
 * thousands (a rate sheet) copies shards with pauses between them for other requests.
 */
const SHARDS = 256;

/** Services are numbered by the database (`id::text`); anything else would land in shard 0. */
const shardOf = (id: string): number => Number(id) % SHARDS || 0;

export class ServiceTable implements Iterable<[string, ServiceEntry]> {
  private constructor(private readonly shards: readonly Map<string, ServiceEntry>[]) {}

  /** A table filled by `add` while the index is read, then used unchanged. */
  static builder(): {
    add(entry: ServiceEntry): void;
    get(id: string): ServiceEntry | undefined;
    done(): ServiceTable;
  } {
    const shards = Array.from({ length: SHARDS }, () => new Map<string, ServiceEntry>());
    return {
      add: (entry) => void shards[shardOf(entry.id)]?.set(entry.id, entry),
      get: (id) => shards[shardOf(id)]?.get(id),
      done: () => new ServiceTable(shards),
    };
  }

  get(id: string): ServiceEntry | undefined {
    return this.shards[shardOf(id)]?.get(id);
  }

  has(id: string): boolean {
    return this.shards[shardOf(id)]?.has(id) ?? false;
  }

  get size(): number {
    let size = 0;
    for (const shard of this.shards) size += shard.size;
    return size;
  }

  *values(): IterableIterator<ServiceEntry> {
    for (const shard of this.shards) yield* shard.values();
  }

  *[Symbol.iterator](): IterableIterator<[string, ServiceEntry]> {
    for (const shard of this.shards) yield* shard.entries();
  }

  /**
   * A new table without `removed` and with `added` (which wins over a removal of the same id); this one
   * is left as it was. `pause` is called between shard copies (lib/breather.ts).
   */
  async changed(
    removed: Iterable<string>,
    added: Iterable<ServiceEntry>,
    pause: () => Promise<void> | undefined = () => undefined,
  ): Promise<ServiceTable> {
    const byShard = new Map<number, { removed: string[]; added: ServiceEntry[] }>();
    const at = (id: string) => {
      const shard = shardOf(id);
      const change = byShard.get(shard) ?? { removed: [], added: [] };
      byShard.set(shard, change);
      return change;
    };
    const kept = new Set<string>();
    for (const entry of added) {
      at(entry.id).added.push(entry);
      kept.add(entry.id);
    }
    for (const id of removed) if (!kept.has(id)) at(id).removed.push(id);
    const shards = [...this.shards];
    for (const [shard, change] of byShard) {
      const copy = new Map(this.shards[shard]);
      for (const id of change.removed) copy.delete(id);
      // A replaced service keeps its place; new ones (higher ids) follow, as in a full load.
      for (const entry of change.added) copy.set(entry.id, entry);
      shards[shard] = copy;
      await pause();
    }
    return new ServiceTable(shards);
  }
}

export type RatesIndex = {
  version: number;
  services: ServiceTable;
  lanes: Map<string, ServiceEntry[]>;
  portLines: Map<string, TariffLine[]>;
  fclLanes: Map<string, FclEntry[]>;
  pickup: Map<string, PickupTariff>;
  rates: CurrencyTable;
  /** Answers derived from this index (price list, port lists, charge views), computed once. */
  derived: Map<string, unknown>;
};

export const laneKey = (kind: ServiceKind, pol: string, pod: string): string => `${kind}|${pol}|${pod}`;
export const portLinesKey = (scope: PortScope, kind: ServiceKind, port: string): string => `${scope}|${kind}|${port}`;
export const fclLaneKey = (pol: string, pod: string): string => `${pol}|${pod}`;
export const pickupKey = (pol: string, zone: number): string => `${pol}|${zone}`;

const NO_LINES: readonly TariffLine[] = Object.freeze([]);

/** The port's tariff lines of one scope (origin or destination charges, FCL origin charges). */
export function portLines(index: RatesIndex, scope: PortScope, kind: ServiceKind, port: string): readonly TariffLine[] {
  return index.portLines.get(portLinesKey(scope, kind, port)) ?? NO_LINES;
}

/** Computes a value once per index: it is dropped with the index when the rates change. */
export function derived<T>(index: RatesIndex, key: string, compute: () => T): T {
  if (index.derived.has(key)) return index.derived.get(key) as T;
  const value = compute();
  index.derived.set(key, value);
  return value;
}
