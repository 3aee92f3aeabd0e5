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

export type OfferingKey = keyof Messages['content']['home']['offerings']['items'];

/** The offerings of spec §1, in the order a shipment meets them; texts under content:home.offerings.items. */
export const OFFERINGS: readonly { key: OfferingKey; icon: IconDefinition }[] = [
  { key: 'exportLcl', icon: ExportOutlined },
  { key: 'importLcl', icon: ImportOutlined },
  { key: 'fcl', icon: ContainerOutlined },
  { key: 'seaRail', icon: NodeIndexOutlined },
  { key: 'customs', icon: FileProtectOutlined },
  { key: 'insurance', icon: SafetyOutlined },
  { key: 'pickup', icon: CarOutlined },
  { key: 'destination', icon: HomeOutlined },
  { key: 'warehouse', icon: InboxOutlined },
];
