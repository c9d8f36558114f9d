/**
 * Component names of page config -> the code of their components, each loaded on first use so a page downloads only
 * what it shows. No React here: src/main.tsx starts the opened page's section code from this module before React
 * has arrived (src/renderer/prefetch.ts); registry.tsx makes the components drawable. The names are checked against
 * src/config/catalog.ts by the type below and against the schema by a test.
 */
import type { ComponentType } from 'react';
import { isComponentName, type ComponentName } from '../config/catalog';
import type { AnySectionProps, SectionProps } from '../sections/section-props';

export type Section = ComponentType<AnySectionProps>;

/** Each name's loader returns the component typed for the data its catalogue entry allows (tsc holds them). */
const loaders: { [C in ComponentName]: () => Promise<ComponentType<SectionProps<C>>> } = {
  NoticeList: () => import('../sections/NoticeList/NoticeList').then((m) => m.NoticeList),
  NoticeDetail: () => import('../sections/NoticeDetail/NoticeDetail').then((m) => m.NoticeDetail),
  BannerCarousel: () => import('../sections/BannerCarousel/BannerCarousel').then((m) => m.BannerCarousel),
  AdvertRow: () => import('../sections/AdvertRow/AdvertRow').then((m) => m.AdvertRow),
  JobList: () => import('../sections/JobList/JobList').then((m) => m.JobList),
  JobDetail: () => import('../sections/JobDetail/JobDetail').then((m) => m.JobDetail),
  CompanyDetail: () => import('../sections/CompanyDetail/CompanyDetail').then((m) => m.CompanyDetail),
  JobFairList: () => import('../sections/JobFairList/JobFairList').then((m) => m.JobFairList),
  JobFairDetail: () => import('../sections/JobFairDetail/JobFairDetail').then((m) => m.JobFairDetail),
  JobFairCompanies: () => import('../sections/JobFairCompanies/JobFairCompanies').then((m) => m.JobFairCompanies),
  OnlineJobFairList: () => import('../sections/OnlineJobFairList/OnlineJobFairList').then((m) => m.OnlineJobFairList),
  OnlineJobFairDetail: () =>
    import('../sections/OnlineJobFairDetail/OnlineJobFairDetail').then((m) => m.OnlineJobFairDetail),
  RightsPanel: () => import('../sections/RightsPanel/RightsPanel').then((m) => m.RightsPanel),
  OrganizationList: () => import('../sections/OrganizationList/OrganizationList').then((m) => m.OrganizationList),
  ResumeList: () => import('../sections/ResumeList/ResumeList').then((m) => m.ResumeList),
  ResumeDetail: () => import('../sections/ResumeDetail/ResumeDetail').then((m) => m.ResumeDetail),
  SkillList: () => import('../sections/SkillList/SkillList').then((m) => m.SkillList),
  HomeStats: () => import('../sections/HomeStats/HomeStats').then((m) => m.HomeStats),
  SkillDetail: () => import('../sections/SkillDetail/SkillDetail').then((m) => m.SkillDetail),
  SkillTypeList: () => import('../sections/SkillTypeList/SkillTypeList').then((m) => m.SkillTypeList),
  MentorList: () => import('../sections/MentorList/MentorList').then((m) => m.MentorList),
  MentorDetail: () => import('../sections/MentorDetail/MentorDetail').then((m) => m.MentorDetail),
  MiniClassList: () => import('../sections/MiniClassList/MiniClassList').then((m) => m.MiniClassList),
  MiniClassDetail: () => import('../sections/MiniClassDetail/MiniClassDetail').then((m) => m.MiniClassDetail),
  GuidePhoneList: () => import('../sections/GuidePhoneList/GuidePhoneList').then((m) => m.GuidePhoneList),
  ArticleList: () => import('../sections/ArticleList/ArticleList').then((m) => m.ArticleList),
  ArticleTabs: () => import('../sections/ArticleTabs/ArticleTabs').then((m) => m.ArticleTabs),
  ArticleDetail: () => import('../sections/ArticleDetail/ArticleDetail').then((m) => m.ArticleDetail),
  ScattJobList: () => import('../sections/ScattJobList/ScattJobList').then((m) => m.ScattJobList),
  ScattWorkerList: () => import('../sections/ScattWorkerList/ScattWorkerList').then((m) => m.ScattWorkerList),
  PolicyList: () => import('../sections/PolicyList/PolicyList').then((m) => m.PolicyList),
  PolicyDetail: () => import('../sections/PolicyDetail/PolicyDetail').then((m) => m.PolicyDetail),
  BiddingProcess: () => import('../sections/BiddingProcess/BiddingProcess').then((m) => m.BiddingProcess),
  FriendlyLinks: () => import('../sections/FriendlyLinks/FriendlyLinks').then((m) => m.FriendlyLinks),
  LoginPanel: () => import('../sections/LoginPanel/LoginPanel').then((m) => m.LoginPanel),
  ArbitrationForm: () => import('../sections/ArbitrationForm/ArbitrationForm').then((m) => m.ArbitrationForm),
  SupervisionForm: () => import('../sections/SupervisionForm/SupervisionForm').then((m) => m.SupervisionForm),
  ScattJobForm: () => import('../sections/ScattJobForm/ScattJobForm').then((m) => m.ScattJobForm),
  ScattWorkForm: () => import('../sections/ScattWorkForm/ScattWorkForm').then((m) => m.ScattWorkForm),
  PolicyApplyForm: () => import('../sections/PolicyApplyForm/PolicyApplyForm').then((m) => m.PolicyApplyForm),
  ContactBox: () => import('../sections/ContactBox/ContactBox').then((m) => m.ContactBox),
  SidePanel: () => import('../sections/SidePanel/SidePanel').then((m) => m.SidePanel),
  EntryLinks: () => import('../sections/EntryLinks/EntryLinks').then((m) => m.EntryLinks),
  MyAppointments: () => import('../sections/MyAppointments/MyAppointments').then((m) => m.MyAppointments),
  SiteMap: () => import('../sections/SiteMap/SiteMap').then((m) => m.SiteMap),
  ContactInfo: () => import('../sections/ContactInfo/ContactInfo').then((m) => m.ContactInfo),
};

/** Components whose code has arrived. */
const ready = new Map<string, Section>();

/** The component's code (asked for once; the module system keeps it). */
export function loadComponent(name: ComponentName): Promise<Section> {
  // The one place both forms of the props meet: the renderer hands a component the data of the operation its config
  // names, and the config check (config-rules.ts) has refused any operation the catalogue does not allow it.
  return (loaders[name]() as Promise<Section>).then((component) => {
    ready.set(name, component);
    return component;
  });
}

/** Starts downloading a component's code before it is drawn. */
export function preloadComponent(name: string) {
  if (isComponentName(name)) loadComponent(name).catch(() => undefined); // a failed download shows when the section draws
}

/** The component, if its code has arrived. */
export function loadedComponent(name: string): Section | undefined {
  return ready.get(name);
}

/** Whether a component's code has arrived. */
export function isLoaded(name: string): boolean {
  return ready.has(name);
}
