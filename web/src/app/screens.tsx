import type { ComponentType } from "react";
import type { RouteName } from "@shared/routes";
import { LandingPage } from "../features/landing/landing-page";
import { LoginPage } from "../features/session/login-page";
import { TemplatePage } from "../features/template/template-page";
import { VehicleListPage } from "../features/vehicles/vehicle-list-page";
import { VehicleNewPage } from "../features/vehicles/vehicle-new-page";
import { VehiclePage } from "../features/vehicles/vehicle-page";
import { VehicleLabelPage } from "../features/vehicles/vehicle-label-page";
import { CategoryListPage } from "../features/categories/category-list-page";
import { CategoryNewPage } from "../features/categories/category-new-page";
import { CategoryPage } from "../features/categories/category-page";
import { DashboardPage } from "../features/dashboard/dashboard-page";
import { WorkOrderListPage } from "../features/work-orders/work-order-list-page";
import { WorkOrderNewPage } from "../features/work-orders/work-order-new-page";
import { WorkOrderPage } from "../features/work-orders/work-order-page";
import { JobCardPage } from "../features/work-orders/job-card-page";
import { ReminderListPage } from "../features/reminders/reminder-list-page";
import { PartEditPage, PartLabelPage, PartListPage, PartNewPage, PartPage } from "../features/parts";
import { MyWorkPage } from "../features/my-work/my-work-page";
import { ScanPage } from "../features/scan/scan-page";
import { TimesheetPage } from "../features/time/timesheet-page";
import { DefectListPage, DefectPage, InspectionListPage, InspectionNewPage, InspectionPage } from "../features/inspections";

export interface ScreenProps {
  params: Readonly<Record<string, string>>;
}

const Nothing = () => null;

/** Which component each route of the shared table shows. */
export const screens: Record<RouteName, ComponentType<ScreenProps>> = {
  index: LandingPage,
  login: LoginPage,
  template: TemplatePage,
  workshop: Nothing, // a parent route: it redirects to its first child
  "my-work": MyWorkPage,
  scan: ScanPage,
  vehicles: VehicleListPage,
  "vehicles-new": VehicleNewPage,
  vehicle: VehiclePage,
  "vehicle-label": VehicleLabelPage,
  categories: CategoryListPage,
  "categories-new": CategoryNewPage,
  category: CategoryPage,
  "work-orders": WorkOrderListPage,
  "work-orders-new": WorkOrderNewPage,
  "work-order": WorkOrderPage,
  "work-order-job-card": JobCardPage,
  reminders: ReminderListPage,
  parts: PartListPage,
  "parts-new": PartNewPage,
  part: PartPage,
  "part-edit": PartEditPage,
  "part-label": PartLabelPage,
  time: TimesheetPage,
  inspections: InspectionListPage,
  "inspections-new": InspectionNewPage,
  inspection: InspectionPage,
  defects: DefectListPage,
  defect: DefectPage,
  backend: DashboardPage,
};
