import { BuildingResult } from './building-result.tsx';

/** /helper/building/railway: rail freight has no online booking yet. */
export default function RailwayBuildingPage() {
  return <BuildingResult service="railway" />;
}
