/**
 * The components page config may name: each component's definition (components/<Name>/definition.ts: its kind and
 * the operations whose data it can draw), gathered under the name config uses. Plain data (no React), so the config
 * checker can read it in Node; src/renderer/component-loaders.ts maps the same names to their code in
 * src/sections/<Name>/, and catalog-editing.ts gathers the editing definitions (decision 049). The definitions live
 * here, not in the section folders, so the config never imports the components that read it (decision 061). A test
 * holds this list to the section folders.
 */
import { definition as NoticeList } from './components/NoticeList/definition.ts';
import { definition as NoticeDetail } from './components/NoticeDetail/definition.ts';
import { definition as BannerCarousel } from './components/BannerCarousel/definition.ts';
import { definition as AdvertRow } from './components/AdvertRow/definition.ts';
import { definition as JobList } from './components/JobList/definition.ts';
import { definition as JobDetail } from './components/JobDetail/definition.ts';
import { definition as CompanyDetail } from './components/CompanyDetail/definition.ts';
import { definition as JobFairList } from './components/JobFairList/definition.ts';
import { definition as JobFairDetail } from './components/JobFairDetail/definition.ts';
import { definition as JobFairCompanies } from './components/JobFairCompanies/definition.ts';
import { definition as OnlineJobFairList } from './components/OnlineJobFairList/definition.ts';
import { definition as OnlineJobFairDetail } from './components/OnlineJobFairDetail/definition.ts';
import { definition as RightsPanel } from './components/RightsPanel/definition.ts';
import { definition as OrganizationList } from './components/OrganizationList/definition.ts';
import { definition as ResumeList } from './components/ResumeList/definition.ts';
import { definition as ResumeDetail } from './components/ResumeDetail/definition.ts';
import { definition as SkillList } from './components/SkillList/definition.ts';
import { definition as HomeStats } from './components/HomeStats/definition.ts';
import { definition as SkillDetail } from './components/SkillDetail/definition.ts';
import { definition as SkillTypeList } from './components/SkillTypeList/definition.ts';
import { definition as MentorList } from './components/MentorList/definition.ts';
import { definition as MentorDetail } from './components/MentorDetail/definition.ts';
import { definition as MiniClassList } from './components/MiniClassList/definition.ts';
import { definition as MiniClassDetail } from './components/MiniClassDetail/definition.ts';
import { definition as GuidePhoneList } from './components/GuidePhoneList/definition.ts';
import { definition as ArticleList } from './components/ArticleList/definition.ts';
import { definition as ArticleTabs } from './components/ArticleTabs/definition.ts';
import { definition as ArticleDetail } from './components/ArticleDetail/definition.ts';
import { definition as ScattJobList } from './components/ScattJobList/definition.ts';
import { definition as ScattWorkerList } from './components/ScattWorkerList/definition.ts';
import { definition as PolicyList } from './components/PolicyList/definition.ts';
import { definition as PolicyDetail } from './components/PolicyDetail/definition.ts';
import { definition as BiddingProcess } from './components/BiddingProcess/definition.ts';
import { definition as FriendlyLinks } from './components/FriendlyLinks/definition.ts';
import { definition as LoginPanel } from './components/LoginPanel/definition.ts';
import { definition as ArbitrationForm } from './components/ArbitrationForm/definition.ts';
import { definition as SupervisionForm } from './components/SupervisionForm/definition.ts';
import { definition as ScattJobForm } from './components/ScattJobForm/definition.ts';
import { definition as ScattWorkForm } from './components/ScattWorkForm/definition.ts';
import { definition as PolicyApplyForm } from './components/PolicyApplyForm/definition.ts';
import { definition as ContactBox } from './components/ContactBox/definition.ts';
import { definition as SidePanel } from './components/SidePanel/definition.ts';
import { definition as EntryLinks } from './components/EntryLinks/definition.ts';
import { definition as MyAppointments } from './components/MyAppointments/definition.ts';
import { definition as SiteMap } from './components/SiteMap/definition.ts';
import { definition as ContactInfo } from './components/ContactInfo/definition.ts';
import type { SectionDefinition } from './components/section-definition.ts';

export const catalog = {
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
} as const satisfies Record<string, SectionDefinition>;

export type ComponentName = keyof typeof catalog;
export const isComponentName = (name: string): name is ComponentName => Object.hasOwn(catalog, name);

/** A component's entry, with every optional field in view; undefined for a name the catalogue does not have. */
export const catalogEntry = (name: string): SectionDefinition | undefined =>
  isComponentName(name) ? catalog[name] : undefined;
