// Written by `npm run sections` (scripts/gen-sections.ts) from the folders of src/sections/: do not edit.
import { definition as AdvertRow } from '../sections/AdvertRow/definition';
import { definition as ArbitrationForm } from '../sections/ArbitrationForm/definition';
import { definition as ArticleDetail } from '../sections/ArticleDetail/definition';
import { definition as ArticleList } from '../sections/ArticleList/definition';
import { definition as ArticleTabs } from '../sections/ArticleTabs/definition';
import { definition as BannerCarousel } from '../sections/BannerCarousel/definition';
import { definition as BiddingProcess } from '../sections/BiddingProcess/definition';
import { definition as CompanyDetail } from '../sections/CompanyDetail/definition';
import { definition as ContactBox } from '../sections/ContactBox/definition';
import { definition as ContactInfo } from '../sections/ContactInfo/definition';
import { definition as EntryLinks } from '../sections/EntryLinks/definition';
import { definition as FriendlyLinks } from '../sections/FriendlyLinks/definition';
import { definition as GuidePhoneList } from '../sections/GuidePhoneList/definition';
import { definition as HomeStats } from '../sections/HomeStats/definition';
import { definition as JobDetail } from '../sections/JobDetail/definition';
import { definition as JobFairCompanies } from '../sections/JobFairCompanies/definition';
import { definition as JobFairDetail } from '../sections/JobFairDetail/definition';
import { definition as JobFairList } from '../sections/JobFairList/definition';
import { definition as JobList } from '../sections/JobList/definition';
import { definition as LoginPanel } from '../sections/LoginPanel/definition';
import { definition as MentorDetail } from '../sections/MentorDetail/definition';
import { definition as MentorList } from '../sections/MentorList/definition';
import { definition as MiniClassDetail } from '../sections/MiniClassDetail/definition';
import { definition as MiniClassList } from '../sections/MiniClassList/definition';
import { definition as MyAppointments } from '../sections/MyAppointments/definition';
import { definition as NoticeDetail } from '../sections/NoticeDetail/definition';
import { definition as NoticeList } from '../sections/NoticeList/definition';
import { definition as OnlineJobFairDetail } from '../sections/OnlineJobFairDetail/definition';
import { definition as OnlineJobFairList } from '../sections/OnlineJobFairList/definition';
import { definition as OrganizationList } from '../sections/OrganizationList/definition';
import { definition as PolicyApplyForm } from '../sections/PolicyApplyForm/definition';
import { definition as PolicyDetail } from '../sections/PolicyDetail/definition';
import { definition as PolicyList } from '../sections/PolicyList/definition';
import { definition as ResumeDetail } from '../sections/ResumeDetail/definition';
import { definition as ResumeList } from '../sections/ResumeList/definition';
import { definition as RightsPanel } from '../sections/RightsPanel/definition';
import { definition as ScattJobForm } from '../sections/ScattJobForm/definition';
import { definition as ScattJobList } from '../sections/ScattJobList/definition';
import { definition as ScattWorkForm } from '../sections/ScattWorkForm/definition';
import { definition as ScattWorkerList } from '../sections/ScattWorkerList/definition';
import { definition as SidePanel } from '../sections/SidePanel/definition';
import { definition as SiteMap } from '../sections/SiteMap/definition';
import { definition as SkillDetail } from '../sections/SkillDetail/definition';
import { definition as SkillList } from '../sections/SkillList/definition';
import { definition as SkillTypeList } from '../sections/SkillTypeList/definition';
import { definition as SupervisionForm } from '../sections/SupervisionForm/definition';
import { definition as TextBlock } from '../sections/TextBlock/definition';

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
  TextBlock,
} as const;
