/**
 * Component names of page config -> the components. Each loads on first use, so a page downloads only what it
 * shows. The names are checked against src/config/catalog.ts by the type below and against the schema by a test.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ComponentName } from '../config/catalog';
import type { SectionProps } from '../sections/section-props';

type Section = ComponentType<SectionProps>;
type Loaded = LazyExoticComponent<Section>;
const importers = new Map<string, () => Promise<unknown>>();
/** Components whose code has arrived: drawn directly, without suspending (see componentFor). */
const ready = new Map<string, Section>();
const load = <K extends string>(name: K, importer: () => Promise<Record<K, Section>>): Loaded => {
  const get = () =>
    importer().then((m) => {
      ready.set(name, m[name]);
      return m;
    });
  importers.set(name, get);
  return lazy(() => get().then((m) => ({ default: m[name] })));
};

/** Starts downloading a component's code before it is drawn. */
export function preloadComponent(name: string) {
  importers.get(name)?.().catch(() => undefined); // a failed download shows when the section draws
}

/** Whether a component's code has arrived. */
export function isLoaded(name: string): boolean {
  return ready.has(name);
}

/**
 * The component to draw for a config name: the component itself once its code is here, else its React.lazy
 * wrapper. (A lazy component suspends on its first render even when its code has arrived, and React then holds the
 * content back for up to 300 ms: a page of sections appearing one after another would take seconds.) Take it once
 * per section instance, so the component type never changes under a mounted section.
 */
export function componentFor(name: ComponentName): Section {
  return ready.get(name) ?? registry[name];
}

export const registry: Record<ComponentName, Loaded> = {
  NoticeList: load('NoticeList', () => import('../sections/NoticeList/NoticeList')),
  NoticeDetail: load('NoticeDetail', () => import('../sections/NoticeDetail/NoticeDetail')),
  BannerCarousel: load('BannerCarousel', () => import('../sections/BannerCarousel/BannerCarousel')),
  AdvertRow: load('AdvertRow', () => import('../sections/AdvertRow/AdvertRow')),
  JobList: load('JobList', () => import('../sections/JobList/JobList')),
  JobDetail: load('JobDetail', () => import('../sections/JobDetail/JobDetail')),
  CompanyDetail: load('CompanyDetail', () => import('../sections/CompanyDetail/CompanyDetail')),
  JobFairList: load('JobFairList', () => import('../sections/JobFairList/JobFairList')),
  JobFairDetail: load('JobFairDetail', () => import('../sections/JobFairDetail/JobFairDetail')),
  JobFairCompanies: load('JobFairCompanies', () => import('../sections/JobFairCompanies/JobFairCompanies')),
  OnlineJobFairList: load('OnlineJobFairList', () => import('../sections/OnlineJobFairList/OnlineJobFairList')),
  OnlineJobFairDetail: load('OnlineJobFairDetail', () => import('../sections/OnlineJobFairDetail/OnlineJobFairDetail')),
  RightsPanel: load('RightsPanel', () => import('../sections/RightsPanel/RightsPanel')),
  OrganizationList: load('OrganizationList', () => import('../sections/OrganizationList/OrganizationList')),
  ResumeList: load('ResumeList', () => import('../sections/ResumeList/ResumeList')),
  ResumeDetail: load('ResumeDetail', () => import('../sections/ResumeDetail/ResumeDetail')),
  SkillList: load('SkillList', () => import('../sections/SkillList/SkillList')),
  SkillDetail: load('SkillDetail', () => import('../sections/SkillDetail/SkillDetail')),
  SkillTypeList: load('SkillTypeList', () => import('../sections/SkillTypeList/SkillTypeList')),
  MentorList: load('MentorList', () => import('../sections/MentorList/MentorList')),
  MentorDetail: load('MentorDetail', () => import('../sections/MentorDetail/MentorDetail')),
  MiniClassList: load('MiniClassList', () => import('../sections/MiniClassList/MiniClassList')),
  MiniClassDetail: load('MiniClassDetail', () => import('../sections/MiniClassDetail/MiniClassDetail')),
  GuidePhoneList: load('GuidePhoneList', () => import('../sections/GuidePhoneList/GuidePhoneList')),
  ArticleList: load('ArticleList', () => import('../sections/ArticleList/ArticleList')),
  ArticleDetail: load('ArticleDetail', () => import('../sections/ArticleDetail/ArticleDetail')),
  ScattJobList: load('ScattJobList', () => import('../sections/ScattJobList/ScattJobList')),
  ScattWorkerList: load('ScattWorkerList', () => import('../sections/ScattWorkerList/ScattWorkerList')),
  PolicyList: load('PolicyList', () => import('../sections/PolicyList/PolicyList')),
  PolicyDetail: load('PolicyDetail', () => import('../sections/PolicyDetail/PolicyDetail')),
  BiddingProcess: load('BiddingProcess', () => import('../sections/BiddingProcess/BiddingProcess')),
  FriendlyLinks: load('FriendlyLinks', () => import('../sections/FriendlyLinks/FriendlyLinks')),
  LoginPanel: load('LoginPanel', () => import('../sections/LoginPanel/LoginPanel')),
  ArbitrationForm: load('ArbitrationForm', () => import('../sections/ArbitrationForm/ArbitrationForm')),
  SupervisionForm: load('SupervisionForm', () => import('../sections/SupervisionForm/SupervisionForm')),
  ScattJobForm: load('ScattJobForm', () => import('../sections/ScattJobForm/ScattJobForm')),
  ScattWorkForm: load('ScattWorkForm', () => import('../sections/ScattWorkForm/ScattWorkForm')),
  PolicyApplyForm: load('PolicyApplyForm', () => import('../sections/PolicyApplyForm/PolicyApplyForm')),
  ContactBox: load('ContactBox', () => import('../sections/ContactBox/ContactBox')),
  SidePanel: load('SidePanel', () => import('../sections/SidePanel/SidePanel')),
  EntryLinks: load('EntryLinks', () => import('../sections/EntryLinks/EntryLinks')),
};
