import { LclSearch } from './lcl-search.tsx';

/** /lcl/export: export LCL prices from a main Chinese port (spec §2, kept alive). */
export default function LclExportPage() {
  return <LclSearch kind="export" />;
}
