// Written by `npm run sections` (scripts/gen-sections.ts) from the folders of src/sections/: do not edit.
import { editing as AdvertRow } from '../sections/AdvertRow/editing.ts';
import { editing as ArbitrationForm } from '../sections/ArbitrationForm/editing.ts';
import { editing as ArticleDetail } from '../sections/ArticleDetail/editing.ts';
import { editing as ArticleList } from '../sections/ArticleList/editing.ts';
import { editing as ArticleTabs } from '../sections/ArticleTabs/editing.ts';
import { editing as BannerCarousel } from '../sections/BannerCarousel/editing.ts';
import { editing as BiddingProcess } from '../sections/BiddingProcess/editing.ts';
import { editing as CompanyDetail } from '../sections/CompanyDetail/editing.ts';
import { editing as ContactBox } from '../sections/ContactBox/editing.ts';
import { editing as ContactInfo } from '../sections/ContactInfo/editing.ts';
import { editing as EntryLinks } from '../sections/EntryLinks/editing.ts';
import { editing as FriendlyLinks } from '../sections/FriendlyLinks/editing.ts';
import { editing as GuidePhoneList } from '../sections/GuidePhoneList/editing.ts';
import { editing as HomeStats } from '../sections/HomeStats/editing.ts';
import { editing as JobDetail } from '../sections/JobDetail/editing.ts';
import { editing as JobFairCompanies } from '../sections/JobFairCompanies/editing.ts';
import { editing as JobFairDetail } from '../sections/JobFairDetail/editing.ts';
import { editing as JobFairList } from '../sections/JobFairList/editing.ts';
import { editing as JobList } from '../sections/JobList/editing.ts';
import { editing as LoginPanel } from '../sections/LoginPanel/editing.ts';
import { editing as MentorDetail } from '../sections/MentorDetail/editing.ts';
import { editing as MentorList } from '../sections/MentorList/editing.ts';
import { editing as MiniClassDetail } from '../sections/MiniClassDetail/editing.ts';
import { editing as MiniClassList } from '../sections/MiniClassList/editing.ts';
import { editing as MyAppointments } from '../sections/MyAppointments/editing.ts';
import { editing as NoticeDetail } from '../sections/NoticeDetail/editing.ts';
import { editing as NoticeList } from '../sections/NoticeList/editing.ts';
import { editing as OnlineJobFairDetail } from '../sections/OnlineJobFairDetail/editing.ts';
import { editing as OnlineJobFairList } from '../sections/OnlineJobFairList/editing.ts';
import { editing as OrganizationList } from '../sections/OrganizationList/editing.ts';
import { editing as PolicyApplyForm } from '../sections/PolicyApplyForm/editing.ts';
import { editing as PolicyDetail } from '../sections/PolicyDetail/editing.ts';
import { editing as PolicyList } from '../sections/PolicyList/editing.ts';
import { editing as ResumeDetail } from '../sections/ResumeDetail/editing.ts';
import { editing as ResumeList } from '../sections/ResumeList/editing.ts';
import { editing as RightsPanel } from '../sections/RightsPanel/editing.ts';
import { editing as ScattJobForm } from '../sections/ScattJobForm/editing.ts';
import { editing as ScattJobList } from '../sections/ScattJobList/editing.ts';
import { editing as ScattWorkForm } from '../sections/ScattWorkForm/editing.ts';
import { editing as ScattWorkerList } from '../sections/ScattWorkerList/editing.ts';
import { editing as SidePanel } from '../sections/SidePanel/editing.ts';
import { editing as SiteMap } from '../sections/SiteMap/editing.ts';
import { editing as SkillDetail } from '../sections/SkillDetail/editing.ts';
import { editing as SkillList } from '../sections/SkillList/editing.ts';
import { editing as SkillTypeList } from '../sections/SkillTypeList/editing.ts';
import { editing as SupervisionForm } from '../sections/SupervisionForm/editing.ts';

export const editings = {
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
