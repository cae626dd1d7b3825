// Inspections' and defects' public face: the screens the route table shows, and the pieces the
// vehicle page, the category page and the dashboard show.
export { CategoryChecklists } from "./checklists";
export { DefectFigures } from "./defect-figures";
export { DefectListPage } from "./defect-list-page";
export { DefectPage } from "./defect-page";
export { InspectionListPage } from "./inspection-list-page";
export { InspectionNewPage } from "./inspection-new-page";
export { InspectionPage } from "./inspection-page";
export { VehicleDefects } from "./vehicle-defects";
export { VehicleInspections } from "./vehicle-inspections";
