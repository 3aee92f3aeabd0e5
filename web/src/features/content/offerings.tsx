import CarOutlined from '@ant-design/icons-svg/es/asn/CarOutlined';
import ContainerOutlined from '@ant-design/icons-svg/es/asn/ContainerOutlined';
import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import FileProtectOutlined from '@ant-design/icons-svg/es/asn/FileProtectOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import ImportOutlined from '@ant-design/icons-svg/es/asn/ImportOutlined';
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import NodeIndexOutlined from '@ant-design/icons-svg/es/asn/NodeIndexOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { Messages } from '../../i18n/resources.ts';
import { RATES_PATHS } from '../../lib/rates-paths.ts';

export type OfferingKey = keyof Messages['content']['home']['offerings']['items'];

/**
 * The offerings of spec §1, in the order a shipment meets them; texts under content:home.offerings.items.
 * Each leads where it is bought (issue 14 item 11): the searches for the freight, the rail page for sea-rail,
 * and the LCL search for the services a booking adds (customs, insurance, pickup, delivery, warehouse).
 */
export const OFFERINGS: readonly { key: OfferingKey; icon: IconDefinition; to: string }[] = [
  { key: 'exportLcl', icon: ExportOutlined, to: RATES_PATHS.lclExport },
  { key: 'importLcl', icon: ImportOutlined, to: RATES_PATHS.importLcl },
  { key: 'fcl', icon: ContainerOutlined, to: RATES_PATHS.fclExport },
  { key: 'seaRail', icon: NodeIndexOutlined, to: '/helper/building/railway' },
  { key: 'customs', icon: FileProtectOutlined, to: RATES_PATHS.lclExport },
  { key: 'insurance', icon: SafetyOutlined, to: RATES_PATHS.lclExport },
  { key: 'pickup', icon: CarOutlined, to: RATES_PATHS.lclExport },
  { key: 'destination', icon: HomeOutlined, to: RATES_PATHS.importLcl },
  { key: 'warehouse', icon: InboxOutlined, to: RATES_PATHS.lclExport },
];
