/**
 * What the catalogue's components mean to an HR editor: each section folder's editing definition
 * (src/sections/<Name>/editing.ts: its name, the settings and data choices its form shows, the schema of its options
 * and the defaults of a new section), under the catalogue's names (tsc refuses a missing or unknown one). Kept apart
 * from catalog.ts so the portal's start-up code, which needs only the kinds, does not carry it (decisions 018, 049).
 */
import type { Static, TObject } from 'typebox';
import { editing as NoticeList } from '../sections/NoticeList/editing.ts';
import { editing as NoticeDetail } from '../sections/NoticeDetail/editing.ts';
import { editing as BannerCarousel } from '../sections/BannerCarousel/editing.ts';
import { editing as AdvertRow } from '../sections/AdvertRow/editing.ts';
import { editing as JobList } from '../sections/JobList/editing.ts';
import { editing as JobDetail } from '../sections/JobDetail/editing.ts';
import { editing as CompanyDetail } from '../sections/CompanyDetail/editing.ts';
import { editing as JobFairList } from '../sections/JobFairList/editing.ts';
import { editing as JobFairDetail } from '../sections/JobFairDetail/editing.ts';
import { editing as JobFairCompanies } from '../sections/JobFairCompanies/editing.ts';
import { editing as OnlineJobFairList } from '../sections/OnlineJobFairList/editing.ts';
import { editing as OnlineJobFairDetail } from '../sections/OnlineJobFairDetail/editing.ts';
import { editing as RightsPanel } from '../sections/RightsPanel/editing.ts';
import { editing as OrganizationList } from '../sections/OrganizationList/editing.ts';
import { editing as ResumeList } from '../sections/ResumeList/editing.ts';
import { editing as ResumeDetail } from '../sections/ResumeDetail/editing.ts';
import { editing as SkillList } from '../sections/SkillList/editing.ts';
import { editing as HomeStats } from '../sections/HomeStats/editing.ts';
import { editing as SkillDetail } from '../sections/SkillDetail/editing.ts';
import { editing as SkillTypeList } from '../sections/SkillTypeList/editing.ts';
import { editing as MentorList } from '../sections/MentorList/editing.ts';
import { editing as MentorDetail } from '../sections/MentorDetail/editing.ts';
import { editing as MiniClassList } from '../sections/MiniClassList/editing.ts';
import { editing as MiniClassDetail } from '../sections/MiniClassDetail/editing.ts';
import { editing as GuidePhoneList } from '../sections/GuidePhoneList/editing.ts';
import { editing as ArticleList } from '../sections/ArticleList/editing.ts';
import { editing as ArticleTabs } from '../sections/ArticleTabs/editing.ts';
import { editing as ArticleDetail } from '../sections/ArticleDetail/editing.ts';
import { editing as ScattJobList } from '../sections/ScattJobList/editing.ts';
import { editing as ScattWorkerList } from '../sections/ScattWorkerList/editing.ts';
import { editing as PolicyList } from '../sections/PolicyList/editing.ts';
import { editing as PolicyDetail } from '../sections/PolicyDetail/editing.ts';
import { editing as BiddingProcess } from '../sections/BiddingProcess/editing.ts';
import { editing as FriendlyLinks } from '../sections/FriendlyLinks/editing.ts';
import { editing as LoginPanel } from '../sections/LoginPanel/editing.ts';
import { editing as ArbitrationForm } from '../sections/ArbitrationForm/editing.ts';
import { editing as SupervisionForm } from '../sections/SupervisionForm/editing.ts';
import { editing as ScattJobForm } from '../sections/ScattJobForm/editing.ts';
import { editing as ScattWorkForm } from '../sections/ScattWorkForm/editing.ts';
import { editing as PolicyApplyForm } from '../sections/PolicyApplyForm/editing.ts';
import { editing as ContactBox } from '../sections/ContactBox/editing.ts';
import { editing as SidePanel } from '../sections/SidePanel/editing.ts';
import { editing as EntryLinks } from '../sections/EntryLinks/editing.ts';
import { editing as MyAppointments } from '../sections/MyAppointments/editing.ts';
import { editing as SiteMap } from '../sections/SiteMap/editing.ts';
import { editing as ContactInfo } from '../sections/ContactInfo/editing.ts';
import type { ComponentName } from './catalog.ts';
import type { EditingDefinition } from '../sections/section-editing.ts';

export const catalogEditing = {
  NoticeList,
  NoticeDetail,
  BannerCarousel,
  AdvertRow,
  JobList,
  JobDetail,
  CompanyDetail,
  JobFairList,
  JobFairDetail,
  JobFairCompanies,
  OnlineJobFairList,
  OnlineJobFairDetail,
  RightsPanel,
  OrganizationList,
  ResumeList,
  ResumeDetail,
  SkillList,
  HomeStats,
  SkillDetail,
  SkillTypeList,
  MentorList,
  MentorDetail,
  MiniClassList,
  MiniClassDetail,
  GuidePhoneList,
  ArticleList,
  ArticleTabs,
  ArticleDetail,
  ScattJobList,
  ScattWorkerList,
  PolicyList,
  PolicyDetail,
  BiddingProcess,
  FriendlyLinks,
  LoginPanel,
  ArbitrationForm,
  SupervisionForm,
  ScattJobForm,
  ScattWorkForm,
  PolicyApplyForm,
  ContactBox,
  SidePanel,
  EntryLinks,
  MyAppointments,
  SiteMap,
  ContactInfo,
} satisfies Record<ComponentName, EditingDefinition<any>>;

/** The type of a component's `options`, from its schema; `undefined` for a component that takes none. */
export type OptionsOf<C extends ComponentName> = (typeof catalogEditing)[C] extends { options: infer S extends TObject }
  ? Static<S>
  : undefined;

/** A component's editing definition in its general shape (for code that walks every component). */
export const editingOf = (name: ComponentName): EditingDefinition<Record<string, unknown>> => catalogEditing[name];
