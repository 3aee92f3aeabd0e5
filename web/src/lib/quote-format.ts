import { localName, type PortRef } from '@seabook/domain/catalog';
import type { Locale } from '@seabook/domain/i18n';
import type { Money } from '@seabook/domain/money';
import { formatMoney } from './plain-format.ts';

/** Display helpers of quote lines and fee tables, on top of plain-format.ts's money: amounts alone and ports. */

/** The amount alone, grouped, for tables that show the currency in its own column: "1,234.00". */
export function formatAmount(money: Money): string {
  return formatMoney(money).slice(money.currency.length + 1);
}

/** "上海 (CNSHA)", "Los Angeles (USLAX)". */
export function portLabel(port: PortRef, locale: Locale): string {
  return `${localName(port.name, locale)} (${port.code})`;
}
