import {
  CarOutlined,
  ContainerOutlined,
  ExportOutlined,
  FileProtectOutlined,
  HomeOutlined,
  ImportOutlined,
  InboxOutlined,
  NodeIndexOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Messages } from '../../i18n/resources.ts';

export type OfferingKey = keyof Messages['content']['home']['offerings']['items'];

/** The offerings of spec §1, in the order a shipment meets them; texts under content:home.offerings.items. */
export const OFFERINGS: readonly { key: OfferingKey; icon: ReactNode }[] = [
  { key: 'exportLcl', icon: <ExportOutlined /> },
  { key: 'importLcl', icon: <ImportOutlined /> },
  { key: 'fcl', icon: <ContainerOutlined /> },
  { key: 'seaRail', icon: <NodeIndexOutlined /> },
  { key: 'customs', icon: <FileProtectOutlined /> },
  { key: 'insurance', icon: <SafetyOutlined /> },
  { key: 'pickup', icon: <CarOutlined /> },
  { key: 'destination', icon: <HomeOutlined /> },
  { key: 'warehouse', icon: <InboxOutlined /> },
];
