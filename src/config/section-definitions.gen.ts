// Written by `npm run sections` (scripts/gen-sections.ts) from the folders of src/sections/: do not edit.
import { definition as AdvertRow } from '../sections/AdvertRow/definition.ts';
import { definition as ArbitrationForm } from '../sections/ArbitrationForm/definition.ts';
import { definition as ArticleDetail } from '../sections/ArticleDetail/definition.ts';
import { definition as ArticleList } from '../sections/ArticleList/definition.ts';
import { definition as ArticleTabs } from '../sections/ArticleTabs/definition.ts';
import { definition as BannerCarousel } from '../sections/BannerCarousel/definition.ts';
import { definition as BiddingProcess } from '../sections/BiddingProcess/definition.ts';
import { definition as CompanyDetail } from '../sections/CompanyDetail/definition.ts';
import { definition as ContactBox } from '../sections/ContactBox/definition.ts';
import { definition as ContactInfo } from '../sections/ContactInfo/definition.ts';
import { definition as EntryLinks } from '../sections/EntryLinks/definition.ts';
import { definition as FriendlyLinks } from '../sections/FriendlyLinks/definition.ts';
import { definition as GuidePhoneList } from '../sections/GuidePhoneList/definition.ts';
import { definition as HomeStats } from '../sections/HomeStats/definition.ts';
import { definition as JobDetail } from '../sections/JobDetail/definition.ts';
import { definition as JobFairCompanies } from '../sections/JobFairCompanies/definition.ts';
import { definition as JobFairDetail } from '../sections/JobFairDetail/definition.ts';
import { definition as JobFairList } from '../sections/JobFairList/definition.ts';
import { definition as JobList } from '../sections/JobList/definition.ts';
import { definition as LoginPanel } from '../sections/LoginPanel/definition.ts';
import { definition as MentorDetail } from '../sections/MentorDetail/definition.ts';
import { definition as MentorList } from '../sections/MentorList/definition.ts';
import { definition as MiniClassDetail } from '../sections/MiniClassDetail/definition.ts';
import { definition as MiniClassList } from '../sections/MiniClassList/definition.ts';
import { definition as MyAppointments } from '../sections/MyAppointments/definition.ts';
import { definition as NoticeDetail } from '../sections/NoticeDetail/definition.ts';
import { definition as NoticeList } from '../sections/NoticeList/definition.ts';
import { definition as OnlineJobFairDetail } from '../sections/OnlineJobFairDetail/definition.ts';
import { definition as OnlineJobFairList } from '../sections/OnlineJobFairList/definition.ts';
import { definition as OrganizationList } from '../sections/OrganizationList/definition.ts';
import { definition as PolicyApplyForm } from '../sections/PolicyApplyForm/definition.ts';
import { definition as PolicyDetail } from '../sections/PolicyDetail/definition.ts';
import { definition as PolicyList } from '../sections/PolicyList/definition.ts';
import { definition as ResumeDetail } from '../sections/ResumeDetail/definition.ts';
import { definition as ResumeList } from '../sections/ResumeList/definition.ts';
import { definition as RightsPanel } from '../sections/RightsPanel/definition.ts';
import { definition as ScattJobForm } from '../sections/ScattJobForm/definition.ts';
import { definition as ScattJobList } from '../sections/ScattJobList/definition.ts';
import { definition as ScattWorkForm } from '../sections/ScattWorkForm/definition.ts';
import { definition as ScattWorkerList } from '../sections/ScattWorkerList/definition.ts';
import { definition as SidePanel } from '../sections/SidePanel/definition.ts';
import { definition as SiteMap } from '../sections/SiteMap/definition.ts';
import { definition as SkillDetail } from '../sections/SkillDetail/definition.ts';
import { definition as SkillList } from '../sections/SkillList/definition.ts';
import { definition as SkillTypeList } from '../sections/SkillTypeList/definition.ts';
import { definition as SupervisionForm } from '../sections/SupervisionForm/definition.ts';

export const definitions = {
  AdvertRow,
  ArbitrationForm,
  ArticleDetail,
  ArticleList,
  ArticleTabs,
  BannerCarousel,
  BiddingProcess,
  CompanyDetail,
  ContactBox,
  ContactInfo,
  EntryLinks,
  FriendlyLinks,
  GuidePhoneList,
  HomeStats,
  JobDetail,
  JobFairCompanies,
  JobFairDetail,
  JobFairList,
  JobList,
  LoginPanel,
  MentorDetail,
  MentorList,
  MiniClassDetail,
  MiniClassList,
  MyAppointments,
  NoticeDetail,
  NoticeList,
  OnlineJobFairDetail,
  OnlineJobFairList,
  OrganizationList,
  PolicyApplyForm,
  PolicyDetail,
  PolicyList,
  ResumeDetail,
  ResumeList,
  RightsPanel,
  ScattJobForm,
  ScattJobList,
  ScattWorkForm,
  ScattWorkerList,
  SidePanel,
  SiteMap,
  SkillDetail,
  SkillList,
  SkillTypeList,
  SupervisionForm,
} as const;
