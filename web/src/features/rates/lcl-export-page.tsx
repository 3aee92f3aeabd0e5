import { LclSearch } from './lcl-search.tsx';
import { prefetchLclResults, resultsLoader } from './results-loaders.ts';

export const loader = resultsLoader(prefetchLclResults);

/** /lcl/export: export LCL prices from a main Chinese port (spec §2, kept alive). */
export default function LclExportPage() {
  return <LclSearch kind="export" />;
}
