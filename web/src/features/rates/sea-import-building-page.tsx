import { BuildingResult } from './building-result.tsx';

/** /helper/building/seaImport: import LCL has no online booking yet. */
export default function SeaImportBuildingPage() {
  return <BuildingResult service="seaImport" />;
}
