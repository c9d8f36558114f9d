/**
 * What the catalogue's components mean to an HR editor: each component's editing definition
 * (components/<Name>/editing.ts: its name, the settings and data choices its form shows, the schema of its options
 * and the defaults of a new section), under the catalogue's names (tsc refuses a missing or unknown one). Kept apart
 * from catalog.ts so the portal's start-up code, which needs only the kinds, does not carry it (decisions 018, 049).
 */
import type { Static, TObject } from 'typebox';
import { editing as NoticeList } from './components/NoticeList/editing.ts';
import { editing as NoticeDetail } from './components/NoticeDetail/editing.ts';
import { editing as BannerCarousel } from './components/BannerCarousel/editing.ts';
import { editing as AdvertRow } from './components/AdvertRow/editing.ts';
import { editing as JobList } from './components/JobList/editing.ts';
import { editing as JobDetail } from './components/JobDetail/editing.ts';
import { editing as CompanyDetail } from './components/CompanyDetail/editing.ts';
import { editing as JobFairList } from './components/JobFairList/editing.ts';
import { editing as JobFairDetail } from './components/JobFairDetail/editing.ts';
import { editing as JobFairCompanies } from './components/JobFairCompanies/editing.ts';
import { editing as OnlineJobFairList } from './components/OnlineJobFairList/editing.ts';
import { editing as OnlineJobFairDetail } from './components/OnlineJobFairDetail/editing.ts';
import { editing as RightsPanel } from './components/RightsPanel/editing.ts';
import { editing as OrganizationList } from './components/OrganizationList/editing.ts';
import { editing as ResumeList } from './components/ResumeList/editing.ts';
import { editing as ResumeDetail } from './components/ResumeDetail/editing.ts';
import { editing as SkillList } from './components/SkillList/editing.ts';
import { editing as HomeStats } from './components/HomeStats/editing.ts';
import { editing as SkillDetail } from './components/SkillDetail/editing.ts';
import { editing as SkillTypeList } from './components/SkillTypeList/editing.ts';
import { editing as MentorList } from './components/MentorList/editing.ts';
import { editing as MentorDetail } from './components/MentorDetail/editing.ts';
import { editing as MiniClassList } from './components/MiniClassList/editing.ts';
import { editing as MiniClassDetail } from './components/MiniClassDetail/editing.ts';
import { editing as GuidePhoneList } from './components/GuidePhoneList/editing.ts';
import { editing as ArticleList } from './components/ArticleList/editing.ts';
import { editing as ArticleTabs } from './components/ArticleTabs/editing.ts';
import { editing as ArticleDetail } from './components/ArticleDetail/editing.ts';
import { editing as ScattJobList } from './components/ScattJobList/editing.ts';
import { editing as ScattWorkerList } from './components/ScattWorkerList/editing.ts';
import { editing as PolicyList } from './components/PolicyList/editing.ts';
import { editing as PolicyDetail } from './components/PolicyDetail/editing.ts';
import { editing as BiddingProcess } from './components/BiddingProcess/editing.ts';
import { editing as FriendlyLinks } from './components/FriendlyLinks/editing.ts';
import { editing as LoginPanel } from './components/LoginPanel/editing.ts';
import { editing as ArbitrationForm } from './components/ArbitrationForm/editing.ts';
import { editing as SupervisionForm } from './components/SupervisionForm/editing.ts';
import { editing as ScattJobForm } from './components/ScattJobForm/editing.ts';
import { editing as ScattWorkForm } from './components/ScattWorkForm/editing.ts';
import { editing as PolicyApplyForm } from './components/PolicyApplyForm/editing.ts';
import { editing as ContactBox } from './components/ContactBox/editing.ts';
import { editing as SidePanel } from './components/SidePanel/editing.ts';
import { editing as EntryLinks } from './components/EntryLinks/editing.ts';
import { editing as MyAppointments } from './components/MyAppointments/editing.ts';
import { editing as SiteMap } from './components/SiteMap/editing.ts';
import { editing as ContactInfo } from './components/ContactInfo/editing.ts';
import type { ComponentName } from './catalog.ts';
import type { EditingDefinition } from './components/section-editing.ts';

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
