import { LclSearch } from './lcl-search.tsx';
import { prefetchLclResults, resultsLoader } from './results-loaders.ts';

export const loader = resultsLoader(prefetchLclResults);

/** /import: import LCL prices from a foreign port to a main Chinese port (spec §2). */
export default function ImportPage() {
  return <LclSearch kind="import" />;
}
