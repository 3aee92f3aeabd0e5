import { LclSearch } from './lcl-search.tsx';

/** /import: import LCL prices from a foreign port to a main Chinese port (spec §2). */
export default function ImportPage() {
  return <LclSearch kind="import" />;
}
